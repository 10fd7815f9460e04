"""Meow 10 rules: the rulebook's worked examples and one test per reading (M1-M10) of
docs/rules.md."""

from __future__ import annotations

from typing import Any

import pytest

from engines import IllegalMove, InvalidInput
from engines.base import NOBODY, Outcome, Seat, Step
from engines.meow10 import Draw, Meow10, NextRound, Play, State, Status

GAME = Meow10()
PLAYERS = ["ann", "bob", "cy"]


def state(**changes: Any) -> State:
    """A loaded 3-player state in play; `changes` override any wire field."""
    raw: dict[str, Any] = {
        "players": PLAYERS,
        "hands": {"ann": ["fox-3"], "bob": ["tabby-1", "tabby-2"], "cy": ["calico-4"]},
        "draw_pile": ["sphynx-1", "ragdoll-2", "tuxedo-3", "persian-4", "bengal-4"],
        "discard_pile": ["fox-2"],
        "current": "ann",
        "starter": "ann",
        "status": "playing",
        "seed": "fixed",
    }
    raw.update(changes)
    return GAME.load_state(raw)


def play(s: State, player: str, *cards: str) -> Step[State]:
    return GAME.apply(s, GAME.load_move(s, {"type": "play", "player": player, "cards": cards}))


def draw(s: State, player: str, count: int | None = None) -> Step[State]:
    return GAME.apply(s, Draw(player=player, count=count))


def reason(excinfo: pytest.ExceptionInfo[IllegalMove]) -> tuple[str, str]:
    return excinfo.value.code, excinfo.value.rule


# -- the rulebook's worked examples --------------------------------------------------


def test_dodam_plays_two_twos_on_a_two():
    """Condition 1: the top card is a 2, so Dodam may play up to 2 cards; two 2s match."""
    s = state(
        hands={"ann": ["tabby-2", "calico-2", "sphynx-4"], "bob": ["fox-1"], "cy": ["fox-1"]},
        discard_pile=["bengal-2"],
    )
    out = play(s, "ann", "tabby-2", "calico-2")
    assert out.state.discard_pile[-2:] == ("tabby-2", "calico-2")
    assert out.state.hands["ann"] == ("sphynx-4",)


def test_ella_plays_a_fox_three_then_a_siamese_three_on_a_red_fox_two():
    """Condition 2: fox-3 matches the red colour; siamese-3 then matches the new number."""
    s = state(hands={"ann": ["fox-3", "siamese-3", "tuxedo-1"], "bob": ["fox-1"], "cy": ["fox-1"]})
    out = play(s, "ann", "fox-3", "siamese-3")
    assert out.state.discard_pile == ("fox-2", "fox-3", "siamese-3")
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "ann", "siamese-3", "fox-3")  # siamese-3 matches neither the 2 nor red
    assert reason(excinfo) == ("CARD_DOES_NOT_MATCH", "M3")


def test_jay_plays_a_rainbow_with_green_and_blue_twos():
    """A rainbow matches anything; bengal-2 matches the rainbow; russian-blue-2 the 2."""
    s = state(
        hands={
            "ann": ["rainbow", "bengal-2", "russian-blue-2", "fox-1"],
            "bob": ["fox-1"],
            "cy": ["fox-4"],
        },
        discard_pile=["persian-3"],
    )
    out = play(s, "ann", "rainbow", "bengal-2", "russian-blue-2")
    assert out.state.discard_pile[-3:] == ("rainbow", "bengal-2", "russian-blue-2")
    assert out.state.hands["ann"] == ("fox-1",)
    assert out.state.current == "bob"


# -- M1 components ---------------------------------------------------------------------


def test_m1_the_deck_has_54_cards_of_ten_types():
    cards = GAME.catalogue(GAME.resolve_options(None))["cards"]
    assert sum(c["copies"] for c in cards) == 54
    assert sum(c["copies"] for c in cards if c["number"] == 1) == 20
    for n in (2, 3, 4):
        assert sum(c["copies"] for c in cards if c["number"] == n) == 10
    assert next(c for c in cards if c["code"] == "rainbow")["copies"] == 4


def test_m1_types_option_renames_cards_and_shared_colours_match():
    types = [{"id": f"t{i}", "color": "grey" if i < 2 else f"c{i}"} for i in range(10)]
    s = state(
        options={"types": types},
        hands={"ann": ["t1-3"], "bob": ["t2-1"], "cy": ["t3-1"]},
        draw_pile=["t4-1", "t5-1"],
        discard_pile=["t0-2"],
    )
    out = play(s, "ann", "t1-3")  # same colour "grey", different type and number
    assert out.state.discard_pile == ("t0-2", "t1-3")
    with pytest.raises(InvalidInput) as excinfo:
        state(options={"types": types})  # fox-3 is not a card under these types
    assert "hands" in excinfo.value.errors


