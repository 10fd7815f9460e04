"""Two hosts on one Redis, each with the snapshots it holds: what the host changes on one
holds on the other, even for a move that host decided on a snapshot from before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from service.app import create_app
from service.config import Settings
from service.store import RedisStore
from tests.redis_server import ExternalRedis, RedisServer

from .test_tables import bearer

PLAYERS = ["ann", "bob", "cy"]


@pytest.fixture
def hosts(redis_node: RedisServer | ExternalRedis) -> Iterator[tuple[Flask, Flask]]:
    made = [
        create_app(Settings(redis_url=redis_node.url), store=RedisStore(redis_node.url))
        for _ in range(2)
    ]
    yield made[0], made[1]
    for app in made:
        app.extensions["store"].close()


def first_move(client: Any, url: str, token: str) -> dict[str, Any]:
    listed = client.get(f"{url}/legal-moves", headers=bearer(token))
    assert listed.status_code == 200, listed.get_json()
    move: dict[str, Any] = listed.get_json()["moves"][0]
    return move


def send(client: Any, url: str, move: dict[str, Any], token: str, version: int) -> Any:
    body = {"move": move, "expected_version": version}
    return client.post(f"{url}/moves", json=body, headers=bearer(token))


def test_a_token_reissued_on_one_host_moves_nothing_on_another(
    hosts: tuple[Flask, Flask],
) -> None:
    """Host A holds the session as it was before host B reissued a seat's token: the old
    token is refused there too, when A's commit finds B's write, and nothing is played."""
    a, b = hosts[0].test_client(), hosts[1].test_client()
    created = a.post("/v1/sessions", json={"game": "meow10", "players": PLAYERS, "seed": "two"})
    assert created.status_code == 201
    session = created.get_json()
    url, seats = f"/v1/sessions/{session['id']}", session["seats"]
    for version in range(2):
        (player,) = a.get(url).get_json()["to_act"]
        move = first_move(a, url, seats[player])
        assert send(a, url, move, seats[player], version).status_code == 200
    (last,) = a.get(url).get_json()["to_act"]
    issued = b.post(f"{url}/seats/{last}/token", headers=bearer(session["host"]))
    assert issued.status_code == 201
    new = issued.get_json()["token"]
    assert b.get(url, headers=bearer(seats[last])).status_code == 401
    move = first_move(b, url, new)

    refused = send(a, url, move, seats[last], 2)
    assert refused.status_code == 401, refused.get_json()
    assert [entry["version"] for entry in a.get(f"{url}/log").get_json()["moves"]] == [1, 2]
    assert send(a, url, move, new, 2).status_code == 200
