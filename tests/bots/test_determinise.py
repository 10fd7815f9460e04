"""Each game's determinisation: a full state that gives the seat its own view back, and
that the game's own checks accept (every card where it may be, each as many times)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bots
import engines
from bots import Knowledge
from engines.base import canonical_json
from engines.meow10 import is_ten

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


def test_a_meow10_view_where_nearly_every_deal_is_a_ten_still_determinises() -> None:
    """Bob holds every card of four types and one of each of five more; the draw pile
    holds the foxes. Of the deals of those unseen cards, about 1 in 140,000 gives bob no
    fox, and every other is a Ten (M6), which the true state cannot be: rejection alone
    fails, and the deal is mended so that no hidden hand is a Ten. Seen in a session,
    where a bot seat's turn stalled on it."""
    rules = engines.REGISTRY["meow10"].rules
    deck = rules.setup(["ann", "bob"], None, "x", None, None).deck
    kinds = [kind.id for kind in deck.types if kind.id != "fox"]
    rest = list(deck.order)
    foxes = [code for code in rest if deck.cards[code].type == "fox"]
    bob = [code for code in rest if deck.cards[code].type in kinds[:4]]
    bob += [next(code for code in rest if deck.cards[code].type == kind) for kind in kinds[4:]]
    ann = sorted((Counter(rest) - Counter(bob) - Counter(foxes)).elements())
    discard = [ann.pop()]
    state = rules.load_state(
        {
            "players": ["ann", "bob"],
            "hands": {"ann": ann, "bob": bob},
            "draw_pile": foxes,
            "discard_pile": discard,
            "current": "ann",
            "starter": "ann",
            "status": "playing",
            "seed": "ten",
        }
    )
    assert not any(is_ten(hand, deck) for hand in state.hands.values())
    player = bots.PLAYERS["meow10"]
    knowledge = Knowledge("ann", rules.view(state, "ann"), ())
    for i in range(20):  # the first deal (checked by load_state) and those built from it
        dealt = player.determinise(rules, knowledge, random.Random(i))
        assert rules.view(dealt, "ann") == knowledge.view
        assert not is_ten(dealt.hands["bob"], deck)
        assert sorted(dealt.hands["bob"] + dealt.draw_pile) == sorted(bob + foxes)
    decision = bots.suggest("meow10", knowledge, level="mcts", seed="ten", iterations=30)
    assert decision.move["player"] == "ann"
