"""The ceiling: the least a JSON POST endpoint can cost under the service's gunicorn settings.

Flask, the same route shape as /v1/games/<game>/<action>, orjson to parse the body, and
orjson to encode a reply as large as a mid-game Meow 10 state (the object in the file
named by BENCH_CEILING_BODY). No schema, no engine, no store.

    gunicorn -c python:service.gunicorn_conf 'bench.ceiling_app:create_app()'

With BENCH_CEILING_COMMIT=1 each request also makes the one Redis round trip a session
move cannot do without: the service's own compare-and-set script (`commit_script`) on
REDIS_URL, writing the reply as the record's state and a short log entry and publishing
the commit for streams, sent as the service's hot path sends it (redis-py's Connection,
no client layers). That is the floor of any
session move whose answer waits for Redis to hold it (bench/README.md).
"""

from __future__ import annotations

import os
import secrets
import threading
from pathlib import Path
from typing import Any

import orjson
from flask import Flask, Response, abort, request


def create_app() -> Flask:
    reply = orjson.loads(Path(os.environ["BENCH_CEILING_BODY"]).read_bytes())
    commit = _Committer(os.environ["REDIS_URL"], orjson.dumps(reply)) if _wants_commit() else None
    app = Flask(__name__)

    @app.post("/v1/games/<game_id>/<action>")
    def adjudicate(game_id: str, action: str) -> Response:
        body = orjson.loads(request.get_data(cache=True))
        if not isinstance(body, dict):
            abort(422)
        if commit is not None:
            commit()
        return Response(orjson.dumps(reply), mimetype="application/json")

    return app


def _wants_commit() -> bool:
    return os.environ.get("BENCH_CEILING_COMMIT", "0").lower() not in ("", "0", "false", "no")


# The reserve of bytes the script is told: one this session never passes, as most moves
# stay within theirs (past it, a move also reads INFO: docs/sessions.md, "Bounds"), while
# this session takes a move a request for as long as the bench runs.
_WITHIN_RESERVE = 1 << 62


class _Committer:
    """One applied compare-and-set a call, on a session of this process's own (made on
    first use, after gunicorn's fork). The next call expects the version the script
    answered, so a refused or lost commit costs one error, not every later one; a lock
    keeps a gthread worker's threads off each other's round trips, as the service's
    `_call` does."""

    def __init__(self, url: str, state: bytes) -> None:
        self._url, self._state = url, state
        self._lock = threading.Lock()
        self._conn: Any = None  # redis-py's Connection, once opened
        self._pack: Any = None  # hiredis.pack_command, once opened
        self._entry: Any = None  # the store's own _stored_entry (the nonce first), once opened
        self._decode: Any = None  # the store's own reading of the script's reply, once opened
        self._tag = self._sha = ""
        self._version = 0

    def _open(self) -> None:
        # Here, not at the top: the bare ceiling imports no Redis client and no service code.
        import redis
        from hiredis import pack_command

        from service.store.redis_store import _stored_entry, commit_script, decode_commit

        self._pack, self._entry, self._decode = pack_command, _stored_entry, decode_commit
        client = redis.Redis.from_url(self._url, single_connection_client=True)
        self._tag = f"{{s:ceiling-{secrets.token_hex(8)}}}"
        fixed, made = b'{"state":null}', b'{"v":0,"r":{"state":%b}}' % self._state
        client.hset(f"{self._tag}:state", mapping={"v": 0, "r": fixed, "m": made, "b": 0})
        self._sha = client.script_load(commit_script("PUBLISH", _WITHIN_RESERVE, 0.9))
        self._conn = client.connection

    def _written(self, entry: bytes) -> bytes:
        """The store's message of the next version (`redis_store._message`), the state
        serialised once, at start-up."""
        return b'{"v":%d,"r":{"state":%b},"e":%b}' % (self._version + 1, self._state, entry)

    def __call__(self) -> None:
        with self._lock:
            if self._conn is None:
                self._open()
            nonce = secrets.token_hex(8)
            entry = self._entry(nonce, {"move": {}})
            command: tuple[Any, ...] = (
                "EVALSHA", self._sha, 2, f"{self._tag}:state", f"{self._tag}:log",
                self._version, "", self._written(entry), entry, 3_600_000, nonce,
            )  # fmt: skip
            self._conn.send_packed_command([self._pack(command)], check_health=False)
            result = self._decode(self._conn.read_response(), nonce).result
            if result.applied or result.current is not None:  # applied or stale: its version now
                self._version = int(result.version)
            if not result.applied:
                raise RuntimeError(f"the ceiling's commit was refused: {result!r}")
