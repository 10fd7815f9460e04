"""Coarse marshmallow fields for the wire format.

A field object per card costs ~300 us per state (marshmallow loads each one); these fields
check a whole list or per-player map in one pass instead. Each carries its OpenAPI
description in `metadata`, which apispec copies into openapi.yaml. Which codes exist
depends on a game's options, so the engines check the codes themselves.
"""

from __future__ import annotations

import math
import numbers
import re
from collections.abc import Callable, Iterator, Mapping
from hashlib import blake2b
from typing import Any

import orjson
from marshmallow import Schema, ValidationError, fields

from engines import REGISTRY
from engines.base import WrittenOptions, is_integer, is_mapping

from .loader import Checked, CompiledLoader, Quick

PLAYER_ID_PATTERN = r"^[A-Za-z0-9_.-]{1,32}$"
_PLAYER_ID = re.compile(PLAYER_ID_PATTERN)
MAX_PLAYERS_LISTED = 8  # the largest player count of any game (C14: 8 with two decks)
MAX_PILE = 256  # no pile of any game comes near this; it bounds the work per request
MAX_CODE_LENGTH = 64

PLAYER_ID_SCHEMA = {"type": "string", "pattern": PLAYER_ID_PATTERN}
CODE_SCHEMA = {"type": "string", "minLength": 1, "maxLength": MAX_CODE_LENGTH}


def _catalogue_codes(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "code" and isinstance(item, str):
                yield item
            else:
                yield from _catalogue_codes(item)
    elif isinstance(value, list):
        for item in value:
            yield from _catalogue_codes(item)


# Every code a game's catalogue lists (GET /v1/games/{game}). A pile of these alone passes
# the shape check at once; a pile with any other code, which a house rule's options may
# add, is checked code by code (and which codes exist is still each engine's business).
KNOWN_CODES = frozenset(
    code for game in REGISTRY.values() for code in _catalogue_codes(game.describe()["catalogue"])
)
_PLAYER_ID_MATCH = _PLAYER_ID.fullmatch


class Text(Checked, fields.String):
    """A JSON string (a str subclass is read as the str it holds)."""

    def check(self, value: Any) -> str:
        if type(value) is str:
            return value
        if isinstance(value, str):
            return str(value)
        raise self.make_error("invalid")

    def quick(self) -> Quick:
        return Quick("type(v) is str")


class PlayerId(Checked, fields.String):
    """A caller-chosen player id (docs/api.md#conventions)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("metadata", {})
        kwargs["metadata"] = {"pattern": PLAYER_ID_PATTERN, **kwargs["metadata"]}
        super().__init__(**kwargs)

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or not _PLAYER_ID.fullmatch(value):
            raise ValidationError("must be a player id matching ^[A-Za-z0-9_.-]{1,32}$")
        return value

    def quick(self) -> Quick:
        test, seated = "type(v) is str and ID(v) is not None", "type(v) is str and v in seats"
        return Quick(test, {"ID": _PLAYER_ID_MATCH}, seated=seated)


class PlayerIds(Checked, fields.Field[list[str]]):
    """The seat order: a list of unique player ids."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs["metadata"] = {
            "type": "array",
            "items": PLAYER_ID_SCHEMA,
            "minItems": 2,
            "maxItems": MAX_PLAYERS_LISTED,
            "uniqueItems": True,
            **kwargs.get("metadata", {}),
        }
        super().__init__(**kwargs)

    def check(self, value: Any) -> list[str]:
        if not isinstance(value, list):
            raise ValidationError("must be a list of player ids")
        if not 2 <= len(value) <= MAX_PLAYERS_LISTED:
            raise ValidationError(f"must list 2 to {MAX_PLAYERS_LISTED} players")
        errors = {
            i: ["must be a player id matching ^[A-Za-z0-9_.-]{1,32}$"]
            for i, p in enumerate(value)
            if not isinstance(p, str) or not _PLAYER_ID.fullmatch(p)
        }
        if errors:
            raise ValidationError(errors)
        if len(set(value)) != len(value):
            raise ValidationError("player ids must be unique")
        return list(value)

    def quick(self) -> Quick:
        # The pattern refuses anything but a str: TypeError, which fails the test.
        test = (
            "type(v) is list and 2 <= len(v) <= N and all(map(ID, v))"
            " and len(seats := set(v)) == len(v)"
        )
        names = {"N": MAX_PLAYERS_LISTED, "ID": _PLAYER_ID_MATCH}
        return Quick(test, names, output="list(v)", seats_bound=True)


def is_code(value: Any) -> bool:
    """A code's shape: a string of 1 to MAX_CODE_LENGTH characters."""
    return isinstance(value, str) and 0 < len(value) <= MAX_CODE_LENGTH


def check_codes(value: Any, max_items: int = MAX_PILE) -> list[str]:
    """A list of short strings; which codes exist is the engine's business."""
    if not isinstance(value, list):
        raise ValidationError("must be a list of codes")
    if len(value) > max_items:
        raise ValidationError(f"must hold at most {max_items} items")
    i = next((i for i, code in enumerate(value) if not is_code(code)), None)
    if i is not None:
        raise ValidationError({i: [f"must be a code of 1 to {MAX_CODE_LENGTH} characters"]})
    return value


