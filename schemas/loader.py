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

Most bodies are well formed, so each loader first tries a quick path: one function
generated per schema from its fields' `Quick` tests, each a C-level test true only when
the field's own check would accept the value unchanged (a pile whose every code the
catalogue knows, an id the pattern matches). It explains nothing: when any test fails it
gives up, and the field-by-field load above finds every error and words it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate
from marshmallow.utils import is_collection

from engines.base import Seated, is_mapping

from .lists import BoundedList, check_length

UNKNOWN_FIELD = "Unknown field."
INVALID_INPUT = "Invalid input type."

# Validators that raise one string message, which marshmallow's `And` (what a field runs
# its validators through) would re-raise unchanged: a lone one can be called directly.
_PLAIN_VALIDATORS = (validate.Equal, validate.Length, validate.OneOf, validate.Range)

Step = Callable[[Any], Any]  # a present, non-null value -> its loaded value


@dataclass(frozen=True)
class Quick:
    """A field's quick test of a present, non-null value `v`: `test`, a Python expression
    true only when the field's check accepts `v` and returns a value equal to `output`;
    `each`, when given, a test every value `x` of the mapping `v` must pass too. The names
    they use besides `v`, `x` and builtins are in `names`. A test may raise TypeError (an
    unhashable item in a set test): that counts as failing it.

    Seats: a body's `players` (a required `PlayerIds`) binds `seats`, the set of its ids,
    as its test passes (`seats_bound`). A field read after it then takes its `seated`
    test, when it has one: a player named, or the keys of a per-player map, must be those
    seats. That is stricter than the field's check (which knows no seats: a map's keys
    are the engine's to match with the players) and asks no pattern of an id the players'
    test matched already; a body it refuses is loaded field by field, as any other."""

    test: str
    names: Mapping[str, Any] = dataclass_field(default_factory=dict)
    each: str | None = None
    output: str = "v"
    seated: str | None = None
    seats_bound: bool = False


class Checked:
    """A field of ours whose whole check of a present, non-null value is `check(value)`:
    marshmallow reaches it through `_deserialize` (what a custom field implements), the
    compiled loader directly. Mixed in before the marshmallow field class it refines."""

    def check(self, value: Any) -> Any:
        raise NotImplementedError

    def quick(self) -> Quick | None:
        """The field's quick test (its validators are the loader's to add), if it has one."""
        return None

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
        self._quick = _quick_load(self) if self.plain else None

    def load(self, data: Any) -> dict[str, Any]:
        if self._quick is None:
            return self.schema.load(data)  # type: ignore[no-any-return]
        try:
            out = self._quick(data)
        except (ValidationError, TypeError, ValueError):
            out = None
        return self.explained(data) if out is None else out

    def explained(self, data: Any) -> dict[str, Any]:
        """The field-by-field load: what the quick path gives up to, with every error."""
        if not is_mapping(data):
            raise ValidationError({"_schema": [INVALID_INPUT]})
        errors: dict[str, Any] = {}
        out: dict[str, Any] = {}
        for key in data:
            if key not in self.keys:
                errors[key] = [UNKNOWN_FIELD]
        for name, key, field, step in self.fields:
            value = data.get(key, missing)
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


# -- the quick path ------------------------------------------------------------------


def _validator_tests(validator: Any, prefix: str, names: dict[str, Any]) -> list[str] | None:
    """Tests `v` passes only when `validator` does; None for a validator they cannot say."""
    kind = type(validator)
    if kind is validate.Length:
        if validator.equal is not None:
            names[f"{prefix}n"] = validator.equal
            return [f"len(v) == {prefix}n"]
        names[f"{prefix}lo"] = validator.min or 0
        tests = [f"{prefix}lo <= len(v)"]
        if validator.max is not None:
            names[f"{prefix}hi"] = validator.max
            tests.append(f"len(v) <= {prefix}hi")
        return tests
    if kind is validate.Range:
        tests = []
        if validator.min is not None:
            names[f"{prefix}lo"] = validator.min
            tests.append(f"{prefix}lo {'<=' if validator.min_inclusive else '<'} v")
        if validator.max is not None:
            names[f"{prefix}hi"] = validator.max
            tests.append(f"v {'<=' if validator.max_inclusive else '<'} {prefix}hi")
        return tests
    if kind is validate.OneOf:
        names[f"{prefix}in"] = frozenset(validator.choices)  # hash and ==, as `in` a list
        return [f"v in {prefix}in"]
    if kind is validate.Equal:
        names[f"{prefix}eq"] = validator.comparable
        return [f"v == {prefix}eq"]
    return None


