"""Meow 10 through the real app: every stateless endpoint, and bad input of each kind."""

from __future__ import annotations

from typing import Any

import pytest

from tests.http.helpers import assert_error_at

BASE = "/v1/games/meow10"
PLAYERS = ["ann", "bob", "cy"]


def midgame(**changes: Any) -> dict[str, Any]:
    """A playing 3-player state: ann to play on a red fox 2."""
    state: dict[str, Any] = {
        "players": PLAYERS,
        "hands": {
            "ann": ["fox-3", "siamese-3", "bengal-1"],
            "bob": ["tabby-1", "tabby-2"],
            "cy": ["calico-4", "rainbow"],
        },
        "draw_pile": ["sphynx-1", "ragdoll-2", "tuxedo-3", "persian-4"],
        "discard_pile": ["fox-2"],
        "current": "ann",
        "starter": "ann",
        "status": "playing",
        "seed": "fixed",
    }
    state.update(changes)
    return state


def test_setup_deals_the_same_game_for_the_same_seed(post):
    body = {"players": PLAYERS, "seed": "table-7"}
    first = post(f"{BASE}/setup", body)
    second = post(f"{BASE}/setup", body)
    assert first.status_code == 200
    assert first.get_json() == second.get_json()
    state = first.get_json()["state"]
    assert [len(state["hands"][p]) for p in PLAYERS] == [7, 7, 7]  # M2
    assert len(state["draw_pile"]) == 54 - 21 - 1
    assert state["options"]["next_starter"] == "cumulative"  # defaults filled in
    assert len(state["options"]["types"]) == 10


def test_setup_from_a_physical_deck_deals_one_card_at_a_time_from_the_starter(post, client):
    catalogue = client.get(BASE).get_json()["catalogue"]["cards"]
    deck = [c["code"] for c in catalogue for _ in range(c["copies"])]
    response = post(f"{BASE}/setup", {"players": ["ann", "bob"], "deck": deck, "starter": "bob"})
    state = response.get_json()["state"]
    assert state["hands"]["bob"] == deck[0:16:2]
    assert state["hands"]["ann"] == deck[1:16:2]
    assert state["discard_pile"] == [deck[16]]
    assert state["draw_pile"] == deck[17:]
    assert state["current"] == state["starter"] == "bob"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": ["solo"]}, "players"),
        ({"players": ["a", "b", "c", "d", "e", "f"]}, "players"),
        ({"players": ["a", "a"]}, "players"),
        ({"players": ["a", "b"], "starter": "zed"}, "starter"),
        ({"players": ["a", "b"], "options": {"speed": 2}}, "options"),
        ({"players": ["a", "b"], "options": {"next_starter": "random"}}, "options"),
        ({"players": ["a", "b"], "deck": ["fox-1"]}, "deck"),
        ({"players": ["a b", "c"]}, "players"),
        ({"players": ["a", "b"], "colour": "red"}, "colour"),
    ],
)
def test_setup_rejects_bad_bodies_naming_the_field(post, body, field):
    response = post(f"{BASE}/setup", body)
    assert_error_at(response, [field])


def test_validate_move_applies_a_legal_play(post):
    response = post(
        f"{BASE}/validate-move",
        {
            "state": midgame(),
            "move": {"type": "play", "player": "ann", "cards": ["fox-3", "siamese-3"]},
        },
    )
    body = response.get_json()
    assert body["legal"] is True
    assert body["state"]["discard_pile"] == ["fox-2", "fox-3", "siamese-3"]
    assert body["state"]["hands"]["ann"] == ["bengal-1"]
    assert body["state"]["current"] == "bob"
    assert body["events"] == [
        {"type": "cards_played", "player": "ann", "cards": ["fox-3", "siamese-3"]}
    ]
    assert body["result"] is None


@pytest.mark.parametrize(
    ("move", "code", "rule"),
    [
        ({"type": "play", "player": "bob", "cards": ["tabby-2"]}, "NOT_YOUR_TURN", "G1"),
        ({"type": "play", "player": "ann", "cards": ["bengal-1"]}, "CARD_DOES_NOT_MATCH", "M3"),
        ({"type": "play", "player": "ann", "cards": ["fox-4"]}, "CARD_NOT_IN_HAND", "G3"),
        ({"type": "draw", "player": "ann", "count": 3}, "DRAW_COUNT_MISMATCH", "M5"),
        ({"type": "next_round", "player": "cy"}, "WRONG_PHASE", "G2"),
    ],
)
def test_validate_move_rejects_an_illegal_move_with_its_reason(post, move, code, rule):
    response = post(f"{BASE}/validate-move", {"state": midgame(), "move": move})
    assert response.status_code == 200
    body = response.get_json()
    assert body["legal"] is False
    assert (body["reason"]["code"], body["reason"]["rule"]) == (code, rule)
    assert body["reason"]["message"]


