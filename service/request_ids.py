"""X-Request-Id: one id per request, on its answer and on every log line it causes.

A caller's (or a proxy's) id is kept when it is sane: 1 to 128 visible ASCII characters,
so it can neither break a log line nor grow one without bound; anything else is replaced,
as is a missing id, by 16 hex digits of our own. The id goes back on every answer (errors
and streams too) and into a context variable that `RequestIdFilter` copies onto every log
record made while the request runs, its stream's body included: the service's own lines
and gunicorn's, in both log formats (service/logs.py).

It wraps the WSGI app rather than hooking Flask, so that a stream's body, which runs after
Flask is done with the request, still logs under its id.
"""

from __future__ import annotations

import logging
import re
import secrets
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextvars import ContextVar
from typing import Any

HEADER = "X-Request-Id"
ENVIRON_KEY = "meow_referee.request_id"  # where the WSGI environ keeps it (gunicorn's log)
NONE = "-"  # what a log line outside any request carries
_SANE = re.compile(r"[\x21-\x7e]{1,128}")

current: ContextVar[str] = ContextVar("request_id", default=NONE)

Header = tuple[str, str]
StartResponse = Callable[..., Any]
WsgiApp = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


def accepted(offered: str | None) -> str:
    """The offered id when it is sane, else a new one."""
    if offered is not None and _SANE.fullmatch(offered):
        return offered
    return secrets.token_hex(8)


class RequestIds:
    """WSGI middleware: gives each request its id, answers with it, logs under it.

    `more_headers`, when given, names the constant headers an answer carries besides its
    own for the request's environ (a session's privacy, CORS: service/app.py); they go on
    every answer, errors and streams too, just before the id."""

    def __init__(
        self, app: WsgiApp, more_headers: Callable[[dict[str, Any]], Sequence[Header]] | None = None
    ) -> None:
        self.app = app
        self.more_headers = more_headers

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Any:
        request_id = accepted(environ.get("HTTP_X_REQUEST_ID"))
        environ[ENVIRON_KEY] = request_id
        current.set(request_id)
        more = self.more_headers
        added = (*more(environ), (HEADER, request_id)) if more else ((HEADER, request_id),)

        def start(status: str, headers: list[Header], exc_info: Any = None) -> Any:
            headers += added
            return start_response(status, headers, exc_info)

        try:
            body = self.app(environ, start)
        except BaseException:
            current.set(NONE)
            raise
        return _Body(body)


class _Body:
    """The app's body, iterated as it is; the id is dropped when the server closes it, so
    the worker's own lines between requests carry none."""

    def __init__(self, body: Iterable[bytes]) -> None:
        self._body = body

    def __iter__(self) -> Iterator[bytes]:
        return iter(self._body)

    def close(self) -> None:
        try:
            close = getattr(self._body, "close", None)
            if close is not None:
                close()
        finally:
            current.set(NONE)


class RequestIdFilter(logging.Filter):
    """Puts the current request's id on every record as `request_id` (`-` outside one)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "request_id"):
            record.request_id = current.get()
        return True
