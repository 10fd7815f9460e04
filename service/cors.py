"""Cross-origin browser calls (CORS), by flask-cors, from the `CORS_ORIGINS` setting.

The API authenticates with Bearer seat tokens that a page must hold and send itself; no
cookie or other ambient credential exists, so another origin's page gains nothing it
could not do from curl. Any origin is therefore allowed by default (`*`), and
credentials are never allowed (`Access-Control-Allow-Credentials` is not sent). A
deployment can name its origins instead; an origin not named gets no CORS headers, and
the browser refuses the answer to its page.
"""

from __future__ import annotations

from flask import Flask
from flask_cors import CORS

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


def init_cors(app: Flask, settings: Settings) -> None:
    if not settings.cors_origins:
        return
    origins: str | list[str] = "*" if "*" in settings.cors_origins else list(settings.cors_origins)
    CORS(
        app,
        origins=origins,
        methods=list(METHODS),
        allow_headers=list(REQUEST_HEADERS),
        expose_headers=list(RESPONSE_HEADERS),
        supports_credentials=False,
        max_age=PREFLIGHT_MAX_AGE_S,
        send_wildcard=True,
        vary_header=True,
    )
