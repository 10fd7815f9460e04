"""The session paths in openapi.yaml (service/openapi.py calls document_openapi)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apispec import APISpec

from schemas.docs import Documented
from schemas.sessions import (
    ANSWER_UNIONS,
    MOVE_REQUESTS,
    SESSION_ID_PATTERN,
    SessionCreateRequest,
    SessionLegalMovesQuery,
)

from .idempotency import KEY_PATTERN

ERROR_TEXT = {
    400: "The body is not JSON.",
    401: "No seat token, or a wrong one.",
    404: "Unknown or expired session.",
    413: "The body is over the size limit.",
    503: "The session store is unavailable; retry shortly.",
}


def document_openapi(spec: APISpec, component: Callable[[Documented], Any]) -> None:
    """Add the session paths to `spec` (service/openapi.py calls this from build_spec,
    with `component`, which registers a schema or union as a component of it)."""
    named: list[Documented] = [SessionCreateRequest, *ANSWER_UNIONS, *MOVE_REQUESTS.values()]
    for target in named:
        component(target)

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
        "description": "Public: a spectator reads the public view without a token. With "
        "`Authorization: Bearer <seat token>`, that seat's view.",
    }
    spec.components.security_scheme("seatToken", {"type": "http", "scheme": "bearer"})
    seat: list[dict[str, list[str]]] = [{"seatToken": []}]
    # The public reads say `security: []` rather than "none or seatToken" ([{}, {...}]):
    # openapi-python-client asks for an authenticated client on any operation with a
    # security requirement, so a spectator could not call them. A seat's client still
    # sends its token, and the description says what it changes.
    anyone: list[dict[str, list[str]]] = []

    def link(operation: str, description: str) -> dict[str, Any]:
        return {
            "operationId": operation,
            "parameters": {"id": "$response.body#/id"},
            "description": description,
        }

    # From a new session to what can be done with it: clients and schemathesis's
    # stateful phase follow them (create, then move, read, list, delete).
    created_links = {
        "getSession": link("getSession", "Read the new session."),
        "postSessionMove": link("postSessionMove", "Move in the new session."),
        "getSessionLegalMoves": link("getSessionLegalMoves", "List a seat's legal moves."),
        "getSessionLog": link("getSessionLog", "Read the new session's log."),
        "deleteSession": link("deleteSession", "End the new session."),
    }

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
                        "links": created_links,
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
                        "schema": {"type": "string", "pattern": KEY_PATTERN},
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
