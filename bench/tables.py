"""`python -m bench.tables`: tables that run themselves, measured against issue #35's goals
(bench/README.md, "Tables" says what each figure means and what bounds it; bench/RUNS.md
logs the runs).

It starts its own redis-server, gunicorn hosts with the project's config (host A with
sync workers, host B with the gevent worker, which serves the streams) and job workers
(`python -m service.tables.worker`), and measures:

- deadlines: N sessions with a 5 s clock nobody answers, on one host, under JOBS=dramatiq
  (two job workers) and JOBS=inprocess: how late each timeout is committed after its
  deadline, read from the log (a timeout's entry carries the clock it started, whose
  deadline is its commit time + turn_seconds, on the committing process's clock);
- races: person's moves sent around their deadlines through both hosts, two job workers,
  one killed with SIGKILL in some batches: timeouts applied twice and lost (goal: 0, 0);
- bot moves: tables of bots only at the default delay (BOT_DELAY_MS=600), levels greedy
  and mcts: each move's arrival on a stream after the previous one's, less the delay.

Measured, not asserted: it prints the figures with the goals beside them and writes
bench/results/tables.json. `--quick` is a short run (about two minutes).
"""

from __future__ import annotations

import argparse
import http.client
import math
import os
import random
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

import orjson
import redis

from service.tables.jobs import NAMESPACE, QUEUE, jobs_url

from . import procs
from .procs import BenchError

RESULTS = procs.BENCH / "results"
TURN_S = 5  # the shortest clock the API allows: the most timeouts a session makes
CLOCK = {"turn_seconds": TURN_S, "on_timeout": "bot"}
PLAYERS = ["ann", "bob"]
GAMES = ["cattower", "copycat", "meow10", "supermeow"]
BOT_DELAY_MS = 600  # the default (service/config.py); the bot figures run with it
DELAYED = f"{QUEUE}.DQ"
# A timeout not in the log this long after its deadline is counted lost (the goal says a
# few seconds late at most, through faults; this is many times that).
LOST_AFTER_S = 20.0
CLIENTS = 8  # requests the benchmark has in flight at once while it sets up


def now_ms() -> int:
    return int(time.time() * 1000)


def deadline_ms(rfc3339: str) -> int:
    moment = datetime.fromisoformat(rfc3339.replace("Z", "+00:00"))
    return round(moment.timestamp() * 1000)


