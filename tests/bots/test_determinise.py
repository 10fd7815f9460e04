"""Each game's determinisation: a full state that gives the seat its own view back, and
that the game's own checks accept (every card where it may be, each as many times)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bots
import engines
from bots import Knowledge
from engines.base import canonical_json

from .playouts import knowledge_of, played, tables

GAMES = sorted(bots.PLAYERS)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=15)
@given(data=st.data())
def test_a_determinisation_gives_the_seat_its_view_and_loads(game, data):
    table = data.draw(tables(game))
    state, log = played(table, data.draw(st.integers(0, 120)), data.draw(st.integers(0, 2**32)))
    rules = engines.REGISTRY[game].rules
    player = bots.PLAYERS[game]
    for seat in table.players:
        knowledge = knowledge_of(rules, state, seat, log)
        rng = random.Random(data.draw(st.integers(0, 2**32)))
        for _ in range(3):  # the first deal of a knowledge, and those made from it
            made = player.determinise(rules, knowledge, rng)
            assert rules.view(made, seat) == knowledge.view
            assert rules.to_wire(rules.load_state(rules.to_wire(made))) == rules.to_wire(made)


@pytest.mark.parametrize("game", GAMES)
def test_determinisations_deal_the_unseen_cards_differently(game):
    """A deal is a sample, not the true state: over a few seeds the hidden cards differ."""
    rules = engines.REGISTRY[game].rules
    state = rules.setup(["p0", "p1"], None, "deal")
    knowledge = Knowledge("p0", rules.view(state, "p0"))
    player = bots.PLAYERS[game]
    deals = set()
    for rng in map(random.Random, range(5)):
        wire = rules.to_wire(player.determinise(rules, knowledge, rng))
        del wire["seed"]
        deals.add(canonical_json(wire))
    assert len(deals) > 1
