"""Streams in the production shape: real gunicorn hosts on one real redis-server.

Host A runs sync workers (the API: moves are made there, and it refuses streams); host B
runs the gevent worker (the stream tier). A move made through A reaches the streams held
by B through Redis pub/sub. Every stream must see every version exactly once, in order,
each event's view equal to that reader's GET at that version; a dropped stream resumes
with Last-Event-ID, and a Redis restart mid-game costs nothing once Redis is back."""

from __future__ import annotations

import http.client
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

from bench import procs
from engines import REGISTRY as ENGINES
from service.referee import REFEREES
from tests.redis_server import RedisServer, running
from tests.streams.sse import Reader, open_http
from tests.views import REVEALING_ENDS, hands_of, hidden_piles

PLAYERS = ["ann", "bob", "cy"]
READERS: list[str | None] = ["ann", "bob", None]  # two seats and a spectator
SUPER_MEOW_BUYS = ["cat", "cape", "catfood", "coin3", "coin2"]


def host(redis_url: str, tmp_path: Path, name: str, worker_class: str, **settings: str) -> Any:
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "WEB_CONCURRENCY": "2",
        "GUNICORN_WORKER_CLASS": worker_class,
        "STREAM_HEARTBEAT": "1",
        **settings,
    }
    return procs.gunicorn("service.app:create_app()", env, tmp_path / f"{name}.log")


@pytest.fixture
def aof_redis() -> Iterator[RedisServer]:
    """A redis-server of the test's own that keeps every write (AOF, fsync always), so a
    restart loses nothing: what the streams must ride through."""

    def make(workdir: Path) -> RedisServer:
        return RedisServer(workdir, extra=["--appendonly", "yes", "--appendfsync", "always"])

    with running(make) as server:
        yield server


