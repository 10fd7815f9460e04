"""`python -m bench.instructions --table`: the verdict in instructions, the ceiling beside it.

Per game, the instructions one request costs a gunicorn worker in the production
configuration (CREATE_RATE_LIMIT at its default, METRICS on, CORS_ORIGINS `*`, one sync
worker, a redis-server): the ceiling (bench/ceiling_app.py, the same for every game),
validate-move and a session move, and the ceiling's count over each (the issue's ratios).
Then what each piece costs: the referee's and the store's components counted in a loop
of their own (bench/component_loop.py), and each middleware as the worker's count with it
switched off taken from the production one.

Every worker runs under callgrind; after the warm-up of a workload and again after its
counted requests, a signal has callgrind write what the worker ran since the last dump
(bench/marked_app.py), so one worker serves every workload of its configuration, and a
count holds the counted requests alone: gunicorn's parsing and socket calls included, the
kernel's not.
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import orjson

from engines import REGISTRY

from . import marked_app, procs, workloads
from .component_loop import REFEREE_COMPONENTS, STORE_COMPONENTS
from .run import SESSION_MOVES_EACH, ceiling_files, move_line, why

WARM = 50  # requests of a workload before its counted ones: the caches they fill
LOOP_WARM, LOOP_BASE = 20, 20  # a component's warm-up calls, and its shorter counted section's
# What a deployment leaves at the service's defaults (docs/operations.md): taken out of
# the inherited environment, so that the production figures are the defaults'.
DEFAULTED = ("CREATE_RATE_LIMIT", "METRICS", "CORS_ORIGINS", "PROMETHEUS_MULTIPROC_DIR")
PRODUCTION = "production"
SERVICE = "bench.marked_app:service()"
CEILING = "ceiling"
VALIDATE, SESSION = "validate-move", "session move"
GOAL_VALIDATE, GOAL_SESSION = 0.72, 0.60  # the (#33) ratios
# Creations one loopback address makes, under the default limit's 30 a minute.
CREATED_PER_ADDRESS = 20
# The sessions a worker's requests create at most (every game's): each worker takes its
# own loopback addresses, as the workers share one Redis, and with it the limiter's counts.
CREATED_PER_WORKER = 200


@dataclass(frozen=True)
class Workload:
    kind: str  # CEILING, VALIDATE or SESSION
    game: str


@dataclass(frozen=True)
class Variant:
    """One gunicorn worker: its app, what it runs with besides the production config,
    and the workloads it serves, one after another."""

    name: str
    app: str
    env: tuple[tuple[str, str], ...]
    workloads: tuple[Workload, ...]


@dataclass(frozen=True)
class Middleware:
    """A middleware counted as the production worker's count less one with it off."""

    name: str
    off: tuple[str, str]  # the setting that switches it off
    kind: str  # the request it is counted on


MIDDLEWARE = (
    Middleware("metrics", ("METRICS", "0"), VALIDATE),
    Middleware("CORS", ("CORS_ORIGINS", ""), VALIDATE),
    Middleware("limiter", ("CREATE_RATE_LIMIT", ""), SESSION),
)
# Which request each component belongs to, for its share.
COMPONENT_REQUEST = {name: VALIDATE for name in REFEREE_COMPONENTS} | {
    name: SESSION for name in STORE_COMPONENTS
}


def variants(games: Sequence[str], reference: str) -> list[Variant]:
    """The production worker with every game's requests, the ceiling's, and one worker a
    middleware switched off. That one serves what the production worker serves, in the
    same order, so that the two differ by the middleware alone and not by what they served
    before: the caches they filled, the sessions they hold."""
    production = tuple(Workload(kind, game) for kind in (VALIDATE, SESSION) for game in games)
    found = [
        Variant(PRODUCTION, SERVICE, (), production),
        Variant(CEILING, "bench.marked_app:ceiling()", (), (Workload(CEILING, reference),)),
    ]
    for m in MIDDLEWARE:
        found.append(Variant(f"{m.off[0]}={m.off[1]}", SERVICE, (m.off,), production))
    return found


def production_env(redis_url: str, hash_seed: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in DEFAULTED}
    return env | {
        "REDIS_URL": redis_url,
        "PYTHONHASHSEED": str(hash_seed),
        "WEB_CONCURRENCY": "1",
        "GUNICORN_TIMEOUT": "900",  # the master must not take a worker under valgrind for hung
    }


def callgrind_totals(out_file: Path) -> int:
    """The `totals:` of a callgrind dump: the instructions since the dump before it."""
    found = re.search(r"^totals: (\d+)$", out_file.read_text(), re.MULTILINE)
    if found is None:
        raise procs.BenchError(f"{out_file} has no totals line")
    return int(found.group(1))


Call = tuple[str, bytes, dict[str, str]]  # path, body, headers


