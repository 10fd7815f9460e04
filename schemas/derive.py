"""A game's wire schemas, derived from its declared types (engines/wire.py).

Each declared kind maps to the one marshmallow field that checks it (schemas/fields.py),
so a derived schema refuses exactly what a written one did, with the same messages and
field paths, and documents the same JSON schema in openapi.yaml. Which schema a type
makes depends on where it travels:

- a state a client sends (`state`): every field as declared, plus `rules_version` and,
  from `StateSchema`, the `signature`;
- a seat's view of it (`view`): every field present, the seed left out, a pile nobody
  sees as its length, a map only its owner sees with the other entries as lengths;
  documented only, as the referee writes views and never loads one;
- a move (`move`), an event (`event`) and a result (`result`): `type` first for the
  tagged ones, then every field as declared.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from marshmallow import Schema, fields, validate

from engines.wire import Kind, Sight, Tagged, Wire, declared, declared_on_wire, laid_out

from .base import StateSchema, StrictSchema, move_type_field, rules_version_field, seed_field
from .docs import (
    CODES_SCHEMA,
    COUNT_SCHEMA,
    MAYBE_HIDDEN_SCHEMA,
    Documented,
    documented,
    event_schema,
    hidden_count,
    maybe_hidden,
    per_player,
    ref,
)
from .fields import (
    MAX_CODE_LENGTH,
    Boolean,
    Codes,
    Integer,
    JsonObject,
    PerPlayer,
    PileCounts,
    PlayerId,
    PlayerIds,
    Text,
)
from .lists import BoundedList

Options = tuple[Documented, Documented]  # the game's options as sent, and in force


def _described(wire: Wire, given: dict[str, Any], text: str | None = None) -> dict[str, Any]:
    """A field's keyword arguments: those `given`, and its description if it has one."""
    text = wire.description if text is None else text
    return {**given, "metadata": {"description": text}} if text else given


def _bounds(wire: Wire) -> list[validate.Validator]:
    if wire.minimum is None and wire.maximum is None:
        return []
    return [validate.Range(min=wire.minimum, max=wire.maximum)]


def _choices(wire: Wire) -> list[str]:
    assert wire.choices is not None
    return list(wire.among) or [member.value for member in wire.choices]


def loaded_field(wire: Wire, options: Options | None = None) -> fields.Field[Any]:
    """The field that checks a declared field of a body a client sends."""
    required: dict[str, Any] = {"required": True} if wire.required else {}
    match wire.kind:
        case Kind.PLAYER:
            nullable = {"allow_none": True} if wire.nullable else {}
            return PlayerId(**_described(wire, {**required, **nullable}))
        case Kind.PLAYERS:
            return PlayerIds(**_described(wire, required))
        case Kind.PLAYER_LIST if wire.max_items is not None:  # added for Copy Cat
            return BoundedList(PlayerId(), wire.max_items, **_described(wire, required))
        case Kind.PLAYER_LIST:
            return fields.List(PlayerId(), **_described(wire, required))
        case Kind.CODES:
            limit = {"max_items": wire.max_items} if wire.max_items is not None else {}
            return Codes(**limit, **_described(wire, required))
        case Kind.HANDS:
            return PerPlayer("codes", **_described(wire, required))
        case Kind.COUNTS:
            return PerPlayer("count", **_described(wire, required))
        case Kind.SCORES:
            return fields.Dict(keys=fields.String(), values=Integer(), **_described(wire, required))
        case Kind.INTEGER:
            bounds = _bounds(wire)
            checks = {"validate": bounds[0]} if bounds else {}
            return Integer(**checks, **_described(wire, required))
        case Kind.FLAG:
            return fields.Boolean(**_described(wire, required))
        case Kind.CHOICE:
            check = validate.OneOf(_choices(wire))
            return Text(validate=check, **_described(wire, required))
        case Kind.TEXT:
            return Text(**_described(wire, required))
        case Kind.SEED:
            return seed_field()
        case Kind.OPTIONS:
            assert options is not None, "a state with options needs the game's options schemas"
            metadata = {"description": wire.description, "documented_as": options[0]}
            return JsonObject(metadata=metadata)
        # -- added for Super Meow and Cat Tower --
        case Kind.CODE:
            length = validate.Length(min=1, max=MAX_CODE_LENGTH)
            return Text(validate=length, **_described(wire, required))
        case Kind.INDEX:
            assert wire.minimum is not None and wire.maximum is not None
            places = validate.OneOf(list(range(wire.minimum, wire.maximum + 1)))
            return Integer(validate=places, **_described(wire, required))
        case Kind.PILE_COUNTS:
            assert wire.max_items is not None
            return PileCounts(wire.max_items, **_described(wire, required))
        case Kind.RECORDS:
            assert wire.record is not None
            record = _record(wire.record)
            return PerPlayer(record, _record_doc(wire.record), **_described(wire, required))
        case Kind.BOOLEAN:
            return Boolean(**_described(wire, required))
        case Kind.INTEGER_CHOICE:
            one_of = validate.OneOf(list(wire.values))
            return Integer(validate=one_of, **_described(wire, required))
        # -- added for Copy Cat --
        case Kind.INTEGERS:
            return PerPlayer("integer", **_described(wire, required))
        case Kind.POINTS:
            return PerPlayer("points", **_described(wire, required))
    raise AssertionError(wire.kind)


