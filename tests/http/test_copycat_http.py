"""Copy Cat Meow through the real app: every stateless endpoint, and bad input of each kind."""

from __future__ import annotations

from typing import Any

import pytest

from tests.http.helpers import assert_error_at

BASE = "/v1/games/copycat"
PLAYERS = ["ann", "bob", "cy"]


def midgame(**changes: Any) -> dict[str, Any]:
    """A 3-player state: ann led a 3, bob responds."""
    state: dict[str, Any] = {
        "players": PLAYERS,
        "hands": {
            "ann": ["5", "12"],
            "bob": ["3", "3", "1/2/3", "9"],
            "cy": ["2", "4"],
        },
        "deck": ["1", "6", "7"],
        "discard_pile": ["8"],
        "field": {"parent": "ann", "number": 3, "cards": ["3"], "copiers": []},
        "current": "bob",
        "phase": "respond",
        "coins": {"ann": 25, "bob": 25, "cy": 25},
        "game_number": 1,
        "starter": "ann",
        "turns": 1,
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
    assert [len(state["hands"][p]) for p in PLAYERS] == [5, 5, 5]  # C2
    assert len(state["deck"]) == 52 - 15
    assert state["coins"] == {p: 25 for p in PLAYERS}
    assert state["phase"] == "lead" and state["field"] is None
    assert state["options"]["stakes"] == 1 and len(state["options"]["deck"]) == 52


def test_setup_from_a_physical_deck_deals_one_card_at_a_time_from_the_starter(post, client):
    catalogue = client.get(BASE).get_json()["catalogue"]["cards"]
    deck = [c["code"] for c in catalogue for _ in range(c["copies"])]
    body = {"players": ["ann", "bob"], "deck": deck, "starter": "bob"}
    state = post(f"{BASE}/setup", body).get_json()["state"]
    assert state["hands"]["bob"] == deck[0:12:2]
    assert state["hands"]["ann"] == deck[1:12:2]
    assert state["deck"] == deck[12:]
    assert state["current"] == state["starter"] == "bob"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": ["solo"]}, "players"),
        ({"players": ["a", "b", "c", "d", "e", "f"]}, "players"),  # C14: two decks needed
        ({"players": ["a", "a"]}, "players"),
        ({"players": ["a", "b"], "starter": "zed"}, "starter"),
        ({"players": ["a", "b"], "options": {"speed": 2}}, "options"),
        ({"players": ["a", "b"], "options": {"stakes": 11}}, "options"),
        ({"players": ["a", "b"], "options": {"sets": 2}}, "options"),
        ({"players": ["a", "b"], "options": {"deck": ["1", "0"]}}, "options"),
        ({"players": ["a", "b"], "deck": ["1"]}, "deck"),
        ({"players": ["a b", "c"]}, "players"),
        ({"players": ["a", "b"], "colour": "red"}, "colour"),
    ],
)
def test_setup_rejects_bad_bodies_naming_the_field(post, body, field):
    response = post(f"{BASE}/setup", body)
    assert_error_at(response, [field])


def test_setup_with_two_decks_seats_eight(post):
    players = [f"p{i}" for i in range(8)]
    body = {"players": players, "seed": "big", "options": {"decks": 2}}
    state = post(f"{BASE}/setup", body).get_json()["state"]
    assert len(state["deck"]) == 104 - 40


def test_validate_move_applies_a_legal_copy_and_the_parent_pays(post):
    move = {"type": "copy", "player": "bob", "cards": ["3", "1/2/3"], "number": 3}
    body = post(f"{BASE}/validate-move", {"state": midgame(), "move": move}).get_json()
    assert body["legal"] is True
    assert body["state"]["field"] == {
        "parent": "ann",
        "number": 3,
        "cards": ["3", "3", "1/2/3"],
        "copiers": ["bob"],
    }
    assert body["state"]["coins"] == {"ann": 23, "bob": 27, "cy": 25}  # C4
    assert body["state"]["current"] == "cy"
    assert body["events"] == [
        {"type": "cards_copied", "player": "bob", "cards": ["3", "1/2/3"], "number": 3},
        {"type": "coins_paid", "from": "ann", "to": "bob", "coins": 2},
    ]
    assert body["result"] is None


