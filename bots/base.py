"""What every bot is built from: a seat's knowledge, a game's player, and a decision.

A bot never sees a state. Its entry point takes what a seat knows (its view, exactly as
`GET /v1/sessions/{id}` masks it, and the public log) and each game's `Player` samples a
full state consistent with that knowledge (a determinisation). Two states that give a
seat the same view and log therefore give the same move for the same seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import islice
from typing import Any, Generic, Protocol, runtime_checkable

from engines.base import M, Rules, S

# The most moves a bot weighs in one position: the first of its listing, in the listing's
# order. Ordinary play stays far below it (Meow 10's rainbows: 1,696 at most in 15,000
# positions of random games, bench/RUNS.md); a hand chosen to hold millions of plays (a
# deck of one colour, hundreds of copies of one number) costs no more than this many.
MOST_MOVES = 2000


def weighed(moves: Iterable[M]) -> list[M]:
    """The moves a bot weighs of a listing: its first MOST_MOVES."""
    return list(islice(moves, MOST_MOVES))


class Level(StrEnum):
    RANDOM = "random"  # a uniformly random legal move
    GREEDY = "greedy"  # the best move one ply ahead by the game's heuristic
    MCTS = "mcts"  # information-set Monte Carlo tree search over determinisations


@dataclass(frozen=True, slots=True)
class Knowledge:
    """All a bot may know: `seat`'s view (wire form, hidden places as their lengths, no
    seed) and the public log entries (each with at least `move` and `events`), oldest
    first."""

    seat: str
    view: Mapping[str, Any]
    log: Sequence[Mapping[str, Any]] = ()


class Player(Protocol[S, M]):
    """A game's part of its bots (bots/<game>.py): pure, deterministic given `rng`."""

    def determinise(self, rules: Rules[S, M], knowledge: Knowledge, rng: random.Random) -> S:
        """A full typed state that gives `knowledge.seat` exactly `knowledge.view`: each
        hidden place filled with cards drawn from those the seat cannot account for."""
        ...

    def value(self, rules: Rules[S, M], state: S, seat: str) -> float:
        """How good `state` is for `seat`, in [0, 1] (1: won). Greedy's one ply, and
        where a search cuts a playout short."""
        ...

    def settle(self, rules: Rules[S, M], state: S, move: M, rng: random.Random) -> M:
        """`move` with what the table, not the player, decides filled in (Cat Tower's fall
        by the documented fall model); other games return `move` as it is."""
        ...


@runtime_checkable
class Ranks(Protocol):
    """A `Player` that can guess a move's worth without applying it. A search expands
    the moves this ranks best first; a player without it is ranked by `value` after
    each move, which costs an `apply` a move."""

    def rank(self, rules: Rules[Any, Any], state: Any, move: Any) -> float:
        """How good `move` looks for its mover in `state`: only its order among the
        moves of one position matters."""
        ...


@runtime_checkable
class Values(Protocol):
    """A `Player` that scores a state for every player at once, as `value` would one by
    one: a search scores each leaf for all its players, and a game's value of one seat
    already weighs every other."""

    def values(self, rules: Rules[Any, Any], state: Any) -> Mapping[str, float]: ...


@dataclass(frozen=True, slots=True)
class Considered:
    """One candidate a bot weighed: the wire move, how often it was tried, its mean value."""

    move: Mapping[str, Any]
    visits: int
    value: float


@dataclass(frozen=True, slots=True)
class Decision(Generic[M]):
    """A bot's answer: the move (wire form), and what it considered, best first."""

    move: Mapping[str, Any]
    level: Level
    iterations: int
    considered: tuple[Considered, ...]
