"""A bot cannot peek: it is given what a seat knows, never a state. Two states that give
the seat the same view (the hidden cards dealt anew) get the same move for the same seed
at every level; and a view that shows what the seat cannot see is refused by name."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bots
import engines
from bots import Knowledge, Level, suggest
from bots.match import seat_to_act
from engines import InvalidInput
from engines.base import canonical_json

from .playouts import knowledge_of, played, tables

GAMES = sorted(bots.PLAYERS)
# Small budgets keep the property fast; the search's answer depends on its budget, not
# on whether it is small.
ITERATIONS = {Level.RANDOM: None, Level.GREEDY: 2, Level.MCTS: 12}


def without_seed(rules, state):
    wire = rules.to_wire(state)
    del wire["seed"]
    return canonical_json(wire)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=12)
@given(data=st.data())
def test_two_states_a_seat_sees_alike_get_the_same_move(game, data):
    table = data.draw(tables(game))
    state, log = played(table, data.draw(st.integers(0, 80)), data.draw(st.integers(0, 2**32)))
    rules = engines.REGISTRY[game].rules
    seat = seat_to_act(rules, state)
    if seat is None:
        return
    view = rules.view(state, seat)
    # Another state behind the same view: the hidden cards dealt anew (and another seed).
    other = bots.PLAYERS[game].determinise(
        rules, Knowledge(seat, view, tuple(log)), random.Random(data.draw(st.integers()))
    )
    assert rules.view(other, seat) == view
    seed = data.draw(st.text(max_size=6))
    for level, iterations in ITERATIONS.items():
        moves = [
            suggest(
                game,
                knowledge_of(rules, s, seat, log),
                level=level,
                seed=seed,
                iterations=iterations,
            ).move
            for s in (state, other)
        ]
        assert moves[0] == moves[1], level


@pytest.mark.parametrize("game", GAMES)
def test_the_hidden_states_really_differ_somewhere(game):
    """The property above is not vacuous: the states it compares differ in what is hidden."""
    rules = engines.REGISTRY[game].rules
    state = rules.setup(["p0", "p1"], None, "peek")
    seat = seat_to_act(rules, state)
    knowledge = knowledge_of(rules, state, seat, [])
    other = bots.PLAYERS[game].determinise(rules, knowledge, random.Random(7))
    assert without_seed(rules, other) != without_seed(rules, state)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", list(Level))
def test_a_state_is_refused_naming_the_hidden_place_it_shows(game, level):
    rules = engines.REGISTRY[game].rules
    state = rules.setup(["p0", "p1"], None, "state")
    seat = seat_to_act(rules, state)
    view = rules.view(state, seat)
    full = rules.to_wire(state)
    del full["seed"]
    shown = [key for key in full if full[key] != view[key]]
    assert shown, "the game hides something from this seat"
    with pytest.raises(InvalidInput) as caught:
        suggest(game, Knowledge(seat, full), level=level, seed="1")
    assert list(caught.value.errors) == ["view"]
    assert list(caught.value.errors["view"])[0] in shown


@pytest.mark.parametrize("game", GAMES)
def test_a_hidden_place_given_as_a_list_is_refused_by_its_path(game):
    rules = engines.REGISTRY[game].rules
    state = rules.setup(["p0", "p1"], None, "hand")
    seat = seat_to_act(rules, state)
    other = next(p for p in state.players if p != seat)
    view = rules.view(state, seat)
    if not isinstance(view.get("hands", {}).get(other), int):
        pytest.skip("this game shows no hand as its length")
    view["hands"] = {**view["hands"], other: rules.to_wire(state)["hands"][other]}
    with pytest.raises(InvalidInput) as caught:
        suggest(game, Knowledge(seat, view), level="random", seed="1")
    errors = caught.value.errors
    assert list(errors) == ["view"] and list(errors["view"]) == ["hands"]
    assert list(errors["view"]["hands"]) == [other]


def test_who_may_be_asked():
    rules = engines.REGISTRY["meow10"].rules
    state = rules.setup(["p0", "p1"], None, "who")
    view = rules.view(state, "p1")
    cases = [
        (dict(game="nope", knowledge=Knowledge("p0", view)), "game"),
        (dict(game="meow10", knowledge=Knowledge("zed", view)), "seat"),
        (dict(game="meow10", knowledge=Knowledge("p1", view)), "seat"),  # p0's turn
    ]
    for kwargs, field in cases:
        with pytest.raises(InvalidInput) as caught:
            suggest(**kwargs, level="random", seed="1")
        assert list(caught.value.errors) == [field]
    for kwargs, field in [
        (dict(level="best"), "level"),
        (dict(level="mcts", iterations=0), "iterations"),
        (dict(level="mcts", budget_ms=-1), "budget_ms"),
    ]:
        with pytest.raises(InvalidInput) as caught:
            suggest("meow10", Knowledge("p0", rules.view(state, "p0")), seed="1", **kwargs)
        assert list(caught.value.errors) == [field]


def test_a_view_stamped_with_its_rules_version_is_played_under_that_edition():
    rules = engines.EDITIONS["copycat"][1].rules
    state = rules.setup(["p0", "p1"], None, "v1")
    view = {**rules.view(state, "p0"), "rules_version": 1}
    decision = suggest("copycat", Knowledge("p0", view), level="greedy", seed="1")
    assert decision.move in [rules.move_to_wire(m) for m in rules.seat_moves(state, "p0")]
    with pytest.raises(InvalidInput) as caught:
        suggest("copycat", Knowledge("p0", {**view, "rules_version": 99}), level="random", seed="1")
    assert list(caught.value.errors["view"]) == ["rules_version"]


@pytest.mark.parametrize("value", [3.0, True, "3", -1, None])
def test_a_cat_tower_view_counts_its_hidden_places_in_whole_numbers(value: object) -> None:
    """A hidden hand or token pool is a list or its length: a float, a bool, a string or a
    negative number is refused, naming the place (JSON has no other count)."""
    rules = engines.REGISTRY["cattower"].rules
    state = rules.setup(["ann", "bob"], None, "counts", None, None)
    view = dict(rules.view(state, "ann"))
    for place in (("hands", "bob"), ("token_pool",)):
        sent = {**view, "hands": dict(view["hands"])}
        if place[0] == "hands":
            sent["hands"]["bob"] = value
        else:
            sent["token_pool"] = value
        with pytest.raises(InvalidInput) as refused:
            bots.suggest("cattower", Knowledge("ann", sent, ()), level="random", seed="1")
        errors: Any = refused.value.errors["view"]
        for key in place:
            errors = errors[key]
        assert errors