def test_validate_move_ends_a_game_with_a_meow_result(post):
    state = midgame(
        phase="drawn",
        field=None,
        hands={"ann": ["5", "12"], "bob": ["1", "2"], "cy": ["2", "4"]},
    )
    body = post(
        f"{BASE}/validate-move", {"state": state, "move": {"type": "meow", "player": "bob"}}
    ).get_json()
    assert body["legal"] is True
    assert body["result"] == {
        "end": "meow_success",
        "by": "bob",
        "totals": {"ann": 17, "bob": 3, "cy": 6},
        "transfers": [
            {"from": "cy", "to": "bob", "coins": 3},
            {"from": "ann", "to": "bob", "coins": 3},
        ],
        "coins": {"ann": 22, "bob": 31, "cy": 22},
        "set_over": False,
        "match_over": False,
        "winners": [],
        "next_starter": "bob",
    }
    assert body["state"]["phase"] == "game_over"


@pytest.mark.parametrize(
    ("move", "code", "rule"),
    [
        ({"type": "copy", "player": "cy", "cards": ["2"], "number": 3}, "NOT_YOUR_TURN", "G1"),
        (
            {"type": "copy", "player": "bob", "cards": ["9"], "number": 3},
            "CARDS_DO_NOT_SHOW_NUMBER",
            "C4",
        ),
        (
            {"type": "copy", "player": "bob", "cards": ["9"], "number": 9},
            "NUMBER_DOES_NOT_MATCH_FIELD",
            "C4",
        ),
        ({"type": "copy", "player": "bob", "cards": ["4"], "number": 3}, "CARD_NOT_IN_HAND", "G3"),
        ({"type": "copy", "player": "bob", "cards": [], "number": 3}, "NO_CARDS", "C4"),
        ({"type": "meow", "player": "bob"}, "WRONG_PHASE", "G2"),
        ({"type": "lead", "player": "bob", "cards": ["9"], "number": 9}, "WRONG_PHASE", "G2"),
        ({"type": "next_game", "player": "cy"}, "WRONG_PHASE", "G2"),
    ],
)
def test_validate_move_rejects_an_illegal_move_with_its_reason(post, move, code, rule):
    response = post(f"{BASE}/validate-move", {"state": midgame(), "move": move})
    assert response.status_code == 200
    body = response.get_json()
    assert body["legal"] is False
    assert (body["reason"]["code"], body["reason"]["rule"]) == (code, rule)
    assert body["reason"]["message"]


def test_validate_move_full_circle_and_meow_limits(post):
    circle = midgame(
        field={"parent": "ann", "number": 3, "cards": ["3", "3", "3"], "copiers": ["bob", "cy"]},
        current="ann",
        hands={"ann": ["3", "12"], "bob": ["9"], "cy": ["2"]},
    )
    move = {"type": "copy", "player": "ann", "cards": ["3"], "number": 3}
    reason = post(f"{BASE}/validate-move", {"state": circle, "move": move}).get_json()["reason"]
    assert (reason["code"], reason["rule"]) == ("CANNOT_COPY_OWN_LEAD", "C6")
    drawn = midgame(phase="drawn", field=None, options={"meow_locked_turns": 2})
    reason = post(
        f"{BASE}/validate-move", {"state": drawn, "move": {"type": "meow", "player": "bob"}}
    ).get_json()["reason"]
    assert (reason["code"], reason["rule"]) == ("MEOW_LOCKED", "C12")


