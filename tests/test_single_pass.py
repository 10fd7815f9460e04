"""The single pass over a validate/legal state (GameSchemas.single_pass, Referee.load_request)
must answer exactly as the full pass (schema, then engine) does, for any body. Only the
games not typed yet have one; the file goes with the last of them.

It can only differ by accepting what the full pass refuses: a failure either way is decided
again the full way. So the tests aim bad values at every `engine_checked` field: each value
the field's schema refuses, the engine must refuse too."""

from __future__ import annotations

import copy
import random
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, fields

from engines import REGISTRY, InvalidInput
from schemas import REGISTRY as SCHEMAS
from schemas.base import GameSchemas
from schemas.loader import CompiledLoader
from service.referee import REFEREES, Referee
from tests.http.test_fuzz import json_values, midgame, mutate, retyped
from tests.json_nodes import node_at, parent_of, paths

# The games not typed yet: a typed game's schema checks the whole shape and its engine
# only the meaning, so it has no single pass to hold to the full one (docs/design.md).
GAMES = sorted(game_id for game_id in REFEREES if SCHEMAS[game_id].engine_checked)
NAMES = ("validate", "legal")

# Wrong in one way each: types, empty and over-long strings, bools for numbers, huge
# numbers, lists of the wrong things, objects, and piles far over any limit.
BAD_VALUES: list[Any] = [
    None, True, False, 0, 1, -1, 2, 1.5, 2**70, -(2**70), "", "x", "p0", "1", "a" * 65,
    [], [1], [None], [True], [""], ["a" * 65], [[]], [{}], {}, {"x": 1}, {"p0": []},
    ["1"] * 300, list(range(300)),
]  # fmt: skip


def full_pass(referee: Referee, name: str, body: Any) -> tuple[dict[str, Any], Any]:
    """What the referee did before the single pass: the whole schema, then the engine."""
    data = referee.schemas.loader(name).load(body)
    return data, referee.load_state(data["state"])


def outcome(load: Any, *args: Any) -> tuple[str, Any]:
    try:
        return "ok", load(*args)
    except ValidationError as exc:
        return "schema", exc.messages
    except InvalidInput as exc:
        return "engine", exc.errors


def a_move(game_id: str, state: dict[str, Any]) -> dict[str, Any]:
    _, moves = REGISTRY[game_id].legal_moves(state)
    return next(iter(moves), {"type": REGISTRY[game_id].move_types[0], "player": "p0"})


def body_for(name: str, state: Any, move: dict[str, Any]) -> dict[str, Any]:
    return {"state": state, "limit": 3} if name == "legal" else {"state": state, "move": move}


def assert_same(game_id: str, name: str, body: dict[str, Any]) -> str:
    referee = REFEREES[game_id]
    single = outcome(referee.load_request, name, body)
    full = outcome(full_pass, referee, name, body)
    assert single == full, (game_id, name, body)
    return single[0]


def variants(value: Any, rnd: random.Random, count: int) -> list[Any]:
    """BAD_VALUES for the whole field, then the field with one node inside it replaced by a
    bad value, deleted, doubled, given a stray key or extended far past any pile."""
    out = list(BAD_VALUES)
    inner = paths(value)[1:]
    for _ in range(count if inner else 0):
        changed = copy.deepcopy(value)
        parent, last = parent_of(changed, rnd.choice(inner))
        action = rnd.choice(["replace", "delete", "double", "grow"])
        if action == "replace":
            parent[last] = copy.deepcopy(rnd.choice(BAD_VALUES))
        elif action == "delete":
            del parent[last]
        elif action == "double":
            parent[last] = [parent[last], parent[last]]
        elif isinstance(parent, dict):
            parent[rnd.choice(["zz", "p9", "bad key!", "a" * 40])] = copy.deepcopy(parent[last])
        else:
            parent.extend([parent[last]] * rnd.choice([1, 40, 300]))
        out.append(changed)
    return out


