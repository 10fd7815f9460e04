"""Sessions through the real app (create_app + test_client) on a real redis-server:
every endpoint and status code of docs/api.md#sessions, for every registered game."""

from __future__ import annotations

import copy
import random
import re
import threading
import time
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import orjson
import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from openapi_spec_validator import validate

from engines import REGISTRY as ENGINES
from engines import IllegalMove
from service import gunicorn_conf
from service.app import create_app
from service.config import Settings
from service.openapi import build_spec
from service.referee import REFEREES
from service.sessions import moves as session_moves
from service.store import (
    CommitResult,
    CommitStatus,
    MemoryStore,
    RedisStore,
    SessionExists,
    snapshots,
)
from tests.http.helpers import calls
from tests.redis_server import ExternalRedis, RedisServer, write_loss
from tests.views import (
    REVEALING_ENDS,
    answered_view,
    catalogue_codes,
    codes_in,
    hands_of,
    hidden_piles,
)

GAMES = sorted(REFEREES)
PLAYERS = ["ann", "bob", "cy"]
FAIL_FAST_S = 1.0


# -- fixtures -------------------------------------------------------------------------


@pytest.fixture
def redis_url(redis_node: RedisServer | ExternalRedis) -> str:
    """The test session's Redis (tests/conftest.py)."""
    return redis_node.url


@pytest.fixture
def make_app() -> Iterator[Callable[..., Flask]]:
    """create_app(Settings(**settings)); every store it opened is closed afterwards."""
    made: list[Flask] = []

    def make(**settings: Any) -> Flask:
        made.append(create_app(Settings(**settings)))
        return made[-1]

    yield make
    for app in made:
        app.extensions["store"].close()


@pytest.fixture
def app(make_app: Callable[..., Flask], redis_url: str) -> Flask:
    """The real factory choosing the store from REDIS_URL, as in production."""
    return make_app(redis_url=redis_url)


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


# -- helpers --------------------------------------------------------------------------


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Session:
    """A created session, plus the test's privileged look at the full state in the store."""

    def __init__(self, app: Flask, client: FlaskClient, game: str, **body: Any) -> None:
        self.app, self.client, self.game = app, client, game
        response = client.post("/v1/sessions", json={"game": game, "players": PLAYERS, **body})
        assert response.status_code == 201, response.get_json()
        self.created = response
        self.id: str = response.get_json()["id"]
        self.tokens: dict[str, str] = response.get_json()["seats"]
        self.host: str = response.get_json()["host"]
        self.url = f"/v1/sessions/{self.id}"

    def through(self, app: Flask) -> Session:
        """The same session, sent through another worker (app)."""
        other = copy.copy(self)
        other.app, other.client = app, app.test_client()
        return other

    def full_state(self) -> dict[str, Any]:
        snap = self.app.extensions["store"].get(self.id)
        assert snap is not None
        return dict(snap.record["state"])

    def version(self) -> int:
        return int(self.client.get(self.url).get_json()["version"])

    def tag(self) -> str:
        """The ETag the session has now: its version and the write that made it (the
        bare version at 0, which only the creation writes)."""
        snap = self.app.extensions["store"].get(self.id)
        assert snap is not None and snap.stamp
        return '"0"' if snap.version == 0 else f'"{snap.version}.{snap.stamp}"'

    def legal(self) -> tuple[str, dict[str, Any]]:
        """(acting player, a legal move) chosen from the engine on the full state."""
        state = self.full_state()
        player, moves = ENGINES[self.game].legal_moves(state)
        moves = list(moves)
        assert moves, "the game is over"
        move = moves[0]
        return player or move["player"], move

    def move(self, move: dict[str, Any], token: str | None = None, **kw: Any) -> Any:
        headers = dict(kw.pop("headers", {}))
        player = move.get("player") if isinstance(move, dict) else None
        token = token if token is not None else self.tokens.get(str(player), "")
        headers.update(bearer(token))
        return self.client.post(f"{self.url}/moves", json={"move": move, **kw}, headers=headers)


def problem(response: Any, status: int) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.get_data(as_text=True))
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    assert body["status"] == status and body["title"] and body["detail"]
    return body


# -- creating and reading -------------------------------------------------------------


def test_without_redis_url_the_app_uses_the_in_process_store(
    make_app: Callable[..., Flask],
) -> None:
    assert isinstance(make_app().extensions["store"], MemoryStore)


def test_with_redis_url_the_app_uses_redis(app: Flask) -> None:
    assert isinstance(app.extensions["store"], RedisStore)


@pytest.mark.parametrize("game", GAMES)
def test_create_answers_201_with_location_etag_public_view_and_seat_tokens(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game, seed="fixed-seed")
    response, body = session.created, session.created.get_json()
    assert response.headers["Location"] == f"/v1/sessions/{body['id']}"
    assert response.headers["ETag"] == '"0"'
    assert response.headers["Cache-Control"] == "no-store"
    assert body["version"] == 0 and body["game"] == game
    assert sorted(body["seats"]) == sorted(PLAYERS)
    tokens = list(body["seats"].values())
    assert len(set(tokens)) == len(PLAYERS) and all(len(t) >= 43 for t in tokens)
    view = body["state"]
    assert "seed" not in view
    assert all(isinstance(v, int) for v in hidden_piles(game, view, None).values())
    # The store keeps hashes only: the tokens appear nowhere in what it holds.
    stored = str(app.extensions["store"].get(body["id"]).record)
    assert not any(token in stored for token in tokens)


def test_create_without_seed_draws_a_secret_one(app: Flask, client: FlaskClient) -> None:
    first, second = Session(app, client, "meow10"), Session(app, client, "meow10")
    seeds = {first.full_state()["seed"], second.full_state()["seed"]}
    assert len(seeds) == 2 and all(len(s) >= 43 for s in seeds)


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"game": "chess", "players": PLAYERS}, 404),
        ({"game": "meow10"}, 422),
        ({"game": "meow10", "players": ["ann"]}, 422),
        ({"game": "meow10", "players": ["ann", "ann"]}, 422),
        ({"game": "meow10", "players": PLAYERS, "colour": "red"}, 422),
        ({"game": "meow10", "players": PLAYERS, "options": {"no_such": 1}}, 422),
        ({"game": "meow10", "players": PLAYERS, "starter": "zed"}, 422),
        ({"game": "meow10", "players": PLAYERS, "deck": []}, 422),
        ({"game": 10, "players": PLAYERS}, 422),
        ([], 422),
    ],
)
def test_create_refuses_what_it_cannot_set_up(client: FlaskClient, body: Any, status: int) -> None:
    problem(client.post("/v1/sessions", json=body), status)


def test_create_refuses_a_body_that_is_not_json(client: FlaskClient) -> None:
    problem(client.post("/v1/sessions", data=b"{nope", content_type="application/json"), 400)


@pytest.mark.parametrize("game", GAMES)
def test_get_shows_the_token_seat_its_own_hand_and_the_public_nothing_hidden(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game)
    full = session.full_state()
    public = client.get(session.url)
    assert public.status_code == 200 and public.headers["ETag"] == '"0"'
    body = public.get_json()
    assert (body["id"], body["game"], body["version"], body["seat"]) == (session.id, game, 0, None)
    assert all(isinstance(v, int) for v in hidden_piles(game, body["state"], None).values())
    for player, token in session.tokens.items():
        seen = client.get(session.url, headers=bearer(token)).get_json()
        assert seen["seat"] == player
        mine = hands_of(game, full)[player]
        if game == "supermeow" and player != full["current"]:  # face down to its owner (S3)
            mine = len(mine)
        assert hands_of(game, seen["state"])[player] == mine
        assert all(isinstance(v, int) for v in hidden_piles(game, seen["state"], player).values())
        assert "seed" not in seen["state"]


