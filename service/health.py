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
    """Ready when every dependency answers: the session store (Redis, when configured)."""
    store = current_app.extensions["store"]
    ok = store.ping()
    body = {
        "status": "ready" if ok else "not ready",
        "checks": {"store": "ok" if ok else "unreachable"},
    }
    return json_response(body, 200 if ok else 503)
