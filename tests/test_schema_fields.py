"""The bounds the coarse schema fields put on client JSON (schemas/fields.py)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import ValidationError

from schemas.fields import MAX_OPTION_DEPTH, JsonObject, nests_deeper_than


class Pile(list):  # a list subclass: still a container, though not an exact list
    pass


def depth(value: Any) -> int:
    """How many container levels a value has: the plain recursive definition."""
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list | tuple):  # orjson writes a tuple as an array
        return 1 + max((depth(v) for v in value), default=0)
    return 0


scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=3))
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.text(max_size=2), inner, max_size=4),
        st.lists(inner, max_size=3).map(Pile),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.text(max_size=2), inner, max_size=3).map(OrderedDict),
    ),
    max_leaves=30,
)


@given(values, st.integers(0, 8))
def test_nests_deeper_than_agrees_with_the_depth_of_the_value(value: Any, limit: int) -> None:
    assert nests_deeper_than(value, limit) == (depth(value) > limit)


@pytest.mark.parametrize(
    ("value", "limit", "deeper"),
    [
        ({"deck": ["1"] * 60, "decks": 1}, 1, True),  # scalars only: the fast path
        ({"deck": ["1"] * 60, "decks": 1}, 2, False),
        ({"deck": [*(["1"] * 59), {}]}, 2, True),  # one container after many scalars
        ({"deck": [*(["1"] * 59), Pile()]}, 2, True),  # a subclass is no scalar
        ({"a": OrderedDict(b=[1])}, 2, True),
        ({"types": [{"id": "a", "color": "red"}] * 10}, 2, True),  # flat objects: in C
        ({"types": [{"id": "a", "color": "red"}] * 10}, 3, False),
        ({"types": [*([{"id": "a"}] * 9), {"id": []}]}, 3, True),  # the last one holds more
        ({"types": [*([{"id": "a"}] * 9), OrderedDict(id=[])]}, 3, True),
        ([{"id": "a"}, 5, {"n": 1}], 2, False),  # objects among scalars: walked one by one
        ([], 0, True),
        ({"a": (("x",),)}, 2, True),  # tuples nest as the arrays orjson writes them as
        ("text", 0, False),
    ],
)
def test_nests_deeper_than_on_known_shapes(value: Any, limit: int, deeper: bool) -> None:
    assert nests_deeper_than(value, limit) is deeper


def test_options_nested_past_the_limit_are_refused() -> None:
    field = JsonObject()
    just_deep_enough: Any = "leaf"
    for _ in range(MAX_OPTION_DEPTH - 1):
        just_deep_enough = [just_deep_enough]
    assert field.deserialize({"x": just_deep_enough}) == {"x": just_deep_enough}
    with pytest.raises(ValidationError, match="nest deeper than 6 levels"):
        field.deserialize({"x": [just_deep_enough]})