def test_get_with_a_wrong_token_is_401_not_a_public_view(app: Flask, client: FlaskClient) -> None:
    session = Session(app, client, "meow10")
    other = Session(app, client, "meow10")
    for headers in (
        bearer("not-a-token"),
        bearer(other.tokens["ann"]),  # a token of another session
        {"Authorization": f"Basic {session.tokens['ann']}"},
        {"Authorization": "Bearer "},
    ):
        response = client.get(session.url, headers=headers)
        problem(response, 401)
        assert response.headers["WWW-Authenticate"].startswith("Bearer")


@pytest.mark.parametrize("session_id", ["nope", "a{b}c", "x" * 65, "%7Bs%3Aa%7D"])
def test_an_unknown_session_is_404_on_every_endpoint(client: FlaskClient, session_id: str) -> None:
    url = f"/v1/sessions/{session_id}"
    move = {"move": {"type": "draw", "player": "ann"}}
    problem(client.get(url), 404)
    problem(client.get(f"{url}/log"), 404)
    problem(client.get(f"{url}/legal-moves", headers=bearer("t")), 404)
    problem(client.post(f"{url}/moves", json=move, headers=bearer("t")), 404)
    problem(client.delete(url, headers=bearer("t")), 404)


# -- moves ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_move_bumps_the_version_and_answers_the_movers_view(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game)
    player, move = session.legal()
    expected = ENGINES[game].apply(session.full_state(), move)
    response = session.move(move)
    assert response.status_code == 200, response.get_json()
    assert response.headers["ETag"] == session.tag() and session.tag().startswith('"1.')
    body = response.get_json()
    assert body["version"] == 1
    assert body["state"] == answered_view(game, expected.state, player)
    assert body["events"] == expected.events and body["result"] == expected.result
    assert session.full_state() == expected.state
    got = client.get(session.url)
    assert got.get_json()["version"] == 1 and got.headers["ETag"] == session.tag()
    logged = client.get(f"{session.url}/log")
    assert logged.headers["ETag"] == session.tag()  # the entry the log reaches
    log = logged.get_json()["moves"]
    assert [(e["version"], e["move"]["type"], e["events"]) for e in log] == [
        (1, move["type"], expected.events)
    ]


@pytest.mark.parametrize("game", GAMES)
def test_moves_need_the_movers_own_seat_token(app: Flask, client: FlaskClient, game: str) -> None:
    session = Session(app, client, game)
    player, move = session.legal()
    other = next(p for p in PLAYERS if p != player)
    url = f"{session.url}/moves"
    no_token = client.post(url, json={"move": move})
    assert problem(no_token, 401) and no_token.headers["WWW-Authenticate"].startswith("Bearer")
    problem(session.move(move, token="forged"), 401)
    problem(session.move(move, token=session.tokens[other]), 403)  # a move for another seat
    # A player not in the game is malformed (422, docs/api.md), as in validate-move, not a 403.
    stranger = problem(session.move({**move, "player": "zed"}, token=session.tokens[player]), 422)
    assert list(stranger["errors"]["move"]) == ["player"]
    assert session.version() == 0


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_move_is_422_with_code_and_rule_and_changes_nothing(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game)
    before = session.full_state()
    player, move = session.legal()
    other = next(p for p in PLAYERS if p != player)
    # The acting player's legal move, made by someone whose turn it is not.
    response = session.move({**move, "player": other})
    body = problem(response, 422)
    assert body["code"] == "NOT_YOUR_TURN" and body["rule"] == "G1"
    assert session.full_state() == before and session.version() == 0
    empty = client.get(f"{session.url}/log")
    assert empty.get_json() == {"game": game, "moves": []} and empty.headers["ETag"] == '"0"'


def test_every_answer_about_a_session_stays_out_of_shared_caches(
    make_app: Callable[..., Flask], redis_url: str
) -> None:
    """Refusals included: a refused move can name the mover's own cards."""
    app = make_app(redis_url=redis_url, max_body_bytes=4096)
    client = app.test_client()
    session = Session(app, client, "meow10")
    player, move = session.legal()
    other = next(p for p in PLAYERS if p != player)
    answers = {
        201: session.created,
        200: client.get(f"{session.url}/legal-moves", headers=bearer(session.tokens[player])),
        401: client.get(session.url, headers=bearer("not-a-seat")),
        403: session.move(move, token=session.tokens[other]),
        404: client.get("/v1/sessions/nobody-has-this-id"),
        400: client.post(f"{session.url}/moves", data=b"{", headers=bearer(session.tokens[player])),
        413: client.post(
            f"{session.url}/moves", data=b" " * 5000, headers=bearer(session.tokens[player])
        ),
        412: session.move(move, headers={"If-Match": '"7"'}),
        409: session.move(move, expected_version=7),
        422: session.move({**move, "player": other}),  # NOT_YOUR_TURN
    }
    assert session.move(move, expected_version=0).status_code == 200
    answers[204] = client.delete(session.url, headers=bearer(session.host))
    for status, response in answers.items():
        assert response.status_code == status, (status, response.get_data(as_text=True))
        assert response.headers.get("Cache-Control") == "no-store", status
        assert response.headers.get("Vary") == "Authorization", status
        # and every header openapi.yaml lists for it (one always sent, so not the replay
        # mark, nor the rate limit's, sent where CREATE_RATE_LIMIT sets one)
        path, method = OPERATION_OF[status]
        documented = SPEC["paths"][path][method]["responses"][str(status)]["headers"]
        sometimes = {"Idempotent-Replayed", "RateLimit", "RateLimit-Policy"}
        missing = set(documented) - sometimes - set(response.headers.keys())
        assert not missing, (status, missing)

    # Once each, every header line: set at the edge, never added twice.
    assert answers[200].headers.getlist("Cache-Control") == ["no-store"]
    assert answers[200].headers.getlist("Vary") == ["Authorization"]
    # Any path under /v1/sessions, routed or not; nothing else.
    unrouted = client.get("/v1/sessions/x/no-such-endpoint")
    assert unrouted.status_code == 404 and unrouted.headers["Cache-Control"] == "no-store"
    for elsewhere in ("/v1/sessionsx", "/v1/games", "/healthz"):
        assert "Cache-Control" not in client.get(elsewhere).headers, elsewhere


SPEC = build_spec().to_dict()
# The operation each answer above came from, as openapi.yaml names it.
OPERATION_OF = {
    201: ("/v1/sessions", "post"),
    200: ("/v1/sessions/{id}/legal-moves", "get"),
    401: ("/v1/sessions/{id}", "get"),
    403: ("/v1/sessions/{id}/moves", "post"),
    404: ("/v1/sessions/{id}", "get"),
    400: ("/v1/sessions/{id}/moves", "post"),
    413: ("/v1/sessions/{id}/moves", "post"),
    412: ("/v1/sessions/{id}/moves", "post"),
    409: ("/v1/sessions/{id}/moves", "post"),
    422: ("/v1/sessions/{id}/moves", "post"),
    204: ("/v1/sessions/{id}", "delete"),
}


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"move": {"type": "teleport", "player": "ann"}},
        {"move": {"type": "draw"}},
        {"move": "draw"},
        {"move": {"type": "draw", "player": "ann"}, "expected_version": "0"},
        {"move": {"type": "draw", "player": "ann"}, "expected_version": -1},
        {"move": {"type": "draw", "player": "ann"}, "extra": True},
    ],
)
def test_a_malformed_move_request_is_422(app: Flask, client: FlaskClient, body: Any) -> None:
    session = Session(app, client, "meow10")
    response = client.post(f"{session.url}/moves", json=body, headers=bearer(session.tokens["ann"]))
    assert "errors" in problem(response, 422)
    assert session.version() == 0


