"""`python -m bench.run`: the whole benchmark in one run (see bench/README.md).

It starts its own redis-server and gunicorn (the project's config, so the production
worker count), drives them with wrk, prints one table and writes bench/results/latest.json.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import orjson

from engines import REGISTRY, Game

from . import procs, workloads
from .procs import Server

RESULTS = procs.BENCH / "results"
Session = tuple[str, dict[str, str]]  # (session id, seat tokens by player)
GOAL_VALIDATE_RATIO = 0.8
GOAL_VALIDATE_P99_MS = 10.0
GOAL_SESSION_RATIO = 0.6
GOAL_ENGINE_MOVES_S = 20_000
GOAL_RSS_GROWTH_KB = 1024  # "flat": no worker's peak RSS grows by more than 1 MiB
# The engines' caches hold at most 4 MB whatever options clients choose
# (tests/engines/test_cache_bounds.py), and a worker may grow by that while they fill.
GOAL_RSS_BOUND_KB = 4000 + GOAL_RSS_GROWTH_KB
CHOSEN_RUN = 5_000  # the most requests with chosen options one wrk run sends
SESSION_MOVES_EACH = 24  # legal moves precomputed per benchmark session
FLOOR_NAME = "ceiling + commit round trip"
FLOOR_MEASURES = (
    "the ceiling app plus one applied compare-and-set in Redis a request (the service's "
    "commit script, the reply as record): the least any session move costs"
)


@dataclass
class Figure:
    kind: str  # ceiling, validate-move, session move, session floor
    name: str
    measures: str
    rps: float | None = None
    p50_ms: float | None = None
    p99_ms: float | None = None
    requests: int = 0
    errors: int = 0
    ratio: float | None = None  # rps / the mean of the two ceilings measured around it
    round: int = 0  # which round of figures (--rounds); a ceiling: the one it opens
    na: str | None = None  # why there is no figure
    other_cpu: float | None = None  # share of the machine's CPU other work took meanwhile
    cpu_us: dict[str, float] = field(default_factory=dict)  # CPU per request: server, redis, wrk
    wrk: dict[str, Any] = field(default_factory=dict)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__)
    p.add_argument("-d", "--duration", type=int, default=8, help="seconds per HTTP figure")
    p.add_argument("-w", "--warmup", type=int, default=2, help="warm-up seconds before each")
    p.add_argument("-c", "--connections", type=int, default=16)
    p.add_argument("-t", "--threads", type=int, default=2, help="wrk threads")
    p.add_argument(
        "--memory-requests",
        type=int,
        default=10_000,
        help="requests between the first and last RSS readings, half with options of their "
        "own (the issue asks 100000)",
    )
    p.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="measure every HTTP figure this many times, a ceiling between rounds; the "
        "table and goals use the median",
    )
    p.add_argument("--engine-seconds", type=float, default=1.0, help="per engine and mode")
    p.add_argument("--games", nargs="+", choices=sorted(REGISTRY), help="default: all")
    p.add_argument("--output", type=Path, default=RESULTS / "latest.json")
    args = p.parse_args(argv)
    if not 1 <= args.threads <= args.connections:
        p.error("need 1 <= threads <= connections")
    if args.rounds < 1:
        p.error("need --rounds >= 1")
    return args


# -- HTTP figures ---------------------------------------------------------------------


def measure(
    args: argparse.Namespace, wrk: str, url: str, mode: str, path: Path, warm: Path | None = None
) -> dict[str, Any]:
    procs.run_wrk(wrk, url, mode, warm or path, args.warmup, args.connections, args.threads)
    return procs.run_wrk(wrk, url, mode, path, args.duration, args.connections, args.threads)


def to_figure(kind: str, name: str, measures: str, result: dict[str, Any]) -> Figure:
    return Figure(
        kind,
        name,
        measures,
        rps=result["rps"],
        p50_ms=result["p50_us"] / 1000,
        p99_ms=result["p99_us"] / 1000,
        requests=result["requests"],
        errors=sum(result["errors"].values()) + result["exhausted_threads"],
        other_cpu=result["other_cpu_share"],
        cpu_us=result["cpu_us_per_request"],
        wrk=result,
    )


def validate_file(workdir: Path, game: Game) -> Path:
    """The game's validate-move body (a legal move ~1/3 into a seeded game), written where
    wrk reads it."""
    path = workdir / f"validate-{game.id}.json"
    path.write_bytes(orjson.dumps(workloads.validate_body(game)))
    return path


def legal_answer(answer: tuple[int, bytes] | None) -> bool:
    """Whether a validate-move check request was answered `200 {"legal": true}`."""
    return answer is not None and answer[0] == 200 and orjson.loads(answer[1]).get("legal") is True


def validate_figure(
    args: argparse.Namespace, wrk: str, server: Server, game: Game, body_file: Path
) -> Figure:
    kind = "validate-move"
    name = f"{kind} {game.id}"
    measures = "POST validate-move, a legal move on a state ~1/3 into a seeded random game"
    path = f"/v1/games/{game.id}/validate-move"
    answer = procs.request(server.url, "POST", path, body_file.read_bytes())
    if not legal_answer(answer):
        return Figure(kind, name, measures, na=f"the check request got {why(answer)}")
    return to_figure(kind, name, measures, measure(args, wrk, server.url + path, "body", body_file))


def session_figure(
    args: argparse.Namespace, wrk: str, server: Server, game: Game, workdir: Path, est_rps: float
) -> Figure:
    kind = "session move"
    name = f"{kind} {game.id}"
    measures = (
        f"POST /v1/sessions/{{id}}/moves with seat token + expected_version, Redis; every "
        f"request a legal move ({SESSION_MOVES_EACH} precomputed per session, sessions cycled)"
    )
    probe = workloads.session_plans(game, 1, SESSION_MOVES_EACH, "probe")[0]
    created = create_session(server, probe)
    if isinstance(created, str):
        return Figure(kind, name, measures, na=created)
    for version, move in enumerate(probe.moves):
        answer = post_move(server, created, version, move)
        if answer is None or answer[0] != 200:
            return Figure(
                kind,
                name,
                measures,
                na=f"probe move {version} got {why(answer)} (does the session deal the "
                "game engine.setup deals from that seed?)",
            )

    url = server.url + "/v1/sessions"
    warm = session_lines(args, server, game, workdir / f"{game.id}-warm", est_rps * args.warmup)
    if isinstance(warm, str):
        return Figure(kind, name, measures, na=warm)
    conn, threads = args.connections, args.threads
    rate = procs.run_wrk(wrk, url, "lines", warm, args.warmup, conn, threads)["rps"]
    # sized from the warm-up's rate; creating them keeps the workers warm meanwhile
    run = session_lines(args, server, game, workdir / f"{game.id}-run", rate * args.duration)
    if isinstance(run, str):
        return Figure(kind, name, measures, na=run)
    result = procs.run_wrk(wrk, url, "lines", run, args.duration, conn, threads)
    return to_figure(kind, name, measures, result)


def sessions_for(args: argparse.Namespace, requests: float) -> int:
    """How many sessions `session_lines` creates for `requests` moves (+50%)."""
    per_thread = args.connections // args.threads
    wanted = math.ceil((requests * 1.5 + 100) / SESSION_MOVES_EACH)
    sessions: int = max(wanted, 8 * per_thread * args.threads)
    return sessions


def session_lines(
    args: argparse.Namespace, server: Server, game: Game, prefix: Path, requests: float
) -> Path | str:
    """Create enough fresh sessions for `requests` moves (+50%) and write wrk's request
    lines, one file per wrk thread (`prefix`.N); or why not."""
    count = sessions_for(args, requests)
    plans = workloads.session_plans(game, count, SESSION_MOVES_EACH, prefix.name)
    with ThreadPoolExecutor(8) as pool:
        sessions = list(pool.map(lambda plan: create_session(server, plan), plans))
    for failed in (s for s in sessions if isinstance(s, str)):
        return failed
    for tid in range(args.threads):
        mine = list(zip(plans, sessions, strict=True))[tid :: args.threads]
        with open(f"{prefix}.{tid}", "wb") as out:
            # version-major: a session's next move comes only after every other session
            # of this thread has had its turn, long after its previous move was answered
            for version in range(SESSION_MOVES_EACH):
                for plan, session in mine:
                    assert not isinstance(session, str)
                    out.write(move_line(session, version, plan.moves[version]))
    return prefix


def create_session(server: Server, plan: workloads.SessionPlan) -> Session | str:
    """(id, seat tokens), or why not."""
    answer = procs.request(server.url, "POST", "/v1/sessions", plan.create_body())
    if answer is None or answer[0] != 201:
        return f"POST /v1/sessions got {why(answer)}"
    created = orjson.loads(answer[1])
    return created["id"], created["seats"]


def why(answer: tuple[int, bytes] | None) -> str:
    """A refused answer in a few words: its status and problem+json title/detail."""
    if answer is None:
        return "no answer"
    status, body = answer
    try:
        problem = orjson.loads(body)
        text = f"{problem.get('title')}: {problem.get('detail')}"
    except (orjson.JSONDecodeError, AttributeError):
        text = repr(body[:120])
    return f"HTTP {status} ({text})"


def move_line(session: Session, version: int, move: dict[str, Any]) -> bytes:
    session_id, seats = session
    body = orjson.dumps({"move": move, "expected_version": version})
    return f"/v1/sessions/{session_id}/moves\t{seats[move['player']]}\t".encode() + body + b"\n"


def post_move(
    server: Server, session: Session, version: int, move: dict[str, Any]
) -> tuple[int, bytes] | None:
    target, token, body = move_line(session, version, move).rstrip(b"\n").split(b"\t", 2)
    auth = {"Authorization": f"Bearer {token.decode()}"}
    return procs.request(server.url, "POST", target.decode(), body, auth)


# -- memory ---------------------------------------------------------------------------------


def memory_figure(
    args: argparse.Namespace,
    wrk: str,
    server: Server,
    bodies: dict[str, Path],
    rates: dict[str, float],
    workdir: Path,
) -> dict[str, Any]:
    """Each worker's VmHWM before and after `--memory-requests` requests: half of them the
    games' validate-move bodies (the default options), then half with options clients
    choose, each request a new deck or new types (`workloads.chosen_option_requests`),
    read again halfway through those: the engines' caches are keyed by such options, so
    they fill in the first half, and a worker must not grow in the second."""
    served = [g for g in bodies if rates.get(g)]
    if not served:
        return {"na": "no validate-move figure to repeat"}
    readings: list[tuple[str, dict[int, dict[str, int]]]] = []

    def read(after: str) -> None:
        workers = procs.children(server.master_pid)
        readings.append((after, {pid: procs.memory_kb(pid) for pid in workers}))

    read("start")
    default_quota = args.memory_requests // 2
    sent = 0
    for index, game_id in enumerate(served):
        quota = default_quota * (index + 1) // len(served) - sent
        url = f"{server.url}/v1/games/{game_id}/validate-move"
        while quota > 0:
            seconds = max(1, math.ceil(quota / rates[game_id] * 1.05))
            result = procs.run_wrk(
                wrk, url, "body", bodies[game_id], seconds, args.connections, args.threads
            )
            sent += result["requests"]
            quota -= result["requests"]
            rates[game_id] = result["rps"]
    read("default options")
    chosen_sent = repeated = 0
    chosen_quota = args.memory_requests - default_quota
    # The first run's rate guessed high (new options cost more than defaults), so that it
    # sends too few rather than running out of lines.
    rate = max(rates[g] for g in served)
    for half in ("first", "second"):
        quota = chosen_quota // 2 if half == "first" else chosen_quota - chosen_quota // 2
        done, over, rate = chosen_run(args, wrk, server, workdir / f"chosen-{half}", quota, rate)
        chosen_sent += done
        repeated += over
        read(f"chosen options, {half} half")
    pids = sorted(set.intersection(*(set(r) for _, r in readings)))
    workers: list[dict[str, Any]] = []
    growth: list[int] = []
    flat: list[int] = []
    for pid in pids:
        hwm = [r[pid]["VmHWM"] for _, r in readings]
        growth.append(hwm[-1] - hwm[0])
        flat.append(max(hwm[1] - hwm[0], hwm[3] - hwm[2]))  # default options; caches full
        workers.append(
            {
                "pid": pid,
                "hwm_kb": dict(zip([name for name, _ in readings], hwm, strict=True)),
                "growth_kb": hwm[-1] - hwm[0],
                "growth_default_kb": hwm[1] - hwm[0],
                "growth_chosen_first_kb": hwm[2] - hwm[1],
                "growth_chosen_second_kb": hwm[3] - hwm[2],
                "rss_after_kb": readings[-1][1][pid]["VmRSS"],
            }
        )
    every = set.union(*(set(r) for _, r in readings))
    return {
        "requests": sent + chosen_sent,
        "default_requests": sent,
        "chosen_requests": chosen_sent,
        "chosen_lines_repeated": repeated,  # wrk threads that ran out and started over
        "games": served,
        "chosen": [f"{game} {action}" for game, action in workloads.CHOSEN_KINDS],
        "workers": workers,
        "recycled_workers": sorted(every - set(pids)),
        "max_growth_kb": max(growth, default=None),
        "max_flat_growth_kb": max(flat, default=None),
    }


def chosen_run(
    args: argparse.Namespace, wrk: str, server: Server, prefix: Path, quota: int, rate: float
) -> tuple[int, int, float]:
    """About `quota` requests with options of their own, none an earlier one's (each wrk
    run its own seed), in runs of at most CHOSEN_RUN requests, each sized by the rate the
    one before it measured (`rate`, to begin with): (how many were sent, how many wrk
    threads ran out of lines and started over, repeating options, the last rate)."""
    sent = repeated = runs = 0
    while sent < quota:
        seconds = max(1, round(min(quota - sent, CHOSEN_RUN) / rate))
        label = f"{prefix.name}-{runs}"  # the run's seed: options no other run sends
        runs += 1
        # twice the lines the rate asks for: this machine's speed drifts under other load
        lines = workloads.chosen_option_requests(int(rate * seconds * 2) + 100, label)
        path = write_lines(args, prefix.with_name(label), lines)
        result = procs.run_wrk(
            wrk, server.url, "lines", path, seconds, args.connections, args.threads
        )
        if sum(result["errors"].values()):
            raise procs.BenchError(f"requests with chosen options failed: {result}")
        sent += result["requests"]
        repeated += result["exhausted_threads"]
        rate = result["rps"]
    return sent, repeated, rate


def write_lines(
    args: argparse.Namespace, prefix: Path, requests: Iterator[tuple[str, bytes]]
) -> Path:
    """wrk's request lines (bench/post.lua "lines" mode), dealt out to its threads."""
    files = [open(f"{prefix}.{tid}", "wb") for tid in range(args.threads)]  # noqa: SIM115
    try:
        for index, (path, body) in enumerate(requests):
            # every thread gets each kind in turn: they take equally long
            files[index // len(workloads.CHOSEN_KINDS) % len(files)].write(
                f"{path}\t-\t".encode() + body + b"\n"
            )
    finally:
        for f in files:
            f.close()
    return prefix


