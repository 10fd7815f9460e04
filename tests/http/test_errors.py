"""Bad input of every generic kind gets a clear 4xx problem+json, never a 500."""

from __future__ import annotations

import io

import orjson
import pytest

from engines import REGISTRY
from service.app import create_app
from service.config import Settings
from service.referee import REFEREES
from service.store import MemoryStore

GAMES = sorted(REGISTRY)
ACTIONS = ["setup", "validate-move", "legal-moves", "score", "replay"]


def assert_problem(response, status: int) -> dict:
    assert response.status_code == status, response.data[:300]
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["status"] == status
    assert body["title"] and body["detail"] and body["type"]
    return body


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("action", ACTIONS)
def test_a_body_that_is_not_json_is_a_400(client, game, action):
    response = client.post(
        f"/v1/games/{game}/{action}", data=b'{"players": [', content_type="application/json"
    )
    assert_problem(response, 400)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("action", ACTIONS)
@pytest.mark.parametrize("body", [b"[]", b"3", b'"text"', b"null", b"{}"])
def test_a_body_of_the_wrong_shape_is_a_422(client, game, action, body):
    response = client.post(f"/v1/games/{game}/{action}", data=body)
    assert assert_problem(response, 422)["errors"]


def test_json_is_accepted_whatever_the_content_type(client):
    response = client.post(
        "/v1/games/meow10/setup",
        data=b'{"players": ["a", "b"], "seed": "s"}',
        content_type="text/plain",
    )
    assert response.status_code == 200
    assert response.get_json()["state"]["players"] == ["a", "b"]


def test_deeply_nested_json_is_refused_not_crashed(client):
    response = client.post("/v1/games/meow10/validate-move", data=b"[" * 5000 + b"]" * 5000)
    body = assert_problem(response, 400)  # orjson refuses nesting deeper than 1024
    assert body["type"].endswith("malformed-json")


def test_a_body_over_the_limit_is_a_413():
    app = create_app(Settings(), store=MemoryStore(), max_body_bytes=1024)
    body = b'{"players": ["a", "b"], "seed": "' + b"x" * 2000 + b'"}'
    response = app.test_client().post("/v1/games/meow10/setup", data=body)
    assert_problem(response, 413)


def chunked_post(client, path: str, body: bytes, headers: dict | None = None):
    """A body without Content-Length, as gunicorn hands over a chunked one: a stream it
    ends itself (`wsgi.input_terminated`)."""
    return client.post(
        path,
        input_stream=io.BytesIO(body),
        headers={"Transfer-Encoding": "chunked", **(headers or {})},
        environ_overrides={"wsgi.input_terminated": True},
    )


@pytest.mark.parametrize(("size", "status"), [(1023, 200), (1024, 200), (1025, 413), (9000, 413)])
def test_a_chunked_body_over_the_limit_is_a_413_not_cut_short(size, status):
    # Valid JSON padded with spaces: a body cut at the limit would still parse.
    client = create_app(Settings(), store=MemoryStore(), max_body_bytes=1024).test_client()
    start = b'{"players": ["a", "b"], "seed": "s"}'
    response = chunked_post(client, "/v1/games/meow10/setup", start + b" " * (size - len(start)))
    assert response.status_code == status, response.data[:300]
    if status == 413:
        assert_problem(response, 413)
    else:  # read whole, padding and all
        assert response.get_json()["state"]["players"] == ["a", "b"]


def test_a_chunked_session_move_over_the_limit_is_a_413_and_changes_nothing():
    client = create_app(Settings(), store=MemoryStore(), max_body_bytes=1024).test_client()
    setup = {"players": ["a", "b"], "seed": "chunked"}
    session = client.post("/v1/sessions", json={"game": "meow10", **setup}).get_json()
    _, moves = REGISTRY["meow10"].legal_moves(REFEREES["meow10"].new_game(setup))
    move = next(iter(moves))
    token = session["seats"][move["player"]]
    body = orjson.dumps({"move": move, "expected_version": 0})
    path = f"/v1/sessions/{session['id']}/moves"
    auth = {"Authorization": f"Bearer {token}"}
    for size in (1025, 5000):
        response = chunked_post(client, path, body + b" " * (size - len(body)), auth)
        assert_problem(response, 413)
    assert client.get(f"/v1/sessions/{session['id']}").get_json()["version"] == 0
    assert chunked_post(client, path, body, auth).status_code == 200  # under it: applied


