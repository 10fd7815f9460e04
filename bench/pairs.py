"""`python -m bench.pairs`: two gunicorn servers measured in turns, for an A/B that this
machine's drift cannot decide on its own.

One 8-second figure moves by ±5–10% between runs here, as much as most changes worth
measuring. So both variants run side by side, each server started as bench.run starts
its own (redis-server, the production config, wrk with the same options), and they are
measured back to back, pair by pair, the order swapped every pair so that neither side
always goes first. Each pair gives B's req/s over A's: the median is the verdict, with a
95% interval of it (`median_interval`), and the spread the noise. Without `--a`/`--b` both
servers are the same (an A/A run), and the spread is how far a ratio moves here with no
change at all.

    python -m bench.pairs                                            # A/A, the ceiling app
    python -m bench.pairs --app service --game copycat --b GUNICORN_WORKER_CLASS=gthread

The workload is one validate-move body: the ceiling's (`--app ceiling`) or a game's
(`--app service`), as bench.run posts them; or, with `--workload session-move`, session
moves on fresh sessions of each server, as bench.run makes them. `--a-root`/`--b-root`
serve a side from another checkout (a `git worktree` of the code before a change), so
two versions of the code can be measured in turns:

    git worktree add /tmp/before HEAD
    python -m bench.pairs --app service --workload session-move --a-root /tmp/before
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

from engines import REGISTRY

from . import procs
from .procs import BenchError
from .run import (
    RESULTS,
    ceiling_files,
    legal_answer,
    measure,
    session_figure,
    validate_file,
    why,
)

APPS = {"ceiling": "bench.ceiling_app:create_app()", "service": procs.SERVICE_APP}


@dataclass(frozen=True)
class Sample:
    rps: float
    p99_ms: float
    server_cpu_us: float


def env_setting(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    return name, value


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.pairs",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--app", choices=sorted(APPS), default="ceiling")
    p.add_argument("--game", choices=sorted(REGISTRY), default="meow10", help="--app service")
    p.add_argument(
        "--workload",
        choices=["validate-move", "session-move"],
        default="validate-move",
        help="--app service: what wrk sends",
    )
    add_sides(p)
    p.add_argument("--pairs", type=int, default=6)
    p.add_argument("-d", "--duration", type=int, default=8, help="seconds per figure")
    p.add_argument("-w", "--warmup", type=int, default=2, help="warm-up seconds before each")
    p.add_argument("-c", "--connections", type=int, default=16)
    p.add_argument("-t", "--threads", type=int, default=2, help="wrk threads")
    args = p.parse_args(argv)
    if args.pairs < 1 or not 1 <= args.threads <= args.connections:
        p.error("need --pairs >= 1 and 1 <= threads <= connections")
    if args.workload == "session-move" and args.app != "service":
        p.error("--workload session-move needs --app service")
    check_roots(p, args)
    return args


def add_sides(p: argparse.ArgumentParser) -> None:
    """Each server's checkout (`--a-root`, `--b-root`) and environment (`--a`, `--b`)."""
    for side in ("a", "b"):
        p.add_argument(
            f"--{side}-root",
            type=Path,
            default=procs.ROOT,
            metavar="DIR",
            help=f"the checkout server {side.upper()} runs (default: this one)",
        )
    for side in ("a", "b"):
        p.add_argument(
            f"--{side}",
            type=env_setting,
            action="append",
            default=[],
            metavar="NAME=VALUE",
            help=f"environment of server {side.upper()} (repeatable)",
        )


