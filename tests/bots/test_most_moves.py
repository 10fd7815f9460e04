"""A bot weighs at most `MOST_MOVES` of a position's moves, the first of the listing: a
hand chosen to hold a million plays (a Meow 10 deck of one colour, every card matching
every card) costs a suggestion no more than that many, at every level."""

from __future__ import annotations

from itertools import islice
from typing import Any

import orjson
import pytest

import engines
from bots import Knowledge, Level, suggest
from bots.base import MOST_MOVES

RULES = engines.REGISTRY["meow10"].rules


def one_colour_table() -> Any:
    """Seat `a` holds 45 cards of nine types, all red, with a 4 on top: every ordering of
    up to four of them is a play."""
    types = [{"id": f"t{i}", "color": "red"} for i in range(10)]
    numbers = ["1", "1", "2", "3", "4"]
    hand = [f"t{i}-{n}" for i in range(9) for n in numbers]
    rest = [f"t9-{n}" for n in numbers if n != "4"] + ["rainbow"] * 4
    return RULES.load_state(
        {
            "players": ["a", "b"],
            "hands": {"a": hand, "b": rest[:1]},
            "draw_pile": rest[1:],
            "discard_pile": ["t9-4"],
            "current": "a",
            "starter": "a",
            "status": "playing",
            "round": 1,
            "totals": {"a": 0, "b": 0},
            "options": {"types": types},
            "seed": "most-moves",
        }
    )


def test_the_position_has_far_more_moves_than_a_bot_weighs() -> None:
    listed = sum(1 for _ in islice(RULES.legal_moves(one_colour_table()), 10 * MOST_MOVES))
    assert listed == 10 * MOST_MOVES


def written(move: Any) -> bytes:
    return orjson.dumps(move, option=orjson.OPT_SORT_KEYS)


@pytest.mark.parametrize("level", list(Level))
def test_a_bot_weighs_the_first_moves_of_the_listing_only(level: Level) -> None:
    state = one_colour_table()
    first = {written(RULES.move_to_wire(m)) for m in islice(RULES.legal_moves(state), MOST_MOVES)}
    knowledge = Knowledge("a", RULES.view(state, "a"))
    decision = suggest("meow10", knowledge, level=level, seed="most", iterations=2)
    assert written(decision.move) in first
    assert len(decision.considered) <= MOST_MOVES
