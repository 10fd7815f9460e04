"""`python -m bench.profile`: where one validate-move request spends its time, in-process.

Times each stage on the same mid-game body the HTTP benchmark posts (CPU time, best of 40):
orjson decode, marshmallow load, engine load_state / load_move / apply, building the
reply and orjson encode, then the whole request through Flask's WSGI app (no socket, no
gunicorn) and the bare ceiling app the same way. `--cprofile` adds the top functions.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import tempfile
import time
import timeit
from collections.abc import Callable
from typing import Any

import orjson
from flask import Flask
from werkzeug.test import EnvironBuilder

from engines import REGISTRY
from service.app import create_app
from service.config import Settings
from service.referee import REFEREES
from service.store import MemoryStore

from . import workloads


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


def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
    return None


def wsgi_caller(app: Flask, path: str, raw: bytes) -> Callable[[], bytes]:
    """One full request through the WSGI app; the environ is built once, outside the timing."""
    base = EnvironBuilder(path=path, method="POST", data=raw).get_environ()

    def call() -> bytes:
        environ = dict(base)
        environ["wsgi.input"] = io.BytesIO(raw)
        return b"".join(app.wsgi_app(environ, start_response))

    return call


def stages(game_id: str, ceiling: Flask, service: Flask) -> list[tuple[str, float]]:
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
        ("marshmallow load (validate schema)", lambda: load(body)),
        ("engine load_state", lambda: referee.load_state(data["state"])),
        ("engine load_move", lambda: referee.load_move(state, data["move"])),
        ("engine apply", lambda: game.apply(state, move)),
        ("orjson.dumps(reply)", lambda: orjson.dumps(reply)),
        ("= referee.validate_move (no JSON)", lambda: referee.validate_move(body)),
        ("whole request via Flask WSGI", wsgi_caller(service, path, raw)),
        ("ceiling app via Flask WSGI", wsgi_caller(ceiling, path, raw)),
    ]
    return per_call_us(rows)


def top_functions(service: Flask, game_id: str, count: int) -> str:
    raw = orjson.dumps(workloads.validate_body(REGISTRY[game_id]))
    call = wsgi_caller(service, f"/v1/games/{game_id}/validate-move", raw)
    profiler = cProfile.Profile()
    profiler.runcall(lambda: [call() for _ in range(3000)])
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(count)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.profile", description=__doc__)
    p.add_argument("--games", nargs="+", choices=sorted(REFEREES), help="default: all served")
    p.add_argument("--cprofile", type=int, default=0, metavar="N", help="print the top N")
    args = p.parse_args(argv)
    service = create_app(Settings(), store=MemoryStore())
    reference = REGISTRY.get("meow10") or next(iter(REGISTRY.values()))
    with tempfile.NamedTemporaryFile(suffix=".json") as reply:
        reply.write(orjson.dumps(workloads.mid_game(reference)[0]))
        reply.flush()
        os.environ["BENCH_CEILING_BODY"] = reply.name
        from .ceiling_app import create_app as create_ceiling

        ceiling = create_ceiling()
    for game_id in args.games or REFEREES:
        rows = stages(game_id, ceiling, service)
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