@pytest.mark.parametrize("game", GAMES)
def test_a_stale_expected_version_is_409_with_the_current_version(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game)
    _, first = session.legal()
    assert session.move(first, expected_version=0).status_code == 200
    _, second = session.legal()
    body = problem(session.move(second, expected_version=0), 409)
    assert body["version"] == 1
    assert session.version() == 1
    assert session.move(second, expected_version=1).status_code == 200


@pytest.mark.parametrize("game", GAMES)
def test_a_stale_if_match_is_412_and_a_current_one_applies(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game)
    _, first = session.legal()
    assert session.move(first, headers={"If-Match": '"0"'}).status_code == 200
    _, second = session.legal()
    stale = session.move(second, headers={"If-Match": '"0"'})
    assert problem(stale, 412)["version"] == 1
    assert stale.headers["ETag"] == session.tag()
    assert session.move(second, headers={"If-Match": '"1"'}).status_code == 200
    assert session.version() == 2
    # The full tag works too, and a tag of the same version by another write does not.
    current = session.tag()
    _, third = session.legal()
    other_write = '"2.' + "0" * 16 + '"'
    assert other_write != current
    assert problem(session.move(third, headers={"If-Match": other_write}), 412)["version"] == 2
    assert session.move(third, headers={"If-Match": current}).status_code == 200


class AlwaysBehind(MemoryStore):
    """A store where another move always lands first: every commit is refused as stale,
    with the session as it is (which is what it was)."""

    def __init__(self) -> None:
        super().__init__()
        self.commits = 0

    def commit(self, session_id: str, expected_version: int, *args: Any, **kw: Any) -> Any:
        self.commits += 1
        current = self.get(session_id)
        return CommitResult(CommitStatus.STALE, expected_version, None, current)


def test_a_move_without_precondition_that_keeps_losing_the_race_is_a_409() -> None:
    store = AlwaysBehind()
    app = create_app(Settings(), store=store)
    client = app.test_client()
    session = Session(app, client, "meow10", seed="behind")
    _, move = session.legal()
    body = problem(session.move(move), 409)
    assert body["type"].endswith("stale-version") and body["version"] == 0
    assert "kept changing" in body["detail"]
    assert store.commits == session_moves.STALE_RETRIES  # no held snapshot in memory: one pass
    assert session.version() == 0


def test_no_free_session_id_is_a_503_to_retry() -> None:
    class Taken(MemoryStore):
        def create(self, session_id: str, record: Any, ttl_s: float) -> None:
            raise SessionExists(session_id)

    client = create_app(Settings(), store=Taken()).test_client()
    response = client.post("/v1/sessions", json={"game": "copycat", "players": PLAYERS})
    assert problem(response, 503)["type"].endswith("id-exhausted")
    assert response.headers["Retry-After"] == "1"


def test_if_match_compares_strongly_a_weak_tag_never_matches(
    app: Flask, client: FlaskClient
) -> None:
    """RFC 9110, 13.1.1: the referee's tags are strong, and If-Match accepts only a strong
    match; a list matches when any of its strong tags does, and `*` matches any version."""
    session = Session(app, client, "copycat")
    _, move = session.legal()
    assert problem(session.move(move, headers={"If-Match": 'W/"0"'}), 412)["version"] == 0
    assert session.version() == 0
    assert session.move(move, headers={"If-Match": 'W/"0", "7", "0"'}).status_code == 200
    _, move = session.legal()
    for header in ("1", '"*"', '"1', '*, "7"'):  # unquoted, a tag "*", half-quoted, * in a list
        assert problem(session.move(move, headers={"If-Match": header}), 412)["version"] == 1
    assert session.move(move, headers={"If-Match": " * "}).status_code == 200
    assert session.version() == 2


@pytest.mark.parametrize("game", GAMES)
def test_a_repeated_idempotency_key_returns_the_first_answer_and_applies_once(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game)
    player, move = session.legal()
    key = {"Idempotency-Key": "move-0001"}
    first = session.move(move, headers=key)
    assert first.status_code == 200
    after_first = session.full_state()
    for _ in range(2):
        again = session.move(move, headers=key)
        assert (again.status_code, again.get_json()) == (200, first.get_json())
        assert again.headers["ETag"] == first.headers["ETag"] == session.tag()
        assert again.headers["Idempotent-Replayed"] == "true"
    assert session.full_state() == after_first and session.version() == 1
    assert len(client.get(f"{session.url}/log").get_json()["moves"]) == 1
    # The same key with another body is refused, never replayed.
    reused = session.move(move, headers=key, expected_version=0)
    assert problem(reused, 422)["type"].endswith("idempotency-key-reused")
    # Keys are each seat's own: another seat's "move-0001" is a move of its own, decided
    # as any (here another seat's player: 403), never the owner's answer nor a 422.
    other = next(p for p in PLAYERS if p != player)
    guessed = session.move(move, token=session.tokens[other], headers=key)
    assert problem(guessed, 403)["type"].endswith("forbidden")
    # After later moves the retry still gets its first answer.
    _, later = session.legal()
    assert session.move(later).status_code == 200
    late_retry = session.move(move, headers=key)
    assert (late_retry.status_code, late_retry.get_json()) == (200, first.get_json())
    assert session.version() == 2


def test_a_rejected_move_stores_nothing_under_its_idempotency_key(
    app: Flask, client: FlaskClient
) -> None:
    session = Session(app, client, "meow10")
    player, move = session.legal()
    other = next(p for p in PLAYERS if p != player)
    key = {"Idempotency-Key": "k-1"}
    problem(session.move({**move, "player": other}, headers=key), 422)  # illegal
    problem(session.move(move, expected_version=5, headers=key), 409)  # stale
    fixed = session.move(move, headers=key)
    assert fixed.status_code == 200 and "Idempotent-Replayed" not in fixed.headers


@pytest.mark.parametrize("key", ["", "x" * 256, "tab\tkey", "clé"])
def test_a_malformed_idempotency_key_is_422(app: Flask, client: FlaskClient, key: str) -> None:
    session = Session(app, client, "meow10")
    _, move = session.legal()
    problem(session.move(move, headers={"Idempotency-Key": key}), 422)
    assert session.version() == 0


# -- log, delete, expiry ----------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_log_lists_every_move_in_order_with_its_version(
    app: Flask, client: FlaskClient, game: str
) -> None:
    session = Session(app, client, game)
    made = []
    for _ in range(5):
        _, move = session.legal()
        assert session.move(move).status_code == 200
        made.append(move)
    for headers in ({}, bearer(session.tokens["bob"])):
        response = client.get(f"{session.url}/log", headers=headers)
        assert response.status_code == 200
        log = response.get_json()["moves"]
        assert [e["version"] for e in log] == [1, 2, 3, 4, 5]
        assert [e["move"] for e in log] == made
    problem(client.get(f"{session.url}/log", headers=bearer("wrong")), 401)


