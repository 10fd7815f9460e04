"""deploy/nginx.conf run by Debian's nginx in front of the real tiers (tests/deploy/conftest.py).

A stream through nginx gets each move's event while the game goes on, not at its end; the
stream path reaches the stream tier (the API tier refuses streams), everything else the
API tier, both told who the client is; the body limit is the service's."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import orjson

from bench import procs
from tests.deploy.conftest import ACCESS_FORMAT, APP, Tiers
from tests.deploy.nginx import Nginx, address
from tests.streams.sse import Reader, open_http
from tests.streams.test_stream_hosts import Game, call

LIMIT = 256 * 1024  # MAX_BODY_BYTES


def stream(base: str, game: Game, reader: str | None) -> Reader:
    headers = {"Authorization": f"Bearer {game.tokens[reader]}"} if reader else {}
    response, opened = open_http(f"{base}{game.url}/stream", headers)
    assert opened is not None, (response.status, response.body)
    assert response.getheader("Content-Type", "").startswith("text/event-stream")
    return opened


def logged(log: Path, needle: str) -> list[str]:
    """The access log's lines naming `needle`, once there are any (a stream's line is
    written when it closes); [] after a deadline."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        lines = [ln for ln in log.read_text().splitlines() if needle in ln] if log.exists() else []
        if lines:
            return lines
        time.sleep(0.05)
    return []


def test_a_stream_through_nginx_gets_each_move_before_the_next_is_made(proxy: Nginx) -> None:
    game = Game(proxy.url, "copycat", "nginx-live")  # every request through nginx
    readers = {reader: stream(proxy.url, game, reader) for reader in ("ann", None)}
    for reader, opened in readers.items():
        first = opened.next_event()
        assert (first.event, first.id) == ("session", "0")
        assert first.data == game.view(reader)
    for _ in range(6):
        move = game.next_move()
        assert move is not None
        status, answer = game.send(move)
        assert status == 200, answer
        game.applied(move, answer)
        # read before the next move is made: an event held in a buffer never comes
        for reader, opened in readers.items():
            event = opened.next_event()
            assert (event.event, event.id) == ("move", str(game.version))
            assert event.data["events"] == answer["events"]
            assert event.data["state"] == game.view(reader)["state"]
    status, _ = call(proxy.url, "DELETE", game.url, token=game.host)  # the host ends it
    assert status == 204
    for opened in readers.values():
        end = opened.next_event()
        assert (end.event, end.data) == ("end", {"reason": "deleted", "version": game.version})
        assert opened.ended()


def test_the_stream_path_reaches_the_stream_tier_and_tickets_the_api_tier(
    proxy: Nginx, tiers: Tiers
) -> None:
    game = Game(proxy.url, "meow10", "nginx-route")
    status, refused = call(tiers.api.url, "GET", f"{game.url}/stream")  # the API tier itself
    assert status == 503 and refused["type"].endswith("streams-not-served")
    status, ticket = call(proxy.url, "POST", f"{game.url}/stream-tickets", token=game.tokens["bob"])
    assert status == 201 and ticket["seat"] == "bob"
    response, opened = open_http(f"{proxy.url}{game.url}/stream?ticket={ticket['ticket']}")
    assert opened is not None, (response.status, response.body)
    first = opened.next_event()
    assert (first.event, first.data["seat"]) == ("session", "bob")
    status, _ = call(proxy.url, "DELETE", game.url, token=game.host)
    assert status == 204
    assert opened.next_event().event == "end" and opened.ended()  # gunicorn logs it now
    # each tier saw what nginx sent it, and who the client was
    tickets = logged(tiers.api_log, f"POST {game.url}/stream-tickets")
    assert tickets and all(line.endswith("|127.0.0.1|http") for line in tickets), tickets
    streams = logged(tiers.streams_log, f"GET {game.url}/stream?ticket=")
    assert streams and all(line.endswith("|127.0.0.1|http") for line in streams), streams
    assert not [ln for ln in tiers.streams_log.read_text().splitlines() if "stream-tickets" in ln]


