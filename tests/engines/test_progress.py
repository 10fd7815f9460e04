"""`to_act` and `outcome` (service.referee.progress) over random playouts of every game:
derived from the engine contract alone, they must agree with what the contract lists and
applies, whatever the game."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines import REGISTRY
from engines.base import Anyone, Seat
from service.referee import progress
from tests.engines.test_contract import GAMES, play, setups
from tests.testgames import TEST_GAMES, serving


@pytest.fixture(autouse=True, scope="module")
def _test_games_served() -> Iterator[None]:
    with serving(*TEST_GAMES):
        yield


def movers(rules: Any, typed: Any) -> set[str]:
    return {rules.mover(move) for move in rules.legal_moves(typed)}


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_to_act_and_outcome_agree_with_the_contract_at_every_state(game_id: str, data: Any) -> None:
    game = REGISTRY[game_id]
    rules = game.rules
    setup = data.draw(setups(game))
    for state, _, _ in play(game, setup):
        typed = rules.from_wire(state)
        found = progress(rules, typed)
        json.dumps(found)  # plain JSON, as the answers send it
        to_act, outcome = found["to_act"], found["outcome"]
        players = list(state["players"])
        assert list(outcome["scores"]) == players  # every player, in seat order
        assert all(type(score) in (int, float) for score in outcome["scores"].values())
        assert outcome["over"] is rules.is_over(typed)
        can_move = movers(rules, typed)
        actor = rules.to_act(typed)
        if outcome["over"]:
            assert to_act == [] and not can_move
            assert outcome["winners"] and set(outcome["winners"]) <= set(players)
            assert isinstance(outcome["end"], str)
            continue
        assert outcome["winners"] == [] and outcome["end"] is None
        assert can_move <= set(to_act)  # nobody outside to_act has a legal move
        if isinstance(actor, Seat):
            assert to_act == [actor.player] and can_move == {actor.player}
        else:
            assert isinstance(actor, Anyone) and to_act == players and can_move


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_names_its_winners_among_the_players(game_id: str) -> None:
    """A whole game, played to its end: the last state is over, with winners."""
    game = REGISTRY[game_id]
    rules = game.rules
    for seed in range(40):
        state = game.setup(["ann", "bob", "cy"][: max(game.min_players, 2)], seed=f"end-{seed}")
        for _ in range(3000):
            _, moves = game.legal_moves(state)
            listed = list(moves)
            if not listed:
                break
            state = game.apply(state, listed[seed % len(listed)]).state
        typed = rules.from_wire(state)
        if rules.is_over(typed):
            outcome = progress(rules, typed)["outcome"]
            assert outcome["over"] and progress(rules, typed)["to_act"] == []
            assert set(outcome["winners"]) <= set(state["players"])
            assert outcome["end"] == rules.outcome(typed).end  # type: ignore[union-attr]
            return
    pytest.fail(f"no {game_id} game of 40 reached its end")
