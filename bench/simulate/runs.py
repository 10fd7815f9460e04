"""Seeded games of bots, played in a process pool over seeds, each reduced to what a
summary needs (`GameResult`): who sat where, who won, the standings, the length, and
how long each decision took.

Decisions are timed around `bots.suggest` (the `decide` that `bots.match.play` takes),
so a figure is the bot's own work: building the seat's view, settling and applying the
move are the table's and are left out. Wall time (what a player waits) and the
process's CPU time (what the machine spent, steadier when other work shares it) are
both kept.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tqdm import tqdm

import bots
from bots import Decision, Knowledge, Level
from bots.match import Bot, MatchRecord, MatchTooLong, play

# The event that closes a round, in games whose play is split into rounds, and what a
# round is called there: Meow 10's rounds (M7), Copy Cat's games within the match (C11).
# Other games report no rounds.
ROUND_EVENTS = {"meow10": "round_ended", "copycat": "game_ended"}
ROUND_NAMES = {"meow10": "rounds in the game", "copycat": "games in the match"}
# A game still going after this many moves is stopped and counted as nobody's win: a
# session refuses its 5,001st move (SESSION_MAX_MOVES' default), so no table could finish
# it. Super Meow has no draw: a player who keeps passing can stall it for ever.
MAX_MOVES = 5000


@dataclass(frozen=True, slots=True)
class SeatedBot:
    """A bot as the command line names it: `mcts`, or `mcts:400` for its iterations."""

    level: Level
    iterations: int | None = None

    @classmethod
    def parse(cls, text: str) -> SeatedBot:
        level, _, iterations = text.partition(":")
        try:
            chosen = Level(level)
        except ValueError:
            levels = ", ".join(lv.value for lv in Level)
            raise ValueError(f"{text!r}: a level is one of {levels}") from None
        if not iterations:
            return cls(chosen)
        if not iterations.isdigit() or int(iterations) < 1:
            raise ValueError(f"{text!r}: iterations must be a positive integer")
        return cls(chosen, int(iterations))

    @property
    def label(self) -> str:
        return self.level.value if self.iterations is None else f"{self.level}:{self.iterations}"

    def bot(self) -> Bot:
        return Bot(self.level, self.iterations)


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game to play: the seats in order (player id -> bot) under `options`."""

    game: str
    seats: tuple[tuple[str, SeatedBot], ...]
    options: Mapping[str, Any]
    seed: str
    max_moves: int = MAX_MOVES


@dataclass(frozen=True, slots=True)
class GameResult:
    """A played game, reduced: seats in order with their bots' labels, the winners (more
    than one when they share the win), the standings in the game's own terms, the
    length in moves (and rounds, where the game has them), the seat that moved first,
    and each seat's decision times in milliseconds (wall, CPU). An unfinished game (stopped
    at its task's `max_moves`) has no winners and the standings where it stopped."""

    seed: str
    players: tuple[str, ...]
    bots: tuple[str, ...]
    winners: tuple[str, ...]
    standings: Mapping[str, float]
    moves: int
    rounds: int | None
    first: str
    wall_ms: Mapping[str, tuple[float, ...]] = field(repr=False)
    cpu_ms: Mapping[str, tuple[float, ...]] = field(repr=False)
    finished: bool = True

    def share(self, player: str) -> float:
        """The player's part of the win: 1 alone, 1/k of a win k players share, else 0."""
        return 1 / len(self.winners) if player in self.winners else 0.0


class Stopwatch:
    """`bots.suggest`, timing each call by the seat that asked."""

    def __init__(self, players: Sequence[str]) -> None:
        self.wall: dict[str, list[float]] = {p: [] for p in players}
        self.cpu: dict[str, list[float]] = {p: [] for p in players}

    def __call__(
        self,
        game: str,
        knowledge: Knowledge,
        *,
        level: Level | str,
        seed: str,
        iterations: int | None = None,
        budget_ms: float | None = None,
    ) -> Decision[Any]:
        wall, cpu = time.perf_counter(), time.process_time()
        decision = bots.suggest(
            game, knowledge, level=level, seed=seed, iterations=iterations, budget_ms=budget_ms
        )
        self.cpu[knowledge.seat].append((time.process_time() - cpu) * 1000)
        self.wall[knowledge.seat].append((time.perf_counter() - wall) * 1000)
        return decision


def play_one(task: GameTask) -> GameResult:
    players = [player for player, _ in task.seats]
    watch = Stopwatch(players)
    first: list[str] = []
    try:
        record = play(
            task.game,
            {player: seated.bot() for player, seated in task.seats},
            players,
            task.options,
            task.seed,
            decide=watch,
            on_decision=lambda seat, _: first.append(seat) if not first else None,
            max_moves=task.max_moves,
        )
    except MatchTooLong as stopped:
        if stopped.record is None:  # no seat could move: a bug, not a long game
            raise
        record = stopped.record
    return _result(task, record, watch, first[0])


def _result(task: GameTask, record: MatchRecord, watch: Stopwatch, first: str) -> GameResult:
    closes = ROUND_EVENTS.get(task.game)
    rounds = None
    if closes is not None:
        rounds = sum(e.get("type") == closes for entry in record.log for e in entry["events"])
    return GameResult(
        seed=task.seed,
        players=record.players,
        bots=tuple(seated.label for _, seated in task.seats),
        winners=record.winners,
        standings={p: float(v) for p, v in record.standings.items()},
        moves=record.moves,
        rounds=rounds,
        first=first,
        wall_ms={p: tuple(t) for p, t in watch.wall.items()},
        cpu_ms={p: tuple(t) for p, t in watch.cpu.items()},
        finished=record.finished,
    )


def cores() -> int:
    """The CPUs this process may run on."""
    return len(os.sched_getaffinity(0))


def play_all(
    tasks: Sequence[GameTask], *, jobs: int, desc: str = "", progress: bool = True
) -> list[GameResult]:
    """Every task played, results in the tasks' order (so a summary does not depend on
    which worker finished first), `jobs` processes at a time (in this one if 1), with a
    progress bar on stderr when it is a terminal."""
    bar = tqdm(
        total=len(tasks),
        desc=desc,
        unit="game",
        file=sys.stderr,
        disable=None if progress else True,
        leave=False,
    )
    try:
        return list(_tick(_results(tasks, jobs), bar))
    finally:
        bar.close()


def _results(tasks: Sequence[GameTask], jobs: int) -> Iterator[GameResult]:
    if jobs <= 1:
        yield from map(play_one, tasks)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_one, tasks, chunksize=1)


def _tick(results: Iterator[GameResult], bar: Any) -> Iterator[GameResult]:
    for result in results:
        bar.update()
        yield result
