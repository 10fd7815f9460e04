"""A faster `Schema.load` for the request schemas on the hot path.

marshmallow's `Schema.load` spends most of its time in machinery our request schemas
do not use (hooks, partial loading, `many`, error-store bookkeeping): through it, about
60% of a validate-move request. `CompiledLoader` walks the same declared fields and
checks each as its own `deserialize` would (so every type check, validator and error
message stays the field's), recursing into nested schemas the same way. It uses only
marshmallow's public API: a field of ours (`Checked`) is checked by its `check`, the one
check marshmallow itself reaches through `_deserialize`; any other field by its own
`deserialize`.

It loads the schemas of schemas/, which declare no hooks; one whose `unknown` policy is
not RAISE is loaded by marshmallow itself. tests/test_compiled_loader.py checks that both
give the same data and the same errors on random input, for every request schema.
"""

from __future__ import annotations

from collections.abc import Callable
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

Step = Callable[[Any], Any]  # a present, non-null value -> its loaded value


class Checked:
    """A field of ours whose whole check of a present, non-null value is `check(value)`:
    marshmallow reaches it through `_deserialize` (what a custom field implements), the
    compiled loader directly. Mixed in before the marshmallow field class it refines."""

    def check(self, value: Any) -> Any:
        raise NotImplementedError

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        return self.check(value)


class CompiledLoader:
    """`schema.load`, compiled once per schema: each field's deserialize step prebuilt."""

    def __init__(self, schema: Schema) -> None:
        self.schema = schema
        self.plain = schema.unknown == RAISE
        self.fields: list[tuple[str, str, fields.Field[Any], Step]] = []
        for name, field in schema.load_fields.items():
            key = field.data_key or name
            self.fields.append((name, key, field, _step(field, key)))
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
                out[name] = field.deserialize(value, key, data) if value is None else step(value)
            except ValidationError as exc:
                errors[key] = exc.messages
        if errors:
            raise ValidationError(errors)
        return out


def _step(field: fields.Field[Any], key: str) -> Step:
    """What Field.deserialize does for a present, non-null value, without its per-call
    overhead: the field's check, then its validators (their `And` built once, not per
    call). A field that is not ours, or has processors, is loaded by `deserialize`."""
    convert = _convert(field)
    if convert is None or field.pre_load or field.post_load:
        return lambda value: field.deserialize(value, key)
    if not field.validators:
        return convert
    check: Callable[[Any], Any]
    if len(field.validators) == 1 and type(field.validators[0]) in _PLAIN_VALIDATORS:
        check = field.validators[0]
    else:
        check = validate.And(*field.validators)  # what Field.deserialize builds per call

    def convert_and_check(value: Any) -> Any:
        output = convert(value)
        check(output)
        return output

    return convert_and_check


def _list(field: fields.List[Any]) -> Step:
    """List's load (BoundedList's: its length first), each item loaded by its own compiled
    step: marshmallow loads a list's nested items through `Schema.load`, about five times
    the cost."""
    inner = field.inner
    item = _step(inner, "")
    max_items = field.max_items if isinstance(field, BoundedList) else None

    def load_list(value: Any) -> list[Any]:
        if max_items is not None:
            check_length(value, max_items)
        if not is_collection(value):
            raise field.make_error("invalid")
        result: list[Any] = []
        errors: dict[int, Any] = {}
        for index, each in enumerate(value):
            try:
                # None takes marshmallow's own path, as at the top level.
                result.append(inner.deserialize(each) if each is None else item(each))
            except ValidationError as exc:
                errors[index] = exc.messages
        if errors:
            raise ValidationError(errors)
        return result

    return load_list


def _convert(field: fields.Field[Any]) -> Step | None:
    """The field's own check of a present, non-null value, nested schemas compiled too;
    None for a field whose check only its `deserialize` knows."""
    if isinstance(field, Checked):
        return field.check
    if isinstance(field, fields.Nested) and not field.many:
        return CompiledLoader(field.schema).load
    if isinstance(field, fields.List) and type(field) in (fields.List, BoundedList):
        return _list(field)
    if type(field) is fields.String:
        # A String returns an exact str unchanged; its validators follow in _step.
        return lambda value: value if type(value) is str else field.deserialize(value)
    return None