def test_every_untyped_game_checks_some_state_fields_once():
    assert GAMES, "every game is typed: this file and the single pass go (docs/design.md)"
    for game_id in GAMES:
        schemas = SCHEMAS[game_id]
        assert schemas.engine_checked, game_id
        for name in NAMES:
            assert schemas.single_pass(name) is not None, (game_id, name)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_good_body_is_loaded_without_the_full_schema(game_id, monkeypatch):
    state = midgame(game_id, 3)
    body = body_for("validate", state, a_move(game_id, state))
    expected = full_pass(REFEREES[game_id], "validate", body)

    def refuse(self: GameSchemas, name: str) -> Any:
        raise AssertionError("the full loader ran for a good body")

    monkeypatch.setattr(GameSchemas, "loader", refuse)
    assert REFEREES[game_id].load_request("validate", body) == expected


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_values_in_engine_checked_fields_are_refused_as_before(game_id):
    rnd = random.Random(game_id)
    refused = 0
    for seed in range(8):
        state, name = midgame(game_id, seed), NAMES[seed % 2]
        move = a_move(game_id, state)
        for field in sorted(SCHEMAS[game_id].engine_checked):
            for value in variants(state.get(field), rnd, 40):
                bad = {**state, field: value}
                refused += assert_same(game_id, name, body_for(name, bad, move)) != "ok"
                del bad[field]
                assert_same(game_id, name, body_for(name, bad, move))
        for bad_id in ("bad id!", "", "a" * 33, "p\u00e9"):  # the same player, renamed throughout
            renamed = orjson.loads(orjson.dumps(state).replace(b'"p0"', orjson.dumps(bad_id)))
            refused += assert_same(game_id, name, body_for(name, renamed, move)) != "ok"
    assert refused  # not every answer compared was an acceptance


SWEEP_VALUES: list[Any] = [None, True, 1, -1, 1.5, "", "x", "a" * 65, [], [None], {}, {"x": 1}]


def every_node_changed(value: Any) -> list[Any]:
    """The field, and each node inside it one at a time, replaced by each SWEEP_VALUE and
    by its own value as another type (`retyped`), and the field and each object inside
    it given a stray key: every place, not a random sample."""
    out = []
    for target in paths(value):
        for replacement in [*SWEEP_VALUES, *retyped(node_at(value, target)), "stray"]:
            holder = {"field": copy.deepcopy(value)}  # so that the field itself has a parent
            parent, last = parent_of(holder, ("field", *target))
            if replacement != "stray":
                parent[last] = copy.deepcopy(replacement)
            elif isinstance(parent[last], dict):
                parent[last]["zz"] = 1
            else:
                continue
            out.append(holder["field"])
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_node_of_engine_checked_fields_changed_is_answered_as_before(game_id):
    states = [midgame(game_id, seed) for seed in range(60)]
    for field in sorted(SCHEMAS[game_id].engine_checked):
        # the two states where the field holds most (Copy Cat's `field` is mostly null)
        for state in sorted(states, key=lambda s: -len(paths(s.get(field))))[:2]:
            move = a_move(game_id, state)
            for value in every_node_changed(state.get(field)):
                bad = {**state, field: value}
                assert_same(game_id, "validate", body_for("validate", bad, move))


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), pick=st.integers(0, 2**32), replacement=json_values)
def test_any_mutated_body_is_answered_as_the_full_pass_would(game_id, seed, pick, replacement):
    state = midgame(game_id, seed)
    move = a_move(game_id, state)
    rnd = random.Random(pick)
    for name in NAMES:
        assert_same(game_id, name, body_for(name, mutate(state, rnd, replacement), move))
        assert_same(game_id, name, mutate(body_for(name, state, move), rnd, replacement))


def test_only_fields_that_exist_and_plain_schemas_pass_fields_through():
    meow10 = SCHEMAS["meow10"]
    with pytest.raises(ValueError, match="engine_checked names no state field"):
        GameSchemas(
            "meow10",
            state=meow10.state,
            moves=meow10.moves,
            setup=meow10.setup,
            score=meow10.score,
            score_response=meow10.score_response,
            result=meow10.result,
            docs=meow10.docs,
            engine_checked=frozenset({"hand"}),
        )
    with pytest.raises(ValueError, match="only a nested schema"):
        CompiledLoader(meow10.state(), {"hands": {"p0": None}})

    class Lenient(Schema):
        class Meta:
            unknown = "exclude"

        cards = fields.List(fields.String())

    with pytest.raises(ValueError, match="needs a plain schema"):
        CompiledLoader(Lenient(), {"cards": None})
