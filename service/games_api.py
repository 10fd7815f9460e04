"""The games and the stateless adjudication endpoints: /v1/games/...

Each endpoint is a view of its own with its documentation beside it; the flows are the
Referee's (service/referee.py). The stateless endpoints take a whole state and document
one operation per game, since each game's bodies have schemas of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from functools import cache
from typing import Any

from flask import Blueprint, Response, request

from schemas.common import GameDetailSchema, GameListSchema
from schemas.proofs import PROOFS, VerifyResponse
from schemas.suggest import SUGGESTIONS

from . import current, metrics, verification
from .apidoc import NotInSpec, Operation, PerGame, json_content, problem_content, retry_after
from .heavy import heavy_work, is_long
from .jsonio import MAX_NESTING, body_bytes, json_response, read_object
from .problems import ProblemType
from .referee import EDITIONS, REFEREES, Referee
from .signing import StateSigner
from .suggestions import Question, has_bot, no_bot, suggestion

bp = Blueprint("games", __name__)

# The refusals of the games' endpoints, as the spec words them.
ERRORS = {
    "400": f"The body is not JSON, or nests deeper than {MAX_NESTING} levels.",
    "404": "Unknown game.",
    "413": "The body is over the size limit.",
    "422": "A malformed request or an impossible state; `errors` names the fields.",
    "503": "The instance already serves HEAVY_MAX heavy requests (`heavy-work-busy`); Retry-After.",
    "503-suggest": "The instance already searches SUGGEST_MAX suggestions (`suggest-busy`); "
    "Retry-After.",
}


_PROBLEM = problem_content()


_BUSY = {"Retry-After": retry_after("Seconds to wait before retrying.")}


def _errors(*codes: str) -> dict[str, Any]:
    """Problem responses by status; `503-suggest` is the 503 of a suggestion. A 503
    carries Retry-After."""
    return {
        code.partition("-")[0]: {
            "description": ERRORS[code],
            "content": _PROBLEM,
            **({"headers": _BUSY} if code.startswith("503") else {}),
        }
        for code in codes
    }


def _referee(game_id: str) -> Referee:
    referee = REFEREES.get(game_id)
    if referee is None:
        raise ProblemType.UNKNOWN_GAME.problem(f"No game {game_id!r}; see GET /v1/games.")
    return referee


@cache
def _describe(game_id: str) -> dict[str, Any]:
    return {
        **REFEREES[game_id].game.describe(),
        "rules_version": REFEREES[game_id].version,
        "rules_versions": sorted(EDITIONS[game_id]),
    }


@bp.get("/v1/games")
@Operation(
    operation_id="listGames",
    summary="The games this referee knows.",
    responses={"200": {"description": "The games.", "content": json_content(GameListSchema)}},
)
def list_games() -> Response:
    games = [
        {
            "id": r.game.id,
            "name": r.game.name,
            "players": {"min": r.game.min_players, "max": r.game.max_players},
        }
        for r in REFEREES.values()
    ]
    return json_response({"games": games})


@bp.get("/v1/games/<game_id>")
@Operation(
    operation_id="getGame",
    summary="Catalogue, options, moves, reason codes.",
    responses={
        "200": {"description": "The game.", "content": json_content(GameDetailSchema)},
        **_errors("404"),
    },
)
def game_detail(game_id: str) -> Response:
    _referee(game_id)
    return json_response(_describe(game_id))


# -- the stateless adjudication endpoints ----------------------------------------------

Flow = Callable[[Referee, dict[str, Any], StateSigner], dict[str, Any]]


def _adjudicate(game_id: str, action: str, flow: Flow) -> Response:
    referee = _referee(game_id)  # an unknown game is a 404 before the body is read
    body = read_object()
    answer = flow(referee.edition_for(action, body), body, current.extension("signer"))
    if "reason" in answer:  # validate-move's legal: false, replay's valid: false
        metrics.illegal_move(game_id, answer["reason"]["code"], action)
    return json_response(answer)


def stateless(action: str, body: str, summary: str, reasons: bool = False) -> PerGame:
    """A stateless endpoint's documentation, for each game: its `body` request and answer
    (GameSchemas.requests and .responses), and the game's reason codes where a refusal
    names one."""

    def describe(game_id: str) -> Operation:
        referee = REFEREES[game_id]
        description = summary
        if reasons:
            codes = ", ".join(r.code for r in referee.game.reasons)
            description += f" Reason codes: {codes}."
        return Operation(
            operation_id=f"{game_id}_{action.replace('-', '_')}",
            tags=[game_id],
            summary=summary,
            description=description,
            request=referee.schemas.requests[body],
            responses={
                "200": {
                    "description": "OK.",
                    "content": json_content(referee.schemas.responses[body]),
                },
                **_errors("400", "413", "422", *(["503"] if action == "replay" else [])),
            },
        )

    return PerGame(describe)


@bp.post("/v1/games/<game_id>/setup")
@stateless("setup", "setup", "Deal a new game.")
def setup(game_id: str) -> Response:
    return _adjudicate(game_id, "setup", Referee.setup)


@bp.post("/v1/games/<game_id>/validate-move")
@stateless("validate-move", "validate", "Adjudicate one move on a state.", reasons=True)
def validate_move(game_id: str) -> Response:
    return _adjudicate(game_id, "validate-move", Referee.validate_move)


@bp.post("/v1/games/<game_id>/legal-moves")
@stateless("legal-moves", "legal", "List the legal moves of the player to act.")
def legal_moves(game_id: str) -> Response:
    return _adjudicate(game_id, "legal-moves", Referee.legal_moves)


@bp.post("/v1/games/<game_id>/score")
@stateless("score", "score", "Score from the hands alone.")
def score(game_id: str) -> Response:
    return _adjudicate(game_id, "score", Referee.score)


@bp.post("/v1/games/<game_id>/replay")
@stateless("replay", "replay", "Replay a game from its setup and moves.", reasons=True)
def replay(game_id: str) -> Response:
    return _adjudicate(game_id, "replay", _replay)


def _replay(referee: Referee, body: dict[str, Any], signer: StateSigner) -> dict[str, Any]:
    """A replay of many moves is heavy work (service/heavy.py); a few moves are not."""
    with heavy_work().held() if is_long(body) else nullcontext():
        return referee.replay(body, signer)


def _verify_doc(game_id: str) -> Operation:
    return Operation(
        operation_id=f"{game_id}_verify",
        tags=[game_id],
        summary="Verify a session's proof: seed, chain, every move, the end.",
        description="The body is exactly what GET /v1/sessions/{id}/proof answers. A proof "
        "that does not hold is a 200 with `valid: false`, the first `index` that fails and "
        "why; a malformed one is a 422 naming the field.",
        request=PROOFS[game_id],
        responses={
            "200": {"description": "The verdict.", "content": json_content(VerifyResponse)},
            **_errors("400", "413", "422", "503"),
        },
    )


@bp.post("/v1/games/<game_id>/verify")
@PerGame(_verify_doc)
def verify(game_id: str) -> Response:
    referee = _referee(game_id)
    # A proof holds every move of a game (up to 5000): larger than other bodies may be.
    request.max_content_length = current.extension("settings").max_proof_bytes
    body_bytes()  # read whole first, so that a client sending slowly holds no slot
    signer = current.extension("proof_signer")
    with heavy_work().held():  # parsing 4 MiB of JSON is heavy already
        return json_response(verification.verify(referee, read_object(), signer))


def _suggest_doc(game_id: str) -> Operation | None:
    if not has_bot(game_id):
        return None
    bodies = SUGGESTIONS[game_id]
    return Operation(
        operation_id=f"{game_id}_suggest",
        tags=[game_id],
        summary="A bot's move for a seat, from that seat's view alone.",
        description="The bot sees only what the body gives it: a seat's view (hidden places "
        "as their lengths, no seed) and the public log. A full state, a seat that is not to "
        "act or a game that is over is a 422 naming the field, as is a budget over "
        "SUGGEST_MAX_ITERATIONS or SUGGEST_MAX_BUDGET_MS. Without a `seed`, the same body "
        "gets the same answer.",
        request=bodies.request,
        responses={
            "200": {"description": "The move.", "content": json_content(bodies.response)},
            **_errors("400", "413", "422", "503-suggest"),
        },
    )


@bp.post("/v1/games/<game_id>/suggest")
@PerGame(_suggest_doc)
def suggest(game_id: str) -> Response:
    _referee(game_id)
    if not has_bot(game_id):
        raise no_bot(game_id)
    data = SUGGESTIONS[game_id].loader.load(read_object())
    question = Question(
        seat=data["seat"],
        view=data["view"],
        log=data.get("log", []),
        level=data["level"],
        seed=data.get("seed"),
        iterations=data.get("iterations"),
        budget_ms=data.get("budget_ms"),
    )
    return json_response(suggestion(game_id, question))


@bp.post("/v1/games/<game_id>/<action>")
@NotInSpec("no such endpoint: the 404 a POST to any other action of a game answers")
def unknown_action(game_id: str, action: str) -> Response:
    """Werkzeug matches the actions above first (a fixed segment beats a variable one), so
    only another action gets here: a game that does not exist is named first, as for any
    path of it, then the action."""
    _referee(game_id)
    raise ProblemType.NOT_FOUND.problem(f"No endpoint {action!r} for games.")
