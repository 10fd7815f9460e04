"""Every metric the referee keeps, and GET /metrics (Prometheus text format).

docs/operations.md lists them. Under gunicorn the workers are separate processes, so
each keeps its figures in files of its own in PROMETHEUS_MULTIPROC_DIR (prometheus_client's
multiprocess mode, chosen when prometheus_client is first imported: service/gunicorn_conf.py
makes the directory before anything imports it), and a scrape, whichever worker takes it,
adds up every worker's files, those of workers that have exited included (their totals
still count; their open streams do not: gunicorn_conf's child_exit). Without the
directory (one process: tests, a bare `flask run`) the figures live in this process and
a scrape reads them directly.

Labels never carry what a caller chose: a route is its Flask rule (`<session_id>`, never
an id), a method outside HTTP's own is `other`, a game and a reason code come from the
engines, an error from redis-py's exception types.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from time import perf_counter
from typing import Any, TypeVar

from flask import Flask, Response, request
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

from .apidoc import NotInSpec
from .config import Settings

T = TypeVar("T")

# Chosen by prometheus_client at its import, from PROMETHEUS_MULTIPROC_DIR.
MULTIPROCESS = bool(getattr(values.ValueClass, "_multiprocess", False))
# `_created` series: multiprocess mode has none, so one process shows none either.
disable_created_metrics()  # type: ignore[no-untyped-call]

REGISTRY = CollectorRegistry()  # this process's figures (read when not in multiprocess mode)

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
    # A validate-move takes about a millisecond, a session move one or two; a scrape per
    # bucket costs little, a bucket per request nothing (only the first that fits is kept).
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0),
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
# The labelled children by (rule, method, status): one dict lookup a request instead of
# prometheus_client's label lookup under its lock.
_children: dict[tuple[str | None, str, int], tuple[Counter, Histogram]] = {}


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


def _answered(response: Response) -> Response:
    req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per read
    rule = req.url_rule
    key = (rule.rule if rule is not None else None, req.method, response.status_code)
    children = _children.get(key)
    if children is None:
        children = _children.setdefault(key, _labelled(*key))
    children[0].inc()
    started = req.environ.get(_START)
    if started is not None:
        children[1].observe(perf_counter() - started)
    return response


def _labelled(rule: str | None, method: str, status: int) -> tuple[Counter, Histogram]:
    """The figures of one rule (each of the games' endpoints has its own: validate-move
    costs and fails unlike setup), method (`other` outside HTTP's own) and status."""
    route = UNMATCHED if rule is None else rule
    method = method if method in METHODS else "other"
    return REQUESTS.labels(route, method, str(status)), LATENCY.labels(route, method)


@NotInSpec("Prometheus text for operators, not the API's clients (docs/operations.md)")
def scrape() -> Response:
    """Every worker's figures added up (multiprocess mode), else this process's."""
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        text = generate_latest(registry)
    else:
        text = generate_latest(REGISTRY)
    return Response(text, content_type=CONTENT_TYPE_PLAIN_0_0_4)


# -- what the service counts (one call at each place it happens) -------------------


def move_applied(game: str) -> None:
    MOVES.labels(game).inc()


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
