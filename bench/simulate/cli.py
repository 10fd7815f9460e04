"""`python -m bench.simulate`: seeded games of any mix of bots under any options, summarised
and plotted (docs/simulate.md).

    python -m bench.simulate --game copycat --seat mcts --seat mcts --n 400 \\
        --compare '{"knockout": true}' --out sim/copycat-knockout

The seats are in turn order (the first seat starts); `--rotate` moves the bots one
seat along each game, so that a bot's rate is not its seat's. Game i of either option
set is dealt from the seed `<seed>:<i>`, so the two sets are compared on the same deals.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import bots
import engines
from engines import InvalidInput

from .runs import MAX_MOVES, ROUND_NAMES, GameTask, SeatedBot, cores, play_all
from .summary import STANDINGS, summarise, timing, write_csv

RESULTS = Path(__file__).resolve().parent / "results"  # git-ignored
# Above this many games a set, a run takes minutes and shows a progress bar.
QUIET_BELOW = 20


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.simulate",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--game", required=True, choices=sorted(bots.PLAYERS))
    p.add_argument(
        "--seat",
        action="append",
        type=SeatedBot.parse,
        help="a seat's bot, level[:iterations], once a seat in turn order (default: mcts x2)",
    )
    p.add_argument("--n", type=int, default=200, help="games an option set (default 200)")
    p.add_argument("--options", type=_json_object, default={}, help="the options, as JSON")
    p.add_argument("--compare", type=_json_object, help="a second option set, as JSON")
    p.add_argument("--rotate", action="store_true", help="move the bots a seat each game")
    p.add_argument("--seed", default="sim", help="game i is dealt from <seed>:<i>")
    p.add_argument("--jobs", type=int, default=cores(), help="processes (default: every core)")
    p.add_argument("--out", type=Path, default=RESULTS, help=f"plots and data (default {RESULTS})")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--list-options", action="store_true", help="the game's options, and stop")
    args = p.parse_args(argv)
    if args.list_options:
        return args
    wire = engines.REGISTRY[args.game]
    args.seat = args.seat or [SeatedBot.parse("mcts")] * wire.min_players
    if not wire.min_players <= len(args.seat) <= wire.max_players:
        p.error(f"{wire.name} takes {wire.min_players} to {wire.max_players} seats")
    if args.n < 1:
        p.error("--n must be at least 1")
    for name in ("options", "compare"):
        problem = _refused(args.game, len(args.seat), getattr(args, name))
        if problem:
            p.error(f"--{name}: {problem}")
    return args


def _json_object(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as e:
        raise argparse.ArgumentTypeError(f"not JSON: {e}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError("must be a JSON object of options")
    return value


def _refused(game: str, seats: int, options: Mapping[str, Any] | None) -> str | None:
    """Why the game's setup refuses `options` for this many seats, naming the field."""
    if options is None:
        return None
    try:
        engines.REGISTRY[game].rules.setup([f"p{i}" for i in range(1, seats + 1)], options, "")
    except InvalidInput as e:
        return json.dumps(e.errors)
    return None


def label(options: Mapping[str, Any]) -> str:
    """A short name of an option set for legends: `knockout=true, stakes=2`."""
    if not options:
        return "defaults"
    text = ", ".join(f"{k}={json.dumps(v)}" for k, v in options.items())
    return text if len(text) <= 40 else text[:39] + "…"


def tasks(args: argparse.Namespace, options: Mapping[str, Any]) -> list[GameTask]:
    seats = list(args.seat)
    players = [f"p{i}" for i in range(1, len(seats) + 1)]
    out = []
    for i in range(args.n):
        shift = i % len(seats) if args.rotate else 0
        order = seats[shift:] + seats[:shift]
        out.append(
            GameTask(
                args.game, tuple(zip(players, order, strict=True)), options, f"{args.seed}:{i}"
            )
        )
    return out


