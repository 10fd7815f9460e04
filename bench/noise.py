"""`python -m bench.noise`: what bench.run's ratios read for an app exactly as fast as the
ceiling, on this machine. An A/A run.

Two gunicorn servers of the same bench/ceiling_app.py, started as bench.run starts its
servers: one is measured as the ceiling, the other in the place of a figure, in turns
(ceiling, twin, ceiling, twin, ..., ceiling), and each twin's ratio is taken with
bench.run's own arithmetic (`set_ratios`: against the ceilings just before and after it).
Every difference between those ratios and 1.00 is this machine's noise, so their spread
is how far any ratio bench.run prints can move with no change to the code; the p99s are
the ceiling's own at the same load.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import sys
from typing import Any

from engines import REGISTRY

from . import procs
from .procs import BenchError
from .run import RESULTS, Figure, _raise_exit, ceiling_files, measure, set_ratios, to_figure

CEILING_APP = "bench.ceiling_app:create_app()"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.noise", description=__doc__)
    p.add_argument("--pairs", type=int, default=6, help="twin figures, each between ceilings")
    p.add_argument("-d", "--duration", type=int, default=8, help="seconds per figure")
    p.add_argument("-w", "--warmup", type=int, default=2, help="warm-up seconds before each")
    p.add_argument("-c", "--connections", type=int, default=16)
    p.add_argument("-t", "--threads", type=int, default=2, help="wrk threads")
    args = p.parse_args(argv)
    if args.pairs < 1 or not 1 <= args.threads <= args.connections:
        p.error("need --pairs >= 1 and 1 <= threads <= connections")
    return args


def measure_pairs(args: argparse.Namespace, wrk: str) -> list[Figure]:
    """Ceiling and twin in turns, a ceiling last; `round` as bench.run numbers them."""
    workdir = RESULTS / "work"
    workdir.mkdir(parents=True, exist_ok=True)
    reference, body, reply, measures = ceiling_files(workdir, next(iter(REGISTRY.values())))
    path = f"/v1/games/{reference.id}/validate-move"
    http: list[Figure] = []
    with procs.redis_server(RESULTS / "redis.log") as redis_url:
        # REDIS_URL as in bench.run: the config then starts one worker per CPU.
        env = {**os.environ, "REDIS_URL": redis_url, "BENCH_CEILING_BODY": str(reply)}
        with (
            procs.gunicorn(CEILING_APP, env, RESULTS / "ceiling.log") as ceiling,
            procs.gunicorn(CEILING_APP, env, RESULTS / "twin.log") as twin,
        ):

            def figure(kind: str, name: str, server: procs.Server, index: int) -> Figure:
                print(f"{name} ...", flush=True)
                result = measure(args, wrk, server.url + path, "body", body)
                f = to_figure(kind, name, measures, result)
                f.round = index
                return f

            for index in range(args.pairs):
                http.append(figure("ceiling", f"ceiling {index + 1}", ceiling, index))
                http.append(figure("twin", f"twin {index + 1}", twin, index))
            http.append(figure("ceiling", f"ceiling {args.pairs + 1}", ceiling, args.pairs))
    return http


def spread(values: list[float]) -> dict[str, float]:
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


def summary(http: list[Figure]) -> dict[str, Any]:
    """The twins' ratios and every figure's p99 and server CPU per request, as spreads."""
    set_ratios(http)
    twins = [f for f in http if f.kind == "twin" and f.ratio is not None]
    return {
        "twin_ratio": spread([f.ratio for f in twins if f.ratio is not None]),
        "p99_ms": spread([f.p99_ms for f in http if f.p99_ms is not None]),
        "server_cpu_us": spread([f.cpu_us["server"] for f in http if "server" in f.cpu_us]),
        "rps": spread([f.rps for f in http if f.rps is not None]),
    }


def report(http: list[Figure], figures: dict[str, Any]) -> None:
    print(f"\n{'figure':<16}{'req/s':>8}{'p50 ms':>8}{'p99 ms':>8}{'x ceil':>8}{'CPU us/req':>12}")
    for f in http:
        print(
            f"{f.name:<16}{f.rps or 0:>8,.0f}{f.p50_ms or 0:>8.2f}{f.p99_ms or 0:>8.2f}"
            f"{f.ratio or 0:>8.2f}{f.cpu_us.get('server', 0):>12,.0f}"
        )
    print("\nthe same app measured again (min / median / max):")
    for label, key, fmt in (
        ("twin x ceiling", "twin_ratio", ".2f"),
        ("req/s", "rps", ",.0f"),
        ("p99 ms", "p99_ms", ".2f"),
        ("server CPU us/req", "server_cpu_us", ",.0f"),
    ):
        s = figures[key]
        print(f"  {label:<20}{s['min']:{fmt}} / {s['median']:{fmt}} / {s['max']:{fmt}}")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    signal.signal(signal.SIGTERM, _raise_exit)
    try:
        http = measure_pairs(args, procs.ensure_wrk())
    except BenchError as exc:
        print(f"bench: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("bench: interrupted; every process it started is stopped", file=sys.stderr)
        return 130
    report(http, summary(http))
    return 0


if __name__ == "__main__":
    sys.exit(main())
