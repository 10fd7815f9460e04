"""Cat Tower properties over seeded random playouts of whole games, with random fall
reports: every component is always somewhere, games end as their variant says, and a
fall report changes nothing of a stack's legality. What every game promises (replays,
load_state, legal_moves against apply, views and events hiding what they must) is
tests/engines/test_contract.py's; fall reports are never listed, so its playouts make
none, and its checks run here on games with falls."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines import IllegalMove, WireGame
from engines.cattower import CAT_CODES, FATTY_CARDS, FULL_POOL, CatTower
from tests.engines.test_contract import (
    assert_events_show_no_hidden_card,
    assert_views_hide,
    hidden_places,
)

GAME = WireGame(CatTower())
MAX_MOVES = 4000
FALL_CHANCE = 0.25

Step = tuple[dict[str, Any], dict[str, Any], Any]  # (state, move, outcome)


def towers(state: dict[str, Any]) -> list[dict[str, Any]]:
    tower = state["tower"]
    return list(tower.values()) if state["options"]["variant"] == "rush" else [tower]


def cards_in_play(state: dict[str, Any]) -> Counter[str]:
    """Hands, towers and the discard: every cat card not left in the box."""
    cards: Counter[str] = Counter(state["discarded"])
    for hand in state["hands"].values():
        cards.update(hand)
    for tower in towers(state):
        cards.update(tower["cat_cards"])
    return cards


def random_fall(state: dict[str, Any], move: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """A possible fall report for a listed stack move; a physical token report kept consistent
    with it (after a fall the turn ends, so nothing is flipped; a report of nothing is no fall,
    and the listed move's token stands)."""
    rush = state["options"]["variant"] == "rush"
    tower = state["tower"][move["player"]] if rush else state["tower"]
    fell = {
        "stacked": rnd.random() < 0.5,
        "cat_cards": rnd.randint(0, len(tower["cat_cards"])),
        "fatty_cards": rnd.randint(0, tower["fatty_cards"]),
        "tokens": rnd.randint(0, len(tower["tokens"])),
    }
    move = {**move, "fell": fell}
    if any(fell.values()):
        move.pop("token", None)
    return move


def playout(
    seed: str, players: list[str], options: dict[str, Any], rnd: random.Random
) -> list[Step]:
    """(state, move, outcome) for every move of a whole game of random legal moves and falls."""
    state = GAME.setup(players, options=options, seed=seed)
    steps: list[Step] = []
    for _ in range(MAX_MOVES):
        _, moves = GAME.legal_moves(state)
        listed = list(moves)
        if not listed:
            break
        move = rnd.choice(listed)
        if move["type"] == "stack" and rnd.random() < FALL_CHANCE:
            move = GAME.load_move(state, random_fall(state, move, rnd))
        outcome = GAME.apply(state, move)
        steps.append((state, move, outcome))
        state = outcome.state
    steps.append((state, {}, None))
    return steps


def games(physical_dice: st.SearchStrategy[bool] | None = None) -> st.SearchStrategy[Any]:
    """Seed, players, the choice of moves and falls, and options (both dice unless given)."""
    physical_dice = st.booleans() if physical_dice is None else physical_dice
    return st.fixed_dictionaries(
        {
            "seed": st.text(min_size=1, max_size=12),
            "count": st.integers(2, 6),
            "pick": st.integers(0, 2**32),
            "options": st.fixed_dictionaries(
                {"physical_dice": physical_dice, "variant": st.sampled_from(["standard", "rush"])}
            ),
        }
    )


def play(game: dict[str, Any]) -> tuple[list[Step], random.Random]:
    rnd = random.Random(game["pick"])
    players = [f"p{i}" for i in range(game["count"])]
    return playout(game["seed"], players, game["options"], rnd), rnd


@settings(max_examples=80, deadline=None)
@given(game=games())
def test_playouts_conserve_every_component_and_reach_game_over(game):
    steps, _ = play(game)
    dealt = cards_in_play(steps[0][0])
    assert sum(dealt.values()) <= 42
    for state, _, outcome in steps:
        assert cards_in_play(state) == dealt  # the box is never touched
        tower_tokens = Counter(t for tower in towers(state) for t in tower["tokens"])
        assert tower_tokens + Counter(state["token_pool"]) == Counter(FULL_POOL)
        fatty = sum(tower["fatty_cards"] for tower in towers(state))
        assert state["fatty_supply"] + fatty == FATTY_CARDS
        if outcome is not None and outcome.result is not None:
            assert outcome.state["winner"] == outcome.result["winner"]
            assert outcome.state["hands"][outcome.result["winner"]] == []
    final = steps[-1][0]
    assert final["status"] == "game_over" and final["pending"] is None
    assert [o.result for _, _, o in steps if o is not None and o.result] == [
        {
            "end": "rush_finish" if game["options"]["variant"] == "rush" else "empty_hand",
            "winner": final["winner"],
        }
    ]


@settings(max_examples=40, deadline=None)
@given(game=games())
def test_games_with_reported_falls_keep_the_contract(game):
    """The contract test's checks on states only a fall makes: each state loads back
    unchanged, each move (a fall report included) makes the same state, events and
    result again through JSON, and views and events hide what they must."""
    steps, _ = play(game)
    hidden = [hidden_places(GAME, state) for state, _, _ in steps]
    for i, (state, move, outcome) in enumerate(steps):
        assert GAME.load_state(json.loads(json.dumps(state))) == state
        assert_views_hide(GAME, state, hidden[i])
        if outcome is not None:
            sent = json.loads(json.dumps(state))
            again = GAME.apply(sent, GAME.load_move(sent, json.loads(json.dumps(move))))
            assert again == outcome, move
            assert_events_show_no_hidden_card(GAME, state, move, outcome, hidden[i], hidden[i + 1])


def canonical(move: dict[str, Any]) -> str:
    return json.dumps(move, sort_keys=True)


def stacks(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Stacks worth trying, legal or not: every card, and a Fatty Catty card, by every player."""
    out: list[dict[str, Any]] = []
    for player in state["players"]:
        out.append({"type": "stack", "player": player})
        out.extend({"type": "stack", "player": player, "card": card} for card in CAT_CODES)
    return out


def is_legal(state: dict[str, Any], raw: dict[str, Any]) -> bool:
    try:
        GAME.apply(state, GAME.load_move(state, raw))
    except IllegalMove:
        return False
    return True


# Without physical dice: with them a fall changes which token may be reported; the
# playouts cover it.
@settings(max_examples=40, deadline=None)
@given(game=games(physical_dice=st.just(False)))
def test_a_fall_report_never_changes_whether_a_stack_is_legal(game):
    """T4: what fell is reported, not listed: a stack is legal with a fall report exactly
    when it is listed without one."""
    steps, rnd = play(game)
    for state, _, _ in rnd.sample(steps, min(10, len(steps))):
        listed = [canonical(m) for m in GAME.legal_moves(state)[1]]
        for move in stacks(state):
            fallen = random_fall(state, move, rnd)
            assert is_legal(state, fallen) == (canonical(move) in listed), fallen


def test_with_physical_dice_a_seat_is_listed_the_tokens_left_in_the_face_down_pool():
    """T3 with physical dice: the token the table flipped is named by the move, so a
    seat's listing offers each token still in the pool, and seeded games list some."""
    tokens = 0
    for seed in ("seat-a", "seat-b", "seat-c"):
        rnd = random.Random(seed)
        players = [f"p{i}" for i in range(4)]
        state = GAME.setup(players, options={"physical_dice": True}, seed=seed)
        for _ in range(400):
            for seat in players:
                for move in GAME.seat_moves(state, seat)[1]:
                    if "token" in move:
                        assert move["token"] in state["token_pool"], (move, state)
                        tokens += 1
            listed = list(GAME.legal_moves(state)[1])
            if not listed:
                break
            state = GAME.apply(state, rnd.choice(listed)).state
    assert tokens, "no physical Fatty Catty token was listed"
