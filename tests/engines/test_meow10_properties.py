"""Meow 10 properties over seeded random playouts of whole games."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines import IllegalMove
from engines.meow10 import Draw, Meow10, Move, NextRound, Play, State, Status

GAME = Meow10()
MAX_MOVES = 3000


def all_cards(state: State) -> Counter[str]:
    cards: Counter[str] = Counter(state.draw_pile) + Counter(state.discard_pile)
    for hand in state.hands.values():
        cards.update(hand)
    return cards


def canonical(state: State, move: Move) -> Move:
    """A draw naming N is the same move as a draw naming nothing (M5)."""
    if isinstance(move, Draw) and state.status is Status.PLAYING:
        if state.top.type is not None and move.count == state.top.number:
            return Draw(move.player)
    return move


def candidates(state: State, rnd: random.Random) -> list[Move]:
    """Moves worth trying, legal or not: random card sequences, every draw count, other players."""
    out: list[Move] = []
    codes = sorted(state.deck.cards)
    for player in state.players:
        hand = list(state.hands[player])
        out.append(Draw(player))
        out.extend(Draw(player, n) for n in range(1, 5))
        out.append(NextRound(player))
        for _ in range(6):
            pool = hand + rnd.sample(codes, 2)
            k = rnd.randint(1, min(5, len(pool)))
            out.append(Play(player, tuple(rnd.sample(pool, k))))
    return out


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
        # Every state the engine produces is one the validator accepts, even after JSON.
        assert GAME.load_state(json.loads(json.dumps(GAME.to_wire(state)))) == state
    assert steps[-1][0].status is Status.GAME_OVER
    assert GAME.is_over(steps[-1][0])


@settings(max_examples=15, deadline=None)
@given(seed=st.text(min_size=1, max_size=12), count=st.integers(2, 5), pick=st.integers(0, 2**32))
def test_the_same_seed_and_moves_replay_identically(seed, count, pick):
    players = [f"p{i}" for i in range(count)]
    steps = playout(seed, players, random.Random(pick))
    state = GAME.setup(players, seed=seed)
    assert state == steps[0][0]
    for expected, move in steps:
        assert state == expected
        if move is not None:
            state = GAME.apply(state, move).state


@settings(max_examples=30, deadline=None)
@given(seed=st.text(min_size=1, max_size=12), count=st.integers(2, 5), pick=st.integers(0, 2**32))
def test_legal_moves_lists_exactly_the_moves_apply_accepts(seed, count, pick):
    rnd = random.Random(pick)
    players = [f"p{i}" for i in range(count)]
    steps = playout(seed, players, rnd)
    for state, _ in rnd.sample(steps, min(8, len(steps))):
        listed = [canonical(state, m) for m in GAME.legal_moves(state)]
        assert len(listed) == len(set(listed)), "each distinct move appears once"
        for move in candidates(state, rnd):
            try:
                GAME.apply(state, move)
                legal = True
            except IllegalMove:
                legal = False
            assert legal == (canonical(state, move) in listed), move


@settings(max_examples=15, deadline=None)
@given(seed=st.text(min_size=1, max_size=12), pick=st.integers(0, 2**32))
def test_a_seat_view_never_shows_a_hidden_card(seed, pick):
    rnd = random.Random(pick)
    steps = playout(seed, ["a", "b", "c"], rnd)
    for state, _ in steps[:: max(1, len(steps) // 20)]:
        for seat in [None, *state.players]:
            view = GAME.view(state, seat)
            assert "seed" not in view
            assert isinstance(view["draw_pile"], int)
            for p, hand in view["hands"].items():
                assert hand == (list(state.hands[p]) if p == seat else len(state.hands[p]))


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
def test_events_name_only_cards_played_face_up(seed, pick):
    """Events go to every seat: a card they name must have been played onto the discard
    pile by this move. A draw, a deal or a round's end names counts, never cards."""
    rnd = random.Random(pick)
    steps = playout(seed, ["a", "b", "c"], rnd)
    known = set(steps[0][0].deck.cards)
    for state, move in steps[:-1]:
        assert move is not None
        out = GAME.apply(state, move)
        named = Counter(s for event in out.events for s in strings_in(event) if s in known)
        played = Counter(out.state.discard_pile) - Counter(state.discard_pile)
        assert not named - played, (move, out.events)
