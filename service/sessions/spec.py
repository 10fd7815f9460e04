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
    StreamEnd,
    StreamTicket,
)

from ..jsonio import MAX_NESTING
from .idempotency import KEY_PATTERN

ERROR_TEXT = {
    400: f"The body is not JSON, or nests deeper than {MAX_NESTING} levels.",
    401: "No seat token, or a wrong one.",
    404: "Unknown or expired session.",
    413: "The body is over the size limit.",
    503: "The session store is unavailable; retry shortly.",
}


def document_openapi(spec: APISpec, component: Callable[[Documented], Any]) -> None:
    """Add the session paths to `spec` (service/openapi.py calls this from build_spec,
    with `component`, which registers a schema or union as a component of it)."""
    named: list[Documented] = [
        SessionCreateRequest,
        *ANSWER_UNIONS,
        *MOVE_REQUESTS.values(),
        StreamEnd,
        StreamTicket,
    ]
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
    tag = (
        'The version and the write that made it, quoted: `"n.<write>"` (`"0"` at '
        "creation). It names the content: send it as If-None-Match to read again, or as "
        'If-Match; If-Match also takes the bare version `"n"`.'
    )
    etag = {"ETag": header(tag), **private}
    # The headers some refusals carry besides those.
    current = {"ETag": header("The current tag. " + tag)}
    refusal_headers = {
        "401": {"WWW-Authenticate": header('`Bearer realm="meow-referee"`.')},
        "409": current,
        "412": current,
        "429": {"Retry-After": header("Seconds until a stream's place may be free.")},
        "503": {"Retry-After": header("Seconds to wait before retrying.")},
    }
    if_none_match = {
        "name": "If-None-Match",
        "in": "header",
        "schema": {"type": "string"},
        "description": "An ETag of this read (or `*`): 304 when it is still the current one.",
    }
    not_modified = {
        "304": {
            "description": "Not modified: If-None-Match names the current tag. No body.",
            "headers": etag,
        }
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
                "parameters": [if_none_match],
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
                    **not_modified,
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
                    if_none_match,
                ],
                "responses": {
                    "200": {
                        "description": "The seat's moves; the ETag is the version listed.",
                        "headers": etag,
                        "content": content("SessionLegalMovesResponse"),
                    },
                    **not_modified,
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
                "parameters": [if_none_match],
                "tags": ["sessions"],
                "summary": "Every move so far, redacted for the reader like the views.",
                "description": bearer_optional["description"],
                "security": anyone,
                "responses": {
                    "200": {
                        "description": "The moves; the ETag is the entry the log reaches.",
                        "headers": etag,
                        "content": content("LogResponse"),
                    },
                    **not_modified,
                    **errors(404, 503, s401="A token that is not a seat of this session."),
                },
            }
        },
    )
    spec.path(
        "/v1/sessions/{id}/stream-tickets",
        parameters=[session_id],
        operations={
            "post": {
                "operationId": "createStreamTicket",
                "tags": ["sessions"],
                "summary": "A ticket that opens the token's seat's stream once.",
                "description": "For a browser's EventSource, which cannot send an "
                "Authorization header (and a seat token must never go into a URL): the "
                "ticket is used once and expires in seconds (`expires_in`).",
                "security": seat,
                "responses": {
                    "201": {
                        "description": "The ticket.",
                        "headers": private,
                        "content": content("StreamTicket"),
                    },
                    **errors(
                        401,
                        404,
                        503,
                        s400="No body is needed; one sent is not JSON or nests too deep.",
                        s413="No body is needed; one sent is over the size limit.",
                    ),
                },
            }
        },
    )
    stream_events = (
        "Server-Sent Events, each `id:` the version it shows: first `event: session` (the "
        "reader's whole view, as GET /v1/sessions/{id} answers it: `SessionResponse`), "
        "then one `event: move` per committed move (`StreamMoveEvent`), a `: heartbeat` "
        "comment at a fixed interval, and `event: end` (`StreamEnd`, no id) when the "
        "session is deleted or expires. A resumed stream (`Last-Event-ID: n`) starts "
        "with the moves after n instead of a session event. A `session` event may also "
        "come later: the referee starts the reader again from the session as it is (its "
        "store lost writes)."
    )
    spec.path(
        "/v1/sessions/{id}/stream",
        parameters=[session_id],
        operations={
            "get": {
                "operationId": "getSessionStream",
                "tags": ["sessions"],
                "summary": "Every move as it lands, for a seat (or the public): SSE.",
                "description": "A seat's stream needs its seat: `Authorization: Bearer` "
                "(fetch, curl) or a ticket (`?ticket=`, EventSource); with neither, the "
                "public stream. Everything refused is refused before the stream opens.",
                "security": anyone,
                "parameters": [
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
                        "description": "Resume after this version (EventSource sends it when "
                        "it reconnects).",
                    },
                ],
                "responses": {
                    "200": {
                        "description": stream_events,
                        "headers": {
                            **private,
                            "X-Accel-Buffering": header("`no`: proxies pass each event on."),
                        },
                        "content": {
                            "text/event-stream": {
                                # OpenAPI 3.1 has no schema for one event of a stream;
                                # what each event's `data:` line holds is said here.
                                "schema": {
                                    "description": "The JSON of one event's `data:` line: "
                                    "`session` -> SessionResponse, `move` -> StreamMoveEvent, "
                                    "`end` -> StreamEnd.",
                                    "oneOf": [
                                        ref("SessionResponse"),
                                        ref("StreamMoveEvent"),
                                        ref("StreamEnd"),
                                    ],
                                }
                            }
                        },
                    },
                    **errors(
                        404,
                        s401="A token or ticket that is not (or no longer) a seat's.",
                        s422="A malformed `Last-Event-ID` or `last_event_id`, one beyond the "
                        "session's version, an unknown query parameter, or both a token "
                        "and a ticket.",
                        s429="The seat (or the public) already has its most streams open.",
                        s503="The store is unavailable, this instance serves no streams "
                        "(sync workers), or it serves as many as it may.",
                    ),
                },
            }
        },
    )