@pytest.mark.parametrize(
    "types",
    [
        [{"id": "fox", "color": "red"}] * 10,
        [{"id": f"t{i}", "color": "x"} for i in range(9)],
        [{"id": "rainbow", "color": "x"}] + [{"id": f"t{i}", "color": "x"} for i in range(9)],
        [{"id": "Fox", "color": "x"}] + [{"id": f"t{i}", "color": "x"} for i in range(9)],
    ],
)
def test_m1_types_option_is_checked(types):
    with pytest.raises(InvalidInput) as excinfo:
        GAME.resolve_options({"types": types})
    assert "types" in excinfo.value.errors


# -- M2 deal, M10 starter -------------------------------------------------------------------


@pytest.mark.parametrize(("count", "size"), [(2, 8), (3, 7), (4, 6), (5, 5)])
def test_m2_hand_sizes_and_the_turned_up_card(count, size):
    players = [f"p{i}" for i in range(count)]
    s = GAME.setup(players, seed="deal")
    assert all(len(s.hands[p]) == size for p in players)
    assert len(s.discard_pile) == 1
    assert len(s.draw_pile) == 54 - count * size - 1


def test_m10_the_first_player_starts_unless_a_starter_is_given():
    assert GAME.setup(PLAYERS, seed="a").current == "ann"
    s = GAME.setup(PLAYERS, seed="a", starter="cy")
    assert s.current == s.starter == "cy"


# -- M3 play limit and matching ----------------------------------------------------------


def test_m3_the_limit_is_the_top_number_at_the_start_of_the_turn():
    # The 1 on top allows one card, though the 4 played would allow more.
    s = state(
        hands={"ann": ["fox-4", "fox-3"], "bob": ["bengal-1"], "cy": ["calico-1"]},
        discard_pile=["tabby-1", "fox-1"],
    )
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "ann", "fox-4", "fox-3")
    assert reason(excinfo) == ("TOO_MANY_CARDS", "M3")
    assert play(s, "ann", "fox-4").state.hands["ann"] == ("fox-3",)


def test_m3_fewer_cards_than_the_limit_are_allowed_but_not_none():
    s = state(hands={"ann": ["fox-3", "fox-4"], "bob": ["fox-1"], "cy": ["fox-1"]})
    assert play(s, "ann", "fox-3").state.hands["ann"] == ("fox-4",)
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "ann")
    assert reason(excinfo) == ("NO_CARDS", "M3")


# -- M4 rainbow on top -------------------------------------------------------------------


def test_m4_rainbow_on_top_allows_playing_up_to_four_cards():
    hand = ["fox-1", "fox-2", "fox-3", "fox-4", "tabby-4"]
    s = state(
        hands={"ann": hand, "bob": ["bengal-1"], "cy": ["bengal-2"]}, discard_pile=["rainbow"]
    )
    out = play(s, "ann", "fox-1", "fox-2", "fox-3", "fox-4")
    assert out.state.hands["ann"] == ("tabby-4",)
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "ann", *hand)
    assert reason(excinfo) == ("TOO_MANY_CARDS", "M4")  # the limit is M4's, not a number's
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "ann")
    assert reason(excinfo) == ("NO_CARDS", "M4")


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_m4_rainbow_on_top_lets_the_player_choose_the_draw_count(count):
    s = state(discard_pile=["rainbow"])
    out = draw(s, "ann", count)
    assert out.state.hands["ann"] == ("fox-3", *s.draw_pile[:count])
    assert out.events == [{"type": "cards_drawn", "player": "ann", "count": count}]


def test_m4_rainbow_on_top_needs_a_draw_count():
    with pytest.raises(IllegalMove) as excinfo:
        draw(state(discard_pile=["rainbow"]), "ann")
    assert reason(excinfo) == ("DRAW_COUNT_REQUIRED", "M4")


# -- M5 draw -----------------------------------------------------------------------------


