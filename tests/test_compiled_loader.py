"""CompiledLoader must be indistinguishable from marshmallow's own Schema.load."""

from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError

from engines import REGISTRY, InvalidInput
from engines.base import Seated
from schemas import REGISTRY as SCHEMAS
from schemas.cattower import CatTowerTower
from schemas.fields import Integer, PerPlayer, PlayerIds
from schemas.loader import CompiledLoader
from schemas.proofs import PROOFS
from tests.http.test_fuzz import json_values, midgame, mutate

REQUESTS = [(g, name) for g in sorted(SCHEMAS) for name in SCHEMAS[g].requests]


def outcome(load: Any, body: Any) -> tuple[str, Any]:
    try:
        return "ok", load(body)
    except ValidationError as exc:
        return "error", exc.messages


def sample_body(game_id: str, name: str, seed: int) -> dict[str, Any]:
    state = midgame(game_id, seed)
    _, moves = REGISTRY[game_id].legal_moves(state)
    move = next(iter(moves), {"type": "x"})
    players = state["players"]
    return {
        "setup": {"players": players, "seed": "s"},
        "score": {"players": players, "hands": {p: [] for p in players}},
        "validate": {"state": state, "move": move},
        "legal": {"state": state, "limit": 5},
        "replay": {"setup": {"players": players, "seed": "s"}, "moves": [move]},
    }[name]


@pytest.mark.parametrize(("game_id", "name"), REQUESTS)
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 1000), pick=st.integers(0, 2**32), replacement=json_values)
def test_the_compiled_loader_agrees_with_schema_load(game_id, name, seed, pick, replacement):
    schema = SCHEMAS[game_id].requests[name]()
    compiled = CompiledLoader(schema)
    body = sample_body(game_id, name, seed)
    assert outcome(compiled.load, body) == outcome(schema.load, body)
    bad = mutate(body, random.Random(pick), replacement)
    assert outcome(compiled.load, bad) == outcome(schema.load, bad)
    assert outcome(compiled.load, replacement) == outcome(schema.load, replacement)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 1000), pick=st.integers(0, 2**32), replacement=json_values)
def test_a_nested_compiled_loader_agrees_with_schema_load(seed, pick, replacement):
    """Cat Tower's tower field loads each tower through a CompiledLoader of its own, which
    the whole-body test above runs on both sides; so compare that one here on its own."""
    schema = CatTowerTower()
    tower = midgame("cattower", seed)["tower"]
    for value in (tower, mutate(tower, random.Random(pick), replacement), replacement):
        assert outcome(CompiledLoader(schema).load, value) == outcome(schema.load, value)


def sample_proof(game_id: str, seed: int) -> dict[str, Any]:
    """A proof's shape (whether it holds is the verification's business): a few entries,
    each move one the game lists, so the list of nested entries has items to load."""
    state = midgame(game_id, seed)
    _, moves = REGISTRY[game_id].legal_moves(state)
    digest = "0" * 64
    entries = [
        {"version": i + 1, "move": move, "events": [{"type": "x"}], "result": None,
         "commitment": digest, "hash": digest}
        for i, move in zip(range(3), moves, strict=False)
    ]  # fmt: skip
    return {
        "game": game_id, "rules_version": 1, "players": state["players"], "options": {},
        "starter": state["players"][0], "seed": "s", "seed_source": "caller",
        "seed_commitment": digest, "anchor": digest, "moves": entries, "chain": digest,
        "state": state,
    }  # fmt: skip


@pytest.mark.parametrize("game_id", sorted(PROOFS))
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 1000), pick=st.integers(0, 2**32), replacement=json_values)
def test_the_compiled_loader_agrees_on_proofs(game_id, seed, pick, replacement):
    """A proof's `moves` is a list of nested entries, which the loader loads item by item
    through their compiled steps where marshmallow loads each through Schema.load."""
    schema = PROOFS[game_id]()
    compiled = CompiledLoader(schema)
    body = sample_proof(game_id, seed)
    assert outcome(compiled.load, body) == outcome(schema.load, body)
    bad = mutate(body, random.Random(pick), replacement)
    assert outcome(compiled.load, bad) == outcome(schema.load, bad)


class _Text(str):
    """str and int subclasses and read-only mappings: orjson never makes them, so the
    loader's exact-type fast paths hand them to the fields' full checks."""


class _Number(int):
    pass


def _retyped(value: Any, kind: str) -> Any:
    if isinstance(value, dict):
        items = {k: _retyped(v, kind) for k, v in value.items()}
        return MappingProxyType(items) if kind == "mapping" else items
    if isinstance(value, list):
        return [_retyped(v, kind) for v in value]
    if kind == "str" and isinstance(value, str):
        return _Text(value)
    if kind == "int" and type(value) is int:
        return _Number(value)
    return value


