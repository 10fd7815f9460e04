"""Super Meow rules, one test per reading of docs/rules.md (S1-S8) and per option."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from marshmallow import ValidationError

from engines import rng
from engines.base import NOBODY, IllegalMove, InvalidInput, Outcome, Seat, Step, WireGame
from engines.supermeow import (
    DEFAULT_PRICES,
    DEFAULT_SUPPLY,
    READINGS,
    RULES_VERSION,
    Area,
    Buy,
    Mouse,
    Pass,
    State,
    Status,
    SuperMeow,
    ThrowAway,
)
from engines.wire import write
from service.referee import REFEREES

G = SuperMeow()
V1 = SuperMeow(rules_version=1)  # the readings before the rules review (own hand shown)
REFEREE = REFEREES["supermeow"]


# -- helpers ------------------------------------------------------------------------


def area(backpack: Sequence[str] = (), hand: Sequence[str] = (), wm: Sequence[str] = ()) -> Area:
    return Area(backpack=tuple(backpack), hand=tuple(hand), washing_machine=tuple(wm))


def make(
    tableau: dict[str, Area],
    current: str | None = None,
    supply: dict[str, int] | None = None,
    trash: tuple[str, ...] = (),
    options: dict[str, Any] | None = None,
    **extra: Any,
) -> State:
    """A loaded state; the supply defaults to the piles minus the bought cards in play."""
    if supply is None:
        pile_sizes = {**DEFAULT_SUPPLY, **(options or {}).get("supply", {})}
        held = Counter(c for a in tableau.values() for c in a.cards)
        supply = {code: n - held[code] for code, n in pile_sizes.items()}
    raw = {
        "players": list(tableau),
        "supply": supply,
        "tableau": {p: write(a) for p, a in tableau.items()},
        "trash": list(trash),
        "current": current or next(iter(tableau)),
        "status": "playing",
        "seed": "test-seed",
        **extra,
    }
    if options is not None:
        raw["options"] = options
    return G.load_state(raw)


def move(state: State, **raw: Any) -> Step[State]:
    return G.apply(state, G.load_move(state, raw))


def refused(state: State, **raw: Any) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        move(state, **raw)
    return info.value


def impossible(raw: dict[str, Any]) -> dict[str, Any]:
    """What a client's state is refused for: the schema's shape errors, or else the
    engine's first meaning error, as a legal-moves request answers them."""
    try:
        REFEREE.load_request("legal", {"state": raw})
    except ValidationError as exc:
        errors: dict[str, Any] = exc.messages["state"]  # type: ignore[call-overload]
        return errors
    except InvalidInput as exc:
        return exc.errors["state"]
    raise AssertionError("the state loaded")


def events_of(outcome: Step[State], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome.events if e["type"] == kind]


def two_players(
    ann_hand: Sequence[str] = ("start", "start"),
    ann_backpack: Sequence[str] = ("start", "start-keep"),
    **kw: Any,
) -> State:
    return make(
        {
            "ann": area(ann_backpack, ann_hand),
            "bob": area(("start", "start"), ("start-keep", "start")),
        },
        **kw,
    )


def wire(state: State) -> dict[str, Any]:
    """The state as a client sends it back: JSON."""
    return json.loads(json.dumps(G.to_wire(state)))


# -- S1 components and options ----------------------------------------------------------


def test_s1_catalogue_lists_default_prices_supply_and_starting_cards() -> None:
    cat = G.catalogue(G.resolve_options(None))
    cards = {c["code"]: c for c in cat["cards"]}
    assert cat["prices"] == {"coin2": 2, "coin3": 3, "mouse": 3, "catfood": 4, "cape": 5, "cat": 1}
    assert cat["supply"] == {
        "coin2": 10,
        "coin3": 10,
        "mouse": 4,
        "catfood": 8,
        "cat": 8,
        "cape": 8,
    }
    assert cat["start_cards"] == ["start-keep", "start", "start", "start"]
    assert cards["start"] == {
        "code": "start",
        "kind": "start",
        "coins": 1,
        "cat_food": 0,
        "price": None,
        "currency": None,
        "supply": None,
        "per_player": 3,
        "keeper": False,
    }
    assert cards["start-keep"]["keeper"] is True and cards["start-keep"]["per_player"] == 1
    assert cards["start-keep"]["coins"] == 1
    assert (cards["coin2"]["coins"], cards["coin3"]["coins"]) == (2, 3)
    assert cards["cat"]["currency"] == "catfood" and cards["cape"]["currency"] == "coins"
    assert cards["catfood"]["cat_food"] == 1 and cards["catfood"]["coins"] == 0
    assert cards["mouse"]["price"] == 3 and cards["mouse"]["supply"] == 4


def test_s1_describe_reports_options_with_defaults_and_reason_codes() -> None:
    info = G.describe()
    assert info["players"] == {"min": 2, "max": 4}
    assert info["options"]["prices"]["default"] == DEFAULT_PRICES
    assert info["options"]["supply"]["default"] == DEFAULT_SUPPLY
    assert info["options"]["start_cards"]["default"] == ["start-keep", "start", "start", "start"]
    codes = {r["code"]: r["rule"] for r in info["reason_codes"]}
    assert codes["NOT_YOUR_TURN"] == "G1" and codes["WRONG_PHASE"] == "G2"
    assert codes["CARD_NOT_IN_HAND"] == "G3" and codes["SUPPLY_EMPTY"] == "S4"
    assert codes["KEEPER_CANNOT_BE_THROWN_AWAY"] == "S5" and codes["EMPTY_SLOT"] == "S6"
    assert info["move_types"] == ["buy", "throw_away", "mouse", "pass"]