def test_m5_drawing_takes_n_from_the_draw_pile_even_when_a_play_is_possible():
    s = state()  # ann could play fox-3 on the fox-2
    out = draw(s, "ann")
    assert out.state.hands["ann"] == ("fox-3", "sphynx-1", "ragdoll-2")
    assert out.state.draw_pile == ("tuxedo-3", "persian-4", "bengal-4")
    assert out.state.discard_pile == ("fox-2",)
    assert out.state.current == "bob"
    assert draw(s, "ann", 2).state == out.state  # a count may repeat N


def test_m5_a_count_other_than_n_is_refused():
    with pytest.raises(IllegalMove) as excinfo:
        draw(state(), "ann", 1)
    assert reason(excinfo) == ("DRAW_COUNT_MISMATCH", "M5")


def test_m5_a_short_draw_pile_gives_what_is_left_and_ends_the_round():
    s = state(discard_pile=["fox-4"], draw_pile=["sphynx-1", "ragdoll-2"])
    out = draw(s, "ann")
    assert out.state.hands["ann"] == ("fox-3", "sphynx-1", "ragdoll-2")
    assert out.state.draw_pile == ()
    assert out.result is not None
    assert (out.result["end"], out.result["by"]) == ("draw_pile_empty", "ann")
    assert out.events[0] == {"type": "cards_drawn", "player": "ann", "count": 2}


# -- M6 round end, M7 scoring -------------------------------------------------------------

TEN_MINUS_ONE = [
    "fox-1",
    "tabby-1",
    "calico-1",
    "bengal-1",
    "russian-blue-1",
    "siamese-1",
    "persian-1",
    "sphynx-1",
    "ragdoll-1",
]


def test_m6_empty_hand_ends_the_round_and_m7_scores_the_hands():
    s = state(
        hands={"ann": ["fox-3"], "bob": ["tabby-1", "tabby-2", "rainbow"], "cy": ["calico-4"]}
    )
    out = play(s, "ann", "fox-3")
    assert out.result == {
        "end": "empty_hand",
        "by": "ann",
        "penalties": {"ann": 0, "bob": 3, "cy": 4},
        "totals": {"ann": 0, "bob": 3, "cy": 4},
        "next_starter": "cy",
        "game_over": False,
        "winners": [],
    }
    assert out.state.status is Status.ROUND_OVER
    assert out.state.totals == {"ann": 0, "bob": 3, "cy": 4}
    assert [e["type"] for e in out.events] == ["cards_played", "round_ended"]


def test_m6_a_ten_is_detected_without_a_declaration_and_m7_scores_its_hand_size():
    hand = [*TEN_MINUS_ONE, "fox-2"]
    s = state(
        hands={"ann": hand, "bob": ["tabby-4", "tabby-3"], "cy": ["calico-4"]},
        discard_pile=["tuxedo-1"],
        draw_pile=["tuxedo-2", "fox-4", "fox-3"],
    )
    out = draw(s, "ann")  # draws tuxedo-2: the tenth type
    assert out.result is not None
    assert (out.result["end"], out.result["by"]) == ("ten", "ann")
    assert out.result["penalties"] == {"ann": 0, "bob": 11, "cy": 11}


def test_m6_rainbows_stand_in_for_missing_types():
    hand = [*TEN_MINUS_ONE[:8], "rainbow"]  # 8 types + 1 rainbow: not yet a Ten
    s = state(
        hands={"ann": hand, "bob": ["tabby-4"], "cy": ["calico-4"]},
        discard_pile=["tuxedo-1"],
        draw_pile=["rainbow", "fox-4", "fox-3"],
    )
    out = draw(s, "ann")
    assert out.result is not None and out.result["end"] == "ten"


def test_m6_a_ten_takes_priority_over_the_empty_draw_pile():
    s = state(
        hands={"ann": TEN_MINUS_ONE, "bob": ["tabby-4"], "cy": ["calico-4"]},
        discard_pile=["tuxedo-1"],
        draw_pile=["tuxedo-3"],
    )
    out = draw(s, "ann")
    assert out.state.draw_pile == ()
    assert out.result is not None and out.result["end"] == "ten"


# -- M8 next starter ---------------------------------------------------------------------


def test_m8_cumulative_most_points_starts_next():
    s = state(
        totals={"ann": 0, "bob": 1, "cy": 20},
        starter="bob",
        hands={"ann": ["fox-3"], "bob": ["tabby-4", "tabby-3"], "cy": ["calico-1"]},
    )
    out = play(s, "ann", "fox-3")
    assert out.result is not None
    assert out.result["totals"] == {"ann": 0, "bob": 8, "cy": 21}
    assert out.result["next_starter"] == "cy"


