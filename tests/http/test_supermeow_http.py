"""Super Meow through the real app: every stateless endpoint, bad input of each kind, and
the per-seat views of a session."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from openapi_spec_validator import validate

from engines import REGISTRY
from engines.supermeow import DEFAULT_SUPPLY
from service.openapi import build_spec
from tests.http.helpers import assert_error_at

BASE = "/v1/games/supermeow"
PLAYERS = ["ann", "bob", "cy"]


def area(backpack: list[str], hand: list[str], wm: list[str]) -> dict[str, list[str]]:
    return {"backpack": backpack, "hand": hand, "washing_machine": wm}


def midgame(**changes: Any) -> dict[str, Any]:
    """A playing 3-player state: ann to act with 4 coins (coin3 + start) in hand. The
    supply is the default piles minus the bought cards in play."""
    state: dict[str, Any] = {
        "players": PLAYERS,
        "tableau": {
            "ann": area(["start", "start-keep"], ["coin3", "start"], ["coin2"]),
            "bob": area(["start"], ["start-keep", "catfood"], ["start", "start"]),
            "cy": area([], ["mouse", "start"], ["start-keep", "start", "start", "cape"]),
        },
        "trash": [],
        "current": "ann",
        "status": "playing",
        "seed": "fixed",
    }
    held = Counter(c for a in state["tableau"].values() for pile in a.values() for c in pile)
    state["supply"] = {code: n - held[code] for code, n in DEFAULT_SUPPLY.items()}
    state.update(changes)
    return state


def test_setup_deals_the_same_game_for_the_same_seed(post):
    body = {"players": PLAYERS, "seed": "table-7", "starter": "bob"}
    first = post(f"{BASE}/setup", body)
    second = post(f"{BASE}/setup", body)
    assert first.status_code == 200
    assert first.get_json() == second.get_json()
    state = first.get_json()["state"]
    for p in PLAYERS:
        mine = state["tableau"][p]
        assert len(mine["hand"]) == 2 and len(mine["backpack"]) == 2  # S2
        assert Counter(mine["hand"] + mine["backpack"]) == {"start": 3, "start-keep": 1}
        assert mine["washing_machine"] == []
    assert state["current"] == "bob" and state["status"] == "playing"
    assert state["supply"] == DEFAULT_SUPPLY and state["trash"] == []
    assert state["shuffles"] == 3
    assert state["options"]["prices"]["cape"] == 5  # defaults filled in
    assert state["options"]["start_cards"] == ["start-keep", "start", "start", "start"]


def test_setup_applies_the_provisional_component_options(post):
    options = {"prices": {"cape": 4}, "supply": {"cat": 2}, "start_cards": ["start"] * 5}
    state = post(f"{BASE}/setup", {"players": ["a", "b"], "options": options}).get_json()["state"]
    assert state["options"]["prices"] == {
        "coin2": 2,
        "coin3": 3,
        "mouse": 3,
        "catfood": 4,
        "cat": 1,
        "cape": 4,
    }
    assert state["supply"]["cat"] == 2 and state["options"]["supply"]["coin2"] == 10
    assert Counter(state["tableau"]["a"]["hand"] + state["tableau"]["a"]["backpack"]) == {
        "start": 5
    }


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": ["solo"]}, "players"),
        ({"players": ["a", "b", "c", "d", "e"]}, "players"),
        ({"players": ["a", "a"]}, "players"),
        ({"players": ["a", "b"], "starter": "zed"}, "starter"),
        ({"players": ["a", "b"], "options": {"speed": 2}}, "options"),
        ({"players": ["a", "b"], "options": {"prices": {"cape": -1}}}, "options"),
        ({"players": ["a", "b"], "options": {"supply": {"dog": 1}}}, "options"),
        ({"players": ["a", "b"], "options": {"start_cards": ["start-keep"] * 2}}, "options"),
        ({"players": ["a", "b"], "deck": ["start"]}, "deck"),
        ({"players": ["a b", "c"]}, "players"),
        ({"players": ["a", "b"], "colour": "red"}, "colour"),
    ],
)
def test_setup_rejects_bad_bodies_naming_the_field(post, body, field):
    response = post(f"{BASE}/setup", body)
    assert_error_at(response, [field])


def test_validate_move_applies_a_legal_buy(post):
    response = post(
        f"{BASE}/validate-move",
        {"state": midgame(), "move": {"type": "buy", "player": "ann", "card": "catfood"}},
    )
    body = response.get_json()
    assert body["legal"] is True
    ann = body["state"]["tableau"]["ann"]
    assert ann == area([], ["start", "start-keep"], ["coin2", "catfood", "coin3", "start"])
    assert body["state"]["supply"]["catfood"] == 6
    assert body["state"]["current"] == "bob"
    assert body["events"] == [
        {"type": "card_bought", "player": "ann", "card": "catfood"},
        {"type": "hand_washed", "player": "ann", "cards": ["coin3", "start"]},
        {"type": "cards_drawn", "player": "ann", "count": 2},
        {"type": "hand_revealed", "player": "bob", "hand": ["start-keep", "catfood"]},
    ]
    assert body["result"] is None


def test_validate_move_mouse_steal_forces_the_victims_reshuffle(post):
    state = midgame(current="cy")
    state["tableau"]["cy"]["washing_machine"] = ["start-keep", "start", "cape"]
    state["tableau"]["ann"] = area([], ["start", "coin3"], ["coin2", "start", "start-keep"])
    move = {"type": "mouse", "player": "cy", "target": "ann", "slot": 1}
    body = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()
    assert body["legal"] is True
    assert {"type": "washing_machine_shuffled", "player": "ann", "cards": 3} in body["events"]
    assert body["state"]["tableau"]["ann"]["hand"][0] == "start"
    assert len(body["state"]["tableau"]["ann"]["backpack"]) == 2
    assert body["state"]["tableau"]["ann"]["washing_machine"] == []
    # cy's own clean-up reshuffles next (empty backpack): two shuffles, the victim's first.
    shuffled = [e["player"] for e in body["events"] if e["type"] == "washing_machine_shuffled"]
    assert shuffled == ["ann", "cy"] and body["state"]["shuffles"] == 2
    assert body["state"]["supply"]["mouse"] == state["supply"]["mouse"] + 1


def test_validate_move_ends_the_game_when_the_next_hand_shows_a_cat_and_a_cape(post):
    state = midgame()
    state["tableau"]["bob"]["hand"] = ["cat", "cape"]
    state["tableau"]["bob"]["washing_machine"] = ["start", "start", "catfood"]
    state["supply"] = {**state["supply"], "cat": 7, "cape": 6}
    body = post(
        f"{BASE}/validate-move", {"state": state, "move": {"type": "pass", "player": "ann"}}
    ).get_json()
    assert body["legal"] is True
    assert body["result"] == {"end": "super_meow", "winner": "bob"}
    assert body["state"]["status"] == "game_over" and body["state"]["winner"] == "bob"
    # The engine writes `winner` last, as the winning move appends it.
    assert list(body["state"])[-3:] == ["seed", "winner", "rules_version"]
    assert body["events"][-1] == {"type": "game_ended", "winner": "bob"}
    after = post(
        f"{BASE}/validate-move",
        {"state": body["state"], "move": {"type": "pass", "player": "bob"}},
    ).get_json()
    assert after["legal"] is False and after["reason"]["code"] == "WRONG_PHASE"


@pytest.mark.parametrize(
    ("move", "code", "rule"),
    [
        ({"type": "pass", "player": "bob"}, "NOT_YOUR_TURN", "G1"),
        ({"type": "buy", "player": "ann", "card": "cape"}, "NOT_ENOUGH_COINS", "S4"),
        ({"type": "buy", "player": "ann", "card": "cat"}, "NOT_ENOUGH_CAT_FOOD", "S4"),
        ({"type": "buy", "player": "ann", "card": "start"}, "NOT_FOR_SALE", "S4"),
        ({"type": "throw_away", "player": "ann", "card": "cape"}, "CARD_NOT_IN_HAND", "G3"),
        ({"type": "mouse", "player": "ann", "target": "bob", "slot": 0}, "CARD_NOT_IN_HAND", "G3"),
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
    ("hand", "move", "code", "rule"),
    [
        (["start-keep", "mouse"], {"type": "throw_away", "card": "start-keep"}, "KEEPER", "S5"),
        (["mouse", "start"], {"type": "mouse", "target": "cy", "slot": 0}, "TARGET", "S6"),
        (["mouse", "start"], {"type": "mouse", "target": "ann", "slot": 1}, "SLOT", "S6"),
        (["coin3", "coin2"], {"type": "buy", "card": "cape"}, "SUPPLY", "S4"),
    ],
)
def test_validate_move_applies_the_keeper_mouse_and_supply_rules(post, hand, move, code, rule):
    codes = {
        "KEEPER": "KEEPER_CANNOT_BE_THROWN_AWAY",
        "TARGET": "CANNOT_TARGET_SELF",
        "SLOT": "EMPTY_SLOT",
        "SUPPLY": "SUPPLY_EMPTY",
    }
    state = midgame(current="cy")
    state["tableau"]["cy"] = area([], hand, [])
    state["tableau"]["ann"]["hand"] = ["coin3"]
    state["supply"] = {**state["supply"], "cape": 0, "coin2": 8, "coin3": 8, "mouse": 4}
    state["supply"]["mouse"] -= hand.count("mouse")
    body = post(
        f"{BASE}/validate-move", {"state": state, "move": {**move, "player": "cy"}}
    ).get_json()
    assert body["legal"] is False, body
    assert (body["reason"]["code"], body["reason"]["rule"]) == (codes[code], rule)


def _with_hand(player: str, hand: list[str]) -> dict[str, Any]:
    state = midgame()
    state["tableau"][player]["hand"] = hand
    return state


@pytest.mark.parametrize(
    ("state", "move", "path"),
    [
        (_with_hand("ann", ["dog"]), None, ["state", "tableau", "ann", "hand", "0"]),
        (_with_hand("ann", ["start"] * 3), None, ["state", "tableau", "ann", "hand"]),
        (midgame(tableau={"ann": area([], [], [])}), None, ["state", "tableau", "bob"]),
        (midgame(supply={**DEFAULT_SUPPLY, "cape": 9}), None, ["state", "_schema"]),
        (midgame(supply={"cape": -1}), None, ["state", "supply", "cape"]),
        (midgame(supply={"dog": 1}), None, ["state", "supply", "dog"]),
        (midgame(trash=["start-keep"]), None, ["state", "trash", "0"]),
        (midgame(trash=["start"] * 2), None, ["state", "_schema"]),
        (midgame(current="zed"), None, ["state", "current"]),
        (midgame(status="paused"), None, ["state", "status"]),
        (midgame(winner="ann"), None, ["state", "winner"]),
        (midgame(status="game_over"), None, ["state", "winner"]),
        (midgame(shuffles=-1), None, ["state", "shuffles"]),
        (midgame(tableau="many"), None, ["state", "tableau"]),
        (midgame(hands={}), None, ["state", "hands"]),
        (midgame(), {"type": "buy", "player": "ann", "card": "dog"}, ["move", "card"]),
        (midgame(), {"type": "buy", "player": "ann"}, ["move", "card"]),
        (midgame(), {"type": "pass", "player": "zed"}, ["move", "player"]),
        (
            midgame(),
            {"type": "mouse", "player": "ann", "target": "bob", "slot": 2},
            ["move", "slot"],
        ),
        (midgame(), {"type": "mouse", "player": "ann", "target": "bob"}, ["move", "slot"]),
        (
            midgame(),
            {"type": "mouse", "player": "ann", "target": "zed", "slot": 0},
            ["move", "target"],
        ),
        (midgame(), {"type": "fly", "player": "ann"}, ["move", "type"]),
        (midgame(), {"type": "pass", "player": "ann", "extra": 1}, ["move", "extra"]),
    ],
)
def test_validate_move_rejects_malformed_input_and_impossible_states(post, state, move, path):
    move = move or {"type": "pass", "player": "ann"}
    response = post(f"{BASE}/validate-move", {"state": state, "move": move})
    assert_error_at(response, path)


def test_legal_moves_lists_buys_throws_mice_then_pass_and_respects_the_limit(post):
    state = midgame(current="cy")
    body = post(f"{BASE}/legal-moves", {"state": state}).get_json()
    assert body["player"] == "cy" and body["truncated"] is False
    assert body["moves"] == [
        {"type": "throw_away", "player": "cy", "card": "start"},
        {"type": "throw_away", "player": "cy", "card": "mouse"},
        {"type": "mouse", "player": "cy", "target": "ann", "slot": 0},
        {"type": "mouse", "player": "cy", "target": "ann", "slot": 1},
        {"type": "mouse", "player": "cy", "target": "bob", "slot": 0},
        {"type": "mouse", "player": "cy", "target": "bob", "slot": 1},
        {"type": "pass", "player": "cy"},
    ]
    limited = post(f"{BASE}/legal-moves", {"state": state, "limit": 2}).get_json()
    assert limited["moves"] == body["moves"][:2] and limited["truncated"] is True
    assert post(f"{BASE}/legal-moves", {"state": state, "limit": 0}).status_code == 422


def test_legal_moves_after_the_end_are_empty(post):
    state = midgame(status="game_over", winner="ann")
    state["tableau"]["ann"]["hand"] = ["cape", "cat"]
    state["supply"] = {**state["supply"], "coin3": 10, "cat": 7, "cape": 6}
    body = post(f"{BASE}/legal-moves", {"state": state}).get_json()
    assert body == {"player": None, "moves": [], "truncated": False}


def test_score_names_every_hand_with_a_cat_and_a_cape(post):
    response = post(
        f"{BASE}/score",
        {
            "players": PLAYERS,
            "hands": {"ann": ["cat", "cape"], "bob": ["cat", "coin3"], "cy": ["cape", "cat"]},
        },
    )
    assert response.status_code == 200
    assert response.get_json() == {"winners": ["ann", "cy"]}


def test_score_rejects_an_unknown_card_a_missing_player_and_other_fields(post):
    bad_card = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": ["x"], "b": []}})
    assert bad_card.status_code == 422
    assert "a" in bad_card.get_json()["errors"]["hands"]
    missing = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": []}})
    assert missing.status_code == 422
    assert "b" in missing.get_json()["errors"]["hands"]
    extra = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": [], "b": []}, "x": 1})
    assert extra.status_code == 422 and "x" in extra.get_json()["errors"]
    many = {"players": ["a", "b"], "hands": {"a": ["cat", "cat"], "b": []}}
    too_many = post(f"{BASE}/score", {**many, "options": {"supply": {"cat": 1}}})
    assert too_many.status_code == 422 and "hands" in too_many.get_json()["errors"]
    # S5/S6: a keeper never leaves its owner, so no hand holds two (as in a tableau)
    two = post(
        f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": ["start-keep"] * 2, "b": []}}
    )
    assert two.status_code == 422 and list(two.get_json()["errors"]["hands"]) == ["a"]


def test_replay_reproduces_validate_move_step_by_step(post):
    setup = {"players": PLAYERS, "seed": "replay-seed"}
    state = post(f"{BASE}/setup", setup).get_json()["state"]
    moves = []
    for _ in range(30):
        listed = post(f"{BASE}/legal-moves", {"state": state}).get_json()
        if not listed["moves"]:
            break
        move = listed["moves"][0]  # buys come first: the game moves on
        moves.append(move)
        state = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()["state"]
    replayed = post(f"{BASE}/replay", {"setup": setup, "moves": moves}).get_json()
    assert replayed["valid"] is True
    assert replayed["state"] == state
    assert state["shuffles"] > 3  # washing machines were reshuffled along the way


def test_game_detail_lists_options_reasons_and_catalogue(client):
    body = client.get(BASE).get_json()
    assert body["players"] == {"min": 2, "max": 4}
    assert body["options"]["prices"]["default"]["cat"] == 1
    assert body["options"]["start_cards"]["type"] == "array"
    codes = {r["code"]: r["rule"] for r in body["reason_codes"]}
    assert codes["EMPTY_SLOT"] == "S6" and codes["NOT_YOUR_TURN"] == "G1"
    assert body["catalogue"]["supply"] == DEFAULT_SUPPLY
    cards = {c["code"]: c for c in body["catalogue"]["cards"]}
    assert cards["cat"]["currency"] == "catfood" and cards["cape"]["price"] == 5
    assert set(body["move_types"]) == {"buy", "throw_away", "mouse", "pass"}


def test_a_session_shows_only_the_revealed_hand_its_owner_too_sees_theirs_at_their_turn(
    client, post
):
    """S3: a hand is face down to everyone, its owner included, until its owner's turn
    reveals it. Neither the views, nor the move answer, the log or a seat's listing of
    legal moves show a face-down hand; the stateless endpoints agree with the session."""
    created = client.post(
        "/v1/sessions", json={"game": "supermeow", "players": PLAYERS, "seed": "s"}
    )
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    url, seats = f"/v1/sessions/{body['id']}", body["seats"]

    def as_seat(player: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {seats[player]}"} if player else {}

    def hands(player: str | None) -> dict[str, Any]:
        view = client.get(url, headers=as_seat(player)).get_json()["state"]
        assert all(isinstance(a["backpack"], int) for a in view["tableau"].values())
        return {p: a["hand"] for p, a in view["tableau"].items()}

    assert body["state"]["tableau"]["ann"]["hand"] == post_setup_hand("ann")  # ann's turn
    for reader in (None, *PLAYERS):  # bob's own hand is as hidden from bob as from anyone
        assert hands(reader) == {"ann": post_setup_hand("ann"), "bob": 2, "cy": 2}, reader
    waiting = client.get(f"{url}/legal-moves", headers=as_seat("bob")).get_json()
    assert (waiting["player"], waiting["moves"]) == ("ann", [])

    state = REGISTRY["supermeow"].setup(PLAYERS, seed="s")  # the session's state, from its seed
    move = {"type": "pass", "player": "ann"}
    answer = client.post(f"{url}/moves", json={"move": move}, headers=as_seat("ann")).get_json()
    stateless = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()
    assert (answer["events"], answer["result"]) == (stateless["events"], stateless["result"])
    drawn = stateless["state"]["tableau"]["ann"]["hand"]
    assert len(drawn) == 2
    revealed = stateless["state"]["tableau"]["bob"]["hand"]
    assert {p: a["hand"] for p, a in answer["state"]["tableau"].items()} == {
        "ann": 2,  # the mover's new hand, face down once the turn is over
        "bob": revealed,
        "cy": 2,
    }
    for reader in (None, *PLAYERS):
        assert hands(reader) == {"ann": 2, "bob": revealed, "cy": 2}, reader
    # What names a hand: the washed one (face up now) and bob's reveal; never ann's new one.
    log = client.get(f"{url}/log", headers=as_seat("ann")).get_json()["moves"]
    assert [e["events"] for e in log] == [answer["events"]]
    named = [(e["type"], e.get("player")) for e in answer["events"] if "hand" in e or "cards" in e]
    assert named == [("hand_washed", "ann"), ("hand_revealed", "bob")]
    assert [e["cards"] for e in answer["events"] if e["type"] == "hand_washed"] == [
        post_setup_hand("ann")
    ]
    mine = client.get(f"{url}/legal-moves", headers=as_seat("ann")).get_json()
    assert (mine["player"], mine["moves"]) == ("bob", [])
    bobs = client.get(f"{url}/legal-moves", headers=as_seat("bob")).get_json()["moves"]
    listed = post(f"{BASE}/legal-moves", {"state": stateless["state"]}).get_json()["moves"]
    assert bobs == listed and {"type": "pass", "player": "bob"} in bobs


def post_setup_hand(player: str) -> list[str]:
    return REGISTRY["supermeow"].setup(PLAYERS, seed="s")["tableau"][player]["hand"]


def test_the_openapi_spec_with_supermeow_is_valid_and_documents_its_endpoints():
    spec = build_spec().to_dict()
    validate(spec)
    for action in ("setup", "validate-move", "legal-moves", "score", "replay"):
        assert f"/v1/games/supermeow/{action}" in spec["paths"]
    known = spec["components"]["schemas"]["ReasonCodes"]["anyOf"][0]["enum"]  # open: anyOf
    assert "KEEPER_CANNOT_BE_THROWN_AWAY" in known
    mouse = spec["components"]["schemas"]["SuperMeowMouse"]["properties"]
    assert mouse["slot"]["enum"] == [0, 1]
    assert "deck" not in spec["components"]["schemas"]["SuperMeowSetup"]["properties"]