def test_s1_option_prices_merge_over_defaults_and_are_used() -> None:
    options = G.resolve_options({"prices": {"cape": 2, "cat": 0}})
    assert options["prices"] == {**DEFAULT_PRICES, "cape": 2, "cat": 0}
    assert G.catalogue(options)["prices"]["cape"] == 2
    state = two_players(options={"prices": {"cape": 2, "cat": 0}})
    assert state.options.prices["cape"] == 2
    # Two starting cards show 2 coins: enough for a cape at 2; a cat at 0 cat food.
    assert move(state, type="buy", player="ann", card="cape").state.supply["cape"] == 7
    assert move(state, type="buy", player="ann", card="cat").state.supply["cat"] == 7
    assert refused(two_players(), type="buy", player="ann", card="cape").code == "NOT_ENOUGH_COINS"


def test_s1_option_supply_sets_pile_sizes_and_the_conservation_limit() -> None:
    options = G.resolve_options({"supply": {"mouse": 6, "cat": 0}})
    assert options["supply"] == {**DEFAULT_SUPPLY, "mouse": 6, "cat": 0}
    assert G.catalogue(options)["supply"]["mouse"] == 6
    state = G.setup(["ann", "bob"], {"supply": {"mouse": 6, "cat": 0}}, seed="s")
    assert state.supply["mouse"] == 6 and state.supply["cat"] == 0
    assert (
        refused(
            make(
                {"ann": area(hand=("start", "start")), "bob": area()},
                options={"supply": {"cat": 0}},
            ),
            type="buy",
            player="ann",
            card="cat",
        ).code
        == "SUPPLY_EMPTY"
    )
    # Five mice in play: impossible with 4 piles' worth, fine with 6.
    mice = {"ann": area(hand=("mouse", "mouse"), wm=("mouse",)), "bob": area(wm=("mouse", "mouse"))}
    errors = impossible({**wire(make(mice, options={"supply": {"mouse": 6}})), "options": {}})
    assert "_schema" in errors


def test_s1_option_start_cards_are_dealt_and_reported() -> None:
    options = {"start_cards": ["start", "start", "start", "start", "start-keep", "start"]}
    state = G.setup(["ann", "bob", "cy"], options, seed="x")
    for p in ("ann", "bob", "cy"):
        a = state.tableau[p]
        assert Counter(a.backpack + a.hand) == Counter(start=5, **{"start-keep": 1})
        assert len(a.hand) == 2
    cards = {c["code"]: c for c in G.catalogue(state.options.to_wire())["cards"]}
    assert cards["start"]["per_player"] == 5 and cards["start-keep"]["per_player"] == 1
    no_keeper = G.setup(["ann", "bob"], {"start_cards": ["start", "start"]}, seed="x")
    assert no_keeper.tableau["ann"] == area((), ("start", "start"))


@pytest.mark.parametrize(
    ("options", "path"),
    [
        ({"colour": 1}, {"colour": ["unknown option"]}),
        ({"prices": {"start": 1}}, "prices"),
        ({"prices": {"cape": -1}}, "prices"),
        ({"prices": {"cape": "5"}}, "prices"),
        ({"prices": {"cape": 100}}, "prices"),
        ({"prices": []}, "prices"),
        ({"supply": {"super-meow": 1}}, "supply"),
        ({"supply": {"cat": True}}, "supply"),
        ({"start_cards": ["start-keep", "start-keep"]}, "start_cards"),
        ({"start_cards": ["start", "coin2"]}, "start_cards"),
        ({"start_cards": []}, "start_cards"),
    ],
)
def test_s1_bad_options_are_refused_with_their_path(options: dict[str, Any], path: Any) -> None:
    with pytest.raises(InvalidInput) as info:
        G.setup(["ann", "bob"], options, seed="s")
    errors = info.value.errors["options"]
    if isinstance(path, dict):
        assert errors == path
    else:
        assert list(errors) == [path]


# -- S2 setup ----------------------------------------------------------------------------


def test_s2_setup_shuffles_each_backpack_from_the_seed_and_deals_two() -> None:
    state = G.setup(["ann", "bob", "cy"], seed="abc", starter="bob")
    for n, p in enumerate(["ann", "bob", "cy"]):
        order = rng.shuffled(["start-keep", "start", "start", "start"], "abc", f"shuffle:{n}")
        assert state.tableau[p] == area(order[2:], order[:2])
    assert state.current == "bob" and state.status is Status.PLAYING
    assert dict(state.supply) == DEFAULT_SUPPLY and state.trash == ()
    assert state.shuffles == 3 and state.winner is None
    assert "winner" not in G.to_wire(state)
    assert G.setup(["ann", "bob", "cy"], seed="abc", starter="bob") == state


def test_s2_setup_defaults_the_starter_and_draws_a_fresh_seed() -> None:
    one, two = G.setup(["ann", "bob"]), G.setup(["ann", "bob"])
    assert one.current == "ann"
    assert len(one.seed) == 64 and one.seed != two.seed


