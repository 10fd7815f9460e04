"""GET /v1/sessions/{id}/stream (Server-Sent Events) and the tickets EventSource needs.

A seat's stream needs its seat: `Authorization: Bearer <seat token>` (fetch, curl), or a
ticket in the query (`?ticket=`), because a browser's EventSource cannot send headers and
seat tokens never go into URLs (URLs end up in logs). A ticket is made with the seat token
(POST .../stream-tickets), names one seat, is used once and expires in seconds, so a
ticket in a log is worth nothing. Without either, the public (spectator) stream.

A seat's stream is bound to the token it was opened with (a ticket keeps the token it was
made with): once the host reissues the seat's token, the stream ends (`end`, reason
`revoked`) and a ticket made with the old token opens nothing.

Everything that can be refused is refused before the stream opens, as a problem+json.
"""

from __future__ import annotations

import hashlib
import math
import re
import secrets
from collections.abc import Iterator
from typing import Any

from flask import Response, request

from schemas.sessions import StreamEnd, StreamTicket

from .. import current
from ..apidoc import Operation, Ref, header, json_content
from ..jsonio import json_response, read_unused_body
from ..problems import ApiProblem, ProblemType, invalid_request
from ..store import StoreUnavailable
from ..streams.events import stream_body
from ..streams.hub import FollowFailed, Hub, Revoked, StreamsFull
from ..streams.readers import watch
from . import context
from .seats import bearer_token, seat_of, seat_of_token, unauthorized
from .spec import ANSWERS, PRIVATE, SEAT, SEAT_OPTIONAL, errors
from .views import refuse_undealt

_DIGITS = re.compile(r"[0-9]{1,18}")
_QUERY = {"ticket", "last_event_id"}


def hub() -> Hub:
    found: Hub = current.extension("hub")
    return found


def _ticket_hash(ticket: str) -> str:
    return hashlib.sha256(ticket.encode()).hexdigest()


def _holder(seat: str, credential: str) -> str:
    """Whom a ticket is for, as the store keeps it: the seat and its token's hash (a
    player id holds no space)."""
    return f"{seat} {credential}"


def _of_holder(holder: str) -> tuple[str, str | None]:
    """A ticket's seat and token hash (none for a ticket kept by a host running the code
    before tickets kept it: that one opens the seat's stream as its token is now)."""
    seat, _, credential = holder.partition(" ")
    return seat, credential or None


@Operation(
    operation_id="createStreamTicket",
    tags=["sessions"],
    summary="A ticket that opens the token's seat's stream once.",
    description="For a browser's EventSource, which cannot send an "
    "Authorization header (and a seat token must never go into a URL): the "
    "ticket is used once and expires in seconds (`expires_in`).",
    security=SEAT,
    responses={
        "201": {
            "description": "The ticket.",
            "headers": PRIVATE,
            "content": json_content(StreamTicket),
        },
        **errors(
            401,
            404,
            503,
            s400="No body is needed; one sent is not JSON or nests too deep.",
            s409="A seats' deal still waits for seats to join (`deal-pending`).",
            s413="No body is needed; one sent is over the size limit.",
            s429="The seat already has its most streams open on the session: a "
            "page learns it here, where an EventSource refused could not.",
        ),
    },
)
def create_ticket(session_id: str) -> Response:
    """POST /v1/sessions/{id}/stream-tickets: a single-use ticket for the token's seat."""
    snap, _ = context.load(session_id)
    seat = seat_of(snap.record)
    read_unused_body()
    refuse_undealt(snap.record, "No stream before the deal")
    # Refused here too, where a page can read why: an EventSource refused tells it nothing.
    _within_limit(session_id, seat, context.store().count_streams(session_id, seat))
    ticket = secrets.token_urlsafe(24)
    ttl = context.settings().stream_ticket_ttl_s
    holder = _holder(seat, snap.record["seats"][seat])
    context.store().put_ticket(session_id, _ticket_hash(ticket), holder, ttl)
    return json_response({"ticket": ticket, "seat": seat, "expires_in": ttl}, 201)


STREAM_EVENTS = (
    "Server-Sent Events, each `id:` the version it shows: first `event: session` (the "
    "reader's whole view, as GET /v1/sessions/{id} answers it: `SessionResponse`), "
    "then one `event: move` per committed move (`StreamMoveEvent`), a `: heartbeat` "
    "comment at a fixed interval, and `event: end` (`StreamEnd`, no id) when the "
    "session is deleted or expires, or the host reissued the seat token the stream was "
    "opened with. A resumed stream (`Last-Event-ID: n`) starts "
    "with the moves after n instead of a session event (more than STREAM_MAX_REPLAY "
    "behind, with the session event: the log has the moves). A `session` event may also "
    "come later, at the same version: the host changed a seat, or the referee starts the "
    "reader again from the session as it is (its store lost writes)."
)


