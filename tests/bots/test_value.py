"""Every game's heuristic (`Player.value`): in [0, 1] wherever a game stands, and at its
end the winners' share of 1 (a sole winner 1, tied winners alike), 0 for the others."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bots
import engines

from .playouts import Table, played, tables

GAMES = sorted(bots.PLAYERS)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_value_is_in_the_unit_interval(game, data):
    table = data.draw(tables(game))
    state, _ = played(table, data.draw(st.integers(0, 300)), data.draw(st.integers(0, 99)))
    rules = engines.REGISTRY[game].rules
    for seat in state.players:
        assert 0.0 <= bots.PLAYERS[game].value(rules, state, seat) <= 1.0


@pytest.mark.parametrize("game", GAMES)
def test_at_the_end_the_winners_share_one_and_the_others_get_nothing(game):
    rules = engines.REGISTRY[game].rules
    ended = 0
    for seed in range(10):
        players = ("p0", "p1", "p2")[: 2 + seed % 2]
        state, _ = played(Table(game, players, {}, f"end:{seed}"), 5000, seed)
        outcome = rules.outcome(state)
        if outcome is None:  # a random game that wandered (Super Meow can stall)
            continue
        ended += 1
        for seat in players:
            share = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
            assert bots.PLAYERS[game].value(rules, state, seat) == pytest.approx(share)
    assert ended >= 5, f"only {ended} of 10 random {game} games ended"
