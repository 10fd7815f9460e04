"""Cat Tower through the real app: every stateless endpoint, and bad input of each kind."""

from __future__ import annotations

from typing import Any

import pytest
from openapi_spec_validator import validate

from service.openapi import build_spec
from tests.http.helpers import assert_error_at

BASE = "/v1/games/cattower"
PLAYERS = ["ann", "bob", "cy"]
POOL = ["all_cats_are_equal"] * 5 + [
    t for t in ("turn_around", "skip", "fatty_catty", "cat_belly", "cat_paws") for _ in range(2)
]


def midgame(**changes: Any) -> dict[str, Any]:
    """A playing 3-player state: ann to roll, three cat cards in the tower."""
    state: dict[str, Any] = {
        "players": PLAYERS,
        "hands": {
            "ann": ["cat-1", "cat-2", "cat-4"],
            "bob": ["cat-4", "cat-5"],
            "cy": ["cat-6", "cat-7"],
        },
        "tower": {"cat_cards": ["cat-1", "cat-2", "cat-3"], "fatty_cards": 0, "tokens": []},
        "fatty_supply": 12,
        "token_pool": list(POOL),
        "discarded": [],
        "current": "ann",
        "direction": 1,
        "pending": {"action": "roll", "player": "ann"},
        "status": "playing",
        "seed": "fixed",
    }
    state.update(changes)
    return state


def stacking(**changes: Any) -> dict[str, Any]:
    """ann has rolled One Cat (physical dice) and must stack a cat card."""
    pending = {"action": "stack", "player": "ann", "kind": "cat", "remaining": 1}
    return midgame(options={"physical_dice": True}, pending=pending, **changes)


def test_setup_deals_the_same_game_for_the_same_seed(post):
    body = {"players": PLAYERS, "seed": "table-7"}
    first = post(f"{BASE}/setup", body)
    second = post(f"{BASE}/setup", body)
    assert first.status_code == 200
    assert first.get_json() == second.get_json()
    state = first.get_json()["state"]
    assert [len(state["hands"][p]) for p in PLAYERS] == [7, 7, 7]  # T2
    assert len(state["tower"]["cat_cards"]) == 1  # the base card
    assert state["fatty_supply"] == 12 and len(state["token_pool"]) == 15
    assert state["options"] == {"physical_dice": False, "variant": "standard"}  # defaults
    assert state["pending"] == {"action": "roll", "player": "ann"}


def test_setup_from_a_physical_deck_deals_one_card_at_a_time_from_the_starter(post, client):
    catalogue = client.get(BASE).get_json()["catalogue"]["cards"]
    deck = [c["code"] for c in catalogue for _ in range(c["copies"])]
    response = post(f"{BASE}/setup", {"players": ["ann", "bob"], "deck": deck, "starter": "bob"})
    state = response.get_json()["state"]
    assert state["hands"]["bob"] == deck[0:14:2]
    assert state["hands"]["ann"] == deck[1:14:2]
    assert state["tower"]["cat_cards"] == [deck[14]]
    assert state["current"] == "bob"
    assert sum(len(h) for h in state["hands"].values()) + 1 == 15  # the rest stay in the box


def test_setup_of_rush_for_the_fish_gives_every_player_a_tower(post):
    body = {"players": PLAYERS, "seed": "r", "options": {"variant": "rush"}}
    state = post(f"{BASE}/setup", body).get_json()["state"]
    assert state["tower"] == {p: {"cat_cards": [], "fatty_cards": 0, "tokens": []} for p in PLAYERS}
    assert state["current"] is None and state["pending"]["player"] is None


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": ["solo"]}, "players"),
        ({"players": ["a", "b", "c", "d", "e", "f", "g"]}, "players"),
        ({"players": ["a", "a"]}, "players"),
        ({"players": ["a", "b"], "starter": "zed"}, "starter"),
        ({"players": ["a", "b"], "options": {"speed": 2}}, "options"),
        ({"players": ["a", "b"], "options": {"variant": "turbo"}}, "options"),
        ({"players": ["a", "b"], "options": {"physical_dice": 1}}, "options"),
        ({"players": ["a", "b"], "deck": ["cat-1"]}, "deck"),
        ({"players": ["a b", "c"]}, "players"),
        ({"players": ["a", "b"], "colour": "red"}, "colour"),
    ],
)
def test_setup_rejects_bad_bodies_naming_the_field(post, body, field):
    response = post(f"{BASE}/setup", body)
    assert_error_at(response, [field])


