"""The search's budget in work units and its progressive widening (bots/search.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import bots
import engines
from bots.match import seat_to_act
from bots.search import Budget, search, widening

from .playouts import Table, knowledge_of, played

GAMES = sorted(bots.PLAYERS)


def position(
    game: str, seed: int, lone: bool = False
) -> tuple[object, str, list[dict[str, object]]]:
    """A position of a seeded game whose seat to act has a choice of moves (exactly one
    legal move when `lone`)."""
    rules = engines.REGISTRY[game].rules
    for moves in range(8, 400):
        state, log = played(Table(game, ("p0", "p1"), {}, f"search:{seed}"), moves, seed)
        seat = seat_to_act(rules, state)
        if seat is None:
            break  # over
        if (len(list(rules.seat_moves(state, seat))) == 1) == lone:
            return state, seat, log
    raise AssertionError(f"no position with a seat to act ({'one move' if lone else 'a choice'})")


def run(
    game: str, seed: int, budget: Budget, lone: bool = False
) -> tuple[bots.Decision[Any], Budget]:
    rules = engines.REGISTRY[game].rules
    player = bots.PLAYERS[game]
    state, seat, log = position(game, seed, lone)
    knowledge = knowledge_of(rules, state, seat, log)
    rng = random.Random(seed)
    first = player.determinise(rules, knowledge, rng)
    moves = list(rules.seat_moves(first, seat))
    return search(rules, player, knowledge, first, moves, rng, budget), budget


@pytest.mark.parametrize("game", GAMES)
def test_a_work_budget_stops_within_one_iteration_of_it(game):
    for seed in range(3):
        decision, budget = run(game, seed, Budget(None, 300, lambda: False))
        assert budget.spent >= 300
        assert decision.iterations == budget.done >= 1
        # the last iteration started below the budget: one iteration spends at most what
        # a walk down the tree lists and applies, far less than the whole budget here
        again, more = run(game, seed, Budget(None, 1200, lambda: False))
        assert more.done > budget.done


@pytest.mark.parametrize("game", GAMES)
def test_a_lone_legal_move_is_answered_after_one_iteration(game):
    decision, budget = run(game, 0, Budget(None, 300, lambda: False), lone=True)
    assert budget.done == decision.iterations == 1
    [only] = decision.considered
    assert only.move == decision.move and only.visits == 1 and 0.0 <= only.value <= 1.0


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_and_work_budget_give_the_same_decision(game):
    first, _ = run(game, 1, Budget(None, 500, lambda: False))
    second, _ = run(game, 1, Budget(None, 500, lambda: False))
    assert first == second


def test_the_first_child_expanded_is_the_move_ranked_best():
    game = "meow10"
    rules = engines.REGISTRY[game].rules
    player = bots.PLAYERS[game]
    checked = 0
    for seed in range(20):
        state, seat, _ = position(game, seed)
        moves = list(rules.seat_moves(state, seat))
        if len(moves) < 3:
            continue
        decision, _ = run(game, seed, Budget(1, None, lambda: False))
        ranks = {str(rules.move_to_wire(m)): player.rank(rules, state, m) for m in moves}
        assert len(decision.considered) == 1
        assert ranks[str(decision.move)] == max(ranks.values())
        checked += 1
    assert checked >= 3


def test_widening_grows_with_visits_but_slower():
    counts = [widening(n) for n in range(200)]
    assert counts[0] >= 1
    assert counts == sorted(counts)
    assert counts[-1] < 200 / 4
