"""The service's app with one more route, `GET /gc-probe`: what the collector of the
worker that answers can see (tests/http/test_gunicorn.py)."""

from __future__ import annotations

import gc
import os

from flask import Flask, Response

from service.app import create_app
from service.jsonio import json_response


def create() -> Flask:
    app = create_app()

    @app.get("/gc-probe")
    def gc_probe() -> Response:
        return json_response(
            {"pid": os.getpid(), "frozen": gc.get_freeze_count(), "tracked": len(gc.get_objects())}
        )

    return app
