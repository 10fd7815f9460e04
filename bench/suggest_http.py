"""`python -m bench.suggest_http`: how long a bot's suggestion takes over HTTP (issue #34's
goal: p99 ≤ 150 ms at the default level), beside the same question asked in-process.

gunicorn serves with the production config (its default workers, a throw-away
redis-server) and is sent `POST /v1/games/{game}/suggest` one request at a time, over
loopback, for `--positions` positions per game: each the seat to act's view (as
`GET /v1/sessions/{id}` shows it) and public log after a seeded number of random moves
from a seeded deal. Each question is asked once in-process too (`bots.suggest`), so the
figure says what HTTP adds. Times are wall-clock: on a shared machine they rise with its
load, which is printed beside them.
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import bots
from bench import procs
from bench.simulate.stats import percentile
from bots.match import seat_to_act
from service.referee import REFEREES

GOAL_P99_MS = 150.0
PLAYERS = ["ann", "bob"]


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.suggest_http", description=__doc__)
    p.add_argument("--games", nargs="+", choices=sorted(bots.PLAYERS), help="default: all")
    p.add_argument("--positions", type=int, default=100, help="questions per game")
    p.add_argument("--level", default="mcts", choices=[lv.value for lv in bots.Level])
    return p.parse_args(argv)


def questions(game: str, count: int) -> Iterator[dict[str, Any]]:
    """Suggest bodies: the seat to act's view and log, `i % 40` random moves into deal i."""
    referee = REFEREES[game]
    rules = referee.rules
    made = 0
    for seed in range(10 * count):
        if made == count:
            return
        rnd = random.Random(seed)
        state = rules.setup(PLAYERS, None, f"suggest-{seed}", None, None)
        log: list[dict[str, Any]] = []
        for version in range(1, seed % 40 + 1):
            seat = seat_to_act(rules, state)
            if seat is None:
                break
            move = rnd.choice(list(rules.seat_moves(state, seat)))
            step = rules.apply(state, move)
            entry = {"move": rules.move_to_wire(move), "events": step.events}
            log.append({"version": version, **entry, "result": step.result})
            state = step.state
        seat = seat_to_act(rules, state)
        if seat is None:
            continue
        view = referee.shown(rules.to_wire(state), seat)["state"]
        made += 1
        yield {"view": view, "seat": seat, "log": log}


def asked(url: str, game: str, level: str, positions: int) -> tuple[list[float], list[float]]:
    """Each question's time over HTTP and in-process, in ms."""
    http: list[float] = []
    local: list[float] = []
    for body in questions(game, positions):
        start = time.perf_counter()
        answer = procs.request(
            url, "POST", f"/v1/games/{game}/suggest", {**body, "level": level}, timeout_s=30
        )
        http.append((time.perf_counter() - start) * 1000)
        if answer is None or answer[0] != 200:
            raise procs.BenchError(f"{game}: suggest got {answer!r:.300}")
        knowledge = bots.Knowledge(body["seat"], body["view"], body["log"])
        start = time.perf_counter()
        bots.suggest(game, knowledge, level=level, seed="bench")
        local.append((time.perf_counter() - start) * 1000)
    return http, local


def measure(args: argparse.Namespace) -> int:
    games = args.games or sorted(bots.PLAYERS)
    failed = False
    with tempfile.TemporaryDirectory(prefix="bench-suggest-") as tmp:
        work = Path(tmp)
        with procs.redis_server(work / "redis.log") as redis_url:
            env = {**os.environ, "REDIS_URL": redis_url, "CREATE_RATE_LIMIT": ""}
            with procs.gunicorn("service.app:create_app()", env, work / "gunicorn.log") as server:
                print(f"load average before: {os.getloadavg()[0]:.2f}")
                print(f"{'game':10} {'http p50':>9} {'p99':>7} {'max':>7} {'in-process p99':>15}")
                for game in games:
                    http, local = asked(server.url, game, args.level, args.positions)
                    p99 = percentile(http, 99)
                    failed |= p99 > GOAL_P99_MS
                    verdict = "PASS" if p99 <= GOAL_P99_MS else "FAIL"
                    print(
                        f"{game:10} {percentile(http, 50):9.1f} {p99:7.1f} {max(http):7.1f}"
                        f" {percentile(local, 99):15.1f}   ms  {verdict} (p99 <= {GOAL_P99_MS:.0f})"
                    )
                print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    return procs.guarded(lambda: measure(args))


if __name__ == "__main__":
    raise SystemExit(main())