def view_field(
    wire: Wire, options: Options | None = None, title: str = ""
) -> fields.Field[Any] | None:
    """The documentation of a declared field in a seat's view (None: not in views). A
    field written only when set is in a view only then."""
    text = wire.view_description if wire.view_description is not None else wire.description
    kwargs = _described(wire, {} if wire.omit_none else {"required": True}, text)
    if wire.sight is Sight.NEVER:
        return None
    if wire.sight is Sight.NOBODY:
        return hidden_count(**kwargs)
    match wire.kind:
        case Kind.HANDS:
            shown = MAYBE_HIDDEN_SCHEMA if wire.sight is Sight.OWNER else CODES_SCHEMA
            return per_player(shown, **kwargs)
        case Kind.COUNTS:
            return per_player(COUNT_SCHEMA, **kwargs)
        case Kind.INTEGER:  # what the referee writes, not what a client may send
            return Integer(**kwargs)
        case Kind.OPTIONS:
            assert options is not None, "a state with options needs the game's options schemas"
            return documented(options[1], required=True)
        # -- added for Super Meow --
        case Kind.CODES if wire.sight is Sight.OWNER:  # a record's pile: its owner sees it
            return maybe_hidden(**kwargs)
        case Kind.RECORDS:
            assert wire.record is not None
            return per_player(ref(record_view(title, wire.record)), **kwargs)
        # -- added for Copy Cat --
        case Kind.INTEGERS:
            return per_player({"type": "integer"}, **kwargs)
        case Kind.POINTS:
            return per_player({"type": "number"}, **kwargs)
    written = Wire(
        wire.kind,
        text,
        required=not wire.omit_none,
        max_items=wire.max_items,
        nullable=wire.nullable,
        choices=wire.choices,
        values=wire.values,
        among=wire.among,
    )
    return loaded_field(written)


def _spec(
    cls: type, make: Callable[[Wire], fields.Field[Any] | None]
) -> dict[str, fields.Field[Any]]:
    out: dict[str, fields.Field[Any]] = {}
    for each in declared_on_wire(cls):
        made = make(each.wire)
        if made is not None:
            out[each.key] = made
    return out


def _viewed(cls: type, spec: dict[str, fields.Field[Any]]) -> dict[str, fields.Field[Any]]:
    """A view's fields in the layout of the states the referee deals, which sessions
    (every view's) hold: a field a LAYOUT moves in its dealt place (Copy Cat's `removed`)."""
    return {name: spec[name] for name in laid_out(cls, spec)}


def state(title: str, game_id: str, cls: type, options: Options) -> type[Schema]:
    """`<title>State`: a state as a client sends it back."""
    spec = _spec(cls, lambda wire: loaded_field(wire, options))
    spec["rules_version"] = rules_version_field(game_id)
    return StateSchema.from_dict(spec, name=f"{title}State")


def view(title: str, game_id: str, cls: type, options: Options) -> type[Schema]:
    """`<title>View`: a seat's view of a state (documentation)."""
    spec = _viewed(cls, _spec(cls, lambda wire: view_field(wire, options, title)))
    spec["rules_version"] = rules_version_field(game_id)
    return Schema.from_dict(spec, name=f"{title}View")


def move(title: str, cls: type[Tagged]) -> type[Schema]:
    """`<title><Kind>`: one move kind, `type` first."""
    spec: dict[str, fields.Field[Any]] = {"type": move_type_field(cls.TYPE)}
    spec.update(_spec(cls, loaded_field))
    return StrictSchema.from_dict(spec, name=f"{title}{cls.__name__}")


def moves(title: str, kinds: Iterable[type[Tagged]]) -> dict[str, type[Schema]]:
    """Each move kind's schema, by its `type`."""
    return {cls.TYPE: move(title, cls) for cls in kinds}


def events(title: str, kinds: Iterable[type[Tagged]]) -> list[type[Schema]]:
    """Each event kind's schema (documentation: events are written, never loaded), with
    the kind's `DESCRIPTION` if it has one (a class attribute: a dataclass always has a
    docstring, its own or one made of its fields)."""
    return [
        event_schema(title, cls.TYPE, _spec(cls, loaded_field), getattr(cls, "DESCRIPTION", ""))
        for cls in kinds
    ]


def result(title: str, cls: type) -> type[Schema]:
    """`<title>Result`: what a move that ends a round, game or match reports."""
    return Schema.from_dict(_spec(cls, loaded_field), name=f"{title}Result")


