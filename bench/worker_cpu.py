"""`python -m bench.worker_cpu`: what a request costs one worker, A against B, in turns.

bench.pairs measures throughput under wrk, which other work on a shared machine moves
by far more than a small change costs (its A/A spread reached 0.48-1.33 at a load of 7
on 2 cores). This measures less and so is steadier: two gunicorn servers of one sync
worker each (the production config otherwise, on one redis-server) get the same
validate-move request one at a time, in batches that take turns, the order swapped every
pair, and each batch is charged only the CPU time its worker spent (/proc/<pid>/stat).
The per-pair ratio B/A of CPU per request is the figure; it leaves out the kernel's
share of accepting connections that wrk would add, and any waiting.

    python -m bench.worker_cpu --a METRICS=0 --b METRICS=1
    python -m bench.worker_cpu --game cattower --a-root /tmp/before   # code before, as A
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
from pathlib import Path

import orjson

from engines import REGISTRY

from . import procs, workloads
from .pairs import add_sides, check_roots
from .run import RESULTS


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.worker_cpu", description=__doc__)
    p.add_argument("--game", choices=sorted(REGISTRY), default="meow10")
    add_sides(p)
    p.add_argument("--pairs", type=int, default=10)
    p.add_argument("--requests", type=int, default=1000, help="a batch: one side's turn")
    args = p.parse_args(argv)
    check_roots(p, args)
    return args


def worker_cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def batch(server: procs.Server, path: str, body: bytes, count: int) -> None:
    host, port = server.url.removeprefix("http://").split(":")
    for _ in range(count):
        conn = http.client.HTTPConnection(host, int(port), timeout=10)
        conn.request("POST", path, body)
        answer = conn.getresponse()
        answer.read()
        conn.close()
        if answer.status != 200:
            raise procs.BenchError(f"{server.url}{path} answered {answer.status}")


def ratios(a_us: list[float], b_us: list[float]) -> list[float]:
    return [b / a for a, b in zip(a_us, b_us, strict=True)]


def measure(args: argparse.Namespace) -> tuple[list[float], list[float]]:
    game = REGISTRY[args.game]
    body = orjson.dumps(workloads.validate_body(game))
    path = f"/v1/games/{game.id}/validate-move"
    RESULTS.mkdir(parents=True, exist_ok=True)
    cost: tuple[list[float], list[float]] = ([], [])
    with procs.redis_server(RESULTS / "redis.log") as redis_url:
        env = {**os.environ, "REDIS_URL": redis_url, "WEB_CONCURRENCY": "1"}
        a_env, b_env = {**env, **dict(args.a)}, {**env, **dict(args.b)}
        with (
            procs.gunicorn(procs.SERVICE_APP, a_env, RESULTS / "cpu-a.log", args.a_root) as a,
            procs.gunicorn(procs.SERVICE_APP, b_env, RESULTS / "cpu-b.log", args.b_root) as b,
        ):
            sides = [
                (0, a, procs.children(a.master_pid)[0]),
                (1, b, procs.children(b.master_pid)[0]),
            ]
            for _, server, _ in sides:
                batch(server, path, body, 200)  # warm
            for index in range(args.pairs):
                for side, server, worker in sides if index % 2 == 0 else sides[::-1]:
                    before = worker_cpu_s(worker)
                    batch(server, path, body, args.requests)
                    cost[side].append((worker_cpu_s(worker) - before) / args.requests * 1e6)
    return cost


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)

    def run() -> int:
        a_us, b_us = measure(args)
        print(f"A: {dict(args.a) or 'as configured'}, B: {dict(args.b) or 'as configured'}")
        print(f"{'pair':<6}{'A CPU us':>9}{'B CPU us':>9}{'B/A':>7}")
        for index, (a, b) in enumerate(zip(a_us, b_us, strict=True), 1):
            print(f"{index:<6}{a:>9.0f}{b:>9.0f}{b / a:>7.3f}")
        each = ratios(a_us, b_us)
        print(
            f"B/A CPU per request: min / median / max {min(each):.3f} / "
            f"{statistics.median(each):.3f} / {max(each):.3f}"
        )
        return 0

    return procs.guarded(run)


if __name__ == "__main__":
    sys.exit(main())
