"""`python -m bench.move_instructions`: the instructions redis-server itself runs a session move.

    python -m bench.move_instructions                 # every game (~1 min)
    python -m bench.move_instructions --game meow10 --sessions 20

Issue #33's goal: Redis's own work a move under 120 k instructions. redis-server runs
under callgrind on a loopback port (`--save '' --appendonly no`, as every benchmark's);
one gunicorn worker in the production configuration (bench.instruction_table's, not
under valgrind) serves the moves. They are the table's session moves
(`instruction_table.calls_of`: legal moves of fresh sessions, sent version by version
over HTTP), so every move finds its session's snapshot held by the worker and costs
Redis one round trip, the commit script (the production steady state).

Per game, three sets of `--sessions` sessions are created and each session's first
WARM_VERSIONS moves played (scripts loaded, snapshots held). Then set 1's remaining moves
(N of them) are one section and sets 2 and 3's (2N) the next: each section holds moves
of the same versions, so the difference of the two sections over N is one move's count,
what each section costs besides its moves (the mark's own command) cancelling out. A
section ends with a mark: LASTSAVE, which nothing else sends, and before which callgrind
(`--dump-before=lastsaveCommand`) writes what Redis ran since the mark before. Redis's
timers (serverCron, 10 a second) run while it waits for the next move: each run (some
125 k instructions, nearly all of it its memory statistics, `cronUpdateMemoryStats`)
falls on every 100 ms of wall time, so their share a move is set by the pace of the
moves, that is by the machine's load: 3-15 k here from run to run, ~1 k at 1,000 moves a
second. They are no work of the move's, and with them the verdict would follow the
machine's load: the figure and the goal's verdict are the count less what serverCron and
all it called ran in the same sections (`callgrind_annotate --inclusive=yes`), both
shown beside it. The count less the timers moves by about 1 k between runs.
"""

from __future__ import annotations

import argparse
import itertools
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

import redis

from engines import REGISTRY

from . import procs
from .instruction_table import (
    SESSION,
    Call,
    Workload,
    callgrind_totals,
    calls_of,
    production_env,
    send,
)
from .run import SESSION_MOVES_EACH

GOAL = 120_000  # issue #33: Redis's own instructions a session move
WARM_VERSIONS = 4  # each session's first moves, uncounted: the first parses its snapshot
SETS = 3  # one section of N moves, then one of 2N
MARK = "lastsaveCommand"  # the function callgrind dumps before: LASTSAVE's
TIMERS = "serverCron"  # Redis's periodic work, shown apart


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.move_instructions",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--game", choices=sorted(REGISTRY), action="append", help="default: all")
    p.add_argument(
        "--sessions",
        type=int,
        default=10,
        help="sessions a set (default 10: N = 10 x 20 = 200 counted moves)",
    )
    p.add_argument("--hash-seed", type=int, default=0, help="the worker's PYTHONHASHSEED")
    args = p.parse_args(argv)
    if args.sessions < 1:
        p.error("need --sessions >= 1")
    args.game = args.game or sorted(REGISTRY)
    return args


def counted_moves(sessions: int) -> int:
    """N: the moves of one set after its warm-up."""
    return sessions * (SESSION_MOVES_EACH - WARM_VERSIONS)


def split(calls: Sequence[Call], sessions: int) -> tuple[Sequence[Call], Sequence[Call]]:
    """A set's moves (version by version, as `calls_of` makes them): the warm-up, the
    first WARM_VERSIONS of each session, and the rest, the counted ones."""
    if len(calls) != sessions * SESSION_MOVES_EACH:
        raise procs.BenchError(f"expected {sessions * SESSION_MOVES_EACH} moves, got {len(calls)}")
    return calls[: sessions * WARM_VERSIONS], calls[sessions * WARM_VERSIONS :]


def per_move(section_n: int, section_2n: int, n: int) -> float:
    """One move's count: the 2N section's less the N section's, over N."""
    return (section_2n - section_n) / n


def inclusive_cost(annotated: str, function: str) -> int:
    """A function's inclusive count in `callgrind_annotate --inclusive=yes` output; 0
    when it is not listed (it did not run)."""
    found = re.search(rf"^\s*([\d,]+) .*:{re.escape(function)} ", annotated, re.MULTILINE)
    return 0 if found is None else int(found.group(1).replace(",", ""))