def call(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = procs.request(base, method, path, body, headers)
    assert answer is not None, f"{base} did not answer {method} {path}"
    return answer[0], orjson.loads(answer[1]) if answer[1] else None


class Game:
    """A session made through host A, its full state followed locally with the engine
    (the same seed deals the same game), played by a bot for every seat."""

    def __init__(self, api: str, game: str, seed: str) -> None:
        self.api, self.game = api, game
        status, created = call(
            api, "POST", "/v1/sessions", {"game": game, "players": PLAYERS, "seed": seed}
        )
        assert status == 201, created
        self.id, self.tokens, self.host = created["id"], created["seats"], created["host"]
        self.state = REFEREES[game].new_game({"players": PLAYERS, "seed": seed})
        self.version, self.rng = 0, random.Random(seed)

    @property
    def url(self) -> str:
        return f"/v1/sessions/{self.id}"

    def choose(self, moves: list[dict[str, Any]]) -> dict[str, Any]:
        if self.game == "supermeow":  # random Super Meow play can last forever: buy up
            for card in SUPER_MEOW_BUYS:
                for move in moves:
                    if move["type"] == "buy" and move["card"] == card:
                        return move
        return self.rng.choice(moves)

    def next_move(self) -> dict[str, Any] | None:
        _, moves = ENGINES[self.game].legal_moves(self.state)
        listed = list(moves)
        return self.choose(listed) if listed else None

    def send(self, move: dict[str, Any], base: str | None = None) -> tuple[int, Any]:
        body = {"move": move, "expected_version": self.version}
        return call(
            base or self.api, "POST", f"{self.url}/moves", body, self.tokens[move["player"]]
        )

    def applied(self, move: dict[str, Any], answer: Any) -> None:
        outcome = ENGINES[self.game].apply(self.state, move)
        self.state, self.version = outcome.state, self.version + 1
        assert answer["version"] == self.version

    def view(self, reader: str | None) -> dict[str, Any]:
        status, body = call(self.api, "GET", self.url, token=self.tokens.get(reader or ""))
        assert status == 200, body
        return body


def open_stream(base: str, game: Game, reader: str | None, **headers: str) -> Reader:
    """A seat's stream through a ticket (as an EventSource opens it), the public one bare."""
    path = f"{game.url}/stream"
    if reader is not None:
        status, ticket = call(base, "POST", f"{game.url}/stream-tickets", token=game.tokens[reader])
        assert status == 201, ticket
        path += f"?ticket={ticket['ticket']}"
    response, stream = open_http(base + path, headers)
    assert stream is not None, (response.status, response.body)
    assert response.getheader("Content-Type").startswith("text/event-stream")
    assert response.getheader("Cache-Control") == "no-store"
    return stream


def check_event(game: Game, reader: str | None, event: Any, answer: Any) -> None:
    got = game.view(reader)
    assert (event.event, event.id) == ("move", str(game.version)), reader
    assert event.data["version"] == got["version"] == game.version
    assert event.data["state"] == got["state"], reader  # exactly the reader's GET
    assert event.data["events"] == answer["events"] and event.data["result"] == answer["result"]
    result = answer["result"]
    showdown = result is not None and result.get("end") in REVEALING_ENDS
    for name, pile in hidden_piles(game.game, event.data["state"], reader, showdown).items():
        assert isinstance(pile, int), f"{reader}'s stream shows {name}"
    assert "seed" not in event.data["state"]
    assert set(hands_of(game.game, event.data["state"])) == set(PLAYERS)


@pytest.mark.parametrize("game_id", sorted(ENGINES))
def test_a_game_played_through_one_host_reaches_every_stream_held_by_another(
    redis_node: Any, tmp_path: Path, game_id: str
) -> None:
    with (
        host(redis_node.url, tmp_path, "api", "sync") as api,
        host(redis_node.url, tmp_path, "streams", "gevent") as streams,
    ):
        game = Game(api.url, game_id, f"hosts-{game_id}")
        status, refused = call(api.url, "GET", f"{game.url}/stream")
        assert status == 503 and refused["type"].endswith("streams-not-served")
        readers = {reader: open_stream(streams.url, game, reader) for reader in READERS}
        for reader, stream in readers.items():
            first = stream.next_event()
            assert (first.event, first.id) == ("session", "0")
            assert first.data == game.view(reader)
        while (move := game.next_move()) is not None:
            assert game.version < 1000, "the game did not end"
            status, answer = game.send(move)
            assert status == 200, answer
            game.applied(move, answer)
            for reader, stream in readers.items():
                check_event(game, reader, stream.next_event(), answer)
        assert game.version >= 20
        status, _ = call(api.url, "DELETE", game.url, token=game.tokens["cy"])  # it is over
        assert status == 204
        for stream in readers.values():
            end = stream.next_event()
            assert (end.event, end.data) == ("end", {"reason": "deleted", "version": game.version})
            assert stream.ended()


def test_a_dropped_stream_resumes_from_last_event_id_and_misses_nothing(
    redis_node: Any, tmp_path: Path
) -> None:
    with (
        host(redis_node.url, tmp_path, "api", "sync") as api,
        host(redis_node.url, tmp_path, "streams", "gevent") as streams,
    ):
        game = Game(api.url, "copycat", "resume")
        stream = open_stream(streams.url, game, "bob")
        assert stream.next_event().id == "0"
        for _ in range(3):
            move = game.next_move()
            assert move is not None
            status, answer = game.send(move)
            game.applied(move, answer)
            check_event(game, "bob", stream.next_event(), answer)
        stream.close()  # the connection drops
        missed = []
        for _ in range(4):
            move = game.next_move()
            assert move is not None
            status, answer = game.send(move)
            game.applied(move, answer)
            missed.append(answer)
        again = open_stream(streams.url, game, "bob", **{"Last-Event-ID": "3"})
        caught = [again.next_event() for _ in missed]
        assert [e.id for e in caught] == ["4", "5", "6", "7"]
        assert [e.data["events"] for e in caught] == [a["events"] for a in missed]
        assert caught[-1].data["state"] == game.view("bob")["state"]
        move = game.next_move()
        assert move is not None
        status, answer = game.send(move)
        game.applied(move, answer)
        check_event(game, "bob", again.next_event(), answer)
        again.close()


def test_a_redis_restart_mid_game_is_ridden_through_by_every_stream(
    aof_redis: RedisServer, tmp_path: Path
) -> None:
    with (
        host(aof_redis.url, tmp_path, "api", "sync") as api,
        host(aof_redis.url, tmp_path, "streams", "gevent") as streams,
    ):
        game = Game(api.url, "meow10", "restart")
        readers = {reader: open_stream(streams.url, game, reader) for reader in READERS}
        for stream in readers.values():
            assert stream.next_event().event == "session"
        for moves_made in range(12):
            if moves_made == 5:
                aof_redis.stop()  # SIGKILL: the feed's connection and the API's drop
                aof_redis.start()  # the same port, every write back from the AOF
            move = game.next_move()
            assert move is not None
            deadline = time.monotonic() + 20
            while True:  # the API answers 503 for a moment after Redis comes back
                status, answer = game.send(move)
                if status != 503 or time.monotonic() > deadline:
                    break
                time.sleep(0.1)
            assert status == 200, answer
            game.applied(move, answer)
            for reader, stream in readers.items():
                check_event(game, reader, stream.next_event(), answer)
        for stream in readers.values():
            stream.close()
        log = (tmp_path / "streams.log").read_text()
        assert "lost its Redis connection" in log  # the restart was felt, and ridden out


def test_through_real_servers_a_page_on_another_origin_may_call_and_read_again_cheaply(
    redis_node: Any, tmp_path: Path
) -> None:
    """CORS and conditional reads over real sockets, on both kinds of host."""
    page = "https://table.example"
    origins = f"{page},https://other.example"
    with (
        host(redis_node.url, tmp_path, "api", "sync", CORS_ORIGINS=origins) as api,
        host(redis_node.url, tmp_path, "streams", "gevent", CORS_ORIGINS=origins) as streams,
    ):
        game = Game(api.url, "meow10", "cors")
        for base, method, path in (
            (api.url, "POST", f"{game.url}/moves"),
            (streams.url, "GET", f"{game.url}/stream"),
        ):
            preflight = raw(
                base,
                "OPTIONS",
                path,
                {
                    "Origin": page,
                    "Access-Control-Request-Method": method,
                    "Access-Control-Request-Headers": "authorization, last-event-id",
                },
            )
            assert preflight.getheader("Access-Control-Allow-Origin") == page
            allowed = preflight.header("Access-Control-Allow-Headers").lower()
            assert "authorization" in allowed and "last-event-id" in allowed
            refused = raw(
                base,
                "OPTIONS",
                path,
                {
                    "Origin": "https://evil.example",
                    "Access-Control-Request-Method": method,
                },
            )
            assert refused.getheader("Access-Control-Allow-Origin") is None
        read = raw(api.url, "GET", game.url, {"Origin": page})
        assert read.status == 200 and read.getheader("Access-Control-Allow-Origin") == page
        assert "ETag" in read.header("Access-Control-Expose-Headers")
        tag = read.header("ETag")
        again = raw(api.url, "GET", game.url, {"Origin": page, "If-None-Match": tag})
        assert again.status == 304 and again.body == b""
        move = game.next_move()
        assert move is not None
        status, answer = game.send(move)
        game.applied(move, answer)
        moved = raw(api.url, "GET", game.url, {"If-None-Match": tag})
        assert moved.status == 200 and moved.getheader("ETag") != tag


class Answer:
    """A real server's answer: status, headers and body, read whole."""

    def __init__(self, response: http.client.HTTPResponse) -> None:
        self.status, self.body = response.status, response.read()
        self.headers = response.headers

    def getheader(self, name: str) -> str | None:
        return self.headers.get(name)

    def header(self, name: str) -> str:
        found = self.headers.get(name)
        assert found is not None, f"no {name} header"
        return found


def raw(base: str, method: str, path: str, headers: dict[str, str]) -> Answer:
    """One request over a real socket."""
    host_name, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host_name, int(port), timeout=10)
    try:
        conn.request(method, path, headers=headers)
        return Answer(conn.getresponse())
    finally:
        conn.close()
