"""problem+json (RFC 9457): the catalogue of problem types, and the one place where
errors become HTTP responses.

Every problem the service answers is raised from an entry of `ProblemType`, as every
illegal move is raised from a ReasonCode: `ProblemType.UNKNOWN_SESSION.problem(detail)`.
`ApiProblem` takes an entry, never a string, so a type that is not in the catalogue
cannot reach a client; docs/errors.md lists the same types (tests/http/test_problems.py
compares them) and openapi.yaml's `ProblemTypes` enumerates them.
"""

from __future__ import annotations

import enum
import logging
from typing import Any

import orjson
from flask import Flask, Response
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from engines import IllegalMove, InvalidInput

PROBLEM_TYPE = "urn:meow-referee:problem:"
log = logging.getLogger(__name__)


class ProblemType(enum.Enum):
    """Every problem type the service answers: its slug (the `type` is PROBLEM_TYPE +
    slug), status, title and when it is answered."""

    MALFORMED_JSON = (
        "malformed-json",
        400,
        "Malformed JSON",
        "The body is not JSON (invalid UTF-8, a number beyond a double, nesting deeper "
        "than 1024 levels, a byte order mark).",
    )
    BAD_REQUEST = (
        "bad-request",
        400,
        "Bad Request",
        "The body could not be read: a malformed chunked coding, or a client that stopped "
        "sending mid-body.",
    )
    UNAUTHORIZED = (
        "unauthorized",
        401,
        "Unauthorized",
        "Sessions: no seat token, a wrong one, or a stream ticket that is unknown, used or "
        "expired; a creation key missing or wrong.",
    )
    FORBIDDEN = ("forbidden", 403, "Forbidden", "Sessions: a move for another seat's player.")
    GAME_IN_PROGRESS = (
        "game-in-progress",
        403,
        "Game in progress",
        "Sessions: a seat's token ending a game still being played (the host's may).",
    )
    UNKNOWN_GAME = ("unknown-game", 404, "Unknown game", "No game of that id is served here.")
    NOT_FOUND = ("not-found", 404, "Not Found", "No such path, or no such action of a game.")
    UNKNOWN_SESSION = (
        "unknown-session",
        404,
        "Unknown session",
        "No such session: never created, deleted, or expired.",
    )
    NO_PROOF = (
        "no-proof",
        404,
        "No proof",
        "Sessions: a proof of a session made before sessions kept proofs.",
    )
    METHOD_NOT_ALLOWED = (
        "method-not-allowed",
        405,
        "Method Not Allowed",
        "The path does not take this method; `Allow` lists those it takes.",
    )
    STALE_VERSION = (
        "stale-version",
        409,
        "Version conflict",
        "Sessions: `expected_version` is not the current version, or the session kept "
        "changing under a move without a precondition.",
    )
    SESSION_ENDED = (
        "session-ended",
        409,
        "Session ended",
        "Sessions: a move (or a suggested move) on a session that was ended; it stays readable.",
    )
    TURN_TIMED_OUT = (
        "turn-timed-out",
        409,
        "Turn timed out",
        "Sessions with a clock: the seat's deadline passed before its move; the referee "
        "plays that turn as the clock's `on_timeout` says, once.",
    )
    SEAT_IS_BOT = (
        "seat-is-bot",
        409,
        "Seat played by a bot",
        "Sessions with bot seats: a move for a seat the referee plays; the host hands it "
        "back (PUT /v1/sessions/{id}/seats/{player}).",
    )
    TOO_MANY_MOVES = (
        "too-many-moves",
        409,
        "Move limit reached",
        "Sessions: the session took its SESSION_MAX_MOVES moves.",
    )
    PROOF_NOT_OPEN = (
        "proof-not-open",
        409,
        "The proof is not open yet",
        "Sessions: the proof is asked for while the game is still played (it reveals the "
        "seed); `version` holds the current one.",
    )
    DEAL_PENDING = (
        "deal-pending",
        409,
        "The deal is pending",
        "Sessions: a session dealt by its seats is moved, listed, streamed or proved "
        "before every seat has joined (`waiting_for`).",
    )
    ALREADY_JOINED = (
        "already-joined",
        409,
        "Already joined",
        "Sessions: a seat joins a second time, or joins a session already dealt.",
    )
    PRECONDITION_FAILED = (
        "precondition-failed",
        412,
        "Precondition failed",
        "Sessions: `If-Match` does not name the current version.",
    )
    REQUEST_ENTITY_TOO_LARGE = (
        "request-entity-too-large",
        413,
        "Request Entity Too Large",
        "The body is over MAX_BODY_BYTES (a proof to verify: MAX_PROOF_BYTES).",
    )
    RANGE_NOT_SATISFIABLE = (
        "requested-range-not-satisfiable",
        416,
        "Requested Range Not Satisfiable",
        "A `Range` header that no byte of a static file (the table, the docs page) satisfies.",
    )
    INVALID_REQUEST = (
        "invalid-request",
        422,
        "Unprocessable request",
        "A malformed request or an impossible state; `errors` names the fields.",
    )
    IDEMPOTENCY_KEY_REUSED = (
        "idempotency-key-reused",
        422,
        "Idempotency-Key reused",
        "Sessions: an Idempotency-Key already used with a different request.",
    )
    ILLEGAL_MOVE = (
        "illegal-move",
        422,
        "Illegal move",
        "Sessions: the rules forbid the move (`code`, `rule`).",
    )
    TOO_MANY_STREAMS = (
        "too-many-streams",
        429,
        "Too many streams",
        "Sessions: the seat (or the public) already has its most streams open.",
    )
    TOO_MANY_REQUESTS = (
        "too-many-requests",
        429,
        "Too Many Requests",
        "Sessions: this address created CREATE_RATE_LIMIT sessions already.",
    )
    INTERNAL_ERROR = (
        "internal-error",
        500,
        "Internal error",
        "A bug in the referee (logged with its traceback); never the client's fault.",
    )
    STORE_UNAVAILABLE = (
        "store-unavailable",
        503,
        "Session store unavailable",
        "Sessions: the store is unreachable or refuses writes; stateless endpoints work.",
    )
    ID_EXHAUSTED = (
        "id-exhausted",
        503,
        "Try again",
        "Sessions: three random session ids in a row were taken (practically never).",
    )
    STORE_FULL = (
        "store-full",
        503,
        "No room in the session store",
        "Sessions: the store takes no new sessions now, or no more moves of a session past its "
        "reserve of bytes, so that live games keep room to move.",
    )
    HEAVY_WORK_BUSY = (
        "heavy-work-busy",
        503,
        "Busy with heavy work",
        "A proof to verify, a replay of over 100 moves or a session's proof, while the "
        "instance already serves HEAVY_MAX of them; Retry-After.",
    )
    SUGGEST_BUSY = (
        "suggest-busy",
        503,
        "Busy suggesting",
        "A suggested move while the instance already searches SUGGEST_MAX of them; Retry-After.",
    )
    STREAMS_NOT_SERVED = (
        "streams-not-served",
        503,
        "Streams are not served here",
        "A stream asked of an instance with sync workers, which serve none.",
    )
    STREAMS_FULL = (
        "streams-full",
        503,
        "Streams full",
        "This process already serves as many streams as it may, or is stopping.",
    )

    def __init__(self, slug: str, status: int, title: str, description: str) -> None:
        self.slug = slug
        self.status = status
        self.title = title
        self.description = description

    @property
    def uri(self) -> str:
        return PROBLEM_TYPE + self.slug

    def problem(
        self, detail: str, headers: dict[str, str] | None = None, **extra: Any
    ) -> ApiProblem:
        """This problem, to raise: `detail` says what happened this time; `extra` adds
        members to the body (`errors`, `version`, `code`...)."""
        return ApiProblem(self, detail, headers, **extra)