def timers(out_file: Path) -> int:
    """What serverCron and all it called ran in a dump."""
    argv = ["callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no"]
    argv += ["--show-percs=no", str(out_file)]
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise procs.BenchError(f"{' '.join(argv)} failed:\n{done.stderr[-2000:]}")
    return inclusive_cost(done.stdout, TIMERS)


class Marks:
    """Sends LASTSAVE to the Redis under callgrind; each has it write one dump."""

    def __init__(self, redis_url: str, prefix: Path) -> None:
        self._client = redis.Redis.from_url(redis_url, socket_timeout=120)
        self._pid = int(self._client.info("server")["process_id"])
        self._prefix = prefix
        self._dumps = 0

    def mark(self) -> Path:
        """The dump of what Redis ran since the last mark (callgrind writes it before
        running the command, so it is there when the answer is)."""
        self._client.lastsave()
        self._dumps += 1
        out = Path(f"{self._prefix}.{self._pid}.{self._dumps}")
        if not out.exists():
            raise procs.BenchError(f"callgrind wrote no {out} on LASTSAVE")
        return out

    def session_reads(self) -> int:
        """Sessions read so far (HGETALL, the store's read; its scripts read with HMGET).
        Asked outside the counted sections."""
        stats = self._client.info("commandstats").get("cmdstat_hgetall", {})
        return int(stats.get("calls", 0))

    def close(self) -> None:
        self._client.close()


def measure(args: argparse.Namespace) -> dict[str, tuple[float, float]]:
    """Per game, Redis's instructions a session move, and of them its timers'."""
    procs.ensure_tool("valgrind")
    found = {}
    with tempfile.TemporaryDirectory(prefix="bench-moves-") as tmp:
        workdir = Path(tmp)
        prefix = workdir / "cg.redis"
        wrapper = ["valgrind", "--tool=callgrind", f"--dump-before={MARK}"]
        wrapper.append(f"--callgrind-out-file={prefix}.%p")
        with procs.redis_server(workdir / "redis.log", wrapper=wrapper, within_s=120) as url:
            env = production_env(url, args.hash_seed)
            log = workdir / "gunicorn.log"
            with procs.gunicorn(procs.SERVICE_APP, env, log) as server:
                marks = Marks(url, prefix)
                try:
                    created = itertools.count()
                    n = counted_moves(args.sessions)
                    for game in args.game:
                        sets = [
                            split(
                                calls_of(
                                    server,
                                    Workload(SESSION, game),
                                    args.sessions * SESSION_MOVES_EACH,
                                    workdir,
                                    created,
                                ),
                                args.sessions,
                            )
                            for _ in range(SETS)
                        ]
                        for warm, _ in sets:
                            send(server, warm)
                        reads = marks.session_reads()
                        marks.mark()
                        send(server, sets[0][1])
                        section_n = marks.mark()
                        send(server, [*sets[1][1], *sets[2][1]])
                        section_2n = marks.mark()
                        if marks.session_reads() != reads:
                            raise procs.BenchError(
                                f"{game}: counted moves read their session first (HGETALL): "
                                "the worker did not hold its snapshot"
                            )
                        found[game] = (
                            per_move(callgrind_totals(section_n), callgrind_totals(section_2n), n),
                            per_move(timers(section_n), timers(section_2n), n),
                        )
                finally:
                    marks.close()
    return found


def report(counts: dict[str, tuple[float, float]], sessions: int) -> Iterator[str]:
    n = counted_moves(sessions)
    yield (
        "instructions redis-server runs a session move (callgrind), the worker holding "
        f"each session's snapshot: the section of {2 * n} moves less that of {n}, over {n}"
    )
    yield f"{'game':10} {'redis':>9} {f'goal < {GOAL // 1000} k':>13} {TIMERS:>10} {'with it':>9}"
    for game, (count, cron) in counts.items():
        own = count - cron
        verdict = "PASS" if own < GOAL else "FAIL"
        yield f"{game:10} {own:9,.0f} {verdict:>13} {cron:10,.0f} {count:9,.0f}"
    yield (
        f"{TIMERS}: Redis's timers in the same sections, 10 runs a second: a move's share is "
        "the pace of the moves (the machine's load), not the move's work, so not in `redis`"
    )


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)

    def run() -> int:
        for line in report(measure(args), args.sessions):
            print(line)
        return 0

    return procs.guarded(run)


if __name__ == "__main__":
    sys.exit(main())