@pytest.mark.parametrize(
    ("state", "move", "path"),
    [
        (
            midgame(hands={"ann": ["13"], "bob": ["1"], "cy": ["2"]}),
            None,
            ["state", "hands", "ann"],
        ),
        (midgame(hands={"ann": ["1"], "bob": ["1"]}), None, ["state", "hands", "cy"]),
        (midgame(deck=["3"] * 4), None, ["state", "_schema"]),
        (midgame(current="zed"), None, ["state", "current"]),
        (midgame(current="cy"), None, ["state", "current"]),
        (midgame(phase="paused"), None, ["state", "phase"]),
        (midgame(coins={"ann": -1, "bob": 0, "cy": 0}), None, ["state", "coins"]),
        (midgame(coins={"ann": 50, "bob": 50, "cy": 0}), None, ["state", "coins"]),
        (midgame(hands="many"), None, ["state", "hands"]),
        (midgame(field=None), None, ["state", "field"]),
        (
            midgame(field={"parent": "ann", "number": 3, "cards": ["4"], "copiers": []}),
            None,
            ["state", "field"],
        ),
        (midgame(game_number=7), None, ["state", "game_number"]),
        (midgame(game_number=0), None, ["state", "game_number"]),
        (
            midgame(field={"parent": "ann", "number": 3, "cards": ["3"], "copiers": [], "x": 1}),
            None,
            ["state", "field", "x"],
        ),
        (midgame(game_number="1"), None, ["state", "game_number"]),
        (midgame(set_points={"ann": "x", "bob": 0, "cy": 0}), None, ["state", "set_points"]),
        (midgame(winner="ann"), None, ["state", "winner"]),
        (
            midgame(),
            {"type": "copy", "player": "bob", "cards": ["0"], "number": 3},
            ["move", "cards"],
        ),
        (
            midgame(),
            {"type": "copy", "player": "zed", "cards": ["3"], "number": 3},
            ["move", "player"],
        ),
        (midgame(), {"type": "copy", "player": "bob", "cards": ["3"]}, ["move", "number"]),
        (
            midgame(),
            {"type": "copy", "player": "bob", "cards": ["3"], "number": "3"},
            ["move", "number"],
        ),
        (
            midgame(),
            {"type": "copy", "player": "bob", "cards": ["3"], "number": 13},
            ["move", "number"],
        ),
        (midgame(), {"type": "fly", "player": "bob"}, ["move", "type"]),
        (
            midgame(),
            {"type": "copy", "player": "bob", "cards": "3", "number": 3},
            ["move", "cards"],
        ),
        (
            midgame(),
            {"type": "copy", "player": "bob", "cards": ["3"], "number": True},
            ["move", "number"],
        ),
        (midgame(), {"type": "draw", "player": "bob", "extra": 1}, ["move", "extra"]),
    ],
)
def test_validate_move_rejects_malformed_input_and_impossible_states(post, state, move, path):
    move = move or {"type": "draw", "player": "bob"}
    response = post(f"{BASE}/validate-move", {"state": state, "move": move})
    assert_error_at(response, path)


def test_legal_moves_lists_copies_then_the_draw_and_respects_the_limit(post):
    body = post(f"{BASE}/legal-moves", {"state": midgame()}).get_json()
    assert body["player"] == "bob"
    assert body["truncated"] is False
    copy = {"type": "copy", "player": "bob", "cards": ["1/2/3", "3", "3"], "number": 3}
    assert copy in body["moves"]
    assert len(body["moves"]) == 6  # 0-2 threes x 0-1 special, minus none; then the draw
    assert body["moves"][-1] == {"type": "draw", "player": "bob"}
    limited = post(f"{BASE}/legal-moves", {"state": midgame(), "limit": 2}).get_json()
    assert limited["moves"] == body["moves"][:2]
    assert limited["truncated"] is True
    assert post(f"{BASE}/legal-moves", {"state": midgame(), "limit": 0}).status_code == 422


def test_legal_moves_at_game_over_lists_next_game_for_every_player(post):
    state = midgame(phase="game_over", hands={"ann": [], "bob": ["9"], "cy": ["2"]})
    body = post(f"{BASE}/legal-moves", {"state": state}).get_json()
    assert body["player"] is None
    assert body["moves"] == [{"type": "next_game", "player": p} for p in PLAYERS]


def test_score_with_and_without_a_declarer(post):
    body = {
        "players": PLAYERS,
        "hands": {"ann": ["5"], "bob": ["1", "1/2/3"], "cy": ["2"]},
        "coins": {"ann": 25, "bob": 25, "cy": 25},
    }
    meow = post(f"{BASE}/score", {**body, "declarer": "bob"})
    assert meow.status_code == 200
    assert meow.get_json() == {
        "end": "meow_failed",
        "by": "bob",
        "totals": {"ann": 5, "bob": 2, "cy": 2},
        "transfers": [{"from": "bob", "to": "cy", "coins": 6}],
        "coins": {"ann": 25, "bob": 19, "cy": 31},
        "knocked_out": [],
    }
    deck_out = post(f"{BASE}/score", {**body, "game_number": 4, "options": {"stakes": 3}})
    assert deck_out.get_json()["transfers"] == [
        {"from": "ann", "to": "bob", "coins": 3},
        {"from": "ann", "to": "cy", "coins": 3},
    ]