@pytest.mark.parametrize(
    ("state", "move", "path"),
    [
        (midgame(hands={"ann": ["fox-9"], "bob": [], "cy": []}), None, ["state", "hands", "ann"]),
        (midgame(hands={"ann": ["fox-1"], "bob": ["fox-1"]}), None, ["state", "hands", "cy"]),
        (midgame(draw_pile=["rainbow"] * 5), None, ["state", "_schema"]),
        (midgame(current="zed"), None, ["state", "current"]),
        (midgame(status="paused"), None, ["state", "status"]),
        (midgame(totals={"ann": -1, "bob": 0, "cy": 0}), None, ["state", "totals"]),
        (midgame(hands="many"), None, ["state", "hands"]),
        (midgame(discard_pile=[]), None, ["state", "discard_pile"]),
        (midgame(winner="ann"), None, ["state", "winner"]),
        (midgame(), {"type": "play", "player": "ann", "cards": ["fox-0"]}, ["move", "cards"]),
        (midgame(), {"type": "play", "player": "zed", "cards": ["fox-3"]}, ["move", "player"]),
        (midgame(), {"type": "draw", "player": "ann", "count": 7}, ["move", "count"]),
        (midgame(), {"type": "draw", "player": "ann", "count": "2"}, ["move", "count"]),
        (midgame(), {"type": "fly", "player": "ann"}, ["move", "type"]),
        (midgame(), {"type": "draw", "player": "ann", "extra": 1}, ["move", "extra"]),
    ],
)
def test_validate_move_rejects_malformed_input_and_impossible_states(post, state, move, path):
    move = move or {"type": "draw", "player": "ann"}
    response = post(f"{BASE}/validate-move", {"state": state, "move": move})
    assert_error_at(response, path)


def test_legal_moves_lists_plays_then_the_draw_and_respects_the_limit(post):
    body = post(f"{BASE}/legal-moves", {"state": midgame()}).get_json()
    assert body["player"] == "ann"
    assert body["truncated"] is False
    assert {"type": "play", "player": "ann", "cards": ["fox-3", "siamese-3"]} in body["moves"]
    assert {"type": "play", "player": "ann", "cards": ["bengal-1"]} not in body["moves"]
    assert body["moves"][-1] == {"type": "draw", "player": "ann"}
    limited = post(f"{BASE}/legal-moves", {"state": midgame(), "limit": 2}).get_json()
    assert limited["moves"] == body["moves"][:2]
    assert limited["truncated"] is True
    assert post(f"{BASE}/legal-moves", {"state": midgame(), "limit": 0}).status_code == 422


def test_legal_moves_at_round_over_lists_next_round_for_every_player(post):
    state = midgame(status="round_over", hands={"ann": [], "bob": ["tabby-1"], "cy": ["rainbow"]})
    body = post(f"{BASE}/legal-moves", {"state": state}).get_json()
    assert body["player"] is None
    assert body["moves"] == [{"type": "next_round", "player": p} for p in PLAYERS]


def test_score_infers_the_end_and_applies_m7_and_m8(post):
    response = post(
        f"{BASE}/score",
        {
            "players": PLAYERS,
            "hands": {"ann": [], "bob": ["fox-4", "rainbow", "tabby-2"], "cy": ["calico-3"]},
            "totals": {"ann": 10, "bob": 5, "cy": 12},
            "starter": "ann",
        },
    )
    assert response.status_code == 200
    assert response.get_json() == {
        "end": "empty_hand",
        "by": "ann",
        "penalties": {"ann": 0, "bob": 6, "cy": 3},
        "totals": {"ann": 10, "bob": 11, "cy": 15},
        "next_starter": "cy",
        "game_over": False,
        "winners": [],
    }


def test_score_rejects_an_unknown_card_and_a_missing_player(post):
    bad_card = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": ["x"], "b": []}})
    assert bad_card.status_code == 422
    assert "a" in bad_card.get_json()["errors"]["hands"]
    missing = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": []}})
    assert missing.status_code == 422
    assert "b" in missing.get_json()["errors"]["hands"]
    # M9: totals of 30+ before this round mean the game was already over (as in a state)
    hands = {"a": [], "b": ["fox-4"]}
    over = post(
        f"{BASE}/score", {"players": ["a", "b"], "hands": hands, "totals": {"a": 30, "b": 0}}
    )
    assert over.status_code == 422 and "totals" in over.get_json()["errors"]
    near = post(
        f"{BASE}/score", {"players": ["a", "b"], "hands": hands, "totals": {"a": 29, "b": 26}}
    )
    assert near.status_code == 200 and near.get_json()["totals"] == {"a": 29, "b": 30}


def test_replay_reproduces_validate_move_step_by_step(post):
    setup = {"players": PLAYERS, "seed": "replay-seed"}
    state = post(f"{BASE}/setup", setup).get_json()["state"]
    moves = []
    for _ in range(12):
        listed = post(f"{BASE}/legal-moves", {"state": state}).get_json()
        if not listed["moves"]:
            break
        move = listed["moves"][-1]
        moves.append(move)
        state = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()["state"]
    replayed = post(f"{BASE}/replay", {"setup": setup, "moves": moves}).get_json()
    assert replayed["valid"] is True
    assert replayed["state"] == state


def test_game_detail_lists_options_reasons_and_catalogue(client):
    body = client.get(BASE).get_json()
    assert body["players"] == {"min": 2, "max": 5}
    assert body["options"]["next_starter"]["default"] == "cumulative"
    codes = {r["code"] for r in body["reason_codes"]}
    assert {"NOT_YOUR_TURN", "WRONG_PHASE", "CARD_NOT_IN_HAND", "CARD_DOES_NOT_MATCH"} <= codes
    assert sum(c["copies"] for c in body["catalogue"]["cards"]) == 54
    assert {"code": "fox-2", "type": "fox", "number": 2, "color": "red", "copies": 1} in body[
        "catalogue"
    ]["cards"]
