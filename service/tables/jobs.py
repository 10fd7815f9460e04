"""The table's jobs on Dramatiq (JOBS=dramatiq): scheduled by any host, run by job workers
(`python -m service.tables.worker`, deploy/compose.yaml's `jobs`) on the session Redis.

Why Dramatiq: a delayed message is held by the worker that fetched it and stays in Redis
as unacknowledged until it has run, so a worker killed with `kill -9` loses nothing: its
heartbeat stops, and the next worker's maintenance puts its messages back within
HEARTBEAT_TIMEOUT_MS. RQ's scheduler holds a lock a dead worker keeps for a minute, and
others look for it every two (a timeout late by minutes); arq enqueues only from asyncio.
A job that runs twice (a message put back after its worker died mid-job) is harmless:
it commits with a compare-and-set on the version it was scheduled for (driver.py), and
a delivery moves its cursor by one (service/hooks/deliver.py).

What Dramatiq alone does not do: give back the delayed messages a *live* worker forgot.
Its consumer drops what it holds in memory on a connection error (a Redis restart), while
Redis still lists those messages as that worker's, and they are put back only once the
worker stops heartbeating, which a live worker never does (dramatiq#527): each deadline
it held would wait for the worker's restart. So the broker takes a new worker id after a
connection error (`_RedisBroker`): the old id falls silent, and maintenance puts its
messages back within HEARTBEAT_TIMEOUT_MS of the error."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit
from uuid import uuid4

import dramatiq
import redis
from dramatiq.brokers.redis import RedisBroker
from dramatiq.middleware import AgeLimit, Callbacks, Pipelines, Retries, ShutdownNotifications
from dramatiq.middleware.time_limit import TimeLimit

from .turns import now_ms

log = logging.getLogger(__name__)

QUEUE = "tables"
ACTOR = "act"
# Webhook deliveries: a queue of their own, so each kind is fetched on its own.
HOOKS_QUEUE = "hooks"
HOOKS_ACTOR = "deliver"
NAMESPACE = "meow-referee-jobs"
# A worker that has not been heard from for this long is taken for dead and its messages
# are put back; live workers are heard from at every poll (WORKER_TIMEOUT_MS).
HEARTBEAT_TIMEOUT_MS = 3000
# The share (per million) of broker calls that look for dead workers: with a poll every
# WORKER_TIMEOUT_MS on each queue, some twice a second per worker thread.
MAINTENANCE_CHANCE = 25_000
# How long an idle worker waits between polls, so a job due now starts within this.
# Measured back to back (bench/RUNS.md): a bot's move after its delay, p99, greedy 116 ms
# and mcts 183 ms at 25 ms, against 177 and 289 ms at 100 ms (the goal is 200 ms); an
# idle worker costs 4.5% of a core (1.25% at 100 ms), and Redis 1.35% (0.45%).
WORKER_TIMEOUT_MS = 25
# A job is one bot decision and one commit: well under a second at the default levels.
TIME_LIMIT_MS = 30_000
# A job that raised (not a store outage: the driver retries those itself) is tried again
# a few times, then dropped and logged; its session's next read schedules it again.
MAX_RETRIES = 3


class _RedisBroker(RedisBroker):
    """Dramatiq's Redis broker, under a new worker id after each connection error (see
    the module's docstring). A message the worker still held and ran after all is acked
    under the new id, so the old one's maintenance puts it back and it runs twice:
    harmless, as any retried job."""

    def _dispatch(self, command: str) -> Callable[..., Any]:
        dispatch: Callable[..., Any] = super()._dispatch(command)  # type: ignore[no-untyped-call]

        def dispatch_or_retire(queue_name: str, *args: Any) -> Any:
            try:
                return dispatch(queue_name, *args)
            except (redis.ConnectionError, redis.TimeoutError) as exc:
                retired, self.broker_id = self.broker_id, str(uuid4())
                log.warning("jobs: %s; worker %s is now %s", exc, retired, self.broker_id)
                raise

        return dispatch_or_retire


def jobs_url(redis_url: str) -> str:
    """The session Redis with another database (1, or 0 where the sessions use another):
    Dramatiq's maintenance runs KEYS over its own database to find a dead worker's
    messages, which must not walk every session's keys."""
    parts = urlsplit(redis_url)
    if parts.scheme == "unix":
        query = dict(parse_qsl(parts.query))
        query["db"] = "1" if int(query.get("db") or 0) == 0 else "0"
        return f"unix://{parts.netloc}{parts.path}?{urlencode(query)}"  # keeps its "//"
    db = int(parts.path.strip("/") or 0)
    return urlunsplit(parts._replace(path="/1" if db == 0 else "/0"))


def broker_for(redis_url: str) -> RedisBroker:
    """The jobs' broker on the session Redis `redis_url`, in its own database (jobs_url)."""
    broker = _RedisBroker(  # type: ignore[no-untyped-call]
        url=jobs_url(redis_url),
        namespace=NAMESPACE,
        heartbeat_timeout=HEARTBEAT_TIMEOUT_MS,
        maintenance_chance=MAINTENANCE_CHANCE,
        middleware=[
            AgeLimit(),
            TimeLimit(time_limit=TIME_LIMIT_MS),
            ShutdownNotifications(),
            Callbacks(),
            Pipelines(),
            Retries(max_retries=MAX_RETRIES, min_backoff=500, max_backoff=5000),
        ],
    )
    broker.declare_queue(QUEUE)
    broker.declare_queue(HOOKS_QUEUE)
    return broker


def actor_for(broker: RedisBroker, fn: Callable[[str, int], Any]) -> dramatiq.Actor[Any, Any]:
    """The jobs' actor on `broker`: one name and queue, whichever process declares it."""
    return dramatiq.Actor(
        fn, broker=broker, actor_name=ACTOR, queue_name=QUEUE, priority=0, options={}
    )


def deliver_actor_for(
    broker: RedisBroker, fn: Callable[[str, int], Any]
) -> dramatiq.Actor[Any, Any]:
    """The webhook deliveries' actor on `broker` (service/hooks/deliver.py)."""
    return dramatiq.Actor(
        fn,
        broker=broker,
        actor_name=HOOKS_ACTOR,
        queue_name=HOOKS_QUEUE,
        priority=0,
        options={},
    )


def _not_here(session_id: str, argument: int) -> None:
    raise RuntimeError("table jobs run on the job workers (service.tables.worker)")


class DramatiqScheduler:
    """The web side: sends each job as a delayed message."""

    durable = True

    def __init__(self, redis_url: str) -> None:
        self.broker = broker_for(redis_url)
        self.actor = actor_for(self.broker, _not_here)
        self.hooks = deliver_actor_for(self.broker, _not_here)

    def at(self, due_ms: int, session_id: str, version: int) -> None:
        delay = max(0, int(due_ms) - now_ms())
        self.actor.send_with_options(args=(session_id, version), delay=delay)

    def deliver(self, due_ms: int, session_id: str, retry_at: int = 0) -> None:
        delay = max(0, int(due_ms) - now_ms())
        self.hooks.send_with_options(args=(session_id, retry_at), delay=delay)

    def close(self) -> None:
        self.broker.close()
