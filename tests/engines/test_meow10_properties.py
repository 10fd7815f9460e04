"""Meow 10 properties over seeded random playouts of whole games: every card is always
somewhere, games end, and events name no card but those played. What every game
promises (replays, load_state, legal_moves against apply, views and events hiding what
they must) is tests/engines/test_contract.py's."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.meow10 import Meow10, Move, State, Status

GAME = Meow10()
MAX_MOVES = 3000


def all_cards(state: State) -> Counter[str]:
    cards: Counter[str] = Counter(state.draw_pile) + Counter(state.discard_pile)
    for hand in state.hands.values():
        cards.update(hand)
    return cards


def playout(seed: str, players: list[str], rnd: random.Random) -> list[tuple[State, Move | None]]:
    """(state, move) pairs of a whole game played by random legal moves."""
    state = GAME.setup(players, seed=seed)
    steps: list[tuple[State, Move | None]] = []
    for _ in range(MAX_MOVES):
        listed = list(GAME.legal_moves(state))
        if not listed:
            break
        move = rnd.choice(listed)
        steps.append((state, move))
        state = GAME.apply(state, move).state
    steps.append((state, None))
    return steps


@settings(max_examples=25, deadline=None)
@given(seed=st.text(min_size=1, max_size=12), count=st.integers(2, 5), pick=st.integers(0, 2**32))
def test_playouts_conserve_all_54_cards_and_reach_game_over(seed, count, pick):
    players = [f"p{i}" for i in range(count)]
    steps = playout(seed, players, random.Random(pick))
    full = Counter(steps[0][0].deck.order)
    for state, _ in steps:
        assert all_cards(state) == full
    assert steps[-1][0].status is Status.GAME_OVER
    assert GAME.is_over(steps[-1][0])


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_in(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings_in(v)]
    return []


@settings(max_examples=15, deadline=None)
@given(seed=st.text(min_size=1, max_size=12), pick=st.integers(0, 2**32))
def test_events_name_no_card_but_those_this_move_plays(seed, pick):
    """Stricter than the contract's hidden-card check: a card an event names must have
    been played onto the discard pile by this move, never one already in view there. A
    draw, a deal or a round's end names counts, never cards."""
    rnd = random.Random(pick)
    steps = playout(seed, ["a", "b", "c"], rnd)
    known = set(steps[0][0].deck.cards)
    for state, move in steps[:-1]:
        assert move is not None
        out = GAME.apply(state, move)
        named = Counter(s for event in out.events for s in strings_in(event) if s in known)
        played = Counter(out.state.discard_pile) - Counter(state.discard_pile)
        assert not named - played, (move, out.events)
