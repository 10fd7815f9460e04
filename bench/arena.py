"""`python -m bench.arena`: bot A against bot B, N seeded games per game (bench/README.md,
Arena).

Two players; A sits first in even games and second in odd ones. Each game is played
with its default options (Cat Tower under the bots' fall model), everything drawn from
its seed, so a run repeats exactly but for the times. Prints A's win rate with its 95%
Wilson interval (a shared win counts as half a win), each bot's decision time p50/p99
(around `bots.suggest`, in-process) and games per second; writes
bench/results/arena.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import bots
from bench.simulate.runs import MAX_MOVES, GameResult, GameTask, SeatedBot, cores, play_all
from bench.simulate.stats import percentile, wilson
from bots import Level

RESULTS = Path(__file__).resolve().parent / "results"
ROLES = ("a", "b")  # the players' ids: A's and B's seats
# Issue #34's goals for mcts at its default budget (bench/README.md, Arena).
GOAL_VS_RANDOM = {"cattower": 0.6}  # win rate, point estimate; other games below
GOAL_VS_RANDOM_DEFAULT = 0.75
GOAL_P99_MS = 100.0


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.arena", description=__doc__)
    p.add_argument("--a", default="mcts", type=SeatedBot.parse, help="level[:iterations]")
    p.add_argument("--b", default="random", type=SeatedBot.parse, help="level[:iterations]")
    p.add_argument("--games", nargs="+", choices=sorted(bots.PLAYERS), help="default: all")
    p.add_argument("--n", type=int, default=400, help="games per game (default 400)")
    p.add_argument("--iterations", type=int, help="mcts's iterations, for a bot not given its own")
    p.add_argument("--seed", default="arena", help="the games' seeds are <seed>:<game>:<i>")
    p.add_argument("--jobs", type=int, default=cores(), help="processes (default: every core)")
    p.add_argument("--output", type=Path, default=RESULTS / "arena.json")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    if args.n < 1:
        p.error("--n must be at least 1")
    if args.iterations is not None:
        if args.iterations < 1:
            p.error("--iterations must be at least 1")
        args.a, args.b = (_with_iterations(bot, args.iterations) for bot in (args.a, args.b))
    return args


def _with_iterations(bot: SeatedBot, iterations: int) -> SeatedBot:
    if bot.level is Level.MCTS and bot.iterations is None:
        return SeatedBot(bot.level, iterations)
    return bot


def tasks(game: str, a: SeatedBot, b: SeatedBot, n: int, seed: str) -> list[GameTask]:
    """Game i seats A first when i is even, second when it is odd."""
    out = []
    for i in range(n):
        seats = (("a", a), ("b", b)) if i % 2 == 0 else (("b", b), ("a", a))
        out.append(GameTask(game, seats, {}, f"{seed}:{game}:{i}"))
    return out


def summarise(results: Sequence[GameResult], seconds: float) -> dict[str, Any]:
    """A's win rate overall and by seat, the shared wins, and each bot's decision times."""
    a_first = [r for r in results if r.players[0] == "a"]
    a_second = [r for r in results if r.players[0] != "a"]
    out: dict[str, Any] = {
        "games": len(results),
        "a_win": wilson(sum(r.share("a") for r in results), len(results)).as_json(),
        "a_win_first": _rate(a_first),
        "a_win_second": _rate(a_second),
        "shared": sum(len(r.winners) > 1 for r in results),
        "unfinished": sum(not r.finished for r in results),
        "moves_mean": sum(r.moves for r in results) / len(results),
        "seconds": seconds,
        "games_per_s": len(results) / seconds,
        "decision_ms": {},
    }
    for role in ROLES:
        wall = [t for r in results for t in r.wall_ms[role]]
        cpu = [t for r in results for t in r.cpu_ms[role]]
        out["decision_ms"][role] = {
            "decisions": len(wall),
            "p50": percentile(wall, 50),
            "p99": percentile(wall, 99),
            "max": max(wall),
            "cpu_p50": percentile(cpu, 50),
            "cpu_p99": percentile(cpu, 99),
        }
    return out


def _rate(results: Sequence[GameResult]) -> dict[str, float | int] | None:
    if not results:
        return None
    return wilson(sum(r.share("a") for r in results), len(results)).as_json()


def goals(game: str, a: SeatedBot, b: SeatedBot, summary: dict[str, Any]) -> list[str]:
    """Issue #34's goals this run speaks to: only mcts at its default budget as A."""
    if a != SeatedBot(Level.MCTS):
        return []
    win = summary["a_win"]
    checks = []
    if b == SeatedBot(Level.RANDOM):
        goal = GOAL_VS_RANDOM.get(game, GOAL_VS_RANDOM_DEFAULT)
        checks.append(_verdict(win["rate"] >= goal, f"{game}: mcts v random win rate >= {goal}"))
    if b == SeatedBot(Level.GREEDY):
        checks.append(_verdict(win["low"] > 0.5, f"{game}: mcts v greedy interval above 0.5"))
    p99 = summary["decision_ms"]["a"]["p99"]
    checks.append(_verdict(p99 <= GOAL_P99_MS, f"{game}: mcts decision p99 <= {GOAL_P99_MS:g} ms"))
    return checks


