"""Sessions: authoritative games kept by the referee (docs/api.md#sessions).

The full state (seed included) stays in the store; every answer goes out through the
engine's `view(state, seat)`. A seat is proven by its Bearer token, which the referee
keeps only as a SHA-256 hash; the acting seat comes from the token, never from the body.

Concurrency: a move is computed on a snapshot and written with the store's atomic
compare-and-set on the version. Nothing here locks: many workers on many hosts serve
one session, and the store decides which write wins.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from typing import Any

import orjson
from apispec import APISpec
from flask import Blueprint, Response, current_app, request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import HTTPException

from engines import IllegalMove, InvalidInput
from schemas.sessions import (
    CREATE_LOADER,
    LEGAL_MOVES_QUERY,
    MOVE_LOADERS,
    MOVE_REQUESTS,
    SESSION_ID_PATTERN,
    LogResponse,
    MoveResponse,
    SessionCreateRequest,
    SessionCreateResponse,
    SessionLegalMovesQuery,
    SessionLegalMovesResponse,
    SessionResponse,
)

from .config import Settings
from .jsonio import body_bytes, json_response, read_object
from .problems import ApiProblem, invalid_request, problem_response
from .referee import REFEREES, Referee, listing
from .store import (
    CommitStatus,
    Idempotency,
    SessionExists,
    SessionStore,
    Snapshot,
    StoredAnswer,
    StoreUnavailable,
)

bp = Blueprint("sessions", __name__)

_SESSION_ID = re.compile(SESSION_ID_PATTERN)
# Visible ASCII, bounded: the key becomes part of a Redis key name.
_IDEMPOTENCY_KEY = re.compile(r"^[\x21-\x7e]{1,255}$")
# Without a precondition a move applies to whatever is current: when another move lands
# between our read and our write, recompute on the new state a few times, then give up.
STALE_RETRIES = 3
# Views hold private cards: no shared cache may keep them or serve one seat's to another.
PRIVATE = {"Cache-Control": "no-store", "Vary": "Authorization"}


# -- plumbing -------------------------------------------------------------------------


def _store() -> SessionStore:
    store: SessionStore = current_app.extensions["store"]
    return store


def _settings() -> Settings:
    settings: Settings = current_app.extensions["settings"]
    return settings


def hash_token(token: str) -> str:
    """Tokens carry 256 random bits, so a plain SHA-256 is enough (no salt, no stretching)."""
    return hashlib.sha256(token.encode()).hexdigest()


def _etag(version: int) -> dict[str, str]:
    return {"ETag": f'"{version}"'}


@bp.after_request
def _private(response: Response) -> Response:
    """Every answer about a session stays out of shared caches, refusals included: a
    refused move can name the mover's own cards."""
    response.headers.update(PRIVATE)
    return response


def _not_found(session_id: str) -> ApiProblem:
    return ApiProblem(
        404,
        "unknown-session",
        "Unknown session",
        f"No session {session_id!r}: never created, deleted, or expired after its idle TTL.",
    )


def _load(session_id: str) -> tuple[Snapshot, Referee]:
    if not _SESSION_ID.fullmatch(session_id):
        raise _not_found(session_id)
    snap = _store().get(session_id)
    if snap is None:
        raise _not_found(session_id)
    referee = REFEREES.get(snap.record["game"])
    if referee is None:  # a game withdrawn from this deployment
        raise _not_found(session_id)
    return snap, referee


def _unauthorized(detail: str) -> ApiProblem:
    return ApiProblem(
        401,
        "unauthorized",
        "Unauthorized",
        detail,
        headers={"WWW-Authenticate": 'Bearer realm="meow-referee"'},
    )


def _seat(record: dict[str, Any], required: bool) -> str | None:
    """The player whose token is presented; None for an anonymous reader (if allowed).
    A token that is presented but wrong is always a 401, never a silent public view."""
    header = request.headers.get("Authorization")
    if header is None:
        if required:
            raise _unauthorized("A seat token is required: `Authorization: Bearer <token>`.")
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise _unauthorized("Use `Authorization: Bearer <seat token>`.")
    digest = hash_token(token.strip())
    seat: str | None = None
    seats: dict[str, str] = record["seats"]
    for player, stored in seats.items():  # compare all: no early exit to time
        if hmac.compare_digest(stored, digest):
            seat = player
    if seat is None:
        raise _unauthorized("The token is not a seat of this session.")
    return seat


