"""Heavy anonymous work (verify, replays of over 100 moves, a session's proof) has its own
budget, HEAVY_MAX requests at once across an instance's workers: one more is a 503
`heavy-work-busy` with Retry-After at once, and everything else is served meanwhile.
Through gunicorn, four clients verifying in a loop leave /healthz and moves answered."""

from __future__ import annotations

import fcntl
import http.client
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask import Flask
from flask.testing import FlaskClient

from bench import procs
from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.heavy import HEAVY_MOVES
from service.proof_signing import new_private_key
from service.store import MemoryStore
from tests.redis_server import ExternalRedis, RedisServer

PLAYERS = ["ann", "bob"]
BUSY = "urn:meow-referee:problem:heavy-work-busy"


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def passes(app: Flask, client: FlaskClient, count: int) -> dict[str, Any]:
    """A Super Meow session of `count` passes, ended by its host: its proof is open."""
    created = client.post("/v1/sessions", json={"game": "supermeow", "players": PLAYERS})
    session: dict[str, Any] = created.get_json()
    for _ in range(count):
        state = app.extensions["store"].get(session["id"]).record["state"]
        _, moves = ENGINES["supermeow"].legal_moves(state)
        move = next(m for m in moves if m["type"] == "pass")
        answer = client.post(
            f"/v1/sessions/{session['id']}/moves",
            json={"move": move},
            headers=bearer(session["seats"][move["player"]]),
        )
        assert answer.status_code == 200, answer.get_json()
    ended = client.delete(f"/v1/sessions/{session['id']}", headers=bearer(session["host"]))
    assert ended.status_code == 204
    return session


