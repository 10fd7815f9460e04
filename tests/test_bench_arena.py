"""bench.arena plays A against B with seats alternated, and its figures add up."""

from __future__ import annotations

import json

import pytest

import bots
from bench import arena
from bench.simulate.runs import GameTask, SeatedBot, play_one
from bots import Level


def run(tmp_path, *args):
    out = tmp_path / "arena.json"
    assert arena.main([*args, "--output", str(out), "--quiet"]) == 0
    return json.loads(out.read_text())


def test_the_arena_seats_a_first_in_even_games_and_second_in_odd_ones():
    tasks = arena.tasks("meow10", SeatedBot(Level.MCTS), SeatedBot(Level.RANDOM), 5, "s")
    assert [[p for p, _ in t.seats] for t in tasks] == [["a", "b"], ["b", "a"]] * 2 + [["a", "b"]]
    assert len({t.seed for t in tasks}) == 5
    assert all(dict(t.seats)["a"] == SeatedBot(Level.MCTS) for t in tasks)


@pytest.mark.parametrize("game", sorted(bots.PLAYERS))
def test_an_arena_run_reports_every_game_played(tmp_path, game):
    report = run(
        tmp_path, "--a", "greedy", "--b", "random", "--games", game, "--n", "5", "--jobs", "2"
    )
    figures = report["games"][game]
    assert report["config"]["a"] == "greedy" and report["config"]["n"] == 5
    assert report["config"]["complete"] is True
    assert figures["games"] == figures["a_win"]["games"] == 5
    assert figures["a_win_first"]["games"] == 3 and figures["a_win_second"]["games"] == 2
    # A's wins are its wins from the first seat and from the second.
    assert (
        figures["a_win"]["wins"] == figures["a_win_first"]["wins"] + figures["a_win_second"]["wins"]
    )
    assert figures["a_win"]["low"] <= figures["a_win"]["rate"] <= figures["a_win"]["high"]
    for role in ("a", "b"):
        times = figures["decision_ms"][role]
        assert times["decisions"] > 0
        assert 0 < times["p50"] <= times["p99"] <= times["max"]
    assert figures["games_per_s"] > 0


def test_the_same_seed_gives_the_same_wins(tmp_path):
    args = ("--a", "mcts", "--b", "greedy", "--games", "meow10", "--n", "4", "--iterations", "5")
    first, again = run(tmp_path, *args, "--jobs", "1"), run(tmp_path, *args, "--jobs", "2")
    other = run(tmp_path, *args, "--seed", "another")
    assert first["config"]["a"] == "mcts:5"
    same = ("a_win", "a_win_first", "a_win_second", "shared", "moves_mean")
    assert [first["games"]["meow10"][k] for k in same] == [
        again["games"]["meow10"][k] for k in same
    ]
    assert first["games"]["meow10"]["moves_mean"] != other["games"]["meow10"]["moves_mean"]


def test_goals_are_judged_only_for_mcts_at_its_default_budget():
    summary = {"a_win": {"rate": 0.8, "low": 0.7}, "decision_ms": {"a": {"p99": 50.0}}}
    mcts, random_, greedy = (SeatedBot(lv) for lv in (Level.MCTS, Level.RANDOM, Level.GREEDY))
    assert arena.goals("meow10", mcts, random_, summary) == [
        "PASS  meow10: mcts v random win rate >= 0.75",
        "PASS  meow10: mcts decision p99 <= 100 ms",
    ]
    assert arena.goals("meow10", mcts, greedy, summary)[0].startswith("PASS")
    assert arena.goals("meow10", SeatedBot(Level.MCTS, 5), random_, summary) == []
    slow = {**summary, "decision_ms": {"a": {"p99": 150.0}}}
    assert arena.goals("meow10", mcts, random_, slow)[-1].startswith("FAIL")


def test_a_game_that_does_not_end_counts_as_nobodys_win():
    """A game past its move limit (Super Meow can stall for ever) is stopped and counted,
    not lost to an exception that would end the whole run."""
    seats = (("a", SeatedBot(Level.RANDOM)), ("b", SeatedBot(Level.RANDOM)))
    stopped = play_one(GameTask("meow10", seats, {}, "stall", max_moves=3))
    ended = play_one(GameTask("meow10", seats, {}, "stall"))
    assert not stopped.finished and stopped.moves == 3 and stopped.winners == ()
    assert stopped.share("a") == stopped.share("b") == 0
    assert stopped.standings == {"a": 0, "b": 0}  # no round scored in three moves
    assert ended.finished and ended.winners and ended.moves > 3
    summary = arena.summarise([stopped, ended], 1.0)
    assert summary["unfinished"] == 1 and summary["a_win"]["games"] == 2
    assert summary["a_win"]["wins"] == ended.share("a")