def test_unknown_games_and_paths_are_404_problems(client):
    assert_problem(client.get("/v1/games/chess"), 404)
    assert_problem(client.post("/v1/games/chess/setup", json={}), 404)
    assert_problem(client.post("/v1/games/meow10/cheat", json={}), 404)
    assert_problem(client.get("/nowhere"), 404)


def test_a_wrong_method_is_a_405_problem(client):
    body = assert_problem(client.delete("/v1/games/meow10/setup"), 405)
    assert "405" not in body["type"]


def test_invalid_utf8_is_a_400(client):
    assert_problem(client.post("/v1/games/meow10/setup", data=b'{"players": ["\xff"]}'), 400)


def test_games_list_names_every_game(client):
    body = client.get("/v1/games").get_json()
    assert [g["id"] for g in body["games"]] == list(REGISTRY)


def test_health_and_readiness(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.get_json()["checks"] == {"store": "ok"}


def test_deeply_nested_options_are_a_422_naming_options(client):
    options: dict = {"types": []}
    for _ in range(10):
        options = {"types": [options]}
    response = client.post(
        "/v1/games/meow10/setup", json={"players": ["a", "b"], "options": options}
    )
    body = assert_problem(response, 422)
    assert "nest" in body["errors"]["options"][0]


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"players": [f"p{i}" for i in range(9)]}, "players", "2 to 8"),
        ({"players": ["a" * 33, "b"]}, "players", "player id"),
        ({"players": ["a", "b"], "seed": "s" * 257}, "seed", "256"),
    ],
)
def test_size_limits_on_players_ids_and_seeds(client, body, field, words):
    response = client.post("/v1/games/meow10/setup", json=body)
    errors = assert_problem(response, 422)["errors"][field]
    assert words in str(errors)


def test_size_limits_on_piles_and_move_lists(client):
    state = client.post(
        "/v1/games/meow10/setup", json={"players": ["a", "b"], "seed": "s"}
    ).get_json()["state"]
    state["draw_pile"] = ["fox-1"] * 300
    response = client.post("/v1/games/meow10/legal-moves", json={"state": state})
    assert "at most 256" in str(assert_problem(response, 422)["errors"]["state"]["draw_pile"])
    moves = [{"type": "draw", "player": "a"}] * 5001
    response = client.post(
        "/v1/games/meow10/replay", json={"setup": {"players": ["a", "b"]}, "moves": moves}
    )
    assert assert_problem(response, 422)["errors"]["moves"]


@pytest.mark.parametrize("escaped", ["%ed%a0%80", "%ff%fe", "%c0%af"])
def test_bytes_that_are_not_utf8_in_a_path_query_or_header_are_never_a_500(client, escaped):
    """Paths, queries and headers are written back out in error answers (`detail`, the
    names in `errors`): a lone surrogate or a stray byte there must not break the JSON."""
    made = client.post("/v1/sessions", json={"game": "meow10", "players": ["a", "b"]})
    session = made.get_json()["id"]
    auth = {"Authorization": f"Bearer {made.get_json()['seats']['a']}"}
    requests = [
        ("get", f"/v1/games/{escaped}", {}),
        ("post", f"/v1/games/meow10/{escaped}", {}),
        ("get", f"/v1/sessions/{escaped}", {}),
        ("post", f"/v1/sessions/{escaped}/moves", auth),
        ("get", f"/v1/sessions/{session}/legal-moves?{escaped}=1", auth),
        ("get", f"/v1/sessions/{session}/legal-moves?limit={escaped}", auth),
        ("get", f"/v1/sessions/{session}/stream?{escaped}=1", {}),
        ("get", f"/v1/sessions/{session}/stream?last_event_id={escaped}", {}),
        ("get", f"/v1/sessions/{session}/stream", {"Last-Event-ID": "\xff\xfe"}),
        ("post", f"/v1/sessions/{session}/moves", {**auth, "Idempotency-Key": "\xff"}),
    ]
    for method, path, headers in requests:
        response = getattr(client, method)(path, headers=headers, json={})
        assert 400 <= response.status_code < 500, (path, response.status_code)
        assert_problem(response, response.status_code)
