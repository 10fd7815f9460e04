"""`replace`: `dataclasses.replace` for the engines' frozen dataclasses, made cheap.

A move makes its new state with `replace(state, field=value, ...)`. The type checker sees
`dataclasses.replace` itself (the name is imported from dataclasses under TYPE_CHECKING),
so mypy checks every call's fields and their types as it checks that function's. At run
time, `dataclasses.replace` walks the class's fields in Python and builds the copy
through `__init__` (34-58 k instructions for a game's state, 2-3.5% of a validate-move's
in a worker); here each class gets one generated function that copies the slots it keeps
and sets those it changes, about 40% of that (bench/RUNS.md). It serves the classes it can copy that
way (slots, every field set by `__init__`, no `__post_init__`: every declared class of
the engines); any other goes to `dataclasses.replace`. tests/engines/test_frozen.py checks
both give equal objects, and the same error for a field the class does not have.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import MemberDescriptorType
from typing import TYPE_CHECKING, Any

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
    fields = dataclasses.fields(cls)  # TypeError for what is not a dataclass, as replace's
    slots = [_slot(cls, f.name) for f in fields]
    if None in slots or hasattr(cls, "__post_init__") or not all(f.init for f in fields):
        return lambda obj, changes: dataclasses.replace(obj, **changes)
    names: dict[str, Any] = {
        "CLS": cls,
        "NEW": object.__new__,
        "FIELDS": frozenset(f.name for f in fields),
        "REPLACE": dataclasses.replace,
    }
    lines = [
        "def copy(obj, changes):",
        "    if not FIELDS.issuperset(changes):",  # dataclasses' own error names the field
        "        return REPLACE(obj, **changes)",
        "    new = NEW(CLS)",
    ]
    for i, (f, slot) in enumerate(zip(fields, slots, strict=True)):
        key = repr(f.name)
        # The slot's own setter: what a frozen dataclass's __init__ reaches through
        # object.__setattr__, without that wrapper's checks of the class on every call.
        names[f"set{i}"] = slot.__set__
        lines.append(f"    set{i}(new, changes[{key}] if {key} in changes else obj.{f.name})")
    lines.append("    return new")
    exec("\n".join(lines), names)  # noqa: S102 - source made above from the class's fields
    return names["copy"]  # type: ignore[no-any-return]


def _slot(cls: type, name: str) -> Any:
    """The slot that holds field `name` of a `cls`, or None when instances have a `__dict__`
    (a field may then live there) or the field is not a slot."""
    if hasattr(cls, "__dictoffset__") and cls.__dictoffset__ != 0:
        return None
    found = next((c.__dict__[name] for c in cls.__mro__ if name in c.__dict__), None)
    return found if isinstance(found, MemberDescriptorType) else None
