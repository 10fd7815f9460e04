"""Documentation-only building blocks: answers the referee builds itself (views, events,
options in force, session answers) are never loaded, but openapi.yaml must type them so
that generated clients get classes instead of untyped dicts.

A field made by `documented` loads nothing of its own; service/openapi.py writes it as a
reference to what it names: a schema class, a `Union` of schemas or a `Named` JSON schema,
each a component of openapi.yaml.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from marshmallow import Schema, fields

from engines.base import OptionSpec

from .fields import CODE_SCHEMA, MAX_PILE, MAX_PLAYERS_LISTED, PLAYER_ID_SCHEMA

COUNT_SCHEMA: dict[str, Any] = {"type": "integer", "minimum": 0}
CODES_SCHEMA: dict[str, Any] = {"type": "array", "items": CODE_SCHEMA, "maxItems": MAX_PILE}
# A pile a view may hide: the codes to a reader who may see them, else how many there are.
MAYBE_HIDDEN_SCHEMA: dict[str, Any] = {"oneOf": [CODES_SCHEMA, COUNT_SCHEMA]}


@dataclass(frozen=True)
class Union:
    """A oneOf of schema classes, as the component `name`; discriminated by the property
    `prop` (each member's value of it -> the member) unless prop is None."""

    name: str
    members: Mapping[str, type[Schema]]
    prop: str | None = None
    description: str | None = None
    any_of: bool = False  # anyOf, for members that one value may fit at once


@dataclass(frozen=True)
class Named:
    """A JSON schema written out, as the component `name` (enums, recursive trees)."""

    name: str
    schema: Mapping[str, Any] = field(hash=False)


Documented = type[Schema] | Union | Named


def documented(target: Documented, **kwargs: Any) -> fields.Raw:
    """A field documented as a reference to `target` (see the module docstring)."""
    metadata = {"documented_as": target, **kwargs.pop("metadata", {})}
    return fields.Raw(metadata=metadata, **kwargs)


def raw(schema: Mapping[str, Any], **kwargs: Any) -> fields.Raw:
    """A field documented by the JSON schema given (apispec copies its keys)."""
    return fields.Raw(metadata={**schema, **kwargs.pop("metadata", {})}, **kwargs)


def maybe_hidden(**kwargs: Any) -> fields.Raw:
    return raw(MAYBE_HIDDEN_SCHEMA, **kwargs)


def hidden_count(**kwargs: Any) -> fields.Raw:
    """A pile no reader sees: its length."""
    return raw(COUNT_SCHEMA, **kwargs)


def per_player(values: Mapping[str, Any], **kwargs: Any) -> fields.Raw:
    """A map player id -> `values` (a JSON schema)."""
    doc = {
        "type": "object",
        "additionalProperties": values,
        "maxProperties": MAX_PLAYERS_LISTED,
        "propertyNames": PLAYER_ID_SCHEMA,
    }
    return raw(doc, **kwargs)


def literal(value: str, **kwargs: Any) -> fields.String:
    """A property that always holds `value` (a JSON schema `const`): what a discriminator
    reads. Generators type it as that one value (openapi-python-client: a Literal that
    from_dict checks), where a one-value enum made a class per property."""
    return fields.String(metadata={"const": value, **kwargs.pop("metadata", {})}, **kwargs)


def event_schema(
    title: str, event_type: str, spec: Mapping[str, fields.Field[Any]], description: str = ""
) -> type[Schema]:
    """One event of a game: `type` and its fields (all sent unless not required)."""
    name = title + "".join(part.capitalize() for part in event_type.split("_")) + "Event"
    body: dict[str, fields.Field[Any]] = {"type": literal(event_type, required=True), **spec}
    cls = Schema.from_dict(body, name=name)
    if description:
        cls.__doc__ = description
    return cls


def event_union(title: str, events: Sequence[type[Schema]]) -> Union:
    members = {_literal_of(cls, "type"): cls for cls in events}
    return Union(f"{title}Event", members, "type", f"An event of {title}, by its `type`.")


def _literal_of(cls: type[Schema], prop: str) -> str:
    value: str = cls._declared_fields[prop].metadata["const"]
    return value


def options_schemas(
    title: str, options: Mapping[str, OptionSpec], shapes: Mapping[str, Mapping[str, Any]]
) -> tuple[type[Schema], type[Schema]]:
    """The game's options as sent (each optional, its default documented) and as a state
    carries them once resolved (every option present). `shapes` adds what an option's
    `check` enforces beyond its JSON type (array items, object values); a shape must
    refuse nothing the engine takes, so that the spec refuses no body the referee takes
    (the engine's checks go further: exact counts, card codes that parse)."""

    def spec_doc(name: str, option: OptionSpec) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "type": option.type,
            "default": option.default,
            "description": option.description,
        }
        if option.choices is not None:
            doc["enum"] = list(option.choices)
        if option.minimum is not None:
            doc["minimum"] = option.minimum
        if option.maximum is not None:
            doc["maximum"] = option.maximum
        return doc

    sent: dict[str, fields.Field[Any]] = {
        name: raw({**spec_doc(name, o), **shapes.get(name, {})}) for name, o in options.items()
    }
    in_force: dict[str, fields.Field[Any]] = {
        name: raw({**spec_doc(name, o), **shapes.get(name, {})}, required=True)
        for name, o in options.items()
    }
    return (
        Schema.from_dict(sent, name=f"{title}Options"),
        Schema.from_dict(in_force, name=f"{title}OptionsInForce"),
    )


def reason_codes(title: str, codes: Sequence[str]) -> Named:
    return Named(
        f"{title}ReasonCode",
        {"type": "string", "enum": list(codes), "description": f"{title}'s reason codes."},
    )


# Problem.errors: each offending field -> its messages, or the errors inside it.
ERROR_TREE = Named(
    "ErrorTree",
    {
        "type": "object",
        "description": "Each offending field (an index for list items) -> its messages, or "
        "the errors of the fields inside it.",
        "additionalProperties": {
            "anyOf": [
                {"type": "array", "items": {"type": "string"}},
                {"$ref": "#/components/schemas/ErrorTree"},
            ]
        },
    },
)


def ref(cls: type[Schema]) -> dict[str, str]:
    """A reference to a schema class by its name (list the class in GameDocs.components)."""
    return {"$ref": f"#/components/schemas/{cls.__name__}"}
