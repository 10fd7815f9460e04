"""The engines' declared values: `frozen` declares them, `replace` copies them, both
through each slot's own setter.

`@frozen` makes a class a frozen dataclass with slots and keyword-only fields, as
`dataclasses.dataclass(frozen=True, slots=True, kw_only=True)` does, and mypy reads it as
that (`dataclass_transform`), so every constructor's fields and types are checked. Its
`__init__`, though, sets each slot through the slot's own setter, where dataclasses'
frozen `__init__` calls `object.__setattr__` for every field, which looks the name up on
the class each time. A validate-move builds its state, its move, the next state, the
parts a move changed and each event: through the slots, 10-33 k fewer instructions (0.7%
of the request in a worker for Meow 10, 1.2-1.9% for the others, bench/RUNS.md). A class
whose fields it cannot set so (a `__post_init__`, a field `init=False`) keeps dataclasses'
`__init__`.

A move makes its new state with `replace(state, field=value, ...)`. The type checker sees
`dataclasses.replace` itself (the name is imported from dataclasses under TYPE_CHECKING),
so mypy checks every call's fields and their types as it checks that function's. At run
time, `dataclasses.replace` walks the class's fields in Python and builds the copy
through `__init__` (34-58 k instructions for a game's state, 2-3.5% of a validate-move's
in a worker); here each class gets one generated function that copies the slots it keeps
and sets those it changes, about 40% of that (bench/RUNS.md). It serves the classes it
can copy that way (slots, every field set by `__init__`, no `__post_init__`: every
declared class of the engines); any other goes to `dataclasses.replace`.
tests/engines/test_frozen.py checks both against dataclasses: equal values, the same
errors, the same checks by mypy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import MemberDescriptorType
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(
    frozen_default=True, kw_only_default=True, field_specifiers=(dataclasses.field,)
)
def frozen(cls: type[T]) -> type[T]:
    """`cls` as a frozen, slotted, keyword-only dataclass whose `__init__` sets its slots."""
    made: Any = dataclasses.dataclass(frozen=True, slots=True, kw_only=True)(cls)
    init = _slot_init(made)
    if init is not None:
        made.__init__ = init
    return made  # type: ignore[no-any-return]


_UNSET: Any = object()  # what a field with a default factory is given when it is not given


def _slot_init(cls: type) -> Callable[..., None] | None:
    """`cls.__init__`, written out for its fields as dataclasses writes it, each slot set
    through its own setter; None for a class it cannot build so."""
    slotted = _slotted_fields(cls)
    if slotted is None:
        return None
    names: dict[str, Any] = {"__dataclass_unset__": _UNSET}
    params, lines = [], []
    for i, (f, slot) in enumerate(slotted):
        setter, default = f"__dataclass_set{i}__", f"__dataclass_default{i}__"
        names[setter] = slot.__set__
        value = f.name
        if f.default is not dataclasses.MISSING:
            names[default] = f.default
            params.append(f"{f.name}={default}")
        elif f.default_factory is not dataclasses.MISSING:
            names[default] = f.default_factory
            params.append(f"{f.name}=__dataclass_unset__")
            value = f"{default}() if {f.name} is __dataclass_unset__ else {f.name}"
        else:
            params.append(f.name)
        lines.append(f"    {setter}(__dataclass_self__, {value})")
    star = f", *, {', '.join(params)}" if params else ""
    source = [f"def __init__(__dataclass_self__{star}):", *(lines or ["    pass"])]
    exec("\n".join(source), names)  # noqa: S102 - source made above from the class's fields
    init: Callable[..., None] = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


if TYPE_CHECKING:
    from dataclasses import replace as replace
else:

    def replace(obj: Any, /, **changes: Any) -> Any:
        copier = _COPIERS.get(type(obj))
        if copier is None:
            copier = _COPIERS[type(obj)] = _copier(type(obj))
        return copier(obj, changes)


Copier = Callable[[Any, dict[str, Any]], Any]
_COPIERS: dict[type, Copier] = {}  # one per class: the engines' declared classes


def _copier(cls: type) -> Copier:
    """The copy of a `cls` with `changes`, written out for its fields."""
    slotted = _slotted_fields(cls)  # TypeError for what is not a dataclass, as replace's
    if slotted is None:
        return lambda obj, changes: dataclasses.replace(obj, **changes)
    names: dict[str, Any] = {
        "CLS": cls,
        "NEW": object.__new__,
        "FIELDS": frozenset(f.name for f, _ in slotted),
        "REPLACE": dataclasses.replace,
    }
    lines = [
        "def copy(obj, changes):",
        "    if not FIELDS.issuperset(changes):",  # dataclasses' own error names the field
        "        return REPLACE(obj, **changes)",
        "    new = NEW(CLS)",
    ]
    for i, (f, slot) in enumerate(slotted):
        key = repr(f.name)
        # The slot's own setter: what a frozen dataclass's __init__ reaches through
        # object.__setattr__, without that wrapper's checks of the class on every call.
        names[f"set{i}"] = slot.__set__
        lines.append(f"    set{i}(new, changes[{key}] if {key} in changes else obj.{f.name})")
    lines.append("    return new")
    exec("\n".join(lines), names)  # noqa: S102 - source made above from the class's fields
    return names["copy"]  # type: ignore[no-any-return]


def _slotted_fields(cls: type) -> list[tuple[dataclasses.Field[Any], Any]] | None:
    """Each field of the dataclass `cls` with the slot that holds it; None when a value of
    it cannot be built slot by slot: a field not in a slot or not set by `__init__`, or a
    `__post_init__` that must run."""
    fields = dataclasses.fields(cls)
    slots = [_slot(cls, f.name) for f in fields]
    if None in slots or hasattr(cls, "__post_init__") or not all(f.init for f in fields):
        return None
    return list(zip(fields, slots, strict=True))


def _slot(cls: type, name: str) -> Any:
    """The slot that holds field `name` of a `cls`, or None when instances have a `__dict__`
    (a field may then live there) or the field is not a slot."""
    if hasattr(cls, "__dictoffset__") and cls.__dictoffset__ != 0:
        return None
    found = next((c.__dict__[name] for c in cls.__mro__ if name in c.__dict__), None)
    return found if isinstance(found, MemberDescriptorType) else None