@pytest.mark.parametrize("game", GAMES)
def test_each_seat_lists_its_own_legal_moves_and_plays_a_game_from_them(
    app: Flask, client: FlaskClient, game: str
) -> None:
    """Each seat reads exactly its own share of the engine's listing on the full state,
    with `player` and the version as they are, and a move picked from any seat's listing
    is applied."""
    rng = random.Random(game)
    session = Session(app, client, game, seed="listing")
    engine = ENGINES[game]
    for version in range(25):
        state = session.full_state()
        player, every = engine.legal_moves(state)
        every = list(every)
        listings = {}
        for seat in PLAYERS:
            response = client.get(
                f"{session.url}/legal-moves", headers=bearer(session.tokens[seat])
            )
            assert response.status_code == 200, response.get_json()
            assert response.headers["ETag"] == session.tag()
            body = response.get_json()
            assert body["version"] == version and body["player"] == player
            assert body["truncated"] is False
            listings[seat] = body["moves"]
            assert listings[seat] == [m for m in every if m["player"] == seat]
        if not every:
            break
        acting = [seat for seat, moves in listings.items() if moves]
        assert acting and (player is None or acting == [player])
        seat = rng.choice(acting)
        response = session.move(rng.choice(listings[seat]), expected_version=version)
        assert response.status_code == 200, response.get_json()
    assert session.version() > 5


def test_a_legal_moves_listing_is_cut_at_limit_and_changes_nothing(
    app: Flask, client: FlaskClient
) -> None:
    session = Session(app, client, "meow10", seed="listing")
    player, _ = session.legal()
    before = session.full_state()
    url, auth = f"{session.url}/legal-moves", bearer(session.tokens[player])
    full = client.get(url, headers=auth).get_json()
    assert len(full["moves"]) > 1 and full["truncated"] is False
    cut = client.get(f"{url}?limit=1", headers=auth).get_json()
    assert cut["moves"] == full["moves"][:1] and cut["truncated"] is True
    exact = client.get(f"{url}?limit={len(full['moves'])}", headers=auth).get_json()
    assert exact == full
    assert session.version() == 0 and session.full_state() == before


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("limit=0", "limit"),
        ("limit=10001", "limit"),
        ("limit=two", "limit"),
        ("limit=", "limit"),
        ("limit=1.5", "limit"),
        ("limit=%2B3", "limit"),  # +3
        ("limit=1_0", "limit"),
        ("limit=%202", "limit"),  # " 2"
        ("limit=%D9%A1", "limit"),  # an Arabic-Indic 1, which int() reads
        ("limit=1&limit=abc", "limit"),  # repeated: which would count?
        ("limit=abc&limit=1", "limit"),
        ("player=bob", "player"),
    ],
)
def test_a_bad_legal_moves_query_is_422_naming_the_parameter(
    app: Flask, client: FlaskClient, query: str, field: str
) -> None:
    session = Session(app, client, "copycat")
    response = client.get(
        f"{session.url}/legal-moves?{query}", headers=bearer(session.tokens["ann"])
    )
    body = problem(response, 422)
    assert field in body["errors"], body


def test_legal_moves_need_a_seat_token(app: Flask, client: FlaskClient) -> None:
    """A listing shows the seat's own cards, so no public one exists."""
    session = Session(app, client, "cattower")
    url = f"{session.url}/legal-moves"
    for headers in ({}, bearer("not-a-seat"), {"Authorization": "Basic abc"}):
        response = client.get(url, headers=headers)
        problem(response, 401)
        assert response.headers["WWW-Authenticate"].startswith("Bearer")


def test_only_the_host_ends_a_game_in_progress_and_the_game_stays_readable(
    app: Flask, client: FlaskClient
) -> None:
    session = Session(app, client, "meow10")
    _, move = session.legal()
    assert session.move(move).status_code == 200
    problem(client.delete(session.url), 401)
    problem(client.delete(session.url, headers=bearer("wrong")), 401)
    # A player about to lose cannot erase the game.
    refused = client.delete(session.url, headers=bearer(session.tokens["cy"]))
    assert problem(refused, 403)["type"].endswith("game-in-progress")
    before = client.get(session.url).get_json()
    response = client.delete(session.url, headers=bearer(session.host))
    assert response.status_code == 204 and response.get_data() == b""
    assert "Content-Type" not in response.headers
    # Still readable: the state, the log and who saw what; marked ended.
    after = client.get(session.url, headers=bearer(session.tokens["ann"]))
    assert after.status_code == 200 and after.get_json()["ended"] == {"reason": "deleted"}
    public = client.get(session.url).get_json()
    assert public["state"] == before["state"] and public["version"] == 1
    log = client.get(f"{session.url}/log").get_json()["moves"]
    assert [entry["version"] for entry in log] == [1]
    # Never moved again, and nobody is listed a move.
    _, move = session.legal()
    assert problem(session.move(move), 409)["type"].endswith("session-ended")
    listed = client.get(f"{session.url}/legal-moves", headers=bearer(session.tokens["bob"]))
    assert listed.get_json()["moves"] == []
    assert client.delete(session.url, headers=bearer(session.tokens["cy"])).status_code == 204
    snap = app.extensions["store"].get(session.id)
    assert snap is not None and snap.ended == "deleted" and snap.version == 1


def test_once_the_game_is_over_a_seat_may_end_it_and_the_host_token_reads_the_public_view(
    app: Flask, client: FlaskClient
) -> None:
    session = Session(app, client, "cattower", seed="over")
    engine = ENGINES["cattower"]
    while True:
        _, moves = engine.legal_moves(session.full_state())
        moves = list(moves)
        if not moves:
            break
        assert session.move(moves[0]).status_code == 200
    assert engine.is_over(session.full_state())
    as_host = client.get(session.url, headers=bearer(session.host)).get_json()
    assert (
        as_host["seat"] is None and as_host["state"] == client.get(session.url).get_json()["state"]
    )
    problem(client.get(f"{session.url}/legal-moves", headers=bearer(session.host)), 401)
    assert client.delete(session.url, headers=bearer(session.tokens["bob"])).status_code == 204
    assert client.get(session.url).get_json()["ended"] == {"reason": "deleted"}


def test_a_finished_or_ended_game_is_kept_for_its_retention_then_expires(
    make_app: Callable[..., Flask],
) -> None:
    """A game over keeps SESSION_RETENTION, not the idle TTL (here the longer)."""
    app = make_app(session_ttl_s=1, session_retention_s=3)
    session = Session(app, app.test_client(), "cattower", seed="retained")
    engine = ENGINES["cattower"]
    while moves := list(engine.legal_moves(session.full_state())[1]):
        assert session.move(moves[0]).status_code == 200
    time.sleep(1.5)  # past the idle TTL: still there
    assert session.client.get(session.url).status_code == 200
    time.sleep(2.0)  # past its retention: gone
    problem(session.client.get(session.url), 404)


# -- several workers: each keeps the snapshots it last saw (store.recent) ------------------