def _seat_of(record: dict[str, Any]) -> str:
    seat = _seat(record, required=True)
    assert seat is not None  # required=True raises instead
    return seat


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


# -- endpoints ------------------------------------------------------------------------


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
    }
    store, ttl = _store(), _settings().session_ttl_s
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
    body = {
        "id": session_id,
        "game": referee.game.id,
        "version": 0,
        "state": referee.game.view(state, None),
        "seats": tokens,
    }
    return json_response(body, 201, {"Location": f"/v1/sessions/{session_id}", **_etag(0)})


@bp.get("/v1/sessions/<session_id>")
def get_session(session_id: str) -> Response:
    snap, referee = _load(session_id)
    seat = _seat(snap.record, required=False)
    body = {
        "id": session_id,
        "game": referee.game.id,
        "version": snap.version,
        "state": referee.game.view(snap.record["state"], seat),
        "seat": seat,
    }
    return json_response(body, headers=_etag(snap.version))


@bp.get("/v1/sessions/<session_id>/log")
def get_log(session_id: str) -> Response:
    snap, _ = _load(session_id)
    _seat(snap.record, required=False)  # a bad token is a 401, even on a public read
    # Moves and events are public by the engine contract; the log holds no state.
    moves = [
        {
            "version": entry["version"],
            "move": entry["move"],
            "events": entry["events"],  # public by the engine contract
            "result": entry.get("result"),
        }
        for entry in _store().log(session_id)
    ]
    # The version the log reaches (read after the snapshot, so maybe later than it).
    return json_response({"moves": moves}, headers=_etag(moves[-1]["version"] if moves else 0))


@bp.get("/v1/sessions/<session_id>/legal-moves")
def get_legal_moves(session_id: str) -> Response:
    """The legal moves of the token's seat (our addition: a session's players cannot send
    their view to the stateless listing, which needs the whole state). Only the seat's own, and
    each game lists them from what the seat can see (Game.seat_moves)."""
    snap, referee = _load(session_id)
    seat = _seat_of(snap.record)
    repeated = {key: ["is given more than once"] for key, v in request.args.lists() if len(v) > 1}
    if repeated:  # which one would count is anyone's guess: refuse rather than pick
        raise invalid_request(repeated, "Give each query parameter once.")
    limit = LEGAL_MOVES_QUERY.load(request.args)["limit"]
    player, moves = referee.game.seat_moves(snap.record["state"], seat)
    body = {"version": snap.version, **listing(player, moves, limit)}
    return json_response(body, headers=_etag(snap.version))


@bp.delete("/v1/sessions/<session_id>")
def delete_session(session_id: str) -> Response:
    snap, _ = _load(session_id)
    _seat_of(snap.record)
    _store().delete(session_id)
    response = Response(status=204)
    del response.headers["Content-Type"]  # no body, so no type (werkzeug's default is HTML)
    return response


# -- moves ----------------------------------------------------------------------------


def _idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not _IDEMPOTENCY_KEY.fullmatch(key):
        raise ApiProblem(
            422,
            "invalid-request",
            "Unprocessable request",
            "Idempotency-Key must be 1 to 255 visible ASCII characters.",
            errors={"Idempotency-Key": ["must be 1 to 255 visible ASCII characters"]},
        )
    return key


def _fingerprint(seat: str, body: Any) -> str:
    """What makes two requests "the same": the seat, the body and the precondition header.
    The seat matters: a stored answer is that seat's view and must not reach another."""
    material = orjson.dumps(
        {"seat": seat, "body": body, "if_match": request.headers.get("If-Match")},
        option=orjson.OPT_SORT_KEYS,
    )
    return hashlib.sha256(material).hexdigest()


def _replay(answer: StoredAnswer, fingerprint: str) -> Response:
    if not hmac.compare_digest(answer.fingerprint, fingerprint):
        raise ApiProblem(
            422,
            "idempotency-key-reused",
            "Idempotency-Key reused",
            "This Idempotency-Key was used for a different request; use a new key.",
        )
    first = orjson.loads(answer.response)
    headers = {**_etag(first["body"]["version"]), "Idempotent-Replayed": "true"}
    return json_response(first["body"], first["status"], headers)


