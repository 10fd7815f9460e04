"""JSON in and out: orjson for the bytes (about 20x faster than json, and it refuses
nesting deeper than 1024 levels instead of overflowing the stack)."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response
from gunicorn.http.errors import NoMoreData, ParseException
from werkzeug.exceptions import BadRequest, RequestEntityTooLarge

from . import current
from .problems import ProblemType, invalid_request

# The environ key that remembers whether a body without Content-Length went past the limit.
OVER_LIMIT = "meow_referee.body_over_limit"
# ... and why a body could not be read, once it failed (the stream is spent by then).
UNREADABLE = "meow_referee.body_unreadable"

# How deep a body may nest arrays and objects (the body itself is level 1). orjson reads
# 1024 levels but writes only 254, and a body is written out again before it is checked,
# inside a few levels of the referee's own: a signed state's canonical bytes, an
# Idempotency-Key's fingerprint, error answers that nest like the body. Python's own
# recursion (repr in a message, json.dumps, clone) stops near 1000. So a body deeper than
# this is refused as it is read, with room to spare under every one of those; no state,
# move or option of any game comes near it (options stop at 6 levels).
MAX_NESTING = 64


class _Body:
    """Where `_DEPTH_PROBE` holds the body: orjson asks `default` for it at that depth."""

    __slots__ = ()


def _probe(levels: int) -> list[Any]:
    probe: list[Any] = [_Body()]
    for _ in range(levels - 1):
        probe = [probe]
    return probe


# orjson refuses to write more than 254 levels, and writes what `default` returns at the
# depth where it asked: the body written under 254 - MAX_NESTING lists fails exactly when
# the body nests deeper than MAX_NESTING. That check runs in C: 1.1% of a Meow 10
# validate-move's instructions (README, Performance), where a walk in Python costs
# several times that.
_DEPTH_PROBE = _probe(254 - MAX_NESTING)


def body_bytes() -> bytes:
    """The request body; 413 when it is over MAX_CONTENT_LENGTH, 400 when it cannot be read.

    Flask refuses a Content-Length over the limit before anything is read, but a body
    without one (chunked) is only cut at the limit by werkzeug's stream, and answered as
    if it ended there. So a body that fills the limit is probed for one byte more.
    gunicorn decodes a chunked body as the app reads it, so its errors (a bad chunk size,
    a missing CRLF, a client that stops mid-body) surface here, not before the app."""
    req = current.this_request()
    environ = req.environ
    if UNREADABLE in environ:
        raise BadRequest(environ[UNREADABLE])
    try:
        raw = req.get_data(cache=True)
    except (ParseException, NoMoreData) as exc:
        environ[UNREADABLE] = f"The body could not be read: {type(exc).__name__} ({exc})."
        raise BadRequest(environ[UNREADABLE]) from None
    if "CONTENT_LENGTH" in environ and "HTTP_TRANSFER_ENCODING" not in environ:
        return raw  # a Content-Length body: werkzeug held it to the limit as it was read
    limit = req.max_content_length
    # werkzeug applies the limit to a stream only when the server ends it itself
    # (wsgi.input_terminated, as gunicorn does); only then is one more byte safe to read.
    if limit is None or len(raw) < limit or "wsgi.input_terminated" not in environ:
        return raw
    if OVER_LIMIT not in environ:  # probed once: the byte read is gone
        environ[OVER_LIMIT] = bool(environ["wsgi.input"].read(1))
    if environ[OVER_LIMIT]:
        raise RequestEntityTooLarge()
    return raw


def read_json() -> Any:
    """The request body as JSON, whatever its Content-Type (docs/api.md); 400 if it is not JSON,
    413 if it is over the limit."""
    raw = body_bytes()
    try:
        body = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise ProblemType.MALFORMED_JSON.problem(f"The body is not JSON: {exc}") from None
    if too_deep(raw, body):
        raise ProblemType.MALFORMED_JSON.problem(
            f"The body nests arrays and objects deeper than {MAX_NESTING} levels."
        )
    return body


def too_deep(raw: bytes, body: Any) -> bool:
    """Whether `body`, parsed from `raw`, nests deeper than MAX_NESTING. A body cannot nest
    deeper than the brackets it holds, and counting them (one C pass over the bytes) takes
    about a third of the probe's time: most bodies (a validate-move holds 15-25) need no more."""
    if len(raw) - len(raw.translate(None, b"[{")) <= MAX_NESTING:
        return False
    try:
        orjson.dumps(_DEPTH_PROBE, default=lambda _: body)
    except orjson.JSONEncodeError:
        return True
    return False


def read_object() -> dict[str, Any]:
    body = read_json()
    if not isinstance(body, dict):
        raise invalid_request(
            {"_schema": ["must be a JSON object"]}, "The body must be a JSON object."
        )
    return body


def read_unused_body() -> None:
    """For an endpoint that takes no body: one sent anyway is read as every body is (not
    JSON, or nested too deep: 400) and then ignored, so every POST refuses the same bodies."""
    if body_bytes():
        read_json()


def json_response(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    response = Response(orjson.dumps(body), status=status, mimetype="application/json")
    if headers:
        response.headers.update(headers)
    return response