def test_s2_setup_refuses_a_deck_and_a_stranger_starter() -> None:
    with pytest.raises(InvalidInput) as info:
        G.setup(["ann", "bob"], seed="s", deck=["start"])
    assert list(info.value.errors) == ["deck"]
    with pytest.raises(InvalidInput) as info:
        G.setup(["ann", "bob"], seed="s", starter="zed")
    assert list(info.value.errors) == ["starter"]
    with pytest.raises(InvalidInput):
        G.setup(["ann", "bob", "cy", "dee", "eve"], seed="s")


# -- S3 turn and reveal -------------------------------------------------------------------


def test_s3_the_move_ending_a_turn_reveals_the_next_hand() -> None:
    state = two_players()
    out = move(state, type="pass", player="ann")
    assert out.state.current == "bob" and G.to_act(out.state) == Seat("bob")
    assert events_of(out, "hand_revealed") == [
        {"type": "hand_revealed", "player": "bob", "hand": ["start-keep", "start"]}
    ]
    assert out.result is None and out.state.status is Status.PLAYING
    assert G.outcome(out.state) is None


def test_s3_a_revealed_cat_and_cape_win_before_acting() -> None:
    state = make(
        {"ann": area(("start", "start"), ("start", "start")), "bob": area(hand=("cape", "cat"))}
    )
    out = move(state, type="pass", player="ann")
    assert out.result == {"end": "super_meow", "winner": "bob"}
    assert out.state.status is Status.GAME_OVER and out.state.winner == "bob"
    assert out.state.current == "bob"
    assert G.outcome(out.state) == Outcome(("bob",), "super_meow")
    assert G.to_act(out.state) == NOBODY
    assert out.events[-1] == {"type": "game_ended", "winner": "bob"}


def test_s3_a_player_drawing_cat_and_cape_wins_only_at_their_own_next_turn() -> None:
    state = make(
        {
            "ann": area(("cat", "cape"), ("start", "start")),
            "bob": area(("start", "start"), ("start", "start")),
        }
    )
    out = move(state, type="pass", player="ann")
    assert out.state.tableau["ann"].hand == ("cat", "cape")
    assert out.result is None and out.state.current == "bob"
    out = move(out.state, type="pass", player="bob")
    assert out.result == {"end": "super_meow", "winner": "ann"}


def test_s3_one_action_per_turn_then_the_turn_passes() -> None:
    state = two_players()
    out = move(state, type="buy", player="ann", card="coin2")
    assert refused(out.state, type="pass", player="ann").code == "NOT_YOUR_TURN"


# -- S4 buy ------------------------------------------------------------------------------


def test_s4_buy_caps_the_price_by_coins_without_spending_them() -> None:
    state = two_players()  # two starting cards: 2 coins
    out = move(state, type="buy", player="ann", card="coin2")
    # S7: the bought card goes to the washing machine first, then the hand cards.
    assert out.state.tableau["ann"].washing_machine == ("coin2", "start", "start")
    assert out.state.supply["coin2"] == 9
    assert events_of(out, "card_bought") == [
        {"type": "card_bought", "player": "ann", "card": "coin2"}
    ]
    reason = refused(state, type="buy", player="ann", card="coin3")
    assert (reason.code, reason.rule) == ("NOT_ENOUGH_COINS", "S4")


def test_s4_rulebook_example_four_coins_buy_cat_food_or_anything_cheaper() -> None:
    state = two_players(ann_hand=("coin3", "start"))
    assert move(state, type="buy", player="ann", card="catfood").state.supply["catfood"] == 7
    assert move(state, type="buy", player="ann", card="coin3").state.supply["coin3"] == 8
    assert refused(state, type="buy", player="ann", card="cape").code == "NOT_ENOUGH_COINS"


def test_s4_a_cat_is_priced_in_cat_food_not_coins() -> None:
    rich = two_players(ann_hand=("coin3", "coin3"))
    reason = refused(rich, type="buy", player="ann", card="cat")
    assert (reason.code, reason.rule) == ("NOT_ENOUGH_CAT_FOOD", "S4")
    fed = two_players(ann_hand=("catfood", "start"))
    assert move(fed, type="buy", player="ann", card="cat").state.supply["cat"] == 7
    # Cat food is worth no coins: cat food + one start card shows 1 coin.
    assert refused(fed, type="buy", player="ann", card="coin2").code == "NOT_ENOUGH_COINS"
    dear = two_players(ann_hand=("catfood", "start"), options={"prices": {"cat": 2}})
    assert refused(dear, type="buy", player="ann", card="cat").code == "NOT_ENOUGH_CAT_FOOD"
    two_food = two_players(ann_hand=("catfood", "catfood"), options={"prices": {"cat": 2}})
    assert move(two_food, type="buy", player="ann", card="cat").state.supply["cat"] == 7


def test_s4_an_empty_supply_pile_sells_nothing() -> None:
    supply = {**DEFAULT_SUPPLY, "coin3": 8, "cape": 0}
    state = two_players(ann_hand=("coin3", "coin3"), supply=supply)
    reason = refused(state, type="buy", player="ann", card="cape")
    assert (reason.code, reason.rule) == ("SUPPLY_EMPTY", "S4")


def test_s4_starting_cards_are_not_for_sale() -> None:
    reason = refused(two_players(), type="buy", player="ann", card="start")
    assert (reason.code, reason.rule) == ("NOT_FOR_SALE", "S4")


