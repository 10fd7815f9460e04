"""`python -m bench.instructions`: what a request costs in CPU instructions, A beside B.

A paired wrk run (bench.pairs) moves by ±5% between pairs on this machine, so it cannot
see a change of 1-3%. An instruction count can: valgrind's cachegrind counts every
instruction the process runs, the same from run to run whatever else the machine does.
Each side serves the game's validate-move body (bench.run's) through its checkout's WSGI
app in-process (`bench/wsgi_loop.py`: Flask and the referee, without gunicorn or the
socket), once with `--base` requests and once with `--base + --requests`; the
difference over `--requests` is one request's count, start-up excluded. String hashing
changes dict layouts, so each count runs under several fixed `PYTHONHASHSEED`s and the
figure is their mean (the spread is printed). Servers run as bench.run's do
(`CREATE_RATE_LIMIT` empty); `--a NAME=VALUE`/`--b` add to a side's environment.

    git worktree add /tmp/before HEAD~3
    python -m bench.instructions --a-root /tmp/before            # every game, B = this checkout
    python -m bench.instructions --game supermeow --b CREATE_RATE_LIMIT=30/minute

`--server` counts a gunicorn worker instead, as bench.pairs runs it (the production
config, one sync worker, a redis-server), sent the requests one after another over
loopback: gunicorn's own work (its HTTP parsing, the socket calls) is in the figure, as
it is in a paired run's; the kernel's is not.

It installs valgrind with apt-get when it is missing (as root). Each count takes 20-60 s;
they run one per CPU.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import orjson

from engines import REGISTRY

from . import instruction_table, procs, workloads
from .pairs import add_sides, check_roots
from .run import why

LOOP = Path(__file__).with_name("wsgi_loop.py")
WARM = 50  # requests before either count's: the caches and memos the first ones fill


@dataclass(frozen=True)
class Count:
    side: str
    game: str
    hash_seed: int
    requests: int


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.instructions",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--game", choices=sorted(REGISTRY), action="append", help="default: all")
    add_sides(p)
    p.add_argument("--base", type=int, default=100, help="requests of the shorter count")
    p.add_argument(
        "--requests", type=int, help="requests the longer adds (default 300; --table: 200)"
    )
    p.add_argument(
        "--hash-seeds", type=int, nargs="+", metavar="SEED", help="default 0 1 2; --table: 0"
    )
    p.add_argument("--server", action="store_true", help="count a gunicorn worker")
    p.add_argument(
        "--table",
        action="store_true",
        help="this checkout's verdict: per game the ceiling, validate-move and a session "
        "move in a production gunicorn worker, their ratios, and a per-component table",
    )
    args = p.parse_args(argv)
    if args.requests is None:
        args.requests = 200 if args.table else 300
    if args.hash_seeds is None:
        args.hash_seeds = [0] if args.table else [0, 1, 2]
    if args.base < 1 or args.requests < 1:
        p.error("need --base and --requests >= 1")
    check_roots(p, args)
    args.game = args.game or sorted(REGISTRY)
    return args


def summary_instructions(out_file: Path) -> int:
    """The total `Ir` of a cachegrind output file (its `summary:` line)."""
    for line in out_file.read_text().splitlines():
        if line.startswith("summary:"):
            return int(line.split()[1])
    raise procs.BenchError(f"{out_file} has no summary line")


def valgrind(out_file: str) -> list[str]:
    return ["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out_file}"]


def count(args: argparse.Namespace, workdir: Path, job: Count, redis_url: str | None) -> int:
    """The instructions a process of `job`'s side spent on WARM + `job.requests` requests:
    the in-process loop, or with a Redis URL (`--server`) a gunicorn worker."""
    root = args.a_root if job.side == "a" else args.b_root
    env = {
        **os.environ,
        **procs.SERVER_ENV,
        **dict(args.a if job.side == "a" else args.b),
        "PYTHONHASHSEED": str(job.hash_seed),
    }
    path = f"/v1/games/{job.game}/validate-move"
    body_file = workdir / f"{job.game}.json"
    name = f"{job.side}.{job.game}.{job.hash_seed}.{job.requests}"
    if redis_url is not None:
        prefix = workdir / f"srv.{name}"
        return count_server(root, env | {"REDIS_URL": redis_url}, path, body_file, job, prefix)
    out = workdir / f"cg.{name}"
    argv = [*valgrind(str(out)), sys.executable, str(LOOP), str(root), path, str(body_file)]
    argv += [str(WARM), str(job.requests)]
    done = subprocess.run(argv, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise procs.BenchError(f"{' '.join(argv)} failed:\n{done.stderr[-2000:]}")
    return summary_instructions(out)


def count_server(
    root: Path, env: dict[str, str], path: str, body_file: Path, job: Count, prefix: Path
) -> int:
    """A gunicorn worker's count; valgrind writes each process's to `prefix`.<pid>."""
    env = {
        **env,
        "WEB_CONCURRENCY": "1",
        "GUNICORN_TIMEOUT": "900",  # the master must not take a worker under valgrind for hung
    }
    body = body_file.read_bytes()
    wrapper = valgrind(f"{prefix}.%p")
    log = prefix.with_name(f"{prefix.name}.log")
    with procs.gunicorn(procs.SERVICE_APP, env, log, root, wrapper=wrapper, within_s=300) as server:
        for _ in range(WARM + job.requests):
            answer = procs.request(server.url, "POST", path, body, timeout_s=120)
            if answer is None or answer[0] != 200:
                raise procs.BenchError(f"{path} on {root} answered {why(answer)}")
        master = server.master_pid
    counts = prefix.parent.glob(f"{prefix.name}.*")
    workers = [f for f in counts if f != log and f.name != f"{prefix.name}.{master}"]
    if len(workers) != 1:
        raise procs.BenchError(f"expected one worker's count, found {workers}; log {log}")
    return summary_instructions(workers[0])


def per_request(
    args: argparse.Namespace, totals: dict[Count, int], side: str, game: str
) -> list[float]:
    return [
        (
            totals[Count(side, game, seed, args.base + args.requests)]
            - totals[Count(side, game, seed, args.base)]
        )
        / args.requests
        for seed in args.hash_seeds
    ]


def measure(args: argparse.Namespace) -> dict[Count, int]:
    procs.ensure_tool("valgrind")
    jobs = [
        Count(side, game, seed, requests)
        for game in args.game
        for seed in args.hash_seeds
        for side in ("a", "b")
        for requests in (args.base, args.base + args.requests)
    ]
    with tempfile.TemporaryDirectory(prefix="bench-instructions-") as tmp, ExitStack() as stack:
        workdir = Path(tmp)
        for game in args.game:
            body = workloads.validate_body(REGISTRY[game])
            (workdir / f"{game}.json").write_bytes(orjson.dumps(body))
        redis_url = None
        if args.server:
            redis_url = stack.enter_context(procs.redis_server(workdir / "redis.log"))
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            counted = list(pool.map(lambda job: count(args, workdir, job, redis_url), jobs))
    return dict(zip(jobs, counted, strict=True))


def report(args: argparse.Namespace, totals: dict[Count, int]) -> None:
    print(f"A: {args.a_root} {dict(args.a) or ''}\nB: {args.b_root} {dict(args.b) or ''}")
    where = "a gunicorn worker" if args.server else "in-process (WSGI)"
    print(
        f"instructions per validate-move request, {where}, "
        f"mean over PYTHONHASHSEED {args.hash_seeds}"
    )
    print(f"{'game':10} {'A':>11} {'B':>11} {'B/A':>6}   B/A by seed")
    for game in args.game:
        a, b = per_request(args, totals, "a", game), per_request(args, totals, "b", game)
        by_seed = " ".join(f"{y / x:.3f}" for x, y in zip(a, b, strict=True))
        ma, mb = statistics.fmean(a), statistics.fmean(b)
        print(f"{game:10} {ma:11,.0f} {mb:11,.0f} {mb / ma:6.3f}   {by_seed}")


def print_table(args: argparse.Namespace) -> None:
    procs.ensure_tool("valgrind")
    runs = [instruction_table.measure(args, seed) for seed in args.hash_seeds]
    print(
        "instructions per request, one gunicorn worker under callgrind, production config "
        "(CREATE_RATE_LIMIT default, METRICS on, CORS_ORIGINS *); "
        f"{args.requests} requests after {instruction_table.WARM}, "
        f"mean over PYTHONHASHSEED {args.hash_seeds}"
    )
    for line in instruction_table.table(args.game, instruction_table.mean_counts(runs)):
        print(line)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)

    def run() -> int:
        if args.table:
            print_table(args)
        else:
            report(args, measure(args))
        return 0

    return procs.guarded(run)


if __name__ == "__main__":
    sys.exit(main())