def test_score_rejects_an_unknown_card_and_a_missing_player(post):
    coins = {"a": 25, "b": 25}
    bad_card = post(
        f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": ["x"], "b": []}, "coins": coins}
    )
    assert bad_card.status_code == 422
    assert "a" in bad_card.get_json()["errors"]["hands"]
    missing = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": []}, "coins": coins})
    assert missing.status_code == 422
    assert "b" in missing.get_json()["errors"]["hands"]
    no_coins = post(f"{BASE}/score", {"players": ["a", "b"], "hands": {"a": [], "b": []}})
    assert "coins" in no_coins.get_json()["errors"]


def test_replay_reproduces_validate_move_step_by_step(post):
    setup = {"players": PLAYERS, "seed": "replay-seed", "options": {"stakes": 2}}
    state = post(f"{BASE}/setup", setup).get_json()["state"]
    moves, results = [], []
    for _ in range(60):
        listed = post(f"{BASE}/legal-moves", {"state": state}).get_json()
        if not listed["moves"]:
            break
        move = listed["moves"][-1]
        moves.append(move)
        body = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()
        state = body["state"]
        if body["result"] is not None:
            results.append(body["result"])
    replayed = post(f"{BASE}/replay", {"setup": setup, "moves": moves}).get_json()
    assert replayed["valid"] is True
    assert replayed["state"] == state
    assert replayed["results"] == results and results


def test_game_detail_lists_options_reasons_and_catalogue(client):
    body = client.get(BASE).get_json()
    assert body["players"] == {"min": 2, "max": 8}
    assert body["options"]["special_meow_value"]["default"] == "lowest"
    assert body["options"]["sets"]["choices"] == [1, 3, 5]
    codes = {r["code"]: r["rule"] for r in body["reason_codes"]}
    assert codes["MEOW_LOCKED"] == "C12" and codes["CARD_NOT_IN_HAND"] == "G3"
    assert sum(c["copies"] for c in body["catalogue"]["cards"]) == 52
    assert {
        "code": "9/10/11",
        "type": "special",
        "numbers": [9, 10, 11],
        "meow_value": 9,
        "copies": 1,
    } in body["catalogue"]["cards"]
    assert body["move_types"] == ["lead", "copy", "draw", "meow", "next_game"]


# -- C10 debt and C7/C9 reveal, through the stateless endpoints and a session --------------


def knockout_example() -> dict[str, Any]:
    """docs/rules.md C10's example: ann (a) led a 7 holding 1 coin; bob (36) copies next."""
    return midgame(
        hands={"ann": ["5", "12"], "bob": ["7", "7", "7", "9"], "cy": ["2", "4"]},
        field={"parent": "ann", "number": 7, "cards": ["7"], "copiers": []},
        coins={"ann": 1, "bob": 36, "cy": 38},
        options={"knockout": True},
        deck=["1", "6"],
    )


def test_validate_move_knockout_completes_the_payment_below_0_and_the_causer_wins(post):
    move = {"type": "copy", "player": "bob", "cards": ["7", "7", "7"], "number": 7}
    body = post(f"{BASE}/validate-move", {"state": knockout_example(), "move": move}).get_json()
    assert body["legal"] is True
    result = body["result"]
    assert (result["end"], result["by"]) == ("knockout", "ann")
    assert result["transfers"] == [{"from": "ann", "to": "bob", "coins": 3}]
    assert result["coins"] == body["state"]["coins"] == {"ann": -2, "bob": 39, "cy": 38}
    assert (result["match_over"], result["winners"]) == (True, ["bob"])
    assert {"type": "player_knocked_out", "player": "ann"} in body["events"]
    # The state the engine made loads back (no listing is left after the match), and
    # negative coins are refused where no knockout left them.
    after = post(f"{BASE}/legal-moves", {"state": body["state"]})
    assert after.status_code == 200 and after.get_json()["moves"] == []
    playing = {**knockout_example(), "coins": body["state"]["coins"]}
    assert_error_at(post(f"{BASE}/legal-moves", {"state": playing}), ["state", "coins", "ann"])
    no_option = {**body["state"], "game_number": 6, "options": {"knockout": False}}
    assert_error_at(post(f"{BASE}/legal-moves", {"state": no_option}), ["state", "coins", "ann"])


def test_validate_move_lends_10_to_a_payer_left_at_exactly_0(post):
    state = midgame(coins={"ann": 2, "bob": 25, "cy": 48})
    move = {"type": "copy", "player": "bob", "cards": ["3", "1/2/3"], "number": 3}
    body = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()
    assert body["events"][1:] == [
        {"type": "coins_paid", "from": "ann", "to": "bob", "coins": 2},
        {"type": "coins_paid", "from": "cy", "to": "ann", "coins": 10, "loan": True},
    ]
    assert body["state"]["coins"] == {"ann": 10, "bob": 27, "cy": 38}