def test_the_worker_that_wrote_a_session_last_moves_it_without_reading_it(
    make_app: Callable[..., Flask], redis_url: str
) -> None:
    app = make_app(redis_url=redis_url)
    session = Session(app, app.test_client(), "meow10")
    for version in range(3):
        player, move = session.legal()  # reads the session (and refreshes the snapshot)
        before = calls(redis_url, "hgetall")
        response = session.move(move, expected_version=version)
        assert response.status_code == 200, response.get_json()
        assert calls(redis_url, "hgetall") == before  # computed on the snapshot held, no read
        assert response.get_json()["version"] == version + 1

    off = make_app(redis_url=redis_url, session_cache_size=0)
    session = Session(off, off.test_client(), "meow10")
    player, move = session.legal()
    before = calls(redis_url, "hgetall")
    assert session.move(move, expected_version=0).status_code == 200
    assert calls(redis_url, "hgetall") == before + 1  # SESSION_CACHE_SIZE=0: always read first


@pytest.mark.parametrize("game", GAMES)
def test_moves_on_the_state_a_worker_kept_answer_as_moves_on_the_stored_one(
    make_app: Callable[..., Flask], redis_url: str, game: str
) -> None:
    """A worker decides its next move on the typed state its own last move made (held
    with the snapshot), not on the stored one decoded again. Two copies of one session
    (same seed, salt and tokens) take the same moves, one through such a worker and one
    through a worker that reads and decodes before every move: every answer, every log
    entry and the stored state are the same, byte for byte."""
    keeps = make_app(redis_url=redis_url)
    reads = make_app(redis_url=redis_url, session_cache_size=0)
    kept = Session(keeps, keeps.test_client(), game)
    oracle = RedisStore(redis_url, recent_sessions=0)
    created = oracle.get(kept.id)
    assert created is not None
    read = kept.through(reads)
    read.id, read.url = f"{kept.id}-copy", f"{kept.url}-copy"
    oracle.create(read.id, created.record, 3600)
    version = 0
    while version < 30:
        held = keeps.extensions["store"].recent(kept.id)
        assert held is not None and (version == 0 or held.decoded is not None)
        _, moves = ENGINES[game].legal_moves(kept.full_state())
        move = next(iter(moves), None)
        if move is None:
            break
        answers = [s.move(move, expected_version=version) for s in (kept, read)]
        assert [a.status_code for a in answers] == [200, 200], answers[0].get_json()
        assert answers[0].get_data() == answers[1].get_data()
        version += 1
    logs = [oracle.log(sid) for sid in (kept.id, read.id)]
    assert logs[0] == logs[1] and len(logs[0]) == version > 0
    finals = [oracle.get(sid) for sid in (kept.id, read.id)]
    assert finals[0] is not None and finals[1] is not None
    assert orjson.dumps(finals[0].record["state"]) == orjson.dumps(finals[1].record["state"])
    oracle.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_worker_whose_snapshot_is_behind_answers_as_if_it_had_read_the_session(
    make_app: Callable[..., Flask], redis_url: str, game: str
) -> None:
    """Two workers (two apps, each with its own store) on one Redis: every answer from the
    worker holding an old snapshot is the one a fresh read gives."""
    one, two = make_app(redis_url=redis_url), make_app(redis_url=redis_url)
    oracle = RedisStore(redis_url, recent_sessions=0)  # the test's own look, no snapshots

    def next_move(sid: str) -> dict[str, Any]:
        snap = oracle.get(sid)
        assert snap is not None
        player, moves = ENGINES[game].legal_moves(snap.record["state"])
        return next(iter(moves))

    on_one = Session(one, one.test_client(), game)  # `one` holds version 0
    on_two = on_one.through(two)

    assert on_two.move(next_move(on_one.id), expected_version=0).status_code == 200
    # `one` still holds version 0: its precondition check must use the current version
    stale = on_one.move(next_move(on_one.id), expected_version=0)
    assert problem(stale, 409)["version"] == 1
    moved = on_one.move(next_move(on_one.id), expected_version=1)
    assert moved.status_code == 200 and moved.get_json()["version"] == 2
    # `two` holds version 1 now: a move legal at version 2 (often illegal at 1, another
    # player's turn) and sent without precondition lands on version 2
    moved = on_two.move(next_move(on_one.id))
    assert moved.status_code == 200, moved.get_json()
    assert moved.get_json()["version"] == 3
    assert [e["version"] for e in oracle.log(on_one.id)] == [1, 2, 3]
    # ended through `two`: `one` still holds a snapshot, and must refuse the move
    last = next_move(on_one.id)
    one_holds = one.extensions["store"].recent(on_one.id)
    assert one_holds is not None and one_holds.version == 2
    assert on_two.client.delete(on_two.url, headers=bearer(on_one.host)).status_code == 204
    assert problem(on_one.move(last), 409)["type"].endswith("session-ended")
    assert one.extensions["store"].recent(on_one.id) is None
    oracle.close()


def test_a_host_holding_a_write_redis_lost_moves_on_what_redis_has(
    make_app: Callable[..., Flask], redis_url: str
) -> None:
    """Host `one` wrote version 1 and holds it; Redis loses that write (failover, the
    last second of AOF) and host `two` writes another version 1. The next move through
    `one` is computed on `two`'s version 1, so the state stays the one its log replays to."""
    one, two = make_app(redis_url=redis_url), make_app(redis_url=redis_url)
    oracle = RedisStore(redis_url, recent_sessions=0)
    game = ENGINES["meow10"]
    on_one = Session(one, one.test_client(), "meow10", seed="lost-write")
    on_two = on_one.through(two)
    start = on_one.full_state()
    _, first_moves = game.legal_moves(start)
    lost, kept = list(first_moves)[:2]
    client = redis.Redis.from_url(redis_url)
    lose_writes = write_loss(client, on_one.id)
    assert on_one.move(lost, expected_version=0).status_code == 200
    lose_writes()  # Redis loses version 1
    assert on_two.move(kept, expected_version=0).status_code == 200
    after_kept = game.apply(game.load_state(start), game.load_move(start, kept)).state
    _, next_moves = game.legal_moves(after_kept)
    follow = next(iter(next_moves))
    moved = on_one.move(follow, expected_version=1)
    assert moved.status_code == 200, moved.get_json()
    expected = game.apply(after_kept, game.load_move(after_kept, follow)).state
    assert on_one.full_state() == expected
    assert [entry["move"] for entry in oracle.log(on_one.id)] == [kept, follow]
    client.close()
    oracle.close()


