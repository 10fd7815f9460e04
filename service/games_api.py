"""Stateless adjudication endpoints: /v1/games/..."""

from __future__ import annotations

from functools import cache
from typing import Any

from flask import Blueprint, Response, current_app

from . import metrics
from .jsonio import json_response, read_object
from .problems import ApiProblem
from .referee import REFEREES, Referee

bp = Blueprint("games", __name__)


def _referee(game_id: str) -> Referee:
    referee = REFEREES.get(game_id)
    if referee is None:
        raise ApiProblem(
            404, "unknown-game", "Unknown game", f"No game {game_id!r}; see GET /v1/games."
        )
    return referee


@cache
def _describe(game_id: str) -> dict[str, Any]:
    return REFEREES[game_id].game.describe()


@bp.get("/v1/games")
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
def game_detail(game_id: str) -> Response:
    _referee(game_id)
    return json_response(_describe(game_id))


@bp.post("/v1/games/<game_id>/<action>")
def adjudicate(game_id: str, action: str) -> Response:
    endpoint = _referee(game_id).endpoint(action)
    if endpoint is None:
        raise ApiProblem(404, "not-found", "Not Found", f"No endpoint {action!r} for games.")
    answer = endpoint(read_object(), current_app.extensions["signer"])
    if "reason" in answer:  # validate-move's legal: false, replay's valid: false
        metrics.illegal_move(game_id, answer["reason"]["code"], action)
    return json_response(answer)
