"""The sessions' blueprint: every session endpoint's route, in the order openapi.yaml lists
them, and what every answer about a session shares."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from flask import Blueprint, Response, request

from schemas.sessions import (
    ANSWER_UNIONS,
    MOVE_REQUESTS,
    SessionCreateRequest,
    SessionJoinRequest,
    StreamEnd,
    StreamTicket,
)
from schemas.suggest import SESSION_SUGGEST_RESPONSE
from schemas.tables import SeatChange, SeatToken

from ..apidoc import declare_components
from ..problems import ProblemType, problem_response
from ..request_ids import Header
from ..store import OutcomeUnknown, StoreUnavailable
from . import context
from .hints import get_suggestion
from .host import post_seat_token, put_seat
from .joins import post_join
from .moves import post_move
from .spec import CREATE_KEY_SCHEME, SEAT_TOKEN
from .stream import create_ticket, open_stream
from .views import (
    create_session,
    delete_session,
    get_legal_moves,
    get_log,
    get_proof,
    get_session,
)

PREFIX = "/v1/sessions"
_BELOW = f"{PREFIX}/"
bp = Blueprint("sessions", __name__)
for rule, method, view in (
    ("/v1/sessions", "POST", create_session),
    ("/v1/sessions/<session_id>", "GET", get_session),
    ("/v1/sessions/<session_id>", "DELETE", delete_session),
    ("/v1/sessions/<session_id>/join", "POST", post_join),
    ("/v1/sessions/<session_id>/moves", "POST", post_move),
    ("/v1/sessions/<session_id>/legal-moves", "GET", get_legal_moves),
    ("/v1/sessions/<session_id>/suggest", "GET", get_suggestion),
    ("/v1/sessions/<session_id>/log", "GET", get_log),
    ("/v1/sessions/<session_id>/proof", "GET", get_proof),
    ("/v1/sessions/<session_id>/stream-tickets", "POST", create_ticket),
    ("/v1/sessions/<session_id>/stream", "GET", open_stream),
    ("/v1/sessions/<session_id>/seats/<player>", "PUT", put_seat),
    ("/v1/sessions/<session_id>/seats/<player>/token", "POST", post_seat_token),
):
    bp.add_url_rule(rule, view_func=view, methods=[method])
declare_components(
    bp,
    SessionCreateRequest,
    SessionJoinRequest,
    *ANSWER_UNIONS,
    SESSION_SUGGEST_RESPONSE,
    SeatChange,
    SeatToken,
    *MOVE_REQUESTS.values(),
    StreamEnd,
    StreamTicket,
    security_schemes={"seatToken": SEAT_TOKEN, "createKey": CREATE_KEY_SCHEME},
)


def private_headers(environ: dict[str, Any]) -> Sequence[Header]:
    """Every answer under /v1/sessions stays out of shared caches, refusals included: a
    refused move can name the mover's own cards. One constant pair of header tuples, added
    as the answer goes to the server (service/request_ids.py) rather than through
    werkzeug's Headers, whose checks of each header cost a session move 33 k instructions
    (1.7%, bench/RUNS.md)."""
    path: str = environ.get("PATH_INFO", "")
    under = path == PREFIX or path.startswith(_BELOW)
    return context.PRIVATE if under else ()


@bp.errorhandler(StoreUnavailable)
def store_unavailable(exc: StoreUnavailable) -> Response:
    return problem_response(
        ProblemType.STORE_UNAVAILABLE.problem(
            "Sessions are temporarily unavailable; retry shortly. Stateless endpoints work.",
            headers={"Retry-After": "1"},
        )
    )


@bp.errorhandler(OutcomeUnknown)
def outcome_unknown(exc: OutcomeUnknown) -> Response:
    """A move whose commit went out to the store and whose answer never came: it may
    have landed. The client must learn that, or it would send it again as a new move."""
    if request.path.endswith("/join"):  # a seat's join: the only other write that can be lost
        return problem_response(
            ProblemType.STORE_UNAVAILABLE.problem(
                "The join was sent to the session store but its answer did not come back, "
                "so it may or may not have been applied; read the session: its "
                "`deal.waiting_for` says whether this seat has joined.",
                headers={"Retry-After": "1"},
            )
        )
    if request.headers.get("Idempotency-Key"):
        retry = (
            "retry it with the same Idempotency-Key and body: if it landed you get its "
            "first answer, and it is never applied twice."
        )
    else:
        retry = (
            "read the session (its version and log) before sending it again, or send it "
            "with the same expected_version (a 409 then means a move landed). Send an "
            "Idempotency-Key with moves to retry them safely."
        )
    return problem_response(
        ProblemType.STORE_UNAVAILABLE.problem(
            "The move was sent to the session store but its answer did not come back, so "
            f"it may or may not have been applied; {retry}",
            headers={"Retry-After": "1"},
        )
    )
