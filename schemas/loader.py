"""A faster `Schema.load` for the request schemas on the hot path.

marshmallow's `Schema.load` spends most of its time in machinery our request schemas
do not use (hooks, partial loading, `many`, error-store bookkeeping): through it, about
60% of a validate-move request. `CompiledLoader` walks the same declared
fields and calls each field's own `deserialize` (so every type check, validator and
error message stays marshmallow's), recursing into nested schemas the same way.

It applies only where it is equivalent: a schema with hooks or an `unknown` policy other
than RAISE is loaded by marshmallow itself. tests/test_compiled_loader.py checks that both
give the same data and the same errors on random input.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate
from marshmallow.utils import is_collection

from engines.base import is_mapping

from .lists import BoundedList, check_length

UNKNOWN_FIELD = "Unknown field."
INVALID_INPUT = "Invalid input type."

# Validators that raise one string message, which marshmallow's `And` (what a field runs
# its validators through) would re-raise unchanged: a lone one can be called directly.
_PLAIN_VALIDATORS = (validate.Equal, validate.Length, validate.OneOf, validate.Range)

Step = Callable[[Any, str, Mapping[str, Any]], Any]


class CompiledLoader:
    """`schema.load`, compiled once per schema: each field's deserialize step prebuilt."""

    def __init__(self, schema: Schema) -> None:
        self.schema = schema
        self.plain = schema.unknown == RAISE and not any(schema._hooks.values())  # noqa: SLF001
        self.fields: list[tuple[str, str, fields.Field[Any], Step]] = []
        for name, field in schema.load_fields.items():
            self.fields.append((name, field.data_key or name, field, _step(field)))
        self.keys = frozenset(key for _, key, _, _ in self.fields)

    def load(self, data: Any) -> dict[str, Any]:
        if not self.plain:
            return self.schema.load(data)  # type: ignore[no-any-return]
        if not is_mapping(data):
            raise ValidationError({"_schema": [INVALID_INPUT]})
        errors: dict[str, Any] = {}
        out: dict[str, Any] = {}
        if not self.keys.issuperset(data):  # one C-level test for the usual no-unknown case
            for key in data:
                if key not in self.keys:
                    errors[key] = [UNKNOWN_FIELD]
        get = data.get  # looked up once, not once per field
        for name, key, field, step in self.fields:
            value = get(key, missing)
            if value is missing:
                if field.required:
                    errors[key] = [field.error_messages["required"]]
                elif field.load_default is not missing:
                    default = field.load_default
                    out[name] = default() if callable(default) else default
                continue
            try:
                # None takes marshmallow's own path (allow_none, "Field may not be null.").
                out[name] = (
                    field.deserialize(value, key, data) if value is None else step(value, key, data)
                )
            except ValidationError as exc:
                errors[key] = exc.messages
        if errors:
            raise ValidationError(errors)
        return out


def _step(field: fields.Field[Any]) -> Step:
    """What Field.deserialize does for a present, non-null value, without its per-call
    overhead: `_deserialize`, then the validators (their `And` built once, not per call)."""
    if field.pre_load or field.post_load:
        return field.deserialize
    convert = _convert(field)
    if not field.validators:
        return convert
    check: Callable[[Any], Any]
    if len(field.validators) == 1 and type(field.validators[0]) in _PLAIN_VALIDATORS:
        check = field.validators[0]
    else:
        check = validate.And(*field.validators)  # what Field._validate_all builds per call

    def convert_and_check(value: Any, key: str, data: Mapping[str, Any]) -> Any:
        output = convert(value, key, data)
        check(output)
        return output

    return convert_and_check


def _list(field: fields.List[Any]) -> Step:
    """List._deserialize (BoundedList's: its length first), each item loaded by its own
    compiled step: marshmallow loads a list's nested items through `Schema.load`, about
    five times the cost."""
    inner = field.inner
    item = _step(inner)
    max_items = field.max_items if isinstance(field, BoundedList) else None

    def load_list(value: Any, key: str, data: Mapping[str, Any]) -> list[Any]:
        if max_items is not None:
            check_length(value, max_items)
        if not is_collection(value):
            raise field.make_error("invalid")
        result: list[Any] = []
        errors: dict[int, Any] = {}
        for index, each in enumerate(value):
            try:
                # None takes marshmallow's own path, as at the top level.
                result.append(inner.deserialize(each) if each is None else item(each, "", {}))
            except ValidationError as exc:
                errors[index] = exc.messages
        if errors:
            raise ValidationError(errors)
        return result

    return load_list


def _convert(field: fields.Field[Any]) -> Step:
    """The field's `_deserialize`, with nested schemas compiled too."""
    if isinstance(field, fields.Nested) and not field.many:
        nested = CompiledLoader(field.schema)
        return lambda value, key, data: nested.load(value)
    if isinstance(field, fields.List) and type(field) in (fields.List, BoundedList):
        return _list(field)
    deserialize = field._deserialize  # noqa: SLF001
    if type(field) is fields.String:
        # String._deserialize returns an exact str unchanged: only other types need it.
        return lambda value, key, data: (
            value if type(value) is str else deserialize(value, key, data)
        )
    return deserialize
