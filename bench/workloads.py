"""What the benchmark sends, built in-process from the engines alone (generic over REGISTRY).

Every game is played by seeded random playouts: legal_moves, a seeded choice, apply. The
same seed always gives the same game, so the HTTP bodies and session move lists are
reproducible, and a session created with the same seed holds the same state.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson

from engines import REGISTRY, Game
from engines.base import Move, State
from engines.base import Step as Applied

PLAYER_NAMES = ("ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal")
MAX_PLAYOUT_MOVES = 3000  # a game that has not ended by then is cut off
APPLY_SAMPLE = 5000  # (state, move) pairs replayed for the apply-only figure


def players_for(game: Game, wanted: int = 3) -> list[str]:
    count = min(max(wanted, game.min_players), game.max_players)
    return list(PLAYER_NAMES[:count])


@dataclass(frozen=True, slots=True)
class Step:
    state: State
    move: Move
    choices: int  # how many legal moves the state offered
    outcome: Applied[State]


def playout(game: Game, seed: str, max_moves: int = MAX_PLAYOUT_MOVES) -> Iterator[Step]:
    """A seeded random game from setup until no legal move is left (or max_moves)."""
    rng = random.Random(seed)
    state = game.setup(players_for(game), None, seed)
    for _ in range(max_moves):
        moves = list(game.legal_moves(state)[1])
        if not moves:
            return
        move = rng.choice(moves)
        outcome = game.apply(state, move)
        yield Step(state, move, len(moves), outcome)
        state = outcome.state


def mid_game(game: Game, seed: str = "bench") -> tuple[State, Move]:
    """A state about 1/3 into a seeded random game and the legal move chosen there.

    From the 1/3 mark it moves on to the first state that offers a real choice and whose
    chosen move ends nothing (no result), so the figure is an ordinary turn.
    """
    steps = list(playout(game, seed))
    if not steps:
        raise ValueError(f"{game.id}: a fresh game offers no legal move")
    for step in steps[len(steps) // 3 :]:
        if step.choices > 1 and step.outcome.result is None:
            return step.state, step.move
    step = steps[len(steps) // 3]
    return step.state, step.move


def validate_body(game: Game, seed: str = "bench") -> dict[str, Any]:
    state, move = mid_game(game, seed)
    return {"state": state, "move": move}


def ceiling_game(fallback: Game) -> Game:
    """The game the ceiling is sized on: it parses this game's validate-move body and
    answers with a mid-game state of it. Meow 10, as the issue asks, when registered."""
    return REGISTRY.get("meow10", fallback)


def ceiling_reply(game: Game) -> bytes:
    """What the ceiling app answers (bench/ceiling_app.py reads it from BENCH_CEILING_BODY)."""
    return orjson.dumps(mid_game(game)[0])


@dataclass(frozen=True, slots=True)
class SessionPlan:
    """One session to create (game, players, seed) and the legal moves to post in order."""

    game: str
    players: list[str]
    seed: str
    moves: list[Move]

    def create_body(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "seed": self.seed}


def session_plans(game: Game, count: int, moves_each: int, prefix: str) -> list[SessionPlan]:
    """`count` seeded games that last at least `moves_each` moves, cut to that length."""
    plans: list[SessionPlan] = []
    index = 0
    while len(plans) < count:
        seed = f"{prefix}-{game.id}-{index}"
        index += 1
        moves = [step.move for step in playout(game, seed, moves_each)]
        if len(moves) == moves_each:
            plans.append(SessionPlan(game.id, players_for(game), seed, moves))
        elif index > 10 * count + 100:
            raise ValueError(f"{game.id}: too few games last {moves_each} moves")
    return plans


@dataclass(frozen=True, slots=True)
class EngineRate:
    apply_per_s: float  # apply alone, on recorded (state, move) pairs
    playout_per_s: float  # legal_moves (listed in full) + a seeded choice + apply
    moves_timed: int


def engine_rate(game: Game, budget_s: float = 1.0) -> EngineRate:
    """Moves per CPU second in seeded random playouts, setup excluded from the timing.
    Played on the engine contract (`game.rules`: a typed game's own states and moves,
    no wire conversion), as the service plays a move.

    Only a bounded sample of (state, move) pairs is kept for the apply figure: keeping
    every pair (400k objects after a second) made the garbage collector rescan a heap no
    worker ever holds, which cost up to half the budget and hid engine speed-ups."""
    rules = game.rules
    pairs: list[tuple[Any, Any]] = []
    played = 0
    spent = 0.0
    seed_no = 0
    clock = time.thread_time  # CPU time: other load on the machine does not count
    while spent < budget_s:
        rng = random.Random(seed_no)
        state = rules.setup(players_for(game), None, f"engine-{seed_no}")
        seed_no += 1
        start = clock()
        for _ in range(MAX_PLAYOUT_MOVES):
            moves = list(rules.legal_moves(state))
            if not moves:
                break
            move = rng.choice(moves)
            if len(pairs) < APPLY_SAMPLE:
                pairs.append((state, move))
            state = rules.apply(state, move).state
            played += 1
        spent += clock() - start
    playout_rate = played / spent

    apply = rules.apply
    rounds = 0
    start = clock()
    while (took := clock() - start) < budget_s:
        for state, move in pairs:
            apply(state, move)
        rounds += 1
    apply_rate = rounds * len(pairs) / took
    return EngineRate(apply_rate, playout_rate, played)


# -- options clients choose (the memory figure) ----------------------------------------

CHOSEN_KINDS = (
    ("copycat", "setup"),
    ("copycat", "legal-moves"),
    ("meow10", "setup"),
    ("meow10", "validate-move"),
)


def chosen_deck(rng: random.Random) -> list[str]:
    """A Copy Cat deck of a client's own: 20-128 codes of 1-4 numbers from 1-99, in a
    random order (the engine's checks: ascending numbers, at most 128 codes)."""
    deck = []
    for _ in range(rng.randint(20, 128)):
        numbers = sorted(rng.sample(range(1, 100), rng.choice((1, 1, 1, 2, 3, 4))))
        deck.append("/".join(map(str, numbers)))
    return deck


def chosen_types(rng: random.Random) -> list[dict[str, str]]:
    """Meow 10's ten cat types of a client's own: new ids and colours."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    ids: set[str] = set()
    while len(ids) < 10:
        ids.add("".join(rng.choices(letters, k=rng.randint(3, 32))))
    return [{"id": i, "color": "".join(rng.choices(letters, k=rng.randint(1, 32)))} for i in ids]


def chosen_option_requests(count: int, seed: str = "chosen") -> Iterator[tuple[str, bytes]]:
    """`count` stateless requests (path, body), each with options of its own that no other
    request shares, as clients that choose their decks send them: Copy Cat decks of
    random size, codes and order, Meow 10 types with random ids and colours, in setups
    and in the listing or a move of a state dealt under them. The engines' caches are
    keyed by such options, so these are what would grow a worker if a cache had no bound."""
    rng = random.Random(seed)
    for index in range(count):
        game_id, action = CHOSEN_KINDS[index % len(CHOSEN_KINDS)]
        game = REGISTRY[game_id]
        players = players_for(game)
        if game_id == "copycat":
            options: dict[str, Any] = {"deck": chosen_deck(rng), "decks": rng.choice((1, 2))}
        else:
            options = {"types": chosen_types(rng)}
        deal_seed = f"{seed}-{index}"
        if action == "setup":
            body: dict[str, Any] = {"players": players, "seed": deal_seed, "options": options}
        else:
            state = game.setup(players, options, deal_seed)
            body = {"state": state}
            if action == "validate-move":
                body["move"] = next(iter(game.legal_moves(state)[1]))
        yield f"/v1/games/{game_id}/{action}", orjson.dumps(body)
