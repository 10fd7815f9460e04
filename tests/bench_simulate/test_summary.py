"""The simulator's summary of played games (bench/simulate/summary.py)."""

from __future__ import annotations

import pytest

from bench.simulate.runs import GameTask, SeatedBot, play_one
from bench.simulate.summary import summarise
from bots import Level


def test_an_unfinished_game_is_counted_and_won_by_nobody():
    seats = (("p1", SeatedBot(Level.RANDOM)), ("p2", SeatedBot(Level.RANDOM)))
    stopped = play_one(GameTask("meow10", seats, {}, "stall", max_moves=3))
    ended = play_one(GameTask("meow10", seats, {}, "stall"))
    summary = summarise([stopped, ended])
    assert summary["unfinished"] == 1 and summary["games"] == 2
    assert sum(r["wins"] for r in summary["win_by_seat"].values()) == pytest.approx(1)
    assert summary["moves"]["min"] == 3