def _typed(value: Any) -> Any:
    """The value with each scalar's exact type beside it: == alone would not tell them apart."""
    if isinstance(value, dict):
        return {k: _typed(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_typed(v) for v in value]
    return (type(value).__name__, value)


@pytest.mark.parametrize("game_id", sorted(SCHEMAS))
@pytest.mark.parametrize("kind", ["str", "int", "mapping"])
def test_the_compiled_loader_agrees_on_subclasses_and_other_mappings(game_id, kind):
    schema = SCHEMAS[game_id].requests["validate"]()
    compiled = CompiledLoader(schema)
    for seed in range(5):
        body = _retyped(sample_body(game_id, "validate", seed), kind)
        assert _typed(outcome(compiled.load, body)) == _typed(outcome(schema.load, body))


def test_integer_fields_give_exact_ints_and_refuse_booleans():
    field = Integer()
    assert [type(field.deserialize(v)) for v in (3, _Number(3))] == [int, int]
    with pytest.raises(ValidationError):
        field.deserialize(True)


def _state_loader(game_id: str) -> CompiledLoader:
    return CompiledLoader(SCHEMAS[game_id].state())


@pytest.mark.parametrize("game_id", sorted(SCHEMAS))
def test_a_state_whose_maps_hold_its_seats_loads_seated(game_id):
    """The quick path tests every player named and every per-player map against the
    seats (`players`): a state that passes is marked Seated, and the engine does not
    check its maps' keys again; it loads as the same state as an unmarked copy."""
    state = midgame(game_id, 3)
    loaded = _state_loader(game_id).load(state)
    assert type(loaded) is Seated
    rules = REGISTRY[game_id].rules
    assert rules.load_state(loaded) == rules.load_state(dict(loaded))


@pytest.mark.parametrize("game_id", sorted(SCHEMAS))
def test_a_map_without_a_seat_loads_field_by_field_and_the_engine_names_it(game_id):
    """A hand (Super Meow: a tableau area) keyed by an id that is no seat passes the
    field's own check (its keys are player ids): the quick path gives up, the state loads
    unmarked, equal to marshmallow's load, and the engine names the missing and the extra
    player, as for any client."""
    state = midgame(game_id, 4)
    key = "tableau" if game_id == "supermeow" else "hands"
    first, *_ = state["players"]
    held = {("stranger" if p == first else p): value for p, value in state[key].items()}
    body = {**state, key: held}
    loaded = _state_loader(game_id).load(body)
    assert type(loaded) is dict
    assert loaded == SCHEMAS[game_id].state().load(body)
    with pytest.raises(InvalidInput) as caught:
        REGISTRY[game_id].rules.load_state(loaded)
    assert caught.value.errors[key] == {
        first: ["missing player"],
        "stranger": ["not a player of this game"],
    }


def test_a_map_whose_seated_test_cannot_run_leaves_the_load_unmarked():
    """A per-player map with a validator the quick path cannot express is loaded by its
    own step, whose check knows no seats: the load must not claim its keys were tested
    (`Seated`), or the engine would take a map keyed by a stranger."""
    schema = Schema.from_dict(
        {
            "players": PlayerIds(required=True),
            "hands": PerPlayer("codes", required=True, validate=lambda value: True),
        }
    )()
    loaded = CompiledLoader(schema).load({"players": ["a", "b"], "hands": {"a": [], "zz": []}})
    assert type(loaded) is dict and set(loaded["hands"]) == {"a", "zz"}


@pytest.mark.parametrize("game_id", sorted(SCHEMAS))
def test_a_player_named_who_is_not_seated_loads_field_by_field(game_id):
    """A `current` that is a well-formed id but no seat: given up by the quick path (its
    seated test), accepted by the field's check, refused by the engine."""
    state = midgame(game_id, 5)
    body = {**state, "current": "stranger"}
    loaded = _state_loader(game_id).load(body)
    assert type(loaded) is dict and loaded["current"] == "stranger"
    with pytest.raises(InvalidInput) as caught:
        REGISTRY[game_id].rules.load_state(loaded)
    assert "current" in caught.value.errors


@pytest.mark.parametrize("game_id", sorted(SCHEMAS))
def test_every_map_the_engine_leaves_to_a_seated_load_is_tested_against_the_seats(game_id):
    """`Seated` tells the engine that the quick path tested each per-player map's keys
    against the seats, so each map the engine would check (`player_maps`, and Cat Tower's
    hands) must be a field with that test: a map of another kind in a state would make
    the marker claim what was not tested."""
    state_schema = SCHEMAS[game_id].state()
    maps = {*REGISTRY[game_id].rules.player_maps, "hands"} & set(state_schema.fields)
    assert maps, "every game's state has a per-player map"
    for key in maps:
        field = state_schema.fields[key]
        assert isinstance(field, PerPlayer), f"{game_id}.{key} is a {type(field).__name__}"
        assert field.quick().seated is not None