def _if_match() -> list[str] | None:
    """The versions an If-Match header accepts (["*"] for any); None without the header.
    RFC 9110 (13.1.1): `*` alone, or a list of quoted tags compared strongly, so a weak
    tag (`W/"n"`), an unquoted one and a quoted "*" accept no version."""
    header = request.headers.get("If-Match")
    if header is None:
        return None
    if header.strip() == "*":
        return ["*"]
    tags = (t.strip() for t in header.split(","))
    return [t[1:-1] for t in tags if len(t) > 2 and t[0] == t[-1] == '"' and t != '"*"']


def _check_preconditions(version: int, expected: int | None, if_match: list[str] | None) -> None:
    if if_match is not None and "*" not in if_match and str(version) not in if_match:
        raise ApiProblem(
            412,
            "precondition-failed",
            "Precondition failed",
            f"If-Match does not name the current version {version}.",
            headers=_etag(version),
            version=version,
        )
    if expected is not None and expected != version:
        raise ApiProblem(
            409,
            "stale-version",
            "Version conflict",
            f"expected_version is {expected} but the session is at version {version}.",
            headers=_etag(version),
            version=version,
        )


@bp.post("/v1/sessions/<session_id>/moves")
def post_move(session_id: str) -> Response:
    """A move, committed with one compare-and-set on the snapshot it was computed on.

    A worker that wrote or read this session last still holds its snapshot
    (`store.recent`), so it tries the move there and skips the read: one Redis round trip
    instead of two. A snapshot at another version than the body's `expected_version` is
    not tried, since it would only be refused. The compare-and-set accepts only a current
    snapshot; when it refuses a stale one it returns the current session, and `_move`
    computes again on that. Any other refusal (a precondition, an illegal move, a bad
    token) is decided again on a fresh read, so a snapshot that is behind costs a round
    trip but never changes an answer."""
    known = _SESSION_ID.fullmatch(session_id)
    held = _store().recent(session_id, _stated_version()) if known else None
    referee = REFEREES.get(held.record["game"]) if held is not None else None
    if held is not None and referee is not None:
        try:
            return _move(session_id, held, referee)
        except (ApiProblem, ValidationError, InvalidInput, IllegalMove):
            pass  # decided on a snapshot that may be behind: decide on a fresh read
    snap, referee = _load(session_id)
    return _move(session_id, snap, referee)


def _stated_version() -> int | None:
    """The body's `expected_version` if it is an integer, else None. Only a hint for
    picking a snapshot, so it never refuses anything: `_move` checks the body."""
    try:
        body = orjson.loads(body_bytes())
    except (orjson.JSONDecodeError, HTTPException):  # e.g. 413, answered after the 401/404
        return None
    version = body.get("expected_version") if type(body) is dict else None
    return version if type(version) is int else None


def _move(session_id: str, snap: Snapshot, referee: Referee) -> Response:
    store, settings = _store(), _settings()
    game = referee.game
    seat = _seat_of(snap.record)
    key = _idempotency_key()
    raw_body = read_object()
    fingerprint = _fingerprint(seat, raw_body) if key else ""
    if key:
        first = store.get_idempotent(session_id, key)
        if first is not None:
            return _replay(first, fingerprint)
    data = MOVE_LOADERS[game.id].load(raw_body)
    player = data["move"]["player"]
    # Another seat's player is a 403; one not in the game at all is malformed (422, docs/api.md),
    # which load_move below answers as validate-move does.
    if player != seat and player in snap.record["state"]["players"]:
        raise ApiProblem(
            403,
            "forbidden",
            "Forbidden",
            f"Your token seats {seat!r}; it cannot move for {player!r}.",
        )
    expected, if_match = data.get("expected_version"), _if_match()

    for _ in range(STALE_RETRIES):
        _check_preconditions(snap.version, expected, if_match)
        state = snap.record["state"]
        move = referee.load_move(state, data["move"])  # InvalidInput -> 422
        outcome = game.apply(state, move)  # IllegalMove -> 422 with code/rule; nothing stored
        version = snap.version + 1
        body = {
            "version": version,
            "state": game.view(outcome.state, seat),
            "events": outcome.events,  # public by the engine contract
            "result": outcome.result,
        }
        idempotency = None
        if key:
            answer = orjson.dumps({"status": 200, "body": body}).decode()
            idempotency = Idempotency(key, fingerprint, answer, settings.idempotency_ttl_s)
        entry = {"version": version, "move": move, "events": outcome.events}
        if outcome.result is not None:
            entry["result"] = outcome.result
        result = store.commit(
            session_id,
            snap.version,
            {**snap.record, "state": outcome.state},
            entry,
            settings.session_ttl_s,
            idempotency,
            expected_stamp=snap.stamp,
        )
        if result.status is CommitStatus.APPLIED:
            return json_response(body, headers=_etag(version))
        if result.status is CommitStatus.DUPLICATE:  # the same key won a race with us
            assert result.answer is not None
            return _replay(result.answer, fingerprint)
        if result.status is CommitStatus.NOT_FOUND:
            raise _not_found(session_id)
        # STALE: another move landed first. The refusal carries the session as it is now
        # (SessionStore.commit), so check again and recompute on it without reading it.
        assert result.current is not None
        snap = result.current
    raise ApiProblem(
        409,
        "stale-version",
        "Version conflict",
        "The session kept changing under this move; read it again and retry.",
        headers=_etag(snap.version),
        version=snap.version,
    )


