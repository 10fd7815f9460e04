"""A referee killed while a webhook delivery is in flight loses no event, and the
receiver sees every event once after dropping repeats by `webhook-id`, in order. In
process (gunicorn on Redis, `kill -9` of its whole process group): the next instance on
the same Redis resumes from the store's cursor when the session is next read. With
JOBS=dramatiq: the job worker is killed, and the next one runs its message again."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson

from bench import procs
from tests.redis_server import ExternalRedis, RedisServer
from tests.webhook_receiver import Delivery, receiving

from .workers import eventually

APP = "service.app:create_app()"


def call(server: procs.Server, method: str, path: str, body: Any = None, token: str = "") -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = procs.request(server.url, method, path, body, headers)
    assert answer is not None, f"no answer to {method} {path}"
    status, raw = answer
    assert status < 300, (status, raw[:300])
    return orjson.loads(raw) if raw else None


def move(server: procs.Server, created: dict[str, Any]) -> int:
    """The first legal move of whoever acts; the version it made."""
    sid = created["id"]
    seat = call(server, "GET", f"/v1/sessions/{sid}")["to_act"][0]
    token = created["seats"][seat]
    legal = call(server, "GET", f"/v1/sessions/{sid}/legal-moves", token=token)
    made: int = call(
        server, "POST", f"/v1/sessions/{sid}/moves", {"move": legal["moves"][0]}, token
    )["version"]
    return made


def holding_version_two(held: threading.Event, let_go: threading.Event) -> Any:
    """A receiver's answer: 200, but the first delivery of version 2 is held (`held` set)
    until `let_go`, so that the referee's side can be killed while it is in flight."""

    def answer(delivery: Delivery) -> int:
        if delivery.id.endswith(":2") and not held.is_set():
            held.set()
            let_go.wait(20)
        return 200

    return answer


def referee_env(redis_url: str, receiver_url: str, jobs: str) -> dict[str, str]:
    return {
        **os.environ,
        "REDIS_URL": redis_url,
        "WEB_CONCURRENCY": "1",
        "JOBS": jobs,
        "WEBHOOK_ALLOWED": receiver_url,
        "CREATE_RATE_LIMIT": "",
    }


def test_a_referee_killed_mid_delivery_delivers_everything_once_restarted(
    redis_node: RedisServer | ExternalRedis, tmp_path: Path
) -> None:
    held, let_go = threading.Event(), threading.Event()
    with receiving() as receiver:
        receiver.answer = holding_version_two(held, let_go)
        env = referee_env(redis_node.url, receiver.url, "inprocess")
        port = procs.free_port()
        with procs.gunicorn(APP, env, tmp_path / "first.log", port=port) as first:
            body = {"game": "meow10", "players": ["ann", "bob"], "seed": "restart-1"}
            created = call(
                first, "POST", "/v1/sessions", {**body, "webhook": {"url": receiver.url}}
            )
            sid = created["id"]
            assert [move(first, created) for _ in range(2)] == [1, 2]
            assert held.wait(20), f"version 2 never came: {[d.id for d in receiver.kept()]}"
            # The delivery of version 2 is in flight: moves land all the same.
            assert [move(first, created) for _ in range(2)] == [3, 4]
            os.killpg(first.master_pid, signal.SIGKILL)
            eventually(lambda: procs.request(first.url, "GET", "/healthz") is None, "its death")
        let_go.set()
        assert [d.id for d in receiver.kept()] == [f"{sid}:1", f"{sid}:2"]
        with procs.gunicorn(APP, env, tmp_path / "second.log", port=port) as second:
            call(second, "GET", f"/v1/sessions/{sid}")  # a read resumes its deliveries
            receiver.wait_for(f"{sid}:4")
            call(second, "DELETE", f"/v1/sessions/{sid}", token=created["host"])
            receiver.wait_for(f"{sid}:end")
        came = receiver.kept()
    ids = [d.id for d in came]
    assert ids[:2] == [f"{sid}:1", f"{sid}:2"]
    assert ids.count(f"{sid}:2") == 2, ids  # sent again: its answer never reached the dead one
    expected = [f"{sid}:{v}" for v in (1, 2, 3, 4)] + [f"{sid}:end"]
    assert [d.id for d in receiver.distinct(sid)] == expected
    for delivery in came:
        delivery.verified(created["webhook_secret"])


@contextmanager
def job_worker(env: dict[str, str], log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """`python -m service.tables.worker`, as deploy/compose.yaml's `jobs` runs it."""
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "service.tables.worker", "--threads", "2"],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        yield proc
    finally:
        procs.stop_group(proc)


def test_a_job_worker_killed_mid_delivery_loses_nothing(
    redis_node: RedisServer | ExternalRedis, tmp_path: Path
) -> None:
    """JOBS=dramatiq: the delivery is a message in Redis; the worker killed while it is in
    flight never acknowledged it, and the next worker runs it again (service/tables/jobs.py:
    within the 3 s heartbeat), with no read of the session needed."""
    held, let_go = threading.Event(), threading.Event()
    with receiving() as receiver:
        receiver.answer = holding_version_two(held, let_go)
        env = referee_env(redis_node.url, receiver.url, "dramatiq")
        with procs.gunicorn(APP, env, tmp_path / "web.log") as web:
            body = {"game": "meow10", "players": ["ann", "bob"], "seed": "restart-2"}
            created = call(web, "POST", "/v1/sessions", {**body, "webhook": {"url": receiver.url}})
            sid = created["id"]
            with job_worker(env, tmp_path / "first.log") as first:
                assert [move(web, created) for _ in range(2)] == [1, 2]
                assert held.wait(20), f"version 2 never came: {[d.id for d in receiver.kept()]}"
                assert [move(web, created) for _ in range(2)] == [3, 4]
                os.killpg(first.pid, signal.SIGKILL)
                first.wait(10)
            let_go.set()
            call(web, "DELETE", f"/v1/sessions/{sid}", token=created["host"])
            with job_worker(env, tmp_path / "second.log"):
                receiver.wait_for(f"{sid}:end")
        came = receiver.kept()
    ids = [d.id for d in came]
    # Held, version 2 was sent at least twice: by the worker killed (again after each of
    # its timeouts, on a slow machine) and by the next one, which ran it unacknowledged:
    # a session's deliveries go in order, so 3, 4 and the end came only after it.
    assert ids.count(f"{sid}:2") >= 2, ids
    expected = [f"{sid}:{v}" for v in (1, 2, 3, 4)] + [f"{sid}:end"]
    assert [d.id for d in receiver.distinct(sid)] == expected
    for delivery in came:
        delivery.verified(created["webhook_secret"])