def test_m8_any_tie_for_most_keeps_the_previous_starter_even_if_not_tied():
    s = state(
        totals={"ann": 0, "bob": 4, "cy": 5},
        starter="ann",
        hands={"ann": ["fox-3"], "bob": ["tabby-4"], "cy": ["calico-3"]},
    )
    out = play(s, "ann", "fox-3")
    assert out.result is not None
    assert out.result["totals"] == {"ann": 0, "bob": 8, "cy": 8}
    assert out.result["next_starter"] == "ann"


def test_m8_option_round_uses_the_rounds_own_penalties():
    s = state(
        options={"next_starter": "round"},
        totals={"ann": 0, "bob": 0, "cy": 20},
        hands={"ann": ["fox-3"], "bob": ["tabby-4"], "cy": ["calico-1"]},
    )
    out = play(s, "ann", "fox-3")
    assert out.result is not None
    assert out.result["next_starter"] == "bob"  # 4 this round beats cy's 1, despite cy's 21


def test_next_round_deals_from_the_seed_with_the_m8_starter():
    s = state(hands={"ann": ["fox-3"], "bob": ["tabby-4"], "cy": ["calico-1"]})
    over = play(s, "ann", "fox-3").state
    first = GAME.apply(over, NextRound(player="cy"))
    again = GAME.apply(over, NextRound(player="ann"))
    assert first.state == again.state  # any player; the deal depends on the seed only
    new = first.state
    assert new.round == 2 and new.status is Status.PLAYING
    assert new.starter == new.current == "bob"
    assert new.totals == {"ann": 0, "bob": 4, "cy": 1}
    assert sum(len(h) for h in new.hands.values()) + len(new.draw_pile) + 1 == 54
    assert first.events == [{"type": "round_started", "round": 2, "starter": "bob"}]


# -- M9 game end -------------------------------------------------------------------------


def test_m9_the_game_ends_at_30_and_ties_for_fewest_share_the_win():
    s = state(
        totals={"ann": 10, "bob": 6, "cy": 28},
        hands={"ann": ["fox-3"], "bob": ["tabby-4"], "cy": ["calico-2"]},
    )
    out = play(s, "ann", "fox-3")
    assert out.result is not None
    assert out.result["totals"] == {"ann": 10, "bob": 10, "cy": 30}
    assert out.result["game_over"] is True
    assert out.result["winners"] == ["ann", "bob"]
    assert out.state.status is Status.GAME_OVER
    with pytest.raises(IllegalMove) as excinfo:
        GAME.apply(out.state, NextRound(player="ann"))
    assert reason(excinfo) == ("WRONG_PHASE", "G2")  # G2: after the game
    with pytest.raises(IllegalMove) as excinfo:
        GAME.apply(out.state, Draw(player="bob", count=1))
    assert reason(excinfo) == ("WRONG_PHASE", "G2")
    assert "game is over" in excinfo.value.message  # not "the round", nor "next_round may"
    assert GAME.outcome(out.state) == Outcome(("ann", "bob"), "score_limit")
    assert GAME.to_act(out.state) == NOBODY and list(GAME.legal_moves(out.state)) == []


# -- G1-G3 ----------------------------------------------------------------------------------


def test_g1_g2_g3_turn_phase_and_hand():
    s = state()
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "bob", "tabby-2")
    assert reason(excinfo) == ("NOT_YOUR_TURN", "G1")
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "ann", "fox-4")
    assert reason(excinfo) == ("CARD_NOT_IN_HAND", "G3")
    with pytest.raises(IllegalMove) as excinfo:
        play(s, "ann", "fox-3", "fox-3")  # one copy held, two played
    assert reason(excinfo) == ("CARD_NOT_IN_HAND", "G3")
    over = state(status="round_over")
    with pytest.raises(IllegalMove) as excinfo:
        play(over, "ann", "fox-3")
    assert reason(excinfo) == ("WRONG_PHASE", "G2")
    with pytest.raises(IllegalMove) as excinfo:
        GAME.apply(s, NextRound(player="ann"))
    assert reason(excinfo) == ("WRONG_PHASE", "G2")


