"""The host's seat controls: hand a seat to a bot and back, and issue a seat a new token.

Each is a write of its own at the session's version (`SessionStore.amend`): the record
changes, no move is made, and a new stamp names it, so a move decided on the record
before it is stale and decided again."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from flask import Response

from schemas.tables import SeatChange, SeatToken

from .. import tables
from ..apidoc import Operation, json_content
from ..jsonio import json_response, read_object
from ..problems import ProblemType, invalid_request
from ..referee import Referee
from ..store import CommitStatus, Snapshot
from ..streams.frames import SEATS_CHANGED_AT
from . import context, preconditions
from .moves import ended
from .seats import credential, hash_token, unauthorized
from .spec import ANSWERS, ETAG, SEAT, errors
from .views import refuse_undealt, session_answer

Change = Callable[[dict[str, Any], Referee], dict[str, Any]]


def _host_write(
    session_id: str, player: str, change: Change, turn_changes: bool = True
) -> tuple[Snapshot, Referee]:
    """The session with `change` made to its record by the host token, committed at its
    version (tried again on the session as found while other writes come first), and the
    job of its turn scheduled when `turn_changes`."""
    snap, referee = context.load(session_id)
    seat, host = credential(snap.record)
    if not host:
        if seat is not None:
            raise ProblemType.FORBIDDEN.problem("Only the host token changes who plays a seat.")
        raise unauthorized("The host token is required: `Authorization: Bearer <host token>`.")
    if player not in snap.record["seats"]:
        raise invalid_request({"player": [f"{player!r} is not a seat of this session"]})
    store, ttl = context.store(), context.settings().session_ttl_s
    for _ in range(5):
        if snap.ended is not None:
            raise ended(session_id, snap.version)
        record = change(dict(snap.record), referee)
        # A stream resumed at this version shows the change (service/streams/events.py).
        record[SEATS_CHANGED_AT] = snap.version
        stamp = preconditions.join_stamp()  # a new tag even at version 0
        result = store.amend(session_id, snap.version, snap.stamp or "", record, ttl, stamp)
        if result.status is CommitStatus.APPLIED:
            if turn_changes:
                tables.scheduled(session_id, snap.version, record)
            return Snapshot(snap.version, record, stamp), referee
        if result.status is CommitStatus.NOT_FOUND:
            raise context.not_found(session_id)
        if result.status is CommitStatus.ENDED:
            raise ended(session_id, result.version or snap.version)
        assert result.current is not None
        snap = result.current
    raise preconditions.kept_changing(snap.version, snap.stamp, "change")


@Operation(
    operation_id="putSessionSeat",
    tags=["sessions"],
    summary="Hand a seat to a bot, or back to a person (host token).",
    description='`{"bot": "greedy"}` makes the referee play the seat from its view '
    'after the bot delay; `{"bot": null}` hands it back to its token. A bot seat\'s turn, '
    "if it is now, is played soon after.",
    security=SEAT,
    request=SeatChange,
    responses={
        "200": {
            "description": "Changed: the public view, with `bots` and `clock` as they are now.",
            "headers": ETAG,
            "content": json_content(ANSWERS["SessionResponse"]),
        },
        **errors(
            400,
            404,
            413,
            503,
            s401="No token, or one that is neither a seat nor the host.",
            s403="A seat's token: only the host changes seats.",
            s409="The session was ended, or its deal waits for seats to join.",
            s422="`bot` is not a level or null; `player` is no seat of the session.",
        ),
    },
)
def put_seat(session_id: str, player: str) -> Response:
    level = SeatChange().load(read_object())["bot"]

    def change(record: dict[str, Any], referee: Referee) -> dict[str, Any]:
        refuse_undealt(record, "No seat changes before the deal")
        seated = {p: lv for p, lv in (record.get("bots") or {}).items() if p != player}
        if level is not None:
            seated[player] = level
        record["bots"] = {p: seated[p] for p in record["seats"] if p in seated}
        if not record["bots"]:
            del record["bots"]
        tables.wait_on(record, referee.rules, context.settings())
        return record

    snap, referee = _host_write(session_id, player, change)
    body = session_answer(session_id, snap, referee, None)
    return json_response(body, headers=preconditions.etag(snap.version, snap.stamp))


@Operation(
    operation_id="postSeatToken",
    tags=["sessions"],
    summary="Issue a seat a new token (host token); the old one stops working.",
    description="For a player who lost their token: the new one is shown once, and the "
    "old one no longer reads, moves or opens a stream.",
    security=SEAT,
    responses={
        "201": {
            "description": "The new token.",
            "headers": ETAG,
            "content": json_content(SeatToken),
        },
        **errors(
            400,
            404,
            503,
            s401="No token, or one that is neither a seat nor the host.",
            s403="A seat's token: only the host issues tokens.",
            s409="The session was ended.",
            s422="`player` is no seat of the session.",
        ),
    },
)
def post_seat_token(session_id: str, player: str) -> Response:
    token = secrets.token_urlsafe(32)

    def change(record: dict[str, Any], referee: Referee) -> dict[str, Any]:
        record["seats"] = {**record["seats"], player: hash_token(token)}
        return record

    snap, _ = _host_write(session_id, player, change, turn_changes=False)
    body = {"player": player, "token": token}
    return json_response(body, 201, preconditions.etag(snap.version, snap.stamp))
