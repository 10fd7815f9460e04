"""GET /metrics in one process (the real app, prometheus_client's plain registry): what is
counted, under which labels, and that no label carries an id. The figures are the
process's, shared by every app a test makes, so each test reads what changed across its
own requests. tests/http/test_metrics_gunicorn.py scrapes real gunicorn workers."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from tests.metrics_scrape import Scrape
from tests.streams.sse import from_test_client

GAMES = sorted(ENGINES)
PLAYERS = ["ann", "bob"]
REQUESTS = "meow_http_requests_total"
LATENCY = "meow_http_request_duration_seconds_count"


def scrape(client: FlaskClient) -> Scrape:
    answer = client.get("/metrics")
    assert answer.status_code == 200
    assert answer.headers["Content-Type"].startswith("text/plain; version=0.0.4")
    return Scrape.parse(answer.get_data(as_text=True))


def opening(game: str, seed: str = "metrics") -> tuple[dict[str, Any], dict[str, Any], str]:
    """(a fresh state, its first legal move, a player whose turn it is not)."""
    state = ENGINES[game].setup(PLAYERS, seed=seed)
    player, moves = ENGINES[game].legal_moves(state)
    move = next(iter(moves))
    other = "bob" if (player or move["player"]) == "ann" else "ann"
    return state, move, other


class Table:
    """A session made through the client, its full state read from the app's store."""

    def __init__(self, app: Flask, client: FlaskClient, game: str) -> None:
        self.app, self.client, self.game = app, client, game
        created = client.post("/v1/sessions", json={"game": game, "players": PLAYERS})
        assert created.status_code == 201, created.get_json()
        self.id, self.tokens = created.get_json()["id"], created.get_json()["seats"]

    def legal(self) -> tuple[str, dict[str, Any]]:
        snap = self.app.extensions["store"].get(self.id)
        player, moves = ENGINES[self.game].legal_moves(snap.record["state"])
        move = next(iter(moves))
        return player or move["player"], move

    def move(self, move: dict[str, Any], seat: str) -> Any:
        headers = {"Authorization": f"Bearer {self.tokens[seat]}"}
        return self.client.post(
            f"/v1/sessions/{self.id}/moves", json={"move": move}, headers=headers
        )


def test_answers_are_counted_by_route_method_and_status_with_their_latency(
    client: FlaskClient,
) -> None:
    state, move, other = opening("meow10")
    before = scrape(client)
    for _ in range(3):
        assert client.get("/healthz").status_code == 200
    for _ in range(2):
        legal = client.post("/v1/games/meow10/validate-move", json={"state": state, "move": move})
        assert legal.get_json()["legal"] is True
    assert client.post("/v1/games/meow10/setup", json={"players": PLAYERS}).status_code == 200
    assert client.post("/v1/games/meow10/no-such-action", json={}).status_code == 404
    assert client.get("/v1/sessions/NoSuchSession0123456789").status_code == 404
    assert client.get("/no/such/path").status_code == 404
    assert client.open("/healthz", method="BREW").status_code == 405
    changed = scrape(client).minus(before)

    games = "/v1/games/<game_id>"
    expected = {
        ("/healthz", "GET", "200"): 3,
        (f"{games}/validate-move", "POST", "200"): 2,  # a known action keeps its name
        (f"{games}/setup", "POST", "200"): 1,
        (f"{games}/<action>", "POST", "404"): 1,  # an unknown one is never a label
        ("/v1/sessions/<session_id>", "GET", "404"): 1,
        ("(unmatched)", "GET", "404"): 1,
        ("(unmatched)", "other", "405"): 1,
        ("/metrics", "GET", "200"): 1,  # the first scrape
    }
    counted = {
        (dict(labels)["route"], dict(labels)["method"], dict(labels)["status"]): value
        for labels, value in changed.labelled(REQUESTS).items()
        if value
    }
    assert counted == expected
    for (route, method, _), count in expected.items():
        assert changed.value(LATENCY, route=route, method=method) == count
    text = changed.text
    assert "NoSuchSession0123456789" not in text and "no-such-action" not in text
    assert "/no/such/path" not in text and "BREW" not in text


