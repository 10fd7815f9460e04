"""The ceiling: the least a JSON POST endpoint can cost under the service's gunicorn settings.

Flask, the same route shape as /v1/games/<game>/<action>, orjson to parse the body, and
orjson to encode a reply as large as a mid-game Meow 10 state (the object in the file
named by BENCH_CEILING_BODY). No schema, no engine, no store.

    gunicorn -c python:service.gunicorn_conf 'bench.ceiling_app:create_app()'
"""

from __future__ import annotations

import os
from pathlib import Path

import orjson
from flask import Flask, Response, abort, request


def create_app() -> Flask:
    reply = orjson.loads(Path(os.environ["BENCH_CEILING_BODY"]).read_bytes())
    app = Flask(__name__)

    @app.post("/v1/games/<game_id>/<action>")
    def adjudicate(game_id: str, action: str) -> Response:
        body = orjson.loads(request.get_data(cache=True))
        if not isinstance(body, dict):
            abort(422)
        return Response(orjson.dumps(reply), mimetype="application/json")

    return app
