"""The app, the request and `g` a view serves, each looked up once per use.

Flask's `current_app`, `request` and `g` are proxies. An attribute read through one first
misses on the proxy itself (an AttributeError raised and caught inside werkzeug), then
finds the object in its context variable: about 7,000 instructions a read, where the
object's own attribute costs a few hundred. A session move read them some fifteen times
and a validate-move four: 65 k and 19 k instructions (3.4% and 1.2% of those requests in a
worker, bench/RUNS.md). Flask documents `_get_current_object()` as the way to the object
behind a proxy; the service takes it here, once where it needs it, and reads the object
itself: every read of the app's extensions, and the request and `g` on the hot paths."""

from __future__ import annotations

from typing import Any

from flask import Flask, Request, current_app, g, request
from flask.ctx import _AppCtxGlobals


def app() -> Flask:
    found: Flask = current_app._get_current_object()  # type: ignore[attr-defined]
    return found


def extension(name: str) -> Any:
    """One of the app's `extensions` (its store, settings, signers...)."""
    return app().extensions[name]


def this_request() -> Request:
    found: Request = request._get_current_object()  # type: ignore[attr-defined]
    return found


def request_globals() -> _AppCtxGlobals:
    """Flask's `g`: what a request keeps for the rest of itself."""
    found: _AppCtxGlobals = g._get_current_object()
    return found
