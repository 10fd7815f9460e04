"""Every metric the referee keeps, and GET /metrics (Prometheus text format).

docs/operations.md lists them. Under gunicorn the workers are separate processes, so
each keeps its figures in files of its own in PROMETHEUS_MULTIPROC_DIR (prometheus_client's
multiprocess mode, chosen when prometheus_client is first imported: service/gunicorn_conf.py
makes the directory before anything imports it), and a scrape, whichever worker takes it,
adds up every worker's files, those of workers that have exited included (their totals
still count; their open streams do not: gunicorn_conf's child_exit). Without the
directory (one process: tests, a bare `flask run`) the figures live in this process and
a scrape reads them directly.

A request's figures (its answer, its latency) and a session move's are counted in plain
dicts of this process (`_Pending`) and handed to prometheus_client in batches, every
FLUSH_S by a thread of each process, before a scrape by the process answering it, and
as a worker exits; so a scrape sees another worker's latest requests within FLUSH_S.

Labels never carry what a caller chose: a route is its Flask rule (`<session_id>`, never
an id), a method outside HTTP's own is `other`, a game and a reason code come from the
engines, an error from redis-py's exception types.
"""

from __future__ import annotations

import math
import os
import threading
import time
from bisect import bisect_left
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from time import perf_counter
from typing import Any, TypeVar

from flask import Flask, Response
from prometheus_client import (
    CONTENT_TYPE_PLAIN_0_0_4,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    generate_latest,
    multiprocess,
    values,
)
from redis.retry import Retry

from engines import IllegalMove

from . import current
from .apidoc import NotInSpec
from .config import Settings

T = TypeVar("T")

# Chosen by prometheus_client at its import, from PROMETHEUS_MULTIPROC_DIR.
MULTIPROCESS = bool(getattr(values.ValueClass, "_multiprocess", False))
# `_created` series: multiprocess mode has none, so one process shows none either.
disable_created_metrics()  # type: ignore[no-untyped-call]

REGISTRY = CollectorRegistry()  # this process's figures (read when not in multiprocess mode)
# A validate-move takes about a millisecond, a session move one or two; a scrape per
# bucket costs little, a bucket per request nothing (only the first that fits is kept).
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0)

REQUESTS = Counter(
    "meow_http_requests",
    "Answers, by route (the URL rule), method and status.",
    ["route", "method", "status"],
    registry=REGISTRY,
)
LATENCY = Histogram(
    "meow_http_request_duration_seconds",
    "Time from the request reaching Flask to its answer being ready to send (a stream: "
    "until it opens), by route and method.",
    ["route", "method"],
    buckets=LATENCY_BUCKETS,
    registry=REGISTRY,
)
MOVES = Counter(
    "meow_moves_applied",
    "Session moves committed, by game.",
    ["game"],
    registry=REGISTRY,
)
ILLEGAL = Counter(
    "meow_illegal_moves",
    "Moves the rules refused, by game, reason code and endpoint (validate-move and replay "
    "answer legal/valid false; a session move is a 422 illegal-move).",
    ["game", "code", "endpoint"],
    registry=REGISTRY,
)
SESSIONS = Counter(
    "meow_sessions_created",
    "Sessions created, by game.",
    ["game"],
    registry=REGISTRY,
)
STORE_ERRORS = Counter(
    "meow_store_errors",
    "Session store calls answered StoreUnavailable (a 503), by redis-py's error type, or "
    "`paused` for those refused at once in the second after a failure.",
    ["error"],
    registry=REGISTRY,
)
STORE_RETRIES = Counter(
    "meow_store_retries",
    "Commands or connections to Redis tried again by redis-py after a refused or dropped "
    "connection (bounded: service/store/redis_store.py).",
    registry=REGISTRY,
)
STREAMS = Gauge(
    "meow_streams_open",
    "Streams open (or opening) in the live worker processes.",
    registry=REGISTRY,
    multiprocess_mode="livesum",
)

METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
UNMATCHED = "(unmatched)"  # no route matched: a 404, or a 405 for the method
_START = "meow_referee.metrics_start"
_BOUNDS = (*LATENCY_BUCKETS, math.inf)  # prometheus_client's buckets: +Inf last
FLUSH_S = 1.0  # the longest this process's counts wait before any scrape sees them


def init_metrics(app: Flask, settings: Settings) -> None:
    """Count every answer and serve GET /metrics, unless METRICS is off."""
    if not settings.metrics:
        return
    # The clock starts as the request enters Flask's WSGI app; a before_request hook
    # would start it later and cost more (bench/RUNS.md).
    inner = app.wsgi_app

    def timed(environ: dict[str, Any], start_response: Any) -> Any:
        environ[_START] = perf_counter()
        return inner(environ, start_response)

    app.wsgi_app = timed  # type: ignore[method-assign]
    app.after_request(_answered)
    app.add_url_rule("/metrics", "metrics", scrape, methods=["GET"])


class _Tally:
    """One (rule, method, status)'s answers since they last went to prometheus_client."""

    __slots__ = ("answers", "seconds", "buckets")

    def __init__(self) -> None:
        self.answers = 0
        self.seconds = 0.0
        self.buckets = [0] * len(_BOUNDS)  # observations by the first bucket that holds them