# -- S5 throw away -----------------------------------------------------------------------


def test_s5_a_starting_card_goes_to_the_trash() -> None:
    out = move(
        two_players(ann_hand=("start", "coin2")), type="throw_away", player="ann", card="start"
    )
    assert out.state.trash == ("start",)
    assert out.state.tableau["ann"].washing_machine == ("coin2",)
    assert events_of(out, "card_thrown_away") == [
        {"type": "card_thrown_away", "player": "ann", "card": "start", "to": "trash"}
    ]


def test_s5_a_bought_card_goes_back_to_its_supply_pile() -> None:
    state = two_players(ann_hand=("start", "coin2"))
    out = move(state, type="throw_away", player="ann", card="coin2")
    assert out.state.supply["coin2"] == state.supply["coin2"] + 1
    assert out.state.trash == () and out.state.tableau["ann"].washing_machine == ("start",)
    assert events_of(out, "card_thrown_away")[0]["to"] == "supply"


def test_s5_the_keeper_cannot_be_thrown_away() -> None:
    state = two_players(ann_hand=("start-keep", "start"), ann_backpack=("start", "start"))
    reason = refused(state, type="throw_away", player="ann", card="start-keep")
    assert (reason.code, reason.rule) == ("KEEPER_CANNOT_BE_THROWN_AWAY", "S5")


def test_g3_only_hand_cards_can_be_thrown_away() -> None:
    reason = refused(two_players(), type="throw_away", player="ann", card="cape")
    assert (reason.code, reason.rule) == ("CARD_NOT_IN_HAND", "G3")


# -- S6 mouse ----------------------------------------------------------------------------


def mouse_state(bob: Area, **kw: Any) -> State:
    return make({"ann": area(("start", "start"), ("mouse", "start")), "bob": bob}, **kw)


def test_s6_a_mouse_steals_the_picked_slot_and_the_victim_refills_it() -> None:
    state = mouse_state(area(("coin3", "start"), ("start", "cape")))
    out = move(state, type="mouse", player="ann", target="bob", slot=1)
    assert out.state.tableau["bob"] == area(("start",), ("start", "coin3"))
    assert out.state.tableau["ann"].washing_machine == ("cape", "start")
    assert out.state.supply["mouse"] == state.supply["mouse"] + 1
    assert events_of(out, "mouse_used") == [
        {
            "type": "mouse_used",
            "player": "ann",
            "target": "bob",
            "slot": 1,
            "card": "cape",
            "stolen": True,
        }
    ]
    # The victim's refill is a count: the new card stays hidden.
    assert {"type": "cards_drawn", "player": "bob", "count": 1} in out.events


def test_s6_the_keeper_cannot_be_stolen_but_the_mouse_is_spent() -> None:
    state = mouse_state(area(("coin3", "start"), ("start-keep", "cape")))
    out = move(state, type="mouse", player="ann", target="bob", slot=0)
    assert out.state.tableau["bob"] == state.tableau["bob"]
    assert out.state.tableau["ann"].washing_machine == ("start",)
    assert out.state.supply["mouse"] == state.supply["mouse"] + 1
    assert events_of(out, "mouse_used")[0]["stolen"] is False
    assert not [e for e in out.events if e.get("player") == "bob" and e["type"] == "cards_drawn"]


def test_s6_a_steal_that_empties_the_victims_backpack_reshuffles_their_washing_machine() -> None:
    state = mouse_state(area((), ("cape", "start"), ("coin2", "coin3", "catfood")), shuffles=7)
    out = move(state, type="mouse", player="ann", target="bob", slot=0)
    order = rng.shuffled(["coin2", "coin3", "catfood"], "test-seed", "shuffle:7")
    assert out.state.tableau["bob"] == area(order[1:], (order[0], "start"))
    assert out.state.shuffles == 8
    assert {"type": "washing_machine_shuffled", "player": "bob", "cards": 3} in out.events


def test_s6_a_victim_who_cannot_refill_keeps_a_shorter_hand() -> None:
    state = mouse_state(area((), ("start", "cape")))
    out = move(state, type="mouse", player="ann", target="bob", slot=0)
    assert out.state.tableau["bob"].hand == ("cape",)
    assert out.state.shuffles == state.shuffles


def test_s6_a_one_card_hand_has_no_slot_1() -> None:
    state = mouse_state(area(hand=("cape",)))
    reason = refused(state, type="mouse", player="ann", target="bob", slot=1)
    assert (reason.code, reason.rule) == ("EMPTY_SLOT", "S6")
    out = move(state, type="mouse", player="ann", target="bob", slot=0)
    assert out.state.tableau["bob"].hand == ()


def test_s6_a_mouse_targets_another_player_and_must_be_held() -> None:
    state = mouse_state(area(hand=("cape", "start")))
    reason = refused(state, type="mouse", player="ann", target="ann", slot=0)
    assert (reason.code, reason.rule) == ("CANNOT_TARGET_SELF", "S6")
    reason = refused(two_players(), type="mouse", player="ann", target="bob", slot=0)
    assert (reason.code, reason.rule) == ("CARD_NOT_IN_HAND", "G3")


