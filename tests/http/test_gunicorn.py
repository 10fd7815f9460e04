"""The production server: gunicorn with service/gunicorn_conf.py, two workers, a real Redis.

The config preloads the app in the master (GUNICORN_PRELOAD, default on) and forks the
workers from it. Whichever way the app is loaded, the workers must share the session
snapshots (one Redis round trip a move, whichever worker takes it) and must each talk to
Redis on their own connection (one socket shared by two processes mixes up replies)."""

from __future__ import annotations

import http.client
import itertools
import os
import socket
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
import redis

from bench import procs
from engines import REGISTRY as ENGINES
from service.referee import REFEREES
from tests.http.helpers import calls
from tests.http.workers import held_worker
from tests.redis_server import RedisServer

PLAYERS = ["ann", "bob", "cy"]
SEED = "gunicorn-test"


@pytest.fixture(params=["1", "0"], ids=["preloaded", "loaded-per-worker"])
def server(
    request: pytest.FixtureRequest, own_redis: RedisServer, tmp_path: Any
) -> Iterator[procs.Server]:
    """Its own redis-server: a test here counts every command Redis ran, so no other
    test's client (a job still running, a stream) may use it."""
    env = {
        **os.environ,
        "REDIS_URL": own_redis.url,
        "WEB_CONCURRENCY": "2",  # whatever the CI machine's CPU count
        "GUNICORN_PRELOAD": request.param,
    }
    # As under `make run`: no configured key (importing service.gunicorn_conf in-process,
    # as another test does, sets one in this process's environment).
    env.pop("PROOF_SIGNING_KEY", None)
    with procs.gunicorn("service.app:create_app()", env, tmp_path / "gunicorn.log") as running:
        yield running