class _Pending:
    """What this process has counted and not yet handed to prometheus_client.

    A request adds to a dict under one lock, where prometheus_client's multiprocess
    values take a lock and write the worker's file for each of a request's figures (the
    answer, the latency's sum and its bucket, a session's move): 16-20 k fewer of a
    validate-move's 1.7 M instructions, 32 k of a session move's 2.1 M (1.5%;
    bench.instructions). The counts are handed over in batches: every FLUSH_S by a
    thread of this process, by the process answering a scrape before it reads, and by a
    worker as it exits (gunicorn_conf's worker_exit)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.answers: dict[tuple[str | None, str, int], _Tally] = {}
        self.moves: dict[str, int] = {}
        self.flushing = False  # whether this process's flushing thread runs

    def answered(self, key: tuple[str | None, str, int], took: float | None) -> None:
        with self.lock:
            tally = self.answers.get(key)
            if tally is None:
                tally = self.answers[key] = _Tally()
            tally.answers += 1
            if took is not None:
                tally.seconds += took
                tally.buckets[bisect_left(_BOUNDS, took)] += 1
        if not self.flushing:
            self.flushing = True
            threading.Thread(target=self._flush_every, name="metrics", daemon=True).start()

    def moved(self, game: str) -> None:
        with self.lock:
            self.moves[game] = self.moves.get(game, 0) + 1

    def flush(self) -> None:
        with self.lock:
            answers, self.answers = self.answers, {}
            moves, self.moves = self.moves, {}
        for key, tally in answers.items():
            counter, histogram = _labelled(*key)
            counter.inc(tally.answers)
            if any(tally.buckets):
                _observed(histogram, tally)
        for game, count in moves.items():
            MOVES.labels(game).inc(count)

    def _flush_every(self) -> None:
        while True:
            time.sleep(FLUSH_S)  # the module's: gevent's when a stream worker patched it
            self.flush()

    def forked(self) -> None:
        """In a forked child (a gunicorn worker): nothing counted yet, no thread yet."""
        self.lock = threading.Lock()
        self.answers, self.moves = {}, {}
        self.flushing = False


_pending = _Pending()
os.register_at_fork(after_in_child=_pending.forked)
flush = _pending.flush


def _answered(response: Response) -> Response:
    req = current.this_request()
    rule = req.url_rule
    started = req.environ.get(_START)
    _pending.answered(
        (rule.rule if rule is not None else None, req.method, response.status_code),
        None if started is None else perf_counter() - started,
    )
    return response


def _observed(histogram: Histogram, tally: _Tally) -> None:
    """What Histogram.observe does for each observation (add it to the sum and count it
    in the first bucket that holds it), done once for a batch of them: observe takes one
    value. tests/http/test_metrics_batches.py holds the figures to observe's."""
    histogram._sum.inc(tally.seconds)
    for bucket, count in zip(histogram._buckets, tally.buckets, strict=True):
        if count:
            bucket.inc(count)


def _labelled(rule: str | None, method: str, status: int) -> tuple[Counter, Histogram]:
    """The figures of one rule (each of the games' endpoints has its own: validate-move
    costs and fails unlike setup), method (`other` outside HTTP's own) and status."""
    route = UNMATCHED if rule is None else rule
    method = method if method in METHODS else "other"
    return REQUESTS.labels(route, method, str(status)), LATENCY.labels(route, method)


@NotInSpec("Prometheus text for operators, not the API's clients (docs/operations.md)")
def scrape() -> Response:
    """Every worker's figures added up (multiprocess mode), else this process's; this
    process's own counts are handed over first, the others' within FLUSH_S."""
    flush()
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        text = generate_latest(registry)
    else:
        text = generate_latest(REGISTRY)
    return Response(text, content_type=CONTENT_TYPE_PLAIN_0_0_4)


# -- what the service counts (one call at each place it happens) -------------------


def move_applied(game: str) -> None:
    _pending.moved(game)


def illegal_move(game: str, code: str, endpoint: str) -> None:
    ILLEGAL.labels(game, code, endpoint).inc()


@contextmanager
def illegal_moves_counted(game: str, endpoint: str = "session-move") -> Iterator[None]:
    """Counts the IllegalMove that leaves the block (it becomes the answer)."""
    try:
        yield
    except IllegalMove as exc:
        illegal_move(game, exc.code, endpoint)
        raise


def session_created(game: str) -> None:
    SESSIONS.labels(game).inc()


def store_error(error: str) -> None:
    STORE_ERRORS.labels(error).inc()


def stream_opened() -> None:
    STREAMS.inc()


def stream_closed() -> None:
    STREAMS.dec()


class CountedRetry(Retry):
    """redis-py's Retry, counting each try it makes again (STORE_RETRIES). redis-py calls
    `fail` after every failed try, the last included; a try follows all but the last."""

    def call_with_retry(
        self,
        do: Callable[[], T],
        fail: Callable[..., Any],
        is_retryable: Callable[[Exception], bool] | None = None,
        with_failure_count: bool = False,
    ) -> T:
        failures = 0
        retries = self.get_retries()

        def failed(error: Exception, *count: int) -> Any:
            nonlocal failures
            failures += 1
            if retries < 0 or failures <= retries:
                STORE_RETRIES.inc()
            return fail(error, *count)

        return super().call_with_retry(do, failed, is_retryable, with_failure_count)
