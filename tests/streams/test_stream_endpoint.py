"""GET /v1/sessions/{id}/stream through the real app (in-process: the Flask test client
reads the body as the app yields it), on the in-process store and on a real Redis.

A stream must give every reader every version once, in order, each event's view equal to
that reader's GET at that version, and never a card the reader may not see."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
import yaml
from flask import Flask
from flask.testing import FlaskClient

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.openapi import spec_yaml
from service.store import MemoryStore, RedisStore, StoreUnavailable
from service.store.feed import Amended
from tests.http.helpers import conforms
from tests.redis_server import ExternalRedis, RedisServer, running, write_loss
from tests.streams.sse import Reader, from_test_client
from tests.views import REVEALING_ENDS, hands_of, hidden_piles

PLAYERS = ["ann", "bob", "cy"]
GAMES = sorted(ENGINES)
HEARTBEAT_S = 0.2
STREAMS_PER_SEAT = Settings().stream_max_per_seat


@pytest.fixture(params=["memory", "redis"])
def make_app(
    request: pytest.FixtureRequest,
) -> Iterator[Callable[..., Flask]]:
    made: list[Flask] = []
    url = None if request.param == "memory" else request.getfixturevalue("redis_node").url

    def make(**overrides: Any) -> Flask:
        settings = Settings(redis_url=url, stream_heartbeat_s=HEARTBEAT_S).with_overrides(
            **overrides
        )
        store = MemoryStore() if url is None else RedisStore(url)
        app = create_app(settings, store=store)
        made.append(app)
        return app

    yield make
    for app in made:
        app.extensions["hub"].close()
        app.extensions["store"].close()


@pytest.fixture
def app(make_app: Callable[..., Flask]) -> Flask:
    return make_app()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Table:
    """A session, played with the engine's listing on the full state."""

    def __init__(self, client: FlaskClient, app: Flask, game: str, seed: str = "stream") -> None:
        self.client, self.app, self.game = client, app, game
        created = client.post("/v1/sessions", json={"game": game, "players": PLAYERS, "seed": seed})
        assert created.status_code == 201, created.get_json()
        self.id = created.get_json()["id"]
        self.tokens: dict[str, str] = created.get_json()["seats"]
        self.host: str = created.get_json()["host"]
        self.url = f"/v1/sessions/{self.id}"
        self.rng = random.Random(seed)

    def through(self, app: Flask) -> Table:
        """The same table, played through another host (app)."""
        other = copy.copy(self)
        other.app, other.client = app, app.test_client()
        return other

    def headers(self, reader: str | None) -> dict[str, str]:
        return bearer(self.tokens[reader]) if reader else {}

    def stream(self, reader: str | None, **headers: str) -> Reader:
        response = self.client.get(
            f"{self.url}/stream", headers={**self.headers(reader), **headers}, buffered=False
        )
        return from_test_client(response)

    def view(self, reader: str | None) -> dict[str, Any]:
        got = self.client.get(self.url, headers=self.headers(reader))
        assert got.status_code == 200
        body: dict[str, Any] = got.get_json()
        return body

    def play(self) -> dict[str, Any] | None:
        """One random legal move; its answer, or None when nothing can follow."""
        snap = self.app.extensions["store"].get(self.id)
        _, moves = ENGINES[self.game].legal_moves(snap.record["state"])
        moves = list(moves)
        if not moves:
            return None
        move = self.rng.choice(moves)
        answer = self.client.post(
            f"{self.url}/moves", json={"move": move}, headers=self.headers(move["player"])
        )
        assert answer.status_code == 200, answer.get_json()
        body: dict[str, Any] = answer.get_json()
        return body


def assert_hides_what_it_must(
    game: str, view: dict[str, Any], reader: str | None, showdown: bool
) -> None:
    assert "seed" not in view
    hidden = hidden_piles(game, view, reader, showdown)
    for name, pile in hidden.items():
        assert isinstance(pile, int), f"{reader} sees {name} in a stream event"
    for player, hand in hands_of(game, view).items():
        assert f"hand:{player}" in hidden or isinstance(hand, list), (reader, player)


