"""Super Meow's bot player over seeded random playouts: a determinisation gives the seat
exactly its view and is a state the referee accepts, it keeps each player's deck as the
public log has it, and the value is in [0, 1], 1 for the winner."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bots.base import Knowledge
from bots.supermeow import SuperMeowPlayer, decks_from_log, progress
from engines.supermeow import CAPE, CAT, State, SuperMeow

RULES = SuperMeow()
PLAYER = SuperMeowPlayer()
NAMES = ("ann", "bob", "cy", "dee")
OPTION_SETS: list[dict[str, Any] | None] = [
    None,
    {"start_cards": ["start", "start", "start", "start", "start", "start-keep"]},
    {"start_cards": ["start", "start", "start"]},  # no keeper
    {"prices": {"cape": 3, "catfood": 2}, "supply": {"mouse": 8, "cat": 3, "cape": 2}},
]
CHEAP = {"prices": {"cat": 0, "cape": 0}}  # random play then finds Super Meow quickly

Log = list[Mapping[str, Any]]


def playout(seed: int, n: int, moves: int, options: dict[str, Any] | None) -> tuple[State, Log]:
    """`moves` seeded random moves (fewer if the game ends) and their public log."""
    rnd = random.Random(seed)
    state = RULES.setup(NAMES[:n], options, seed=f"playout:{seed}")
    log: Log = []
    for _ in range(moves):
        if RULES.is_over(state):
            break
        move = rnd.choice(list(RULES.legal_moves(state)))
        step = RULES.apply(state, move)
        log.append({"move": RULES.move_to_wire(move), "events": step.events})
        state = step.state
    return state, log


def view_of(state: State, seat: str) -> dict[str, Any]:
    return RULES.view(state, seat)


games = st.tuples(
    st.integers(0, 2**32),
    st.integers(2, 4),
    st.integers(0, 150),
    st.sampled_from(OPTION_SETS),
)


@settings(max_examples=60)
@given(games, st.booleans(), st.integers(0, 2**32))
def test_a_determinisation_gives_the_seat_its_view_and_loads(
    game: tuple[int, int, int, dict[str, Any] | None], with_log: bool, draw: int
) -> None:
    state, log = playout(*game)
    for seat in state.players:
        view = view_of(state, seat)
        knowledge = Knowledge(seat, view, log if with_log else ())
        sample = PLAYER.determinise(RULES, knowledge, random.Random(draw))
        assert RULES.view(sample, seat) == view
        assert RULES.view(RULES.load_state(RULES.to_wire(sample)), seat) == view


@settings(max_examples=40)
@given(games, st.integers(0, 2**32))
def test_with_the_log_each_player_keeps_their_own_deck(
    game: tuple[int, int, int, dict[str, Any] | None], draw: int
) -> None:
    state, log = playout(*game)
    seat = state.players[0]
    sample = PLAYER.determinise(
        RULES, Knowledge(seat, view_of(state, seat), log), random.Random(draw)
    )
    for p in state.players:
        assert Counter(sample.tableau[p].cards) == Counter(state.tableau[p].cards)


def test_the_log_tells_each_players_deck() -> None:
    for seed in range(30):
        state, log = playout(seed, 3, 120, None)
        decks = decks_from_log(state.players, state.options.start_cards, log)
        for p in state.players:
            assert +decks[p] == Counter(state.tableau[p].cards)


def test_without_a_log_hidden_cards_are_drawn_from_what_the_seat_cannot_place() -> None:
    """Two draws of one view differ somewhere (the hidden cards are sampled), yet both
    hold every card the tableaus hold together."""
    state, _ = playout(7, 2, 60, None)
    seat = state.players[0]
    knowledge = Knowledge(seat, view_of(state, seat))
    samples = [PLAYER.determinise(RULES, knowledge, random.Random(k)) for k in range(8)]
    together = [sum((Counter(s.tableau[p].cards) for p in s.players), Counter()) for s in samples]
    assert all(t == together[0] for t in together)
    assert together[0] == sum((Counter(state.tableau[p].cards) for p in state.players), Counter())
    arrangements = {tuple(s.tableau[p].backpack for p in s.players) for s in samples}
    assert len(arrangements) > 1


def test_the_same_rng_gives_the_same_determinisation() -> None:
    state, log = playout(11, 3, 90, None)
    knowledge = Knowledge("bob", view_of(state, "bob"), log)
    first = PLAYER.determinise(RULES, knowledge, random.Random(5))
    again = PLAYER.determinise(RULES, knowledge, random.Random(5))
    assert RULES.to_wire(first) == RULES.to_wire(again)


def test_a_deck_with_a_cat_and_a_cape_has_made_more_progress() -> None:
    start = Counter({"start-keep": 1, "start": 3})
    assert progress(start + Counter({CAT: 1, CAPE: 1})) > progress(start + Counter({CAT: 1}))
    assert progress(start + Counter({CAT: 1})) > progress(start)
    thin = Counter({"start-keep": 1, CAT: 1, CAPE: 1})
    assert progress(thin) > progress(start + Counter({CAT: 1, CAPE: 1}))


def test_value_favours_the_seat_ahead() -> None:
    state, _ = playout(3, 2, 0, None)
    ann, bob = state.players
    ahead = _with_bought(state, ann, (CAT, CAPE, "coin3"))
    assert PLAYER.value(RULES, ahead, ann) > 0.5 > PLAYER.value(RULES, ahead, bob)


def _with_bought(state: State, player: str, cards: Sequence[str]) -> State:
    """`state` after `player` bought `cards` (into their washing machine), by the rules."""
    wire = RULES.to_wire(state)
    wire["tableau"][player]["washing_machine"] += list(cards)
    for code in cards:
        wire["supply"][code] -= 1
    return RULES.load_state(wire)


def test_reading_a_growing_log_gives_the_decks_a_fresh_read_gives() -> None:
    """A player asked once a move reads only the new entries; another game's log (not an
    extension of the last) is read from its start."""
    reused = SuperMeowPlayer()
    for seed in (1, 2):
        state, log = playout(seed, 3, 90, None)
        start = state.options.start_cards
        for k in range(0, len(log), 7):
            fresh = decks_from_log(state.players, start, log[:k])
            assert reused.decks(state.players, start, log[:k]) == fresh


def test_a_face_down_winning_hand_counts_for_whoever_reveals_it_first() -> None:
    """A hand holding a cat and a cape wins at its reveal (S3, S8): the value sees it in
    a determinisation, for the player who reveals first, in turn order."""
    state, _ = playout(3, 3, 0, None)
    ann, bob, cy = state.players
    assert state.current == ann
    wire = RULES.to_wire(state)
    for p in (bob, cy):
        start = wire["tableau"][p]["hand"]
        wire["tableau"][p]["hand"] = [CAT, CAPE]
        wire["tableau"][p]["washing_machine"] += start
        wire["supply"][CAT] -= 1
        wire["supply"][CAPE] -= 1
    both = RULES.load_state(wire)  # bob reveals before cy
    assert PLAYER.value(RULES, both, bob) >= 0.9
    assert PLAYER.value(RULES, both, cy) <= 0.1 and PLAYER.value(RULES, both, ann) <= 0.1
