"""Cross-origin browser calls (CORS), from the `CORS_ORIGINS` setting.

The API authenticates with Bearer seat tokens that a page must hold and send itself; no
cookie or other ambient credential exists, so another origin's page gains nothing it
could not do from curl. Any origin is therefore allowed by default (`*`), and
credentials are never allowed (`Access-Control-Allow-Credentials` is not sent). A
deployment can name its origins instead; an origin not named gets no CORS headers, and
the browser refuses the answer to its page.

Written here rather than taken from flask-cors: the policy is one list of origins and
fixed header sets. Under `*` an ordinary request's CORS headers are one constant pair of
header tuples, which the request-id middleware (service/request_ids.py) appends to the
answer's headers as they go to the server, past Flask's and werkzeug's per-header checks
(`Cors.headers`); a preflight's are added in Flask. tests/http/test_cors.py holds the
behaviour to the Fetch standard's CORS protocol, and tests/browser/test_play_cors.py to
a real browser's reading of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from flask import Flask, Response

from . import current
from .config import Settings
from .request_ids import Header

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
RESPONSE_HEADERS = (
    "Deprecation",  # and Sunset: how a retired part of /v1 is announced (docs/api.md)
    "ETag",
    "Location",
    "Link",
    "Retry-After",
    "Idempotent-Replayed",
    "RateLimit",
    "RateLimit-Policy",
    "Sunset",
    "WWW-Authenticate",
    "X-Request-Id",
)
METHODS = ("GET", "POST", "PUT", "DELETE", "OPTIONS")  # every method a route serves
PREFLIGHT_MAX_AGE_S = 600  # a page's preflights are answered once per 10 minutes

_EXPOSED = ", ".join(sorted(RESPONSE_HEADERS))
_METHODS = ", ".join(sorted(METHODS))
_READ = frozenset(h.lower() for h in REQUEST_HEADERS)
_VARY = ("Vary", "Origin")


class Cors:
    """The headers of one policy: `*` (any origin) or the origins named."""

    def __init__(self, origins: tuple[str, ...]) -> None:
        self.any_origin = "*" in origins
        self.named = frozenset(o.lower() for o in origins)
        # Every answer's under `*` but a preflight's: the same two headers.
        self._any: Sequence[Header] = (
            ("Access-Control-Allow-Origin", "*"),
            ("Access-Control-Expose-Headers", _EXPOSED),
        )

    def allowed(self, origin: str | None) -> str | None:
        """What Access-Control-Allow-Origin says to a request from `origin`, if anything.
        `*` is sent whether or not the request names its origin: the answer is then the
        same for every origin, so a cache may keep one copy for all of them."""
        if self.any_origin:
            return "*"
        if origin is not None and origin.lower() in self.named:
            return origin
        return None

    def headers(self, environ: dict[str, Any]) -> Sequence[Header]:
        """The CORS headers of the answer to an ordinary request, after all of its own
        (service/request_ids.py adds them as the answer goes to the server). Under `*`
        one constant pair of header tuples, past Flask's hooks and werkzeug's checks of
        each header: 1.5% of a validate-move's instructions (bench.instructions) when
        they were made in an after_request hook. A preflight's are added by
        `after_preflight`."""
        if environ["REQUEST_METHOD"] == "OPTIONS":
            return ()
        if self.any_origin:
            return self._any
        allow = self.allowed(environ.get("HTTP_ORIGIN"))
        return (*self._named(allow), _VARY) if allow is not None else (_VARY,)

    def after_preflight(self, response: Response) -> Response:
        """An OPTIONS answer's CORS headers, added in Flask, before werkzeug adds its
        Content-Length, where they have always been on the wire."""
        environ = current.this_request().environ
        if environ["REQUEST_METHOD"] != "OPTIONS":  # every other answer: at once
            return response
        headers = response.headers
        allow = self.allowed(environ.get("HTTP_ORIGIN"))
        if allow is not None:
            for header in self._any if allow == "*" else self._named(allow):
                headers.add(*header)
            for header in self._preflight(environ):
                headers.add(*header)
        if not self.any_origin:
            headers.add(*_VARY)  # named origins: the answer depends on the Origin
        return response

    @staticmethod
    def _named(origin: str) -> Sequence[Header]:
        return (
            ("Access-Control-Allow-Origin", origin),
            ("Access-Control-Expose-Headers", _EXPOSED),
        )

    @staticmethod
    def _preflight(environ: dict[str, Any]) -> list[Header]:
        asked = environ.get("HTTP_ACCESS_CONTROL_REQUEST_METHOD")
        if not asked or asked.upper() not in METHODS:
            return []
        found = []
        wanted = environ.get("HTTP_ACCESS_CONTROL_REQUEST_HEADERS")
        if wanted:
            names = (name.strip() for name in wanted.split(","))
            read = sorted(name for name in names if name.lower() in _READ)
            if read:
                found.append(("Access-Control-Allow-Headers", ", ".join(read)))
        found.append(("Access-Control-Max-Age", str(PREFLIGHT_MAX_AGE_S)))
        found.append(("Access-Control-Allow-Methods", _METHODS))
        return found


def init_cors(app: Flask, settings: Settings) -> Cors | None:
    """The policy CORS_ORIGINS sets, its preflights' hook registered; None when it is
    empty (no CORS headers at all)."""
    if not settings.cors_origins:
        return None
    cors = Cors(settings.cors_origins)
    app.after_request(cors.after_preflight)
    return cors
