"""bench.suggest_http's questions are what a hint button asks: the view of the seat to act
(no seed, hidden places as lengths) and the public log, which the bots answer."""

from __future__ import annotations

import pytest

import bots
from bench.suggest_http import questions


@pytest.mark.parametrize("game", sorted(bots.PLAYERS))
def test_each_question_is_a_seat_views_and_the_bot_answers_it(game):
    asked = list(questions(game, 5))
    assert len(asked) == 5
    assert len({len(q["log"]) for q in asked}) > 1  # positions at different depths
    for question in asked:
        view = question["view"]
        assert "seed" not in view and question["seat"] in view["players"]
        knowledge = bots.Knowledge(question["seat"], view, question["log"])
        decision = bots.suggest(game, knowledge, level="random", seed="t")
        assert decision.move["player"] == question["seat"]
