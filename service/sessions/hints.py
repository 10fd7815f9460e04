"""GET /v1/sessions/{id}/suggest: a seat's hint, the stateless suggestion asked of exactly
what that seat reads (its view, as GET /v1/sessions/{id} masks it, and the public log),
so that a hint can never carry what the seat does not see."""

from __future__ import annotations

from flask import Response

from schemas.suggest import SESSION_SUGGEST_QUERY, SESSION_SUGGEST_RESPONSE, SessionSuggestQuery

from ..apidoc import Operation, json_content
from ..jsonio import json_response
from ..problems import ProblemType
from ..suggestions import Question, has_bot, no_bot, suggestion
from . import context
from .seats import seat_of
from .spec import PRIVATE, SEAT, errors
from .views import public_entry, read_query, refuse_undealt


@Operation(
    operation_id="getSessionSuggestion",
    tags=["sessions"],
    summary="A bot's move for the token's seat: a hint, from that seat's view alone.",
    description="The same answer as POST /v1/games/{game}/suggest given the seat's view "
    "and the session's public log; the bot is never given more than the seat sees.",
    security=SEAT,
    parameters=[{"in": "query", "schema": SessionSuggestQuery}],
    responses={
        "200": {
            "description": "The suggested move, at the version named.",
            "headers": PRIVATE,
            "content": json_content(SESSION_SUGGEST_RESPONSE),
        },
        **errors(
            401,
            503,
            s404="Unknown or expired session, or a game no bot plays yet.",
            s409="A seats' deal still waits for seats to join (`deal-pending`), or the "
            "session was ended (`session-ended`).",
            s422="The seat may not act now (`errors.seat`), the game is over "
            "(`errors.view`), a query parameter is malformed, over its cap "
            "(SUGGEST_MAX_ITERATIONS, SUGGEST_MAX_BUDGET_MS), unknown or given twice.",
        ),
    },
)
def get_suggestion(session_id: str) -> Response:
    snap, referee = context.load(session_id)
    reader = seat_of(snap.record)
    asked = read_query(SESSION_SUGGEST_QUERY)
    game_id = referee.game.id
    if not has_bot(game_id):
        raise no_bot(game_id)
    refuse_undealt(snap.record, "No suggestion before the deal")
    if snap.ended is not None:
        raise ProblemType.SESSION_ENDED.problem(
            "The session was ended: nobody moves in it, so there is no move to suggest.",
            version=snap.version,
        )
    log = [public_entry(s.entry) for s in context.store().log_since(session_id, 0)]
    question = Question(
        seat=reader,
        view=referee.shown(snap.record["state"], reader)["state"],
        log=log,
        level=asked["level"],
        seed=asked.get("seed"),
        iterations=asked.get("iterations"),
        budget_ms=asked.get("budget_ms"),
    )
    body = {"game": game_id, "version": snap.version, **suggestion(game_id, question)}
    return json_response(body)