def test_workers_sharing_the_snapshots_move_any_session_without_reading_it(
    make_app: Callable[..., Flask], redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As under gunicorn, whose master maps the snapshots before it forks: each move lands
    on the other worker, and still none reads the session first."""
    monkeypatch.setattr(snapshots, "_shared", None)
    monkeypatch.setenv("REDIS_URL", redis_url)
    # what the master does before it forks workers that each build the app
    gunicorn_conf.on_starting(SimpleNamespace(cfg=SimpleNamespace(preload_app=False)))
    one, two = make_app(redis_url=redis_url), make_app(redis_url=redis_url)
    on_one = Session(one, one.test_client(), "meow10")
    on_two = on_one.through(two)
    oracle = RedisStore(redis_url, recent_sessions=0)
    reads = calls(redis_url, "hgetall")
    for version in range(6):
        snap = oracle.get(on_one.id)
        assert snap is not None
        move = next(iter(ENGINES["meow10"].legal_moves(snap.record["state"])[1]))
        worker = (on_one, on_two)[version % 2]
        moved = worker.move(move, expected_version=version)
        assert moved.status_code == 200 and moved.get_json()["version"] == version + 1
    assert calls(redis_url, "hgetall") == reads + 6  # the oracle's reads, none of the workers'
    oracle.close()


def test_a_snapshot_behind_the_expected_version_is_not_tried(
    make_app: Callable[..., Flask], redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker holds version 0 and the client expects 1: computing on the snapshot
    could only end in a 409 that is then decided again, so the move is computed once,
    on a fresh read."""
    one, two = make_app(redis_url=redis_url), make_app(redis_url=redis_url)
    on_one = Session(one, one.test_client(), "meow10")  # `one` holds version 0
    on_two = on_one.through(two)
    _, move = on_one.legal()
    assert on_two.move(move, expected_version=0).status_code == 200
    held = one.extensions["store"].recent(on_one.id)
    assert held is not None and held.version == 0

    tried: list[int] = []
    real_move = session_moves._move

    def counted(session_id: str, snap: Any, referee: Any) -> Any:
        tried.append(snap.version)
        return real_move(session_id, snap, referee)

    monkeypatch.setattr(session_moves, "_move", counted)
    _, move = on_two.legal()
    reads = calls(redis_url, "hgetall")
    moved = on_one.move(move, expected_version=1)
    assert moved.status_code == 200 and moved.get_json()["version"] == 2
    assert tried == [1]  # not [0, 1]
    assert calls(redis_url, "hgetall") == reads + 1
    _, move = on_one.legal()
    moved = on_one.move(move, expected_version=2)  # `one` wrote version 2: no read now
    assert moved.status_code == 200 and tried == [1, 2]


def test_a_refusal_on_a_current_held_snapshot_is_decided_once_and_confirmed_by_a_read(
    make_app: Callable[..., Flask], redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker holds the current version: a move refused on it (If-Match names another
    version) is decided once, and a read that finds the same write confirms the refusal."""
    app = make_app(redis_url=redis_url)
    session = Session(app, app.test_client(), "meow10")  # the worker holds version 0
    decided: list[int] = []
    real_decide = session_moves._decide

    def counted(session_id: str, snap: Any, referee: Any, admitted: Any) -> Any:
        decided.append(snap.version)
        return real_decide(session_id, snap, referee, admitted)

    monkeypatch.setattr(session_moves, "_decide", counted)
    _, move = session.legal()
    reads = calls(redis_url, "hgetall")
    refused = session.move(move, headers={"If-Match": '"7"'})
    assert problem(refused, 412)["version"] == 0
    assert decided == [0]  # not decided again on the read
    assert calls(redis_url, "hgetall") == reads + 1  # the read that confirms it
    assert session.move(move, expected_version=0).status_code == 200
    assert decided == [0, 0]


def test_a_refused_compare_and_set_brings_the_session_so_it_is_not_read_again(
    make_app: Callable[..., Flask], redis_url: str
) -> None:
    """A move sent without a precondition to a worker whose snapshot is behind: computed on
    it, refused by the compare-and-set, computed again on the session the refusal carries.
    Two round trips, both the script; no read."""
    app = make_app(redis_url=redis_url)
    session = Session(app, app.test_client(), "meow10")  # the worker holds version 0
    oracle = RedisStore(redis_url, recent_sessions=0)
    snap = oracle.get(session.id)
    assert snap is not None
    # Another worker writes version 1 and leaves the game as it was, so the move legal at
    # version 0 is legal at 1 too: only the compare-and-set can refuse the held snapshot.
    entry: dict[str, Any] = {"version": 1, "move": None, "events": []}
    assert oracle.commit(session.id, 0, snap.record, entry, 60).applied
    held = app.extensions["store"].recent(session.id)
    assert held is not None and held.version == 0
    move = next(iter(ENGINES["meow10"].legal_moves(snap.record["state"])[1]))
    reads, scripts = calls(redis_url, "hgetall"), calls(redis_url, "evalsha")
    response = session.move(move)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["version"] == 2
    assert calls(redis_url, "hgetall") == reads
    assert calls(redis_url, "evalsha") == scripts + 2
    held = app.extensions["store"].recent(session.id)
    assert held is not None and held.version == 2
    oracle.close()


def test_an_idle_session_expires_and_each_move_renews_it(
    make_app: Callable[..., Flask], redis_url: str
) -> None:
    app = make_app(redis_url=redis_url, session_ttl_s=1)
    client = app.test_client()
    session, idle = Session(app, client, "meow10"), Session(app, client, "meow10")
    time.sleep(0.6)
    _, move = session.legal()
    assert session.move(move).status_code == 200  # renews the idle TTL to 1 s from now
    time.sleep(0.6)
    problem(client.get(idle.url), 404)
    assert client.get(session.url).status_code == 200
    time.sleep(0.6)  # 1.2 s after the move
    problem(client.get(session.url), 404)
    problem(session.move(move), 404)


def test_a_retry_after_the_session_expired_is_a_404_not_its_stored_answer(
    make_app: Callable[..., Flask], redis_url: str
) -> None:
    """The stored answer (IDEMPOTENCY_TTL, here the longer) and the worker's snapshot of
    the session both outlive it; neither may answer for an expired session."""
    app = make_app(redis_url=redis_url, session_ttl_s=1, idempotency_ttl_s=60)
    session = Session(app, app.test_client(), "meow10")
    _, move = session.legal()
    key = {"Idempotency-Key": "retry-after-expiry"}
    assert session.move(move, headers=key).status_code == 200
    assert session.move(move, headers=key).headers["Idempotent-Replayed"] == "true"
    time.sleep(1.2)
    problem(session.move(move, headers=key), 404)


# -- hidden information over random playouts ---------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(2))
def test_random_playouts_never_show_a_seat_anothers_hidden_cards(
    app: Flask, client: FlaskClient, game: str, seed: int
) -> None:
    rng = random.Random(seed)
    session = Session(app, client, game, seed=f"playout-{seed}")
    engine = ENGINES[game]
    codes = catalogue_codes(game, session.full_state()["options"])
    readers: list[str | None] = [None, *PLAYERS]

    def views() -> dict[str | None, dict[str, Any]]:
        out = {}
        for reader in readers:
            headers = bearer(session.tokens[reader]) if reader else {}
            out[reader] = client.get(session.url, headers=headers).get_json()["state"]
        return out

    history = [views()]  # history[v]: every reader's view at version v
    for _ in range(30):
        _, legal = engine.legal_moves(session.full_state())
        legal = list(legal)
        if not legal:
            break
        move = rng.choice(legal)
        response = session.move(move)
        assert response.status_code == 200, response.get_json()
        history.append(views())
        assert response.get_json()["state"] == history[-1][move["player"]]
        result = response.get_json()["result"]
        showdown = result is not None and result.get("end") in REVEALING_ENDS
        for reader, view in history[-1].items():
            assert "seed" not in view
            hidden = hidden_piles(game, view, reader, showdown)
            for name, pile in hidden.items():
                assert isinstance(pile, int), f"{reader} sees {name}"
            for player, hand in hands_of(game, view).items():  # and hides nothing more
                assert f"hand:{player}" in hidden or isinstance(hand, list), (reader, player)
    moves = len(history) - 1
    assert moves > 0 and session.version() == moves
    for reader in readers:
        headers = bearer(session.tokens[reader]) if reader else {}
        log = client.get(f"{session.url}/log", headers=headers).get_json()["moves"]
        assert [entry["version"] for entry in log] == list(range(1, moves + 1))
        for entry in log:
            # No move, event or result names a card this reader could not see just
            # before or just after that move.
            version = entry["version"]
            visible = codes_in(history[version - 1][reader], codes)
            visible |= codes_in(history[version][reader], codes)
            assert codes_in(entry, codes) <= visible, (reader, entry)


# -- concurrency ------------------------------------------------------------------------


def race(
    app: Flask, url: str, requests: list[tuple[dict[str, Any], dict[str, str]]]
) -> list[tuple[int, Any]]:
    """POST every (body, headers) at once, one thread and test client each; the answers."""
    barrier = threading.Barrier(len(requests), timeout=20)
    answers: list[tuple[int, Any]] = []
    lock = threading.Lock()

    def send(body: dict[str, Any], headers: dict[str, str]) -> None:
        own = app.test_client()
        barrier.wait()
        response = own.post(url, json=body, headers=headers)
        with lock:
            answers.append((response.status_code, response.get_json()))

    pool = [threading.Thread(target=send, args=request) for request in requests]
    for t in pool:
        t.start()
    for t in pool:
        t.join(timeout=30)
    assert len(answers) == len(requests)
    return answers


@pytest.mark.parametrize("game", GAMES)
def test_threads_racing_on_one_version_exactly_one_move_lands(app: Flask, game: str) -> None:
    """Threads share the app and its one RedisStore, like gunicorn threads would."""
    session = Session(app, app.test_client(), game)
    threads, rounds = 6, 5
    for version in range(rounds):
        legal = list(ENGINES[game].legal_moves(session.full_state())[1])
        moves = [legal[i % len(legal)] for i in range(threads)]
        answers = race(
            app,
            f"{session.url}/moves",
            [
                ({"move": m, "expected_version": version}, bearer(session.tokens[m["player"]]))
                for m in moves
            ],
        )
        assert sorted(status for status, _ in answers) == [200] + [409] * (threads - 1), answers
        assert all(body["version"] == version + 1 for _, body in answers)
    assert session.version() == rounds
    log = app.test_client().get(f"{session.url}/log").get_json()["moves"]
    assert [e["version"] for e in log] == list(range(1, rounds + 1))


def test_racing_copies_of_a_move_without_precondition_apply_once(app: Flask) -> None:
    """Without a version the losers are judged again on the state the winner made."""
    session = Session(app, app.test_client(), "meow10")
    _, move = session.legal()
    headers = bearer(session.tokens[move["player"]])
    answers = race(app, f"{session.url}/moves", [({"move": move}, headers)] * 6)
    statuses = sorted(status for status, _ in answers)
    assert statuses == [200] + [422] * 5, answers
    assert all(body["code"] == "NOT_YOUR_TURN" for status, body in answers if status == 422)
    assert session.version() == 1


def test_threads_retrying_one_idempotent_move_apply_it_once(app: Flask) -> None:
    session = Session(app, app.test_client(), "meow10")
    _, move = session.legal()
    headers = {**bearer(session.tokens[move["player"]]), "Idempotency-Key": "same"}
    answers = race(app, f"{session.url}/moves", [({"move": move}, headers)] * 6)
    assert answers[0][0] == 200 and all(answer == answers[0] for answer in answers)
    assert session.version() == 1


@pytest.mark.parametrize("game", GAMES)
def test_clients_interleaved_at_random_get_exactly_the_answers_the_rules_give(
    make_app: Callable[..., Flask], redis_url: str, game: str
) -> None:
    """boardgame.io's seeded interleaving fuzz: every seat sends moves through two
    workers (each with its own snapshots) in a seeded random order, each from what it last
    saw: often a version already gone, sometimes without a precondition, sometimes
    retried with its Idempotency-Key through the other worker. The test keeps the game as
    the rules make it and predicts every answer exactly; afterwards the version counts the
    applied moves and the log replays to the stored state."""
    engine, rnd = ENGINES[game], random.Random(game)
    workers = [make_app(redis_url=redis_url).test_client() for _ in range(2)]
    session = Session(workers[0].application, workers[0], game, seed="interleaved")
    states = [session.full_state()]  # states[v]: the game at version v
    known = dict.fromkeys(PLAYERS, 0)  # the version each seat last saw
    stored: dict[str, dict[str, Any]] = {}  # Idempotency-Key -> the first answer
    for step in range(60):
        current = len(states) - 1
        seen = states[known[rnd.choice(PLAYERS)]]
        listed = list(engine.legal_moves(seen)[1])
        if not listed:
            break
        move = rnd.choice(listed)
        seat = move["player"]
        body: dict[str, Any] = {"move": move}
        if rnd.random() < 0.8:
            body["expected_version"] = known[seat]
        headers = bearer(session.tokens[seat])
        key = f"k{step}" if rnd.random() < 0.4 else None
        for attempt in range(2 if key else 1):  # a retry goes through the other worker
            if key:
                headers["Idempotency-Key"] = key
            client = workers[(step + attempt) % 2]
            response = client.post(f"{session.url}/moves", json=body, headers=headers)
            answer = response.get_json()
            if key in stored:  # the first answer again, applied once
                assert (response.status_code, answer) == (200, stored[key])
                continue
            if body.get("expected_version", current) != current:
                assert (response.status_code, answer["version"]) == (409, current), answer
                continue
            try:
                outcome = engine.apply(states[current], move)
            except IllegalMove as exc:
                assert response.status_code == 422 and answer["code"] == exc.code, answer
                continue
            assert response.status_code == 200, answer
            assert answer["version"] == current + 1
            assert answer["state"] == answered_view(game, outcome.state, seat)
            states.append(outcome.state)
            current += 1
            known[seat] = current
            if key:
                stored[key] = answer
        if rnd.random() < 0.5:  # another seat looks at the table
            reader = rnd.choice(PLAYERS)
            got = workers[step % 2].get(session.url, headers=bearer(session.tokens[reader]))
            assert got.get_json()["version"] == current
            assert got.get_json()["state"] == answered_view(game, states[current], reader)
            known[reader] = current
    assert len(states) > 10, "too few moves landed to say anything"
    assert session.version() == len(states) - 1
    log = workers[1].get(f"{session.url}/log").get_json()["moves"]
    assert [entry["version"] for entry in log] == list(range(1, len(states)))
    replayed = states[0]
    for entry in log:
        replayed = engine.apply(replayed, entry["move"]).state
    assert replayed == session.full_state() == states[-1]


class Interleaved(RedisStore):
    """A worker's store that lets another worker's request land between its read and its
    compare-and-set, once: the interleaving the threaded races above hit only by luck."""

    def __init__(self, url: str, meanwhile: Callable[[], Any]) -> None:
        super().__init__(url, recent_sessions=0)  # read first: the race window is widest
        self.meanwhile: Callable[[], Any] | None = meanwhile

    def commit(self, *args: Any, **kwargs: Any) -> Any:
        hook, self.meanwhile = self.meanwhile, None
        if hook is not None:
            hook()
        return super().commit(*args, **kwargs)


@pytest.fixture
def slow_worker(redis_url: str) -> Iterator[Callable[[Callable[[], Any]], FlaskClient]]:
    """A client of a second app (worker) whose next move lets `meanwhile` run just
    before its compare-and-set."""
    stores: list[Interleaved] = []

    def make(meanwhile: Callable[[], Any]) -> FlaskClient:
        stores.append(Interleaved(redis_url, meanwhile))
        return create_app(Settings(redis_url=redis_url), store=stores[-1]).test_client()

    yield make
    for store in stores:
        store.close()


def test_an_idempotency_key_that_won_on_another_worker_mid_move_replays_its_answer(
    client: FlaskClient, app: Flask, slow_worker: Callable[..., FlaskClient]
) -> None:
    """Both workers missed the key, the other committed first: ours is refused by the
    compare-and-set as a duplicate and answers with the other's stored answer."""
    session = Session(app, client, "meow10")
    _, move = session.legal()
    headers = {**bearer(session.tokens[move["player"]]), "Idempotency-Key": "k-1"}
    post = {"json": {"move": move}, "headers": headers}
    other: list[Any] = []
    slow = slow_worker(lambda: other.append(client.post(f"{session.url}/moves", **post)))
    ours = slow.post(f"{session.url}/moves", **post)
    assert other[0].status_code == 200 and "Idempotent-Replayed" not in other[0].headers
    assert (ours.status_code, ours.get_json()) == (200, other[0].get_json())
    assert ours.headers["Idempotent-Replayed"] == "true"
    assert ours.headers["ETag"] == other[0].headers["ETag"] == session.tag()
    assert session.version() == 1
    assert len(client.get(f"{session.url}/log").get_json()["moves"]) == 1


def test_a_session_ended_on_another_worker_mid_move_stays_ended(
    client: FlaskClient, app: Flask, slow_worker: Callable[..., FlaskClient]
) -> None:
    session = Session(app, client, "meow10")
    player, move = session.legal()
    token = bearer(session.tokens[player])
    host = bearer(session.host)
    deleted: list[int] = []
    slow = slow_worker(lambda: deleted.append(client.delete(session.url, headers=host).status_code))
    answer = slow.post(f"{session.url}/moves", json={"move": move}, headers=token)
    assert deleted == [204]
    assert problem(answer, 409)["type"].endswith("session-ended")
    snap = app.extensions["store"].get(session.id)
    assert snap is not None and snap.version == 0 and snap.ended  # the move did not land
    assert client.get(session.url, headers=token).get_json()["ended"] == {"reason": "deleted"}


def test_a_move_that_lost_the_race_is_decided_again_on_the_winners_state(
    client: FlaskClient, app: Flask, slow_worker: Callable[..., FlaskClient]
) -> None:
    """Without expected_version a move applies to whatever is current: when another move
    lands first, the compare-and-set refuses ours and ours is decided again on the state
    the refusal carries, never stored on top of the stale one."""
    session = Session(app, client, "meow10")
    player, move = session.legal()
    token = bearer(session.tokens[player])
    winner: list[Any] = []
    url, body = f"{session.url}/moves", {"move": move}
    slow = slow_worker(lambda: winner.append(client.post(url, json=body, headers=token)))
    ours = slow.post(url, json=body, headers=token)
    assert winner[0].status_code == 200
    # Legal on the state ours was computed on; on the winner's, the turn has passed on.
    assert problem(ours, 422)["code"] == "NOT_YOUR_TURN"
    assert session.version() == 1
    assert len(client.get(f"{session.url}/log").get_json()["moves"]) == 1


# -- Redis outages ------------------------------------------------------------------------


def timed(fn: Any) -> tuple[float, Any]:
    start = time.monotonic()
    result = fn()
    return time.monotonic() - start, result


def test_redis_down_gives_fast_503s_stateless_play_goes_on_then_it_recovers(
    make_app: Callable[..., Flask], own_redis: RedisServer
) -> None:
    app = make_app(redis_url=own_redis.url)
    client = app.test_client()
    session = Session(app, client, "meow10")
    _, move = session.legal()
    assert client.get("/readyz").status_code == 200
    own_redis.stop()

    calls = {
        "create": lambda: client.post("/v1/sessions", json={"game": "meow10", "players": PLAYERS}),
        "get": lambda: client.get(session.url),
        "log": lambda: client.get(f"{session.url}/log"),
        "move": lambda: session.move(move),
        "delete": lambda: client.delete(session.url, headers=bearer(session.host)),
    }
    for name, call in calls.items():
        elapsed, response = timed(call)
        body = problem(response, 503)
        assert body["type"].endswith("store-unavailable"), name
        assert response.headers["Retry-After"] == "1"
        assert elapsed < FAIL_FAST_S, (name, elapsed)
    elapsed, ready = timed(lambda: client.get("/readyz"))
    assert ready.status_code == 503 and elapsed < FAIL_FAST_S
    # Stateless adjudication needs no store.
    assert client.get("/healthz").status_code == 200
    assert client.get("/v1/games").status_code == 200
    setup = client.post("/v1/games/meow10/setup", json={"players": PLAYERS, "seed": "s"})
    assert setup.status_code == 200
    state = setup.get_json()["state"]
    player, legal = ENGINES["meow10"].legal_moves(state)
    validated = client.post(
        "/v1/games/meow10/validate-move", json={"state": state, "move": list(legal)[0]}
    )
    assert validated.status_code == 200 and validated.get_json()["legal"] is True

    own_redis.start()  # the same app and store, no restart
    assert client.get("/readyz").status_code == 200
    problem(client.get(session.url), 404)  # this test server keeps no data across restarts
    again = Session(app, client, "meow10")
    _, move = again.legal()
    assert again.move(move).status_code == 200


def test_the_session_paths_make_a_valid_openapi_document() -> None:
    document = build_spec().to_dict()
    validate(document)
    moves = document["paths"]["/v1/sessions/{id}/moves"]["post"]
    assert {"200", "401", "403", "409", "412", "422", "503"} <= set(moves["responses"])


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_moves_message_never_names_a_card_hidden_from_the_mover(
    app: Flask, client: FlaskClient, game: str
) -> None:
    """Probe with moves naming another seat's hidden cards: the refusal may echo what the
    mover sent, and what the mover can see, nothing more."""
    rng = random.Random(7)
    session = Session(app, client, game, seed="probe")
    engine = ENGINES[game]
    codes = catalogue_codes(game, session.full_state()["options"])
    probes = 0
    for _ in range(12):
        state = session.full_state()
        player, legal = engine.legal_moves(state)
        legal = list(legal)
        if not legal:
            break
        mover = player or legal[0]["player"]
        mine = client.get(session.url, headers=bearer(session.tokens[mover])).get_json()["state"]
        secret = sorted(codes_in(state, codes) - codes_in(mine, codes))
        for move in rng.sample(legal, min(3, len(legal))):
            probe = dict(move)
            if secret and isinstance(probe.get("cards"), list):
                probe["cards"] = rng.sample(secret, 1)
            elif secret and isinstance(probe.get("card"), str):
                probe["card"] = rng.choice(secret)
            else:
                continue
            response = session.move(probe)
            probes += 1
            if response.status_code != 200:
                body = response.get_json()
                said = set(re.findall(r"[\w/-]+", str(body))) & codes
                assert said <= codes_in(mine, codes) | codes_in(probe, codes), (probe, body)
            else:  # the probe happened to be legal: it was the mover's to make
                continue
        session.move(rng.choice(list(engine.legal_moves(session.full_state())[1])))
    if probes == 0:
        # The engines hold every game to the same in tests/engines/test_contract.py
        # (test_a_refusal_depends_only_on_what_the_mover_can_see), secrets or not.
        pytest.skip(f"every {game} card code is also public somewhere: no code is a secret")
