"""What the referee draws at a table that runs itself: the bots' seeds, and what a digital
Cat Tower's fall model says fell."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import bots

from ..referee import Referee
from ..store import Snapshot


def seed_of(session_id: str, record: Mapping[str, Any], version: int) -> str:
    """The same for every retry of one job. Secret until the proof (the session's salt),
    so nobody can tell a bot's next move or the next fall ahead; but where the caller
    chose the game's seed, and so knows the deal, that seed: the whole game then repeats,
    bots and falls included (tests, replays)."""
    fairness = record.get("fairness") or {}
    if fairness.get("seed_source") == "caller":
        return f"{record['setup']['seed']}:bot:{version}"
    salt = fairness.get("seed_salt") or session_id
    return f"{salt}:bot:{version}"


def settled(session_id: str, snap: Snapshot, referee: Referee, state: Any, move: Any) -> Any:
    """`move` on `snap` (typed `state`) with what the table decides drawn by the fall
    model (Cat Tower: what fell, a physical die's face; other games: unchanged), seeded
    as the session's bots are."""
    rng = random.Random(f"{seed_of(session_id, snap.record, snap.version)}:settle")
    return bots.PLAYERS[referee.game.id].settle(referee.rules, state, move, rng)
