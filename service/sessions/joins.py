"""POST /v1/sessions/{id}/join: a seat's part of a seats' deal (docs/fairness.md).

Each seat joins once, with entropy of its own; the join that completes the set deals, in
the same compare-and-set: the seed mixes the referee's committed part with every seat's,
so nobody, the session's creator included, chooses the deal."""

from __future__ import annotations

from typing import Any

from flask import Response

from schemas.sessions import JOIN_LOADER, SessionJoinRequest

from .. import proofs, tables
from ..apidoc import Operation, json_content
from ..jsonio import json_response, read_object
from ..problems import ProblemType
from ..proof_signing import b64url, unb64url
from ..referee import Referee
from ..store import CommitStatus, Snapshot
from . import context, preconditions
from .moves import ended
from .seats import seat_of
from .spec import ANSWERS, ETAG, SEAT, errors
from .views import session_answer


@Operation(
    operation_id="joinSession",
    tags=["sessions"],
    summary="Join a seats' deal with the seat's own entropy; the last join deals.",
    description="Only for a session created with `deal: seats`. Each seat joins once; "
    "until every seat has, the session has no state and nobody moves. The join that "
    "completes the set deals: seed = SHA-256(referee's part || every contribution), "
    "shown in the proof.",
    security=SEAT,
    request=SessionJoinRequest,
    responses={
        "200": {
            "description": "Joined: the seat's view (null until every seat has joined).",
            "headers": ETAG,
            "content": json_content(ANSWERS["SessionResponse"]),
        },
        **errors(
            400,
            401,
            404,
            413,
            503,
            s409="The seat has joined already, or the session was dealt at creation or "
            "already (`already-joined`); it was ended (`session-ended`).",
            s422="`contribution` is not base64url of 16 to 64 bytes.",
        ),
    },
)
def post_join(session_id: str) -> Response:
    snap, referee = context.load(session_id)
    seat = seat_of(snap.record)
    contribution = b64url(unb64url(JOIN_LOADER.load(read_object())["contribution"]))
    store, ttl = context.store(), context.settings().session_ttl_s
    # Each refusal as stale means another seat joined first, which happens once a seat at
    # most: then this one joins, or finds the session dealt (409).
    for _ in range(len(snap.record["seats"]) + 1):
        record = _joined(session_id, snap, referee, seat, contribution)
        stamp = preconditions.join_stamp()
        result = store.join(session_id, snap.stamp or "", record, ttl, stamp)
        if result.status is CommitStatus.APPLIED:
            tables.scheduled(session_id, 0, record)
            joined = Snapshot(0, record, stamp)
            body = session_answer(session_id, joined, referee, seat)
            return json_response(body, headers=preconditions.etag(0, stamp))
        if result.status is CommitStatus.NOT_FOUND:
            raise context.not_found(session_id)
        if result.status is CommitStatus.ENDED:
            raise ended(session_id, result.version or 0)
        assert result.current is not None  # STALE: another seat joined first
        snap = result.current
    raise preconditions.kept_changing(snap.version, snap.stamp, "join")


def _joined(
    session_id: str, snap: Snapshot, referee: Referee, seat: str, contribution: str
) -> dict[str, Any]:
    """The record with the seat's contribution, dealt when it is the last one."""
    if snap.ended is not None:
        raise ended(session_id, snap.version)
    record = snap.record
    fairness = record.get("fairness") or {}
    deal = fairness.get("deal")
    if deal is None or record["state"] is not None:
        raise ProblemType.ALREADY_JOINED.problem(
            "This session is dealt already: only a seats' deal is joined, before its deal.",
        )
    if seat in deal["contributions"]:
        raise ProblemType.ALREADY_JOINED.problem(
            f"Seat {seat!r} has joined already: a seat contributes once.",
        )
    contributions = {**deal["contributions"], seat: contribution}
    fairness = {**fairness, "deal": {**deal, "contributions": contributions}}
    record = {**record, "fairness": fairness}
    if len(contributions) < len(record["seats"]):
        return record
    # Every seat has joined: deal from the seed nobody chose.
    seed = proofs.dealt_seed(deal["referee_seed"], contributions)
    setup = {**record["setup"], "seed": seed}
    state = referee.new_game({"game": record["game"], **setup})
    fairness["anchor"] = proofs.anchor(
        record["game"],
        fairness["rules_version"],
        state["players"],
        state["options"],
        setup.get("starter") or state["players"][0],
        fairness["seed_commitment"],
        contributions,
    )
    record = {**record, "state": state, "setup": setup, "chain": fairness["anchor"]}
    tables.wait_on(record, referee.rules, context.settings())
    return record