def test_s6_one_mouse_per_turn_the_second_is_washed() -> None:
    state = make(
        {
            "ann": area(("start", "start"), ("mouse", "mouse")),
            "bob": area(("start",), ("coin2", "start")),
        }
    )
    out = move(state, type="mouse", player="ann", target="bob", slot=0)
    assert out.state.tableau["ann"].washing_machine == ("coin2", "mouse")
    assert out.state.current == "bob"


def test_s6_a_refill_can_hand_the_next_player_a_super_meow() -> None:
    state = mouse_state(area(("cat",), ("start", "cape")))
    out = move(state, type="mouse", player="ann", target="bob", slot=0)
    assert out.result == {"end": "super_meow", "winner": "bob"}


# -- S7 clean-up -------------------------------------------------------------------------


def test_s7_clean_up_washes_the_hand_and_draws_the_top_two() -> None:
    state = two_players(ann_backpack=("coin2", "start-keep", "cat"), ann_hand=("start", "start"))
    out = move(state, type="pass", player="ann")
    assert out.state.tableau["ann"] == area(("cat",), ("coin2", "start-keep"), ("start", "start"))
    assert [e["type"] for e in out.events] == [
        "turn_passed",
        "hand_washed",
        "cards_drawn",
        "hand_revealed",
    ]
    assert events_of(out, "cards_drawn") == [{"type": "cards_drawn", "player": "ann", "count": 2}]


def test_s7_an_empty_backpack_mid_draw_reshuffles_the_washing_machine() -> None:
    state = make(
        {
            "ann": area(("coin3",), ("start-keep", "coin2"), ("start", "catfood")),
            "bob": area(("start", "start"), ("start", "start")),
        },
        shuffles=4,
    )
    out = move(state, type="buy", player="ann", card="mouse")
    # The washer holds the old cards, the bought mouse, then the hand when it is shuffled.
    washed = ["start", "catfood", "mouse", "start-keep", "coin2"]
    order = rng.shuffled(washed, "test-seed", "shuffle:4")
    assert out.state.tableau["ann"] == area(order[1:], ("coin3", order[0]), ())
    assert out.state.shuffles == 5
    assert [e for e in out.events if e["type"] != "hand_revealed"] == [
        {"type": "card_bought", "player": "ann", "card": "mouse"},
        {"type": "hand_washed", "player": "ann", "cards": ["start-keep", "coin2"]},
        {"type": "cards_drawn", "player": "ann", "count": 1},
        {"type": "washing_machine_shuffled", "player": "ann", "cards": 5},
        {"type": "cards_drawn", "player": "ann", "count": 1},
    ]


def test_s7_the_washer_is_not_shuffled_while_the_backpack_suffices() -> None:
    state = two_players(ann_backpack=("coin2", "start-keep"))
    out = move(state, type="pass", player="ann")
    ann = out.state.tableau["ann"]
    assert ann.backpack == () and ann.washing_machine == ("start", "start")
    assert out.state.shuffles == state.shuffles


def test_s7_with_backpack_and_washer_empty_the_hand_stays_short() -> None:
    state = make(
        {"ann": area(hand=("start-keep",)), "bob": area(hand=("start-keep",))},
        options={"start_cards": ["start-keep"]},
    )
    out = move(state, type="pass", player="ann")
    # The single card was washed, then shuffled back and drawn: a hand of one.
    assert out.state.tableau["ann"] == area((), ("start-keep",), ())
    thrown = make(
        {"ann": area(hand=("start",)), "bob": area(("start-keep",), ("start",))},
        options={"start_cards": ["start", "start-keep"]},
    )
    out = move(thrown, type="throw_away", player="ann", card="start")
    assert out.state.tableau["ann"] == area()
    # An empty hand can only pass.
    after = move(out.state, type="pass", player="bob").state
    assert list(G.legal_moves(after)) == [Pass(player="ann")]


def test_s7_reshuffles_use_the_counter_in_the_state() -> None:
    tableau = {
        "ann": area((), ("start", "start"), ("coin2", "coin3", "catfood", "cape", "mouse")),
        "bob": area(("start", "start"), ("start", "start")),
    }
    orders = set()
    for n in range(6):
        out = move(make(tableau, shuffles=n), type="pass", player="ann")
        washed = ["coin2", "coin3", "catfood", "cape", "mouse", "start", "start"]
        expected = rng.shuffled(washed, "test-seed", f"shuffle:{n}")
        assert out.state.tableau["ann"].hand == tuple(expected[:2])
        orders.add(tuple(expected))
        assert move(make(tableau, shuffles=n), type="pass", player="ann") == out
    assert len(orders) > 1


# -- S8 end and score --------------------------------------------------------------------


def test_s8_nothing_follows_the_end() -> None:
    state = make(
        {"ann": area(("start", "start"), ("start", "start")), "bob": area(hand=("cat", "cape"))}
    )
    over = move(state, type="pass", player="ann").state
    assert G.to_act(over) == NOBODY and list(G.legal_moves(over)) == []
    reason = refused(over, type="pass", player="bob")
    assert (reason.code, reason.rule) == ("WRONG_PHASE", "G2")
    assert G.load_state(wire(over)) == over


def test_s8_score_names_every_hand_with_a_cat_and_a_cape() -> None:
    body = {
        "players": ["ann", "bob", "cy"],
        "hands": {"ann": ["cape", "cat"], "bob": ["cat", "catfood"], "cy": ["cat", "cape"]},
    }
    assert G.score(body) == {"winners": ["ann", "cy"]}
    assert G.score({**body, "hands": {"ann": [], "bob": ["cat"], "cy": ["cape"]}}) == {
        "winners": []
    }


