"""`python -m bench.profile`: where one request spends its time, in-process.

Times each stage on the same mid-game body the HTTP benchmark posts (CPU time, best of 40):
orjson decode, the marshmallow load (the wire's shape), engine load_state / load_move /
apply / to_wire, orjson encode of the reply, then the whole request through Flask's WSGI
app (no socket, no gunicorn), the same without metrics (METRICS=0; with
PROMETHEUS_MULTIPROC_DIR set to an empty directory, in the workers' multiprocess mode) and
the bare ceiling app the same way. `--cprofile` adds the top functions.

`--sessions` times a session move instead, against a throw-away local redis-server: the
store's read and compare-and-set, and whole move requests through the WSGI app with and
without the worker's recent snapshot (SESSION_CACHE_SIZE): CPU of this thread, so
Redis's own work is not in it, but the kernel's for each round trip is.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import secrets
import tempfile
import time
import timeit
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
from flask import Flask
from werkzeug.test import EnvironBuilder

from engines import REGISTRY, Game
from engines.base import State
from service import proofs
from service.app import create_app
from service.config import Settings
from service.referee import REFEREES
from service.store import MemoryStore, RedisStore

from . import procs, workloads


def per_call_us(
    rows: list[tuple[str, Callable[[], Any]]], rounds: int = 40, run_s: float = 0.01
) -> list[tuple[str, float]]:
    """CPU µs per call of each row: this thread's CPU time, so other processes' load does
    not count; the best of `rounds` short runs, the rows taking turns so that they all see
    the same conditions on a shared machine."""
    timers = []
    for label, fn in rows:
        timer = timeit.Timer(fn, timer=time.thread_time)
        number, took = timer.autorange()
        timers.append((label, timer, max(1, int(number * run_s / max(took, 1e-9)))))
    best = {label: float("inf") for label, _ in rows}
    for _ in range(rounds):
        for label, timer, number in timers:
            best[label] = min(best[label], timer.timeit(number) / number * 1e6)
    return list(best.items())


def wsgi_caller(
    app: Flask, path: str, raw: bytes, headers: dict[str, str] | None = None
) -> Callable[[], bytes]:
    """One full request through the WSGI app; the environ is built once, outside the timing.
    A refused request raises: timing an error answer would profile the wrong path."""
    base = EnvironBuilder(
        path=path, method="POST", data=raw, headers=list((headers or {}).items())
    ).get_environ()

    def call() -> bytes:
        environ = dict(base)
        environ["wsgi.input"] = io.BytesIO(raw)
        status: list[str] = []

        def start_response(
            answer: str, _headers: list[tuple[str, str]], _exc_info: Any = None
        ) -> Callable[[bytes], object]:
            status.append(answer)
            return len  # the write() callable, never used by Flask

        out = b"".join(app.wsgi_app(environ, start_response))
        if not status[0].startswith("200"):
            raise RuntimeError(f"a profiled request was refused: {status[0]} {out[:200]!r}")
        return out

    return call


def stages(
    game_id: str, ceiling: Flask, service: Flask, unmetered: Flask
) -> list[tuple[str, float]]:
    referee = REFEREES[game_id]
    game = referee.game
    raw = orjson.dumps(workloads.validate_body(game))
    body = orjson.loads(raw)
    data = referee.schemas.loader("validate").load(body)
    state = referee.load_state(data["state"])
    move = referee.load_move(state, data["move"])
    reply = referee.validate_move(body)
    load = referee.schemas.loader("validate").load
    path = f"/v1/games/{game_id}/validate-move"
    rows = [
        ("orjson.loads(request body)", lambda: orjson.loads(raw)),
        ("schema load (the wire's shape)", lambda: load(body)),
        ("engine load_state", lambda: referee.load_state(data["state"])),
        ("engine load_move", lambda: referee.load_move(state, data["move"])),
        ("engine apply", lambda: referee.rules.apply(state, move)),
        ("engine to_wire (the state answered)", lambda: referee.rules.to_wire(state)),
        ("orjson.dumps(reply)", lambda: orjson.dumps(reply)),
        ("= referee.validate_move (no JSON)", lambda: referee.validate_move(body)),
        ("whole request via Flask WSGI", wsgi_caller(service, path, raw)),
        ("the same with METRICS=0", wsgi_caller(unmetered, path, raw)),
        ("ceiling app via Flask WSGI", wsgi_caller(ceiling, path, raw)),
    ]
    return per_call_us(rows)


def session_stages(game_id: str, redis_url: str, sessions: int = 150) -> list[tuple[str, float]]:
    """CPU µs of one session move: the store's two calls, and whole move requests (WSGI)
    on a worker that holds each session's current snapshot, on one that reads first, and
    on two workers taking the moves at random as gunicorn's do (each holds the snapshot
    it last wrote, so about half the moves find theirs current)."""
    game = REGISTRY[game_id]
    plans = workloads.session_plans(game, sessions, 8, "profile")
    rows: list[tuple[str, float]] = []
    cases = (
        ("whole move, snapshot held", 1024, 1),
        ("whole move, read first", 0, 1),
        ("whole move, 2 workers at random", 1024, 2),
    )
    for label, cache, workers in cases:
        apps = [
            create_app(Settings(redis_url=redis_url, session_cache_size=cache))
            for _ in range(workers)
        ]
        pick = random.Random(label)
        client = apps[0].test_client()
        moves: list[Callable[[], bytes]] = []
        for plan in plans:
            created = client.post("/v1/sessions", json=plan.create_body()).get_json()
            path = f"/v1/sessions/{created['id']}/moves"
            for version, move in enumerate(plan.moves):
                body = orjson.dumps({"move": move, "expected_version": version})
                auth = {"Authorization": f"Bearer {created['seats'][move['player']]}"}
                moves.append(wsgi_caller(pick.choice(apps), path, body, auth))
        warm, timed = moves[: len(plans)], moves[len(plans) :]  # the first move of each
        for call in warm:
            call()
        started = time.thread_time()
        for call in timed:  # each legal once, in order, so each is applied (200)
            call()
        rows.append((label, (time.thread_time() - started) / len(timed) * 1e6))
        for app in apps:
            app.extensions["store"].close()

    rows.append(("chaining the entry (proofs.link)", chain_link_us(game, plans)))

    store = RedisStore(redis_url, recent_sessions=0)
    session_id = f"profile-commit-{secrets.token_hex(8)}"
    record = {"game": game_id, "state": workloads.mid_game(game)[0], "seats": {}}
    store.create(session_id, record, 3600)
    versions = iter(range(10**9))

    def commit() -> Any:
        return store.commit(session_id, next(versions), record, {"move": {}}, 3600)

    rows[:0] = per_call_us(
        [("store.get (HMGET)", lambda: store.get(session_id)), ("store.commit (Lua)", commit)],
        rounds=10,
    )
    store.close()
    return rows


def chain_link_us(game: Game, plans: list[workloads.SessionPlan]) -> float:
    """CPU µs a session move spends joining its log entry to the chain: the HMAC of the
    state it made and the chained SHA-256 (service/proofs.py), on the plans' own moves."""
    links: list[tuple[dict[str, Any], State]] = []
    for plan in plans:
        for version, step in enumerate(workloads.playout(game, plan.seed, len(plan.moves)), 1):
            entry = {"version": version, "move": step.move, "events": step.outcome.events}
            links.append((entry, step.outcome.state))
    head = proofs.anchor(game.id, 1, plans[0].players, {}, plans[0].players[0], "0" * 64)

    def chain_all() -> None:
        for entry, state in links:
            proofs.link(head, state["seed"], entry, proofs.canonical(state))

    best = min(timeit.repeat(chain_all, timer=time.thread_time, number=1, repeat=7))
    return best / len(links) * 1e6


