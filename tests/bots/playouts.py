"""Games for the bots' tests: drawn from each game's declared players and options, and
played at random from a seed to some point, as the engines' contract harness does."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any

from hypothesis import reject
from hypothesis import strategies as st

import engines
from bots import Knowledge
from bots.match import seat_to_act
from engines import InvalidInput
from tests.engines.test_contract import allowed, option_values

# The most seats a bots test deals for: every level at every count would be slow, and
# what a bot does depends on the seat's view, not on how many others there are.
MOST_PLAYERS = 4


@dataclass(frozen=True)
class Table:
    game: str
    players: tuple[str, ...]
    options: dict[str, Any]
    seed: str


@st.composite
def tables(draw: st.DrawFn, game: str, most: int = MOST_PLAYERS) -> Table:
    """Players from the game's minimum up to `most`, options drawn from its declared
    ones (a combination its setup refuses is drawn again)."""
    wire = engines.REGISTRY[game]
    options = {
        name: draw(option_values(spec).map(functools.partial(allowed, name, spec)))
        for name, spec in wire.options.items()
    }
    count = draw(st.integers(wire.min_players, min(wire.max_players, most)))
    table = Table(game, tuple(f"p{i}" for i in range(count)), options, draw(st.text(max_size=8)))
    try:
        wire.rules.setup(list(table.players), table.options, table.seed)
    except InvalidInput:
        reject()
    return table


def played(table: Table, moves: int, pick: int) -> tuple[Any, list[dict[str, Any]]]:
    """The state after up to `moves` random moves (chosen by `pick`'s rng), and the
    public log of them; stopped early where the game ends."""
    rules = engines.REGISTRY[table.game].rules
    rnd = random.Random(pick)
    state = rules.setup(list(table.players), table.options, table.seed)
    log: list[dict[str, Any]] = []
    for _ in range(moves):
        seat = seat_to_act(rules, state)
        if seat is None:
            break
        move = rnd.choice(list(rules.seat_moves(state, seat)))
        step = rules.apply(state, move)
        log.append({"move": rules.move_to_wire(move), "events": step.events})
        state = step.state
    return state, log


def knowledge_of(rules: Any, state: Any, seat: str, log: list[dict[str, Any]]) -> Knowledge:
    return Knowledge(seat, rules.view(state, seat), tuple(log))