def check_roots(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    for root in (args.a_root, args.b_root):
        if not (root / "service" / "gunicorn_conf.py").is_file():
            p.error(f"{root} is not a checkout of this project")


def request_file(args: argparse.Namespace, workdir: Path) -> tuple[Path, str, dict[str, str]]:
    """(the body wrk posts, its path, what the app needs in its environment)."""
    game = REGISTRY[args.game]
    if args.app == "ceiling":
        reference, body, reply, _ = ceiling_files(workdir, game)
        return body, f"/v1/games/{reference.id}/validate-move", {"BENCH_CEILING_BODY": str(reply)}
    return validate_file(workdir, game), f"/v1/games/{game.id}/validate-move", {}


def measure_pairs(args: argparse.Namespace, wrk: str) -> list[tuple[Sample, Sample]]:
    workdir = RESULTS / "work"
    workdir.mkdir(parents=True, exist_ok=True)
    body, path, app_env = request_file(args, workdir)
    pairs: list[tuple[Sample, Sample]] = []
    with procs.redis_server(RESULTS / "redis.log") as redis_url:
        # REDIS_URL as in bench.run: the config then starts one worker per CPU.
        env = {**procs.SERVER_ENV, **os.environ, "REDIS_URL": redis_url, **app_env}
        app = APPS[args.app]
        a_env, b_env = {**env, **dict(args.a)}, {**env, **dict(args.b)}
        with (
            procs.gunicorn(app, a_env, RESULTS / "pair-a.log", args.a_root) as a,
            procs.gunicorn(app, b_env, RESULTS / "pair-b.log", args.b_root) as b,
        ):
            for name, server in (("A", a), ("B", b)):
                answer = procs.request(server.url, "POST", path, body.read_bytes())
                answered = answer is not None and answer[0] == 200
                if not (legal_answer(answer) if args.app == "service" else answered):
                    raise BenchError(f"server {name}: the check request got {why(answer)}")
            for index in range(args.pairs):
                order = ((0, a), (1, b)) if index % 2 == 0 else ((1, b), (0, a))
                got: dict[int, Sample] = {}
                for side, server in order:
                    print(f"pair {index + 1}: {'AB'[side]} ...", flush=True)
                    got[side] = sample(args, wrk, server, path, body, workdir)
                pairs.append((got[0], got[1]))
    return pairs


def sample(
    args: argparse.Namespace, wrk: str, server: procs.Server, path: str, body: Path, workdir: Path
) -> Sample:
    """One figure of one server: the validate-move body, or moves on its fresh sessions."""
    if args.workload == "session-move":
        # est_rps sizes only the warm-up's sessions; each figure makes its own
        figure = session_figure(args, wrk, server, REGISTRY[args.game], workdir, 1500.0)
        if figure.rps is None or figure.p99_ms is None or not figure.cpu_us:
            raise BenchError(f"session moves were not measured: {figure.na}")
        if figure.errors:  # refused moves would measure something else
            raise BenchError(f"{figure.errors} session moves failed; logs in {RESULTS}")
        return Sample(figure.rps, figure.p99_ms, figure.cpu_us["server"])
    r = measure(args, wrk, server.url + path, "body", body)
    return Sample(r["rps"], r["p99_us"] / 1000, r["cpu_us_per_request"]["server"])


def spread(values: list[float]) -> tuple[float, float, float]:
    """(min, median, max)"""
    return min(values), statistics.median(values), max(values)


def median_interval(values: list[float], confidence: float = 0.95) -> tuple[float, float, float]:
    """(low, high, the confidence reached): a distribution-free interval for the median of
    the ratios. [x(j), x(n+1-j)] of the sorted values holds the true median with probability
    1 - 2 P(Binomial(n, 1/2) <= j - 1), whatever their distribution; j is the largest that
    reaches `confidence`. Six pairs are the fewest that reach 95%; with fewer the interval
    is the whole range, at the confidence it has."""
    ordered = sorted(values)
    n = len(ordered)
    j = 1
    below = 1 / 2**n  # P(B <= j - 1)
    while j < (n + 1) // 2:
        widened = below + math.comb(n, j) / 2**n
        if 1 - 2 * widened < confidence:
            break
        j, below = j + 1, widened
    return ordered[j - 1], ordered[n - j], 1 - 2 * below


def rps_ratios(pairs: list[tuple[Sample, Sample]]) -> list[float]:
    """B's req/s over A's, pair by pair: what the verdict is the median of."""
    return [b.rps / a.rps for a, b in pairs]


def compare(pairs: list[tuple[Sample, Sample]]) -> dict[str, tuple[float, float, float]]:
    """B's req/s over A's pair by pair, B's server CPU a request over A's (what B costs
    more, which other load on the machine moves less than req/s), and each side's own
    figures, as spreads."""
    figures = {
        "B/A req/s": spread(rps_ratios(pairs)),
        "B/A CPU us/req": spread([b.server_cpu_us / a.server_cpu_us for a, b in pairs]),
    }
    for index, side in enumerate("AB"):
        samples = [pair[index] for pair in pairs]
        figures[f"{side} req/s"] = spread([s.rps for s in samples])
        figures[f"{side} p99 ms"] = spread([s.p99_ms for s in samples])
        figures[f"{side} server CPU us/req"] = spread([s.server_cpu_us for s in samples])
    return figures


def report(args: argparse.Namespace, pairs: list[tuple[Sample, Sample]]) -> None:
    def side(env: list[tuple[str, str]], root: Path) -> str:
        where = "" if root == procs.ROOT else f" from {root}"
        return f"{dict(env) or 'as configured'}{where}"

    what = args.app if args.app == "ceiling" else f"{args.app} {args.workload} {args.game}"
    print(f"\n{what}, A: {side(args.a, args.a_root)}, B: {side(args.b, args.b_root)}")
    print(
        f"{'pair':<6}{'A req/s':>9}{'B req/s':>9}{'B/A':>7}{'A p99':>8}{'B p99':>8}"
        f"{'A CPU':>7}{'B CPU':>7}{'B/A':>6}"
    )
    for index, (a, b) in enumerate(pairs, 1):
        print(
            f"{index:<6}{a.rps:>9,.0f}{b.rps:>9,.0f}{b.rps / a.rps:>7.2f}"
            f"{a.p99_ms:>8.2f}{b.p99_ms:>8.2f}{a.server_cpu_us:>7,.0f}{b.server_cpu_us:>7,.0f}"
            f"{b.server_cpu_us / a.server_cpu_us:>6.2f}"
        )
    ratios = rps_ratios(pairs)
    low, high, reached = median_interval(ratios)
    print(
        f"\nB/A req/s: median {statistics.median(ratios):.3f} over {len(ratios)} pairs, "
        f"{reached:.0%} interval of the median {low:.3f}-{high:.3f}"
    )
    print("\nmin / median / max")
    for label, (low, mid, high) in compare(pairs).items():
        fmt = ".2f" if label.startswith("B/A") or "p99" in label else ",.0f"
        print(f"  {label:<22}{low:{fmt}} / {mid:{fmt}} / {high:{fmt}}")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)

    def run() -> int:
        report(args, measure_pairs(args, procs.ensure_wrk()))
        return 0

    return procs.guarded(run)


if __name__ == "__main__":
    sys.exit(main())