def post(server: procs.Server, path: str, body: Any, token: str | None = None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = procs.request(server.url, "POST", path, body, headers)
    assert answer is not None, "gunicorn did not answer"
    return answer[0], orjson.loads(answer[1])


def test_the_server_opens_no_control_socket_another_instance_could_remove(
    server: procs.Server, tmp_path: Any
) -> None:
    """gunicorn 27's control socket defaults to one path per user, shared by every
    instance on the host; service/gunicorn_conf.py turns it off."""
    assert procs.request(server.url, "GET", "/healthz") is not None
    log = (tmp_path / "gunicorn.log").read_text()
    assert "Booting worker" in log
    assert "Control socket" not in log


class Table:
    """A session created through the server, with its full state followed locally: the
    engine is deterministic, so the same seed gives the same game."""

    def __init__(self, server: procs.Server, seed: str) -> None:
        self.server = server
        body = {"game": "meow10", "players": PLAYERS, "seed": seed}
        status, created = post(server, "/v1/sessions", body)
        assert status == 201, created
        self.id, self.seats = created["id"], created["seats"]
        self.state = REFEREES["meow10"].new_game({"players": PLAYERS, "seed": seed})
        self.version = 0

    def move(self) -> None:
        game = ENGINES["meow10"]
        player, moves = game.legal_moves(self.state)
        move = next(iter(moves))
        body = {"move": move, "expected_version": self.version}
        token = self.seats[player or move["player"]]
        status, moved = post(self.server, f"/v1/sessions/{self.id}/moves", body, token)
        assert status == 200, moved
        assert moved["version"] == self.version + 1
        self.state, self.version = game.apply(self.state, move).state, self.version + 1


def test_both_workers_move_sessions_on_shared_snapshots_and_own_connections(
    server: procs.Server, own_redis: RedisServer
) -> None:
    with redis.Redis.from_url(own_redis.url) as oracle:

        def store_connections() -> set[str]:  # not the rate limiter's nor a stream feed's
            return {c["id"] for c in oracle.client_list() if c["name"] == "meow-referee"}

        known = store_connections()
        # The accept queue is first come, first served. `first` holds one worker, so the
        # session is created and moved on the other; `second` then holds that one while
        # `first` lets the first go, so the next moves go there, to a worker that has
        # never seen the session.
        first = held_worker(server)
        table = Table(server, SEED)
        reads = calls(own_redis.url, "hgetall")
        for _ in range(3):
            table.move()
        one = store_connections() - known
        second = held_worker(server)  # taken by the free worker before the other is let go
        first.release()
        for _ in range(3):
            table.move()
        second.release()
        both = store_connections() - known
        # Each worker opened its own connection to Redis (a socket inherited from the
        # master would be one connection for both) ...
        assert len(one) == 1 and len(both) == 2, (one, both)
        # ... and the second never read the session: it found the snapshot the first had
        # written, in the memory the master shared with both.
        assert calls(own_redis.url, "hgetall") == reads


def get(server: procs.Server, path: str) -> Any:
    answer = procs.request(server.url, "GET", path)
    assert answer is not None and answer[0] == 200, answer
    return orjson.loads(answer[1])


def test_a_proof_one_worker_signs_verifies_on_the_other_without_a_configured_key(
    server: procs.Server,
) -> None:
    """With PROOF_SIGNING_KEY unset, the key is made in gunicorn's master, so the workers
    share it whether the app is preloaded or loaded in each."""
    first = held_worker(server)  # the proof is issued by the other worker
    status, created = post(server, "/v1/sessions", {"game": "meow10", "players": PLAYERS})
    assert status == 201, created
    path = f"/v1/sessions/{created['id']}"
    ended = procs.request(
        server.url, "DELETE", path, None, {"Authorization": f"Bearer {created['host']}"}
    )
    assert ended is not None and ended[0] == 204
    proof, issuers_keys = (
        get(server, f"{path}/proof"),
        get(server, "/.well-known/meow-referee/proof-keys"),
    )
    second = held_worker(server)  # taken by the free worker before the other is let go
    first.release()
    status, verdict = post(server, "/v1/games/meow10/verify", proof)
    assert status == 200 and verdict["valid"] is True, verdict
    assert verdict["signed_by"] == proof["signature"]["kid"]
    assert get(server, "/.well-known/meow-referee/proof-keys") == issuers_keys
    second.release()


def test_a_chunked_body_over_the_limit_is_a_413_under_gunicorn(server: procs.Server) -> None:
    """gunicorn decodes a chunked body and hands it over without a Content-Length, so the
    limit is the app's to enforce (service/jsonio.body_bytes); cut short, a body of valid
    JSON and padding would still parse."""
    host, port = server.url.removeprefix("http://").split(":")
    start = b'{"players": ["ann", "bob"], "seed": "chunked"}'
    for pad, status in ((1000, 200), (300_000, 413)):
        conn = http.client.HTTPConnection(host, int(port), timeout=10)
        chunks = iter([start, b" " * pad])
        conn.request("POST", "/v1/games/meow10/setup", body=chunks, encode_chunked=True)
        response = conn.getresponse()
        assert response.status == status, response.read()[:200]
        conn.close()


MALFORMED_CHUNKS = [
    b"zz\r\n{}\r\n0\r\n\r\n",  # a chunk size that is not hex
    b"2\r\n{}XX0\r\n\r\n",  # a chunk without its CRLF
    b"2;\x01=1\r\n{}\r\n0\r\n\r\n",  # a bad chunk extension
]


def test_a_malformed_chunked_body_is_a_400_problem_not_a_500(server: procs.Server) -> None:
    """gunicorn decodes chunks while the app reads the body, so its parse errors reach
    the app (service/jsonio.body_bytes)."""
    table = Table(server, SEED)  # a session and a seat: a move's body is read after both
    paths = {
        "/v1/games/meow10/setup": "none",
        "/v1/sessions": "none",
        f"/v1/sessions/{table.id}/moves": table.seats["ann"],
    }
    host, port = server.url.removeprefix("http://").split(":")
    for (path, token), chunks in itertools.product(paths.items(), MALFORMED_CHUNKS):
        with socket.create_connection((host, int(port)), timeout=10) as sock:
            head = f"POST {path} HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n"
            sock.sendall(f"{head}Authorization: Bearer {token}\r\n\r\n".encode() + chunks)
            answer = b""
            while chunk := sock.recv(4096):
                answer += chunk
        status_line, _, rest = answer.partition(b"\r\n")
        headers, _, body = rest.partition(b"\r\n\r\n")
        assert status_line.split()[1] == b"400", (path, chunks, answer[:300])
        assert b"application/problem+json" in headers.lower()
        problem = orjson.loads(body)
        assert problem["status"] == 400 and "could not be read" in problem["detail"]


@pytest.mark.parametrize("preload", ["1", "0"], ids=["preloaded", "loaded-per-worker"])
def test_a_worker_s_collector_never_walks_the_app(
    preload: str, own_redis: RedisServer, tmp_path: Any
) -> None:
    """service/gunicorn_conf.py freezes the app's heap in each worker (gc.freeze): what a
    collection walks is what requests made since, not the tens of thousands of objects
    the app is made of."""
    env = {**os.environ, "REDIS_URL": own_redis.url, "WEB_CONCURRENCY": "2"}
    env["GUNICORN_PRELOAD"] = preload
    app = "tests.http.gc_probe_app:create()"
    with procs.gunicorn(app, env, tmp_path / "gunicorn.log") as running:
        seen: dict[int, Any] = {}
        for _ in range(40):
            answer = procs.request(running.url, "GET", "/gc-probe")
            assert answer is not None and answer[0] == 200
            found = orjson.loads(answer[1])
            seen[found["pid"]] = found
    assert seen
    for found in seen.values():
        assert found["frozen"] > 20_000, found
        assert found["tracked"] < found["frozen"] / 10, found
