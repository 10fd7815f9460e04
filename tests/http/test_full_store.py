"""A full store, counted in bytes (docs/sessions.md, "Bounds"): keyed moves cost little
more than their log, and sessions that fill a store with their own moves cannot take the
room of the games being played (the in-process store's MEMORY_MAX_BYTES, a real
redis-server with a small maxmemory)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import redis
from flask import Flask

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from service.store.redis_store import _keys
from tests.http.test_public_sessions import PLAYERS, Table, bearer
from tests.redis_server import RedisServer, running


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


def fill_with_keyed_moves(tables: list[Table]) -> list[Any]:
    """The attack: keyed moves on each of `tables` in turn until the store refuses each
    one; the refusals."""
    refusals: list[Any] = []
    moves = 0
    while tables:
        for table in list(tables):
            answer = keyed_move(table, f"fill-{moves}")[0]
            moves += 1
            assert moves < 20_000, "the store never refused a move"
            if answer.status_code != 200:
                refusals.append(answer)
                tables.remove(table)
    return refusals


def fill_with_sessions(app: Flask) -> list[Table]:
    """The attacker's own sessions: as many as the store takes, until it refuses one as
    full (any other refusal fails the test, naming it)."""
    tables: list[Table] = []
    client = app.test_client()
    while True:
        made = client.post("/v1/sessions", json={"game": "supermeow", "players": PLAYERS})
        if made.status_code != 201:
            problem = made.get_json()
            assert made.status_code == 503 and problem["type"].endswith("store-full"), problem
            return tables
        tables.append(Table(app, made=made))
        assert len(tables) < 5000, "the store never refused a session"


def assert_refused_for_room(answer: Any) -> None:
    assert answer.status_code == 503, answer.get_json()
    assert answer.get_json()["type"] == "urn:meow-referee:problem:store-full"
    assert int(answer.headers["Retry-After"]) > 0


def test_in_process_sessions_filling_the_store_with_keyed_moves_never_stop_a_live_game() -> None:
    store = MemoryStore(max_bytes=1024 * 1024, reserve_bytes=32 * 1024)
    app = create_app(Settings(), store=store)
    live = Table(app)
    own = fill_with_sessions(app)
    assert len(own) > 5
    for refused in fill_with_keyed_moves(list(own)):
        assert_refused_for_room(refused)
    for table in own:  # every one of them took moves into its reserve and past it
        assert store._sessions[table.id].size > store.reserve_bytes
    assert store.counted <= store.max_bytes
    for _ in range(40):  # a game being played keeps moving, within its reserve
        assert live.move().status_code == 200


def small_redis(workdir: Path) -> RedisServer:
    return RedisServer(workdir, extra=["--maxmemory", "4mb", "--maxmemory-policy", "noeviction"])


def test_sessions_filling_redis_with_keyed_moves_never_stop_a_live_game() -> None:
    with running(small_redis) as server:
        app = create_app(Settings(redis_url=server.url, session_reserve_bytes=32 * 1024))
        try:
            live = Table(app)
            own = fill_with_sessions(app)
            refusals = fill_with_keyed_moves(own[:3])
            for _ in range(40):  # a game being played keeps moving, within its reserve
                assert live.move().status_code == 200
            for refused in refusals:  # at the move watermark, short of maxmemory
                assert_refused_for_room(refused)
            with redis.Redis.from_url(server.url) as oracle:
                for table in own[:3]:  # each went past its reserve, and was stopped there
                    size = int(oracle.hget(_keys(table.id)[0], "b") or 0)
                    assert size > 32 * 1024
                info = oracle.info("memory")
                assert info["used_memory"] < info["maxmemory"]
        finally:
            app.extensions["store"].close()


def test_an_answer_kept_whole_by_earlier_code_is_still_replayed() -> None:
    """During a rolling deploy keys written by the code before compact answers are read."""
    store = MemoryStore()
    table = Table(create_app(Settings(), store=store))
    first, body, headers = keyed_move(table, "k-1")
    kept = store._sessions[table.id].answers[f"{body['move']['player']}:k-1"]
    whole = {"status": 200, "body": first.get_json(), "etag": first.headers["ETag"]}
    kept.response = orjson.dumps(whole).decode()
    again = table.client.post(f"{table.url}/moves", json=body, headers=headers)
    assert (again.status_code, again.get_json()) == (200, first.get_json())
    assert again.headers["ETag"] == first.headers["ETag"]