def list_options(game: str) -> None:
    wire = engines.REGISTRY[game]
    print(f"{wire.name} ({game}), {wire.min_players}-{wire.max_players} players; options:")
    for name, spec in wire.options.items():
        about = spec.describe()
        choices = f" one of {about['choices']}" if "choices" in about else ""
        default = json.dumps(about["default"])
        default = default if len(default) <= 60 else default[:59] + "…"
        print(
            f"  {name} ({about['type']}{choices}; default {default})\n      {about['description']}"
        )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.list_options:
        list_options(args.game)
        return 0
    option_sets = [args.options] + ([args.compare] if args.compare is not None else [])
    labels = [label(o) for o in option_sets]
    if len(set(labels)) < len(labels):
        labels = ["options", "compare"]
    progress = not args.quiet and args.n >= QUIET_BELOW
    played, sets = {}, []
    for name, options in zip(labels, option_sets, strict=True):
        clock = time.perf_counter()
        results = play_all(tasks(args, options), jobs=args.jobs, desc=name, progress=progress)
        played[name] = results
        sets.append(
            {
                "label": name,
                "options": options,
                "summary": summarise(results),
                "timing": timing(results, time.perf_counter() - clock),
            }
        )
    args.out.mkdir(parents=True, exist_ok=True)
    report = {
        "game": args.game,
        "seats": [s.label for s in args.seat],
        "rotate": args.rotate,
        "games_per_set": args.n,
        "seed": args.seed,
        "jobs": args.jobs,
        "standing": STANDINGS.get(args.game, "standing"),
        "rounds_are": ROUND_NAMES.get(args.game),
        "sets": sets,
    }
    (args.out / "summary.json").write_text(json.dumps(report, indent=2) + "\n")
    write_csv(args.out / "games.csv", played)
    from .plots import SetRun, draw_all  # noqa: PLC0415 (matplotlib loads in a second)

    title = f"{engines.REGISTRY[args.game].name}: {' v '.join(report['seats'])}, {args.n} games"
    runs = [SetRun(s["label"], s["summary"], played[s["label"]]) for s in sets]
    paths = draw_all(args.out, title, runs, report["standing"], report["rounds_are"] or "rounds")
    print_report(report)
    print(f"wrote {args.out / 'summary.json'}, {args.out / 'games.csv'}")
    print("plots: " + ", ".join(str(p) for p in paths))
    return 0


def print_report(report: Mapping[str, Any]) -> None:
    seats = ", ".join(report["seats"])
    print(f"{report['game']}: seats {seats}; {report['games_per_set']} games a set")
    print("win rates with 95% Wilson intervals; a shared win is split between its winners;")
    print(f"a game with no end in {MAX_MOVES} moves is stopped and won by nobody")
    for s in report["sets"]:
        summary, clock = s["summary"], s["timing"]
        print(f"\n[{s['label']}] {json.dumps(s['options'])}")
        for player, rate in summary["win_by_seat"].items():
            print(f"  seat {player}: {_rate(rate)}")
        if len(summary["win_by_bot"]) > 1:
            for bot, rate in summary["win_by_bot"].items():
                print(f"  bot {bot}: {_rate(rate)}")
        print(f"  shared wins: {summary['shared_wins']} games")
        if summary["unfinished"]:
            print(f"  unfinished: {summary['unfinished']} games")
        print(
            f"  first to move: {_rate(summary['first_mover'])} (fair {summary['fair_share']:.3f})"
        )
        for key in ("moves", "rounds"):
            d = summary[key]
            if d is not None:
                spread = f"{d['min']:g}-{d['max']:g}"
                print(f"  {key}: median {d['median']:g}, mean {d['mean']:.1f}, {spread}")
        for player, d in summary["standings"].items():
            print(f"  standing {player}: median {d['median']:g}, mean {d['mean']:.2f}")
        print(f"  {clock['games_per_s']:.2f} games/s")


def _rate(rate: Mapping[str, float]) -> str:
    interval = f"[{rate['low']:.3f}, {rate['high']:.3f}]"
    return f"{rate['rate']:.3f} {interval} ({rate['wins']:g} of {rate['games']})"