class Codes(Checked, fields.Field[list[str]]):
    """A pile or hand: card (or token) codes; index 0 is the top of a draw pile, the last
    element the top of a discard pile."""

    def __init__(self, max_items: int = MAX_PILE, **kwargs: Any) -> None:
        self.max_items = max_items
        kwargs["metadata"] = {
            "type": "array",
            "items": CODE_SCHEMA,
            "maxItems": max_items,
            **kwargs.get("metadata", {}),
        }
        super().__init__(**kwargs)

    def check(self, value: Any) -> list[str]:
        return check_codes(value, self.max_items)

    def quick(self) -> Quick:
        return Quick(_known_pile("v"), {"N": self.max_items, "KNOWN": KNOWN_CODES})


def check_count(value: Any) -> int:
    if is_integer(value) and value >= 0:
        return value  # type: ignore[no-any-return]
    raise ValidationError("must be a non-negative integer")


def check_integer(value: Any) -> int:
    if is_integer(value):
        return value  # type: ignore[no-any-return]
    raise ValidationError("must be an integer")


def check_points(value: Any) -> float:
    """A finite JSON number: C13 rank bonuses can be negative, and halves when tied."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise ValidationError("must be a number")
    return value


def _known_pile(name: str) -> str:
    """The quick test of a pile `name` of at most N codes, each one KNOWN lists."""
    return f"type({name}) is list and len({name}) <= N and KNOWN.issuperset({name})"


# What each `values` of PerPlayer (and a supply's counts) quickly accepts, over a value x.
_QUICK_VALUES = {
    "codes": _known_pile("x"),
    "count": "type(x) is int and x >= 0",
    "integer": "type(x) is int",
    "points": "(type(x) is int or type(x) is float) and ISFINITE(x)",
}


class PerPlayer(Checked, fields.Field[dict[str, Any]]):
    """A map player id -> value, checked in one pass. `values` is "codes" (a hand),
    "count" (a non-negative integer), "integer" (of either sign: the engine says where
    one may be negative), "points" (any finite number) or a schema (e.g. a
    Super Meow tableau area, with `values_doc` its JSON schema). That the keys are exactly
    the game's players is checked by the engine, which knows the players; errors nest as
    <field>.<player>..."""

    def __init__(
        self,
        values: str | type[Schema],
        values_doc: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        check: Callable[[Any], Any]
        self.values = values
        if values == "codes":
            check, doc = check_codes, {"type": "array", "items": CODE_SCHEMA, "maxItems": MAX_PILE}
        elif values == "count":
            check, doc = check_count, {"type": "integer", "minimum": 0}
        elif values == "integer":
            check, doc = check_integer, {"type": "integer"}
        elif values == "points":
            check, doc = check_points, {"type": "number"}
        elif isinstance(values, type) and issubclass(values, Schema):
            check, doc = CompiledLoader(values()).load, values_doc or {"type": "object"}
        else:
            raise ValueError(values)
        self.check_value = check
        kwargs["metadata"] = {
            "type": "object",
            "additionalProperties": doc,
            "maxProperties": MAX_PLAYERS_LISTED,
            **kwargs.get("metadata", {}),
        }
        super().__init__(**kwargs)

    def check(self, value: Any) -> dict[str, Any]:
        if not is_mapping(value):
            raise ValidationError("must be an object keyed by player id")
        if len(value) > MAX_PLAYERS_LISTED:
            raise ValidationError(f"must have at most {MAX_PLAYERS_LISTED} players")
        check, is_player_id = self.check_value, _PLAYER_ID.fullmatch
        out: dict[str, Any] = {}
        for key, item in value.items():
            if not is_player_id(key):
                raise ValidationError({key: ["not a valid player id"]})
            try:
                out[key] = check(item)
            except ValidationError as exc:
                raise ValidationError({key: exc.messages}) from None
        return out

    def quick(self) -> Quick:
        names = {"M": MAX_PLAYERS_LISTED, "ID": _PLAYER_ID_MATCH, "N": MAX_PILE}
        test = "type(v) is dict and len(v) <= M and all(map(ID, v))"
        seated = "type(v) is dict and v.keys() == seats"
        if not isinstance(self.values, str):  # records: each loaded by its schema's loader,
            # whose error (ValidationError) gives up the quick path like a failed test
            names["LOAD"] = self.check_value
            output = "{p: LOAD(x) for p, x in v.items()}"
            return Quick(test, names, output=output, seated=seated)
        names |= {"KNOWN": KNOWN_CODES, "ISFINITE": math.isfinite}
        each = _QUICK_VALUES[self.values]
        return Quick(test, names, each, output="dict(v)", seated=seated)


MAX_OPTION_DEPTH = 6  # the deepest option (a list of objects) needs 3


def nests_deeper_than(value: Any, limit: int) -> bool:
    """Whether containers nest more than `limit` levels deep; stops at the first too-deep one.
    (Recursion is safe: it goes no deeper than `limit`.) Options seen before are not walked
    again (JsonObject's quick test), so this runs once for each table's options."""
    if isinstance(value, dict):
        children: Any = value.values()
    elif isinstance(value, list | tuple):  # a tuple is written as the array it stands for
        children = value
    else:
        return False
    return limit == 0 or any(nests_deeper_than(child, limit - 1) for child in children)


MAX_OBJECT_ENTRIES = 64
# Digests of the JSON of objects JsonObject accepted (WrittenOptions' keys), as a set:
# 6 KB when full (tests/engines/test_cache_bounds.py).
_ACCEPTED_OBJECTS: dict[bytes, None] = {}
_ACCEPTED_OBJECTS_MAX = 64


def _beyond_bounds(value: Mapping[str, Any]) -> str | None:
    """Why JsonObject refuses an object for its size or depth; None when it does not."""
    if len(value) > MAX_OBJECT_ENTRIES:
        return f"must have at most {MAX_OBJECT_ENTRIES} entries"
    if nests_deeper_than(value, MAX_OPTION_DEPTH):
        return f"must not nest deeper than {MAX_OPTION_DEPTH} levels"
    return None


def _accepted(value: dict[str, Any]) -> WrittenOptions | None:
    """`value` as JsonObject accepts it, keyed by its JSON's digest, or None when
    JsonObject refuses it. The key tells when an equal object passed before: a table sends
    the same options with every state, and walking them to bound their depth costs more
    than writing them. orjson writes 1, 1.0 and true apart, and fails (TypeError: the
    quick test fails) on what JSON cannot hold."""
    key = b"j" + blake2b(orjson.dumps(value), digest_size=16).digest()
    if key not in _ACCEPTED_OBJECTS:
        if _beyond_bounds(value) is not None:
            return None
        if len(_ACCEPTED_OBJECTS) >= _ACCEPTED_OBJECTS_MAX:
            _ACCEPTED_OBJECTS.clear()
        _ACCEPTED_OBJECTS[key] = None
    return WrittenOptions(value, key)


class JsonObject(Checked, fields.Dict):
    """An object whose content the engine checks (options): bounded in size and depth."""

    def check(self, value: Any) -> dict[str, Any]:
        if not is_mapping(value):
            raise ValidationError("must be an object")
        refused = _beyond_bounds(value)
        if refused is not None:
            raise ValidationError(refused)
        return dict(value)

    def quick(self) -> Quick:
        test = "type(v) is dict and (accepted := ACCEPTED(v)) is not None"
        return Quick(test, {"ACCEPTED": _accepted}, output="accepted")


class Integer(Checked, fields.Integer):
    """An integer that must be a JSON number: "2", 2.0 and true are wrong types (422)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def check(self, value: Any) -> int:
        if type(value) is int:
            return value
        if isinstance(value, numbers.Integral) and not isinstance(value, bool):
            return int(value)
        raise self.make_error("invalid", input=value)

    def quick(self) -> Quick:
        return Quick("type(v) is int")


_QUERY_DIGITS = re.compile(r"[0-9]{1,9}")


class QueryInteger(Checked, fields.Integer):
    """An integer written in a query string: ASCII digits only, so that `+3`, `1_0`, ` 2`
    or other scripts' digits, all of which Python's int() reads, are refused."""

    def check(self, value: Any) -> int:
        if not isinstance(value, str) or not _QUERY_DIGITS.fullmatch(value):
            raise self.make_error("invalid")
        return int(value)


class Boolean(Checked, fields.Boolean):
    """A JSON true/false only: marshmallow's default would also take "yes", 1 or "on"."""

    def check(self, value: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value

    def quick(self) -> Quick:
        return Quick("v is True or v is False")


# -- added for Super Meow --


class PileCounts(Checked, fields.Field[dict[str, int]]):
    """Card code -> cards left in its pile (a supply), at most `max_items` piles; which
    codes exist is the engine's business."""

    def __init__(self, max_items: int, **kwargs: Any) -> None:
        self.max_items = max_items
        kwargs["metadata"] = {
            "type": "object",
            "additionalProperties": {"type": "integer", "minimum": 0},
            "maxProperties": max_items,
            **kwargs.get("metadata", {}),
        }
        super().__init__(**kwargs)

    def check(self, value: Any) -> dict[str, int]:
        if not isinstance(value, Mapping):
            raise ValidationError("must be an object: card code -> count")
        if len(value) > self.max_items:
            raise ValidationError(f"must have at most {self.max_items} piles")
        for code, count in value.items():
            if not 0 < len(code) <= MAX_CODE_LENGTH:
                raise ValidationError({code: ["not a card code"]})
            try:
                check_count(count)
            except ValidationError as exc:
                raise ValidationError({code: exc.messages}) from None
        return dict(value)

    def quick(self) -> Quick:
        test = "type(v) is dict and len(v) <= N and KNOWN.issuperset(v)"
        names = {"N": self.max_items, "KNOWN": KNOWN_CODES}
        return Quick(test, names, _QUICK_VALUES["count"], output="dict(v)")
