"""Every level plays every game to its end from every seat, each move it picks legal
(`bots.match.play` applies it through the rules, which refuse an illegal one), and the
same seed plays the same game."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import bots
import engines
from bots import Level
from bots.match import Bot, MatchTooLong, play

from .playouts import played, tables

GAMES = sorted(bots.PLAYERS)
RANDOM_MOVES = 3000  # a random game of each game ends well within this, when it can
# Budgets small enough for a whole match in a test; each level's logic is the same.
BOTS = {
    Level.RANDOM: Bot(Level.RANDOM),
    Level.GREEDY: Bot(Level.GREEDY, 1),
    Level.MCTS: Bot(Level.MCTS, 6),
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", list(Level))
# Fixed examples: a whole match per example is slow, and the same ones each run keep CI
# steady; the engines' own property tests draw options and players afresh.
@settings(max_examples=2, derandomize=True)
@given(data=st.data())
def test_a_level_plays_a_game_to_its_end_with_random_options_and_players(game, level, data):
    table = data.draw(tables(game, most=3))
    # Some drawn options make a game no one can finish (a Super Meow cape priced above any
    # hand); a level is asked to finish what random play finishes.
    assume(engines.REGISTRY[game].rules.is_over(played(table, RANDOM_MOVES, 0)[0]))
    # The level in one seat (which, drawn), greedy players in the others, which play to
    # win (random ones can wander in Super Meow for longer than any test): every seat is
    # the level's in some example.
    mine = data.draw(st.sampled_from(table.players))
    seated = {p: BOTS[level] if p == mine else BOTS[Level.GREEDY] for p in table.players}
    seen: list[tuple[str, dict]] = []
    record = play(
        game,
        seated,
        table.players,
        table.options,
        table.seed,
        on_decision=lambda seat, d: seen.append((seat, d.move)),
    )
    rules = engines.REGISTRY[game].rules
    assert record.winners and set(record.winners) <= set(table.players)
    assert record.moves == len(record.log) == len(seen)
    # The log holds the bot's choice, settled by the table after it chose.
    decided = [move for _, move in seen]
    logged = [entry["move"] for entry in record.log]
    assert [chosen(a) for a in logged] == [chosen(b) for b in decided]
    assert sum(len(d) for d in record.decisions.values()) == record.moves
    assert list(record.standings) == list(table.players)
    assert all(d.level is level for d in record.decisions[mine])
    assert rules.id == game


# What the table, not the player, reports in a move: Cat Tower's fall, and with
# physical_dice the face rolled and the token flipped (bots/cattower.py `settle`).
TABLE_DECIDES = frozenset({"fell", "face", "token"})


def chosen(move: dict) -> dict:
    """The fields of a move that its player decides."""
    return {key: value for key, value in move.items() if key not in TABLE_DECIDES}


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_plays_the_same_game(game):
    seated = {"p0": BOTS[Level.MCTS], "p1": BOTS[Level.GREEDY]}
    first = play(game, seated, ["p0", "p1"], seed="again")
    assert play(game, seated, ["p0", "p1"], seed="again").log == first.log
    assert play(game, seated, ["p0", "p1"], seed="other").log != first.log


def test_a_game_that_does_not_end_is_stopped_with_the_game_so_far():
    with pytest.raises(MatchTooLong) as stopped:
        play("meow10", {"p0": Level.RANDOM, "p1": Level.RANDOM}, ["p0", "p1"], max_moves=3)
    record = stopped.value.record
    assert record is not None and not record.finished
    assert record.moves == len(record.log) == 3 and record.winners == ()
    assert sum(len(d) for d in record.decisions.values()) == 3


def test_greedy_beats_random_more_often_than_not():
    """A level that chooses is better than one that does not (bench/RUNS.md has the
    measured rates): over a few seeded games, seats alternated."""
    won = 0
    for i in range(6):
        seats = ["p0", "p1"] if i % 2 == 0 else ["p1", "p0"]
        record = play(
            "meow10",
            {seats[0]: Level.GREEDY, seats[1]: Level.RANDOM},
            ["p0", "p1"],
            seed=f"strength:{i}",
        )
        won += seats[0] in record.winners
    assert won >= 4
