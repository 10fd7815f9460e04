"""Liveness and readiness probes."""

from __future__ import annotations

from flask import Blueprint, Response

from schemas.common import HealthSchema

from . import current
from .apidoc import Operation, json_content
from .jsonio import json_response

bp = Blueprint("health", __name__)


@bp.get("/healthz")
@Operation(
    operation_id="healthz",
    summary="The process is alive.",
    responses={"200": {"description": "Alive.", "content": json_content(HealthSchema)}},
)
def healthz() -> Response:
    """The process is alive and serving."""
    return json_response({"status": "ok"})


@bp.get("/readyz")
@Operation(
    operation_id="readyz",
    summary="Dependencies are reachable.",
    responses={
        "200": {"description": "Ready.", "content": json_content(HealthSchema)},
        "503": {"description": "Not ready.", "content": json_content(HealthSchema)},
    },
)
def readyz() -> Response:
    """Ready when every dependency answers and takes writes: the session store (Redis,
    when configured). A Redis at maxmemory answers PING but refuses every move."""
    store = current.extension("store")
    problem = store.writable()
    body = {
        "status": "not ready" if problem else "ready",
        "checks": {"store": problem or "ok"},
    }
    return json_response(body, 503 if problem else 200)