# The statuses werkzeug (routing, send_file, a body over the limit) and flask-limiter
# raise as HTTPException, each answered as its catalogue entry, named as werkzeug names
# it (tests/http/test_problems.py checks that the names still agree).
HTTP_PROBLEMS = {
    kind.status: kind
    for kind in (
        ProblemType.BAD_REQUEST,
        ProblemType.NOT_FOUND,
        ProblemType.METHOD_NOT_ALLOWED,
        ProblemType.REQUEST_ENTITY_TOO_LARGE,
        ProblemType.RANGE_NOT_SATISFIABLE,
        ProblemType.TOO_MANY_REQUESTS,
    )
}


class ApiProblem(Exception):
    """Raise anywhere in a request to answer with problem+json; made by
    `ProblemType.<entry>.problem(...)`."""

    def __init__(
        self,
        kind: ProblemType,
        detail: str,
        headers: dict[str, str] | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(detail)
        self.kind = kind
        self.status = kind.status
        self.body: dict[str, Any] = {
            "type": kind.uri,
            "title": kind.title,
            "status": kind.status,
            "detail": detail,
            **extra,
        }
        self.headers = headers or {}


def problem_response(problem: ApiProblem) -> Response:
    response = Response(
        orjson.dumps(problem.body, option=orjson.OPT_NON_STR_KEYS),
        status=problem.status,
        mimetype="application/problem+json",
    )
    for key, value in problem.headers.items():
        response.headers[key] = value
    return response


def invalid_request(
    errors: dict[str, Any],
    detail: str = "The request is malformed or describes an impossible state; see `errors`.",
) -> ApiProblem:
    return ProblemType.INVALID_REQUEST.problem(detail, errors=errors)


def illegal_move_problem(exc: IllegalMove) -> ApiProblem:
    """Sessions answer an illegal move with 422 (stateless endpoints answer 200 legal:false)."""
    return ProblemType.ILLEGAL_MOVE.problem(exc.message, code=exc.code, rule=exc.rule)


def internal_error() -> ApiProblem:
    return ProblemType.INTERNAL_ERROR.problem("The referee failed unexpectedly.")


def http_problem(exc: HTTPException) -> ApiProblem:
    """werkzeug's and flask-limiter's errors, each as its catalogue entry. One the
    catalogue lacks is a bug here (the service would answer a type nobody documents):
    logged, and answered as one."""
    kind = HTTP_PROBLEMS.get(exc.code or 500)
    if kind is None:
        log.error("an HTTP error without a catalogue entry: %r", exc)
        return internal_error()
    return kind.problem(exc.description or exc.name)


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ApiProblem)
    def _api_problem(exc: ApiProblem) -> Response:
        return problem_response(exc)

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError) -> Response:
        messages = exc.messages if isinstance(exc.messages, dict) else {"_schema": exc.messages}
        return problem_response(invalid_request(messages))

    @app.errorhandler(InvalidInput)
    def _invalid(exc: InvalidInput) -> Response:
        return problem_response(invalid_request(exc.errors))

    @app.errorhandler(IllegalMove)
    def _illegal(exc: IllegalMove) -> Response:
        return problem_response(illegal_move_problem(exc))

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        response = problem_response(http_problem(exc))
        allowed = getattr(exc, "valid_methods", None)
        if response.status_code == 405 and allowed:
            response.headers["Allow"] = ", ".join(allowed)
        return response

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        # A bug, never the client's fault; logged with its traceback, answered without one.
        log.exception("unhandled error")
        return problem_response(internal_error())