def test_validate_move_applies_a_stack_with_a_fall_and_its_penalty(post):
    move = {
        "type": "stack",
        "player": "ann",
        "card": "cat-4",
        "fell": {"stacked": True, "cat_cards": 2, "tokens": 0},
    }
    body = post(f"{BASE}/validate-move", {"state": stacking(), "move": move}).get_json()
    assert body["legal"] is True
    assert body["state"]["hands"]["ann"] == ["cat-1", "cat-2", "cat-4", "cat-3"]  # T5
    assert body["state"]["tower"]["cat_cards"] == ["cat-1"]
    assert body["state"]["discarded"] == ["cat-2"]
    assert body["state"]["pending"] == {"action": "roll", "player": "bob"}
    assert [e["type"] for e in body["events"]] == ["stacked", "fell", "turn_started"]
    assert body["result"] is None


def test_validate_move_rolls_from_the_seed_and_the_same_state_rolls_the_same(post):
    body = {"state": midgame(), "move": {"type": "roll", "player": "ann"}}
    first = post(f"{BASE}/validate-move", body).get_json()
    assert first == post(f"{BASE}/validate-move", body).get_json()
    assert first["events"][0]["type"] == "rolled"
    assert first["state"]["rolls"] == 1


def test_validate_move_ends_the_game_with_a_result(post):
    state = stacking(hands={"ann": ["cat-4"], "bob": ["cat-5"], "cy": ["cat-6"]})
    move = {"type": "stack", "player": "ann", "card": "cat-4"}
    body = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()
    assert body["result"] == {"end": "empty_hand", "winner": "ann"}  # T7
    assert body["state"]["status"] == "game_over" and body["state"]["pending"] is None


@pytest.mark.parametrize(
    ("state", "move", "code", "rule"),
    [
        (midgame(), {"type": "roll", "player": "bob"}, "NOT_YOUR_TURN", "G1"),
        (midgame(), {"type": "stack", "player": "ann", "card": "cat-1"}, "WRONG_PHASE", "G2"),
        (
            midgame(),
            {"type": "roll", "player": "ann", "face": "two_cats"},
            "FACE_NOT_ALLOWED",
            "T3",
        ),
        (stacking(), {"type": "stack", "player": "ann", "card": "cat-7"}, "CARD_NOT_IN_HAND", "G3"),
        (stacking(), {"type": "stack", "player": "ann"}, "WRONG_PIECE", "T6"),
        (stacking(), {"type": "finish", "player": "ann"}, "WRONG_PHASE", "G2"),
        (
            midgame(
                options={"physical_dice": True},
                token_pool=["skip"],
                pending={"action": "stack", "player": "ann", "kind": "fatty"},
            ),
            {"type": "stack", "player": "ann", "token": "cat_paws"},
            "TOKEN_NOT_IN_POOL",
            "T6",
        ),
    ],
)
def test_validate_move_rejects_an_illegal_move_with_its_reason(post, state, move, code, rule):
    response = post(f"{BASE}/validate-move", {"state": state, "move": move})
    assert response.status_code == 200
    body = response.get_json()
    assert body["legal"] is False
    assert (body["reason"]["code"], body["reason"]["rule"]) == (code, rule)
    assert body["reason"]["message"]


