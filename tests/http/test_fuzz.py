"""Hypothesis fuzzing through the real app: mutated valid states and random JSON, for
every game. Whatever arrives, the answer is 200 or a 4xx problem, never an exception."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import REGISTRY
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from tests.case_counts import CASES
from tests.json_nodes import node_at, parent_of, paths

CLIENT = create_app(Settings(), store=MemoryStore()).test_client()
GAMES = sorted(REGISTRY)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def midgame(game_id: str, seed: int) -> dict[str, Any]:
    """A state some way into a seeded random playout."""
    game = REGISTRY[game_id]
    rnd = random.Random(seed)
    state = game.setup([f"p{i}" for i in range(game.min_players + seed % 2)], seed=str(seed))
    for _ in range(rnd.randint(0, 30)):
        _, moves = game.legal_moves(state)
        listed = list(moves)
        if not listed:
            break
        state = game.apply(state, rnd.choice(listed)).state
    return state


def retyped(value: Any) -> list[Any]:
    """The same number as another JSON type: 1 as 1.0 or true, 2.0 as 2. Python finds them
    equal (1.0 in (1, -1), True == 1), so a check by value alone lets them through."""
    if type(value) is int:
        return [float(value), *([bool(value)] if value in (0, 1) else [])]
    if type(value) is bool:
        return [int(value), float(value)]
    if type(value) is float and value.is_integer():
        return [int(value)]
    return []


def mutate(state: dict[str, Any], rnd: random.Random, replacement: Any) -> dict[str, Any]:
    """Replace, delete or duplicate one node anywhere in the state."""
    state = copy.deepcopy(state)
    parent, last = parent_of(state, rnd.choice(paths(state)[1:]))
    action = rnd.choice(["replace", "delete", "duplicate"])
    if action == "replace":
        parent[last] = replacement
    elif action == "delete":
        del parent[last]
    elif isinstance(parent, list):
        parent.append(copy.deepcopy(parent[last]))
    else:
        parent[last] = [parent[last], parent[last]]
    return state


def assert_answered(response: Any, endpoint: str) -> None:
    CASES[f"fuzz {endpoint}"] += 1
    assert response.status_code in (200, 400, 404, 413, 422), (
        response.status_code,
        response.data[:400],
    )
    if response.status_code != 200:
        body = response.get_json()
        assert response.mimetype == "application/problem+json"
        assert body["status"] == response.status_code and body["detail"]


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), pick=st.integers(0, 2**32), replacement=json_values)
def test_mutated_states_get_200_or_a_4xx(game_id, seed, pick, replacement):
    game = REGISTRY[game_id]
    state = midgame(game_id, seed)
    _, moves = game.legal_moves(state)
    move = next(iter(moves), {"type": game.move_types[0], "player": state["players"][0]})
    rnd = random.Random(pick)
    bad = mutate(state, rnd, replacement)
    for endpoint, body in (
        ("validate-move", {"state": bad, "move": move}),
        ("legal-moves", {"state": bad}),
        ("validate-move", {"state": state, "move": mutate(move, rnd, replacement)}),
    ):
        assert_answered(CLIENT.post(f"/v1/games/{game_id}/{endpoint}", json=body), endpoint)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_number_in_a_state_as_another_json_type_gets_200_or_a_4xx(game_id):
    """1.0 for 1, true for 1: equal in Python, so a check by value alone would let them
    into the rules (a float as a list index is a 500). Every number node, every time."""
    for seed in range(6):
        state = midgame(game_id, seed)
        _, moves = REGISTRY[game_id].legal_moves(state)
        move = next(iter(moves), None)
        for target in paths(state)[1:]:
            for value in retyped(node_at(state, target)):
                bad = copy.deepcopy(state)
                parent, last = parent_of(bad, target)
                parent[last] = value
                bodies = {"legal-moves": {"state": bad}}
                if move is not None:
                    bodies["validate-move"] = {"state": bad, "move": move}
                for endpoint, body in bodies.items():
                    response = CLIENT.post(f"/v1/games/{game_id}/{endpoint}", json=body)
                    assert_answered(response, endpoint)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40, deadline=None)
@given(body=json_values)
def test_random_json_bodies_get_a_4xx(game_id, body):
    for endpoint in ("setup", "validate-move", "legal-moves", "score", "replay"):
        response = CLIENT.post(f"/v1/games/{game_id}/{endpoint}", json=body)
        assert_answered(response, endpoint)
        assert response.status_code != 200 or endpoint == "setup" and isinstance(body, dict)