@pytest.mark.parametrize(
    ("hands", "path"),
    [
        ({"ann": ["cat"], "bob": ["zebra"]}, "hands"),
        ({"ann": ["cat"]}, "hands"),
        ({"ann": ["cat", "cape", "coin2"], "bob": []}, "hands"),
        ({"ann": ["cat", "cat"], "bob": ["cat"]}, "hands"),
    ],
)
def test_s8_score_refuses_malformed_or_impossible_hands(hands: dict[str, Any], path: str) -> None:
    body = {"players": ["ann", "bob"], "hands": hands, "options": {"supply": {"cat": 2}}}
    with pytest.raises(InvalidInput) as info:
        G.score(body)
    assert list(info.value.errors) == [path]


# -- G1-G3 -------------------------------------------------------------------------------


def test_g1_only_the_current_player_moves() -> None:
    reason = refused(two_players(), type="pass", player="bob")
    assert (reason.code, reason.rule) == ("NOT_YOUR_TURN", "G1")


def test_apply_never_changes_its_input() -> None:
    state = mouse_state(area((), ("cape", "start"), ("coin2", "coin3")))
    before = wire(state)
    move(state, type="mouse", player="ann", target="bob", slot=0)
    move(state, type="pass", player="ann")
    assert wire(state) == before


# -- legal moves ---------------------------------------------------------------------------


def test_legal_moves_list_each_distinct_move_in_a_stable_order() -> None:
    state = make(
        {
            "ann": area(("start",), ("mouse", "coin3")),
            "bob": area(hand=("start", "start")),
            "cy": area(hand=("cape",)),
        }
    )
    assert G.to_act(state) == Seat("ann")
    assert list(G.legal_moves(state)) == [
        Buy(player="ann", card="coin2"),
        Buy(player="ann", card="coin3"),
        Buy(player="ann", card="mouse"),
        ThrowAway(player="ann", card="coin3"),
        ThrowAway(player="ann", card="mouse"),
        Mouse(player="ann", target="bob", slot=0),
        Mouse(player="ann", target="bob", slot=1),
        Mouse(player="ann", target="cy", slot=0),
        Pass(player="ann"),
    ]


def test_legal_moves_never_offer_the_keeper_or_duplicates() -> None:
    state = two_players(ann_hand=("start-keep", "start"), ann_backpack=("start", "start"))
    moves = list(G.legal_moves(state))
    assert ThrowAway(player="ann", card="start") in moves
    assert ThrowAway(player="ann", card="start-keep") not in moves
    assert len(moves) == len(set(moves))


# -- load_move ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        ({"type": "steal", "player": "ann"}, "type"),
        ({"type": "pass", "player": "zed"}, "player"),
        ({"type": "buy", "player": "ann", "card": "super-meow"}, "card"),
        ({"type": "buy", "player": "ann"}, "card"),
        ({"type": "throw_away", "player": "ann", "card": 3}, "card"),
        ({"type": "mouse", "player": "ann", "target": "zed", "slot": 0}, "target"),
        ({"type": "mouse", "player": "ann", "target": "bob", "slot": 2}, "slot"),
        ({"type": "mouse", "player": "ann", "target": "bob", "slot": True}, "slot"),
        ({"type": "mouse", "player": "ann", "target": "bob"}, "slot"),
    ],
)
def test_malformed_moves_are_invalid_input(raw: dict[str, Any], path: str) -> None:
    """Their shape is the schema's to refuse, what they name the engine's: a validate-move
    body answers either, nested under `move`."""
    state = two_players()
    try:
        data = REFEREE.schemas.loader("validate").load({"state": wire(state), "move": raw})
    except ValidationError as exc:
        errors: Any = exc.messages
    else:
        with pytest.raises(InvalidInput) as info:
            REFEREE.load_move(REFEREE.load_state(data["state"]), data["move"])
        errors = info.value.errors
    assert list(errors) == ["move"] and list(errors["move"]) == [path]


def test_load_move_returns_the_typed_move_and_writes_it_back() -> None:
    raw = {"type": "mouse", "player": "ann", "target": "bob", "slot": 1}
    assert G.load_move(two_players(), raw) == Mouse(player="ann", target="bob", slot=1)
    assert G.move_to_wire(Mouse(player="ann", target="bob", slot=1)) == raw
    assert G.load_move(two_players(), {"type": "pass", "player": "ann"}) == Pass(player="ann")
    assert G.move_to_wire(Pass(player="ann")) == {"type": "pass", "player": "ann"}
    bought = G.load_move(two_players(), {"type": "buy", "player": "ann", "card": "cat"})
    assert bought == Buy(player="ann", card="cat")


# -- load_state ----------------------------------------------------------------------------


def test_load_state_fills_defaults_and_derives_a_seed() -> None:
    raw = wire(two_players())
    del raw["seed"], raw["shuffles"], raw["options"]
    raw["supply"] = {"cat": 8}
    state = G.load_state(raw)
    assert state.shuffles == 0 and G.to_wire(state)["options"] == G.resolve_options(None)
    assert G.to_wire(state)["supply"] == {
        "coin2": 0,
        "coin3": 0,
        "mouse": 0,
        "catfood": 0,
        "cat": 8,
        "cape": 0,
    }
    assert state.seed.startswith("derived:") and G.load_state(raw).seed == state.seed