# -- OpenAPI ----------------------------------------------------------------------------

ERROR_TEXT = {
    400: "The body is not JSON.",
    401: "No seat token, or a wrong one.",
    404: "Unknown or expired session.",
    413: "The body is over the size limit.",
    503: "The session store is unavailable; retry shortly.",
}


def document_openapi(spec: APISpec) -> None:
    """Add the session paths to `spec` (service/openapi.py calls this from build_spec)."""
    named: list[type[Schema]] = [
        SessionCreateRequest,
        SessionCreateResponse,
        SessionResponse,
        MoveResponse,
        LogResponse,
        SessionLegalMovesResponse,
        *MOVE_REQUESTS.values(),
    ]
    for cls in named:
        if cls.__name__ not in spec.components.schemas:
            spec.components.schema(cls.__name__, schema=cls)

    def ref(name: str) -> dict[str, Any]:
        return {"$ref": f"#/components/schemas/{name}"}

    def content(name: str) -> dict[str, Any]:
        return {"application/json": {"schema": ref(name)}}

    def header(description: str) -> dict[str, Any]:
        return {"description": description, "schema": {"type": "string"}}

    # On every answer about a session, refusals included (_private).
    private = {
        "Cache-Control": header("`no-store`: a view is never cached or served to another seat."),
        "Vary": header("`Authorization`: the answer depends on the seat token."),
    }
    etag = {"ETag": header('The version, quoted: "n".'), **private}
    # The headers some refusals carry besides those.
    current = {"ETag": header('The current version, quoted: "n".')}
    refusal_headers = {
        "401": {"WWW-Authenticate": header('`Bearer realm="meow-referee"`.')},
        "409": current,
        "412": current,
        "503": {"Retry-After": header("Seconds to wait before retrying: `1`.")},
    }

    def errors(*codes: int, **described: str) -> dict[str, Any]:
        """Problem responses: the standard wording for `codes`, or the given one."""
        texts = {**{f"s{c}": ERROR_TEXT[c] for c in codes}, **described}
        return {
            name.removeprefix("s"): {
                "description": text,
                "headers": {**private, **refusal_headers.get(name.removeprefix("s"), {})},
                "content": {"application/problem+json": {"schema": ref("Problem")}},
            }
            for name, text in sorted(texts.items())
        }

    session_id = {
        "name": "id",
        "in": "path",
        "required": True,
        "schema": {"type": "string", "pattern": SESSION_ID_PATTERN},
    }
    bearer_optional = {
        "description": "Optional `Authorization: Bearer <seat token>`: that seat's view.",
    }
    spec.components.security_scheme("seatToken", {"type": "http", "scheme": "bearer"})
    seat: list[dict[str, list[str]]] = [{"seatToken": []}]
    anyone: list[dict[str, list[str]]] = [{}, {"seatToken": []}]

    spec.path(
        "/v1/sessions",
        operations={
            "post": {
                "operationId": "createSession",
                "tags": ["sessions"],
                "summary": "Start a session: the referee keeps the game and its seed.",
                "requestBody": {"required": True, "content": content("SessionCreateRequest")},
                "responses": {
                    "201": {
                        "description": "Created; `seats` holds each player's token, shown once.",
                        "headers": {
                            **etag,
                            "Location": {"schema": {"type": "string"}},
                        },
                        "content": content("SessionCreateResponse"),
                    },
                    **errors(
                        400,
                        413,
                        503,
                        s404="Unknown game.",
                        s422="A malformed request or a setup the game refuses.",
                    ),
                },
            }
        },
    )
    spec.path(
        "/v1/sessions/{id}",
        parameters=[session_id],
        operations={
            "get": {
                "operationId": "getSession",
                "tags": ["sessions"],
                "summary": "The session's current version and view.",
                "description": bearer_optional["description"],
                "security": anyone,
                "responses": {
                    "200": {
                        "description": "The view.",
                        "headers": etag,
                        "content": content("SessionResponse"),
                    },
                    **errors(404, 503, s401="A token that is not a seat of this session."),
                },
            },
            "delete": {
                "operationId": "deleteSession",
                "tags": ["sessions"],
                "summary": "End the session (any seat).",
                "security": seat,
                "responses": {
                    "204": {"description": "Deleted.", "headers": private},
                    **errors(401, 404, 503),
                },
            },
        },
    )
    # anyOf, not oneOf: one body may fit several games (a Meow 10 draw is a Copy Cat
    # draw); the session's game decides which move schema applies.
    move_request = {"anyOf": [ref(cls.__name__) for cls in MOVE_REQUESTS.values()]}
    spec.path(
        "/v1/sessions/{id}/moves",
        parameters=[session_id],
        operations={
            "post": {
                "operationId": "postSessionMove",
                "tags": ["sessions"],
                "summary": "Make a move for the token's seat.",
                "description": "The move follows the session's game (see its move schemas). "
                '`If-Match: "n"` or `expected_version` applies it only at version n. '
                "`Idempotency-Key` makes retries safe: the first answer is returned again.",
                "security": seat,
                "parameters": [
                    {"name": "If-Match", "in": "header", "schema": {"type": "string"}},
                    {
                        "name": "Idempotency-Key",
                        "in": "header",
                        "schema": {"type": "string", "pattern": "^[\\x21-\\x7e]{1,255}$"},
                    },
                ],
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": move_request}},
                },
                "responses": {
                    "200": {
                        "description": "Applied (or the first answer to this Idempotency-Key).",
                        "headers": {
                            **etag,
                            "Idempotent-Replayed": header(
                                "`true` when this is the stored first answer to the "
                                "Idempotency-Key; absent otherwise."
                            ),
                        },
                        "content": content("MoveResponse"),
                    },
                    **errors(
                        400,
                        401,
                        404,
                        413,
                        503,
                        s403="A move for another seat's player.",
                        s409="expected_version is not the current version, or other moves "
                        "kept landing under a move without one (`version`: the current one).",
                        s412="If-Match does not name the current version (`version`).",
                        s422="Malformed, illegal (`code`, `rule`), or an Idempotency-Key "
                        "reused with another body.",
                    ),
                },
            }
        },
    )
    spec.path(
        "/v1/sessions/{id}/legal-moves",
        parameters=[session_id],
        operations={
            "get": {
                "operationId": "getSessionLegalMoves",
                "tags": ["sessions"],
                "summary": "The legal moves of the token's seat at the current version.",
                "description": "Our addition: the stateless listing needs the whole "
                "state, which no seat sees. Lists only the seat's own moves, in the stateless "
                "listing's order (`player` as there); empty when the seat may not act now.",
                "security": seat,
                "parameters": [
                    {"in": "query", "schema": SessionLegalMovesQuery},
                ],
                "responses": {
                    "200": {
                        "description": "The seat's moves; the ETag is the version listed.",
                        "headers": etag,
                        "content": content("SessionLegalMovesResponse"),
                    },
                    **errors(
                        401,
                        404,
                        503,
                        s422="`limit` is not an integer from 1 to 10000, or a query "
                        "parameter is unknown or given twice.",
                    ),
                },
            }
        },
    )
    spec.path(
        "/v1/sessions/{id}/log",
        parameters=[session_id],
        operations={
            "get": {
                "operationId": "getSessionLog",
                "tags": ["sessions"],
                "summary": "Every move so far, redacted for the reader like the views.",
                "description": bearer_optional["description"],
                "security": anyone,
                "responses": {
                    "200": {
                        "description": "The moves; the ETag is the version the log reaches.",
                        "headers": etag,
                        "content": content("LogResponse"),
                    },
                    **errors(404, 503, s401="A token that is not a seat of this session."),
                },
            }
        },
    )
