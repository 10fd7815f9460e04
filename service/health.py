"""Liveness and readiness probes."""

from __future__ import annotations

from flask import Blueprint, Response, current_app

from .jsonio import json_response

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz() -> Response:
    """The process is alive and serving."""
    return json_response({"status": "ok"})


@bp.get("/readyz")
def readyz() -> Response:
    """Ready when every dependency answers and takes writes: the session store (Redis,
    when configured). A Redis at maxmemory answers PING but refuses every move."""
    store = current_app.extensions["store"]
    problem = store.writable()
    body = {
        "status": "not ready" if problem else "ready",
        "checks": {"store": problem or "ok"},
    }
    return json_response(body, 503 if problem else 200)