def _field_test(
    field: fields.Field[Any], index: int, names: dict[str, Any], seated: bool
) -> Quick | None:
    """The field's quick test with its validators', its names prefixed by its index;
    its `seated` test when `seats` is bound."""
    quick = field.quick() if isinstance(field, Checked) else None
    if quick is None or field.pre_load or field.post_load:
        return None
    if seated and quick.seated is not None:
        quick = dataclasses.replace(quick, test=quick.seated)
    prefix = f"f{index}_"
    rename = {name: f"{prefix}{name}" for name in quick.names}

    def renamed(text: str) -> str:
        return re.sub(r"\b[A-Za-z_]\w*\b", lambda m: rename.get(m.group(), m.group()), text)

    names.update({rename[name]: value for name, value in quick.names.items()})
    tests = [renamed(quick.test)]
    for number, validator in enumerate(field.validators):
        more = _validator_tests(validator, f"{prefix}v{number}", names)
        if more is None:
            return None
        tests += more
    each = None if quick.each is None else renamed(quick.each)
    test = " and ".join(f"({t})" for t in tests)
    seated_test = None if quick.seated is None else renamed(quick.seated)
    return Quick(test, {}, each, renamed(quick.output), seated_test, quick.seats_bound)


def _quick_load(loader: CompiledLoader) -> Callable[[Any], dict[str, Any] | None]:
    """One function for the loader's schema: the body's keys known, then each field's
    quick test (a field without one loaded by its own step, inline); None when any fails."""
    names: dict[str, Any] = {"MISSING": missing, "KEYS": loader.keys, "Seated": Seated}
    lines = [
        "def quick(data):",
        "    if type(data) is not dict or not KEYS.issuperset(data):",
        "        return None",
        "    out = {}",
    ]
    seated = False  # whether `seats` is bound (Quick) for the fields read from here on
    unseated = 0  # fields with a seated test that is not run
    for index, (name, key, field, step) in enumerate(loader.fields):
        lines.append(f"    v = data.get({key!r}, MISSING)")
        lines.append("    if v is MISSING:")
        if field.required:
            lines.append("        return None")
        elif field.load_default is not missing:
            names[f"default{index}"] = field.load_default
            call = "()" if callable(field.load_default) else ""
            lines.append(f"        out[{name!r}] = default{index}{call}")
        else:
            lines.append("        pass")
        lines.append("    elif v is None:")  # as marshmallow: None where allowed, else an error
        takes_none = field.allow_none and not field.pre_load
        lines.append(f"        out[{name!r}] = None" if takes_none else "        return None")
        quick = _field_test(field, index, names, seated)
        # A field whose own check knows a seated test leaves `Seated` out unless that test
        # runs here: read after `seats` is bound, its quick test not dropped (a validator
        # or hook it cannot express).
        declared = field.quick() if isinstance(field, Checked) else None
        unseated += (declared is not None and declared.seated is not None) and (
            quick is None or not seated
        )
        seated = seated or (quick is not None and quick.seats_bound and field.required)
        if quick is None:
            names[f"step{index}"] = step
            lines.append("    else:")
            lines.append(f"        out[{name!r}] = step{index}(v)")
            continue
        lines.append(f"    elif {quick.test}:")
        if quick.each is not None:
            lines.append("        for x in v.values():")
            lines.append(f"            if not ({quick.each}):")
            lines.append("                return None")
        lines.append(f"        out[{name!r}] = {quick.output}")
        lines.append("    else:")
        lines.append("        return None")
    if seated and not unseated:  # every player and map tested against the seats
        lines[3] = "    out = Seated()"
    lines.append("    return out")
    exec("\n".join(lines), names)  # noqa: S102 - our own source, built from our own fields
    return names["quick"]  # type: ignore[no-any-return]
