"""The session endpoints but the move: create, read, log, the seat's listing, delete."""

from __future__ import annotations

import secrets

from flask import Blueprint, Response, request

from schemas.sessions import CREATE_LOADER, LEGAL_MOVES_QUERY

from .. import metrics
from ..jsonio import json_response, read_object
from ..problems import ApiProblem, invalid_request, problem_response
from ..referee import REFEREES, listing
from ..store import SessionExists, StoreUnavailable
from . import context
from .moves import post_move
from .preconditions import etag, not_modified
from .seats import hash_token, seat, seat_of
from .stream import create_ticket, open_stream

bp = Blueprint("sessions", __name__)
bp.add_url_rule("/v1/sessions/<session_id>/moves", view_func=post_move, methods=["POST"])
bp.add_url_rule("/v1/sessions/<session_id>/stream", view_func=open_stream, methods=["GET"])
bp.add_url_rule(
    "/v1/sessions/<session_id>/stream-tickets", view_func=create_ticket, methods=["POST"]
)


@bp.after_request
def _private(response: Response) -> Response:
    """Every answer about a session stays out of shared caches, refusals included: a
    refused move can name the mover's own cards."""
    response.headers.update(context.PRIVATE)
    return response


@bp.errorhandler(StoreUnavailable)
def _store_unavailable(exc: StoreUnavailable) -> Response:
    return problem_response(
        ApiProblem(
            503,
            "store-unavailable",
            "Session store unavailable",
            "Sessions are temporarily unavailable; retry shortly. Stateless endpoints work.",
            headers={"Retry-After": "1"},
        )
    )


@bp.post("/v1/sessions")
def create_session() -> Response:
    data = CREATE_LOADER.load(read_object())
    referee = REFEREES.get(data["game"])
    if referee is None:
        raise ApiProblem(
            404, "unknown-game", "Unknown game", f"No game {data['game']!r}; see GET /v1/games."
        )
    # The seed never leaves the server; 256 bits so nobody can search for it.
    setup = {**data, "seed": data.get("seed") or secrets.token_urlsafe(32)}
    state = referee.new_game(setup)
    tokens = {player: secrets.token_urlsafe(32) for player in state["players"]}
    record = {
        "game": referee.game.id,
        "state": state,
        "seats": {player: hash_token(token) for player, token in tokens.items()},
        # How it was dealt: with the log, every past state (a stream resumed mid-game).
        "setup": {k: v for k, v in setup.items() if k != "game"},
    }
    store, ttl = context.store(), context.settings().session_ttl_s
    for _ in range(3):  # 128-bit ids: a collision is practically impossible, but cheap
        session_id = secrets.token_urlsafe(16)
        try:
            store.create(session_id, record, ttl)
            break
        except SessionExists:
            continue
    else:
        raise ApiProblem(
            503,
            "id-exhausted",
            "Try again",
            "No free session id was found.",
            headers={"Retry-After": "1"},
        )
    metrics.session_created(referee.game.id)
    body = {
        "id": session_id,
        "game": referee.game.id,
        "version": 0,
        "state": referee.game.view(state, None),
        "seats": tokens,
    }
    return json_response(body, 201, {"Location": f"/v1/sessions/{session_id}", **etag(0)})


@bp.get("/v1/sessions/<session_id>")
def get_session(session_id: str) -> Response:
    snap, referee = context.load(session_id)
    reader = seat(snap.record, required=False)
    unchanged = not_modified(snap.version, snap.stamp)
    if unchanged is not None:
        return unchanged
    body = {
        "id": session_id,
        "game": referee.game.id,
        "version": snap.version,
        "state": referee.game.view(snap.record["state"], reader),
        "seat": reader,
    }
    return json_response(body, headers=etag(snap.version, snap.stamp))


@bp.get("/v1/sessions/<session_id>/log")
def get_log(session_id: str) -> Response:
    snap, referee = context.load(session_id)
    seat(snap.record, required=False)  # a bad token is a 401, even on a public read
    stored = context.store().log_since(session_id, 0)
    # The tag of the last entry: the version the log reaches (read after the snapshot, so
    # maybe later than it) and the write that made it.
    last = (stored[-1].entry["version"], stored[-1].stamp) if stored else (0, None)
    unchanged = not_modified(*last)
    if unchanged is not None:
        return unchanged
    # Moves and events are public by the engine contract; the log holds no state.
    moves = [
        {
            "version": s.entry["version"],
            "move": s.entry["move"],
            "events": s.entry["events"],  # public by the engine contract
            "result": s.entry.get("result"),
        }
        for s in stored
    ]
    return json_response({"game": referee.game.id, "moves": moves}, headers=etag(*last))


@bp.get("/v1/sessions/<session_id>/legal-moves")
def get_legal_moves(session_id: str) -> Response:
    """The legal moves of the token's seat (our addition: the stateless listing needs the
    whole state, which no seat sees). Only the seat's own, and each game lists them from
    what the seat can see (Game.seat_moves)."""
    snap, referee = context.load(session_id)
    reader = seat_of(snap.record)
    repeated = {key: ["is given more than once"] for key, v in request.args.lists() if len(v) > 1}
    if repeated:  # which one would count is anyone's guess: refuse rather than pick
        raise invalid_request(repeated, "Give each query parameter once.")
    limit = LEGAL_MOVES_QUERY.load(request.args)["limit"]
    unchanged = not_modified(snap.version, snap.stamp)
    if unchanged is not None:
        return unchanged
    player, moves = referee.game.seat_moves(snap.record["state"], reader)
    body = {"game": referee.game.id, "version": snap.version, **listing(player, moves, limit)}
    return json_response(body, headers=etag(snap.version, snap.stamp))


@bp.delete("/v1/sessions/<session_id>")
def delete_session(session_id: str) -> Response:
    snap, _ = context.load(session_id)
    seat_of(snap.record)
    context.store().delete(session_id)
    response = Response(status=204)
    del response.headers["Content-Type"]  # no body, so no type (werkzeug's default is HTML)
    return response