@pytest.mark.parametrize("game", GAMES)
def test_illegal_moves_are_counted_by_game_code_and_endpoint(
    app: Flask, client: FlaskClient, game: str
) -> None:
    state, move, other = opening(game)
    table = Table(app, client, game)
    seat, first = table.legal()
    wrong_seat = next(p for p in PLAYERS if p != seat)
    before = scrape(client)
    refused = client.post(
        f"/v1/games/{game}/validate-move", json={"state": state, "move": {**move, "player": other}}
    ).get_json()
    assert refused["legal"] is False and refused["reason"]["code"] == "NOT_YOUR_TURN"
    setup = {"players": PLAYERS, "seed": "metrics"}
    for _ in range(2):
        replayed = client.post(
            f"/v1/games/{game}/replay", json={"setup": setup, "moves": [{**move, "player": other}]}
        ).get_json()
        assert replayed["valid"] is False
    # A session move for the player whose turn it is not, sent by that player's seat.
    answer = table.move({**first, "player": wrong_seat}, wrong_seat)
    assert answer.status_code == 422 and answer.get_json()["code"] == "NOT_YOUR_TURN"
    legal = client.post(f"/v1/games/{game}/validate-move", json={"state": state, "move": move})
    assert legal.get_json()["legal"] is True
    changed = scrape(client).minus(before)
    counted = {
        tuple(sorted(labels)): value
        for labels, value in changed.labelled("meow_illegal_moves_total").items()
        if value
    }
    code = ("code", "NOT_YOUR_TURN")
    assert counted == {
        (code, ("endpoint", "validate-move"), ("game", game)): 1,
        (code, ("endpoint", "replay"), ("game", game)): 2,
        (code, ("endpoint", "session-move"), ("game", game)): 1,
    }
    assert changed.total("meow_moves_applied_total") == 0


def test_sessions_created_and_moves_applied_are_counted_by_game(
    app: Flask, client: FlaskClient
) -> None:
    before = scrape(client)
    made: dict[str, int] = {}
    tables = []
    for index, game in enumerate(GAMES):
        for _ in range(index + 1):  # a different count for each game
            tables.append(Table(app, client, game))
        made[game] = index + 1
    moved = {game: 0 for game in GAMES}
    for table in tables[::2]:
        seat, move = table.legal()
        assert table.move(move, seat).status_code == 200
        moved[table.game] += 1
    changed = scrape(client).minus(before)
    for game in GAMES:
        assert changed.value("meow_sessions_created_total", game=game) == made[game]
        assert changed.value("meow_moves_applied_total", game=game) == moved[game]
    assert changed.value(REQUESTS, route="/v1/sessions", method="POST", status="201") == len(tables)
    for table in tables:  # no label names a session or a seat token
        assert table.id not in changed.text
        assert not any(token in changed.text for token in table.tokens.values())


def test_the_open_streams_gauge_follows_streams_opening_and_closing(
    app: Flask, client: FlaskClient
) -> None:
    table = Table(app, client, "meow10")
    before = scrape(client).value("meow_streams_open")
    readers = []
    for count in (1, 2):
        reader = from_test_client(client.get(f"/v1/sessions/{table.id}/stream", buffered=False))
        assert reader.next_event().event == "session"
        readers.append(reader)
        assert scrape(client).value("meow_streams_open") == before + count
    readers.pop().close()
    assert scrape(client).value("meow_streams_open") == before + 1
    readers.pop().close()
    assert scrape(client).value("meow_streams_open") == before


def test_with_metrics_off_nothing_is_served_or_counted_per_request() -> None:
    off = create_app(Settings(metrics=False), store=MemoryStore()).test_client()
    on = create_app(Settings(), store=MemoryStore()).test_client()
    before = scrape(on)
    answer = off.get("/metrics")
    assert answer.status_code == 404
    assert answer.headers["Content-Type"] == "application/problem+json"
    for _ in range(4):
        assert off.get("/healthz").status_code == 200
    assert on.get("/healthz").status_code == 200
    changed = scrape(on).minus(before)
    assert changed.value(REQUESTS, route="/healthz", method="GET", status="200") == 1
    assert changed.value(REQUESTS, route="(unmatched)", method="GET", status="404") == 0