@pytest.mark.parametrize(
    ("state", "move", "path"),
    [
        (midgame(hands={"ann": ["cat-9"], "bob": [], "cy": []}), None, ["state", "hands", "ann"]),
        (midgame(hands={"ann": ["cat-1"], "bob": ["cat-1"]}), None, ["state", "hands", "cy"]),
        (midgame(discarded=["cat-3"] * 6), None, ["state", "_schema"]),
        (midgame(token_pool=[*POOL, "skip"]), None, ["state", "_schema"]),
        (midgame(current="zed"), None, ["state", "current"]),
        (midgame(status="paused"), None, ["state", "status"]),
        (midgame(direction=0), None, ["state", "direction"]),
        # the right number as the wrong JSON type (1.0 in (1, -1) is true in Python)
        (midgame(direction=1.0), None, ["state", "direction"]),
        (midgame(direction=True), None, ["state", "direction"]),
        (
            midgame(
                options={"physical_dice": True},
                pending={"action": "stack", "player": "ann", "kind": "cat", "remaining": 2.0},
            ),
            {"type": "stack", "player": "ann", "card": "cat-4"},
            ["state", "pending", "remaining"],
        ),
        (midgame(fatty_supply=-1), None, ["state", "fatty_supply"]),
        (midgame(hands="many"), None, ["state", "hands"]),
        (midgame(tower={"cat_cards": [], "fatty_cards": 0}), None, ["state", "tower"]),
        (midgame(tower={"ann": "high"}), None, ["state", "tower"]),
        (midgame(winner="ann"), None, ["state", "winner"]),
        (midgame(pending=None), None, ["state", "pending"]),
        (midgame(pending={"action": "roll", "player": "bob"}), None, ["state", "pending"]),
        (midgame(pending={"action": "jump", "player": "ann"}), None, ["state", "pending"]),
        (midgame(level=3), None, ["state", "level"]),
        (stacking(), {"type": "stack", "player": "ann", "card": "cat-0"}, ["move", "card"]),
        (midgame(), {"type": "roll", "player": "zed"}, ["move", "player"]),
        (midgame(), {"type": "roll", "player": "ann", "face": "six"}, ["move", "face"]),
        (midgame(), {"type": "stack", "player": "ann", "token": "bone"}, ["move", "token"]),
        (
            midgame(),
            {"type": "give", "player": "ann", "to": "zed", "card": "cat-1"},
            ["move", "to"],
        ),
        (midgame(), {"type": "fly", "player": "ann"}, ["move", "type"]),
        (midgame(), {"type": "roll", "player": "ann", "extra": 1}, ["move", "extra"]),
        (
            stacking(),
            {"type": "stack", "player": "ann", "card": "cat-4", "fell": {"cat_cards": 4}},
            ["move", "fell", "cat_cards"],  # T4: only 3 in the tower
        ),
        (
            stacking(),
            {"type": "stack", "player": "ann", "card": "cat-4", "fell": {"tokens": 1}},
            ["move", "fell", "tokens"],
        ),
        (
            stacking(),
            {"type": "stack", "player": "ann", "card": "cat-4", "fell": {"cat_cards": -1}},
            ["move", "fell", "cat_cards"],
        ),
        (
            stacking(),
            {"type": "stack", "player": "ann", "card": "cat-4", "fell": {"stacked": "yes"}},
            ["move", "fell", "stacked"],
        ),
        (
            stacking(),
            {"type": "stack", "player": "ann", "card": "cat-4", "fell": {"bricks": 1}},
            ["move", "fell", "bricks"],
        ),
    ],
)
def test_validate_move_rejects_malformed_input_and_impossible_states(post, state, move, path):
    move = move or {"type": "roll", "player": "ann"}
    response = post(f"{BASE}/validate-move", {"state": state, "move": move})
    assert_error_at(response, path)


def test_legal_moves_lists_the_pending_choices_and_respects_the_limit(post):
    body = post(f"{BASE}/legal-moves", {"state": midgame()}).get_json()
    assert body == {
        "player": "ann",
        "moves": [{"type": "roll", "player": "ann"}],
        "truncated": False,
    }
    physical = post(f"{BASE}/legal-moves", {"state": midgame(options={"physical_dice": True})})
    faces = [m["face"] for m in physical.get_json()["moves"]]
    assert faces == ["one_cat", "two_cats", "dried_fish", "fatty_catty", "cat_paws"]
    stacks = post(f"{BASE}/legal-moves", {"state": stacking()}).get_json()
    assert [m["card"] for m in stacks["moves"]] == ["cat-1", "cat-2", "cat-4"]
    assert all("fell" not in m for m in stacks["moves"])  # physical reports are not listed
    limited = post(f"{BASE}/legal-moves", {"state": stacking(), "limit": 2}).get_json()
    assert limited["moves"] == stacks["moves"][:2]
    assert limited["truncated"] is True
    assert post(f"{BASE}/legal-moves", {"state": midgame(), "limit": 0}).status_code == 422