def test_api_requests_pass_through_nginx_and_its_body_limit_is_the_service_s(
    proxy: Nginx, tiers: Tiers
) -> None:
    game = Game(proxy.url, "cattower", "nginx-api")
    move = game.next_move()
    assert move is not None
    status, answer = game.send(move)
    assert status == 200 and answer["version"] == 1
    game.applied(move, answer)
    assert game.view("ann")["version"] == 1
    status, log = call(proxy.url, "GET", f"{game.url}/log")
    assert status == 200 and [e["version"] for e in log["moves"]] == [1]
    moves = logged(tiers.api_log, f"POST {game.url}/moves")
    assert moves and moves[-1].endswith("|127.0.0.1|http")

    # At the limit the body reaches the service (which finds it is no JSON); one byte
    # more and nginx refuses it with the service's own 413 problem.
    path = "/v1/games/meow10/validate-move"
    at_limit = procs.request(proxy.url, "POST", path, b" " * LIMIT)
    assert at_limit is not None and at_limit[0] == 400
    assert orjson.loads(at_limit[1])["type"].endswith("malformed-json")
    over = procs.request(proxy.url, "POST", path, b" " * (LIMIT + 1))
    assert over is not None and over[0] == 413
    problem: dict[str, Any] = orjson.loads(over[1])
    assert problem["type"] == "urn:meow-referee:problem:request-entity-too-large"
    assert problem["status"] == 413 and str(LIMIT) in problem["detail"]
    direct = procs.request(tiers.api.url, "POST", path, b" " * (LIMIT + 1))
    assert direct is not None and orjson.loads(direct[1])["type"] == problem["type"]


def test_every_api_instance_listed_takes_requests(
    tiers: Tiers, nginx_in_front: Any, tmp_path: Path
) -> None:
    """Another API instance beside the first, both in the upstream: nginx uses both (each
    of its workers takes them in turn, so two requests to one worker reach both)."""
    log = tmp_path / "second.access"
    env = {
        **os.environ,
        "REDIS_URL": tiers.redis_url,
        "GUNICORN_CMD_ARGS": f"--access-logformat '{ACCESS_FORMAT}'",
        "GUNICORN_ACCESSLOG": str(log),
        "CREATE_RATE_LIMIT": "",
    }
    with procs.gunicorn(APP, env, tmp_path / "second.log") as second:
        nginx = nginx_in_front(
            api=[address(tiers.api.url), address(second.url)], streams=[address(tiers.streams.url)]
        )
        marker = f"/v1/games?instances={nginx.port}"
        for _ in range(50):
            answer = procs.request(nginx.url, "GET", marker)
            assert answer is not None and answer[0] == 200
        assert logged(tiers.api_log, marker) and logged(log, marker)


PROOF_LIMIT = 4 * 1024 * 1024  # MAX_PROOF_BYTES


def test_a_proof_up_to_the_service_s_proof_limit_passes_nginx_and_one_byte_more_is_a_413(
    proxy: Nginx,
) -> None:
    """A proof holds every move of a game, so verify takes bodies up to MAX_PROOF_BYTES:
    nginx lets one through up to that limit (here a real proof, padded with whitespace
    as JSON allows), and refuses one byte more with the service's own 413."""
    game = Game(proxy.url, "copycat", "nginx-proof")
    ended = procs.request(
        proxy.url, "DELETE", game.url, None, {"Authorization": f"Bearer {game.host}"}
    )
    assert ended is not None and ended[0] == 204
    status, proof = call(proxy.url, "GET", f"{game.url}/proof")
    assert status == 200, proof
    raw = orjson.dumps(proof)
    path = "/v1/games/copycat/verify"
    for size in (LIMIT + 1, 1024 * 1024, PROOF_LIMIT):
        answer = procs.request(proxy.url, "POST", path, raw + b" " * (size - len(raw)))
        assert answer is not None and answer[0] == 200, (size, answer)
        assert orjson.loads(answer[1])["valid"] is True
    over = raw + b" " * (PROOF_LIMIT + 1 - len(raw))
    refused = procs.request(proxy.url, "POST", path, over)
    assert refused is not None and refused[0] == 413
    problem: dict[str, Any] = orjson.loads(refused[1])
    assert problem["type"] == "urn:meow-referee:problem:request-entity-too-large"
    assert str(PROOF_LIMIT) in problem["detail"]
