"""What a set of played games says, as data: win rate by seat and by bot, the first
mover's advantage, game lengths and final standings. `timing` is kept apart: it is the
only part that differs between two runs of the same seed."""

from __future__ import annotations

import csv
from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .runs import GameResult
from .stats import distribution, percentile, wilson

# What each game's standings count, and which way wins (engines' `standings`).
STANDINGS = {
    "meow10": "penalty points (the fewest win)",
    "copycat": "coins, or set points with sets (the most win)",
    "supermeow": "the Super Meow card: 1 for who took it",
    "cattower": "cards left in hand (the first out wins)",
}


def summarise(results: Sequence[GameResult]) -> dict[str, Any]:
    """The figures of games played by the same seats (player ids in the same order)."""
    if not results:
        raise ValueError("no games to summarise")
    games = len(results)
    seats = results[0].players
    by_bot: dict[str, list[float]] = defaultdict(list)
    for r in results:
        for player, bot in zip(r.players, r.bots, strict=True):
            by_bot[bot].append(r.share(player))
    rounds = [r.rounds for r in results if r.rounds is not None]
    return {
        "games": games,
        "seats": list(seats),
        "fair_share": 1 / len(seats),
        "win_by_seat": {
            p: wilson(sum(r.share(p) for r in results), games).as_json() for p in seats
        },
        "win_by_bot": {
            bot: wilson(sum(shares), len(shares)).as_json() for bot, shares in by_bot.items()
        },
        "first_mover": wilson(sum(r.share(r.first) for r in results), games).as_json(),
        "shared_wins": sum(len(r.winners) > 1 for r in results),
        "unfinished": sum(not r.finished for r in results),
        "moves": distribution([float(r.moves) for r in results]),
        "rounds": distribution([float(n) for n in rounds]) if rounds else None,
        "standings": {p: distribution([r.standings[p] for r in results]) for p in seats},
    }


def timing(results: Sequence[GameResult], seconds: float) -> dict[str, Any]:
    """Games per second and each bot's decision times (ms: wall p50/p99, CPU p99)."""
    wall: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    for r in results:
        for player, bot in zip(r.players, r.bots, strict=True):
            wall[bot] += r.wall_ms[player]
            cpu[bot] += r.cpu_ms[player]
    return {
        "seconds": seconds,
        "games_per_s": len(results) / seconds if seconds > 0 else None,
        "decision_ms": {
            bot: {
                "decisions": len(wall[bot]),
                "p50": percentile(wall[bot], 50),
                "p99": percentile(wall[bot], 99),
                "cpu_p99": percentile(cpu[bot], 99),
            }
            for bot in wall
            if wall[bot]
        },
    }


CSV_FIELDS = (
    "set",
    "game",
    "seed",
    "seat",
    "player",
    "bot",
    "moved_first",
    "win_share",
    "standing",
    "moves",
    "rounds",
)


def write_csv(path: Path, sets: Mapping[str, Sequence[GameResult]]) -> None:
    """One row a seat of each game: what a spreadsheet needs to redo any figure."""
    with path.open("w", newline="") as f:
        out = csv.DictWriter(f, fieldnames=CSV_FIELDS)
        out.writeheader()
        for label, results in sets.items():
            for i, r in enumerate(results):
                for seat, (player, bot) in enumerate(zip(r.players, r.bots, strict=True), 1):
                    out.writerow(
                        {
                            "set": label,
                            "game": i,
                            "seed": r.seed,
                            "seat": seat,
                            "player": player,
                            "bot": bot,
                            "moved_first": int(player == r.first),
                            "win_share": r.share(player),
                            "standing": r.standings[player],
                            "moves": r.moves,
                            "rounds": "" if r.rounds is None else r.rounds,
                        }
                    )
