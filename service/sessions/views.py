"""The session endpoints but the move: create, read, log, the seat's listing, delete."""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from flask import Blueprint, Response, request
from marshmallow import Schema

from schemas.sessions import CREATE_LOADER, LEGAL_MOVES_QUERY, LOG_QUERY

from .. import metrics
from ..jsonio import json_response, read_object
from ..problems import ApiProblem, invalid_request, problem_response
from ..referee import REFEREES, listing
from ..store import SessionExists, StoreFull, StoreUnavailable
from . import context
from .moves import post_move
from .preconditions import etag, not_modified
from .seats import bearer_token, credential, hash_token, seat, seat_of, unauthorized
from .stream import create_ticket, open_stream

# How long to wait before trying to create again when the store is full.
STORE_FULL_RETRY_S = 30

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


def _creation_allowed() -> None:
    """With CREATE_KEYS set, creating a session needs one of them as a Bearer token."""
    keys = context.settings().create_keys
    if not keys:
        return
    token = bearer_token()
    if token is None or not any(hmac.compare_digest(token, key) for key in keys):
        raise unauthorized(
            "Creating a session here needs a creation key: `Authorization: Bearer <key>`."
        )


@bp.post("/v1/sessions")
def create_session() -> Response:
    _creation_allowed()
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
    host = secrets.token_urlsafe(32)  # ends the game while it is played; reads the public view
    record = {
        "game": referee.game.id,
        "state": state,
        "seats": {player: hash_token(token) for player, token in tokens.items()},
        "host": hash_token(host),
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
        except StoreFull:
            raise ApiProblem(
                503,
                "store-full",
                "No room for new sessions",
                "The session store takes no new sessions now, so that the games being played "
                "keep room to move; retry later.",
                headers={"Retry-After": str(STORE_FULL_RETRY_S)},
            ) from None
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
        "host": host,
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
    if snap.ended is not None:
        body["ended"] = {"reason": snap.ended}
    return json_response(body, headers=etag(snap.version, snap.stamp))


@bp.get("/v1/sessions/<session_id>/log")
def get_log(session_id: str) -> Response:
    """The moves after `after`, `limit` at a time, with the link to the next page."""
    snap, referee = context.load(session_id)
    seat(snap.record, required=False)  # a bad token is a 401, even on a public read
    query = _query(LOG_QUERY)
    after, limit = query["after"], query["limit"]
    stored = context.store().log_since(session_id, after, limit + 1)
    page, more = stored[:limit], len(stored) > limit
    # The tag of the page's last entry (the page changes when an entry is added to it,
    # never after), or of the session's head for a page with none yet.
    last = (page[-1].entry["version"], page[-1].stamp) if page else (snap.version, snap.stamp)
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
        for s in page
    ]
    headers = etag(*last)
    body: dict[str, Any] = {"game": referee.game.id, "moves": moves}
    if more:  # only then: the last page is the log as it always was
        following = f"/v1/sessions/{session_id}/log?after={moves[-1]['version']}&limit={limit}"
        body["next"] = following
        headers["Link"] = f'<{following}>; rel="next"'
    return json_response(body, headers=headers)


def _query(schema: Schema) -> dict[str, Any]:
    """A query string loaded by `schema`; a parameter given twice is refused (which one
    would count is anyone's guess)."""
    repeated = {key: ["is given more than once"] for key, v in request.args.lists() if len(v) > 1}
    if repeated:
        raise invalid_request(repeated, "Give each query parameter once.")
    loaded: dict[str, Any] = schema.load(request.args)
    return loaded


@bp.get("/v1/sessions/<session_id>/legal-moves")
def get_legal_moves(session_id: str) -> Response:
    """The legal moves of the token's seat (our addition: the stateless listing needs the
    whole state, which no seat sees). Only the seat's own, and each game lists them from
    what the seat can see (Game.seat_moves)."""
    snap, referee = context.load(session_id)
    reader = seat_of(snap.record)
    limit = _query(LEGAL_MOVES_QUERY)["limit"]
    unchanged = not_modified(snap.version, snap.stamp)
    if unchanged is not None:
        return unchanged
    player, moves = referee.game.seat_moves(snap.record["state"], reader)
    if snap.ended is not None:
        player, moves = None, iter(())  # nobody moves on an ended session
    body = {"game": referee.game.id, "version": snap.version, **listing(player, moves, limit)}
    return json_response(body, headers=etag(snap.version, snap.stamp))


@bp.delete("/v1/sessions/<session_id>")
def delete_session(session_id: str) -> Response:
    """End the session: its game can no longer be moved, and it stays readable (state,
    log, result) for SESSION_RETENTION, so every table can still show how it ended. While
    the game is played only the host may end it; once it is over, any seat may."""
    snap, referee = context.load(session_id)
    player, host = credential(snap.record)
    if player is None and not host:
        raise unauthorized("Ending a session needs its host token, or a seat's once it is over.")
    if snap.ended is not None:
        return _no_content()  # ended already: its retention is not renewed
    if not host and not referee.game.is_over(snap.record["state"]):
        raise ApiProblem(
            403,
            "game-in-progress",
            "Game in progress",
            "The game is still being played: only the host token may end it now; a seat "
            "may once it is over.",
        )
    if not context.store().end(session_id, "deleted", context.settings().session_retention_s):
        raise context.not_found(session_id)
    return _no_content()


def _no_content() -> Response:
    response = Response(status=204)
    del response.headers["Content-Type"]  # no body, so no type (werkzeug's default is HTML)
    return response