def calls_of(
    server: procs.Server, workload: Workload, count: int, workdir: Path, created: Iterator[int]
) -> list[Call]:
    """`count` requests of a workload, each answered 200: a fixed body for the ceiling and
    validate-move; for session moves, legal moves of fresh sessions, made here (`created`
    numbers the sessions the server has made, which spreads them over loopback addresses).
    A session move finds its session's snapshot held by the worker, which made the
    session and every move before it: the production steady state of a table whose moves
    reach one host (service/store/snapshots.py), one Redis round trip a move."""
    if workload.kind == CEILING:
        body = (workdir / "ceiling-request.json").read_bytes()
        return [(f"/v1/games/{workload.game}/validate-move", body, {})] * count
    game = REGISTRY[workload.game]
    if workload.kind == VALIDATE:
        body = orjson.dumps(workloads.validate_body(game))
        return [(f"/v1/games/{game.id}/validate-move", body, {})] * count
    plans = workloads.session_plans(
        game, -(-count // SESSION_MOVES_EACH), SESSION_MOVES_EACH, "table"
    )
    calls: list[Call] = []
    sessions = []
    for plan in plans:
        source = f"127.0.0.{2 + next(created) // CREATED_PER_ADDRESS}"
        answer = procs.request(
            server.url, "POST", "/v1/sessions", plan.create_body(), source=source
        )
        if answer is None or answer[0] != 201:
            raise procs.BenchError(f"POST /v1/sessions got {why(answer)}")
        made = orjson.loads(answer[1])
        sessions.append((made["id"], made["seats"]))
    # version-major, as bench.run sends them: a session's next move after every other's
    for version in range(SESSION_MOVES_EACH):
        for plan, session in zip(plans, sessions, strict=True):
            target, token, body = (
                move_line(session, version, plan.moves[version]).rstrip(b"\n").split(b"\t", 2)
            )
            calls.append((target.decode(), body, {"Authorization": f"Bearer {token.decode()}"}))
    return calls[:count]


def send(server: procs.Server, calls: Sequence[Call]) -> None:
    for path, body, headers in calls:
        answer = procs.request(server.url, "POST", path, body, headers, timeout_s=120)
        if answer is None or answer[0] != 200:
            raise procs.BenchError(f"{path} answered {why(answer)}")


def dump(pid: int, out_file: Path) -> None:
    """Has callgrind write worker `pid`'s count since its last dump to `out_file`
    (bench/marked_app.py: vgdb, callgrind_control's way, reaches no forked worker). The
    worker is let finish the request answered last first."""
    time.sleep(0.5)
    os.kill(pid, marked_app.MARK)
    for _ in range(300):
        if out_file.exists():
            return
        time.sleep(0.1)
    raise procs.BenchError(f"callgrind wrote no {out_file} on its mark")


def serve(
    variant: Variant,
    env: dict[str, str],
    workdir: Path,
    requests: int,
    hash_seed: int,
    first_session: int = 0,
) -> dict[Workload, float]:
    """Instructions per request of each of the variant's workloads, in its one worker
    (`first_session`: the number its first session creation takes its address by)."""
    env = env | dict(variant.env)
    if variant.name == CEILING:
        env["BENCH_CEILING_BODY"] = str(workdir / "ceiling-reply.json")
    prefix = workdir / f"cg.{variant.name}.{hash_seed}"
    wrapper = ["valgrind", "--tool=callgrind", "--dump-before=getpgrp"]
    wrapper.append(f"--callgrind-out-file={prefix}.%p")
    log = workdir / f"{prefix.name}.log"
    sections: dict[Workload, Path] = {}
    with procs.gunicorn(variant.app, env, log, wrapper=wrapper, within_s=300) as server:
        workers = procs.children(server.master_pid)
        if len(workers) != 1:
            raise procs.BenchError(f"expected one worker of {variant.name}, found {workers}")
        worker = workers[0]
        dumps = 0
        created = itertools.count(first_session)
        for workload in variant.workloads:
            calls = calls_of(server, workload, WARM + requests, workdir, created)
            send(server, calls[:WARM])
            dumps += 1
            dump(worker, Path(f"{prefix}.{worker}.{dumps}"))
            send(server, calls[WARM:])
            dumps += 1
            sections[workload] = Path(f"{prefix}.{worker}.{dumps}")
            dump(worker, sections[workload])
    return {w: callgrind_totals(out) / requests for w, out in sections.items()}


def count_components(
    games: Sequence[str], redis_url: str, workdir: Path, extra: int, hash_seed: int
) -> dict[tuple[str, str], float]:
    """(game, component) -> instructions a call, from bench/component_loop.py's sections."""
    prefix = workdir / f"cl.{hash_seed}"
    argv = ["valgrind", "--tool=callgrind", "--dump-before=getpgrp"]
    argv += [f"--callgrind-out-file={prefix}.%p", sys.executable, "-m", "bench.component_loop"]
    argv += [redis_url, str(LOOP_WARM), str(LOOP_BASE), str(extra), *games]
    env = {**os.environ, "PYTHONHASHSEED": str(hash_seed)}
    done = subprocess.run(argv, cwd=procs.ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise procs.BenchError(f"bench.component_loop failed:\n{done.stderr[-2000:]}")
    labels: list[str] = orjson.loads(done.stdout.splitlines()[-1])
    dumps = sorted(
        prefix.parent.glob(f"{prefix.name}.*.*"), key=lambda p: int(p.name.rsplit(".", 1)[1])
    )
    if len(dumps) != len(labels):
        raise procs.BenchError(f"{len(labels)} sections but {len(dumps)} dumps in {workdir}")
    return per_call(dict(zip(labels, map(callgrind_totals, dumps), strict=True)), extra)


def per_call(sections: dict[str, int], extra: int) -> dict[tuple[str, str], float]:
    """Each component's `more` section less its `base` one, over the calls between."""
    found = {}
    for label, total in sections.items():
        game, _, rest = label.partition("\t")
        name, _, section = rest.partition("\t")
        if section == "more":
            found[(game, name)] = (total - sections[f"{game}\t{name}\tbase"]) / extra
    return found


@dataclass
class Counts:
    """What a table is built from: per (variant name, workload) and per (game, component),
    instructions a request or a call."""

    served: dict[tuple[str, Workload], float]
    components: dict[tuple[str, str], float]


def measure(args: argparse.Namespace, hash_seed: int) -> Counts:
    reference = "meow10" if "meow10" in args.game else args.game[0]
    plan = variants(args.game, reference)
    with tempfile.TemporaryDirectory(prefix="bench-table-") as tmp, ExitStack() as stack:
        workdir = Path(tmp)
        _, body, reply, _ = ceiling_files(workdir, REGISTRY[reference])
        body.rename(workdir / "ceiling-request.json")
        reply.rename(workdir / "ceiling-reply.json")
        redis_url = stack.enter_context(procs.redis_server(workdir / "redis.log"))
        env = production_env(redis_url, hash_seed)
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            loop = pool.submit(
                count_components, args.game, redis_url, workdir, args.requests, hash_seed
            )

            def served_by(i: int, variant: Variant) -> dict[Workload, float]:
                first = i * CREATED_PER_WORKER
                return serve(variant, env, workdir, args.requests, hash_seed, first)

            served = pool.map(served_by, range(len(plan)), plan)
            counts = Counts(
                {
                    (v.name, w): n
                    for v, got in zip(plan, served, strict=True)
                    for w, n in got.items()
                },
                loop.result(),
            )
    return counts


def mean_counts(runs: Sequence[Counts]) -> Counts:
    return Counts(
        {k: statistics.fmean(r.served[k] for r in runs) for k in runs[0].served},
        {k: statistics.fmean(r.components[k] for r in runs) for k in runs[0].components},
    )


def table(games: Sequence[str], counts: Counts) -> Iterator[str]:
    """The verdict (per game: ceiling, requests and ratios) and the per-component table."""
    served = counts.served
    reference = next(w.game for (name, w) in served if name == CEILING)
    ceiling = served[(CEILING, Workload(CEILING, reference))]
    yield f"ceiling (bench/ceiling_app.py: bare Flask + orjson): {ceiling:,.0f}"
    yield f"{'game':10} {VALIDATE:>13} {'ratio':>6} {SESSION:>13} {'ratio':>6}"
    for game in games:
        v = served[(PRODUCTION, Workload(VALIDATE, game))]
        s = served[(PRODUCTION, Workload(SESSION, game))]
        yield f"{game:10} {v:13,.0f} {ceiling / v:6.2f} {s:13,.0f} {ceiling / s:6.2f}"
    yield "ratio: the ceiling's count over the request's"
    yield (
        "session move: the worker holds the session's snapshot (one Redis round trip, the "
        "commit), as a table's next move finds it"
    )
    yield f"goals: validate-move >= {GOAL_VALIDATE:.2f}, session move >= {GOAL_SESSION:.2f}"
    yield ""
    yield f"per component, instructions a call ({reference}'s share of its request)"
    yield f"{'component':30}" + "".join(f" {g:>10}" for g in games) + f" {'share':>6}"
    for name, kind in COMPONENT_REQUEST.items():
        if (reference, name) not in counts.components:
            continue
        cells = "".join(f" {counts.components[(game, name)]:10,.0f}" for game in games)
        share = (
            counts.components[(reference, name)] / served[(PRODUCTION, Workload(kind, reference))]
        )
        yield f"{name:30}{cells} {share:6.1%}"
    for m in MIDDLEWARE:
        workload = Workload(m.kind, reference)
        cost = served[(PRODUCTION, workload)] - served[(f"{m.off[0]}={m.off[1]}", workload)]
        label = f"{m.name} ({m.off[0]}={m.off[1]})"
        cells = "".join(f" {cost:10,.0f}" if game == reference else f" {'':>10}" for game in games)
        yield f"{label:30}{cells} {cost / served[(PRODUCTION, workload)]:6.1%}"
