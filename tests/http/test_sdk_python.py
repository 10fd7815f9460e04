"""meow_referee, the hand-written layer of the Python SDK (clients/python), on the app in
process: the If-Match / Idempotency-Key dance of a move, retries, log paging, and the
stream's Server-Sent Events read into models and resumed with Last-Event-ID (against a
scripted server: tests/http/test_sdk_packages.py reads real streams from gunicorn)."""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from flask import Flask
from meow_referee import (
    ETag,
    Message,
    Parser,
    PreconditionFailed,
    Referee,
    RefereeError,
    Table,
)
from meow_referee_client.models import (
    Meow10MoveResponse,
    Meow10SessionResponse,
    Meow10StreamMoveEvent,
    SessionCreateRequest,
    SessionCreateRequestGame,
    StreamEnd,
)

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
SPEC_VERSION = yaml.safe_load((ROOT / "openapi.yaml").read_text())["info"]["version"]
BASE = "http://referee.test"
Handler = Callable[[httpx.Request], httpx.Response]


@pytest.fixture
def app() -> Flask:
    return create_app(Settings(), store=MemoryStore())


def referee_on(app: Flask, wrap: Callable[[Handler], Handler] | None = None) -> Referee:
    """A Referee whose requests go to `app` (through `wrap`, when given)."""
    wsgi = httpx.WSGITransport(app=app)
    if wrap is None:
        return Referee(BASE, httpx_args={"transport": wsgi})

    def to_app(request: httpx.Request) -> httpx.Response:
        with httpx.Client(transport=wsgi, base_url=BASE) as plain:
            answer = plain.send(request)
            answer.read()
            return answer

    return Referee(BASE, httpx_args={"transport": httpx.MockTransport(wrap(to_app))})


def create(referee: Referee, seed: str = "sdk") -> tuple[str, dict[str, str], str]:
    """A Meow 10 session of ann and bob: its id, the seats' tokens and the host's."""
    game = SessionCreateRequestGame("meow10")
    opened = referee.create(SessionCreateRequest(game=game, players=["ann", "bob"], seed=seed))
    session = opened.session
    assert opened.etag == ETag(0, None) and opened.location == f"/v1/sessions/{session.id}"
    seats = {p: session.seats[p] for p in ("ann", "bob")}
    return session.id, seats, session.host


def play_one(table: Table) -> int:
    """The seat's last listed move, with the table's tag; the version it made."""
    listing = table.legal_moves()
    return table.move(listing.moves[-1]).answer.version


# -- The packages -------------------------------------------------------------------------


def test_the_versions_follow_the_spec() -> None:
    python = tomllib.loads((CLIENTS / "python" / "pyproject.toml").read_text())
    node = json.loads((CLIENTS / "typescript" / "package.json").read_text())
    assert python["project"]["version"] == node["version"] == SPEC_VERSION


@pytest.mark.parametrize("path", ["clients/typescript/src/client.ts", "examples/sdk_meow10.ts"])
def test_the_typescript_is_typed_without_a_cast(path: str) -> None:
    code = re.sub(r"//.*|/\*.*?\*/", "", (ROOT / path).read_text(), flags=re.DOTALL)
    assert not re.search(r"\bas\b|\bany\b", code), "a cast or the any type"
    assert not re.search(r"(?:[=(,:?]|\breturn)\s*<[^<>]+>\s*[\w(]", code), "a cast"


# -- Server-Sent Events ---------------------------------------------------------------


def messages(lines: list[str], parser: Parser | None = None) -> list[Message]:
    parser = parser or Parser()
    return [m for m in map(parser.feed, lines) if m is not None]


def test_the_parser_reads_events_data_ids_and_retry_as_the_standard_says() -> None:
    parser = Parser()
    found = messages(
        [
            "retry: 250",
            ": heartbeat",
            "id: 1",
            "event: session",
            'data: {"a":',
            "data:1}",
            "",
            "",  # a blank line alone dispatches nothing
            "event: end",
            "data",  # a field name alone: an empty data line
            "unknown: field",
            "",
            "id: 2",
            "event: nodata",
            "",  # an event without data is dropped, and its name forgotten
            "data: x",
            "",
        ],
        parser,
    )
    assert found == [
        Message("session", '{"a":\n1}', "1"),
        Message("end", "", "1"),  # the last id stays in force
        Message("message", "x", "2"),  # no event name: "message"
    ]
    assert parser.retry_ms == 250
    assert messages(["retry: soon", "id: a\0b", "data: y", ""]) == [Message("message", "y", None)]


def test_entity_tags_read_and_write_as_the_referee_sends_them() -> None:
    assert ETag.parse('"0"') == ETag(0, None) and str(ETag(0, None)) == '"0"'
    assert (
        ETag.parse(' "12.aBc-9" ') == ETag(12, "aBc-9") and str(ETag(12, "aBc-9")) == '"12.aBc-9"'
    )
    assert str(ETag.of_version(7)) == '"7"'
    for bad in ["12", 'W/"12"', '"x.1"', '"12."', '""', '"-1"']:
        with pytest.raises(ValueError):
            ETag.parse(bad)


