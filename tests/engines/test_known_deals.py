"""Known answers: what a given seed deals, pinned across processes and releases.

docs/api.md: "The same request with the same seed always gives the same state". Sessions keep
their seed for months, and a table replays a game from its setup and moves, so a change
to the random generator or to a deal would silently change games already under way. The
other determinism tests replay within one process and would not notice; these constants
do. If one of them must change, that is a breaking change: say so in the release notes.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines import REGISTRY, Game, rng

PLAYERS = ["ann", "bob", "cy"]
SEED = "known-answer"
ROOT = Path(__file__).resolve().parents[2]

# sha256 (first 16 hex digits) of the sorted-key JSON of the setup, and of the state after
# the first listed legal move 40 times over.
KNOWN = {
    "cattower": ("2154efc26a90f778", "ddaf892e22e03a69"),
    "copycat": ("213dfe50928d869e", "9bef44c9b48940f1"),
    "meow10": ("6e275a97e30d682f", "df9ccc30e654a3e2"),
    "supermeow": ("6ee2a5d1493ed296", "9424d17a529f1724"),
}


def digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]


def first_moves(game: Game, state: dict[str, Any], count: int) -> dict[str, Any]:
    for _ in range(count):
        _, moves = game.legal_moves(state)
        move = next(iter(moves), None)
        if move is None:
            break
        state = game.apply(state, move).state
    return state


def test_the_generator_gives_the_known_answers():
    assert rng.shuffled(list(range(10)), SEED, "deal:1") == [3, 5, 0, 8, 6, 4, 7, 2, 9, 1]
    assert rng.choice_index(1000, SEED, "roll:1") == 539


def test_meow10_deals_the_known_hands():
    state = REGISTRY["meow10"].setup(PLAYERS, seed=SEED)
    assert state["hands"]["ann"] == [
        "tuxedo-1", "rainbow", "tuxedo-2", "calico-4", "calico-3", "russian-blue-3", "tuxedo-4",
    ]  # fmt: skip
    assert state["discard_pile"] == ["calico-1"]
    assert state["draw_pile"][-3:] == ["ragdoll-2", "persian-1", "tabby-1"]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_each_game_deals_and_plays_the_known_game(game_id):
    assert set(KNOWN) == set(REGISTRY), "a new game needs its known answers here"
    game = REGISTRY[game_id]
    state = game.setup(PLAYERS, seed=SEED)
    assert (digest(state), digest(first_moves(game, state, 40))) == KNOWN[game_id]


def test_another_process_with_another_hash_seed_deals_the_same():
    """Nothing may depend on Python's per-process string hashing (PYTHONHASHSEED)."""
    code = (
        "from engines import REGISTRY; from tests.engines.test_known_deals import *; "
        "print({g: digest(REGISTRY[g].setup(PLAYERS, seed=SEED)) for g in sorted(REGISTRY)})"
    )
    for hash_seed in ("1", "4242"):
        out = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env={"PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)},
        ).stdout
        assert out.strip() == str({g: KNOWN[g][0] for g in sorted(KNOWN)})
