"""Cat Tower properties over seeded random playouts of whole games, with random fall reports."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines import IllegalMove, WireGame
from engines.cattower import CAT_CODES, FACES, FATTY_CARDS, FULL_POOL, TOKEN_COUNTS, CatTower

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


games = st.fixed_dictionaries(
    {
        "seed": st.text(min_size=1, max_size=12),
        "count": st.integers(2, 6),
        "pick": st.integers(0, 2**32),
        "options": st.fixed_dictionaries(
            {"physical_dice": st.booleans(), "variant": st.sampled_from(["standard", "rush"])}
        ),
    }
)


def play(game: dict[str, Any]) -> tuple[list[Step], random.Random]:
    rnd = random.Random(game["pick"])
    players = [f"p{i}" for i in range(game["count"])]
    return playout(game["seed"], players, game["options"], rnd), rnd


@settings(max_examples=80, deadline=None)
@given(game=games)
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
        # Every state the engine produces is one the validator accepts, even after JSON.
        assert GAME.load_state(json.loads(json.dumps(state))) == state
        if outcome is not None:
            assert {e["type"] for e in outcome.events} <= set(GAME.event_types)
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
@given(game=games)
def test_the_same_seed_and_moves_replay_identically(game):
    steps, _ = play(game)
    players = [f"p{i}" for i in range(game["count"])]
    state = GAME.setup(players, options=game["options"], seed=game["seed"])
    for expected, move, outcome in steps:
        assert state == expected
        if move:
            again = GAME.apply(json.loads(json.dumps(state)), move)
            assert (again.state, again.events, again.result) == (
                outcome.state,
                outcome.events,
                outcome.result,
            )
            state = again.state


def canonical(move: dict[str, Any]) -> str:
    return json.dumps(move, sort_keys=True)


def candidates(state: dict[str, Any], rnd: random.Random) -> list[dict[str, Any]]:
    """Moves worth trying, legal or not: every type, face, token, card and recipient."""
    out: list[dict[str, Any]] = []
    players = state["players"]
    for player in players:
        out.append({"type": "roll", "player": player})
        out.extend({"type": "roll", "player": player, "face": f} for f in FACES)
        out.append({"type": "finish", "player": player})
        out.append({"type": "stack", "player": player})
        out.extend({"type": "stack", "player": player, "token": t} for t in TOKEN_COUNTS)
        for card in CAT_CODES:
            out.append({"type": "stack", "player": player, "card": card})
            out.append({"type": "stack", "player": player, "card": card, "token": "skip"})
            to = rnd.choice(players)
            out.append({"type": "give", "player": player, "to": to, "card": card})
    return out


def is_legal(state: dict[str, Any], raw: dict[str, Any]) -> bool:
    try:
        GAME.apply(state, GAME.load_move(state, raw))
    except IllegalMove:
        return False
    return True


@settings(max_examples=80, deadline=None)
@given(game=games)
def test_legal_moves_lists_exactly_the_moves_apply_accepts(game):
    steps, rnd = play(game)
    for state, _, _ in rnd.sample(steps, min(10, len(steps))):
        player, moves = GAME.legal_moves(state)
        listed = [canonical(m) for m in moves]
        assert len(listed) == len(set(listed)), "each distinct move appears once"
        if state["status"] != "playing":
            assert listed == []
            continue
        assert player == state["pending"]["player"]
        for move in candidates(state, rnd):
            assert is_legal(state, move) == (canonical(move) in listed), move
        if state["options"]["physical_dice"]:
            continue  # a fall changes which token may be reported; covered by the playouts
        # A fall report never changes whether a stack is legal (T4: it is not enumerated).
        for move in candidates(state, rnd):
            if move["type"] == "stack" and "token" not in move:
                fallen = random_fall(state, move, rnd)
                assert is_legal(state, fallen) == (canonical(move) in listed), fallen


def public_cards(state: dict[str, Any]) -> Counter[str]:
    cards: Counter[str] = Counter(state["discarded"])
    for tower in towers(state):
        cards.update(tower["cat_cards"])
    if state["pending"] and state["pending"].get("card"):
        cards[state["pending"]["card"]] += 1
    return cards


def cat_codes_in(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [c for v in value.values() for c in cat_codes_in(v)]
    if isinstance(value, list):
        return [c for v in value for c in cat_codes_in(v)]
    return [value] if value in CAT_CODES else []


@settings(max_examples=40, deadline=None)
@given(game=games)
def test_views_and_events_never_show_a_hidden_card(game):
    steps, _ = play(game)
    for state, move, outcome in steps[:: max(1, len(steps) // 25)]:
        for seat in [None, *state["players"]]:
            view = GAME.view(state, seat)
            assert "seed" not in view
            assert view["token_pool"] == len(state["token_pool"])
            for p, hand in view["hands"].items():
                assert hand == (state["hands"][p] if p == seat else len(state["hands"][p]))
            hidden = {"hands", "token_pool", "seed"}
            assert {k: v for k, v in view.items() if k not in hidden} == {
                k: v for k, v in state.items() if k not in hidden
            }
        if outcome is not None:
            # Events go to every seat: each card they name is on view before or after the move
            # (the tower, the discard, a given card) or is the card this move stacks openly.
            seen = public_cards(state) + public_cards(outcome.state)
            if move.get("card"):
                seen[move["card"]] += 1
            for code in cat_codes_in(outcome.events):
                assert seen[code] > 0, (code, outcome.events)
