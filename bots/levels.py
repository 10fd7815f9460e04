"""The two levels that look no further than one move: `random` and `greedy`.

Both work on one determinisation at a time (bots/hidden.py): a seat's own legal moves
depend only on what it sees (tests/engines/test_contract.py), so any determinisation
lists them alike; only greedy's scores depend on the deal, and it averages them over
`samples` deals.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from engines.base import Rules

from .base import Considered, Decision, Knowledge, Level, Player


def random_move(rules: Rules[Any, Any], moves: Sequence[Any], rng: random.Random) -> Decision[Any]:
    """A uniformly random legal move; it weighs nothing, so considers nothing."""
    return Decision(rules.move_to_wire(rng.choice(moves)), Level.RANDOM, 0, ())


def greedy_move(
    rules: Rules[Any, Any],
    player: Player[Any, Any],
    knowledge: Knowledge,
    first: Any,
    moves: Sequence[Any],
    rng: random.Random,
    samples: int,
    over: Callable[[], bool],
) -> Decision[Any]:
    """The move whose result `player.value` scores best for the seat, averaged over
    `samples` determinisations (the first one given), ties broken by `rng`; `over` stops
    it after the determinisation in hand (a wall-time cap)."""
    seat = knowledge.seat
    totals = [0.0] * len(moves)
    done = 0
    state = first
    while True:
        for i, move in enumerate(moves):
            totals[i] += player.value(rules, settled(rules, player, state, move, rng), seat)
        done += 1
        if done >= samples or over():
            break
        state = player.determinise(rules, knowledge, rng)
    ranked = ranked_moves(totals, rng)
    considered = tuple(
        Considered(rules.move_to_wire(moves[i]), done, totals[i] / done) for i in ranked
    )
    return Decision(considered[0].move, Level.GREEDY, done, considered)


def settled(
    rules: Rules[Any, Any], player: Player[Any, Any], state: Any, move: Any, rng: random.Random
) -> Any:
    """The state after `move` with what the table decides drawn anew (Cat Tower's fall):
    an edge of the tree is the player's decision, and each iteration meets its own chance."""
    return rules.apply(state, player.settle(rules, state, move, rng)).state


def ranked_moves(scores: Sequence[float], rng: random.Random) -> list[int]:
    """Indices of `scores`, best first; equal scores in an order drawn from `rng`."""
    tiebreak = [rng.random() for _ in scores]
    return sorted(range(len(scores)), key=lambda i: (-scores[i], tiebreak[i]))


def deadline(budget_ms: float | None) -> Callable[[], bool]:
    """Whether a wall-time budget is spent (never, without one). Only an iteration budget
    gives the same answer every time: a clock does not."""
    if budget_ms is None:
        return lambda: False
    end = time.perf_counter() + budget_ms / 1000.0
    return lambda: time.perf_counter() >= end