def test_load_state_accepts_a_stolen_start_card_in_another_tableau() -> None:
    # Bob holds five `start` cards (two of them stolen from ann): 6 in all for 2 players.
    state = make(
        {
            "ann": area(("start-keep",), ("start",)),
            "bob": area(("start", "start", "start"), ("start-keep", "start"), ("start",)),
        }
    )
    assert Counter(state.tableau["bob"].backpack)["start"] == 3


def valid_raw() -> dict[str, Any]:
    return wire(two_players())


def with_(raw: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    target = raw
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return raw


@pytest.mark.parametrize(
    ("path", "value", "where"),
    [
        (("tableau", "ann", "hand", 0), "zebra", {"tableau": {"ann": {"hand": {"0": ["?"]}}}}),
        (("tableau", "ann", "backpack"), 2, {"tableau": {"ann": {"backpack": ["?"]}}}),
        (("tableau", "ann", "colour"), [], {"tableau": {"ann": {"colour": ["?"]}}}),
        (("tableau", "cy"), write(area()), {"tableau": {"cy": ["?"]}}),
        (("supply", "cat"), -1, {"supply": {"cat": ["?"]}}),
        (("supply", "start"), 1, {"supply": {"start": ["?"]}}),
        (("supply", "cat"), 9, {"_schema": ["?"]}),
        (("trash",), ["start"] * 3, {"_schema": ["?"]}),
        (("trash",), ["start-keep"], {"trash": {"0": ["?"]}}),
        (("trash",), ["coin2"], {"trash": {"0": ["?"]}}),
        (("tableau", "ann", "hand"), ["start"] * 3, {"tableau": {"ann": {"hand": ["?"]}}}),
        (("tableau", "ann", "washing_machine"), ["start-keep"], {"tableau": {"ann": ["?"]}}),
        (("status",), "round_over", {"status": ["?"]}),
        (("winner",), "ann", {"winner": ["?"]}),
        (("winner",), "zed", {"winner": ["?"]}),
        (("current",), "zed", {"current": ["?"]}),
        (("shuffles",), -1, {"shuffles": ["?"]}),
        (("seed",), 5, {"seed": ["?"]}),
        (("options",), {"prices": {"cat": -1}}, {"options": {"prices": {"cat": ["?"]}}}),
    ],
)
def test_load_state_refuses_impossible_states(
    path: tuple[Any, ...], value: Any, where: Any
) -> None:
    errors = impossible(with_(valid_raw(), path, value))
    assert _shape(errors) == where


class _Code(str):
    """A str subclass: loads like the str it equals (the subset checks must not refuse it)."""


def test_load_state_names_the_first_bad_item_exactly() -> None:
    raw = with_(valid_raw(), ("tableau", "ann", "hand"), ["start", "zebra"])
    assert impossible(raw) == {"tableau": {"ann": {"hand": {"1": ["unknown card 'zebra'"]}}}}
    raw = with_(valid_raw(), ("tableau", "ann", "hand"), ["start", ["start"]])  # the schema's
    assert impossible(raw) == {
        "tableau": {"ann": {"hand": {1: ["must be a code of 1 to 64 characters"]}}}
    }
    raw = with_(valid_raw(), ("trash",), ["start", "coin2"])
    assert impossible(raw) == {"trash": {"1": ["only starting cards go to the trash (S5)"]}}
    raw = with_(valid_raw(), ("supply", "cat"), True)
    assert impossible(raw) == {"supply": {"cat": ["must be a non-negative integer"]}}
    raw = with_(valid_raw(), ("tableau", "ann", "washing_machine"), ["start-keep"])
    assert impossible(raw) == {"tableau": {"ann": ["holds 2 start-keep cards; at most 1"]}}
    raw = with_(valid_raw(), ("tableau", "ann", "hand"), [_Code("start"), "start"])
    assert G.load_state(raw) == G.load_state(valid_raw())


def _shape(tree: Any) -> Any:
    """The error tree with every message list replaced by ["?"]."""
    if isinstance(tree, dict):
        return {k: _shape(v) for k, v in tree.items()}
    return ["?"]


def test_load_state_refuses_an_unnoticed_super_meow_and_a_winnerless_end() -> None:
    fewer = with_(valid_raw(), ("supply",), {**DEFAULT_SUPPLY, "cat": 6, "cape": 6})
    raw = with_(json.loads(json.dumps(fewer)), ("tableau", "ann", "hand"), ["cat", "cape"])
    assert _shape(impossible(raw)) == {"tableau": {"ann": {"hand": ["?"]}}}
    over = with_(fewer, ("status",), "game_over")
    assert _shape(impossible(over)) == {"winner": ["?"]}
    over = with_(with_(over, ("winner",), "bob"), ("tableau", "bob", "hand"), ["cat", "cape"])
    assert _shape(impossible(over)) == {"winner": ["?"]}  # the winner is the one revealing
    over = with_(with_(over, ("winner",), "ann"), ("current",), "ann")
    assert _shape(impossible(over)) == {"tableau": {"ann": {"hand": ["?"]}}}
    over = with_(over, ("tableau", "ann", "hand"), ["cape", "cat"])
    over["tableau"]["bob"]["hand"] = ["start", "start"]
    assert G.load_state(over).winner == "ann"


def test_load_state_refuses_missing_players_maps_and_piles() -> None:
    raw = valid_raw()
    del raw["tableau"]["bob"]
    assert _shape(impossible(raw)) == {"tableau": {"bob": ["?"]}}
    raw = valid_raw()
    del raw["trash"]
    assert _shape(impossible(raw)) == {"trash": ["?"]}
    raw = valid_raw()
    del raw["supply"]
    assert _shape(impossible(raw)) == {"supply": ["?"]}
    assert _shape(impossible({**valid_raw(), "players": ["ann"]})) == {"players": ["?"]}


# -- views ---------------------------------------------------------------------------------


def view_table() -> State:
    return make(
        {
            "ann": area(("coin2",), ("start", "cat"), ("mouse",)),
            "bob": area(("start", "start"), ("cape", "start"), ("coin3",)),
            "cy": area(("start",), ("catfood",)),
        },
        trash=("start",),
    )


def test_s3_a_hand_is_face_down_to_everyone_its_owner_included_until_its_turn() -> None:
    state = view_table()
    bob = G.view(state, "bob")
    assert "seed" not in bob
    assert bob["tableau"] == {
        "ann": {"backpack": 1, "hand": ["start", "cat"], "washing_machine": ["mouse"]},
        "bob": {"backpack": 2, "hand": 2, "washing_machine": ["coin3"]},  # not even bob's
        "cy": {"backpack": 1, "hand": 1, "washing_machine": []},
    }
    assert bob["supply"] == dict(state.supply) and bob["trash"] == ["start"]
    wire_face = WireGame(SuperMeow())
    assert G.view(state, "bob") == wire_face.view(G.to_wire(state), "bob")
    for reader in (None, "ann", "bob", "cy"):  # ann's turn revealed hers, to everyone
        tableau = G.view(state, reader)["tableau"]
        assert {p: a["hand"] for p, a in tableau.items()} == {
            "ann": ["start", "cat"],
            "bob": 2,
            "cy": 1,
        }
        assert all(a["backpack"] == len(state.tableau[p].backpack) for p, a in tableau.items())
    assert set(G.hidden(state, "bob")) == {
        *(("tableau", p, "backpack") for p in ("ann", "bob", "cy")),
        ("tableau", "bob", "hand"),
        ("tableau", "cy", "hand"),
    }


def test_s3_the_movers_new_hand_is_hidden_from_them_once_their_turn_ends() -> None:
    state = view_table()
    out = move(state, type="pass", player="ann")
    drawn = out.state.tableau["ann"].hand
    assert drawn == ("coin2", "mouse")  # the backpack's coin2, then the washed pile
    mine = G.view(out.state, "ann")["tableau"]
    assert mine["ann"]["hand"] == 2 and mine["bob"]["hand"] == ["cape", "start"]
    # Nothing the move answers names the new hand: only counts, and the washed cards.
    assert events_of(out, "cards_drawn") == [
        {"type": "cards_drawn", "player": "ann", "count": 1},
        {"type": "cards_drawn", "player": "ann", "count": 1},
    ]
    assert events_of(out, "hand_washed")[0]["cards"] == ["start", "cat"]
    assert events_of(out, "hand_revealed") == [
        {"type": "hand_revealed", "player": "bob", "hand": ["cape", "start"]}
    ]


def test_s3_a_waiting_seat_lists_no_move_whatever_its_face_down_hand() -> None:
    state = view_table()
    for hand in (("cape", "start"), ("mouse", "coin3"), ()):
        other = make({**state.tableau, "bob": area(("start", "start"), hand, ("coin3",))})
        assert G.to_act(other) == Seat("ann") and list(G.seat_moves(other, "bob")) == []
    # the acting seat, from its revealed hand
    assert ThrowAway(player="ann", card="cat") in list(G.seat_moves(state, "ann"))


def test_s3_rules_version_1_showed_the_owner_their_face_down_hand() -> None:
    assert RULES_VERSION == 2 and READINGS[2].own_hand_face_down
    assert not READINGS[1].own_hand_face_down
    state = view_table()
    bob = V1.view(state, "bob")["tableau"]
    assert {p: a["hand"] for p, a in bob.items()} == {
        "ann": ["start", "cat"],
        "bob": ["cape", "start"],
        "cy": 1,
    }
    assert V1.view(state, None)["tableau"]["bob"]["hand"] == 2
    assert V1.view(state, "ann")["tableau"]["ann"]["backpack"] == 1
    # Only the views differ: the same moves give the same games under both editions.
    assert V1.apply(state, Pass(player="ann")) == G.apply(state, Pass(player="ann"))
    # The wire face takes the edition too.
    assert WireGame(SuperMeow(rules_version=1)).view(G.to_wire(state), "bob")["tableau"] == bob
    assert WireGame(SuperMeow()).view(G.to_wire(state), "bob")["tableau"]["bob"]["hand"] == 2


def test_options_that_are_not_an_object_are_refused() -> None:
    assert _shape(impossible({**valid_raw(), "options": ["prices"]})) == {"options": ["?"]}
    with pytest.raises(ValidationError) as info:  # the schema's check, before the engine's
        REFEREE.score({"players": ["ann", "bob"], "hands": {"ann": [], "bob": []}, "options": 3})
    assert info.value.messages == {"options": ["must be an object"]}