def call(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = procs.request(base, method, path, body, headers, timeout_s=30)
    if answer is None:
        raise BenchError(f"{base} did not answer {method} {path}")
    return answer[0], orjson.loads(answer[1]) if answer[1] else None


def percentile(values: Sequence[float], q: float) -> float | None:
    """The nearest-rank percentile (q in 0..100): a value that occurred."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(1, math.ceil(q / 100 * len(ordered))) - 1]


def spread(values: Sequence[float]) -> dict[str, Any]:
    return {
        "n": len(values),
        "p50": percentile(values, 50),
        "p99": percentile(values, 99),
        "max": max(values) if values else None,
    }


# --- the processes ---------------------------------------------------------------------


@dataclass
class Worker:
    name: str
    proc: subprocess.Popen[bytes]
    log: Path
    broker_id: str = ""


@dataclass
class Rig:
    """The processes of one measurement: hosts' URLs, job workers, a Redis client."""

    redis_url: str
    hosts: list[str]
    logdir: Path
    env: dict[str, str]
    client: Any
    workers: list[Worker] = field(default_factory=list)
    started: int = 0

    def start_worker(self) -> Worker:
        self.started += 1
        name = f"w{self.started}"
        log = self.logdir / f"tables-worker-{name}.log"
        with log.open("wb") as out:
            proc = subprocess.Popen(
                [sys.executable, "-m", "service.tables.worker", "--threads", "2"],
                cwd=procs.ROOT,
                env={**self.env, "PYTHONPATH": str(procs.ROOT)},
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        worker = Worker(name, proc, log)
        self.workers.append(worker)
        ends = time.monotonic() + 60
        while time.monotonic() < ends:
            found = re.search(r"table jobs: .* as (\S+)", log.read_text(errors="replace"))
            if found:
                worker.broker_id = found.group(1)
                return worker
            if proc.poll() is not None:
                raise BenchError(f"job worker {name} exited; log {log}")
            time.sleep(0.05)
        raise BenchError(f"job worker {name} not ready within 60 s; log {log}")

    def live(self) -> list[Worker]:
        return [w for w in self.workers if w.proc.poll() is None]

    def busiest(self) -> Worker:
        """The live worker holding the most delayed jobs."""
        held = {
            w.name: self.client.scard(f"{NAMESPACE}:__acks__.{w.broker_id}.{DELAYED}")
            for w in self.live()
        }
        return max(self.live(), key=lambda w: held[w.name])


@contextmanager
def rig(logdir: Path, jobs: str, hosts: int, workers: int, **settings: str) -> Iterator[Rig]:
    """A redis-server, `hosts` gunicorn hosts (A sync, B gevent) under JOBS=`jobs`, and
    `workers` job workers; every process stopped on the way out, by its id."""
    with ExitStack() as stack:
        url = stack.enter_context(procs.redis_server(logdir / "tables-redis.log"))
        env = {**os.environ, **procs.SERVER_ENV, "REDIS_URL": url, "JOBS": jobs, **settings}
        bases = []
        for index, worker_class in enumerate(("sync", "gevent")[:hosts]):
            host_env = {**env, "GUNICORN_WORKER_CLASS": worker_class}
            log = logdir / f"tables-host-{'AB'[index]}.log"
            bases.append(stack.enter_context(procs.gunicorn(procs.SERVICE_APP, host_env, log)).url)
        client = redis.Redis.from_url(jobs_url(url))  # where the jobs' keys are
        stack.callback(client.close)
        made = Rig(url, bases, logdir, env, client)
        try:
            for _ in range(workers):
                made.start_worker()
            yield made
        finally:
            for worker in made.workers:
                procs.stop_group(worker.proc)


def create_many(
    rig_: Rig, count: int, body: Callable[[int], dict[str, Any]], per_s: float = 0
) -> list[dict[str, Any]]:
    """`count` sessions, through the hosts in turn, CLIENTS at a time; `per_s` of them
    a second at most, evenly (as fast as they come without it)."""
    start = time.monotonic()

    def one(i: int) -> dict[str, Any]:
        if per_s:
            time.sleep(max(0.0, start + i / per_s - time.monotonic()))
        status, created = call(rig_.hosts[i % len(rig_.hosts)], "POST", "/v1/sessions", body(i))
        if status != 201:
            raise BenchError(f"POST /v1/sessions answered {status}: {created}")
        found: dict[str, Any] = created
        return found

    with ThreadPoolExecutor(CLIENTS) as pool:
        return list(pool.map(one, range(count)))


def read_log(base: str, sid: str) -> list[dict[str, Any]]:
    status, body = call(base, "GET", f"/v1/sessions/{sid}/log?limit=1000")
    if status != 200:
        raise BenchError(f"GET {sid}/log answered {status}: {body}")
    moves: list[dict[str, Any]] = body["moves"]
    return moves


def committed_ms(entry: dict[str, Any]) -> int | None:
    """When a move was committed, on the committing process's clock: the clock it
    started ends turn_seconds later (service/tables/turns.py, `next_turn`: read just
    before the commit's one round trip). None if it started no clock."""
    clock = entry.get("clock")
    return None if clock is None else deadline_ms(clock["deadline"]) - TURN_S * 1000


# --- deadlines -------------------------------------------------------------------------


def deadlines(logdir: Path, jobs: str, sessions: int, rounds: int) -> dict[str, Any]:
    """`sessions` sessions whose clocks nobody answers, each timing out every TURN_S for
    `rounds` rounds: how late each timeout's commit is after its deadline."""
    workers = 2 if jobs == "dramatiq" else 0
    with rig(logdir, jobs, hosts=1, workers=workers) as r:
        load = os.getloadavg()[0]
        started = time.monotonic()
        # Their deadlines spread evenly over one turn: sessions / TURN_S timeouts a second.
        made = create_many(
            r,
            sessions,
            lambda i: {"game": GAMES[i % 4], "players": PLAYERS, "clock": CLOCK},
            per_s=sessions / TURN_S,
        )
        created_s = time.monotonic() - started
        first_due = min(deadline_ms(c["clock"]["deadline"]) for c in made)
        last = max(deadline_ms(c["clock"]["deadline"]) for c in made)
        time.sleep(max(0.0, (first_due - now_ms()) / 1000))
        # The CPU the timeouts take (hosts, job workers, Redis), from the first deadline
        # on, when every session is made and only the clocks run.
        cpu_from, from_ms = procs.cpu_sample(), now_ms()
        time.sleep(max(0.0, (last + (rounds - 1) * TURN_S * 1000 + 1500 - now_ms()) / 1000))
        cpu_to, to_ms = procs.cpu_sample(), now_ms()
        late: list[float] = []
        first: list[float] = []
        overdue: list[float] = []
        times: list[int] = []

        def measure(created: dict[str, Any]) -> None:
            log = read_log(r.hosts[0], created["id"])
            read_at = now_ms()
            deadline = deadline_ms(created["clock"]["deadline"])
            for entry in log:
                at = committed_ms(entry)
                if at is None:
                    return  # the game ended: no clock runs
                if entry.get("by") == "timeout":
                    late.append(at - deadline)
                    times.append(at)
                    if entry["version"] == 1:
                        first.append(at - deadline)
                deadline = deadline_ms(entry["clock"]["deadline"])
            if read_at > deadline:  # due and not yet applied: at least this late
                overdue.append(read_at - deadline)

        with ThreadPoolExecutor(CLIENTS) as pool:
            list(pool.map(measure, made))
        counted = sum(from_ms <= at <= to_ms for at in times)
        spent = {
            role: cpu_to.roles.get(role, 0.0) - cpu_from.roles.get(role, 0.0)
            for role in ("server", "redis")
        }
        elapsed_s = (to_ms - from_ms) / 1000
        others = (cpu_to.busy - cpu_from.busy) - (cpu_to.ours - cpu_from.ours)
        return {
            "jobs": jobs,
            "job_workers": workers,
            "sessions": sessions,
            "created_in_s": round(created_s, 1),
            "timeouts_per_s": round(len(late) / (max(times) - min(times)) * 1000, 1),
            "load_before": load,
            "late_ms": spread(late),
            "first_late_ms": spread(first),
            # due when read and not applied yet: counted in the p99 as late by at least
            # the time since their deadline
            "overdue_when_read": len(overdue),
            "late_ms_with_overdue": spread(late + overdue),
            # CPU a timeout costs the service's processes and Redis; what the rest of
            # the machine took meanwhile (other work on a shared machine)
            "cpu_ms_per_timeout": {
                k: round(v * 1000 / max(counted, 1), 2) for k, v in spent.items()
            },
            "other_cpu_share": round(max(0.0, others / (elapsed_s * (os.cpu_count() or 1))), 2),
        }


# --- races -----------------------------------------------------------------------------


def races(logdir: Path, total: int, batch: int, kill_every: int, seed: int) -> dict[str, Any]:
    """`total` races in batches: each session's person sends her move at her deadline
    plus an offset drawn from [-200, +200] ms, through host A or B; in every
    `kill_every`-th batch the worker holding the most deadlines is killed with SIGKILL at
    the batch's middle deadline (some of its jobs held, some running), and a new one
    started once the batch is checked."""
    rng = random.Random(seed)
    counts = {"races": 0, "person": 0, "timeout": 0, "twice": 0, "lost": 0, "killed": 0}
    late_plain: list[float] = []
    late_killed: list[float] = []
    sent_offsets: list[float] = []
    problems: list[str] = []
    with rig(logdir, "dramatiq", hosts=2, workers=2) as r:
        for index in range(math.ceil(total / batch)):
            size = min(batch, total - index * batch)
            kill = kill_every > 0 and index % kill_every == kill_every - 1
            made = create_many(
                r, size, lambda i: {"game": "meow10", "players": PLAYERS, "clock": CLOCK}
            )
            offsets = [rng.uniform(-200, 200) for _ in made]
            killer = None
            if kill:
                middle = sorted(deadline_ms(c["clock"]["deadline"]) for c in made)[size // 2]
                killer = threading.Thread(target=kill_busiest, args=(r, middle))
                killer.start()
            with ThreadPoolExecutor(size) as pool:
                raced = list(pool.map(partial(race, r), made, offsets, range(size)))
            if killer is not None:
                killer.join()
                counts["killed"] += 1
            for created, result in zip(made, raced, strict=True):
                counts["races"] += 1
                sent_offsets.append(result["sent"])
                outcome = check_race(r, created, result, late_killed if kill else late_plain)
                if outcome in ("person", "timeout"):
                    counts[outcome] += 1
                else:
                    counts["twice" if outcome.startswith("twice") else "lost"] += 1
                    problems.append(outcome)
            with ThreadPoolExecutor(CLIENTS) as pool:
                list(pool.map(partial(end, r), made))
            while len(r.live()) < 2:
                r.start_worker()
    return {
        **counts,
        "problems": problems[:20],
        "sent_ms": spread(sent_offsets),
        "timeout_late_ms": spread(late_plain),
        "timeout_late_ms_killed_batches": spread(late_killed),
    }


def race(r: Rig, created: dict[str, Any], offset_ms: float, index: int) -> dict[str, Any]:
    """The person's move, sent `offset_ms` after her deadline through host A or B."""
    base = r.hosts[index % 2]
    ann, sid = created["seats"]["ann"], created["id"]
    status, listed = call(base, "GET", f"/v1/sessions/{sid}/legal-moves", token=ann)
    if status != 200:
        raise BenchError(f"legal-moves of {sid} answered {status}: {listed}")
    move = listed["moves"][0]
    deadline = deadline_ms(created["clock"]["deadline"])
    time.sleep(max(0.0, (deadline + offset_ms - now_ms()) / 1000))
    sent = now_ms() - deadline
    body = {"move": move, "expected_version": 0}
    status, answer = call(base, "POST", f"/v1/sessions/{sid}/moves", body, ann)
    return {"status": status, "answer": answer, "move": move, "sent": sent}


def kill_busiest(r: Rig, at_ms: int) -> None:
    """At `at_ms`, SIGKILL the worker holding the most delayed jobs."""
    time.sleep(max(0.0, (at_ms - now_ms()) / 1000))
    victim = r.busiest()
    victim.proc.kill()
    victim.proc.wait()


def check_race(r: Rig, created: dict[str, Any], result: dict[str, Any], late: list[float]) -> str:
    """ "person" or "timeout" (the one that landed), or what went wrong: "twice: ..." (both
    landed, or a timeout committed before its deadline) or "lost: ..."."""
    sid = created["id"]
    deadline = deadline_ms(created["clock"]["deadline"])
    ends = deadline + LOST_AFTER_S * 1000
    while True:
        log = read_log(r.hosts[0], sid)
        first = [e for e in log if e["version"] == 1]
        if first or now_ms() > ends:
            break
        time.sleep(0.1)
    if len(first) > 1:
        return f"twice: {sid} has {len(first)} entries at version 1"
    if not first:
        return f"lost: {sid} has no move {LOST_AFTER_S} s after its deadline ({result})"
    entry = first[0]
    if result["status"] == 200:
        if entry.get("by") is not None or entry["move"] != result["move"]:
            return f"twice: {sid} answered the person 200 and logged {entry}"
        return "person"
    at = committed_ms(entry)
    if entry.get("by") != "timeout" or at is None or at < deadline:
        return f"twice: {sid} refused the person ({result['status']}) and logged {entry}"
    late.append(at - deadline)
    return "timeout"


def end(r: Rig, created: dict[str, Any]) -> None:
    call(r.hosts[0], "DELETE", f"/v1/sessions/{created['id']}", token=created["host"])


# --- bot moves -------------------------------------------------------------------------


def bot_moves(logdir: Path, samples: int, slots: int, levels: Sequence[str]) -> dict[str, Any]:
    """Tables of bots only (every seat a bot at `level`), `slots` at a time per level,
    each followed on a public stream on host B: each move's arrival after the previous
    one's, less BOT_DELAY_MS, until `samples` moves per level."""
    gaps: dict[str, list[float]] = {level: [] for level in levels}
    with rig(logdir, "dramatiq", hosts=2, workers=2) as r:
        stream_host = r.hosts[1]

        def slot(level: str, index: int) -> None:
            game_index = index
            while len(gaps[level]) < samples:
                game = GAMES[game_index % len(GAMES)]
                game_index += slots
                body = {"game": game, "players": PLAYERS, "bots": dict.fromkeys(PLAYERS, level)}
                status, created = call(r.hosts[0], "POST", "/v1/sessions", body)
                if status != 201:
                    raise BenchError(f"POST /v1/sessions answered {status}: {created}")
                for gap in follow(stream_host, created["id"]):
                    if len(gaps[level]) >= samples:
                        break
                    gaps[level].append(gap - BOT_DELAY_MS)
                end(r, created)

        with ThreadPoolExecutor(slots * len(levels)) as pool:
            done = [pool.submit(slot, level, i) for level in levels for i in range(slots)]
            for future in done:
                future.result()
    return {level: spread(found[:samples]) for level, found in gaps.items()}


def follow(base: str, sid: str) -> Iterator[float]:
    """The time between consecutive move events of a session's public stream, in ms,
    until the game ends (the first move is skipped: the stream may open after it)."""
    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    try:
        conn.request("GET", f"/v1/sessions/{sid}/stream")
        response = conn.getresponse()
        if response.status != 200:
            raise BenchError(f"stream of {sid}: {response.status} {response.read()!r}")
        previous: float | None = None
        event = data = None
        while line := response.readline():
            text = line.decode().rstrip("\n")
            if text.startswith("event:"):
                event = text.removeprefix("event:").strip()
            elif text.startswith("data:"):
                data = text.removeprefix("data:").strip()
            elif text == "":
                if event == "move" and data is not None:
                    arrived = time.monotonic() * 1000
                    if previous is not None:
                        yield arrived - previous
                    previous = arrived
                    if orjson.loads(data)["outcome"]["over"]:
                        return
                event = data = None
    finally:
        conn.close()


# --- the report ------------------------------------------------------------------------


def fmt(figure: dict[str, Any]) -> str:
    def one(v: float | None) -> str:
        return "n/a" if v is None else f"{v:,.0f}"

    return (
        f"p50 {one(figure['p50'])} / p99 {one(figure['p99'])} / max {one(figure['max'])} ms"
        f" (n={figure['n']})"
    )


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def report(results: dict[str, Any]) -> None:
    if "deadlines" in results:
        report_deadlines(results["deadlines"])
    if "races" in results:
        report_races(results["races"])
    if "bots" in results:
        report_bots(results["bots"])
    print(f"\nload average before {results['load_before']:.1f}, after {results['load_after']:.1f}")


def report_deadlines(found_all: list[dict[str, Any]]) -> None:
    print("\n== deadlines: a timeout's commit after its deadline (goal: p99 < 1,000 ms)")
    for found in found_all:
        p99 = found["late_ms_with_overdue"]["p99"]
        print(
            f"{found['jobs']:>10} ({found['job_workers']} job workers), {found['sessions']} "
            f"sessions, {found['timeouts_per_s']} timeouts/s: {fmt(found['late_ms'])}; "
            f"first deadlines {fmt(found['first_late_ms'])}; overdue when read "
            f"{found['overdue_when_read']}  {verdict(p99 is not None and p99 < 1000)}"
        )
        print(
            f"{'':>12}CPU a timeout: {found['cpu_ms_per_timeout']} ms; other work took "
            f"{found['other_cpu_share']:.0%} of the machine"
        )


def report_races(found: dict[str, Any]) -> None:
    print("\n== races: a person's move at the deadline (goal: 0 applied twice, 0 lost)")
    print(
        f"{found['races']} races ({found['killed']} batches with a worker killed): person "
        f"{found['person']}, timeout {found['timeout']}, twice {found['twice']}, lost "
        f"{found['lost']}  {verdict(found['twice'] == 0 and found['lost'] == 0)}"
    )
    print(f"  sent after the deadline: {fmt(found['sent_ms'])}")
    print(f"  timeouts' lateness: {fmt(found['timeout_late_ms'])}")
    print(f"  ... in batches with a kill: {fmt(found['timeout_late_ms_killed_batches'])}")
    for problem in found["problems"]:
        print(f"  {problem}")


def report_bots(bots: dict[str, Any]) -> None:
    print(f"\n== bot moves: lateness over BOT_DELAY_MS={BOT_DELAY_MS} (goal: p99 < 200 ms)")
    for level, figure in bots.items():
        p99 = figure["p99"]
        print(f"{level:>10}: {fmt(figure)}  {verdict(p99 is not None and p99 < 200)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run (~2 min)")
    parser.add_argument("--sessions", type=int, help="sessions with clocks (default 1000)")
    parser.add_argument("--races", type=int, help="deliberate races (default 1000)")
    parser.add_argument("--bot-samples", type=int, help="bot moves a level (default 1000)")
    parser.add_argument("--modes", default="dramatiq,inprocess", help="JOBS for deadlines")
    parser.add_argument("--parts", default="deadlines,races,bots", help="what to measure")
    parser.add_argument("--seed", type=int, default=35)
    args = parser.parse_args(argv)
    parts = set(args.parts.split(","))
    quick = args.quick
    sessions = args.sessions or (200 if quick else 1000)
    total_races = args.races or (200 if quick else 1000)
    samples = args.bot_samples or (100 if quick else 1000)
    RESULTS.mkdir(parents=True, exist_ok=True)

    def body() -> int:
        results: dict[str, Any] = {
            "started": datetime.now().astimezone().isoformat(timespec="seconds"),
            "cpus": os.cpu_count(),
            "argv": sys.argv[1:],
            "load_before": os.getloadavg()[0],
        }
        if "deadlines" in parts:
            results["deadlines"] = [
                deadlines(RESULTS, mode, sessions, rounds=1 if quick else 2)
                for mode in args.modes.split(",")
            ]
        if "races" in parts:
            results["races"] = races(
                RESULTS, total_races, batch=50 if quick else 100, kill_every=3, seed=args.seed
            )
        if "bots" in parts:
            results["bots"] = bot_moves(
                RESULTS, samples, slots=4 if quick else 8, levels=("greedy", "mcts")
            )
        results["load_after"] = os.getloadavg()[0]
        (RESULTS / "tables.json").write_bytes(orjson.dumps(results, option=orjson.OPT_INDENT_2))
        report(results)
        return 0

    return procs.guarded(body)


if __name__ == "__main__":
    sys.exit(main())
