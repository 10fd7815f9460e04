"""Cross-origin browser calls (CORS), from the `CORS_ORIGINS` setting.

The API authenticates with Bearer seat tokens that a page must hold and send itself; no
cookie or other ambient credential exists, so another origin's page gains nothing it
could not do from curl. Any origin is therefore allowed by default (`*`), and
credentials are never allowed (`Access-Control-Allow-Credentials` is not sent). A
deployment can name its origins instead; an origin not named gets no CORS headers, and
the browser refuses the answer to its page.

Written here rather than taken from flask-cors: the policy is one list of origins and
fixed header sets, so every header but the echoed origin is a constant, set in about a
microsecond; flask-cors worked each answer's headers out afresh, ~10 us of every request
(bench/RUNS.md). tests/http/test_cors.py holds the behaviour to the Fetch standard's
CORS protocol, and tests/browser/test_play_cors.py to a real browser's reading of it.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, request
from werkzeug.datastructures import Headers

from .config import Settings

# What the API reads from a request, and what a page may read of an answer.
REQUEST_HEADERS = (
    "Authorization",
    "Content-Type",
    "If-Match",
    "If-None-Match",
    "Idempotency-Key",
    "Last-Event-ID",
    "X-Request-Id",
)
RESPONSE_HEADERS = ("ETag", "Location", "Retry-After", "Idempotent-Replayed", "X-Request-Id")
METHODS = ("GET", "POST", "DELETE", "OPTIONS")
PREFLIGHT_MAX_AGE_S = 600  # a page's preflights are answered once per 10 minutes

_EXPOSED = ", ".join(sorted(RESPONSE_HEADERS))
_METHODS = ", ".join(sorted(METHODS))
_READ = frozenset(h.lower() for h in REQUEST_HEADERS)


class Cors:
    """The headers of one policy: `*` (any origin) or the origins named."""

    def __init__(self, origins: tuple[str, ...]) -> None:
        self.any_origin = "*" in origins
        self.named = frozenset(o.lower() for o in origins)

    def allowed(self, origin: str | None) -> str | None:
        """What Access-Control-Allow-Origin says to a request from `origin`, if anything.
        `*` is sent whether or not the request names its origin: the answer is then the
        same for every origin, so a cache may keep one copy for all of them."""
        if self.any_origin:
            return "*"
        if origin is not None and origin.lower() in self.named:
            return origin
        return None

    def after_request(self, response: Response) -> Response:
        environ = request.environ
        headers = response.headers
        allow = self.allowed(environ.get("HTTP_ORIGIN"))
        if allow is not None:
            self._allow(environ, headers, allow)
        if not self.any_origin:
            headers.add("Vary", "Origin")  # named origins: the answer depends on the Origin
        return response

    @staticmethod
    def _allow(environ: dict[str, Any], headers: Headers, allow: str) -> None:
        # Added, not set: nothing else writes these headers, and `add` skips `set`'s
        # search for an earlier one (~0.8 us of every answer).
        headers.add("Access-Control-Allow-Origin", allow)
        headers.add("Access-Control-Expose-Headers", _EXPOSED)
        asked = environ.get("HTTP_ACCESS_CONTROL_REQUEST_METHOD")
        if environ["REQUEST_METHOD"] == "OPTIONS" and asked and asked.upper() in METHODS:
            wanted = environ.get("HTTP_ACCESS_CONTROL_REQUEST_HEADERS")
            if wanted:
                names = (name.strip() for name in wanted.split(","))
                read = sorted(name for name in names if name.lower() in _READ)
                if read:
                    headers.add("Access-Control-Allow-Headers", ", ".join(read))
            headers.add("Access-Control-Max-Age", str(PREFLIGHT_MAX_AGE_S))
            headers.add("Access-Control-Allow-Methods", _METHODS)


def init_cors(app: Flask, settings: Settings) -> None:
    if settings.cors_origins:
        app.after_request(Cors(settings.cors_origins).after_request)
