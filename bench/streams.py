"""`python -m bench.streams`: 1,000 open streams on one host (bench/README.md says what each
figure measures and what limits it; bench/RUNS.md logs the runs).

It starts a redis-server and two gunicorn servers with the project's config, as deployed
(deploy/): the API tier (sync workers, the default count) takes the moves, the stream tier
(`GUNICORN_WORKER_CLASS=gevent`, one worker) serves the streams. It creates 250 sessions,
opens 4 streams on each (3 seats and the public) from one asyncio client in this process,
then measures:

- delivery latency: moves sent through the API tier at a steady rate across the
  sessions; each `move` event's arrival minus its move's send time, on one clock;
- memory: the stream worker's RSS before and after opening the streams, per stream;
- throughput: session moves by wrk with the streams open on the sessions moved (every
  move is 4 events) against moves on sessions no stream watches, in pairs, A/B then B/A;
- the worker model: the same figures on a gthread stream tier (a thread a stream) started
  beside the gevent one, their latency runs taking turns.

It prints a table with PASS/FAIL against the issue's goals and writes
bench/results/streams.json.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import platform
import random
import resource
import statistics
import sys
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import orjson

from engines import REGISTRY, Game

from . import procs, run, workloads
from .procs import BenchError, Server
from .sse_client import (
    Answer,
    Arrival,
    LoopThread,
    Stream,
    StreamClient,
    answer_version,
    gather_limited,
    post,
)

RESULTS = run.RESULTS
GOAL_P99_MS = 50.0
GOAL_KB_PER_STREAM = 64.0
GOAL_THROUGHPUT_RATIO = 0.9
MODELS = ("gevent", "gthread")
OPEN_AT_ONCE = 50  # streams being opened at a time
SETTLE_S = 1.0  # before an RSS reading: the worker finishes what it was doing
CATCH_UP_S = 30.0  # longest wait for every stream to have every event after a run
IDLE_S = 5.0  # the stream tier's CPU is read over this long with every stream open, idle


# -- arguments ----------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.streams", description=__doc__)
    p.add_argument("--sessions", type=int, default=250)
    p.add_argument(
        "--readers", type=int, default=4, help="streams per session: seats first, then the public"
    )
    p.add_argument("--game", choices=sorted(REGISTRY), default="copycat")
    p.add_argument("--rate", type=float, default=200.0, help="latency run: moves a second")
    p.add_argument("--latency-seconds", type=float, default=10.0)
    p.add_argument(
        "--latency-rounds", type=int, default=3, help="latency runs of each model, in turns"
    )
    p.add_argument("--pairs", type=int, default=3, help="throughput: A/B pairs (0: none)")
    p.add_argument("-d", "--duration", type=int, default=8, help="seconds per wrk figure")
    p.add_argument("-w", "--warmup", type=int, default=1, help="warm-up seconds before each")
    p.add_argument("-c", "--connections", type=int, default=16)
    p.add_argument("-t", "--threads", type=int, default=2, help="wrk threads")
    p.add_argument(
        "--models",
        nargs="+",
        choices=MODELS,
        default=list(MODELS),
        help="stream tier worker classes to measure; throughput on the first only",
    )
    p.add_argument("--stream-workers", type=int, default=1, help="stream tier processes")
    p.add_argument("--gthread-threads", type=int, default=1100)
    p.add_argument("--output", type=Path, default=RESULTS / "streams.json")
    args = p.parse_args(argv)
    players = len(workloads.players_for(REGISTRY[args.game]))
    if not 1 <= args.readers <= players + 1:
        p.error(f"--readers: 1 to {players + 1} ({args.game} sessions have {players} seats)")
    if args.sessions < 1 or args.rate <= 0 or args.latency_seconds <= 0 or args.pairs < 0:
        p.error("need --sessions >= 1, --rate > 0, --latency-seconds > 0, --pairs >= 0")
    if args.latency_rounds < 1:
        p.error("need --latency-rounds >= 1")
    if not 1 <= args.threads <= args.connections:
        p.error("need 1 <= threads <= connections")
    return args


def readers_for(players: Sequence[str], count: int) -> list[str | None]:
    """The streams of one session: a seat each, and the public stream (None) last once
    every seat has one (so 4 readers of 3 players: every reader a different view)."""
    readers: list[str | None] = list(players[: min(count, len(players))])
    if count > len(players):
        readers.append(None)
    return readers


# -- machine limits -------------------------------------------------------------------


def raise_open_files(needed: int) -> int:
    """Raise this process's open-file limit to its hard limit (gunicorn and redis-server,
    started from it, inherit it); refuse to run when that is still too few."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    got = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if got != resource.RLIM_INFINITY and got < needed:
        raise BenchError(
            f"the open-file limit is {got}, and this run needs about {needed} "
            "(`ulimit -Hn` as root, or fewer --sessions)"
        )
    return got


# -- reading processes --------------------------------------------------------------------


def status_kb(
    pid: int, keys: Sequence[str] = ("VmRSS", "RssAnon", "RssFile", "RssShmem")
) -> dict[str, int]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in keys:
            out[key] = int(value.split()[0])
    return out


