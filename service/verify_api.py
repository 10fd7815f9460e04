"""POST /v1/games/{game}/verify: a proof checked by this referee (service/verification.py)."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from .jsonio import json_response, read_object
from .problems import ApiProblem
from .referee import REFEREES
from .verification import verify

bp = Blueprint("verify", __name__)


@bp.post("/v1/games/<game_id>/verify")
def verify_proof(game_id: str) -> Response:
    referee = REFEREES.get(game_id)
    if referee is None:
        raise ApiProblem(
            404, "unknown-game", "Unknown game", f"No game {game_id!r}; see GET /v1/games."
        )
    # A proof holds every move of a game (up to 5000): larger than other bodies may be.
    request.max_content_length = current_app.extensions["settings"].max_proof_bytes
    return json_response(verify(referee, read_object()))
