"""A whole game played by bots, from `rules.setup` to its end (Copy Cat: the match).

Each seat's bot is asked through `bots.suggest` with that seat's view and the public log
(each move with its events and result), never the state; its move is settled by the
game's `Player.settle` (what the table decides) and applied by the rules. Pure: no clock
is read here, so a CLI that times decisions passes its own `decide` (a wrapper around
`bots.suggest`), and `on_decision` sees each decision as it is made.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import engines
from engines.base import Anyone, Nobody, Seat

from .base import Decision, Knowledge, Level

# A game no bot ends within this many moves is a bug, not a long game.
MAX_MOVES = 20_000


@dataclass(frozen=True, slots=True)
class Bot:
    """A seat's bot: its level and budget (each game's default iterations if None)."""

    level: Level
    iterations: int | None = None
    budget_ms: float | None = None


class Decide(Protocol):
    """`bots.suggest`'s signature: what `play` asks for each move."""

    def __call__(
        self,
        game: str,
        knowledge: Knowledge,
        *,
        level: Level | str,
        seed: str,
        iterations: int | None = None,
        budget_ms: float | None = None,
    ) -> Decision[Any]: ...


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """How a played game went: its winners and final standings (the game's own terms),
    the number of moves, and each seat's decisions in order."""

    game: str
    players: tuple[str, ...]
    seed: str
    winners: tuple[str, ...]
    standings: Mapping[str, int | float]
    moves: int
    decisions: Mapping[str, tuple[Decision[Any], ...]] = field(repr=False)
    log: tuple[Mapping[str, Any], ...] = field(repr=False)
    finished: bool = True  # False: stopped at `max_moves`, with no winner


class MatchTooLong(RuntimeError):
    """A game that did not end within `max_moves` (`record`: the game as far as it went,
    unfinished), or in which no seat can move (`record` None)."""

    def __init__(self, message: str, record: MatchRecord | None = None) -> None:
        super().__init__(message)
        self.record = record


def play(
    game: str,
    bots: Mapping[str, Bot | Level],
    players: Sequence[str],
    options: Mapping[str, Any] | None = None,
    seed: str = "0",
    *,
    decide: Decide | None = None,
    on_decision: Callable[[str, Decision[Any]], None] | None = None,
    max_moves: int = MAX_MOVES,
) -> MatchRecord:
    """Play `game` for `players` (each seated bot in `bots`, by player id) under
    `options`, everything drawn from `seed`: the deal, every decision (seed
    `<seed>:<move number>`) and what the table settles. The same arguments give the same
    record when every budget is in iterations."""
    from . import PLAYERS, suggest  # noqa: PLC0415 (bots/__init__ imports this module's users)

    ask = decide or suggest
    rules = engines.REGISTRY[game].rules
    player = PLAYERS[game]
    seated = {p: as_bot(bots[p]) for p in players}
    state = rules.setup(list(players), options, seed=f"{seed}:deal")
    log: list[Mapping[str, Any]] = []
    decisions: dict[str, list[Decision[Any]]] = {p: [] for p in players}
    while rules.outcome(state) is None:
        if len(log) >= max_moves:
            stopped = _record(rules, state, game, players, seed, decisions, log, finished=False)
            ended = f"{game} with seed {seed!r} did not end in {max_moves} moves"
            raise MatchTooLong(ended, stopped)
        seat = seat_to_act(rules, state)
        if seat is None:
            raise MatchTooLong("anyone may act, but no seat has a legal move")
        bot = seated[seat]
        knowledge = Knowledge(seat, rules.view(state, seat), tuple(log))
        decision = ask(
            game,
            knowledge,
            level=bot.level,
            seed=f"{seed}:{len(log)}",
            iterations=bot.iterations,
            budget_ms=bot.budget_ms,
        )
        decisions[seat].append(decision)
        if on_decision is not None:
            on_decision(seat, decision)
        move = rules.load_move(state, decision.move)
        move = player.settle(rules, state, move, random.Random(f"{seed}:settle:{len(log)}"))
        step = rules.apply(state, move)
        entry: dict[str, Any] = {"move": rules.move_to_wire(move), "events": step.events}
        if step.result is not None:
            entry["result"] = step.result
        log.append(entry)
        state = step.state
    return _record(rules, state, game, players, seed, decisions, log, finished=True)


def _record(
    rules: Any,
    state: Any,
    game: str,
    players: Sequence[str],
    seed: str,
    decisions: Mapping[str, Sequence[Decision[Any]]],
    log: Sequence[Mapping[str, Any]],
    *,
    finished: bool,
) -> MatchRecord:
    outcome = rules.outcome(state)
    assert (outcome is not None) == finished
    return MatchRecord(
        game=game,
        players=tuple(players),
        seed=seed,
        winners=outcome.winners if outcome is not None else (),
        standings=dict(rules.standings(state)),
        moves=len(log),
        decisions={p: tuple(d) for p, d in decisions.items()},
        log=tuple(log),
        finished=finished,
    )


def as_bot(bot: Bot | Level | str) -> Bot:
    return bot if isinstance(bot, Bot) else Bot(Level(bot))


def seat_to_act(rules: Any, state: Any) -> str | None:
    """The seat to act; when anyone may, the first in seat order with a legal move; None
    when nobody may (the game is over, or no seat has a move)."""
    actor = rules.to_act(state)
    if isinstance(actor, Seat):
        return str(actor.player)
    if isinstance(actor, Nobody):
        return None
    assert isinstance(actor, Anyone)
    return next((p for p in state.players if next(iter(rules.seat_moves(state, p)), None)), None)
