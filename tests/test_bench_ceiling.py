"""bench/ceiling_app.py: the bare ceiling, and the ceiling plus a session's commit."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
import redis

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


def test_with_commit_each_request_writes_one_version_of_the_reply_and_logs_it(
    reply_file: Path,
    monkeypatch: pytest.MonkeyPatch,
    redis_node: RedisServer | ExternalRedis,
) -> None:
    monkeypatch.setenv("BENCH_CEILING_BODY", str(reply_file))
    monkeypatch.setenv("REDIS_URL", redis_node.url)
    monkeypatch.setenv("BENCH_CEILING_COMMIT", "1")
    client = create_app().test_client()
    for _ in range(3):
        answer = client.post(PATH, data=b'{"state": {}}')
        assert (answer.status_code, answer.get_json()) == (200, REPLY)
    db = redis.Redis.from_url(redis_node.url)
    [state] = [k for k in db.scan_iter("{s:ceiling-*}:state")]
    log = state.replace(b":state", b":log")
    try:
        assert db.hget(state, "v") == b"3"
        assert orjson.loads(db.hget(state, "d") or b"") == REPLY
        assert db.llen(log) == 3
        assert 0 < db.pttl(state) <= 3_600_000
    finally:
        db.delete(state, log)