# -- Moves: If-Match and Idempotency-Key ------------------------------------------------


def test_a_move_sends_the_tag_its_seat_read_and_answers_with_the_new_one(app: Flask) -> None:
    sent: list[httpx.Request] = []

    def record(inner: Handler) -> Handler:
        def handle(request: httpx.Request) -> httpx.Response:
            sent.append(request)
            return inner(request)

        return handle

    with referee_on(app, record) as referee:
        session, seats, _ = create(referee)
        ann = referee.table(session, seats["ann"])
        listing = ann.legal_moves()
        read = ann.etag
        assert read is not None and read.version == 0
        moved = ann.move(listing.moves[-1])
    post = sent[-1]
    assert post.method == "POST" and post.headers["If-Match"] == str(read)
    key = post.headers["Idempotency-Key"]
    assert key == moved.idempotency_key and len(key) >= 16
    assert isinstance(moved.answer, Meow10MoveResponse) and moved.answer.version == 1
    assert moved.etag.version == 1 and moved.etag.write and not moved.replayed
    assert ann.etag == moved.etag  # the next move's If-Match
    assert json.loads(post.content) == {"move": listing.moves[-1].to_dict()}


def test_a_move_on_a_view_another_move_overtook_is_refused_412_with_the_tag_now(
    app: Flask,
) -> None:
    with referee_on(app) as referee:
        session, seats, _ = create(referee)
        ann, again = referee.table(session, seats["ann"]), referee.table(session, seats["ann"])
        stale = ann.legal_moves()
        assert play_one(again) == 1  # ann's other device moves first
        with pytest.raises(PreconditionFailed) as refused:
            ann.move(stale.moves[-1])
        current = refused.value.current
        assert refused.value.status == 412 and refused.value.slug == "precondition-failed"
        assert current is not None and current == again.etag
        # The same move sent again is refused again: the table's tag is the one ann read.
        with pytest.raises(PreconditionFailed):
            ann.move(stale.moves[-1])
        assert ann.view().version == 1  # nothing applied
        # `"*"` moves whatever the version: bob acts now
        bob = referee.table(session, seats["bob"])
        listing = bob.legal_moves()
        assert bob.move(listing.moves[-1], if_match="*").answer.version == 2


def test_closing_a_public_table_leaves_the_referee_open(app: Flask) -> None:
    """A table opened without a token shares the referee's client: closing it closes
    nothing the referee still needs."""
    with referee_on(app) as referee:
        session, _, _ = create(referee)
        watching = referee.table(session)
        assert watching.view().version == 0
        watching.close()
        assert create(referee)[0] != session  # the referee still creates


def test_the_same_key_and_precondition_again_get_the_first_answer_back(app: Flask) -> None:
    with referee_on(app) as referee:
        session, seats, _ = create(referee)
        ann = referee.table(session, seats["ann"])
        listing = ann.legal_moves()
        tag = ann.etag
        first = ann.move(listing.moves[-1], idempotency_key="ann-move-1")
        again = ann.move(listing.moves[-1], idempotency_key="ann-move-1", if_match=tag)
        assert again.replayed and again.idempotency_key == "ann-move-1"
        assert again.answer.to_dict() == first.answer.to_dict() and again.etag == first.etag
        assert [e.version for e in ann.log()] == [1]  # applied once


def test_a_move_answered_503_is_sent_again_unchanged_until_it_lands(app: Flask) -> None:
    posts: list[httpx.Request] = []

    def busy_twice(inner: Handler) -> Handler:
        def handle(request: httpx.Request) -> httpx.Response:
            if request.method != "POST" or "/moves" not in request.url.path:
                return inner(request)
            posts.append(request)
            if len(posts) == 1:  # the referee's store away
                return httpx.Response(503, headers={"Retry-After": "0"}, json={})
            if len(posts) == 2:  # a proxy's page: no problem+json, no Retry-After
                return httpx.Response(503, text="<html>busy</html>")
            return inner(request)

        return handle

    with referee_on(app, busy_twice) as referee:
        session, seats, _ = create(referee)
        ann = referee.table(session, seats["ann"])
        assert play_one(ann) == 1
    sent = {(p.headers["If-Match"], p.headers["Idempotency-Key"], p.content) for p in posts}
    assert len(posts) == 3 and len(sent) == 1


def test_refusals_raise_with_the_problem_and_a_move_needs_a_seat(app: Flask) -> None:
    with referee_on(app) as referee:
        session, seats, _ = create(referee)
        bob = referee.table(session, seats["bob"])
        ann = referee.table(session, seats["ann"])
        listing = ann.legal_moves()
        with pytest.raises(RefereeError) as refused:  # ann's move, sent by bob
            bob.move(listing.moves[-1])
        assert refused.value.status == 403 and refused.value.problem is not None
        with pytest.raises(RefereeError) as missing:
            referee.table("no-such-session").view()
        assert missing.value.status == 404 and missing.value.slug == "unknown-session"
        with pytest.raises(TypeError, match="seat"):
            referee.table(session).move(listing.moves[-1])

    def bad_gateway(inner: Handler) -> Handler:
        return lambda request: httpx.Response(502, text="<html>bad gateway</html>")

    with referee_on(app, bad_gateway) as referee:
        with pytest.raises(RefereeError) as proxied:
            referee.table(session).view()
    assert proxied.value.status == 502 and proxied.value.problem is None
    assert "bad gateway" in str(proxied.value)


