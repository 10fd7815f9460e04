"""A busy Redis is not a dead one: a move whose reply is slow is waited for, and a move
whose reply never came is answered 503 saying that it may have landed and how to retry.

The lost reply is made by a TCP proxy in front of a real redis-server that passes every
command on and, once told to, keeps back the reply to the next commit: Redis runs it,
the referee never hears."""

from __future__ import annotations

import asyncio
import hashlib
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.store import RedisStore
from tests.redis_server import RedisServer
from tests.tcp_proxy import TcpProxy

PLAYERS = ["ann", "bob", "cy"]
SHORT_TIMEOUT_S = 0.3
# The commit script as the app's store sends it (its default settings written in).
COMMIT = RedisStore("redis://unused", recent_sessions=0).commit_script
COMMIT_SHA = hashlib.sha1(COMMIT.encode()).hexdigest().encode()


class ReplyHolder(TcpProxy):
    """127.0.0.1:port -> Redis. Once `hold_next_commit()` is called, the connection that
    next sends the commit script gets no more replies: Redis has run it all the same."""

    def __init__(self, upstream_port: int) -> None:
        self.armed = threading.Event()
        self.held = threading.Event()
        super().__init__(("127.0.0.1", upstream_port))

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def hold_next_commit(self) -> None:
        self.armed.set()

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await self._upstream()
        holding = asyncio.Event()

        async def commands() -> None:
            while data := await reader.read(65536):
                if self.armed.is_set() and COMMIT_SHA in data:
                    self.armed.clear()
                    holding.set()
                    self.held.set()
                up_writer.write(data)
                await up_writer.drain()
            up_writer.close()

        async def replies() -> None:
            while data := await up_reader.read(65536):
                if not holding.is_set():
                    writer.write(data)
                    await writer.drain()
            writer.close()

        try:
            await asyncio.gather(commands(), replies(), return_exceptions=True)
        finally:  # closed here, never left for the garbage collector after the loop
            writer.transport.abort()
            up_writer.transport.abort()


@pytest.fixture
def holder(own_redis: RedisServer) -> Iterator[ReplyHolder]:
    # Loaded beforehand: the commit's first EVALSHA would otherwise meet NOSCRIPT, and
    # the reply held would be that refusal, not the commit's.
    with redis.Redis.from_url(own_redis.url) as admin:
        admin.script_load(COMMIT)
    proxy = ReplyHolder(own_redis.port)
    yield proxy
    proxy.close()


def app_on(url: str, **settings: Any) -> Flask:
    return create_app(Settings(redis_url=url, **settings))


def start_game(app: Flask) -> tuple[str, dict[str, str], dict[str, Any]]:
    """A new Meow 10 session: its path, its seat tokens, and a legal first move."""
    client = app.test_client()
    created = client.post("/v1/sessions", json={"game": "meow10", "players": PLAYERS})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    path, tokens = f"/v1/sessions/{body['id']}", body["seats"]
    state = app.extensions["store"].get(body["id"]).record["state"]
    _, moves = ENGINES["meow10"].legal_moves(state)
    return path, tokens, next(iter(moves))


def move(app: Flask, path: str, tokens: dict[str, str], chosen: Any, key: str | None) -> Any:
    headers = {"Authorization": f"Bearer {tokens[chosen['player']]}"}
    if key is not None:
        headers["Idempotency-Key"] = key
    return app.test_client().post(f"{path}/moves", json={"move": chosen}, headers=headers)


def test_a_move_on_a_redis_that_answers_late_is_applied_not_refused(
    own_redis: RedisServer,
) -> None:
    """CLIENT PAUSE holds every reply for 0.7 s, as a loaded host can: longer than the
    quarter second that used to be the timeout, well inside the default now."""
    app = create_app(Settings.from_env({"REDIS_URL": own_redis.url, "CREATE_RATE_LIMIT": ""}))
    path, tokens, chosen = start_game(app)
    admin = redis.Redis.from_url(own_redis.url)
    admin.client_pause(700, all=True)
    answer = move(app, path, tokens, chosen, key=None)
    assert answer.status_code == 200, answer.get_json()
    assert app.test_client().get(path).get_json()["version"] == 1
    admin.close()
    app.extensions["store"].close()


@pytest.mark.parametrize("key", ["move-1", None], ids=["with-key", "without-key"])
def test_a_move_whose_reply_was_lost_says_it_may_have_landed_and_how_to_retry(
    holder: ReplyHolder, key: str | None
) -> None:
    app = app_on(holder.url, redis_timeout_s=SHORT_TIMEOUT_S)
    path, tokens, chosen = start_game(app)
    holder.hold_next_commit()
    lost = move(app, path, tokens, chosen, key)
    assert holder.held.is_set(), "the commit never went through the proxy"
    assert lost.status_code == 503, lost.get_json()
    problem = lost.get_json()
    assert problem["type"] == "urn:meow-referee:problem:store-unavailable"
    assert lost.headers["Retry-After"] == "1"
    assert "may or may not have been applied" in problem["detail"]
    # Redis ran it: the move landed though its mover was told 503
    assert app.test_client().get(path).get_json()["version"] == 1
    if key is None:
        assert "read the session" in problem["detail"]
        assert "Idempotency-Key" in problem["detail"]  # and how to do better next time
    else:
        assert "same Idempotency-Key" in problem["detail"]
        again = move(app, path, tokens, chosen, key)
        assert again.status_code == 200, again.get_json()
        assert again.headers["Idempotent-Replayed"] == "true"
        assert again.get_json()["version"] == 1  # applied once
    app.extensions["store"].close()