def test_legal_moves_in_rush_are_open_to_every_player(post):
    setup = {"players": ["ann", "bob"], "seed": "r", "options": {"variant": "rush"}}
    state = post(f"{BASE}/setup", setup).get_json()["state"]
    body = post(f"{BASE}/legal-moves", {"state": state}).get_json()
    assert body["player"] is None
    assert {m["player"] for m in body["moves"]} == {"ann", "bob"}
    assert all(m["type"] == "stack" for m in body["moves"])


def test_score_names_every_empty_hand(post):
    response = post(
        f"{BASE}/score",
        {"players": PLAYERS, "hands": {"ann": ["cat-1"], "bob": [], "cy": ["cat-2", "cat-3"]}},
    )
    assert response.status_code == 200
    assert response.get_json() == {"winners": ["bob"]}


def test_score_rejects_an_unknown_card_a_missing_player_and_other_fields(post):
    bad_card = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": ["x"], "b": []}})
    assert bad_card.status_code == 422
    assert "a" in bad_card.get_json()["errors"]["hands"]
    missing = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": []}})
    assert missing.status_code == 422
    assert "b" in missing.get_json()["errors"]["hands"]
    extra = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": [], "b": []}, "x": 1})
    assert extra.status_code == 422 and "x" in extra.get_json()["errors"]
    # options as the other games take them (G4): known ones accepted, unknown ones not
    hands = {"players": ["a", "b"], "hands": {"a": [], "b": ["cat-1"]}}
    rush = post(f"{BASE}/score", {**hands, "options": {"variant": "rush"}})
    assert rush.status_code == 200 and rush.get_json() == {"winners": ["a"]}
    typo = post(f"{BASE}/score", {**hands, "options": {"varient": "rush"}})
    assert typo.status_code == 422 and "varient" in typo.get_json()["errors"]["options"]


def test_replay_reproduces_validate_move_step_by_step(post):
    setup = {"players": PLAYERS, "seed": "replay-seed"}
    state = post(f"{BASE}/setup", setup).get_json()["state"]
    moves, results = [], []
    for _ in range(40):
        listed = post(f"{BASE}/legal-moves", {"state": state}).get_json()
        if not listed["moves"]:
            break
        move = listed["moves"][-1]
        moves.append(move)
        body = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()
        assert body["legal"] is True
        state = body["state"]
        if body["result"]:
            results.append(body["result"])
    replayed = post(f"{BASE}/replay", {"setup": setup, "moves": moves}).get_json()
    assert replayed["valid"] is True
    assert replayed["state"] == state
    assert replayed["results"] == results


def test_game_detail_lists_options_reasons_and_catalogue(client):
    body = client.get(BASE).get_json()
    assert body["players"] == {"min": 2, "max": 6}
    assert body["options"]["physical_dice"]["default"] is False
    assert body["options"]["variant"]["choices"] == ["standard", "rush"]
    codes = {r["code"]: r["rule"] for r in body["reason_codes"]}
    assert codes["TOKEN_NOT_IN_POOL"] == "T6" and codes["NOT_YOUR_TURN"] == "G1"
    assert sum(c["copies"] for c in body["catalogue"]["cards"]) == 42
    assert sum(t["copies"] for t in body["catalogue"]["tokens"]) == 15
    assert sum(d["sides"] for d in body["catalogue"]["die"]) == 6
    assert set(body["move_types"]) == {"roll", "stack", "give", "finish"}


def test_the_openapi_spec_with_cattower_is_valid_and_documents_its_endpoints():
    spec = build_spec().to_dict()
    validate(spec)
    for action in ("setup", "validate-move", "legal-moves", "score", "replay"):
        assert f"/v1/games/cattower/{action}" in spec["paths"]
    known = spec["components"]["schemas"]["ReasonCodes"]["anyOf"][0]["enum"]  # open: anyOf
    assert "TOWER_NOT_COMPLETE" in known
    stack = spec["components"]["schemas"]["CatTowerStack"]["properties"]
    assert stack["token"]["enum"][0] == "all_cats_are_equal"