def held_elsewhere(directory: Path, count: int) -> list[int]:
    """The first `count` slots locked as another worker would: by descriptors of its own."""
    held = []
    for i in range(count):
        fd = os.open(directory / f"slot-{i}", os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        held.append(fd)
    return held


@pytest.fixture
def slots_dir(tmp_path: Path) -> Path:
    return tmp_path / "heavy"


@pytest.fixture
def busy_app(slots_dir: Path) -> Flask:
    slots_dir.mkdir()
    return create_app(Settings(), store=MemoryStore(), heavy_max=1, heavy_dir=str(slots_dir))


def test_heavy_requests_past_heavy_max_are_a_503_at_once_and_the_rest_is_served(
    busy_app: Flask, slots_dir: Path
) -> None:
    client = busy_app.test_client()
    session = passes(busy_app, client, HEAVY_MOVES + 1)
    url = f"/v1/sessions/{session['id']}"
    proof = client.get(f"{url}/proof").get_json()
    long_replay = {"setup": {"players": PLAYERS, "seed": "r"}, "moves": proof["moves"]}
    long_replay["moves"] = [entry["move"] for entry in proof["moves"]]
    short_replay = {**long_replay, "moves": long_replay["moves"][:3]}
    heavy = [
        ("POST", "/v1/games/supermeow/verify", proof),
        ("POST", "/v1/games/supermeow/replay", long_replay),
        ("GET", f"{url}/proof", None),
    ]

    held = held_elsewhere(slots_dir, 1)  # another worker is doing heavy work
    for method, path, body in heavy:
        answer = client.open(path, method=method, json=body)
        assert answer.status_code == 503, (path, answer.get_json())
        assert answer.mimetype == "application/problem+json"
        assert answer.get_json()["type"] == BUSY and "HEAVY_MAX (1)" in answer.get_json()["detail"]
        assert answer.headers["Retry-After"] == "1"
    # Parsing a proof of up to 4 MiB is heavy already: it waits for a slot too.
    not_json = client.post("/v1/games/supermeow/verify", data=b"{" * 1000)
    assert not_json.status_code == 503 and not_json.get_json()["type"] == BUSY
    assert client.get("/healthz").status_code == 200
    assert client.post("/v1/games/supermeow/replay", json=short_replay).status_code == 200
    assert client.get(url).status_code == 200

    for fd in held:
        os.close(fd)  # that work is done: the slot is free again
    for method, path, body in heavy:
        answer = client.open(path, method=method, json=body)
        assert answer.status_code == 200, (path, answer.get_json())
    assert client.post("/v1/games/supermeow/verify", json=proof).get_json()["valid"] is True


def test_a_worker_s_slot_is_free_again_when_its_request_fails(
    busy_app: Flask, slots_dir: Path
) -> None:
    client = busy_app.test_client()
    for _ in range(3):  # a malformed proof: a 422 after the slot was taken, and given back
        answer = client.post("/v1/games/supermeow/verify", json={"moves": [{}] * 200})
        assert answer.status_code == 422
    held = held_elsewhere(slots_dir, 1)  # not held by this process any more
    assert len(held) == 1


# -- through gunicorn ------------------------------------------------------------------


@pytest.fixture(scope="module")
def big_proof() -> bytes:
    """A proof of 1,500 moves: verifying it takes a worker a few hundred milliseconds."""
    app = create_app(Settings(proof_signing_key=PROOF_KEY), store=MemoryStore())
    client = app.test_client()
    session = passes(app, client, 1500)
    return client.get(f"/v1/sessions/{session['id']}/proof").data


PROOF_KEY = new_private_key()


@pytest.fixture
def api(redis_node: RedisServer | ExternalRedis, tmp_path: Path) -> Iterator[procs.Server]:
    env = {
        **os.environ,
        "REDIS_URL": redis_node.url,
        "WEB_CONCURRENCY": "2",
        "HEAVY_MAX": "1",  # one worker of two for heavy work, the other for the rest
        "CREATE_RATE_LIMIT": "",
        "PROOF_SIGNING_KEY": PROOF_KEY,  # the key big_proof was signed with
    }
    env.pop("HEAVY_DIR", None)  # the instance makes its own
    with procs.gunicorn("service.app:create_app()", env, tmp_path / "gunicorn.log") as server:
        yield server


Answer = tuple[int, dict[str, str], bytes]


def answer_of(
    server: procs.Server,
    method: str,
    path: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
) -> Answer:
    host, port = server.url.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)  # a bound, not a measure
    try:
        data = body if body is None or isinstance(body, bytes) else orjson.dumps(body)
        conn.request(method, path, data, {"Content-Type": "application/json", **(headers or {})})
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def one_move(api: procs.Server, session: dict[str, Any]) -> None:
    """The next move of a Super Meow session (a pass, which is always legal), by the seat
    whose turn it is, found by asking each seat its legal moves."""
    url = f"/v1/sessions/{session['id']}"
    for player, token in session["seats"].items():
        status, _, raw = answer_of(api, "GET", f"{url}/legal-moves", headers=bearer(token))
        assert status == 200, raw
        moves = [m for m in orjson.loads(raw)["moves"] if m["type"] == "pass"]
        if moves:
            body = {"move": moves[0]}
            status, _, raw = answer_of(api, "POST", f"{url}/moves", body, bearer(token))
            assert status == 200, (player, raw)
            return
    raise AssertionError("no seat may move")


def test_four_clients_verifying_in_a_loop_leave_healthz_and_moves_answered(
    api: procs.Server, big_proof: bytes
) -> None:
    game = {"game": "supermeow", "players": PLAYERS}
    status, _, raw = answer_of(api, "POST", "/v1/sessions", game)
    assert status == 201, raw
    session = orjson.loads(raw)
    verdicts: list[Answer] = []

    def verify_in_a_loop() -> None:
        for _ in range(6):
            verdicts.append(answer_of(api, "POST", "/v1/games/supermeow/verify", big_proof))

    clients = [threading.Thread(target=verify_in_a_loop) for _ in range(4)]
    for client in clients:
        client.start()
    served_during = 0
    try:
        while any(client.is_alive() for client in clients):
            assert answer_of(api, "GET", "/healthz")[0] == 200
            one_move(api, session)
            served_during += 1
    finally:
        for client in clients:
            client.join(60)

    assert served_during > 0
    statuses = sorted(status for status, _, _ in verdicts)
    assert len(verdicts) == 24 and set(statuses) <= {200, 503}, statuses
    assert 200 in statuses, "no proof was verified at all"
    assert 503 in statuses, "the heavy requests were never capped"
    for status, headers, raw in verdicts:
        if status == 503:
            assert orjson.loads(raw)["type"] == BUSY and headers["Retry-After"] == "1"
        else:
            assert orjson.loads(raw)["valid"] is True
