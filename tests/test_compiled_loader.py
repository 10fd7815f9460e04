"""CompiledLoader must be indistinguishable from marshmallow's own Schema.load."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from engines import REGISTRY
from schemas import REGISTRY as SCHEMAS
from schemas.loader import CompiledLoader
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