@Operation(
    operation_id="getSessionStream",
    tags=["sessions"],
    summary="Every move as it lands, for a seat (or the public): SSE.",
    description="A seat's stream needs its seat: `Authorization: Bearer` "
    "(fetch, curl) or a ticket (`?ticket=`, EventSource); with neither, the "
    "public stream. Everything refused is refused before the stream opens.",
    security=SEAT_OPTIONAL,
    parameters=[
        {
            "name": "ticket",
            "in": "query",
            "schema": {"type": "string"},
            "description": "A ticket from POST .../stream-tickets (used up).",
        },
        {
            "name": "last_event_id",
            "in": "query",
            "schema": {"type": "string", "pattern": "^[0-9]{1,18}$"},
            "description": "Resume after this version (a new EventSource, which "
            "cannot set the header); the header wins when both are sent.",
        },
        {
            "name": "Last-Event-ID",
            "in": "header",
            "schema": {"type": "string", "pattern": "^[0-9]{1,18}$"},
            "description": "Resume after this version (EventSource sends it when it reconnects).",
        },
    ],
    responses={
        "200": {
            "description": STREAM_EVENTS,
            "headers": {
                **PRIVATE,
                "X-Accel-Buffering": header("`no`: proxies pass each event on."),
            },
            "content": {
                "text/event-stream": {
                    # OpenAPI 3.1 has no schema for one event of a stream; what each
                    # event's `data:` line holds is said here.
                    "schema": {
                        "description": "The JSON of one event's `data:` line: "
                        "`session` -> SessionResponse, `move` -> StreamMoveEvent, "
                        "`end` -> StreamEnd.",
                        "oneOf": [
                            Ref(ANSWERS["SessionResponse"]),
                            Ref(ANSWERS["StreamMoveEvent"]),
                            Ref(StreamEnd),
                        ],
                    }
                }
            },
        },
        **errors(
            404,
            s401="A token or ticket that is not (or no longer) a seat's.",
            s409="A seats' deal still waits for seats to join (`deal-pending`).",
            s422="A malformed `Last-Event-ID` or `last_event_id`, one beyond the "
            "session's version, an unknown query parameter, or both a token "
            "and a ticket.",
            s429="The seat (or the public) already has its most streams open.",
            s503="The store is unavailable, this instance serves no streams "
            "(sync workers), or it serves as many as it may.",
        ),
    },
)
def open_stream(session_id: str) -> Response:
    snap, referee = context.load(session_id)
    query = _query()
    ticket = query.get("ticket")
    seat, credential, held = _reader(session_id, snap.record, ticket)
    refuse_undealt(snap.record, "No stream before the deal")
    resume_after = _resume_after(query, snap.version)
    environ = request.environ
    if str(environ.get("SERVER_SOFTWARE", "")).startswith("gunicorn/") and not environ.get(
        "wsgi.multithread"
    ):
        raise ProblemType.STREAMS_NOT_SERVED.problem(
            "This instance runs sync workers, which a stream would hold for its whole life; "
            "streams are served by the instances with the gevent worker (docs/sessions.md).",
        )
    settings = context.settings()
    limit = settings.stream_max_public if seat is None else settings.stream_max_per_seat
    holder = "*" if seat is None else seat
    stream_id = secrets.token_hex(8)
    lease = 3 * settings.stream_heartbeat_s
    if not context.store().open_stream(session_id, holder, stream_id, limit, lease):
        _within_limit(session_id, seat, limit)
    try:
        follower, stream, start = hub().attach(session_id, snap.record, seat, credential, stream_id)
    except StreamsFull as exc:
        context.store().close_stream(session_id, holder, stream_id)
        kind = "public streams" if exc.public else "streams"
        raise ProblemType.STREAMS_FULL.problem(
            f"This instance serves as many {kind} as it may; retry shortly.",
            headers={"Retry-After": "5"},
        ) from None
    except Revoked:
        context.store().close_stream(session_id, holder, stream_id)
        raise unauthorized("The token is not a seat of this session.") from None
    except FollowFailed as exc:
        context.store().close_stream(session_id, holder, stream_id)
        if exc.gone:
            raise context.not_found(session_id) from None
        raise ProblemType.STORE_UNAVAILABLE.problem(
            "The stream could not follow the session now; retry shortly.",
            headers={"Retry-After": "1"},
        ) from None
    # Bound now: the body runs after the request's context is gone.
    store, streams = context.store(), hub()
    released: list[bool] = []

    def release() -> None:
        """The stream's place given back, once: when its body ends, when the server closes
        an answer whose body never began (a HEAD, a reader gone before the first byte),
        or when it is refused from here on."""
        if released:
            return
        released.append(True)
        streams.detach(follower, stream)
        try:
            store.close_stream(session_id, holder, stream_id)
        except StoreUnavailable:
            pass  # its lease ends by itself

    # A ticket is spent only by a stream that opens: any refusal above leaves it usable.
    try:
        taken = ticket is None or store.take_ticket(session_id, _ticket_hash(ticket)) == held
    except BaseException:
        release()
        raise
    if not taken:
        release()
        raise _ticket_refused()  # another open took it meanwhile
    # gunicorn's: the hub watches it for a reader that hangs up or takes nothing.
    connection = environ.get("gunicorn.socket")
    stream.connection = None if connection is None else watch(connection)

    def run() -> Iterator[bytes]:
        try:
            yield from stream_body(streams, follower, stream, start, resume_after)
        finally:
            release()

    response = Response(
        run(),
        mimetype="text/event-stream",
        headers={"X-Accel-Buffering": "no"},  # nginx: pass each event on at once
    )
    response.call_on_close(release)
    return response


