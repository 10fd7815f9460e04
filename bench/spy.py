"""`python -m bench.spy`: where a worker's time goes under load, gunicorn included.

bench.profile times a request in-process, which leaves out gunicorn and the kernel and
sees every cache warm. This starts the same servers as bench.run (redis-server, gunicorn
with the production config), drives one workload with wrk, and samples every worker with
py-spy meanwhile. It prints the share of samples by layer (gunicorn, Flask/werkzeug,
schemas, engines, the session store and redis-py, the service's own code) and the top
functions, inclusive and self.

    python -m bench.spy --workload validate-move --game copycat
    python -m bench.spy --workload session-move --game meow10 --idle
    python -m bench.spy --workload ceiling

py-spy is in the `bench` extra (`.venv/bin/pip install -e '.[bench]'`) and needs to be
allowed to read the workers' memory: root, or kernel.yama.ptrace_scope = 0.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from engines import REGISTRY, Game

from . import procs, run
from .procs import BenchError

# A frame's layer, from its file: the project's packages by their directory, libraries by
# their package under site-packages. A frame in neither (the standard library) counts for
# the nearest caller that has one.
PROJECT = {
    "service/store": "session store",
    "service": "service",
    "schemas": "schemas",
    "engines": "engines",
    "bench": "ceiling app",
}
LIBRARIES = {
    "gunicorn": "gunicorn",
    "flask": "Flask/werkzeug",
    "werkzeug": "Flask/werkzeug",
    "blinker": "Flask/werkzeug",
    "marshmallow": "schemas",
    "redis": "redis-py",
}


def layer_of(frame: str) -> str | None:
    where = frame.rpartition(" (")[2].rpartition(":")[0]
    if "/site-packages/" in where:  # first: the virtualenv may sit inside the project
        return LIBRARIES.get(where.partition("/site-packages/")[2].partition("/")[0])
    inside = where.removeprefix(f"{procs.ROOT}/")
    if inside == where:
        return None
    return next((name for d, name in PROJECT.items() if inside.startswith(d + "/")), None)


def function_of(frame: str) -> str:
    """`name (/path/file.py:line)` -> `name (file.py)`: one row per function, all lines."""
    name, _, where = frame.rpartition(" (")
    return f"{name} ({where.rpartition(':')[0].rpartition('/')[2]})"


def line_of(frame: str) -> str:
    """`name (/path/to/file.py:line)` -> `name (to/file.py:line)`."""
    name, _, where = frame.rpartition(" (")
    return f"{name} ({'/'.join(where.split('/')[-2:])}"


def aggregate(lines: list[str]) -> tuple[int, Counter[str], Counter[str], Counter[str]]:
    """py-spy raw output (`frame;frame;... count` per line, outermost frame first) ->
    (samples, by layer, by function inclusive, by leaf frame)."""
    total = 0
    layers: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    leaves: Counter[str] = Counter()
    for line in lines:
        stack, _, count = line.rstrip("\n").rpartition(" ")
        if not stack or not count.isdigit():
            continue
        n = int(count)
        frames = stack.split(";")
        total += n
        leaves[frames[-1]] += n
        for name in {function_of(f) for f in frames}:
            inclusive[name] += n
        owner = next((lay for f in reversed(frames) if (lay := layer_of(f))), "other")
        layers[owner] += n
    return total, layers, inclusive, leaves


def find_py_spy() -> str:
    search = os.pathsep.join((str(Path(sys.executable).parent), os.environ.get("PATH", "")))
    found = shutil.which("py-spy", path=search)
    if not found:
        raise BenchError("py-spy is missing: .venv/bin/pip install -e '.[bench]'")
    return found


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.spy", description=__doc__)
    p.add_argument(
        "--workload", choices=("validate-move", "session-move", "ceiling"), default="validate-move"
    )
    p.add_argument("--game", choices=sorted(REGISTRY), default="meow10")
    p.add_argument("-d", "--seconds", type=int, default=6, help="sampling time")
    p.add_argument("-w", "--warmup", type=int, default=2)
    p.add_argument("-c", "--connections", type=int, default=16)
    p.add_argument("-t", "--threads", type=int, default=2, help="wrk threads")
    p.add_argument("--rate", type=int, default=250, help="py-spy samples per second")
    p.add_argument("--idle", action="store_true", help="count time spent waiting too")
    p.add_argument("--top", type=int, default=20)
    return p.parse_args(argv)


def sample(spy: str, pid: int, args: argparse.Namespace, out: Path) -> None:
    argv = [spy, "record", "--pid", str(pid), "--duration", str(args.seconds)]
    argv += ["--rate", str(args.rate), "--format", "raw", "--nonblocking", "--full-filenames"]
    argv += ["-o", str(out)]
    if args.idle:
        argv.append("--idle")
    time.sleep(args.warmup)
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode != 0:
        out.write_text("")
        print(f"py-spy on {pid} failed: {done.stderr.strip()[-300:]}", file=sys.stderr)


def workload(
    args: argparse.Namespace, server: procs.Server, work: Path, ceiling: tuple[Game, Path]
) -> tuple[str, str, Path] | str:
    """What wrk sends: (url, post.lua mode, its file), or why it cannot. `ceiling` is the
    game the ceiling is measured on and its body file (run.ceiling_files)."""
    game = REGISTRY[args.game]
    if args.workload == "session-move":
        moves = run.session_lines(args, server, game, work / "moves", session_moves(args))
        return moves if isinstance(moves, str) else (f"{server.url}/v1/sessions", "lines", moves)
    if args.workload == "validate-move":
        posted, body = game, run.validate_file(work, game)
    else:  # the ceiling app answers any game's path; it is measured on the Meow 10 body
        posted, body = ceiling
    return f"{server.url}/v1/games/{posted.id}/validate-move", "body", body


def session_moves(args: argparse.Namespace) -> int:
    """Moves to prepare for a session-move run: above any rate here."""
    moves: int = 3000 * (args.warmup + args.seconds + 1)
    return moves


def snapshot_slots(args: argparse.Namespace) -> int:
    """SESSION_CACHE_SIZE for a session-move run: room for all of its sessions, with
    space to spare in the 8-way slots. Having over-prepared moves, the run uses more
    sessions than the default 2,048 slots hold, and cycling through them in turn would
    evict each snapshot before its next move: most moves would read first, unlike
    bench.run's (sized from the measured rate) and unlike a table's next move."""
    return 4 * run.sessions_for(args, session_moves(args))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        spy = find_py_spy()
        wrk = procs.ensure_wrk()
    except BenchError as exc:
        print(f"bench.spy: {exc}", file=sys.stderr)
        return 2
    app = procs.SERVICE_APP
    if args.workload == "ceiling":
        app = "bench.ceiling_app:create_app()"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        reference, ceiling_body, reply, _ = run.ceiling_files(work, REGISTRY[args.game])
        with procs.redis_server(work / "redis.log") as redis_url:
            env = {
                **procs.SERVER_ENV,
                **os.environ,
                "REDIS_URL": redis_url,
                "BENCH_CEILING_BODY": str(reply),
            }
            if args.workload == "session-move":
                env["SESSION_CACHE_SIZE"] = str(snapshot_slots(args))
            with procs.gunicorn(app, env, work / "gunicorn.log") as server:
                load = workload(args, server, work, (reference, ceiling_body))
                if isinstance(load, str):
                    print(f"bench.spy: {load}", file=sys.stderr)
                    return 2
                workers = procs.children(server.master_pid)
                outs = [work / f"spy-{pid}.txt" for pid in workers]
                samplers = [
                    threading.Thread(target=sample, args=(spy, pid, args, out))
                    for pid, out in zip(workers, outs, strict=True)
                ]
                for t in samplers:
                    t.start()
                seconds = args.warmup + args.seconds + 1  # sampling starts after the warm-up
                result = procs.run_wrk(wrk, *load, seconds, args.connections, args.threads)
                for t in samplers:
                    t.join()
        samples = [line for out in outs for line in out.read_text().splitlines()]
    report(args, result, len(workers), *aggregate(samples))
    return 0


def report(
    args: argparse.Namespace,
    result: dict[str, Any],
    workers: int,
    total: int,
    layers: Counter[str],
    inclusive: Counter[str],
    leaves: Counter[str],
) -> None:
    what = args.workload if args.workload == "ceiling" else f"{args.workload} {args.game}"
    # Not wrk's: py-spy's own CPU lands in the same reaped-children total.
    shown = {role: us for role, us in result["cpu_us_per_request"].items() if role != "wrk"}
    print(
        f"\n{what}: {result['rps']:,.0f} req/s under wrk -c{args.connections}; "
        f"{total:,} samples from {workers} workers over {args.seconds} s "
        f"({'waiting included' if args.idle else 'time on CPU only'}); "
        f"CPU us/request {shown}"
    )
    if not total:
        return

    def share(n: int) -> str:
        return f"{n / total * 100:6.1f}%"

    print("\nby layer (the innermost frame that belongs to one)")
    for layer, n in layers.most_common():
        print(f"  {share(n)}  {layer}")
    print(f"\ntop {args.top} functions, inclusive (below the worker's own loop)")
    # the frames of the worker's own loop, above every request, are in (nearly) every sample
    loop = 0.95 * max(inclusive.values())
    below = Counter({name: n for name, n in inclusive.items() if n < loop})
    for name, n in below.most_common(args.top):
        print(f"  {share(n)}  {name}")
    print(f"\ntop {args.top} lines, self")
    for frame, n in leaves.most_common(args.top):
        print(f"  {share(n)}  {line_of(frame)}")


if __name__ == "__main__":
    sys.exit(main())