# -- added for Super Meow: a per-player map of records (RECORDS) ----------------------


@cache
def _record(cls: type) -> type[Schema]:
    """The schema that loads one entry of a player -> record map."""
    return StrictSchema.from_dict(_spec(cls, loaded_field), name=cls.__name__)


def _record_doc(cls: type) -> dict[str, Any]:
    """The JSON schema of one record as a client sends it: each field's, with the most
    cards the rules allow in a pile where its declaration says (the engine checks it)."""
    properties: dict[str, Any] = {}
    for each in declared(cls):
        doc = dict(loaded_field(each.wire).metadata)
        if each.wire.kind is Kind.CODES and each.wire.maximum is not None:
            doc["maxItems"] = each.wire.maximum
        properties[each.key] = doc
    return {
        "type": "object",
        "properties": properties,
        "required": [each.key for each in declared(cls) if each.wire.required],
        "additionalProperties": False,
    }


@cache
def record_view(title: str, cls: type) -> type[Schema]:
    """`<title><Record>View`: a record in a seat's view, a component of its own (list it
    in `GameDocs.components`)."""
    spec = _spec(cls, view_field)
    return Schema.from_dict(spec, name=f"{title}{cls.__name__}View")


# -- added for Cat Tower: fields a game's schemas give (Kind.OBJECT), nested declared
# objects, and events documented as views document per-player counts -----------------

# An OBJECT field's name -> its field, made of its declaration (state, view and moves
# alike; a view's is required).
Given = Mapping[str, Callable[[Wire], fields.Field[Any]]]


def given_keywords(wire: Wire) -> dict[str, Any]:
    """The keyword arguments of a given field: required, nullable, described."""
    flags: dict[str, Any] = {"required": True} if wire.required else {}
    if wire.nullable:
        flags["allow_none"] = True
    return _described(wire, flags)


def _given_spec(
    cls: type, make: Callable[[Wire], fields.Field[Any] | None], given: Given, view: bool = False
) -> dict[str, fields.Field[Any]]:
    out: dict[str, fields.Field[Any]] = {}
    for each in declared_on_wire(cls):
        wire = each.wire
        if wire.kind is Kind.OBJECT:
            out[each.key] = given[each.key](
                dataclasses.replace(wire, required=True) if view else wire
            )
        elif (made := make(wire)) is not None:
            out[each.key] = made
    return out


def given_state(
    title: str, game_id: str, cls: type, options: Options, given: Given
) -> type[Schema]:
    """`state`, with the OBJECT fields `given`."""
    spec = _given_spec(cls, lambda wire: loaded_field(wire, options), given)
    spec["rules_version"] = rules_version_field(game_id)
    return StateSchema.from_dict(spec, name=f"{title}State")


def given_view(title: str, game_id: str, cls: type, options: Options, given: Given) -> type[Schema]:
    """`view`, with the OBJECT fields `given`."""
    spec = _given_spec(cls, lambda wire: view_field(wire, options), given, view=True)
    spec = _viewed(cls, spec)
    spec["rules_version"] = rules_version_field(game_id)
    return Schema.from_dict(spec, name=f"{title}View")


def given_moves(title: str, kinds: Iterable[type[Tagged]], given: Given) -> dict[str, type[Schema]]:
    """`moves`, with the OBJECT fields `given`."""
    out: dict[str, type[Schema]] = {}
    for cls in kinds:
        spec: dict[str, fields.Field[Any]] = {"type": move_type_field(cls.TYPE)}
        spec.update(_given_spec(cls, loaded_field, given))
        out[cls.TYPE] = StrictSchema.from_dict(spec, name=f"{title}{cls.__name__}")
    return out


def given_result(title: str, cls: type, given: Given) -> type[Schema]:
    """`result`, with the OBJECT fields `given` (added for Copy Cat: a result's transfers)."""
    return Schema.from_dict(_given_spec(cls, loaded_field, given), name=f"{title}Result")


def nested(name: str, cls: type) -> type[Schema]:
    """A declared object inside a body (a tower, a fall): every field as declared."""
    return StrictSchema.from_dict(_spec(cls, loaded_field), name=name)


def _event_field(wire: Wire) -> fields.Field[Any]:
    if wire.kind is Kind.COUNTS:
        return per_player(COUNT_SCHEMA, **_described(wire, {"required": True}))
    return loaded_field(wire)


def documented_events(title: str, kinds: Iterable[type[Tagged]]) -> list[type[Schema]]:
    """`events`, a per-player count documented as a view's, and each kind's
    `DESCRIPTION` (a class attribute) if it has one."""
    return [
        event_schema(title, cls.TYPE, _spec(cls, _event_field), getattr(cls, "DESCRIPTION", ""))
        for cls in kinds
    ]


__all__ = [
    "documented_events",
    "events",
    "given_moves",
    "given_result",
    "given_state",
    "given_view",
    "move",
    "moves",
    "nested",
    "record_view",
    "result",
    "state",
    "view",
]