def _within_limit(session_id: str, seat: str | None, open_now: int) -> None:
    """429 when `seat` (None: the public) has its most streams open on the session."""
    settings = context.settings()
    limit = settings.stream_max_public if seat is None else settings.stream_max_per_seat
    if open_now < limit:
        return
    whose = "the public" if seat is None else f"seat {seat!r}"
    raise ProblemType.TOO_MANY_STREAMS.problem(
        f"{whose} already has {limit} streams open on this session; close one first.",
        headers={"Retry-After": str(max(1, math.ceil(3 * settings.stream_heartbeat_s)))},
    )


def _query() -> dict[str, str]:
    unknown = {k: ["unknown parameter"] for k in request.args if k not in _QUERY}
    repeated = {k: ["is given more than once"] for k, v in request.args.lists() if len(v) > 1}
    if unknown or repeated:
        raise invalid_request(
            {**unknown, **repeated}, "The stream takes `ticket` and `last_event_id`, once each."
        )
    return dict(request.args.items())


def _reader(
    session_id: str, record: dict[str, Any], ticket: str | None
) -> tuple[str | None, str | None, str | None]:
    """The seat whose stream this is (None: the public), the hash of the token it is
    opened with, and the ticket's holder as the store keeps it: from the Bearer token,
    else the ticket (not used up yet: only a stream that opens takes it), else nobody.
    A ticket made with a token that is no longer the seat's is refused."""
    token = bearer_token()
    if token is not None and ticket is not None:
        raise invalid_request(
            {"ticket": ["give a seat token or a ticket, not both"]},
            "A stream is opened with one credential.",
        )
    if token is not None:
        seat = seat_of_token(record, token)
        if seat is None:
            raise unauthorized("The token is not a seat of this session.")
        return seat, record["seats"][seat], None
    if ticket is not None:
        held = context.store().peek_ticket(session_id, _ticket_hash(ticket))
        if held is None:
            raise _ticket_refused()
        seat, credential = _of_holder(held)
        current = record["seats"].get(seat)
        if current is None or credential not in (None, current):
            raise _ticket_refused()
        return seat, current, held
    return None, None, None


def _ticket_refused() -> ApiProblem:
    return unauthorized(
        "The ticket is unknown, used or expired: tickets are used once and expire "
        "after a few seconds; make a new one with the seat token."
    )


def _resume_after(query: dict[str, str], version: int) -> int | None:
    """Last-Event-ID (the header EventSource sends when it reconnects; else the query's
    `last_event_id`, for a new EventSource that resumes): the last version the reader has."""
    header = request.headers.get("Last-Event-ID")
    name, raw = ("Last-Event-ID", header) if header is not None else ("last_event_id", None)
    if raw is None:
        raw = query.get("last_event_id")
    if raw is None:
        return None
    if not _DIGITS.fullmatch(raw.strip()):
        raise invalid_request(
            {name: ["must be a version: ASCII digits"]}, f"{name} must be a version number."
        )
    after = int(raw.strip())
    if after > version:
        raise ProblemType.INVALID_REQUEST.problem(
            f"{name} {after} is beyond the session's version {version}: read the session "
            "again (open the stream without it).",
            errors={name: [f"is beyond the session's version {version}"]},
            version=version,
        )
    return after