@pytest.mark.parametrize("game", GAMES)
def test_every_reader_gets_each_version_once_in_order_with_its_own_view(
    app: Flask, client: FlaskClient, game: str
) -> None:
    table = Table(client, app, game)
    readers: list[str | None] = [None, *PLAYERS]
    streams = {reader: table.stream(reader) for reader in readers}
    for reader, stream in streams.items():
        first = stream.next_event()
        assert (first.event, first.id) == ("session", "0")
        assert first.data == table.view(reader)  # the GET body, seat included
    for version in range(1, 26):
        answer = table.play()
        if answer is None:
            break
        assert answer["version"] == version
        result = answer["result"]
        showdown = result is not None and result.get("end") in REVEALING_ENDS
        logged = client.get(f"{table.url}/log").get_json()["moves"][-1]
        for reader, stream in streams.items():
            event = stream.next_event()
            assert (event.event, event.id) == ("move", str(version)), reader
            got = table.view(reader)
            assert event.data["version"] == got["version"] == version
            assert event.data["state"] == got["state"]  # exactly that reader's GET
            assert event.data["to_act"] == got["to_act"] == answer["to_act"]
            assert event.data["outcome"] == got["outcome"] == answer["outcome"]
            assert event.data["move"] == logged["move"]
            assert event.data["events"] == answer["events"] == logged["events"]
            assert event.data["result"] == answer["result"]
            assert_hides_what_it_must(game, event.data["state"], reader, showdown)
    for stream in streams.values():
        stream.close()


def test_a_reader_resuming_after_version_n_gets_every_later_version_then_live_ones(
    app: Flask, client: FlaskClient
) -> None:
    table = Table(client, app, "copycat")
    first = table.stream("bob")
    assert first.next_event().id == "0"
    for version in (1, 2):
        table.play()
        assert first.next_event().id == str(version)
    first.close()  # the connection drops; three moves happen meanwhile
    missed = [table.play() for _ in range(3)]
    assert [m["version"] for m in missed if m] == [3, 4, 5]
    views = {5: table.view("bob")["state"]}
    again = table.stream("bob", **{"Last-Event-ID": "2"})
    caught_up = [again.next_event() for _ in range(3)]
    assert [(e.event, e.id) for e in caught_up] == [("move", "3"), ("move", "4"), ("move", "5")]
    assert [e.data["events"] for e in caught_up] == [m["events"] for m in missed if m]
    assert caught_up[-1].data["state"] == views[5]
    table.play()
    live = again.next_event()
    assert (live.event, live.id) == ("move", "6")
    assert live.data["state"] == table.view("bob")["state"]
    # Resuming at the current version sends nothing until the next move.
    current = table.stream(None, **{"Last-Event-ID": "6"})
    table.play()
    assert current.next_event().id == "7"
    for stream in (again, current):
        stream.close()


def test_a_reader_far_behind_starts_again_from_its_whole_view_not_a_replay(
    make_app: Callable[..., Flask],
) -> None:
    app = make_app(stream_max_replay=10)
    client = app.test_client()
    table = Table(client, app, "supermeow")
    for _ in range(25):
        assert table.play() is not None
    near = table.stream("ann", **{"Last-Event-ID": "15"})  # 10 behind: replayed
    assert [near.next_event().id for _ in range(10)] == [str(v) for v in range(16, 26)]
    for reader, behind in (("ann", 11), (None, 26)):  # the view now, then live
        version = table.view(reader)["version"]
        far = table.stream(reader, **{"Last-Event-ID": str(version - behind)})
        first = far.next_event()
        assert (first.event, first.id) == ("session", str(version)), (reader, first.event)
        assert first.data == table.view(reader)
        table.play()
        live = far.next_event()
        assert (live.event, live.data["state"]) == ("move", table.view(reader)["state"])
        far.close()
    near.close()