def _verdict(passed: bool, what: str) -> str:
    return f"{'PASS' if passed else 'FAIL'}  {what}"


def report(a: SeatedBot, b: SeatedBot, summaries: dict[str, dict[str, Any]]) -> None:
    print(f"A = {a.label}, B = {b.label}; a shared win counts as half a win for each,")
    print(f"an unfinished game (no end in {MAX_MOVES} moves) as a win for neither")
    print("decision ms: wall p50/p99, and CPU p99 (steadier when other work shares the machine)")
    header = ["game", "games", "A win rate [95% Wilson]", "A 1st", "A 2nd", "shared", "unfinished"]
    header += [f"{role.upper()} ms p50/p99 cpu" for role in ROLES] + ["games/s"]
    rows = [header]
    for game, s in summaries.items():
        win = s["a_win"]
        row = [game, str(s["games"]), f"{win['rate']:.3f} [{win['low']:.3f}, {win['high']:.3f}]"]
        row += [f"{s[k]['rate']:.2f}" if s[k] else "-" for k in ("a_win_first", "a_win_second")]
        row += [str(s["shared"]), str(s["unfinished"])]
        for role in ROLES:
            t = s["decision_ms"][role]
            row.append(f"{t['p50']:.1f}/{t['p99']:.1f} {t['cpu_p99']:.1f}")
        row.append(f"{s['games_per_s']:.2f}")
        rows.append(row)
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    for r in rows:
        print(
            "  ".join(
                cell.ljust(w) if i == 0 else cell.rjust(w)
                for i, (cell, w) in enumerate(zip(r, widths, strict=True))
            )
        )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    started = time.monotonic()
    config = {
        "a": args.a.label,
        "b": args.b.label,
        "n": args.n,
        "seed": args.seed,
        "jobs": args.jobs,
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "loadavg_1min_at_start": round(os.getloadavg()[0], 2),
    }
    summaries: dict[str, dict[str, Any]] = {}
    checks: list[str] = []
    chosen = args.games or sorted(bots.PLAYERS)
    for game in chosen:
        clock = time.perf_counter()
        results = play_all(
            tasks(game, args.a, args.b, args.n, args.seed),
            jobs=args.jobs,
            desc=f"{game} {args.a.label} v {args.b.label}",
            progress=not args.quiet,
        )
        summaries[game] = summarise(results, time.perf_counter() - clock)
        checks += goals(game, args.a, args.b, summaries[game])
        # Written after every game: a long run stopped early keeps the games it finished.
        config["elapsed_s"] = round(time.monotonic() - started, 1)
        config["complete"] = len(summaries) == len(chosen)
        write(args.output, {"config": config, "games": summaries, "goals": checks})
    report(args.a, args.b, summaries)
    for check in checks:
        print(check)
    print(f"{config['elapsed_s']} s in all; figures in {args.output}")
    return 0


def write(path: Path, figures: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