# -- The log, page by page ----------------------------------------------------------------


def test_log_pages_follow_next_to_the_last_page(app: Flask) -> None:
    with referee_on(app) as referee:
        session, seats, _ = create(referee)
        tables = [referee.table(session, seats[p]) for p in ("ann", "bob")]
        made = 0
        while made < 7:
            for table in tables:
                if table.legal_moves().moves:
                    made = play_one(table)
                    break
        pages = list(referee.table(session).log_pages(limit=3))
    assert [[e.version for e in page.moves] for page in pages] == [[1, 2, 3], [4, 5, 6], [7]]
    assert all(isinstance(page.next_, str) for page in pages[:-1])
    assert not isinstance(pages[-1].next_, str)


# -- The stream: models, resume, end --------------------------------------------------------


def stream_bodies(app: Flask) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A real public view at version 0 and the stream bodies of the first two moves (what
    the referee sends: the move, its events and result, and the public view after it)."""
    with referee_on(app) as referee:
        session, seats, _ = create(referee)
        public = referee.table(session)
        view = public.view().to_dict()
        moves: list[dict[str, Any]] = []
        for seat in ("ann", "bob"):
            answer = referee.table(session, seats[seat])
            play_one(answer)
            entry = next(iter(public.log(after=len(moves))))
            after = public.view()
            moves.append(
                {
                    **entry.to_dict(),
                    "game": "meow10",
                    "state": after.to_dict()["state"],
                    "to_act": after.to_act,
                    "outcome": after.outcome.to_dict(),
                }
            )
    return view, moves


def sse(*events: tuple[str, int | None, dict[str, Any]], retry: int = 0) -> bytes:
    lines = [f"retry: {retry}", ""]
    for name, version, body in events:
        lines += [f"id: {version}"] if version is not None else []
        lines += [f"event: {name}", f"data: {json.dumps(body)}", ""]
    return "\n".join(lines).encode() + b"\n"


def scripted(answers: list[httpx.Response], seen: list[httpx.Request]) -> Referee:
    """A Referee whose stream requests get `answers` in turn (and are kept in `seen`)."""

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answers[len(seen) - 1]

    return Referee(BASE, httpx_args={"transport": httpx.MockTransport(handle)})


def test_the_stream_yields_models_and_resumes_after_a_drop_from_the_last_id(app: Flask) -> None:
    view, (one, two) = stream_bodies(app)
    end = {"reason": "deleted", "version": 2}
    seen: list[httpx.Request] = []
    answers = [
        httpx.Response(200, content=sse(("session", 0, view), ("move", 1, one))),  # then drops
        httpx.Response(503, headers={"Retry-After": "0"}, json={}),  # a host stopping
        httpx.Response(200, content=sse(("move", 2, two), ("end", None, end))),
    ]
    with scripted(answers, seen) as referee:
        events = list(referee.table("s1", "ann-token").stream())
    assert [type(e) for e in events] == [
        Meow10SessionResponse,
        Meow10StreamMoveEvent,
        Meow10StreamMoveEvent,
        StreamEnd,
    ]
    assert [e.version for e in events] == [0, 1, 2, 2]
    assert [r.headers.get("Last-Event-ID") for r in seen] == [None, "1", "1"]
    assert all(r.url.path == "/v1/sessions/s1/stream" and not r.url.query for r in seen)
    assert {r.headers["Authorization"] for r in seen} == {"Bearer ann-token"}


def test_a_stream_resumed_by_its_caller_sends_the_version_and_a_refusal_raises(
    app: Flask,
) -> None:
    _, (_, two) = stream_bodies(app)
    seen: list[httpx.Request] = []
    problem = {
        "type": "urn:meow-referee:problem:invalid-request",
        "title": "Invalid request",
        "status": 422,
        "detail": "Last-Event-ID is beyond the session's version 2.",
    }
    answers = [
        httpx.Response(200, content=sse(("move", 2, two))),
        httpx.Response(422, json=problem),
    ]
    with scripted(answers, seen) as referee:
        stream: Iterator[Any] = referee.table("s1").stream(last_event_id=1)
        assert next(stream).version == 2
        with pytest.raises(RefereeError) as refused:
            next(stream)  # the connection ended: it opens again, and is refused
    assert refused.value.status == 422 and "beyond" in str(refused.value)
    assert [r.headers.get("Last-Event-ID") for r in seen] == ["1", "2"]
    assert "Authorization" not in seen[0].headers  # no token: the public stream
