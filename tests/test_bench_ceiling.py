"""bench/ceiling_app.py: the bare ceiling, and the ceiling plus a session's commit."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import orjson
import pytest
import redis
from flask.testing import FlaskClient

from bench.ceiling_app import create_app
from tests.redis_server import ExternalRedis, RedisServer

REPLY = {"players": ["ann", "bob"], "hands": {"ann": ["1r"], "bob": []}}
PATH = "/v1/games/meow10/validate-move"


@pytest.fixture
def reply_file(tmp_path: Path) -> Path:
    path = tmp_path / "reply.json"
    path.write_bytes(orjson.dumps(REPLY))
    return path


def test_the_bare_ceiling_parses_the_body_and_answers_the_reply_without_redis(
    reply_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BENCH_CEILING_BODY", str(reply_file))
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:1/0")  # never reached
    monkeypatch.delenv("BENCH_CEILING_COMMIT", raising=False)
    client = create_app().test_client()
    answer = client.post(PATH, data=b'{"state": {}}')
    assert (answer.status_code, answer.get_json()) == (200, REPLY)
    assert client.post(PATH, data=b"[1]").status_code == 422


@pytest.fixture
def committing(
    reply_file: Path, monkeypatch: pytest.MonkeyPatch, redis_node: RedisServer | ExternalRedis
) -> Iterator[tuple[FlaskClient, redis.Redis]]:
    """A ceiling app with BENCH_CEILING_COMMIT on, and a client of its Redis; the keys it
    made are removed after the test."""
    monkeypatch.setenv("BENCH_CEILING_BODY", str(reply_file))
    monkeypatch.setenv("REDIS_URL", redis_node.url)
    monkeypatch.setenv("BENCH_CEILING_COMMIT", "1")
    db = redis.Redis.from_url(redis_node.url)
    before = set(db.scan_iter("{s:ceiling-*"))
    yield create_app().test_client(), db
    made = set(db.scan_iter("{s:ceiling-*")) - before
    if made:
        db.delete(*made)


def its_state(db: redis.Redis, before: set[bytes]) -> bytes:
    [state] = set(db.scan_iter("{s:ceiling-*}:state")) - before
    return state


def test_with_commit_each_request_writes_one_version_of_the_reply_and_logs_it(
    committing: tuple[FlaskClient, redis.Redis],
) -> None:
    client, db = committing
    before = set(db.scan_iter("{s:ceiling-*}:state"))
    for _ in range(3):
        answer = client.post(PATH, data=b'{"state": {}}')
        assert (answer.status_code, answer.get_json()) == (200, REPLY)
    state = its_state(db, before)
    assert db.hget(state, "v") == b"3"
    assert orjson.loads(db.hget(state, "m") or b"")["r"] == {"state": REPLY}
    log = db.lrange(state.replace(b":state", b":log"), 0, -1)
    assert len(log) == 3 and all(next(iter(orjson.loads(entry))) == "nonce" for entry in log)
    assert 0 < db.pttl(state) <= 3_600_000


def test_a_commit_refused_once_costs_one_error_and_the_next_ones_apply(
    committing: tuple[FlaskClient, redis.Redis],
) -> None:
    client, db = committing
    before = set(db.scan_iter("{s:ceiling-*}:state"))
    assert client.post(PATH, data=b"{}").status_code == 200
    state = its_state(db, before)
    db.hset(state, "v", 7)  # another writer moved the session on
    assert client.post(PATH, data=b"{}").status_code == 500  # the stale answer is an error
    assert client.post(PATH, data=b"{}").status_code == 200
    assert db.hget(state, "v") == b"8"


def test_threads_of_one_worker_take_turns_on_the_connection(
    committing: tuple[FlaskClient, redis.Redis],
) -> None:
    client, db = committing
    before = set(db.scan_iter("{s:ceiling-*}:state"))
    assert client.post(PATH, data=b"{}").status_code == 200  # opens it

    def post(_: int) -> int:
        return int(client.post(PATH, data=b"{}").status_code)

    with ThreadPoolExecutor(8) as pool:
        assert set(pool.map(post, range(200))) == {200}
    assert db.hget(its_state(db, before), "v") == b"201"
