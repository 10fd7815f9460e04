"""A full store, counted in bytes (docs/sessions.md, "Bounds"): keyed moves cost little
more than their log, and sessions that fill a store with their own moves cannot take the
room of the games being played (the in-process store's MEMORY_MAX_BYTES, a real
redis-server with a small maxmemory)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.store import RedisStore
from tests.http.test_public_sessions import Table, bearer


@pytest.fixture(params=["memory", "redis"])
def make_app(request: pytest.FixtureRequest) -> Iterator[Any]:
    made: list[Flask] = []

    def make(**overrides: Any) -> Flask:
        if request.param == "memory":
            app = create_app(Settings(**overrides))
        else:
            url = request.getfixturevalue("redis_node").url
            app = create_app(Settings(redis_url=url, **overrides), store=RedisStore(url))
        made.append(app)
        return app

    yield make
    for app in made:
        app.extensions["store"].close()


def keyed_move(table: Table, key: str) -> tuple[Any, dict[str, Any], dict[str, str]]:
    """The table's next move (its last listed one) under an Idempotency-Key: the answer,
    and the body and headers that make it again."""
    state = table.app.extensions["store"].get(table.id).record["state"]
    move = list(ENGINES[table.game].legal_moves(state)[1])[-1]
    body, headers = {"move": move}, {**bearer(table.tokens[move["player"]]), "Idempotency-Key": key}
    return table.client.post(f"{table.url}/moves", json=body, headers=headers), body, headers


def test_a_keyed_move_keeps_tens_of_bytes_and_its_retry_still_gets_the_first_answer(
    make_app: Any,
) -> None:
    table = Table(make_app())
    first, body, headers = keyed_move(table, "k-1")
    assert first.status_code == 200
    kept = table.app.extensions["store"].get_idempotent(table.id, f"{body['move']['player']}:k-1")
    assert kept is not None and len(kept.response) < 100  # the answer itself: some 2.4 KB
    for n in range(3):  # moves after it: the retry's answer is played again from the setup
        assert keyed_move(table, f"later-{n}")[0].status_code == 200
    again = table.client.post(f"{table.url}/moves", json=body, headers=headers)
    assert (again.status_code, again.get_json()) == (200, first.get_json())
    assert again.headers["ETag"] == first.headers["ETag"]
    assert again.headers["Idempotent-Replayed"] == "true"
