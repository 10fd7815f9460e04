"""Cat Tower's bot player and fall model over seeded random playouts: a determinisation
gives the seat exactly its view and loads, keeps what the public record says a hand
holds, and fills the token pool exactly; the fall model is seeded, makes only reports
the engine accepts, and falls more often on taller towers; the value is in [0, 1], 1 for
the winner; with two players no bot changes how a seed's game goes."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bots import fall
from bots.base import Knowledge, Level
from bots.cattower import CatTowerPlayer, known_cards
from bots.match import play
from engines.cattower import (
    CAT_CODES,
    CAT_DECK,
    FULL_POOL,
    CatTower,
    Fall,
    PendingFatty,
    PendingGivenCard,
    Roll,
    Stack,
    State,
    Tower,
)

RULES = CatTower()
PLAYER = CatTowerPlayer()
NAMES = ("ann", "bob", "cy", "dee", "eve", "fay")
OPTION_SETS: list[dict[str, Any] | None] = [
    None,
    {"physical_dice": True},
    {"variant": "rush"},
]

Log = list[Mapping[str, Any]]


def playout(seed: int, n: int, moves: int, options: dict[str, Any] | None) -> tuple[State, Log]:
    """`moves` seeded random moves, each settled by the fall model (fewer if the game
    ends), and their public log."""
    rnd = random.Random(seed)
    state = RULES.setup(NAMES[:n], options, seed=f"playout:{seed}")
    log: Log = []
    for _ in range(moves):
        if RULES.is_over(state):
            break
        move = PLAYER.settle(RULES, state, rnd.choice(list(RULES.legal_moves(state))), rnd)
        step = RULES.apply(state, move)
        log.append({"move": RULES.move_to_wire(move), "events": step.events})
        state = step.state
    return state, log


games = st.tuples(
    st.integers(0, 2**32),
    st.integers(2, 6),
    st.integers(0, 200),
    st.sampled_from(OPTION_SETS),
)


@settings(max_examples=60)
@given(games, st.booleans(), st.integers(0, 2**32))
def test_a_determinisation_gives_the_seat_its_view_and_loads(
    game: tuple[int, int, int, dict[str, Any] | None], with_log: bool, draw: int
) -> None:
    state, log = playout(*game)
    for seat in state.players:
        view = RULES.view(state, seat)
        knowledge = Knowledge(seat, view, log if with_log else ())
        sample = PLAYER.determinise(RULES, knowledge, random.Random(draw))
        assert RULES.view(sample, seat) == view
        assert RULES.view(RULES.load_state(RULES.to_wire(sample)), seat) == view
        assert sample.token_pool == state.token_pool  # every token not on a tower


@settings(max_examples=60)
@given(games, st.integers(0, 2**32))
def test_a_determinisation_keeps_the_cards_the_record_puts_in_a_hand(
    game: tuple[int, int, int, dict[str, Any] | None], draw: int
) -> None:
    state, log = playout(*game)
    seat = state.players[0]
    view = RULES.view(state, seat)
    rest = Counter(CAT_DECK)  # an upper bound: known_cards only checks they fit
    known = known_cards(view, log, rest)
    sample = PLAYER.determinise(RULES, Knowledge(seat, view, log), random.Random(draw))
    for p in state.players:
        assert not known[p] - Counter(state.hands[p])  # true of the real hand
        assert not known[p] - Counter(sample.hands[p])  # and kept by the sample


def test_the_log_names_cards_taken_after_a_fall() -> None:
    """Over many games some hidden hand is known to hold a card, from the log alone."""
    named = 0
    for seed in range(40):
        state, log = playout(seed, 3, 120, None)
        view = RULES.view(state, state.players[0])
        known = known_cards(view, log, Counter(CAT_DECK))
        named += sum(known[p].total() for p in state.players[1:])
    assert named > 0


def test_a_given_card_waiting_to_be_stacked_is_in_its_holders_hand() -> None:
    seen = 0
    for seed in range(200):
        state, _ = playout(seed, 3, seed % 60, None)
        pending = state.pending
        if not isinstance(pending, PendingGivenCard) or pending.player == state.players[0]:
            continue
        seen += 1
        view = RULES.view(state, state.players[0])
        sample = PLAYER.determinise(RULES, Knowledge(state.players[0], view), random.Random(seed))
        assert pending.card in sample.hands[pending.player]
    assert seen > 0


def test_the_same_rng_gives_the_same_determinisation() -> None:
    state, log = playout(5, 4, 60, None)
    knowledge = Knowledge("bob", RULES.view(state, "bob"), log)
    first = PLAYER.determinise(RULES, knowledge, random.Random(9))
    again = PLAYER.determinise(RULES, knowledge, random.Random(9))
    assert RULES.to_wire(first) == RULES.to_wire(again)


# -- the fall model -------------------------------------------------------------------------


towers = st.builds(
    lambda cats, fatties, tokens: Tower(
        cat_cards=tuple(CAT_CODES[i % 7] for i in range(cats)),
        fatty_cards=fatties,
        tokens=FULL_POOL[: min(tokens, fatties)],
    ),
    st.integers(0, 40),
    st.integers(0, 12),
    st.integers(0, 12),
)


@settings(max_examples=200)
@given(towers, st.booleans(), st.booleans(), st.integers(0, 2**32))
def test_the_fall_model_reports_only_what_the_tower_holds(
    tower: Tower, fatty: bool, upside_down: bool, seed: int
) -> None:
    rnd = random.Random(seed)
    for _ in range(50):
        report = fall.fall(tower, fatty, upside_down, rnd)
        if report is None:
            continue
        assert report != Fall()  # a report of nothing is no report
        assert report.cat_cards <= len(tower.cat_cards)
        assert report.fatty_cards <= tower.fatty_cards
        assert report.tokens <= len(tower.tokens)


@settings(max_examples=40)
@given(games)
def test_every_settled_stack_is_accepted_by_the_referee(
    game: tuple[int, int, int, dict[str, Any] | None],
) -> None:
    """Each move of a playout is settled by the model, checked (a report the tower
    cannot hold is a 422) and applied (an illegal one raises)."""
    seed, n, moves, options = game
    rnd = random.Random(seed)
    state = RULES.setup(NAMES[:n], options, seed=f"settled:{seed}")
    for _ in range(moves):
        if RULES.is_over(state):
            break
        move = PLAYER.settle(RULES, state, rnd.choice(list(RULES.legal_moves(state))), rnd)
        RULES.check_move(state, move)
        loaded = RULES.load_move(state, RULES.move_to_wire(move))
        state = RULES.apply(state, loaded).state


def test_the_fall_model_is_the_same_for_the_same_seed() -> None:
    tower = Tower(cat_cards=CAT_CODES * 2, fatty_cards=3, tokens=FULL_POOL[:2])
    first = [fall.fall(tower, k % 3 == 0, k % 5 == 0, random.Random(k)) for k in range(300)]
    again = [fall.fall(tower, k % 3 == 0, k % 5 == 0, random.Random(k)) for k in range(300)]
    assert first == again
    assert len(set(first)) > 3  # and it does vary with the seed


def test_the_fall_rate_grows_with_the_towers_height() -> None:
    """Over 3000 seeded stacks per height, the share that fell rises from each height to
    the next (5 pieces apart), and the risk itself never falls."""
    rnd = random.Random(2026)
    rates = []
    for h in range(0, 35, 5):
        tower = Tower(cat_cards=tuple(CAT_DECK[:h]), fatty_cards=0, tokens=())
        falls = sum(fall.fall(tower, False, False, rnd) is not None for _ in range(3000))
        rates.append(falls / 3000)
    assert rates == sorted(rates) and rates[-1] > 4 * rates[1]
    risks = [fall.risk(h, False, False) for h in range(60)]
    assert risks == sorted(risks)


def test_fatty_catty_cards_and_upside_down_cards_fall_more_often() -> None:
    for h in (0, 8, 16):
        plain = fall.risk(h, False, False)
        assert fall.risk(h, True, False) > plain
        assert fall.risk(h, False, True) > plain


def test_settle_fills_the_tables_reports_and_nothing_else() -> None:
    """A stack gets a fall or none; with physical_dice a roll gets a face and a standing
    Fatty Catty card a token; every other move is returned as it is."""
    rnd = random.Random(1)
    kinds: Counter[str] = Counter()
    for seed in range(60):
        state, _ = playout(seed, 3, seed % 40, {"physical_dice": True})
        if RULES.is_over(state):
            continue
        for move in RULES.legal_moves(state):
            bare = move if not isinstance(move, (Roll, Stack)) else _bare(move)
            settled = PLAYER.settle(RULES, state, bare, rnd)
            RULES.apply(state, settled)  # legal
            match settled:
                case Roll():
                    assert settled.face is not None
                    kinds["roll"] += 1
                case Stack() if isinstance(state.pending, PendingFatty):
                    flips = settled.fell is None and bool(state.token_pool)
                    assert (settled.token is not None) == flips
                    kinds["fatty"] += 1
                case Stack():
                    assert settled.token is None and isinstance(move, Stack)
                    assert settled.card == move.card
                    kinds["stack"] += 1
                case _:
                    assert settled == bare
    assert kinds["roll"] and kinds["fatty"] and kinds["stack"]


def _bare(move: Roll | Stack) -> Roll | Stack:
    return (
        Roll(player=move.player)
        if isinstance(move, Roll)
        else Stack(player=move.player, card=move.card)
    )


# -- value ----------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 4])
def test_value_favours_the_smaller_hand(n: int) -> None:
    state = RULES.setup(NAMES[:n], seed="value")
    ann = state.players[0]
    lighter = dict(state.hands)
    lighter[ann] = state.hands[ann][:3]
    ahead = RULES.load_state(
        {**RULES.to_wire(state), "hands": {p: list(h) for p, h in lighter.items()}}
    )
    assert PLAYER.value(RULES, ahead, ann) > 0.5
    assert all(PLAYER.value(RULES, ahead, p) < 0.5 for p in state.players[1:])
    assert PLAYER.value(RULES, state, ann) == 0.5


@pytest.mark.parametrize("seed", ["same:0", "same:1", "same:2"])
def test_with_two_players_every_level_plays_the_same_game(seed: str) -> None:
    """docs/bots.md: two-player Cat Tower has no decision that changes the game (the die
    says what to stack, codes are interchangeable, Cat Paws has one recipient), so the
    same seed gives the same winner and length whoever plays, what bounds every bot's
    strength there."""
    games = [
        play("cattower", {"ann": a, "bob": b}, ["ann", "bob"], seed=seed)
        for a, b in (
            (Level.RANDOM, Level.RANDOM),
            (Level.GREEDY, Level.RANDOM),
            (Level.RANDOM, Level.GREEDY),
        )
    ]
    assert len({(g.winners, g.moves, tuple(g.standings.items())) for g in games}) == 1