def test_a_resume_rebuilds_from_the_last_checkpoint_not_from_the_first_move(
    make_app: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(stream_max_replay=10)
    client = app.test_client()
    table = Table(client, app, "supermeow")
    for _ in range(40):
        assert table.play() is not None
    store = app.extensions["store"]
    log_since = store.log_since
    reads: list[int] = []

    def recorded(session_id: str, after: int, limit: int | None = None) -> Any:
        reads.append(after)
        return log_since(session_id, after, limit)

    monkeypatch.setattr(store, "log_since", recorded)
    checkpoint = None  # the version 10 back of the last rebuild's latest
    for reader, behind in (("ann", 5), (None, 8), ("bob", 10)):
        version = table.view(reader)["version"]
        reads.clear()
        stream = table.stream(reader, **{"Last-Event-ID": str(version - behind)})
        events = [stream.next_event() for _ in range(behind)]
        assert [e.id for e in events] == [str(v) for v in range(version - behind + 1, version + 1)]
        assert events[-1].data["state"] == table.view(reader)["state"]
        stream.close()
        if checkpoint is None:
            assert min(reads) == 0  # the first rebuilds from the setup ...
        else:  # ... the next from the state it left, its own entry read to check it
            assert min(reads) == checkpoint - 1, (reader, reads)
        checkpoint = version - 10
        table.play()


def test_a_new_event_source_resumes_with_the_query_and_its_reconnect_header_wins(
    app: Flask, client: FlaskClient
) -> None:
    table = Table(client, app, "meow10")
    for _ in range(3):
        table.play()
    by_query = from_test_client(client.get(f"{table.url}/stream?last_event_id=1", buffered=False))
    assert [by_query.next_event().id for _ in range(2)] == ["2", "3"]
    by_query.close()
    both = from_test_client(
        client.get(
            f"{table.url}/stream?last_event_id=1", headers={"Last-Event-ID": "2"}, buffered=False
        )
    )
    assert both.next_event().id == "3"
    both.close()


def test_deleting_the_session_ends_every_stream_with_an_end_event(
    app: Flask, client: FlaskClient
) -> None:
    table = Table(client, app, "supermeow")
    streams = [table.stream(reader) for reader in (None, "ann", "cy")]
    for stream in streams:
        assert stream.next_event().event == "session"
    table.play()
    for stream in streams:
        assert stream.next_event().id == "1"
    assert client.delete(table.url, headers=bearer(table.host)).status_code == 204
    for stream in streams:
        end = stream.next_event()
        assert (end.event, end.id, end.data) == ("end", None, {"reason": "deleted", "version": 1})
        assert stream.ended()


def test_an_expired_session_ends_its_streams(make_app: Callable[..., Flask]) -> None:
    app = make_app(session_ttl_s=1)
    client = app.test_client()
    table = Table(client, app, "meow10")
    stream = table.stream("ann")
    assert stream.next_event().event == "session"
    end = stream.next_event(deadline_s=10)  # found by the hub's check at a heartbeat
    assert (end.event, end.data["reason"]) == ("end", "expired")
    assert stream.heartbeats >= 1 and stream.retry == 1000


def test_a_stream_sends_heartbeats_while_nothing_happens(app: Flask, client: FlaskClient) -> None:
    table = Table(client, app, "cattower")
    stream = table.stream(None)
    assert stream.next_event().event == "session"
    table_idle_until = stream.heartbeats + 3
    while stream.heartbeats < table_idle_until:
        with pytest.raises(AssertionError, match="no event"):
            stream.next_event(deadline_s=HEARTBEAT_S * 2)
    table.play()
    assert stream.next_event().id == "1"
    stream.close()


def test_a_ticket_opens_its_seats_stream_once(app: Flask, client: FlaskClient) -> None:
    table = Table(client, app, "meow10")
    made = client.post(f"{table.url}/stream-tickets", headers=table.headers("cy"))
    assert made.status_code == 201
    assert made.headers["Cache-Control"] == "no-store"
    ticket = made.get_json()
    assert ticket["seat"] == "cy" and ticket["expires_in"] == 30
    stream = from_test_client(
        client.get(f"{table.url}/stream?ticket={ticket['ticket']}", buffered=False)
    )
    first = stream.next_event()
    assert first.data["seat"] == "cy" and first.data["state"] == table.view("cy")["state"]
    stream.close()
    used = client.get(f"{table.url}/stream?ticket={ticket['ticket']}")
    assert used.status_code == 401 and "used" in used.get_json()["detail"]
    assert client.post(f"{table.url}/stream-tickets").status_code == 401  # a seat's only


def test_a_refused_open_leaves_its_ticket_usable(make_app: Callable[..., Flask]) -> None:
    app = make_app(stream_max_per_seat=1)
    client = app.test_client()
    table = Table(client, app, "meow10")
    made = client.post(f"{table.url}/stream-tickets", headers=table.headers("ann"))
    ticket = made.get_json()["ticket"]
    url = f"{table.url}/stream?ticket={ticket}"
    beyond = client.get(url, headers={"Last-Event-ID": "9"})
    assert beyond.status_code == 422, beyond.get_json()
    held = table.stream("ann")  # the seat's one stream, opened with its token meanwhile
    over = client.get(url)
    assert over.status_code == 429, over.get_json()
    held.close()
    stream = from_test_client(client.get(url, buffered=False))  # the same ticket, once
    assert stream.next_event().data["seat"] == "ann"
    stream.close()
    spent = client.get(url)
    assert spent.status_code == 401 and "used" in spent.get_json()["detail"]


def test_an_expired_ticket_is_refused() -> None:
    now = [1000.0]
    app = create_app(Settings(stream_heartbeat_s=HEARTBEAT_S), store=MemoryStore(lambda: now[0]))
    client = app.test_client()
    table = Table(client, app, "meow10")
    ticket = client.post(f"{table.url}/stream-tickets", headers=table.headers("ann")).get_json()
    now[0] += 31
    refused = client.get(f"{table.url}/stream?ticket={ticket['ticket']}")
    assert refused.status_code == 401
    assert refused.headers["WWW-Authenticate"].startswith("Bearer")
    app.extensions["hub"].close()


@pytest.mark.parametrize(
    ("query", "headers", "status", "field"),
    [
        ("", {"Last-Event-ID": "x1"}, 422, "Last-Event-ID"),
        ("", {"Last-Event-ID": "-1"}, 422, "Last-Event-ID"),
        ("", {"Last-Event-ID": "+1"}, 422, "Last-Event-ID"),
        ("", {"Last-Event-ID": "9"}, 422, "Last-Event-ID"),  # beyond version 0
        ("?last_event_id=1e3", {}, 422, "last_event_id"),
        ("?since=3", {}, 422, "since"),
        ("?ticket=a&ticket=b", {}, 422, "ticket"),
        ("?ticket=nope", {}, 401, None),
    ],
)
def test_bad_stream_requests_are_refused_before_the_stream_opens(
    app: Flask, client: FlaskClient, query: str, headers: dict[str, str], status: int, field: str
) -> None:
    table = Table(client, app, "meow10")
    refused = client.get(f"{table.url}/stream{query}", headers=headers)
    assert refused.status_code == status
    assert refused.mimetype == "application/problem+json"
    if field:
        assert field in refused.get_json()["errors"]
    assert app.extensions["hub"].open_streams == 0


def test_a_wrong_token_is_401_an_unknown_session_404_and_both_credentials_422(
    app: Flask, client: FlaskClient
) -> None:
    table = Table(client, app, "meow10")
    assert client.get(f"{table.url}/stream", headers=bearer("not-a-seat")).status_code == 401
    assert client.get("/v1/sessions/unknown-session-id/stream").status_code == 404
    ticket = client.post(f"{table.url}/stream-tickets", headers=table.headers("ann")).get_json()
    both = client.get(f"{table.url}/stream?ticket={ticket['ticket']}", headers=table.headers("ann"))
    assert both.status_code == 422 and "ticket" in both.get_json()["errors"]


def test_beyond_the_current_version_names_it(app: Flask, client: FlaskClient) -> None:
    table = Table(client, app, "meow10")
    table.play()
    refused = client.get(f"{table.url}/stream", headers={"Last-Event-ID": "2"})
    assert refused.status_code == 422 and refused.get_json()["version"] == 1


def test_a_seat_may_hold_a_few_streams_and_one_more_is_429(make_app: Callable[..., Flask]) -> None:
    app = make_app(stream_max_per_seat=2, stream_max_public=1)
    client = app.test_client()
    table = Table(client, app, "meow10")
    held = [table.stream("ann"), table.stream("ann"), table.stream(None)]
    for refused in (
        client.get(f"{table.url}/stream", headers=table.headers("ann")),
        client.get(f"{table.url}/stream"),
    ):
        assert refused.status_code == 429
        assert refused.get_json()["type"].endswith("too-many-streams")
        assert int(refused.headers["Retry-After"]) > 0
    # A page asks for a ticket before it opens an EventSource: it learns the limit there.
    ticket = client.post(f"{table.url}/stream-tickets", headers=table.headers("ann"))
    assert ticket.status_code == 429 and ticket.get_json()["type"].endswith("too-many-streams")
    other_seat = table.stream("bob")  # the limit is per seat
    assert other_seat.next_event().event == "session"
    held[0].close()  # closing one frees its place at once
    again = table.stream("ann")
    assert again.next_event().event == "session"
    for stream in (*held[1:], other_seat, again):
        stream.close()


def test_a_flood_of_public_streams_leaves_the_seats_their_room(
    make_app: Callable[..., Flask],
) -> None:
    app = make_app(stream_max_per_process=8)  # a quarter of it, 2, may be public
    client = app.test_client()
    table = Table(client, app, "meow10")
    public: list[Reader] = []
    for _ in range(8):
        answer = client.get(f"{table.url}/stream", buffered=False)
        if answer.status_code == 200:
            public.append(from_test_client(answer))
            continue
        assert answer.status_code == 503, answer.get_data(as_text=True)
        refused = answer.get_json()
        assert refused["type"].endswith("streams-full") and "public" in refused["detail"]
    assert len(public) == 2
    seats = [table.stream(seat) for seat in ("ann", "bob") for _ in range(3)]
    for stream in seats:
        assert stream.next_event().event == "session"
    full = client.get(f"{table.url}/stream", headers=table.headers("cy"))
    assert full.status_code == 503 and "public" not in full.get_json()["detail"]
    for stream in (*public, *seats):
        stream.close()
    assert app.extensions["hub"].open_streams == 0


def test_the_stream_bounds_come_from_the_environment() -> None:
    env = {"STREAM_MAX_PER_PROCESS": "400", "STREAM_MAX_REPLAY": "7", "STREAM_SEND_TIMEOUT": "2.5"}
    settings = Settings.from_env(env)
    assert settings.stream_public_room == 100  # a quarter, unless set
    assert (settings.stream_max_replay, settings.stream_send_timeout_s) == (7, 2.5)
    assert Settings.from_env({"STREAM_MAX_PUBLIC_PER_PROCESS": "9"}).stream_public_room == 9
    assert Settings.from_env({"STREAM_MAX_PUBLIC_PER_PROCESS": "0"}).stream_public_room == 0
    defaults = Settings.from_env({})
    assert (defaults.stream_public_room, defaults.stream_max_replay) == (1000, 100)
    assert defaults.stream_send_timeout_s == 30


# -- what pub/sub can lose, and how the streams get it back (real Redis only) ----------


class Silent(RedisStore):
    """A host whose commits publish nothing, as if every notice were lost on the way."""

    publish_command = ""


@pytest.fixture
def redis_url(redis_node: RedisServer | ExternalRedis) -> str:
    return redis_node.url


def redis_app(url: str, store: RedisStore | None = None) -> Flask:
    settings = Settings(redis_url=url, stream_heartbeat_s=HEARTBEAT_S)
    return create_app(settings, store=store or RedisStore(url))


def test_moves_whose_notices_were_lost_are_caught_up_from_the_log_in_order(
    redis_url: str,
) -> None:
    streaming, silent = redis_app(redis_url), redis_app(redis_url, Silent(redis_url))
    table = Table(streaming.test_client(), streaming, "meow10")
    stream = table.stream("ann")
    assert stream.next_event().id == "0"
    quiet = table.through(silent)
    answers = [quiet.play(), quiet.play()]  # no notice: found by the hub's next check
    caught = [stream.next_event(), stream.next_event()]
    assert [e.id for e in caught] == ["1", "2"]
    assert [e.data["events"] for e in caught] == [a["events"] for a in answers if a]
    assert caught[-1].data["state"] == table.view("ann")["state"]
    quiet.play()  # a gap again: the next notice (version 4) brings version 3 first
    table.play()
    assert [stream.next_event().id for _ in range(2)] == ["3", "4"]
    stream.close()
    for app in (streaming, silent):
        app.extensions["hub"].close()


def test_writes_redis_lost_start_the_streams_again_from_what_redis_has(redis_url: str) -> None:
    app = redis_app(redis_url)
    table = Table(app.test_client(), app, "copycat")
    table.play()
    stream = table.stream("bob")
    assert stream.next_event().id == "1"
    with redis.Redis.from_url(redis_url) as client:
        lose = write_loss(client, table.id)
        table.play()
        table.play()
        assert [stream.next_event().id for _ in range(2)] == ["2", "3"]
        lose()  # Redis is back at version 1: versions 2 and 3 never happened
    again = stream.next_event()  # found by the hub's next check
    assert (again.event, again.id) == ("session", "1")
    assert again.data == table.view("bob")
    answer = table.play()  # version 2 made again, with other content
    event = stream.next_event()
    assert (event.event, event.id) == ("move", "2")
    assert answer is not None and event.data["events"] == answer["events"]
    stream.close()
    app.extensions["hub"].close()


def test_a_resume_does_not_rebuild_from_a_checkpoint_of_writes_redis_lost(
    redis_url: str,
) -> None:
    settings = Settings(redis_url=redis_url, stream_heartbeat_s=HEARTBEAT_S, stream_max_replay=5)
    app = create_app(settings, store=RedisStore(redis_url))
    table = Table(app.test_client(), app, "supermeow", seed="lost-checkpoint")
    for _ in range(4):
        table.play()
    with redis.Redis.from_url(redis_url) as client:
        lose = write_loss(client, table.id)
        for _ in range(8):
            table.play()
        resumed = table.stream("ann", **{"Last-Event-ID": "10"})  # leaves a checkpoint at 7
        assert [resumed.next_event().id for _ in range(2)] == ["11", "12"]
        resumed.close()
        lose()  # Redis is back at version 4: versions 5 to 12 never happened
    live = table.stream("ann")  # what ann was sent as the moves landed: the truth
    assert live.next_event().id == "4"
    table.rng = random.Random("other moves")
    for _ in range(8):
        table.play()
    sent = {event.id: event.data for event in live.events_until(12)}
    again = table.stream("ann", **{"Last-Event-ID": "9"})
    events = [again.next_event() for _ in range(3)]
    assert [e.id for e in events] == ["10", "11", "12"]
    assert [e.data for e in events] == [sent[e.id] for e in events]
    for stream in (live, again):
        stream.close()
    app.extensions["hub"].close()


def test_streams_follow_a_redis_reached_through_a_unix_socket() -> None:
    """REDIS_URL may name a unix socket (docs/configuration.md): the stream feed's
    connection takes it too."""

    def server(workdir: Path) -> RedisServer:
        return RedisServer(workdir, extra=["--unixsocket", str(workdir / "redis.sock")])

    with running(server) as redis_server:
        url = f"unix://{redis_server.workdir / 'redis.sock'}"
        settings = Settings(redis_url=url, stream_heartbeat_s=HEARTBEAT_S)
        app = create_app(settings, store=RedisStore(url))
        try:
            table = Table(app.test_client(), app, "meow10")
            stream = table.stream(None)
            assert stream.next_event().event == "session"
            table.play()
            assert stream.next_event().id == "1"
            stream.close()
        finally:
            app.extensions["hub"].close()
            app.extensions["store"].close()


def test_a_dropped_pubsub_connection_loses_nothing(redis_url: str) -> None:
    app = redis_app(redis_url)
    table = Table(app.test_client(), app, "cattower")
    stream = table.stream(None)
    assert stream.next_event().id == "0"
    with redis.Redis.from_url(redis_url) as client:
        assert client.client_kill_filter(_type="pubsub", skipme=True) >= 1
    for _ in range(3):
        table.play()
    assert [stream.next_event().id for _ in range(3)] == ["1", "2", "3"]

    table.play()
    assert stream.next_event().id == "4"
    stream.close()
    app.extensions["hub"].close()


def test_a_token_reissued_while_the_feed_reconnects_still_ends_its_streams(
    redis_url: str,
) -> None:
    """The feed's connection drops, the host reissues cy's token (its notice may be lost)
    and a move lands: the old token's stream ends `revoked` before that move, as a GET
    with the old token is refused."""
    app = redis_app(redis_url)
    table = Table(app.test_client(), app, "meow10")
    old = table.stream("cy")
    assert old.next_event().event == "session"
    with redis.Redis.from_url(redis_url) as client:
        assert client.client_kill_filter(_type="pubsub", skipme=True) >= 1
    token = table.tokens["cy"]
    issued = table.client.post(f"{table.url}/seats/cy/token", headers=bearer(table.host))
    assert issued.status_code == 201
    table.tokens["cy"] = issued.get_json()["token"]
    table.play()
    assert table.client.get(table.url, headers=bearer(token)).status_code == 401
    end = old.next_event()
    assert (end.event, end.data["reason"]) == ("end", "revoked"), end
    assert old.ended()
    app.extensions["hub"].close()


def test_a_reader_ahead_of_this_processes_follower_gets_no_version_twice(
    app: Flask, client: FlaskClient
) -> None:
    """The store is at version 1 but this process has not heard of it yet (its notice is
    on its way): a reader resuming at 1 gets 2 next, not 1 again nor a whole view."""
    table = Table(client, app, "meow10")
    watching = table.stream(None)  # the session is followed from here on
    assert watching.next_event().id == "0"
    hub, feed = app.extensions["hub"], app.extensions["store"].feed
    held: list[Any] = []
    feed.listen(held.append)  # the next notice is late
    table.play()
    feed.listen(hub.notify)
    resumed = table.stream("ann", **{"Last-Event-ID": "1"})
    table.play()  # its notice brings version 1 from the log first, then 2
    event = resumed.next_event()
    assert (event.event, event.id) == ("move", "2")
    assert event.data["state"] == table.view("ann")["state"]
    assert [watching.next_event().id for _ in range(2)] == ["1", "2"]
    for stream in (watching, resumed):
        stream.close()


def test_a_stream_whose_body_never_begins_gives_its_place_back(
    app: Flask, client: FlaskClient
) -> None:
    """A HEAD (or a reader gone before the first byte) closes an answer whose body never
    began: the stream is let go at once, so a few of them lock nobody out."""
    table = Table(client, app, "meow10")
    hub, store = app.extensions["hub"], app.extensions["store"]
    readers: list[dict[str, str]] = [{}] * 40 + [table.headers("ann")] * 8
    for headers in readers:
        answer = client.head(f"{table.url}/stream", headers=headers)
        assert answer.status_code == 200 and answer.mimetype == "text/event-stream"
        answer.close()
    assert hub.open_streams == 0
    assert (store.count_streams(table.id, "*"), store.count_streams(table.id, "ann")) == (0, 0)
    for reader in (None, "ann"):
        opened = table.stream(reader)
        assert opened.next_event().event == "session"
        opened.close()


def test_a_ticket_the_store_cannot_take_leaves_no_stream_open(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(client, app, "meow10")
    store = app.extensions["store"]

    def unavailable(*args: Any) -> Any:
        raise StoreUnavailable("the store did not answer")

    for _ in range(STREAMS_PER_SEAT + 1):
        made = client.post(f"{table.url}/stream-tickets", headers=table.headers("ann"))
        ticket = made.get_json()["ticket"]
        with monkeypatch.context() as patch:
            patch.setattr(store, "take_ticket", unavailable)
            refused = client.get(f"{table.url}/stream?ticket={ticket}", buffered=False)
        assert refused.status_code == 503
        refused.close()
    assert app.extensions["hub"].open_streams == 0
    assert store.count_streams(table.id, "ann") == 0


@pytest.mark.parametrize("game", GAMES)
def test_every_event_a_stream_sends_is_what_openapi_yaml_says(
    app: Flask, client: FlaskClient, game: str
) -> None:
    spec = yaml.safe_load(spec_yaml())
    operation = spec["paths"]["/v1/sessions/{id}/stream"]["get"]
    schema = operation["responses"]["200"]["content"]["text/event-stream"]["schema"]
    table = Table(client, app, game)
    streams = [table.stream("bob"), table.stream(None)]
    for _ in range(8):
        table.play()
    assert client.delete(table.url, headers=bearer(table.host)).status_code == 204
    for stream in streams:
        events = [stream.next_event() for _ in range(10)]
        assert [e.event for e in events] == ["session", *["move"] * 8, "end"]
        for event in events:
            assert conforms(spec, schema, event.data) == [], (event.event, event.data)


def test_a_stream_of_an_ended_session_shows_how_it_ended_and_closes(
    app: Flask, client: FlaskClient
) -> None:
    table = Table(client, app, "copycat")
    for _ in range(3):
        table.play()
    assert client.delete(table.url, headers=bearer(table.host)).status_code == 204
    stream = table.stream("ann")
    first = stream.next_event()
    assert (first.event, first.id) == ("session", "3")
    assert first.data == table.view("ann") and first.data["ended"] == {"reason": "deleted"}
    end = stream.next_event()
    assert (end.event, end.data) == ("end", {"reason": "deleted", "version": 3})
    assert stream.ended()


def test_an_end_whose_notice_was_lost_is_found_by_the_next_check(
    app: Flask, client: FlaskClient
) -> None:
    table = Table(client, app, "meow10")
    stream = table.stream(None)
    assert stream.next_event().event == "session"
    hub, feed = app.extensions["hub"], app.extensions["store"].feed
    feed.listen(lambda notice: None)  # every notice from here on is lost
    assert client.delete(table.url, headers=bearer(table.host)).status_code == 204
    feed.listen(hub.notify)
    end = stream.next_event()  # the check sees the session ended under another write
    assert (end.event, end.data["reason"]) == ("end", "deleted")


def test_notices_older_than_what_a_new_follower_read_send_nothing_twice(
    app: Flask, client: FlaskClient
) -> None:
    """Notices of moves made before a follower's first read can reach it after the read
    (they were queued): they are what it read already, not a sign the store went back."""
    table = Table(client, app, "meow10")
    hub, feed = app.extensions["hub"], app.extensions["store"].feed
    held: list[Any] = []
    stream = table.stream("ann")  # the session is followed: its notices are published
    assert stream.next_event().id == "0"
    feed.listen(held.append)  # and now held back, as if still in the queue
    for _ in range(3):
        table.play()
    stream.close()
    feed.listen(hub.notify)
    later = table.stream("ann")  # a new follower reads version 3 ...
    assert later.next_event().id == "3"
    for notice in held:  # ... and only then meets the notices of versions 1 to 3
        hub.notify(notice)
    table.play()
    event = later.next_event()
    assert (event.event, event.id) == ("move", "4")
    later.close()


def test_a_reissued_token_ends_its_streams_and_every_other_reader_sees_the_seat_change(
    app: Flask, client: FlaskClient
) -> None:
    """The host's reissue ends the old token's streams at once, before the next move (so
    its holder sees nothing the seat's new holder does); a ticket made with the old token
    opens nothing; the other readers get a `session` event showing the change, and a
    stream opened with the new token goes on."""
    table = Table(client, app, "meow10")
    old = table.stream("ann")
    ticket = client.post(f"{table.url}/stream-tickets", headers=table.headers("ann")).get_json()
    others = [table.stream(None), table.stream("bob")]
    for stream in [old, *others]:
        assert stream.next_event().event == "session"
    table.play()
    for stream in [old, *others]:
        assert stream.next_event().id == "1"

    issued = client.post(f"{table.url}/seats/ann/token", headers=bearer(table.host))
    assert issued.status_code == 201, issued.get_json()
    end = old.next_event()
    assert (end.event, end.id, end.data) == ("end", None, {"reason": "revoked", "version": 1})
    assert old.ended()
    for stream in others:  # the session read again: nothing they may see changed
        again = stream.next_event()
        assert (again.event, again.id, "bots" in again.data) == ("session", "1", False)
    refused = client.get(f"{table.url}/stream?ticket={ticket['ticket']}")
    assert refused.status_code == 401
    assert client.get(f"{table.url}/stream", headers=table.headers("ann")).status_code == 401

    table.tokens["ann"] = issued.get_json()["token"]
    readers = {"ann": table.stream("ann"), None: others[0], "bob": others[1]}
    assert readers["ann"].next_event().event == "session"
    handed = client.put(f"{table.url}/seats/cy", json={"bot": "random"}, headers=bearer(table.host))
    assert handed.status_code == 200, handed.get_json()
    for reader, stream in readers.items():
        shown = stream.next_event()
        assert (shown.event, shown.id) == ("session", "1")
        assert shown.data["bots"] == {"cy": "random"}
        assert shown.data == table.view(reader)  # the GET body, seat included


def test_a_stream_of_the_new_token_opens_while_the_follower_still_holds_the_old_one(
    app: Flask, client: FlaskClient
) -> None:
    """A stream of a seat opened with its new token on a process whose follower has not
    yet read the reissue (its notice still on the way) opens: the process reads the
    session again before it refuses a token."""
    table = Table(client, app, "copycat")
    watcher = table.stream("bob")
    assert watcher.next_event().event == "session"
    follower = app.extensions["hub"]._followers[table.id]
    issued = client.post(f"{table.url}/seats/ann/token", headers=bearer(table.host))
    assert watcher.next_event().event == "session"  # the follower read the reissue
    follower.seats = {**follower.seats, "ann": "a hash it read before the reissue"}
    table.tokens["ann"] = issued.get_json()["token"]
    stream = table.stream("ann")
    assert stream.next_event().event == "session"
    table.play()
    assert stream.next_event().id == "1"


def test_a_reissue_whose_notice_is_lost_still_ends_the_old_tokens_stream(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pub/sub delivers at most once: the hub's periodic check finds the head's write is
    not the one it sent, reads the session again and ends the revoked stream."""
    table = Table(client, app, "supermeow")
    old, watcher = table.stream("ann"), table.stream(None)
    for stream in (old, watcher):
        assert stream.next_event().event == "session"
    feed = app.extensions["store"].feed
    deliver = feed.deliver
    monkeypatch.setattr(
        feed, "deliver", lambda notice: None if isinstance(notice, Amended) else deliver(notice)
    )
    issued = client.post(f"{table.url}/seats/ann/token", headers=bearer(table.host))
    assert issued.status_code == 201
    end = old.next_event(deadline_s=10)  # at the check, every HEARTBEAT_S
    assert (end.event, end.data) == ("end", {"reason": "revoked", "version": 0})
    assert watcher.next_event(deadline_s=10).event == "session"


def test_a_reader_resuming_after_a_seat_change_it_has_not_seen_gets_it(
    app: Flask, client: FlaskClient
) -> None:
    """Last-Event-ID names a version, and a seat change keeps the version: a reader that
    resumes at (or before) the version of a change it has not seen gets the `session`
    event showing it, after any moves it missed. One that resumes at a version whose
    last write was the move itself gets nothing before the next move."""
    table = Table(client, app, "copycat")
    for _ in range(2):
        table.play()
    quiet = table.stream("bob", **{"Last-Event-ID": "2"})
    table.play()
    first = quiet.next_event()
    assert (first.event, first.id) == ("move", "3")

    reissued = client.post(f"{table.url}/seats/cy/token", headers=bearer(table.host))
    assert reissued.status_code == 201
    at_version = table.stream("ann", **{"Last-Event-ID": "3"})
    shown = at_version.next_event()
    assert (shown.event, shown.id, shown.data) == ("session", "3", table.view("ann"))
    behind = table.stream(None, **{"Last-Event-ID": "2"})
    missed, then = behind.next_event(), behind.next_event()
    assert (missed.event, missed.id, then.event, then.id) == ("move", "3", "session", "3")
    assert then.data == table.view(None)