def test_score_under_knockout_lets_coins_drop_below_0(post):
    body = {
        "players": PLAYERS,
        "hands": {"ann": ["5"], "bob": ["1"], "cy": ["2"]},
        "coins": {"ann": 2, "bob": 25, "cy": 48},
        "declarer": "bob",
        "options": {"knockout": True},
    }
    scored = post(f"{BASE}/score", body).get_json()
    assert scored["transfers"] == [
        {"from": "cy", "to": "bob", "coins": 3},
        {"from": "ann", "to": "bob", "coins": 3},
    ]
    assert scored["coins"] == {"ann": -1, "bob": 31, "cy": 45}
    assert scored["knocked_out"] == ["ann"]


def full_state(client: Any, session_id: str) -> dict[str, Any]:
    """The test's privileged look at a session's whole state, in the app's store."""
    snap = client.application.extensions["store"].get(session_id)
    return dict(snap.record["state"])


def play_session_until(client: Any, post: Any, prefer: str, seed: str) -> tuple[Any, Any]:
    """Creates a Copy Cat session and plays it through its seats until a game ends, always
    declining: leading the most cards and calling Meow as soon as it is allowed
    (prefer="meow"), or leading one card until the deck runs out (prefer="deck_out").
    Every move is also sent to the stateless validate-move on the full state, which must
    agree with the session's answer. Returns the session's creation body and the last
    move's answer."""
    created = client.post(
        "/v1/sessions", json={"game": "copycat", "players": PLAYERS, "seed": seed}
    )
    session = created.get_json()
    for _ in range(200):
        state = full_state(client, session["id"])
        listed = post(f"{BASE}/legal-moves", {"state": state}).get_json()["moves"]
        kinds = [m["type"] for m in listed]
        if prefer == "meow" and "meow" in kinds:
            move = listed[kinds.index("meow")]
        elif "draw" in kinds:
            move = listed[kinds.index("draw")]
        else:  # the first lead is one card; the longest empties a hand towards a Meow
            leads = [m for m in listed if m["type"] == "lead"]
            move = max(leads, key=lambda m: len(m["cards"])) if prefer == "meow" else leads[0]
        token = session["seats"][move["player"]]
        answer = client.post(
            f"/v1/sessions/{session['id']}/moves",
            json={"move": move},
            headers={"Authorization": f"Bearer {token}"},
        ).get_json()
        stateless = post(f"{BASE}/validate-move", {"state": state, "move": move}).get_json()
        assert (answer["events"], answer["result"]) == (stateless["events"], stateless["result"])
        assert stateless["state"] == {**full_state(client, session["id"]), "rules_version": 2}
        if answer["result"] is not None:
            return session, answer
    raise AssertionError("no game ended")


@pytest.mark.parametrize(
    ("prefer", "ends"), [("meow", {"meow_success", "meow_failed"}), ("deck_out", {"deck_out"})]
)
def test_a_session_shows_every_hand_to_every_reader_after_a_meow_or_a_deck_out(
    client, post, prefer, ends
):
    session, answer = play_session_until(client, post, prefer, seed=f"reveal-{prefer}")
    assert answer["result"]["end"] in ends
    url = f"/v1/sessions/{session['id']}"
    hands = full_state(client, session["id"])["hands"]
    assert all(hands.values())
    assert answer["state"]["hands"] == hands  # the mover's answer
    tokens: dict[str | None, str] = {None: "", **session["seats"]}
    for reader, token in tokens.items():
        headers = {"Authorization": f"Bearer {token}"} if reader else {}
        view = client.get(url, headers=headers).get_json()["state"]
        assert view["hands"] == hands, reader
        assert isinstance(view["deck"], int) and "seed" not in view  # only the hands
    # The next deal hides them again.
    nxt = client.post(
        f"{url}/moves",
        json={"move": {"type": "next_game", "player": "cy"}},
        headers={"Authorization": f"Bearer {session['seats']['cy']}"},
    ).get_json()
    dealt = full_state(client, session["id"])["hands"]
    assert nxt["state"]["hands"] == {"ann": 5, "bob": 5, "cy": dealt["cy"]}
    assert client.get(url).get_json()["state"]["hands"] == {"ann": 5, "bob": 5, "cy": 5}
