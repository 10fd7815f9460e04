"""The compiled loader's quick path (schemas/loader.py): well-formed bodies take it, and
whatever it answers is what the field-by-field load answers."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from engines import REGISTRY
from engines.base import WrittenOptions
from schemas import REGISTRY as SCHEMAS
from schemas.fields import MAX_OPTION_DEPTH, JsonObject
from schemas.loader import CompiledLoader
from tests.http.test_fuzz import json_values, mutate
from tests.test_compiled_loader import REQUESTS, outcome, sample_body


def quick_answer(loader: Any, body: Any) -> Any:
    """The quick path's data, or None where it gives up (a failed test may raise)."""
    try:
        return loader._quick(body)
    except (ValidationError, TypeError, ValueError):
        return None


@pytest.fixture
def explained(monkeypatch):
    """The schemas whose field-by-field load ran, nested ones included."""
    ran: list[str] = []
    original = CompiledLoader.explained

    def spy(self: CompiledLoader, data: Any) -> Any:
        ran.append(type(self.schema).__name__)
        return original(self, data)

    monkeypatch.setattr(CompiledLoader, "explained", spy)
    return ran


@pytest.mark.parametrize(("game_id", "name"), REQUESTS)
def test_well_formed_bodies_take_the_quick_path(game_id, name, explained):
    loader, loaded = SCHEMAS[game_id].loader(name), 0
    for seed in range(12):
        body = sample_body(game_id, name, seed)
        if name == "score" and game_id == "copycat":  # Copy Cat scores coins, not hands
            body["coins"] = dict.fromkeys(body["players"], 10)
        expected = outcome(loader.explained, body)
        if expected[0] != "ok":  # a sample with no legal move, or one a request refuses
            continue
        explained.clear()
        quick = quick_answer(loader, body)
        assert explained == [], f"{game_id} {name} seed {seed}: {explained} explained"
        assert ("ok", quick) == expected
        loaded += 1
    assert loaded >= 6


@pytest.mark.parametrize(("game_id", "name"), REQUESTS)
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 1000), pick=st.integers(0, 2**32), replacement=json_values)
def test_what_the_quick_path_answers_the_whole_load_answers(game_id, name, seed, pick, replacement):
    loader = SCHEMAS[game_id].loader(name)
    bad = mutate(sample_body(game_id, name, seed), random.Random(pick), replacement)
    quick = quick_answer(loader, bad)
    explained = outcome(loader.explained, bad)
    if quick is not None:
        assert explained == ("ok", quick)
    assert outcome(loader.load, bad) == explained


def test_a_pile_with_a_code_no_catalogue_lists_is_still_loaded(explained):
    """A house rule's options may add codes: the quick test gives up, the load does not."""
    body = sample_body("meow10", "validate", 1)
    body["state"]["discard_pile"] = [*body["state"]["discard_pile"], "lion-1"]
    assert SCHEMAS["meow10"].loader("validate").load(body)["state"]["discard_pile"][-1] == "lion-1"
    assert explained == ["Meow10State"]


def deep(levels: int) -> Any:
    value: Any = "leaf"
    for _ in range(levels):
        value = [value]
    return value


def test_options_are_refused_alike_before_and_after_equal_ones_passed():
    field = JsonObject()
    accepted = field.quick().names["ACCEPTED"]
    good, too_deep = {"a": deep(MAX_OPTION_DEPTH - 1)}, {"a": deep(MAX_OPTION_DEPTH)}
    for _ in range(2):
        assert accepted(good) == good
        assert accepted(too_deep) is None
        with pytest.raises(ValidationError, match="must not nest deeper"):
            field.check(too_deep)


def test_written_options_are_memoised_apart_when_their_json_differs():
    """1 and true are equal in Python, not in JSON: each keeps the options it was sent as."""
    rules = REGISTRY["copycat"].rules
    accepted = JsonObject().quick().names["ACCEPTED"]
    as_true, as_one = accepted({"knockout": True}), accepted({"knockout": 1})
    assert isinstance(as_true, WrittenOptions) and as_true == as_one
    assert as_true.key != as_one.key
    assert rules.load_options(as_true)["knockout"] is True
    with pytest.raises(Exception, match="knockout"):
        rules.load_options(as_one)
