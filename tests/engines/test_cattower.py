"""Cat Tower rules: the rulebook's examples and one test per reading of docs/rules.md (T1-T8).

Most tests use `physical_dice` so the die face and token are fixed by the test; the seeded
rolls and flips have their own tests (T3). The rules are played through the engine's wire
face (`WireGame`), states and moves as docs/games/cattower.md writes them; the typed
values the contract speaks (the pending actions above all) have their own tests at the end.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from marshmallow import ValidationError

from engines import IllegalMove, InvalidInput, Step, WireGame
from engines.base import ANYONE, NOBODY, Outcome, Seat, readonly
from engines.cattower import (
    CAT_DECK,
    DIE_SIDES,
    EMPTY_TOWER,
    FACES,
    FULL_POOL,
    RUSH,
    CatTower,
    Face,
    Fall,
    Give,
    PendingFatty,
    PendingGive,
    PendingGivenCard,
    PendingRoll,
    PendingStack,
    Roll,
    Stack,
    State,
    Token,
    Tower,
    pending_from_wire,
    pending_to_wire,
)
from service.referee import REFEREES

GAME = WireGame(CatTower())
REFEREE = REFEREES["cattower"]
PLAYERS = ["ann", "bob", "cy"]
TOWER = ["cat-1", "cat-2", "cat-3"]


def wire_state(**changes: Any) -> dict[str, Any]:
    """A 3-player state on the wire with ann to roll; `changes` override any field."""
    raw: dict[str, Any] = {
        "players": PLAYERS,
        "hands": {
            "ann": ["cat-1", "cat-2", "cat-4"],
            "bob": ["cat-4", "cat-5"],
            "cy": ["cat-6", "cat-7"],
        },
        "tower": {"cat_cards": list(TOWER), "fatty_cards": 0, "tokens": []},
        "fatty_supply": 12,
        "token_pool": list(FULL_POOL),
        "discarded": [],
        "current": "ann",
        "direction": 1,
        "pending": {"action": "roll", "player": "ann"},
        "status": "playing",
        "seed": "fixed",
    }
    raw.update(changes)
    return raw


def state(**changes: Any) -> dict[str, Any]:
    """The wire state loaded (checked and normalised) by the engine."""
    return GAME.load_state(wire_state(**changes))


def physical(**changes: Any) -> dict[str, Any]:
    return state(options={"physical_dice": True}, **changes)


def act(s: dict[str, Any], **move: Any) -> Step[dict[str, Any]]:
    """Load and apply one move, as the service does."""
    return GAME.apply(s, GAME.load_move(s, move))


def roll(s: dict[str, Any], player: str, face: str | None = None) -> Step[dict[str, Any]]:
    return act(s, type="roll", player=player, **({"face": face} if face else {}))


def stack(
    s: dict[str, Any], player: str, card: str | None = None, **extra: Any
) -> Step[dict[str, Any]]:
    return act(s, type="stack", player=player, **({"card": card} if card else {}), **extra)


def give(s: dict[str, Any], player: str, to: str, card: str) -> Step[dict[str, Any]]:
    return act(s, type="give", player=player, to=to, card=card)


def reason(excinfo: pytest.ExceptionInfo[IllegalMove]) -> tuple[str, str]:
    return excinfo.value.code, excinfo.value.rule


def events_of(out: Step[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in out.events if e["type"] == kind]


def fatty_pending(player: str) -> dict[str, Any]:
    return {
        "action": "stack",
        "player": player,
        "kind": "fatty",
        "remaining": 1,
        "upside_down": False,
    }


def fatty_turn(s: dict[str, Any], player: str, token: str) -> Step[dict[str, Any]]:
    """`player` rolls Fatty Catty, stacks the card and flips `token` (physical dice)."""
    return stack(roll(s, player, "fatty_catty").state, player, token=token)


# -- T1 components, G4 options --------------------------------------------------------------


def test_t1_catalogue_lists_42_cat_cards_12_fatty_cards_15_tokens_and_the_die():
    cat = GAME.catalogue(GAME.resolve_options(None))
    assert [(c["code"], c["copies"]) for c in cat["cards"]] == [
        (f"cat-{i}", 6) for i in range(1, 8)
    ]
    assert cat["deck_size"] == 42
    assert cat["fatty_cards"] == {"copies": 12, "types": 2}
    assert {t["code"]: t["copies"] for t in cat["tokens"]} == {
        "all_cats_are_equal": 5,
        "turn_around": 2,
        "skip": 2,
        "fatty_catty": 2,
        "cat_belly": 2,
        "cat_paws": 2,
    }
    die = {d["face"]: d["sides"] for d in cat["die"]}
    assert die == {"one_cat": 2, "two_cats": 1, "dried_fish": 1, "fatty_catty": 1, "cat_paws": 1}
    assert cat["tower_base"] == {"2": 1, "3": 1, "4": 1, "5": 1, "6": 0}


def test_g4_describe_reports_both_options_and_catalogue_reports_what_is_in_force():
    described = GAME.describe()
    assert described["options"]["physical_dice"]["default"] is False
    assert described["options"]["variant"]["choices"] == ["standard", "rush"]
    assert described["players"] == {"min": 2, "max": 6}
    assert {r["code"]: r["rule"] for r in described["reason_codes"]}["NOT_YOUR_TURN"] == "G1"
    rush = GAME.catalogue(GAME.resolve_options({"variant": "rush", "physical_dice": True}))
    assert rush["variant"] == "rush" and rush["physical_dice"] is True
    assert set(rush["tower_base"].values()) == {0}  # T8: everyone builds from nothing


@pytest.mark.parametrize(
    "options", [{"colour": "red"}, {"variant": "speed"}, {"physical_dice": "yes"}]
)
def test_g4_unknown_options_and_values_are_refused(options):
    with pytest.raises(InvalidInput) as excinfo:
        GAME.setup(PLAYERS, options=options, seed="x")
    assert set(excinfo.value.errors["options"]) == set(options)


# -- T2 setup -------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_t2_seven_cards_each_and_one_base_card_the_rest_stay_in_the_box(count):
    players = [f"p{i}" for i in range(count)]
    s = GAME.setup(players, seed="deal")
    assert all(len(s["hands"][p]) == 7 for p in players)
    assert len(s["tower"]["cat_cards"]) == 1
    in_play = sum(len(h) for h in s["hands"].values()) + 1
    assert in_play == 7 * count + 1  # the other 42 - in_play cards appear nowhere
    assert s["fatty_supply"] == 12 and len(s["token_pool"]) == 15
    assert s["pending"] == {"action": "roll", "player": "p0"} and s["direction"] == 1


def test_t2_six_players_get_all_42_cards_and_no_base_card():
    players = [f"p{i}" for i in range(6)]
    s = GAME.setup(players, seed="six")
    assert s["tower"]["cat_cards"] == []
    assert Counter(c for h in s["hands"].values() for c in h) == Counter(CAT_DECK)


def test_t2_a_given_deck_is_dealt_one_at_a_time_from_the_starter_then_the_base():
    deck = sorted(CAT_DECK, key=lambda c: (CAT_DECK.index(c) % 6, c))  # any exact order
    s = GAME.setup(["a", "b", "c"], seed="x", starter="b", deck=deck)
    assert s["hands"]["b"] == deck[0:21:3]
    assert s["hands"]["c"] == deck[1:21:3]
    assert s["hands"]["a"] == deck[2:21:3]
    assert s["tower"]["cat_cards"] == [deck[21]]
    assert s["current"] == "b" and s["pending"]["player"] == "b"


@pytest.mark.parametrize("deck", [list(CAT_DECK[:-1]), [*CAT_DECK[:-1], "cat-1"], "cat-1"])
def test_t2_a_deck_that_is_not_exactly_the_42_cat_cards_is_refused(deck):
    with pytest.raises(InvalidInput) as excinfo:
        GAME.setup(PLAYERS, seed="x", deck=deck)
    assert "deck" in excinfo.value.errors


def test_t2_the_same_seed_gives_the_same_game_and_no_seed_a_fresh_one():
    assert GAME.setup(PLAYERS, seed="s") == GAME.setup(PLAYERS, seed="s")
    a, b = GAME.setup(PLAYERS), GAME.setup(PLAYERS)
    assert a["seed"] != b["seed"] and len(a["seed"]) == 64


# -- T3 randomness ----------------------------------------------------------------------------


def test_t3_the_referee_rolls_from_the_seed_and_the_rolls_counter():
    s = state(rolls=4)
    first, again = roll(s, "ann"), roll(s, "ann")
    assert first.state == again.state and first.events == again.events
    assert first.state["rolls"] == 5
    faces = Counter(roll(state(rolls=n), "ann").events[0]["face"] for n in range(600))
    assert set(faces) == set(FACES)
    assert 150 <= faces["one_cat"] <= 250  # two sides of six: about 200 of 600


def test_t3_a_seeded_face_has_the_same_effect_as_the_same_face_reported():
    seeded = roll(state(), "ann")
    face = seeded.events[0]["face"]
    reported = roll(physical(), "ann", face)
    assert seeded.state["pending"] == reported.state["pending"]


def test_t3_physical_dice_needs_a_face_and_the_referee_refuses_one():
    with pytest.raises(IllegalMove) as excinfo:
        roll(physical(), "ann")
    assert reason(excinfo) == ("FACE_REQUIRED", "T3")
    with pytest.raises(IllegalMove) as excinfo:
        roll(state(), "ann", "one_cat")
    assert reason(excinfo) == ("FACE_NOT_ALLOWED", "T3")


def test_t3_the_referee_flips_a_pool_token_from_the_seed_and_the_flips_counter():
    s = roll(physical(), "ann", "fatty_catty").state
    seeded = state(pending=s["pending"], flips=2, token_pool=["skip", "turn_around"])
    out = stack(seeded, "ann")
    token = events_of(out, "token_flipped")[0]["token"]
    assert token in ("skip", "turn_around")
    assert out.state["flips"] == 3
    assert out.state["tower"]["tokens"] == [token]
    assert out.state["token_pool"] == [t for t in ("turn_around", "skip") if t != token]
    assert stack(seeded, "ann").state == out.state
    with pytest.raises(IllegalMove) as excinfo:
        stack(seeded, "ann", token="skip")
    assert reason(excinfo) == ("TOKEN_NOT_ALLOWED", "T3")


def test_t3_physical_dice_needs_the_flipped_token_and_it_must_be_in_the_pool():
    s = roll(physical(token_pool=["skip"]), "ann", "fatty_catty").state
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "ann")
    assert reason(excinfo) == ("TOKEN_REQUIRED", "T3")
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "ann", token="cat_belly")
    assert reason(excinfo) == ("TOKEN_NOT_IN_POOL", "T6")
    assert stack(s, "ann", token="skip").state["token_pool"] == []


# -- T6 die results ---------------------------------------------------------------------------


def test_t6_one_cat_stacks_one_card_then_the_turn_passes():
    s = roll(physical(), "ann", "one_cat").state
    assert s["pending"] == {
        "action": "stack",
        "player": "ann",
        "kind": "cat",
        "remaining": 1,
        "upside_down": False,
    }
    out = stack(s, "ann", "cat-4")
    assert out.state["tower"]["cat_cards"] == [*TOWER, "cat-4"]
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2"]
    assert out.state["pending"] == {"action": "roll", "player": "bob"}
    assert out.state["current"] == "bob"


def test_t6_two_cats_stacks_two_cards_one_after_another():
    s = roll(physical(), "ann", "two_cats").state
    assert s["pending"]["remaining"] == 2
    s = stack(s, "ann", "cat-1").state
    assert s["pending"]["player"] == "ann" and s["pending"]["remaining"] == 1
    s = stack(s, "ann", "cat-2").state
    assert s["tower"]["cat_cards"] == [*TOWER, "cat-1", "cat-2"]
    assert s["pending"] == {"action": "roll", "player": "bob"}


def test_t6_dried_fish_stacks_one_card_upside_down():
    s = roll(physical(), "ann", "dried_fish").state
    assert s["pending"]["upside_down"] is True and s["pending"]["remaining"] == 1
    out = stack(s, "ann", "cat-2")
    assert events_of(out, "stacked") == [
        {"type": "stacked", "player": "ann", "kind": "cat", "card": "cat-2", "upside_down": True}
    ]
    assert out.state["pending"]["player"] == "bob"


def test_t6_fatty_catty_die_stacks_a_fatty_card_and_flips_a_token_onto_it():
    s = roll(physical(), "ann", "fatty_catty").state
    assert s["pending"]["kind"] == "fatty"
    out = stack(s, "ann", token="turn_around")
    assert out.state["tower"] == {"cat_cards": TOWER, "fatty_cards": 1, "tokens": ["turn_around"]}
    assert out.state["fatty_supply"] == 11
    assert len(out.state["token_pool"]) == 14
    assert Counter(out.state["token_pool"])["turn_around"] == 1


def test_t6_fatty_catty_die_with_an_empty_supply_skips_the_action():
    out = roll(physical(fatty_supply=0), "ann", "fatty_catty")
    assert events_of(out, "action_skipped")[0]["reason"] == "fatty_supply_empty"
    assert out.state["pending"] == {"action": "roll", "player": "bob"}


def test_t6_with_the_token_pool_empty_no_token_is_flipped():
    s = roll(physical(token_pool=[]), "ann", "fatty_catty").state
    out = stack(s, "ann")
    assert events_of(out, "action_skipped")[0]["reason"] == "token_pool_empty"
    assert out.state["tower"]["fatty_cards"] == 1 and out.state["tower"]["tokens"] == []
    assert out.state["pending"] == {"action": "roll", "player": "bob"}


def test_t6_cat_paws_die_the_roller_picks_a_player_who_stacks_the_card():
    s = roll(physical(), "ann", "cat_paws").state
    assert s["pending"] == {"action": "give", "player": "ann"}
    given = give(s, "ann", "cy", "cat-4")
    s = given.state
    assert s["hands"]["ann"] == ["cat-1", "cat-2"]
    assert s["hands"]["cy"] == ["cat-6", "cat-7", "cat-4"]
    assert s["pending"] == {
        "action": "stack",
        "player": "cy",
        "kind": "cat",
        "remaining": 1,
        "upside_down": False,
        "card": "cat-4",
    }
    assert s["current"] == "ann"
    out = stack(s, "cy", "cat-4")
    assert out.state["tower"]["cat_cards"] == [*TOWER, "cat-4"]
    assert out.state["hands"]["cy"] == ["cat-6", "cat-7"]
    assert out.state["pending"] == {"action": "roll", "player": "bob"}  # after the roller


def test_t6_cat_paws_die_the_stacker_takes_the_falling_penalty():
    s = give(roll(physical(), "ann", "cat_paws").state, "ann", "cy", "cat-4").state
    out = stack(s, "cy", "cat-4", fell={"stacked": True, "cat_cards": 1})
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2"]
    assert out.state["hands"]["cy"] == ["cat-6", "cat-7", "cat-4", "cat-3"]


def test_t6_cat_paws_the_recipient_must_stack_the_given_card_and_give_goes_to_another():
    s = roll(physical(), "ann", "cat_paws").state
    with pytest.raises(IllegalMove) as excinfo:
        give(s, "ann", "ann", "cat-4")
    assert reason(excinfo) == ("WRONG_RECIPIENT", "T6")
    s = give(s, "ann", "bob", "cat-1").state
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "bob", "cat-4")  # bob holds a cat-4, but was given cat-1
    assert reason(excinfo) == ("MUST_STACK_GIVEN_CARD", "T6")


# -- T6 tokens ----------------------------------------------------------------------------------


def test_t6_turn_around_reverses_the_playing_order():
    out = fatty_turn(physical(), "ann", "turn_around")
    assert out.state["direction"] == -1
    assert events_of(out, "direction_reversed") == [
        {"type": "direction_reversed", "player": "ann", "direction": -1}
    ]
    assert out.state["pending"] == {"action": "roll", "player": "cy"}
    s = stack(roll(out.state, "cy", "one_cat").state, "cy", "cat-6").state
    assert s["pending"]["player"] == "bob"


def test_t6_skip_skips_the_next_player():
    out = fatty_turn(physical(), "ann", "skip")
    assert events_of(out, "player_skipped") == [{"type": "player_skipped", "player": "bob"}]
    assert out.state["pending"] == {"action": "roll", "player": "cy"}


def test_t6_skip_with_two_players_gives_the_flipper_another_turn():
    s = physical(players=["ann", "bob"], hands={"ann": ["cat-1"], "bob": ["cat-2"]})
    assert fatty_turn(s, "ann", "skip").state["pending"] == {"action": "roll", "player": "ann"}


def test_t6_cat_belly_the_next_player_stacks_one_card_upright_and_their_turn_ends():
    out = fatty_turn(physical(), "ann", "cat_belly")
    assert out.state["current"] == "bob"
    assert out.state["pending"] == {
        "action": "stack",
        "player": "bob",
        "kind": "cat",
        "remaining": 1,
        "upside_down": False,
    }
    after = stack(out.state, "bob", "cat-5")
    assert after.state["tower"]["cat_cards"] == [*TOWER, "cat-5"]
    assert after.state["pending"] == {"action": "roll", "player": "cy"}  # bob's turn is used


def test_t6_cat_paws_token_gives_to_the_next_player_who_stacks_and_whose_turn_ends():
    out = fatty_turn(physical(), "ann", "cat_paws")
    assert out.state["pending"] == {"action": "give", "player": "ann", "to": "bob"}
    assert out.state["current"] == "bob"
    with pytest.raises(IllegalMove) as excinfo:
        give(out.state, "ann", "cy", "cat-1")
    assert reason(excinfo) == ("WRONG_RECIPIENT", "T6")
    s = give(out.state, "ann", "bob", "cat-1").state
    after = stack(s, "bob", "cat-1", fell={"cat_cards": 2})  # the penalty is bob's
    assert after.state["hands"]["bob"] == ["cat-4", "cat-5", "cat-3", "cat-2"]
    assert after.state["hands"]["ann"] == ["cat-2", "cat-4"]
    assert after.state["pending"] == {"action": "roll", "player": "cy"}


def test_t6_fatty_catty_token_the_next_player_stacks_a_fatty_card_and_flips():
    out = fatty_turn(physical(), "ann", "fatty_catty")
    assert out.state["current"] == "bob"
    assert out.state["pending"]["player"] == "bob" and out.state["pending"]["kind"] == "fatty"
    after = stack(out.state, "bob", token="cat_belly")  # acts relative to bob
    assert after.state["pending"]["player"] == "cy" and after.state["pending"]["kind"] == "cat"
    assert after.state["tower"]["fatty_cards"] == 2


def test_t6_a_token_chain_fatty_catty_flipping_fatty_catty():
    s = fatty_turn(physical(), "ann", "fatty_catty").state
    s = stack(s, "bob", token="fatty_catty").state
    assert s["current"] == "cy" and s["pending"]["kind"] == "fatty"
    out = stack(s, "cy", token="skip")  # skips ann, the player after cy
    assert out.state["tower"] == {
        "cat_cards": TOWER,
        "fatty_cards": 3,
        "tokens": ["fatty_catty", "fatty_catty", "skip"],
    }
    assert out.state["fatty_supply"] == 9
    assert Counter(out.state["token_pool"]) == Counter(FULL_POOL) - Counter(
        ["fatty_catty", "fatty_catty", "skip"]
    )
    assert out.state["pending"] == {"action": "roll", "player": "bob"}


def test_t6_a_seeded_token_chain_when_only_fatty_catty_tokens_are_left():
    s = state(token_pool=["fatty_catty", "fatty_catty"], pending=fatty_pending("ann"))
    s = stack(s, "ann").state
    assert s["pending"] == fatty_pending("bob")
    out = stack(s, "bob")  # the second Fatty Catty token; the pool is then empty
    assert [e["token"] for e in events_of(out, "token_flipped")] == ["fatty_catty"]
    assert out.state["pending"] == fatty_pending("cy")
    last = stack(out.state, "cy")
    assert events_of(last, "action_skipped")[0]["reason"] == "token_pool_empty"
    assert last.state["pending"] == {"action": "roll", "player": "ann"}  # after cy


def test_t6_fatty_catty_token_with_an_empty_supply_has_no_effect():
    s = roll(physical(fatty_supply=1), "ann", "fatty_catty").state
    out = stack(s, "ann", token="fatty_catty")
    assert events_of(out, "action_skipped") == [
        {"type": "action_skipped", "player": "bob", "reason": "fatty_supply_empty"}
    ]
    assert out.state["pending"] == {"action": "roll", "player": "bob"}  # bob plays as usual


def test_t6_all_cats_are_equal_redistributes_with_leftovers_from_the_flipper():
    hands = {
        "ann": ["cat-1", "cat-1"],
        "bob": ["cat-2", "cat-3", "cat-4", "cat-5", "cat-6"],
        "cy": ["cat-7", "cat-7", "cat-2", "cat-3"],
    }  # 11 cards: 4 to ann (the flipper), 4 to the next, 3 to the last
    out = fatty_turn(physical(hands=hands), "ann", "all_cats_are_equal")
    new = out.state["hands"]
    assert {p: len(h) for p, h in new.items()} == {"ann": 4, "bob": 4, "cy": 3}
    assert Counter(c for h in new.values() for c in h) == Counter(
        c for h in hands.values() for c in h
    )
    assert events_of(out, "cards_redistributed") == [
        {"type": "cards_redistributed", "player": "ann", "counts": {"ann": 4, "bob": 4, "cy": 3}}
    ]
    assert out.state["pending"] == {"action": "roll", "player": "bob"}
    assert fatty_turn(physical(hands=hands), "ann", "all_cats_are_equal").state == out.state


def test_t6_all_cats_are_equal_deals_in_playing_order_when_reversed():
    hands = {"ann": ["cat-1"] * 2, "bob": ["cat-2"] * 5, "cy": ["cat-3"] * 4}
    s = physical(hands=hands, direction=-1)
    out = fatty_turn(s, "ann", "all_cats_are_equal")
    assert {p: len(h) for p, h in out.state["hands"].items()} == {"ann": 4, "cy": 4, "bob": 3}
    assert out.state["pending"]["player"] == "cy"


def test_t6_all_cats_are_equal_flipped_in_a_chain_deals_from_its_flipper():
    hands = {"ann": ["cat-1"] * 2, "bob": ["cat-2"], "cy": ["cat-3"]}
    s = fatty_turn(physical(hands=hands), "ann", "fatty_catty").state
    out = stack(s, "bob", token="all_cats_are_equal")
    assert {p: len(h) for p, h in out.state["hands"].items()} == {"ann": 1, "bob": 2, "cy": 1}
    assert out.state["pending"] == {"action": "roll", "player": "cy"}


# -- T4 physical outcomes, T5 falling penalty ------------------------------------------------


def test_t5_the_stacked_card_falls_first_then_the_top_cards():
    """Rulebook: the card being stacked fell, so the player takes two cat cards."""
    s = roll(physical(), "ann", "one_cat").state
    out = stack(s, "ann", "cat-4", fell={"stacked": True, "cat_cards": 2})
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2", "cat-4", "cat-3"]
    assert out.state["discarded"] == ["cat-2"]
    assert out.state["tower"]["cat_cards"] == ["cat-1"]
    assert events_of(out, "fell") == [
        {
            "type": "fell",
            "player": "ann",
            "stacked": True,
            "cat_cards": 2,
            "fatty_cards": 0,
            "tokens": 0,
            "taken": ["cat-4", "cat-3"],
            "discarded": ["cat-2"],
        }
    ]


def test_t5_a_fall_with_tokens_takes_one_more_card_and_returns_the_pieces():
    """Rulebook: a token fell, so one more card; the rest are discarded."""
    tower = {
        "cat_cards": ["cat-1", "cat-2", "cat-3", "cat-5"],
        "fatty_cards": 2,
        "tokens": ["skip", "cat_belly"],
    }
    pool = [t for t in FULL_POOL]
    pool.remove("skip")
    pool.remove("cat_belly")
    s = roll(physical(tower=tower, fatty_supply=10, token_pool=pool), "ann", "one_cat").state
    fell = {"stacked": True, "cat_cards": 4, "fatty_cards": 1, "tokens": 1}
    out = stack(s, "ann", "cat-4", fell=fell)
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2", "cat-4", "cat-5", "cat-3"]
    assert out.state["discarded"] == ["cat-2", "cat-1"]
    assert out.state["tower"] == {"cat_cards": [], "fatty_cards": 1, "tokens": ["skip"]}
    assert out.state["fatty_supply"] == 11
    assert Counter(out.state["token_pool"])["cat_belly"] == 2


def test_t5_cards_below_can_fall_while_the_stacked_card_stays_on_top():
    s = roll(physical(), "ann", "one_cat").state
    out = stack(s, "ann", "cat-4", fell={"cat_cards": 1})
    assert out.state["tower"]["cat_cards"] == ["cat-1", "cat-2", "cat-4"]
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2", "cat-3"]


def test_t5_never_more_cards_than_fell():
    tower = {"cat_cards": ["cat-1", "cat-2", "cat-3"], "fatty_cards": 1, "tokens": ["skip"]}
    pool = list(FULL_POOL)
    pool.remove("skip")
    s = roll(physical(tower=tower, fatty_supply=11, token_pool=pool), "ann", "one_cat").state
    out = stack(s, "ann", "cat-4", fell={"cat_cards": 1, "tokens": 1})  # 3 allowed, 1 fell
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2", "cat-3"]
    assert out.state["discarded"] == []


def test_t5_only_fatty_cards_and_tokens_fell_no_cat_card_to_take():
    tower = {"cat_cards": ["cat-1"], "fatty_cards": 2, "tokens": ["skip", "skip"]}
    pool = [t for t in FULL_POOL if t != "skip"]
    s = roll(physical(tower=tower, fatty_supply=10, token_pool=pool), "ann", "one_cat").state
    out = stack(s, "ann", "cat-4", fell={"fatty_cards": 2, "tokens": 2})
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2"]
    assert out.state["tower"] == {"cat_cards": ["cat-1", "cat-4"], "fatty_cards": 0, "tokens": []}
    assert out.state["fatty_supply"] == 12 and len(out.state["token_pool"]) == 15


def test_t5_a_fatty_catty_card_that_fell_flips_no_token():
    s = roll(physical(), "ann", "fatty_catty").state
    out = stack(s, "ann", fell={"stacked": True})
    assert out.state["fatty_supply"] == 12 and out.state["tower"]["fatty_cards"] == 0
    assert events_of(out, "token_flipped") == []
    assert out.state["pending"] == {"action": "roll", "player": "bob"}
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "ann", fell={"stacked": True}, token="skip")
    assert reason(excinfo) == ("TOKEN_NOT_ALLOWED", "T3")


# "Keep the Cat Tower the way it is after the active player has taken their penalty cards.
# The next player begins their turn as usual." (rulebook, Falling Cards): a fall ends the turn.


def test_t5_a_fall_ends_the_turn_a_fatty_card_that_stays_up_flips_nothing():
    tower = {"cat_cards": TOWER, "fatty_cards": 1, "tokens": ["skip"]}
    pool = [t for t in FULL_POOL]
    pool.remove("skip")
    s = roll(physical(tower=tower, fatty_supply=11, token_pool=pool), "ann", "fatty_catty").state
    out = stack(s, "ann", fell={"cat_cards": 1, "tokens": 1})
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2", "cat-4", "cat-3"]
    assert out.state["tower"] == {"cat_cards": ["cat-1", "cat-2"], "fatty_cards": 2, "tokens": []}
    assert sorted(out.state["token_pool"]) == sorted(FULL_POOL)  # the fallen skip is back
    assert events_of(out, "token_flipped") == [] and out.state["flips"] == s["flips"]
    assert out.state["pending"] == {"action": "roll", "player": "bob"}
    assert [e["type"] for e in out.events] == ["stacked", "fell", "turn_started"]
    with pytest.raises(IllegalMove) as excinfo:  # nothing is flipped, so nothing is reported
        stack(s, "ann", fell={"cat_cards": 1, "tokens": 1}, token="turn_around")
    assert reason(excinfo) == ("TOKEN_NOT_ALLOWED", "T3")


def seeded_fatty_stack(**changes: Any) -> dict[str, Any]:
    """ann to stack a Fatty Catty card the seeded die gave her (the first `rolls` that does)."""
    for rolls in range(60):
        s = roll(state(rolls=rolls, **changes), "ann").state
        if s["pending"].get("kind") == "fatty":
            return s
    raise AssertionError("no Fatty Catty in 60 seeded rolls")


def test_t5_a_fall_ends_the_turn_seeded_dice_flip_nothing_either():
    tower = {"cat_cards": TOWER, "fatty_cards": 1, "tokens": []}
    s = seeded_fatty_stack(tower=tower, fatty_supply=11)
    out = stack(s, "ann", fell={"fatty_cards": 1})
    assert out.state["flips"] == s["flips"] and out.state["token_pool"] == s["token_pool"]
    assert out.state["tower"]["fatty_cards"] == 1 and out.state["fatty_supply"] == 11
    assert out.state["pending"] == {"action": "roll", "player": "bob"}
    flipped = stack(s, "ann")  # nothing fell: the referee flips
    assert len(events_of(flipped, "token_flipped")) == 1


def test_t5_two_cats_a_fall_on_the_first_card_ends_the_turn_with_no_second_card():
    s = roll(physical(), "ann", "two_cats").state
    out = stack(s, "ann", "cat-4", fell={"stacked": True})
    assert out.state["hands"]["ann"] == ["cat-1", "cat-2", "cat-4"]
    assert out.state["tower"]["cat_cards"] == TOWER
    assert out.state["pending"] == {"action": "roll", "player": "bob"}
    # a fall of pieces below while the first card stays up ends it too
    out = stack(s, "ann", "cat-4", fell={"cat_cards": 1})
    assert out.state["tower"]["cat_cards"] == ["cat-1", "cat-2", "cat-4"]
    assert out.state["pending"] == {"action": "roll", "player": "bob"}
    # and a fall on the second card ends it as nothing falling would
    second = stack(s, "ann", "cat-4").state
    assert second["pending"]["remaining"] == 1
    out = stack(second, "ann", "cat-1", fell={"stacked": True})
    assert out.state["pending"] == {"action": "roll", "player": "bob"}


def test_t5_after_a_fall_on_a_token_action_play_goes_on_after_the_stacker():
    s = fatty_turn(physical(), "ann", "cat_belly").state  # bob must stack
    out = stack(s, "bob", "cat-5", fell={"stacked": True})
    assert out.state["hands"]["bob"] == ["cat-4", "cat-5"]
    assert out.state["pending"] == {"action": "roll", "player": "cy"}
    s = fatty_turn(physical(), "ann", "fatty_catty").state  # bob stacks a Fatty Catty card
    out = stack(s, "bob", fell={"cat_cards": 1})
    assert events_of(out, "token_flipped") == []
    assert out.state["pending"] == {"action": "roll", "player": "cy"}


@pytest.mark.parametrize(
    ("fell", "field"),
    [
        ({"cat_cards": 4}, "cat_cards"),
        ({"fatty_cards": 1}, "fatty_cards"),
        ({"tokens": 1}, "tokens"),
    ],
)
def test_t4_an_impossible_fall_report_is_malformed_naming_the_field(fell, field):
    s = roll(physical(), "ann", "one_cat").state
    with pytest.raises(InvalidInput) as excinfo:
        GAME.load_move(s, {"type": "stack", "player": "ann", "card": "cat-4", "fell": fell})
    assert field in excinfo.value.errors["fell"]


def test_t4_a_report_that_nothing_fell_is_the_same_move_as_no_report():
    s = roll(physical(), "ann", "one_cat").state
    raw = {"type": "stack", "player": "ann", "card": "cat-4", "fell": {"stacked": False}}
    assert GAME.load_move(s, raw) == {"type": "stack", "player": "ann", "card": "cat-4"}
    full = GAME.load_move(s, {**raw, "fell": {"tokens": 0, "cat_cards": 3}})
    assert full["fell"] == {"stacked": False, "cat_cards": 3, "fatty_cards": 0, "tokens": 0}


# -- T7 end ---------------------------------------------------------------------------------------


def test_t7_stacking_the_last_card_wins_at_once():
    s = roll(
        physical(hands={"ann": ["cat-1"], "bob": ["cat-4"], "cy": ["cat-6"]}), "ann", "two_cats"
    ).state
    out = stack(s, "ann", "cat-1")
    assert out.result == {"end": "empty_hand", "winner": "ann"}
    assert out.state["status"] == "game_over" and out.state["winner"] == "ann"
    assert out.state["pending"] is None
    assert GAME.legal_moves(out.state)[1] is not None and list(GAME.legal_moves(out.state)[1]) == []
    with pytest.raises(IllegalMove) as excinfo:
        roll(out.state, "bob", "one_cat")
    assert reason(excinfo) == ("WRONG_PHASE", "G2")


def test_t7_a_last_card_that_falls_comes_back_so_no_win():
    s = roll(
        physical(hands={"ann": ["cat-1"], "bob": ["cat-4"], "cy": ["cat-6"]}), "ann", "one_cat"
    ).state
    out = stack(s, "ann", "cat-1", fell={"stacked": True})
    assert out.result is None and out.state["hands"]["ann"] == ["cat-1"]


@pytest.mark.parametrize("source", ["die", "token"])
def test_t7_a_giver_who_gives_away_their_last_card_wins(source):
    s = physical(hands={"ann": ["cat-1"], "bob": ["cat-4"], "cy": ["cat-6"]})
    if source == "die":
        s = roll(s, "ann", "cat_paws").state
    else:
        s = fatty_turn(s, "ann", "cat_paws").state
    out = give(s, "ann", "bob", "cat-1")
    assert out.result == {"end": "empty_hand", "winner": "ann"}
    assert out.state["hands"]["bob"] == ["cat-4", "cat-1"]


# -- T8 Rush for the Fish ------------------------------------------------------------------------


def rush(**changes: Any) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "options": {"variant": "rush"},
        "tower": {p: {"cat_cards": [], "fatty_cards": 0, "tokens": []} for p in PLAYERS},
        "current": None,
        "pending": {"action": "stack", "player": None, "kind": "cat"},
    }
    return state(**{**fields, **changes})


def test_t8_rush_setup_gives_everyone_a_tower_and_nobody_the_turn():
    s = GAME.setup(PLAYERS, options={"variant": "rush"}, seed="r")
    assert set(s["tower"]) == set(PLAYERS)
    assert all(t == {"cat_cards": [], "fatty_cards": 0, "tokens": []} for t in s["tower"].values())
    assert sum(len(h) for h in s["hands"].values()) == 21
    assert s["current"] is None and s["pending"]["player"] is None


def test_t8_any_player_stacks_onto_their_own_tower_at_any_time():
    s = stack(rush(), "cy", "cat-6").state
    s = stack(s, "bob", "cat-4").state
    s = stack(s, "cy", "cat-7").state
    assert s["tower"]["cy"]["cat_cards"] == ["cat-6", "cat-7"]
    assert s["tower"]["bob"]["cat_cards"] == ["cat-4"]
    player, moves = GAME.legal_moves(s)
    assert player is None
    assert list(moves) == [
        {"type": "stack", "player": "ann", "card": "cat-1"},
        {"type": "stack", "player": "ann", "card": "cat-2"},
        {"type": "stack", "player": "ann", "card": "cat-4"},
        {"type": "stack", "player": "bob", "card": "cat-5"},
        {"type": "finish", "player": "cy"},
    ]


def test_t8_an_empty_hand_does_not_win_until_the_player_finishes():
    s = stack(rush(hands={"ann": ["cat-1"], "bob": ["cat-4"], "cy": ["cat-6"]}), "ann", "cat-1")
    assert s.result is None and s.state["status"] == "playing"
    with pytest.raises(IllegalMove) as excinfo:
        act(s.state, type="finish", player="bob")
    assert reason(excinfo) == ("TOWER_NOT_COMPLETE", "T8")
    out = act(s.state, type="finish", player="ann")
    assert out.result == {"end": "rush_finish", "winner": "ann"}
    assert out.state["winner"] == "ann" and out.state["status"] == "game_over"
    # "The first player to finish ... is declared the winner": nothing is played after it
    for move in (
        {"type": "finish", "player": "ann"},
        {"type": "stack", "player": "bob", "card": "cat-4"},
    ):
        with pytest.raises(IllegalMove) as excinfo:
            act(out.state, **move)
        assert reason(excinfo) == ("WRONG_PHASE", "G2")


def test_t8_falls_in_rush_are_reported_against_the_players_own_tower():
    towers = {p: {"cat_cards": [], "fatty_cards": 0, "tokens": []} for p in PLAYERS}
    towers["bob"]["cat_cards"] = ["cat-1", "cat-2", "cat-3"]
    s = rush(tower=towers)
    out = stack(s, "bob", "cat-4", fell={"stacked": True, "cat_cards": 2})
    assert out.state["hands"]["bob"] == ["cat-5", "cat-4", "cat-3"]
    assert out.state["discarded"] == ["cat-2"]
    assert out.state["tower"]["bob"]["cat_cards"] == ["cat-1"]
    with pytest.raises(InvalidInput) as excinfo:
        GAME.load_move(
            s, {"type": "stack", "player": "ann", "card": "cat-1", "fell": {"cat_cards": 1}}
        )
    assert "cat_cards" in excinfo.value.errors["fell"]


def test_t8_rush_has_no_die_no_fatty_cards_and_no_tokens():
    with pytest.raises(IllegalMove) as excinfo:
        roll(rush(), "ann")
    assert reason(excinfo) == ("WRONG_PHASE", "G2")
    with pytest.raises(IllegalMove) as excinfo:
        stack(rush(), "ann")
    assert reason(excinfo) == ("RUSH_CATS_ONLY", "T8")


# -- G1 G2 G3 and the other reasons ---------------------------------------------------------


def test_g1_g2_g3_turn_phase_and_hand():
    s = state()
    with pytest.raises(IllegalMove) as excinfo:
        roll(s, "bob")
    assert reason(excinfo) == ("NOT_YOUR_TURN", "G1")
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "ann", "cat-1")
    assert reason(excinfo) == ("WRONG_PHASE", "G2")
    with pytest.raises(IllegalMove) as excinfo:
        act(s, type="finish", player="ann")  # Rush only
    assert reason(excinfo) == ("WRONG_PHASE", "G2")
    s = roll(physical(), "ann", "one_cat").state
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "ann", "cat-7")
    assert reason(excinfo) == ("CARD_NOT_IN_HAND", "G3")
    assert "cat-7" in str(excinfo.value) and "cat-1" not in str(excinfo.value)
    s = roll(physical(), "ann", "cat_paws").state
    with pytest.raises(IllegalMove) as excinfo:
        give(s, "ann", "bob", "cat-7")
    assert reason(excinfo) == ("CARD_NOT_IN_HAND", "G3")


def test_t6_the_die_decides_the_kind_of_piece():
    s = roll(physical(), "ann", "fatty_catty").state
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "ann", "cat-1", token="skip")
    assert reason(excinfo) == ("WRONG_PIECE", "T6")
    s = roll(physical(), "ann", "one_cat").state
    with pytest.raises(IllegalMove) as excinfo:
        stack(s, "ann")
    assert reason(excinfo) == ("WRONG_PIECE", "T6")


def test_every_reason_code_is_declared_with_its_rule():
    declared = {r.code: r.rule for r in GAME.reasons}
    assert declared["TOKEN_NOT_IN_POOL"] == "T6" and declared["TOWER_NOT_COMPLETE"] == "T8"
    assert len(declared) == len(GAME.reasons)


# -- legal moves ---------------------------------------------------------------------------------


def test_legal_moves_list_each_distinct_choice_once():
    s = physical(hands={"ann": ["cat-2", "cat-1", "cat-2"], "bob": ["cat-4"], "cy": ["cat-6"]})
    assert GAME.legal_moves(s)[0] == "ann"
    assert [m["face"] for m in GAME.legal_moves(s)[1]] == list(FACES)
    assert list(GAME.legal_moves(state())[1]) == [{"type": "roll", "player": "ann"}]
    stacking = roll(s, "ann", "one_cat").state
    assert [m["card"] for m in GAME.legal_moves(stacking)[1]] == ["cat-1", "cat-2"]
    giving = roll(s, "ann", "cat_paws").state
    assert [(m["to"], m["card"]) for m in GAME.legal_moves(giving)[1]] == [
        ("bob", "cat-1"),
        ("bob", "cat-2"),
        ("cy", "cat-1"),
        ("cy", "cat-2"),
    ]
    fatty = roll(physical(token_pool=["skip", "skip", "cat_paws"]), "ann", "fatty_catty").state
    assert [m.get("token") for m in GAME.legal_moves(fatty)[1]] == ["skip", "cat_paws"]
    given = give(giving, "ann", "cy", "cat-2").state
    assert GAME.legal_moves(given)[0] == "cy"
    assert list(GAME.legal_moves(given)[1]) == [{"type": "stack", "player": "cy", "card": "cat-2"}]


# -- loading states and moves ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"hands": {"ann": ["cat-9"], "bob": ["cat-1"], "cy": ["cat-1"]}}, "hands"),
        ({"hands": {"ann": ["cat-1"], "bob": ["cat-1"]}}, "hands"),
        ({"hands": {"ann": ["cat-1"], "bob": ["cat-1"], "cy": ["cat-1"], "dan": []}}, "hands"),
        ({"discarded": ["cat-1"] * 5}, "_schema"),  # 2 in hand and tower + 5 = 7 > 6
        ({"token_pool": [*FULL_POOL, "skip"]}, "_schema"),
        ({"tower": {"cat_cards": [], "fatty_cards": 1, "tokens": []}}, "_schema"),
        ({"tower": {"cat_cards": [], "fatty_cards": 0, "tokens": ["bone"]}}, "tower"),
        ({"winner": "ann"}, "winner"),
        ({"status": "game_over", "pending": None}, "winner"),
        ({"status": "game_over", "pending": None, "winner": "bob"}, "winner"),
        (
            {
                "status": "game_over",
                "winner": "ann",
                "hands": {"ann": [], "bob": ["cat-4"], "cy": ["cat-6"]},
            },
            "pending",
        ),
        ({"pending": None}, "pending"),
        ({"pending": {"action": "roll", "player": "bob"}}, "pending"),
        ({"pending": {"action": "roll", "player": "ann", "to": "bob"}}, "pending"),
        ({"pending": {"action": "give", "player": "cy", "to": "bob"}}, "pending"),
        (
            {"pending": {"action": "stack", "player": "ann", "kind": "cat", "card": "cat-7"}},
            "pending",
        ),
        (
            {"pending": {"action": "stack", "player": "ann", "kind": "fatty", "remaining": 2}},
            "pending",
        ),
        ({"pending": fatty_pending("ann"), "fatty_supply": 0}, "pending"),
        ({"hands": {"ann": [], "bob": ["cat-4"], "cy": ["cat-6"]}}, "hands"),
        ({"current": "dan"}, "current"),
    ],
)
def test_impossible_states_are_refused_naming_the_field(changes, field):
    with pytest.raises(InvalidInput) as excinfo:
        state(**changes)
    assert field in excinfo.value.errors


def test_every_excess_piece_is_named_in_code_order_and_bad_items_by_index():
    with pytest.raises(InvalidInput) as excinfo:
        state(
            hands={"ann": ["cat-5"] * 7, "bob": ["cat-3"] * 6, "cy": ["cat-6"]},
            token_pool=[*FULL_POOL, "skip", "all_cats_are_equal"],
            fatty_supply=13,
        )
    assert excinfo.value.errors == {
        "_schema": [
            "7 copies of 'cat-3' counting every place; the game has 6",
            "7 copies of 'cat-5' counting every place; the game has 6",
            "6 'all_cats_are_equal' tokens counting every place; the game has 5",
            "3 'skip' tokens counting every place; the game has 2",
            "13 Fatty Catty cards in the supply and tower; the game has 12",
        ]
    }
    with pytest.raises(InvalidInput) as excinfo:
        state(hands={"ann": ["cat-1", "cat-8"], "bob": ["cat-4"], "cy": ["cat-6"]})
    assert excinfo.value.errors == {"hands": {"ann": {"1": ["unknown cat card 'cat-8'"]}}}


def test_pending_states_the_engine_produces_load_back():
    s = fatty_turn(physical(), "ann", "cat_paws").state  # give by ann while bob is current
    assert GAME.load_state(s) == s
    s = give(roll(physical(), "ann", "cat_paws").state, "ann", "cy", "cat-1").state
    assert GAME.load_state(s) == s  # cy stacks while ann is current


def test_rush_states_are_checked_against_the_variant():
    with pytest.raises(InvalidInput) as excinfo:
        rush(current="ann")
    assert "current" in excinfo.value.errors
    with pytest.raises(InvalidInput) as excinfo:
        rush(pending={"action": "roll", "player": "ann"})
    assert "pending" in excinfo.value.errors
    towers = {p: {"cat_cards": [], "fatty_cards": 0, "tokens": []} for p in PLAYERS}
    towers["ann"]["fatty_cards"] = 1
    with pytest.raises(InvalidInput) as excinfo:
        rush(tower=towers, fatty_supply=11)
    assert "tower" in excinfo.value.errors
    with pytest.raises(InvalidInput) as excinfo:
        rush(tower={"cat_cards": [], "fatty_cards": 0, "tokens": []})  # not a per-player map
    assert "tower" in excinfo.value.errors


def test_a_state_without_seed_gets_one_derived_from_its_content_and_the_pool_is_sorted():
    raw = dict(state())
    raw.pop("seed")
    raw["token_pool"] = list(reversed(FULL_POOL))
    a, b = GAME.load_state(raw), GAME.load_state(dict(raw))
    assert a["seed"] == b["seed"] and a["seed"].startswith("derived:")
    assert a["token_pool"] == list(FULL_POOL)
    assert a["rolls"] == 0 and a["flips"] == 0 and a["winner"] is None


@pytest.mark.parametrize(
    ("move", "field"),
    [
        ({"type": "roll", "player": "dan"}, "player"),
        ({"type": "stack", "player": "ann", "card": "cat-8"}, "card"),
        ({"type": "give", "player": "ann", "to": "dan", "card": "cat-1"}, "to"),
    ],
)
def test_malformed_moves_are_refused_naming_the_field(move, field):
    with pytest.raises(InvalidInput) as excinfo:
        GAME.load_move(state(), move)
    assert field in excinfo.value.errors


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"tower": {"cat_cards": [], "fatty_cards": 0, "tokens": [], "die": 1}}, "tower"),
        ({"fatty_supply": -1}, "fatty_supply"),
        ({"rolls": -1}, "rolls"),
        ({"direction": 2}, "direction"),
        ({"direction": 1.0}, "direction"),
        ({"status": "round_over"}, "status"),
        ({"pending": {"action": "jump", "player": "ann"}}, "pending"),
        (
            {"pending": {"action": "stack", "player": "ann", "kind": "cat", "remaining": 3}},
            "pending",
        ),
        ({"hands": {"ann": ["cat-1", ["cat-2"]], "bob": ["cat-4"], "cy": ["cat-6"]}}, "hands"),
        ({"seed": 7}, "seed"),
        (  # `player` is required: null, not absent, in Rush
            {
                "options": {"variant": "rush"},
                "tower": {p: {"cat_cards": [], "fatty_cards": 0, "tokens": []} for p in PLAYERS},
                "current": None,
                "pending": {"action": "stack", "kind": "cat"},
            },
            "pending",
        ),
    ],
)
def test_a_state_of_the_wrong_shape_is_the_schemas_to_refuse(changes, field):
    """The engine checks meaning only: shapes are refused by the schema before it runs."""
    raw = {**wire_state(), **changes}
    with pytest.raises(ValidationError) as excinfo:
        REFEREE.legal_moves({"state": raw})
    assert field in excinfo.value.messages["state"]


@pytest.mark.parametrize(
    ("move", "field"),
    [
        ({"type": "jump", "player": "ann"}, "type"),
        ({"type": "roll", "player": "ann", "face": "six"}, "face"),
        ({"type": "stack", "player": "ann", "token": "bone"}, "token"),
        ({"type": "stack", "player": "ann", "fell": [1]}, "fell"),
        ({"type": "stack", "player": "ann", "fell": {"cat_cards": -1}}, "fell"),
        ({"type": "stack", "player": "ann", "fell": {"stacked": "yes"}}, "fell"),
        ({"type": "stack", "player": "ann", "fell": {"bricks": 1}}, "fell"),
        ({"type": "give", "player": "ann", "to": "bob"}, "card"),
    ],
)
def test_a_move_of_the_wrong_shape_is_the_schemas_to_refuse(move, field):
    with pytest.raises(ValidationError) as excinfo:
        REFEREE.validate_move({"state": wire_state(), "move": move})
    assert field in excinfo.value.messages["move"]


# -- views and scoring ---------------------------------------------------------------------------


def test_views_hide_other_hands_and_the_token_pool_and_the_seed():
    s = fatty_turn(physical(), "ann", "skip").state
    view = GAME.view(s, "bob")
    assert view["hands"] == {"ann": 3, "bob": ["cat-4", "cat-5"], "cy": 2}
    assert view["token_pool"] == 14
    assert view["tower"] == s["tower"] and view["fatty_supply"] == 11
    assert view["discarded"] == s["discarded"]
    assert "seed" not in view
    public = GAME.view(s, None)
    assert public["hands"] == {"ann": 3, "bob": 2, "cy": 2}
    assert s["token_pool"] != 14  # the state itself is untouched


def test_score_names_every_empty_hand():
    body = {"players": PLAYERS, "hands": {"ann": [], "bob": ["cat-1"], "cy": []}}
    assert GAME.score(body) == {"winners": ["ann", "cy"]}
    assert GAME.score({**body, "hands": {p: ["cat-2"] for p in PLAYERS}}) == {"winners": []}
    with pytest.raises(InvalidInput) as excinfo:
        GAME.score({**body, "hands": {"ann": ["cat-1"] * 7, "bob": [], "cy": []}})
    assert "hands" in excinfo.value.errors
    with pytest.raises(InvalidInput) as excinfo:
        GAME.score({**body, "hands": {"ann": ["dog"], "bob": [], "cy": []}})
    assert excinfo.value.errors == {"hands": {"ann": {"0": ["unknown cat card 'dog'"]}}}


def test_apply_never_mutates_its_input():
    s = physical()
    before = repr(s)
    out = fatty_turn(s, "ann", "all_cats_are_equal")
    stack(
        roll(out.state, "bob", "one_cat").state,
        "bob",
        out.state["hands"]["bob"][0],
        fell={"stacked": True, "cat_cards": 2, "fatty_cards": 1, "tokens": 1},
    )
    assert repr(s) == before


def test_die_sides_are_six_with_one_cat_twice():
    assert len(DIE_SIDES) == 6 and DIE_SIDES.count("one_cat") == 2


def test_t7_a_cat_paws_token_giver_who_gives_the_last_card_wins_and_is_current():
    # The token's give is made by its flipper while `current` already names the next player.
    s = state(
        hands={"ann": ["cat-1"], "bob": ["cat-4", "cat-5"], "cy": ["cat-6", "cat-7"]},
        current="bob",
        pending={"action": "give", "player": "ann", "to": "bob"},
    )
    out = act(s, type="give", player="ann", to="bob", card="cat-1")
    assert out.result == {"end": "empty_hand", "winner": "ann"}
    assert (out.state["status"], out.state["winner"], out.state["current"]) == (
        "game_over",
        "ann",
        "ann",  # at game_over `current` is the last mover, as in the other games
    )
    assert out.state["pending"] is None


# -- the typed state: the contract's own values -----------------------------------------------

RULES = CatTower()


def typed(**changes: Any) -> State:
    return RULES.load_state(wire_state(options={"physical_dice": True}, **changes))


def test_the_fatty_catty_chain_reads_as_pending_actions():
    s = RULES.apply(typed(), Roll(player="ann", face=Face.FATTY_CATTY)).state
    assert s.pending == PendingFatty(player="ann") and s.current == "ann"
    s = RULES.apply(s, Stack(player="ann", token=Token.FATTY_CATTY)).state
    assert s.pending == PendingFatty(player="bob") and s.current == "bob"  # bob's turn is used
    s = RULES.apply(s, Stack(player="bob", token=Token.CAT_PAWS)).state
    assert s.pending == PendingGive(player="bob", to="cy") and s.current == "cy"
    s = RULES.apply(s, Give(player="bob", to="cy", card="cat-5")).state
    assert s.pending == PendingGivenCard(player="cy", card="cat-5")
    out = RULES.apply(s, Stack(player="cy", card="cat-5"))
    assert out.state.pending == PendingRoll(player="ann") and out.state.current == "ann"
    assert out.state.tower == Tower(
        cat_cards=(*TOWER, "cat-5"),
        fatty_cards=2,
        tokens=(Token.FATTY_CATTY, Token.CAT_PAWS),
    )
    assert RULES.to_act(out.state) == Seat("ann")


def test_each_face_asks_for_its_pending_action():
    asked = {
        face: RULES.apply(typed(), Roll(player="ann", face=face)).state.pending for face in Face
    }
    assert asked == {
        Face.ONE_CAT: PendingStack(player="ann"),
        Face.TWO_CATS: PendingStack(player="ann", remaining=2),
        Face.DRIED_FISH: PendingStack(player="ann", upside_down=True),
        Face.FATTY_CATTY: PendingFatty(player="ann"),
        Face.CAT_PAWS: PendingGive(player="ann"),
    }


def test_every_pending_action_goes_to_the_wire_and_back():
    for pending in (
        None,
        PendingRoll(player="ann"),
        PendingStack(player="ann", remaining=2, upside_down=False),
        PendingStack(player="ann", remaining=1, upside_down=True),
        PendingFatty(player="ann"),
        PendingGive(player="ann"),
        PendingGive(player="ann", to="bob"),
        PendingGivenCard(player="bob", card="cat-4"),
        RUSH,
    ):
        assert pending_from_wire(pending_to_wire(pending)) == pending
    assert pending_to_wire(PendingFatty(player="ann")) == fatty_pending("ann")
    assert pending_to_wire(RUSH) == {
        "action": "stack",
        "player": None,
        "kind": "cat",
        "remaining": 1,
        "upside_down": False,
    }


def test_a_typed_state_and_move_round_trip_and_a_fall_of_nothing_is_no_fall():
    s = typed()
    assert RULES.from_wire(RULES.to_wire(s)) == s
    assert RULES.move_from_wire({"type": "stack", "player": "ann", "fell": {}}) == Stack(
        player="ann"
    )
    move = Stack(player="ann", card="cat-1", fell=Fall(cat_cards=2))
    assert RULES.move_from_wire(RULES.move_to_wire(move)) == move
    assert RULES.move_to_wire(move)["fell"] == {
        "stacked": False,
        "cat_cards": 2,
        "fatty_cards": 0,
        "tokens": 0,
    }


def test_who_acts_and_the_outcome():
    rush = RULES.setup(PLAYERS, {"variant": "rush"}, "r")
    assert RULES.to_act(rush) == ANYONE and rush.pending == RUSH and rush.current is None
    assert set(RULES.hidden(rush, "bob")) == {("hands", "ann"), ("hands", "cy"), ("token_pool",)}
    s = typed(hands={"ann": ["cat-1"], "bob": ["cat-4"], "cy": ["cat-6"]})
    s = RULES.apply(s, Roll(player="ann", face=Face.ONE_CAT)).state
    out = RULES.apply(s, Stack(player="ann", card="cat-1"))
    assert RULES.to_act(out.state) == NOBODY and out.state.pending is None
    assert RULES.outcome(out.state) == Outcome(("ann",), "empty_hand")
    assert RULES.outcome(s) is None and list(RULES.legal_moves(out.state)) == []


def test_check_is_where_a_typed_states_meaning_is_checked():
    s = typed()
    RULES.check(s)
    with pytest.raises(InvalidInput) as excinfo:
        RULES.check(replace(s, pending=PendingRoll(player="bob")))
    assert excinfo.value.errors == {"pending": {"player": ["the player to roll must be `current`"]}}
    with pytest.raises(InvalidInput) as excinfo:  # the variant needs one tower
        RULES.check(replace(s, tower=readonly(dict.fromkeys(PLAYERS, EMPTY_TOWER))))
    assert excinfo.value.errors == {"tower": {"ann": ["unknown field"]}}


def test_a_pendings_fields_are_checked_before_the_rest_of_its_meaning():
    """Which fields an action takes is read off the wire before the state is built: the
    typed pending cannot hold a field its action does not take."""
    with pytest.raises(InvalidInput) as excinfo:
        state(current="dan", pending={"action": "roll", "player": "ann", "to": "bob"})
    assert excinfo.value.errors == {"pending": {"to": ["unknown field for a pending roll"]}}