def workers_memory(server: Server) -> dict[str, int]:
    """The stream tier's workers' memory, summed (kB): VmRSS and its parts."""
    total: dict[str, int] = {}
    for pid in procs.children(server.master_pid):
        for key, value in status_kb(pid).items():
            total[key] = total.get(key, 0) + value
    return total


def cpu_seconds(pids: Sequence[int]) -> float:
    hz = os.sysconf("SC_CLK_TCK")
    spent = 0
    for pid in pids:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        spent += int(stat[11]) + int(stat[12])
    return spent / hz


def tier_pids(server: Server) -> list[int]:
    return [server.master_pid, *procs.children(server.master_pid)]


def socket_memory_kb() -> int:
    """The kernel's TCP buffer memory, machine-wide (/proc/net/sockstat `mem`, in pages)."""
    for line in Path("/proc/net/sockstat").read_text().splitlines():
        if line.startswith("TCP:"):
            fields = line.split()
            return int(fields[fields.index("mem") + 1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    return 0


# -- sessions -------------------------------------------------------------------------------


@dataclass
class Table:
    """One benchmark session: its plan, id, seat tokens and the version it is at."""

    plan: workloads.SessionPlan
    id: str
    seats: dict[str, str]
    version: int = 0
    readers: list[str | None] = field(default_factory=list)


def create_tables(api: Server, plans: list[workloads.SessionPlan], readers: int) -> list[Table]:
    with ThreadPoolExecutor(8) as pool:
        made = list(pool.map(lambda plan: run.create_session(api, plan), plans))
    tables = []
    for plan, session in zip(plans, made, strict=True):
        if isinstance(session, str):
            raise BenchError(session)
        session_id, seats = session
        tables.append(Table(plan, session_id, seats, 0, readers_for(plan.players, readers)))
    return tables


def plan_length(args: argparse.Namespace, throughput: bool) -> int:
    """Moves each session must have planned: the latency run's, and, when the streams'
    sessions also take wrk's moves, every figure's with a margin (at up to ~1,800
    moves/s with the streams, 2-3 times what 2 cores gave; a faster machine that runs out
    shows `exhausted` errors)."""
    runs = args.rate * args.latency_seconds * args.latency_rounds
    latency: int = math.ceil(runs / args.sessions) + args.latency_rounds
    if not throughput or not args.pairs:
        return latency
    per_figure = math.ceil(1800 * args.duration * 1.2 / args.sessions)
    return int(latency + args.pairs * per_figure)


def move_request(table: Table, version: int) -> tuple[str, bytes, str]:
    """(path, body, token) of the table's planned move at `version`."""
    move = table.plan.moves[version]
    body = orjson.dumps({"move": move, "expected_version": version})
    return f"/v1/sessions/{table.id}/moves", body, table.seats[move["player"]]


def stream_lines(tables: list[Table], prefix: Path, per_session: int, threads: int) -> int:
    """wrk's request lines for the tables' next moves, from each one's version: one file
    per wrk thread (`prefix`.N), version-major (a session's next move only after every
    other session of the thread had one). Returns how many lines were written."""
    written = 0
    for tid in range(threads):
        mine = tables[tid::threads]
        with open(f"{prefix}.{tid}", "wb") as out:
            for step in range(per_session):
                for table in mine:
                    version = table.version + step
                    if version < len(table.plan.moves):
                        out.write(
                            run.move_line(
                                (table.id, table.seats), version, table.plan.moves[version]
                            )
                        )
                        written += 1
    return written


def read_versions(api: Server, tables: list[Table]) -> None:
    """Each table's version as the API tier has it (after wrk, which stops mid-file)."""

    def version(table: Table) -> int:
        answer = procs.request(api.url, "GET", f"/v1/sessions/{table.id}")
        if answer is None or answer[0] != 200:
            raise BenchError(f"GET session {table.id} got {run.why(answer)}")
        got = orjson.loads(answer[1])["version"]
        assert isinstance(got, int)
        return got

    with ThreadPoolExecutor(8) as pool:
        for table, got in zip(tables, pool.map(version, tables), strict=True):
            table.version = got


# -- latency ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sent:
    session_id: str
    version: int  # the version the move makes
    answer: Answer
    start_lag: float  # how late it was sent against its slot (the driver's own delay)


async def paced_moves(
    host: str, port: int, tables: list[Table], rate: float, seconds: float
) -> list[Sent]:
    """Moves at `rate` a second for `seconds`, round-robin over the tables (in a fixed
    shuffled order); a table's next move waits for its previous answer."""
    loop = asyncio.get_running_loop()
    order = list(tables)
    random.Random(20).shuffle(order)
    count = max(1, round(rate * seconds))
    start = loop.time() + 0.05
    previous: dict[str, asyncio.Task[Sent]] = {}
    tasks: list[asyncio.Task[Sent]] = []

    async def send(
        table: Table, version: int, slot: float, before: asyncio.Task[Sent] | None
    ) -> Sent:
        if before is not None:
            await before
        lag = loop.time() - slot
        path, body, token = move_request(table, version)
        answer = await post(host, port, path, body, token)
        return Sent(table.id, version + 1, answer, lag)

    for index in range(count):
        table = order[index % len(order)]
        slot = start + index / rate
        delay = slot - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        version = table.version
        table.version += 1
        task = loop.create_task(send(table, version, slot, previous.get(table.id)))
        previous[table.id] = task
        tasks.append(task)
    return list(await asyncio.gather(*tasks))


@dataclass
class Deliveries:
    """Every `move` event of the run matched to its move's send."""

    latency_s: list[float]  # arrival - the move's send, one per event
    after_answer_s: list[float]  # arrival - the move's answer (negative: the event was first)
    last_reader_s: list[float]  # per move: the last of its readers' arrival - its send
    expected: int
    missing: int
    duplicates: int
    unmatched: int  # events of versions no move of the run made


def match_deliveries(
    sent: list[Sent], arrivals: list[Arrival], readers: dict[str, list[str | None]]
) -> Deliveries:
    """Match each arrival (session, reader, version, time) to the applied move that made
    that version of that session; every reader of a session must get every such move once."""
    made = {(s.session_id, s.version): s for s in sent if answer_version(s.answer) == s.version}
    seen: set[tuple[str, str | None, int]] = set()
    latency, after_answer = [], []
    last: dict[tuple[str, int], float] = {}  # per move: its last reader's arrival so far
    heard: dict[tuple[str, int], int] = {}  # per move: how many of its readers had it
    duplicates = unmatched = 0
    for session_id, reader, version, arrived in arrivals:
        move = made.get((session_id, version))
        if move is None or reader not in readers.get(session_id, ()):
            unmatched += 1
            continue
        key = (session_id, reader, version)
        if key in seen:
            duplicates += 1
            continue
        seen.add(key)
        latency.append(arrived - move.answer.sent)
        after_answer.append(arrived - move.answer.answered)
        moment = (session_id, version)
        last[moment] = max(last.get(moment, arrived), arrived)
        heard[moment] = heard.get(moment, 0) + 1
    expected = sum(len(readers.get(session_id, ())) for session_id, _ in made)
    last_reader = [  # only moves that reached every reader
        at - made[moment].answer.sent
        for moment, at in last.items()
        if heard[moment] == len(readers[moment[0]])
    ]
    return Deliveries(
        latency, after_answer, last_reader, expected, expected - len(seen), duplicates, unmatched
    )


def percentile(values: Sequence[float], q: float) -> float | None:
    """The nearest-rank percentile (q in 0..100): a value that occurred."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def spread_ms(values: Sequence[float]) -> dict[str, float | None]:
    def ms(v: float | None) -> float | None:
        return None if v is None else round(v * 1000, 2)

    return {
        "p50_ms": ms(percentile(values, 50)),
        "p99_ms": ms(percentile(values, 99)),
        "max_ms": ms(max(values) if values else None),
    }


# -- one stream tier: open, memory, latency ---------------------------------------------


def stream_env(base: dict[str, str], args: argparse.Namespace, model: str) -> dict[str, str]:
    env = {**base, "GUNICORN_WORKER_CLASS": model, "WEB_CONCURRENCY": str(args.stream_workers)}
    if model == "gthread":
        # a thread per stream; the gevent worker's pool of Redis connections (the config
        # gives a gthread worker one shared connection, which 1,000 threads opening
        # streams would queue for)
        env |= {"GUNICORN_THREADS": str(args.gthread_threads), "REDIS_POOL_SIZE": "32"}
    return env


def host_port(server: Server) -> tuple[str, int]:
    parts = urlsplit(server.url)
    assert parts.hostname is not None and parts.port is not None
    return parts.hostname, parts.port


def open_streams(
    loop: LoopThread, client: StreamClient, tables: list[Table], which: Callable[[int], bool]
) -> float:
    """Open the streams whose index among a table's readers passes `which`; seconds taken."""
    jobs: list[Callable[[], Awaitable[Stream]]] = []
    for table in tables:
        for index, reader in enumerate(table.readers):
            if which(index):
                token = table.seats[reader] if reader is not None else None
                jobs.append(partial(client.open, table.id, reader, token))
    started = time.monotonic()
    loop.run(gather_limited(jobs, OPEN_AT_ONCE), timeout=300)
    return time.monotonic() - started


def wait_for_events(loop: LoopThread, client: StreamClient, total: int) -> bool:
    """Whether the client had received `total` move events within CATCH_UP_S."""
    deadline = time.monotonic() + CATCH_UP_S
    while time.monotonic() < deadline:
        if loop.call(lambda: client.move_events) >= total:
            return True
        time.sleep(0.05)
    return False


def caught_up(loop: LoopThread, client: StreamClient, tables: list[Table]) -> bool:
    """Whether every open stream reached its table's version within CATCH_UP_S."""
    versions = {t.id: t.version for t in tables}
    deadline = time.monotonic() + CATCH_UP_S

    def behind() -> int:
        return sum(
            1
            for s in client.streams
            if s.session_id in versions and s.last_id != versions[s.session_id]
        )

    while time.monotonic() < deadline:
        if loop.call(behind) == 0:
            return True
        time.sleep(0.05)
    return False


def latency_run(
    args: argparse.Namespace,
    loop: LoopThread,
    client: StreamClient,
    api: Server,
    streams: Server,
    tables: list[Table],
) -> dict[str, Any]:
    host, port = host_port(api)
    readers = {t.id: t.readers for t in tables}
    before_events = loop.call(lambda: client.move_events)
    loop.call(lambda: setattr(client, "record", True))
    worker_cpu, client_cpu = cpu_seconds(tier_pids(streams)), loop.cpu_seconds()
    resent = loop.call(lambda: client.resent)
    machine = procs.cpu_sample()
    started = time.monotonic()
    sent = loop.run(paced_moves(host, port, tables, args.rate, args.latency_seconds))
    applied = [s for s in sent if answer_version(s.answer) == s.version]
    complete = wait_for_events(
        loop, client, before_events + sum(len(readers[s.session_id]) for s in applied)
    )
    elapsed = time.monotonic() - started
    after = procs.cpu_sample()
    others = (after.busy - machine.busy) - (after.ours - machine.ours)
    worker_cpu = cpu_seconds(tier_pids(streams)) - worker_cpu
    client_cpu = loop.cpu_seconds() - client_cpu
    loop.call(lambda: setattr(client, "record", False))
    arrivals = loop.call(lambda: list(client.arrivals))
    loop.call(client.arrivals.clear)
    got = match_deliveries(sent, arrivals, readers)
    events = len(got.latency_s)
    return {
        "moves_sent": len(sent),
        "moves_applied": len(applied),
        "refused": [s.answer.status for s in sent if s not in applied][:10],
        "rate_per_s": args.rate,
        "events": events,
        "events_expected": got.expected,
        "missing": got.missing,
        "duplicates": got.duplicates,
        "unmatched": got.unmatched,
        "all_delivered": complete and got.missing == 0,
        "whole_views_resent": loop.call(lambda: client.resent) - resent,
        "other_cpu": round(max(0.0, others) / (elapsed * (os.cpu_count() or 1)), 3),
        "delivery": spread_ms(got.latency_s),
        "move_round_trip": spread_ms([s.answer.answered - s.answer.sent for s in applied]),
        "after_answer": spread_ms(got.after_answer_s),
        "last_reader": spread_ms(got.last_reader_s),
        "send_lag": spread_ms([s.start_lag for s in sent]),
        "stream_worker_cpu_us_per_event": round(worker_cpu * 1e6 / max(events, 1), 1),
        "stream_worker_cpu_us_per_move": round(worker_cpu * 1e6 / max(len(applied), 1), 1),
        "client_cpu_share_of_a_core": round(client_cpu / elapsed, 3),
        "seconds": round(elapsed, 1),
        "started": round(started, 3),
    }


@dataclass
class Tier:
    """One stream tier, its streams open: what the figures need of it."""

    model: str
    server: Server
    loop: LoopThread
    client: StreamClient
    tables: list[Table]
    out: dict[str, Any]


@contextmanager
def stream_tier(
    args: argparse.Namespace,
    model: str,
    env: dict[str, str],
    api: Server,
    plans: list[workloads.SessionPlan],
) -> Iterator[Tier]:
    """A stream tier of `model` with every stream open, its memory read on the way; the
    streams' state (problems, drops) is read into `out` when it stops."""
    out: dict[str, Any] = {"model": model}
    log = RESULTS / f"streams-{model}.log"
    with ExitStack() as stack:
        streams = stack.enter_context(procs.gunicorn(procs.SERVICE_APP, env, log))
        loop = LoopThread()
        stack.callback(loop.stop)
        client = StreamClient(*host_port(streams))
        stack.callback(lambda: loop.call(client.close_all))
        print(f"[{model}] {len(plans)} sessions ...", flush=True)
        warm, *tables = create_tables(api, plans, args.readers)
        # the worker's first streams load what every later one shares (the hub, its
        # dispatcher and feed, the Redis pool, code): opened before the first reading
        open_streams(loop, client, [warm], lambda _: True)
        path, body, token = move_request(warm, 0)
        answer = loop.run(post(*host_port(api), path, body, token))
        if answer_version(answer) != 1:
            raise BenchError(f"the warm-up move got HTTP {answer.status}: {answer.body[:200]!r}")
        if not wait_for_events(loop, client, len(warm.readers)):
            raise BenchError(f"the warm-up move reached no stream; log {log}")
        time.sleep(SETTLE_S)
        memory: dict[str, Any] = {"before": workers_memory(streams)}
        sockets_before = socket_memory_kb()
        print(f"[{model}] opening {len(tables) * args.readers:,} streams ...", flush=True)
        first = open_streams(loop, client, tables, lambda index: index == 0)
        time.sleep(SETTLE_S)
        memory["one_per_session"] = workers_memory(streams)
        rest = open_streams(loop, client, tables, lambda index: index > 0)
        time.sleep(SETTLE_S)
        memory["all_open"] = workers_memory(streams)
        memory["kernel_tcp_kb_delta"] = socket_memory_kb() - sockets_before
        opened = loop.call(client.open_count) - len(warm.readers)
        if opened != len(tables) * args.readers:
            raise BenchError(f"{opened} streams open of {len(tables) * args.readers}; log {log}")
        out["streams"] = opened
        out["open_seconds"] = round(first + rest, 2)
        out["memory"] = memory | per_stream(memory, opened, len(tables))
        # what the open streams cost with nothing happening: heartbeats, lease renewals,
        # the feed's polling
        idle_from, idle_at = cpu_seconds(tier_pids(streams)), time.monotonic()
        time.sleep(IDLE_S)
        idle = cpu_seconds(tier_pids(streams)) - idle_from
        out["idle_cpu_share_of_a_core"] = round(idle / (time.monotonic() - idle_at), 4)
        tier = Tier(model, streams, loop, client, tables, out)
        yield tier
        memory["at_the_end"] = workers_memory(streams)
        out["stream_problems"] = loop.call(
            lambda: [f"{s.session_id}/{s.reader}: {p}" for s in client.streams for p in s.problems]
        )[:20]
        out["streams_dropped"] = loop.call(lambda: sum(1 for s in client.streams if s.closed))


def latency_rounds(args: argparse.Namespace, api: Server, tiers: list[Tier]) -> None:
    """`--latency-rounds` latency runs of every tier, taking turns (the order reversed
    every round), so that the machine's drift falls on each model alike. Each tier's
    `latency` is its run with the median p99; all its runs are under `latency_runs`."""
    for number in range(args.latency_rounds):
        order = tiers if number % 2 == 0 else tiers[::-1]
        for tier in order:
            print(
                f"[{tier.model}] latency {number + 1}: {args.rate:g} moves/s for "
                f"{args.latency_seconds:g} s ...",
                flush=True,
            )
            got = latency_run(args, tier.loop, tier.client, api, tier.server, tier.tables)
            read_versions(api, tier.tables)  # the truth, should a move have been refused
            got["round"] = number + 1
            tier.out.setdefault("latency_runs", []).append(got)
    for tier in tiers:
        runs = tier.out["latency_runs"]
        ranked = sorted(runs, key=lambda r: r["delivery"]["p99_ms"] or 0.0)
        tier.out["latency"] = ranked[(len(ranked) - 1) // 2]
        time.sleep(SETTLE_S)
        tier.out["memory"]["after_latency_runs"] = workers_memory(tier.server)


def per_stream(memory: dict[str, Any], streams: int, sessions: int) -> dict[str, float]:
    """kB of the worker's RSS per open stream, and the parts: a session's first stream
    (which also makes its follower) and each further one."""
    before, first, every = memory["before"], memory["one_per_session"], memory["all_open"]
    further = streams - sessions
    return {
        "rss_kb_per_stream": round((every["VmRSS"] - before["VmRSS"]) / streams, 1),
        "anon_kb_per_stream": round((every["RssAnon"] - before["RssAnon"]) / streams, 1),
        "rss_kb_first_stream_of_a_session": round((first["VmRSS"] - before["VmRSS"]) / sessions, 1),
        "rss_kb_further_stream": round((every["VmRSS"] - first["VmRSS"]) / further, 1)
        if further
        else 0.0,
    }


# -- throughput ------------------------------------------------------------------------------


def throughput_pairs(
    args: argparse.Namespace,
    wrk: str,
    api: Server,
    game: Game,
    loop: LoopThread,
    client: StreamClient,
    streams: Server,
    tables: list[Table],
) -> dict[str, Any]:
    """Session moves by wrk, A: on fresh sessions no stream watches, B: on the tables,
    every move reaching its 4 open streams; A/B, then B/A, pair after pair."""
    workdir = RESULTS / "work"
    rate = 1400.0
    print("throughput: calibration ...", flush=True)
    calibration = run.session_lines(args, api, game, workdir / "streams-calibrate", rate * 2)
    if isinstance(calibration, str):
        raise BenchError(calibration)
    rate = procs.run_wrk(
        wrk, api.url + "/v1/sessions", "lines", calibration, 2, args.connections, args.threads
    )["rps"]
    figures: list[dict[str, Any]] = []
    for index in range(args.pairs):
        sides = ("A", "B") if index % 2 == 0 else ("B", "A")
        for side in sides:
            print(f"throughput pair {index + 1}: {side} ...", flush=True)
            # lines for the fastest rate seen yet: either side may be the faster
            figure = moves_figure(
                args, wrk, api, game, loop, client, streams, tables, side, rate, index
            )
            figure["pair"] = index + 1
            figures.append(figure)
            rate = max(rate, figure["rps"] or 0.0)
    ratios, by_cpu = [], []
    for index in range(args.pairs):
        a, b = (next(f for f in figures if f["pair"] == index + 1 and f["side"] == s) for s in "AB")
        ratios.append(round(b["rps"] / a["rps"], 3))
        by_cpu.append(round(a["total_cpu_us_per_move"] / b["total_cpu_us_per_move"], 3))
    return {
        "figures": figures,
        "ratios": ratios,
        "ratio_median": statistics.median(ratios) if ratios else None,
        # what the CPU each move cost all the benchmark's processes allows, A over B: the
        # ratio of a machine that runs only the benchmark and is saturated by it
        "cpu_ratios": by_cpu,
        "cpu_ratio_median": statistics.median(by_cpu) if by_cpu else None,
    }


def moves_figure(
    args: argparse.Namespace,
    wrk: str,
    api: Server,
    game: Game,
    loop: LoopThread,
    client: StreamClient,
    streams: Server,
    tables: list[Table],
    side: str,
    rate: float,
    index: int,
) -> dict[str, Any]:
    workdir = RESULTS / "work"
    url = api.url + "/v1/sessions"
    # Both sides warm up the same way, on fresh sessions, and their lines are written first.
    warm = run.session_lines(
        args, api, game, workdir / f"streams-warm-{index}{side}", rate * args.warmup
    )
    if isinstance(warm, str):
        raise BenchError(warm)
    # twice the fastest rate seen, and at least 1,000 a second: a figure that outruns its
    # lines replays stale moves, fast refusals that would count as moves
    wanted = max(rate, 1000.0) * args.duration * 2
    if side == "A":
        lines = run.session_lines(args, api, game, workdir / f"streams-a-{index}", wanted)
        if isinstance(lines, str):
            raise BenchError(lines)
    else:
        lines = workdir / f"streams-b-{index}"
        stream_lines(tables, lines, math.ceil(wanted / len(tables)), args.threads)
    procs.run_wrk(wrk, url, "lines", warm, args.warmup, args.connections, args.threads)
    events_before = loop.call(lambda: client.move_events)
    resent_before = loop.call(lambda: client.resent)
    versions_before = sum(t.version for t in tables)
    worker_before, client_before = cpu_seconds(tier_pids(streams)), loop.cpu_seconds()
    result = procs.run_wrk(wrk, url, "lines", lines, args.duration, args.connections, args.threads)
    worker_cpu = cpu_seconds(tier_pids(streams)) - worker_before
    client_cpu = loop.cpu_seconds() - client_before
    seconds = result["duration_us"] / 1e6
    moves_made = max(result["requests"], 1)
    figure: dict[str, Any] = {
        "side": side,
        "streams_on_the_moved_sessions": side == "B",
        "rps": result["rps"],
        "p50_ms": result["p50_us"] / 1000,
        "p99_ms": result["p99_us"] / 1000,
        "requests": result["requests"],
        "errors": sum(result["errors"].values()) + result["exhausted_threads"],
        "other_cpu": result["other_cpu_share"],
        "server_cpu_us_per_move": result["cpu_us_per_request"]["server"],  # both tiers
        "api_cpu_us_per_move": round(
            result["cpu_us_per_request"]["server"] - worker_cpu * 1e6 / moves_made, 1
        ),
        "stream_cpu_us_per_move": round(worker_cpu * 1e6 / moves_made, 1),
        "client_cpu_us_per_move": round(client_cpu * 1e6 / moves_made, 1),
        # every process of the benchmark: both tiers, Redis, wrk and the stream client
        "total_cpu_us_per_move": round(
            sum(result["cpu_us_per_request"].values()) + client_cpu * 1e6 / moves_made, 1
        ),
        "redis_cpu_us_per_move": result["cpu_us_per_request"]["redis"],
        "stream_tier_cpu_share": round(worker_cpu / seconds / (os.cpu_count() or 1), 3),
        "client_cpu_share": round(client_cpu / seconds / (os.cpu_count() or 1), 3),
    }
    if side == "B":
        read_versions(api, tables)
        moves = sum(t.version for t in tables) - versions_before
        expected = moves * args.readers
        figure["caught_up"] = caught_up(loop, client, tables)
        figure["events_expected"] = expected
        figure["events"] = loop.call(lambda: client.move_events) - events_before
        figure["whole_views_resent"] = loop.call(lambda: client.resent) - resent_before
        figure["stream_cpu_us_per_event"] = round(worker_cpu * 1e6 / max(expected, 1), 1)
    return figure


# -- report ---------------------------------------------------------------------------------


def goals(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    chosen = results[0]
    latency = chosen["latency"]
    p99 = latency["delivery"]["p99_ms"]
    faults = [] if latency["all_delivered"] else ["events missing"]
    if latency["duplicates"]:
        faults.append(f"{latency['duplicates']} events delivered twice")
    out.append(
        {
            "goal": f"{chosen['model']}: delivery p99 < {GOAL_P99_MS:g} ms, every event once",
            "pass": None if p99 is None else p99 < GOAL_P99_MS and not faults,
            "got": f"{p99} ms"
            + "".join(f", {fault}" for fault in faults)
            + _noisy([r["other_cpu"] for r in chosen["latency_runs"]]),
        }
    )
    kb = chosen["memory"]["rss_kb_per_stream"]
    out.append(
        {
            "goal": f"{chosen['model']}: worker RSS < {GOAL_KB_PER_STREAM:g} KB per open stream",
            "pass": kb < GOAL_KB_PER_STREAM,
            "got": f"{kb} KB",
        }
    )
    throughput = chosen.get("throughput")
    if throughput is not None and throughput["ratio_median"] is not None:
        ratio = throughput["ratio_median"]
        clean = all(not f["errors"] and f.get("caught_up", True) for f in throughput["figures"])
        out.append(
            {
                "goal": f"session moves with the streams >= {GOAL_THROUGHPUT_RATIO} x without",
                "pass": ratio >= GOAL_THROUGHPUT_RATIO and clean,
                "got": f"{ratio:.2f} (by CPU {throughput['cpu_ratio_median']:.2f})"
                + ("" if clean else ", errors or events missing")
                + _noisy([f["other_cpu"] for f in throughput["figures"]]),
            }
        )
    return out


def _noisy(other_cpu: Sequence[float]) -> str:
    """A warning for a figure measured while other work took over 10% of the machine's CPU
    (bench.run's threshold): its latencies are high and its ratios unreliable."""
    worst = max(other_cpu, default=0.0)
    return f"; other processes took up to {worst * 100:.0f}% of the CPU" if worst > 0.1 else ""


def _ms(spread: dict[str, float | None]) -> str:
    return " / ".join(
        "-" if spread[k] is None else f"{spread[k]:.1f}" for k in ("p50_ms", "p99_ms", "max_ms")
    )


def _row(cells: Sequence[tuple[str, int]]) -> str:
    """Cells right-aligned in their widths, the first left-aligned."""
    (first, width), *rest = cells
    return f"{first:<{width}}" + "".join(f"{text:>{w}}" for text, w in rest)


def report(
    config: dict[str, Any], results: list[dict[str, Any]], checks: list[dict[str, Any]]
) -> None:
    print(
        f"\nstreams benchmark: {config['cpus']} CPUs; API tier {config['api_workers']} sync "
        f"workers; stream tier {config['stream_workers']} worker(s); {config['sessions']} "
        f"sessions of {config['game']} x {config['readers']} streams; 1-min load average "
        f"{config['loadavg_1min_at_start']} at the start"
    )
    widths = (12, 8, 8, 10, 7, 8, 24, 22, 9, 8, 7)
    head: tuple[str, ...] = ("stream tier", "streams", "open s", "KB/strm", "first", "further")
    head += ("delivery p50/p99/max", "move RTT p50/p99/max", "us/event", "client", "other")
    print("\n" + _row(list(zip(head, widths, strict=True))))
    for r in results:
        m, lat = r["memory"], r["latency"]
        cells = (
            r["model"],
            f"{r['streams']:,}",
            f"{r['open_seconds']:.1f}",
            f"{m['rss_kb_per_stream']:.1f}",
            f"{m['rss_kb_first_stream_of_a_session']:.0f}",
            f"{m['rss_kb_further_stream']:.0f}",
            _ms(lat["delivery"]),
            _ms(lat["move_round_trip"]),
            f"{lat['stream_worker_cpu_us_per_event']:,.0f}",
            f"{lat['client_cpu_share_of_a_core'] * 100:.0f}%",
            f"{lat['other_cpu'] * 100:.0f}%",
        )
        print(_row(list(zip(cells, widths, strict=True))))
    for r in results:
        lat, m = r["latency"], r["memory"]
        print(
            f"  {r['model']}: {lat['moves_applied']:,} moves at {lat['rate_per_s']:g}/s; "
            f"{lat['events']:,} of {lat['events_expected']:,} move events (missing "
            f"{lat['missing']}, twice {lat['duplicates']}, unmatched {lat['unmatched']}; whole "
            f"views sent again {lat['whole_views_resent']}); an event after its move's answer "
            f"{_ms(lat['after_answer'])} ms; a move's last reader {_ms(lat['last_reader'])} ms; "
            f"worker VmRSS kB before / all open / after the runs {m['before']['VmRSS']:,} / "
            f"{m['all_open']['VmRSS']:,} / {m['after_latency_runs']['VmRSS']:,} (anonymous "
            f"{m['anon_kb_per_stream']} KB a stream); kernel TCP buffers "
            f"{m['kernel_tcp_kb_delta']:+,} kB; streams dropped {r['streams_dropped']}; the "
            f"worker's CPU {lat['stream_worker_cpu_us_per_move']:,.0f} us a move, and "
            f"{r['idle_cpu_share_of_a_core'] * 100:.1f}% of a core with the streams idle"
        )
    print(
        f"\nlatency runs, the models in turns ({config['rate']:g} moves/s for "
        f"{config['latency_seconds']:g} s each); the table above shows each model's median"
    )
    turns = (7, 10, 24, 22, 10, 8)
    titles = ("round", "model", "delivery p50/p99/max", "move RTT p50/p99/max", "us/move", "other")
    print(_row(list(zip(titles, turns, strict=True))))
    runs = sorted(
        ((run["round"], r["model"], run) for r in results for run in r["latency_runs"]),
        key=lambda x: (x[0], x[2]["started"]),
    )
    for number, model, one in runs:
        turn = (
            str(number),
            model,
            _ms(one["delivery"]),
            _ms(one["move_round_trip"]),
            f"{one['stream_worker_cpu_us_per_move']:,.0f}",
            f"{one['other_cpu'] * 100:.0f}%",
        )
        print(_row(list(zip(turn, turns, strict=True))))
    print(
        "  delivery: a move event's arrival minus its move request's send, one clock (the "
        "move's own round trip, RTT, included); KB/strm: the stream worker's VmRSS growth "
        "per stream opened (first: a session's first stream, its follower included; further: "
        "each other one); us/event: the stream worker's CPU per event delivered; client: "
        "this process's stream client, share of a core; other: the machine's CPU that other "
        "processes took"
    )
    for r in results:
        throughput = r.get("throughput")
        if not throughput:
            continue
        print(
            f"\nthroughput, {r['model']} stream tier: session moves by wrk; A: on sessions no "
            f"stream watches; B: on the sessions with the streams (a move: {config['readers']} "
            "events)"
        )
        widths = (6, 5, 9, 8, 8, 8, 10, 10, 10, 8, 22)
        head = ("pair", "side", "moves/s", "p50 ms", "p99 ms", "errors")
        head += ("API us", "stream us", "client us", "other", "events (views again)")
        print(_row(list(zip(head, widths, strict=True))))
        for f in throughput["figures"]:
            events = ""
            if f["side"] == "B":
                events = f"{f['events']:,}/{f['events_expected']:,} ({f['whole_views_resent']})"
            cells = (
                str(f["pair"]),
                f["side"],
                f"{f['rps']:,.0f}",
                f"{f['p50_ms']:.2f}",
                f"{f['p99_ms']:.2f}",
                str(f["errors"]),
                f"{f['api_cpu_us_per_move']:,.0f}",
                f"{f['stream_cpu_us_per_move']:,.0f}",
                f"{f['client_cpu_us_per_move']:,.0f}",
                f"{f['other_cpu'] * 100:.0f}%",
                events,
            )
            print(_row(list(zip(cells, widths, strict=True))))
        print(
            f"  B/A moves/s per pair: {', '.join(f'{x:.2f}' for x in throughput['ratios'])}; "
            f"median {throughput['ratio_median']:.2f}. From the CPU a move cost all the "
            "benchmark's processes (A's over B's: a machine saturated by the benchmark "
            f"alone): {', '.join(f'{x:.2f}' for x in throughput['cpu_ratios'])}; median "
            f"{throughput['cpu_ratio_median']:.2f}"
        )
        print(
            "  us: CPU per move of the API tier, the stream tier and the stream client; "
            "other: the machine's CPU other processes took"
        )
        resent = sum(f.get("whole_views_resent", 0) for f in throughput["figures"])
        if resent:
            print(
                f"  open streams were sent {resent:,} whole views (`session` events) again "
                "instead of moves: each version should come once, as a move"
            )
    print("\ngoals")
    for c in checks:
        verdict = {True: "PASS", False: "FAIL", None: "n/a "}[c["pass"]]
        print(f"  {verdict}  {c['goal']:<66} {c['got']}")


# -- main -------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    return procs.guarded(lambda: measure(args))


def measure(args: argparse.Namespace) -> int:
    started = time.monotonic()
    load = os.getloadavg()[0]
    streams_total = (args.sessions + 1) * args.readers * len(args.models)
    # the client's sockets, the stream workers', and room for wrk, moves and Redis
    limit = raise_open_files(streams_total + 512)
    wrk = procs.ensure_wrk() if args.pairs else ""
    game = REGISTRY[args.game]
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "work").mkdir(exist_ok=True)
    with ExitStack() as stack:
        redis_url = stack.enter_context(
            procs.redis_server(
                RESULTS / "streams-redis.log", ["--maxclients", str(streams_total + 1000)]
            )
        )
        env = {**procs.SERVER_ENV, **os.environ, "REDIS_URL": redis_url}
        api = stack.enter_context(
            procs.gunicorn(procs.SERVICE_APP, env, RESULTS / "streams-api.log")
        )
        tiers: list[Tier] = []
        for number, model in enumerate(args.models):
            length = plan_length(args, throughput=number == 0 and args.pairs > 0)
            print(
                f"[{model}] planning {args.sessions} {game.id} games of {length} moves ...",
                flush=True,
            )
            plans = workloads.session_plans(game, args.sessions + 1, length, f"streams-{model}")
            tier_env = stream_env(env, args, model)
            tiers.append(stack.enter_context(stream_tier(args, model, tier_env, api, plans)))
        # Every tier's streams stay open from here on (an idle tier costs the idle
        # figure): the latency runs take turns, then the first model's throughput.
        latency_rounds(args, api, tiers)
        chosen = tiers[0]
        if args.pairs:
            chosen.out["throughput"] = throughput_pairs(
                args, wrk, api, game, chosen.loop, chosen.client, chosen.server, chosen.tables
            )
        results = [tier.out for tier in tiers]
        api_workers = len(procs.children(api.master_pid))  # all forked by now
    config = {
        "cpus": os.cpu_count(),
        "api_workers": api_workers,
        "stream_workers": args.stream_workers,
        "gthread_threads": args.gthread_threads,
        "rate": args.rate,
        "latency_seconds": args.latency_seconds,
        "latency_rounds": args.latency_rounds,
        "sessions": args.sessions,
        "readers": args.readers,
        "game": args.game,
        "open_files_limit": limit,
        "heartbeat_s": float(os.environ.get("STREAM_HEARTBEAT", "15")),
        "python": platform.python_version(),
        "loadavg_1min_at_start": round(load, 2),
        "elapsed_s": round(time.monotonic() - started, 1),
        "argv": sys.argv[1:],
    }
    checks = goals(results)
    report(config, results, checks)
    print(f"\n{config['elapsed_s']} s in all; figures in {args.output}")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(
        orjson.dumps(
            {"config": config, "models": results, "goals": checks}, option=orjson.OPT_INDENT_2
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
