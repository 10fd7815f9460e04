"""Bots that choose a seat's move from its view alone (docs/bots.md).

Pure like engines/: no Flask, no Redis, no I/O; all randomness from a seed.

`suggest` is the one entry point: a game id, what a seat knows (`Knowledge`: its view
and the public log, never a state), a level and a seed. `PLAYERS` holds each game's
part (bots/<game>.py): how it samples the hidden cards and how it scores a state.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import engines
from engines.base import Anyone, InvalidInput, Nobody, Rules, Seat, invalid

from . import cattower, copycat, meow10, supermeow
from .base import Considered, Decision, Knowledge, Level, Player, weighed
from .hidden import RULES_VERSION
from .levels import deadline, greedy_move, random_move

PLAYERS: dict[str, Player[Any, Any]] = {
    "meow10": meow10.PLAYER,
    "copycat": copycat.PLAYER,
    "supermeow": supermeow.PLAYER,
    "cattower": cattower.PLAYER,
}

# Determinisations greedy averages its scores over, by game (one unless a game's draws
# make a single deal's scores noisy).
GREEDY_SAMPLES: dict[str, int] = {}
DEFAULT_GREEDY_SAMPLES = 1

# The work mcts spends by default, by game, in moves listed or applied and each
# iteration's `ITERATION_WORK` (bots/search.py): chosen so that a default decision takes
# at most 100 ms CPU (p99) in-process on the project's 2-core machine (docs/bots.md).
MCTS_WORK: dict[str, int] = {"meow10": 6500}
DEFAULT_MCTS_WORK = 2000
# What an iteration's determinisation and leaf scoring cost, in work units, by game (0
# unless measured to matter). Meow 10's cost about 114 µs an iteration beside 7 µs a
# unit (least squares over 576 decisions of 6 greedy games at 1,000 and 3,000 units),
# so a position with few moves ran thousands of iterations past the p99 (docs/bots.md).
ITERATION_WORK: dict[str, int] = {"meow10": 16}
# How many moves a search's playout plays (greedy's choice each) before the heuristic
# scores the position, by game (bots/search.py; 0 by default: the new node itself).
PLAYOUT_DEPTH: dict[str, int] = {"supermeow": 4}


def suggest(
    game: str,
    knowledge: Knowledge,
    *,
    level: Level | str,
    seed: str,
    iterations: int | None = None,
    budget_ms: float | None = None,
) -> Decision[Any]:
    """The move `level` chooses for `knowledge.seat`, from its knowledge alone.

    `iterations` is greedy's number of determinisations and mcts's number of search
    iterations (by default greedy samples each game's default, and mcts spends each
    game's default work: `MCTS_WORK`); `budget_ms` caps the wall time and may stop
    either sooner. The same seed and knowledge give the same decision when the budget is
    in iterations; a wall-time cap makes it depend on the machine. Raises InvalidInput
    naming the field (`game`, `seat`, `level`, `iterations`, `budget_ms`, `view.<place>`)
    for input that is not a question a bot can answer: a view that shows a hidden place,
    a seat that is not playing or not to act, a game that is over."""
    player = PLAYERS.get(game)
    if player is None or game not in engines.EDITIONS:
        raise invalid(["game"], f"no bot plays {game!r}; bots play {sorted(PLAYERS)}")
    chosen = _level(level)
    _check_budget(iterations, budget_ms)
    over = deadline(budget_ms)  # the sampling and the listing count against it too
    rules, knowledge = _rules_of(game, knowledge)
    rng = random.Random(f"bots:{game}:{seed}")
    state = player.determinise(rules, knowledge, rng)
    moves = _seat_moves(rules, state, knowledge.seat)
    match chosen:
        case Level.RANDOM:
            return random_move(rules, moves, rng)
        case Level.GREEDY:
            samples = iterations or GREEDY_SAMPLES.get(game, DEFAULT_GREEDY_SAMPLES)
            return greedy_move(rules, player, knowledge, state, moves, rng, samples, over)
        case Level.MCTS:
            from .search import Budget, search  # noqa: PLC0415 (loaded only when asked)

            work = None if iterations else MCTS_WORK.get(game, DEFAULT_MCTS_WORK)
            budget = Budget(iterations, work, over, ITERATION_WORK.get(game, 0))
            depth = PLAYOUT_DEPTH.get(game, 0)
            return search(rules, player, knowledge, state, moves, rng, budget, depth)


def _level(level: Level | str) -> Level:
    try:
        return Level(level)
    except ValueError:
        raise invalid(["level"], f"must be one of {[lv.value for lv in Level]}") from None


def _check_budget(iterations: int | None, budget_ms: float | None) -> None:
    if iterations is not None and (
        not isinstance(iterations, int) or isinstance(iterations, bool) or iterations < 1
    ):
        raise invalid(["iterations"], "must be a positive integer")
    if budget_ms is not None and (
        not isinstance(budget_ms, int | float) or isinstance(budget_ms, bool) or budget_ms <= 0
    ):
        raise invalid(["budget_ms"], "must be a positive number of milliseconds")


def _rules_of(game: str, knowledge: Knowledge) -> tuple[Rules[Any, Any], Knowledge]:
    """The rules the view is played under (its `rules_version`, when the service served
    it; the current edition otherwise) and the knowledge with the view as the game's own
    (the stamp removed). The seat must be one of the view's players."""
    view = knowledge.view
    if not isinstance(view, Mapping):
        raise invalid(["view"], "must be an object: a seat's view of the game")
    editions = engines.EDITIONS[game]
    version = view.get(RULES_VERSION)
    if version is None:
        rules = engines.REGISTRY[game].rules
    elif version in editions and not isinstance(version, bool):
        rules = editions[version].rules
    else:
        raise invalid(["view", RULES_VERSION], f"must be one of {sorted(editions)}")
    players = view.get("players")
    if not isinstance(players, list | tuple) or not all(isinstance(p, str) for p in players):
        raise invalid(["view", "players"], "must list the players' ids")
    if knowledge.seat not in players:
        raise invalid(["seat"], "not a player of this game")
    if RULES_VERSION in view:
        own = {key: value for key, value in view.items() if key != RULES_VERSION}
        knowledge = Knowledge(knowledge.seat, own, knowledge.log)
    return rules, knowledge


def _seat_moves(rules: Rules[Any, Any], state: Any, seat: str) -> list[Any]:
    """The seat's legal moves now that a bot weighs, or an InvalidInput saying why it
    has none."""
    actor = rules.to_act(state)
    if isinstance(actor, Nobody):
        raise invalid(["view"], "the game is over: there is no move to suggest")
    if isinstance(actor, Seat) and actor.player != seat:
        raise invalid(["seat"], f"it is {actor.player}'s turn, not {seat}'s")
    moves = weighed(rules.seat_moves(state, seat))
    if not moves:
        assert isinstance(actor, Anyone | Seat)
        raise invalid(["seat"], f"{seat} has no legal move now")
    return moves


__all__ = [
    "PLAYERS",
    "Considered",
    "Decision",
    "InvalidInput",
    "Knowledge",
    "Level",
    "Player",
    "suggest",
]
