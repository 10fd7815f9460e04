"""Tables in the production shape, as real processes: one redis-server, gunicorn hosts
(host A with sync workers, host B with the gevent worker, which also serves streams)
with JOBS=dramatiq, and job workers (`python -m service.tables.worker`), all on loopback.

Which worker holds a session's deadline is read from Redis: Dramatiq keeps the ids of
the messages a worker has fetched in `<namespace>:__acks__.<broker id>.<queue>`, and a
worker names its broker id when it starts (service/tables/worker.py)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import orjson
import redis

from bench import procs
from service.tables.jobs import NAMESPACE, QUEUE, jobs_url
from tests.redis_server import RedisServer, running

# What every process runs with: the jobs on the session Redis, a bot that moves 50 ms
# after its turn comes (the default 600 ms would only make the games slower), and no
# creation limit (the tests create sessions by the dozen from one address).
ENV = {"JOBS": "dramatiq", "BOT_DELAY_MS": "50", "CREATE_RATE_LIMIT": ""}
START_S = 30.0  # a process that is not ready within this is broken, not slow
DELAYED = f"{QUEUE}.DQ"  # the queue of delayed messages: the jobs due later


def deadline_ms(rfc3339: str) -> int:
    """A `clock.deadline` (RFC 3339, milliseconds, Z) as epoch milliseconds."""
    moment = datetime.fromisoformat(rfc3339.replace("Z", "+00:00"))
    return round(moment.timestamp() * 1000)


def call(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    """One request over a real socket: (status, JSON body or None)."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = procs.request(base, method, path, body, headers)
    assert answer is not None, f"{base} did not answer {method} {path}"
    return answer[0], orjson.loads(answer[1]) if answer[1] else None


@dataclass(eq=False)  # one process, one worker: compared (and hashed) by identity
class Worker:
    """One job worker process, in a process group of its own."""

    name: str
    proc: subprocess.Popen[bytes]
    log: Path
    broker_id: str = ""

    def wait_ready(self) -> None:
        ends = time.monotonic() + START_S
        while time.monotonic() < ends:
            found = re.search(r"table jobs: .* as (\S+)", self.log.read_text(errors="replace"))
            if found:
                self.broker_id = found.group(1)
                return
            assert self.proc.poll() is None, f"worker {self.name} exited: {self.tail()}"
            time.sleep(0.05)
        raise AssertionError(f"worker {self.name} not ready within {START_S} s: {self.tail()}")

    def kill(self) -> None:
        """kill -9: no shutdown, nothing given back; Redis still lists what it held."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=START_S)

    def stop(self) -> None:
        procs.stop_group(self.proc)

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]


@dataclass
class Cluster:
    redis: RedisServer
    hosts: list[str]
    tmp: Path
    workers: list[Worker] = field(default_factory=list)
    client: Any = None

    def start_worker(self, name: str) -> Worker:
        env = {**os.environ, **ENV, "REDIS_URL": self.redis.url}
        log = self.tmp / f"worker-{name}.log"
        with log.open("wb") as out:
            proc = subprocess.Popen(
                [sys.executable, "-m", "service.tables.worker", "--threads", "2"],
                cwd=procs.ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        worker = Worker(name, proc, log)
        self.workers.append(worker)
        worker.wait_ready()
        return worker

    def live_workers(self) -> list[Worker]:
        return [w for w in self.workers if w.proc.poll() is None]

    def holder(self, session_id: str, version: int) -> Worker | None:
        """The live worker whose memory holds the delayed job of `session_id` at
        `version` (its message id is in the worker's set of fetched messages)."""
        held = self.client.hgetall(f"{NAMESPACE}:{DELAYED}.msgs")
        ids = {
            key.decode()
            for key, data in held.items()
            if orjson.loads(data)["args"] == [session_id, version]
        }
        for worker in self.live_workers():
            fetched = self.client.smembers(f"{NAMESPACE}:__acks__.{worker.broker_id}.{DELAYED}")
            if ids & {m.decode() for m in fetched}:
                return worker
        return None

    def create(self, base: str, **body: Any) -> dict[str, Any]:
        status, created = call(base, "POST", "/v1/sessions", body)
        assert status == 201, created
        found: dict[str, Any] = created
        return found

    def log(self, session_id: str, host: int = 0) -> list[dict[str, Any]]:
        """The session's log, through GET .../log (which, unlike GET /v1/sessions/{id},
        never schedules an overdue turn again: a test that reads it sees the jobs alone)."""
        status, body = self.read_log(session_id, host)
        assert status == 200, body
        moves: list[dict[str, Any]] = body["moves"]
        return moves

    def read_log(self, session_id: str, host: int = 0) -> tuple[int, Any]:
        found: tuple[int, Any] = call(
            self.hosts[host], "GET", f"/v1/sessions/{session_id}/log?limit=1000"
        )
        return found

    def end(self, created: dict[str, Any]) -> None:
        """End a session with its host token, so its clock stops loading the workers."""
        status, body = call(
            self.hosts[0], "DELETE", f"/v1/sessions/{created['id']}", token=created["host"]
        )
        assert status == 204, body


@contextmanager
def cluster(
    tmp: Path, workers: int = 2, hosts: int = 2, redis_extra: tuple[str, ...] = ()
) -> Iterator[Cluster]:
    """`hosts` gunicorn hosts (A sync, B gevent) and `workers` job workers on a
    redis-server of their own; every process is stopped on the way out, by its id."""
    with ExitStack() as stack:
        server = stack.enter_context(running(lambda d: RedisServer(d, extra=redis_extra)))
        env = {
            **os.environ,
            **ENV,
            "REDIS_URL": server.url,
            "WEB_CONCURRENCY": "2",
            "STREAM_HEARTBEAT": "1",
        }
        bases = []
        for index, worker_class in enumerate(("sync", "gevent")[:hosts]):
            name = "AB"[index]
            host_env = {**env, "GUNICORN_WORKER_CLASS": worker_class}
            made = procs.gunicorn(procs.SERVICE_APP, host_env, tmp / f"host-{name}.log")
            bases.append(stack.enter_context(made).url)
        client = redis.Redis.from_url(jobs_url(server.url))  # where the jobs' keys are
        stack.callback(client.close)
        made_cluster = Cluster(server, bases, tmp, client=client)
        try:
            for index in range(workers):
                made_cluster.start_worker(f"w{index + 1}")
            yield made_cluster
        finally:
            for worker in made_cluster.workers:
                worker.stop()