def top_functions(service: Flask, game_id: str, count: int) -> str:
    raw = orjson.dumps(workloads.validate_body(REGISTRY[game_id]))
    call = wsgi_caller(service, f"/v1/games/{game_id}/validate-move", raw)
    profiler = cProfile.Profile()
    profiler.runcall(lambda: [call() for _ in range(3000)])
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(count)
    return out.getvalue()


def profile_sessions(game_ids: list[str]) -> int:
    with tempfile.TemporaryDirectory() as workdir:
        log = Path(workdir) / "redis.log"
        with procs.redis_server(log) as redis_url:
            for game_id in game_ids:
                rows = session_stages(game_id, redis_url)
                print(f"\nsession move {game_id}: us per call (CPU time of this thread)")
                for label, us in rows:
                    print(f"  {label:<38}{us:>9.1f}")
                figures = dict(rows)
                held = figures["whole move, snapshot held"]
                chaining = figures["chaining the entry (proofs.link)"]
                print(f"  chaining / whole move (snapshot held): {chaining / held:.1%}")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.profile", description=__doc__)
    p.add_argument("--games", nargs="+", choices=sorted(REFEREES), help="default: all served")
    p.add_argument("--cprofile", type=int, default=0, metavar="N", help="print the top N")
    p.add_argument("--sessions", action="store_true", help="a session move on a local Redis")
    args = p.parse_args(argv)
    if args.sessions:
        return profile_sessions(args.games or list(REFEREES))
    service = create_app(Settings(), store=MemoryStore())
    unmetered = create_app(Settings(metrics=False), store=MemoryStore())
    reference = workloads.ceiling_game(next(iter(REGISTRY.values())))
    with tempfile.NamedTemporaryFile(suffix=".json") as reply:
        reply.write(workloads.ceiling_reply(reference))
        reply.flush()
        os.environ["BENCH_CEILING_BODY"] = reply.name
        from .ceiling_app import create_app as create_ceiling

        ceiling = create_ceiling()
    for game_id in args.games or REFEREES:
        rows = stages(game_id, ceiling, service, unmetered)
        print(f"\nvalidate-move {game_id}: us per call (CPU time, best of 40 short runs)")
        for label, us in rows:
            print(f"  {label:<38}{us:>9.1f}")
        times = dict(rows)
        parts = ("orjson.loads(request body)", "= referee.validate_move (no JSON)")
        own = sum(times[k] for k in parts) + times["orjson.dumps(reply)"]
        flask = times["whole request via Flask WSGI"] - own
        print(f"  {'Flask/werkzeug around it (rest)':<38}{flask:>9.1f}")
        if args.cprofile:
            print(top_functions(service, game_id, args.cprofile))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