# -- ratios and rounds ---------------------------------------------------------------------


def set_ratios(http: list[Figure]) -> float:
    """Each figure's ratio to the mean of the ceilings measured just before and after its
    round; a ceiling's to the mean of all ceilings, which is returned."""
    ceilings = {f.round: f.rps for f in http if f.kind == "ceiling" and f.rps}
    base = sum(ceilings.values()) / len(ceilings)
    for f in http:
        if f.rps is None:
            continue
        around = [ceilings[r] for r in (f.round, f.round + 1) if r in ceilings]
        if f.kind == "ceiling" or not around:
            f.ratio = f.rps / base
        else:
            f.ratio = f.rps / (sum(around) / len(around))
    return base


def _median(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def summarize(http: list[Figure]) -> list[Figure]:
    """The ceilings as measured, then one figure per name: the median of its rounds (its
    errors summed, the worst share of other CPU)."""
    out = [f for f in http if f.kind == "ceiling"]
    names = list(dict.fromkeys(f.name for f in http if f.kind != "ceiling"))
    for name in names:
        runs = [f for f in http if f.name == name]
        first = runs[0]
        if len(runs) == 1:
            out.append(first)
            continue
        measured = [f for f in runs if not f.na]
        if not measured:
            out.append(first)
            continue
        roles = {role for f in measured for role in f.cpu_us}
        out.append(
            Figure(
                first.kind,
                f"{name} (median of {len(measured)})" if len(measured) > 1 else name,
                first.measures,
                rps=_median([f.rps for f in measured]),
                p50_ms=_median([f.p50_ms for f in measured]),
                p99_ms=_median([f.p99_ms for f in measured]),
                requests=sum(f.requests for f in measured),
                errors=sum(f.errors for f in measured),
                ratio=_median([f.ratio for f in measured]),
                other_cpu=max((f.other_cpu or 0.0) for f in measured),
                cpu_us={r: _median([f.cpu_us.get(r) for f in measured]) or 0.0 for r in roles},
                wrk={"rounds": [f.wrk for f in measured]},
            )
        )
    return out


# -- report -----------------------------------------------------------------------------------


def _num(value: float | None, fmt: str) -> str:
    return "-" if value is None else format(value, fmt)


def goals(
    http: list[Figure], engines: dict[str, workloads.EngineRate], memory: dict[str, Any]
) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def goal(text: str, ok: bool | None, got: str) -> None:
        out.append({"goal": text, "pass": ok, "got": got})

    for f in http:
        if f.kind == "validate-move":
            ok = None if f.ratio is None else f.ratio >= GOAL_VALIDATE_RATIO and not f.errors
            goal(f"{f.name} >= {GOAL_VALIDATE_RATIO} x ceiling req/s", ok, _num(f.ratio, ".2f"))
            ok = None if f.p99_ms is None else f.p99_ms < GOAL_VALIDATE_P99_MS
            goal(f"{f.name} p99 < {GOAL_VALIDATE_P99_MS:g} ms", ok, _num(f.p99_ms, ".2f") + " ms")
        elif f.kind == "session move":
            ok = None if f.ratio is None else f.ratio >= GOAL_SESSION_RATIO and not f.errors
            goal(f"{f.name} >= {GOAL_SESSION_RATIO} x ceiling req/s", ok, _num(f.ratio, ".2f"))
    for game_id, rate in engines.items():
        pairs = (("apply", rate.apply_per_s), ("legal_moves+apply", rate.playout_per_s))
        for label, value in pairs:
            goal(
                f"engine {game_id} {label} >= {GOAL_ENGINE_MOVES_S:,} moves/s",
                value >= GOAL_ENGINE_MOVES_S,
                f"{value:,.0f}",
            )
    flat = memory.get("max_flat_growth_kb")
    goal(
        f"worker peak RSS flat (growth <= {GOAL_RSS_GROWTH_KB} kB; chosen options: 2nd half)",
        None if flat is None else flat <= GOAL_RSS_GROWTH_KB,
        "-" if flat is None else f"+{flat} kB",
    )
    growth = memory.get("max_growth_kb")
    goal(
        f"worker peak RSS bounded (growth <= {GOAL_RSS_BOUND_KB:,} kB: the engines' caches)",
        None if growth is None else growth <= GOAL_RSS_BOUND_KB,
        "-" if growth is None else f"+{growth} kB",
    )
    return out


def report(
    config: dict[str, Any],
    http: list[Figure],
    engines: dict[str, workloads.EngineRate],
    memory: dict[str, Any],
    checks: list[dict[str, Any]],
) -> None:
    print(
        f"\nmeow-referee benchmark: {config['cpus']} CPUs, {config['workers']} gunicorn sync "
        f"workers, wrk {config['threads']} threads x {config['connections']} connections, "
        f"{config['duration_s']} s per figure after {config['warmup_s']} s warm-up"
    )
    print(
        f"1-min load average at the start {config['loadavg_1min_at_start']}; a figure's ratio "
        f"is to the ceilings measured before and after its round (all ceilings' mean: "
        f"{config['ceiling_rps']:,.0f} req/s)"
    )
    if config["rounds"] > 1:
        print(f"{config['rounds']} rounds: each figure is the median of its rounds")
    header = f"{'HTTP figure':<40}{'req/s':>8}{'p50 ms':>8}{'p99 ms':>8}{'x ceil':>8}"
    print(f"\n{header}{'errors':>8}{'other CPU':>11}{'CPU us/req: server':>20}{'redis':>7}")
    for f in http:
        if f.na:
            print(f"{f.name:<40}  n/a: {f.na}")
            continue
        print(
            f"{f.name:<40}{_num(f.rps, ',.0f'):>8}{_num(f.p50_ms, '.2f'):>8}"
            f"{_num(f.p99_ms, '.2f'):>8}{_num(f.ratio, '.2f'):>8}{f.errors:>8}"
            f"{_num(None if f.other_cpu is None else f.other_cpu * 100, '.0f'):>10}%"
            f"{_num(f.cpu_us.get('server'), ',.0f'):>20}{_num(f.cpu_us.get('redis'), ',.0f'):>7}"
        )
    ceilings = [f.rps for f in http if f.kind == "ceiling" and f.rps]
    if len(ceilings) > 1 and max(ceilings) > 1.15 * min(ceilings):
        print("  the ceilings differ by more than 15%: the machine's load changed")
    noisy = [f for f in http if f.other_cpu and f.other_cpu > 0.1]
    if noisy:
        print(
            f"  other processes took over 10% of the CPUs during {len(noisy)} figure(s): "
            "req/s and latencies are low there, ratios unreliable"
        )
    described: dict[str, str] = {}
    for f in http:
        described.setdefault(f.kind, f.measures)
    for kind, measures in described.items():
        print(f"  {kind}: {measures}")
    print(
        "  CPU us/req: CPU time per request of the gunicorn processes (user + system, the "
        "kernel's TCP work included) and of redis-server"
    )
    print(f"\n{'engine (in-process)':<34}{'apply moves/s':>15}{'legal_moves+apply':>19}")
    for game_id, rate in engines.items():
        print(f"{game_id:<34}{rate.apply_per_s:>15,.0f}{rate.playout_per_s:>19,.0f}")
    print("  seeded random playouts from setup; legal_moves listed in full, then a seeded choice")
    if "na" in memory:
        print(f"\nmemory: n/a: {memory['na']}")
    else:
        print(
            f"\nmemory: worker VmHWM over {memory['requests']:,} requests: "
            f"{memory['default_requests']:,} validate-move ({', '.join(memory['games'])}), "
            f"then {memory['chosen_requests']:,} each with options of its own "
            f"({', '.join(memory['chosen'])}), in two halves"
        )
        if memory["chosen_lines_repeated"]:
            print(
                f"  {memory['chosen_lines_repeated']} wrk thread(s) ran out of request lines "
                "and started over: some options were sent twice"
            )
        for w in memory["workers"]:
            start, *_, end = w["hwm_kb"].values()
            print(
                f"  worker {w['pid']:>7}: {start:>8,} kB -> {end:>8,} kB  "
                f"({w['growth_kb']:+,} kB: default {w['growth_default_kb']:+,}, chosen "
                f"{w['growth_chosen_first_kb']:+,} then {w['growth_chosen_second_kb']:+,})"
            )
        if memory["recycled_workers"]:
            print(f"  workers recycled meanwhile: {memory['recycled_workers']}")
    print("\ngoals" + ("" if config["rounds"] > 1 else " (one round: --rounds 3 for a verdict)"))
    for c in checks:
        verdict = {True: "PASS", False: "FAIL", None: "n/a "}[c["pass"]]
        print(f"  {verdict}  {c['goal']:<66} {c['got']}")


# -- main ------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    return procs.guarded(lambda: run(args))


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    load_before = os.getloadavg()[0]
    games = [REGISTRY[g] for g in (args.games or REGISTRY)]
    wrk = procs.ensure_wrk()
    print("engines in-process ...", flush=True)
    engines = {g.id: workloads.engine_rate(g, args.engine_seconds) for g in games}
    http, memory, workers = serve_and_measure(args, wrk, games)

    base = set_ratios(http)
    summary = summarize(http)
    checks = goals(summary, engines, memory)
    config = {
        "cpus": os.cpu_count(),
        "workers": workers,
        "threads": args.threads,
        "connections": args.connections,
        "duration_s": args.duration,
        "warmup_s": args.warmup,
        "rounds": args.rounds,
        "python": platform.python_version(),
        "loadavg_1min_at_start": round(load_before, 2),
        "ceiling_rps": base,
        "elapsed_s": round(time.monotonic() - started, 1),
    }
    report(config, summary, engines, memory, checks)
    print(f"\n{config['elapsed_s']} s in all; figures in {args.output}")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(
        orjson.dumps(
            {
                "config": config,
                "http": [asdict(f) for f in summary],  # medians over the rounds
                "rounds": [asdict(f) for f in http],
                "engines": {g: asdict(r) for g, r in engines.items()},
                "memory": memory,
                "goals": checks,
            },
            option=orjson.OPT_INDENT_2,
        )
    )
    return 0


def ceiling_files(workdir: Path, fallback: Game) -> tuple[Game, Path, Path, str]:
    """(the game the ceiling is sized on, its request body file, its reply file, what the
    ceiling measures): the files bench/ceiling_app.py and wrk read."""
    reference = workloads.ceiling_game(fallback)
    body = workdir / f"ceiling-request-{reference.id}.json"
    body.write_bytes(orjson.dumps(workloads.validate_body(reference)))
    reply = workdir / "ceiling-reply.json"
    reply.write_bytes(workloads.ceiling_reply(reference))
    measures = (
        f"bench/ceiling_app.py: orjson-parse the {reference.id} validate-move body, "
        f"orjson-encode a {reply.stat().st_size} B mid-game state"
    )
    return reference, body, reply, measures


def serve_and_measure(
    args: argparse.Namespace, wrk: str, games: list[Game]
) -> tuple[list[Figure], dict[str, Any], int]:
    """Every HTTP figure and the memory figure: (figures, memory, gunicorn workers).

    The ceiling is measured first, between rounds and last, its server idling in between:
    each figure is compared with the two ceilings measured around it, so that a change of
    load on a shared machine moves both sides of a ratio, and shows as different ceilings."""
    workdir = RESULTS / "work"
    workdir.mkdir(parents=True, exist_ok=True)
    bodies = {game.id: validate_file(workdir, game) for game in games}
    reference, ceiling_body, ceiling_reply, measures = ceiling_files(workdir, games[0])
    path = f"/v1/games/{reference.id}/validate-move"
    ceiling_app = "bench.ceiling_app:create_app()"

    http: list[Figure] = []
    with procs.redis_server(RESULTS / "redis.log") as redis_url:
        env = {**procs.SERVER_ENV, **os.environ, "REDIS_URL": redis_url}
        ceiling_env = {**env, "BENCH_CEILING_BODY": str(ceiling_reply)}
        floor_env = {**ceiling_env, "BENCH_CEILING_COMMIT": "1"}
        with (
            procs.gunicorn(ceiling_app, ceiling_env, RESULTS / "ceiling.log") as ceiling,
            procs.gunicorn(ceiling_app, floor_env, RESULTS / "floor.log") as floor,
        ):

            def measure_ceiling_app(server: Server, kind: str, name: str, what: str) -> Figure:
                """The ceiling's body posted to the ceiling app (bare, or the floor's)."""
                print(f"{name} ...", flush=True)
                result = measure(args, wrk, server.url + path, "body", ceiling_body)
                return to_figure(kind, name, what, result)

            def measure_ceiling(when: str) -> Figure:
                return measure_ceiling_app(ceiling, "ceiling", f"ceiling ({when})", measures)

            def measure_floor() -> Figure:
                return measure_ceiling_app(floor, "session floor", FLOOR_NAME, FLOOR_MEASURES)

            http.append(measure_ceiling("first"))
            workers = len(procs.children(ceiling.master_pid))
            est_rps = max(http[0].rps or 0.0, 1000.0)
            with procs.gunicorn(procs.SERVICE_APP, env, RESULTS / "service.log") as s:
                for index in range(args.rounds):
                    if index:
                        http.append(measure_ceiling(f"after round {index}"))
                        http[-1].round = index
                    figures: list[Figure] = []
                    for game in games:
                        print(f"validate-move {game.id} ...", flush=True)
                        figures.append(validate_figure(args, wrk, s, game, bodies[game.id]))
                    for game in games:
                        print(f"session move {game.id} ...", flush=True)
                        figures.append(session_figure(args, wrk, s, game, workdir, est_rps))
                    figures.append(measure_floor())
                    for f in figures:
                        f.round = index
                    http += figures
                print(f"memory ({args.memory_requests:,} requests) ...", flush=True)
                rates = {
                    f.name.split()[-1]: f.rps for f in http if f.kind == "validate-move" and f.rps
                }
                memory = memory_figure(args, wrk, s, bodies, rates, workdir)
            http.append(measure_ceiling("last"))
            http[-1].round = args.rounds
    return http, memory, workers


if __name__ == "__main__":
    sys.exit(main())
