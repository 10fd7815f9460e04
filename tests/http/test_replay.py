"""POST /replay for every game: the first illegal move is reported by index; a malformed
move is a 422 naming moves.<k>."""

from __future__ import annotations

import pytest

from engines import REGISTRY

GAMES = sorted(REGISTRY)


def opening(game_id: str) -> tuple[dict, dict, str]:
    """(setup body, the first legal move, a player who may not make it)."""
    setup = {"players": ["ann", "bob"], "seed": "x"}
    state = REGISTRY[game_id].setup(setup["players"], seed="x")
    player, moves = REGISTRY[game_id].legal_moves(state)
    move = next(iter(moves))
    other = "bob" if (player or move["player"]) == "ann" else "ann"
    return setup, move, other


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_reports_the_first_illegal_move_by_index(post, game_id):
    setup, move, other = opening(game_id)
    url = f"/v1/games/{game_id}/replay"
    legal = post(url, {"setup": setup, "moves": [move]}).get_json()
    assert legal["valid"] is True and legal["results"] == []
    illegal = post(url, {"setup": setup, "moves": [{**move, "player": other}, move]}).get_json()
    assert illegal["valid"] is False and illegal["index"] == 0
    assert (illegal["reason"]["code"], illegal["reason"]["rule"]) == ("NOT_YOUR_TURN", "G1")


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_names_a_malformed_move_by_index(post, game_id):
    setup, move, _ = opening(game_id)
    bogus = {"type": "no-such-move", "player": "ann"}
    response = post(f"/v1/games/{game_id}/replay", {"setup": setup, "moves": [move, bogus]})
    assert response.status_code == 422
    assert "type" in response.get_json()["errors"]["moves"]["1"]