# -- impossible states ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"draw_pile": ["rainbow"] * 5}, "_schema"),
        ({"hands": {"ann": ["fox-3"], "bob": ["fox-3"], "cy": []}}, "_schema"),
        ({"hands": {"ann": ["fox-3"], "bob": []}}, "hands"),
        ({"totals": {"ann": 31, "bob": 0, "cy": 0}}, "status"),
        ({"status": "game_over"}, "status"),
        ({"draw_pile": []}, "draw_pile"),
        ({"hands": {"ann": [], "bob": ["fox-1"], "cy": ["fox-1"]}}, "hands"),
        ({"hands": {"ann": TEN_MINUS_ONE + ["tuxedo-1"], "bob": [], "cy": []}}, "hands"),
    ],
)
def test_impossible_states_are_refused_naming_the_field(changes, field):
    with pytest.raises(InvalidInput) as excinfo:
        state(**changes)
    assert field in excinfo.value.errors


@pytest.mark.parametrize(
    ("changes", "path"),
    [
        ({"players": ["ann"] * 6}, ["players"]),
        ({"current": "dan"}, ["current"]),
        ({"starter": "dan"}, ["starter"]),
        ({"hands": {"ann": ["fox-3"], "bob": ["fox-9"], "cy": []}}, ["hands", "bob", "0"]),
        ({"discard_pile": ["fox-2", "wolf-1"]}, ["discard_pile", "1"]),
        ({"totals": {"ann": 0, "bob": 0, "cy": 0, "dan": 0}}, ["totals", "dan"]),
        ({"options": {"next_starter": "most"}}, ["options", "next_starter"]),
    ],
)
def test_what_only_the_game_knows_is_checked_by_the_engine(changes, path):
    """The schema has checked the wire's shape; the engine checks its meaning: who is
    seated, which codes the options make, and the options themselves."""
    with pytest.raises(InvalidInput) as excinfo:
        state(**changes)
    node: Any = excinfo.value.errors
    for key in path:
        node = node[key]
    assert isinstance(node, list) and node


def test_a_state_without_seed_gets_one_derived_from_its_content():
    raw = {k: v for k, v in GAME.to_wire(state()).items() if k != "seed"}
    assert GAME.load_state(raw).seed == GAME.load_state(dict(raw)).seed
    other = {**raw, "current": "bob"}
    assert GAME.load_state(raw).seed != GAME.load_state(other).seed
    assert GAME.load_state(raw).seed.startswith("derived:")


def test_a_state_goes_to_the_wire_and_back_unchanged():
    s = state(totals={"cy": 3, "ann": 1, "bob": 2})
    wire = GAME.to_wire(s)
    assert GAME.from_wire(wire) == s
    assert list(wire["totals"]) == ["cy", "ann", "bob"]  # as the client sent them
    assert wire["status"] == "playing" and type(wire["status"]) is str


def test_moves_go_to_the_wire_and_back_unchanged():
    for move in (
        Play(player="ann", cards=("fox-3",)),
        Draw(player="ann"),
        Draw(player="ann", count=2),
        NextRound(player="bob"),
    ):
        wire = GAME.move_to_wire(move)
        assert GAME.move_from_wire(wire) == move
    assert GAME.move_to_wire(Draw(player="ann")) == {"type": "draw", "player": "ann"}


def test_views_hide_other_hands_the_draw_pile_and_the_seed():
    s = state()
    view = GAME.view(s, "bob")
    assert view["hands"] == {"ann": 1, "bob": ["tabby-1", "tabby-2"], "cy": 1}
    assert view["draw_pile"] == 5
    assert "seed" not in view
    assert GAME.view(s, None)["hands"] == {"ann": 1, "bob": 2, "cy": 1}


def test_legal_moves_list_every_play_depth_first_in_code_order_then_the_draw():
    """The order is part of the contract (seeded playouts pick from it): each play before its
    extensions, candidates in code order, equal copies interchangeable (listed once)."""
    s = state(
        hands={
            "ann": ["fox-1", "rainbow", "tabby-2", "fox-1", "fox-4"],
            "bob": ["tabby-1"],
            "cy": ["calico-4"],
        },
        discard_pile=["fox-2"],  # limit 2
    )
    assert GAME.to_act(s) == Seat("ann")
    assert [m.cards if isinstance(m, Play) else None for m in GAME.legal_moves(s)] == [
        ("fox-1",),
        ("fox-1", "fox-1"),
        ("fox-1", "fox-4"),
        ("fox-1", "rainbow"),
        ("fox-4",),
        ("fox-4", "fox-1"),
        ("fox-4", "rainbow"),
        ("rainbow",),
        ("rainbow", "fox-1"),
        ("rainbow", "fox-4"),
        ("rainbow", "tabby-2"),
        ("tabby-2",),
        ("tabby-2", "rainbow"),
        None,  # the draw
    ]
