"""If-None-Match on the session, log and legal-moves reads: a 304 exactly when the reader
already holds what the answer would be, even after Redis lost writes and made a version
again with other content."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore, RedisStore
from tests.redis_server import ExternalRedis, RedisServer, write_loss

PLAYERS = ["ann", "bob"]


@pytest.fixture(params=["memory", "redis"])
def app(request: pytest.FixtureRequest) -> Iterator[Flask]:
    if request.param == "memory":
        made = create_app(Settings(), store=MemoryStore())
    else:
        url = request.getfixturevalue("redis_node").url
        made = create_app(Settings(redis_url=url), store=RedisStore(url))
    yield made
    made.extensions["store"].close()


class Table:
    def __init__(self, app: Flask, game: str = "meow10") -> None:
        self.app, self.client = app, app.test_client()
        created = self.client.post("/v1/sessions", json={"game": game, "players": PLAYERS})
        self.id, self.tokens = created.get_json()["id"], created.get_json()["seats"]
        self.url = f"/v1/sessions/{self.id}"
        self.game = game

    def auth(self, seat: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}

    def move(self) -> Any:
        state = self.app.extensions["store"].get(self.id).record["state"]
        _, moves = ENGINES[self.game].legal_moves(state)
        move = next(iter(moves))
        answer = self.client.post(
            f"{self.url}/moves", json={"move": move}, headers=self.auth(move["player"])
        )
        assert answer.status_code == 200
        return answer


READS = ["", "/log", "/legal-moves"]


@pytest.mark.parametrize("path", READS)
def test_the_current_tag_is_a_304_without_a_body_and_any_other_a_200(app: Flask, path: str) -> None:
    table = Table(app)
    table.move()
    url, auth = table.url + path, table.auth("ann")
    first = table.client.get(url, headers=auth)
    assert first.status_code == 200
    tag = first.headers["ETag"]
    for matching in (tag, f"W/{tag}", f'"0", {tag}', "*"):
        same = table.client.get(url, headers={**auth, "If-None-Match": matching})
        assert same.status_code == 304, matching
        assert same.get_data() == b"" and same.headers["ETag"] == tag
        assert same.headers["Cache-Control"] == "no-store"
        assert "Authorization" in same.headers["Vary"]
    version = tag.strip('"').split(".")[0]
    for other in ('"0"', f'"{version}"', tag[:-2] + '0"', "garbage", f'"{tag}"'):
        if other == tag:
            continue
        answer = table.client.get(url, headers={**auth, "If-None-Match": other})
        assert answer.status_code == 200 and answer.get_json() == first.get_json(), other
    table.move()
    moved = table.client.get(url, headers={**auth, "If-None-Match": tag})
    assert moved.status_code == 200 and moved.headers["ETag"] != tag


def test_a_304_is_never_given_to_a_reader_who_may_not_read(app: Flask) -> None:
    table = Table(app)
    tag = table.client.get(table.url).headers["ETag"]
    wrong = {"Authorization": "Bearer not-a-seat", "If-None-Match": tag}
    assert table.client.get(table.url, headers=wrong).status_code == 401
    assert (
        table.client.get(f"{table.url}/legal-moves", headers={"If-None-Match": tag}).status_code
        == 401
    )


def test_after_redis_lost_writes_the_same_version_made_again_is_not_a_304(
    redis_node: RedisServer | ExternalRedis,
) -> None:
    app = create_app(Settings(redis_url=redis_node.url), store=RedisStore(redis_node.url))
    table = Table(app, "copycat")
    with redis.Redis.from_url(redis_node.url) as client:
        lose = write_loss(client, table.id)
        table.move()
        lost = {
            path: table.client.get(table.url + path, headers=table.auth("ann")) for path in READS
        }
        lose()
    table.move()  # version 1 again, by another write
    for path, before in lost.items():
        again = table.client.get(
            table.url + path, headers={**table.auth("ann"), "If-None-Match": before.headers["ETag"]}
        )
        assert again.status_code == 200, path
        assert again.headers["ETag"] != before.headers["ETag"]
        assert again.headers["ETag"].startswith('"1.')
    app.extensions["store"].close()


def test_if_match_takes_the_bare_version_as_always_and_the_full_tag(app: Flask) -> None:
    table = Table(app)
    table.move()
    tag = table.client.get(table.url).headers["ETag"]
    state = app.extensions["store"].get(table.id).record["state"]
    _, moves = ENGINES["meow10"].legal_moves(state)
    move = next(iter(moves))
    headers = table.auth(move["player"])
    for refused in ('"1.0000000000000000"', f"W/{tag}", '"2"'):
        answer = table.client.post(
            f"{table.url}/moves", json={"move": move}, headers={**headers, "If-Match": refused}
        )
        assert answer.status_code == 412 and answer.headers["ETag"] == tag, refused
    answer = table.client.post(
        f"{table.url}/moves", json={"move": move}, headers={**headers, "If-Match": '"1"'}
    )
    assert answer.status_code == 200
