"""engines.frozen: `frozen` builds what dataclasses' frozen `__init__` builds, `replace`
copies as dataclasses.replace does, with the same errors at run time and the same checks
at type-check time."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines import REGISTRY
from engines.frozen import frozen, replace
from tests.engines.test_contract import playout


def declared_values(game_id: str) -> list[Any]:
    """Typed states, moves and the dataclasses inside them, from a seeded playout."""
    game = REGISTRY[game_id]
    rules, found = game.rules, []
    for state, move in playout(game, "frozen", game.min_players, max_moves=80):
        typed = rules.from_wire(state)
        found.append(typed)
        found += [getattr(typed, f.name) for f in dataclasses.fields(typed)]
        if move is not None:
            found.append(rules.move_from_wire(move))
    return [value for value in found if dataclasses.is_dataclass(value)]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_replaced_copy_is_dataclasses_own(game_id):
    values = declared_values(game_id)
    rng = random.Random(game_id)
    by_class: dict[type, list[Any]] = {}
    for value in values:
        by_class.setdefault(type(value), []).append(value)
    assert len(by_class) >= 2, "a state and a move at least"
    for cls, instances in by_class.items():
        names = [f.name for f in dataclasses.fields(cls)]
        for value in instances[:20]:
            other = rng.choice(instances)
            changed = rng.sample(names, rng.randint(0, len(names)))
            changes = {name: getattr(other, name) for name in changed}
            before = dataclasses.replace(value)
            made = replace(value, **changes)
            assert type(made) is cls
            assert made == dataclasses.replace(value, **changes)
            assert value == before  # the original is left as it was
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(made, names[0], None)


def test_a_field_the_class_lacks_is_dataclasses_own_error():
    state = REGISTRY["meow10"].rules.from_wire(REGISTRY["meow10"].setup(["a", "b"], seed="s"))
    with pytest.raises(TypeError) as ours:
        replace(state, rounds=2)
    with pytest.raises(TypeError) as theirs:
        dataclasses.replace(state, rounds=2)
    assert str(ours.value) == str(theirs.value)
    with pytest.raises(TypeError):
        replace({"round": 1}, round=2)  # not a dataclass


def mypy_errors(tmp_path: Path, source: str) -> tuple[list[str], str]:
    """mypy's errors on `source` as snippet.py (each line names it), and its whole output."""
    snippet = tmp_path / "snippet.py"
    snippet.write_text(source)
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "--follow-imports=silent",
         "--config-file", "/dev/null", str(snippet)],
        capture_output=True, text=True, cwd=Path(__file__).parents[2], check=False,
    )  # fmt: skip
    return [line for line in checked.stdout.splitlines() if ": error:" in line], checked.stdout


def test_mypy_checks_each_call_as_dataclasses_replace(tmp_path: Path):
    errors, output = mypy_errors(
        tmp_path,
        "from engines.frozen import replace\n"
        "from engines.meow10 import State\n\n\n"
        "def good(state: State) -> State:\n"
        "    return replace(state, round=2)\n\n\n"
        "def bad(state: State) -> State:\n"
        '    return replace(state, round="two", rounds=3)\n',
    )
    assert len(errors) == 2, output
    assert any('incompatible type "str"; expected "int"' in line for line in errors)
    assert any('Unexpected keyword argument "rounds"' in line for line in errors)
    assert all("snippet.py:10:" in line for line in errors)


@dataclasses.dataclass(frozen=True)
class WithDict:
    a: int
    b: str = "b"


@dataclasses.dataclass(frozen=True, slots=True)
class Checked:
    a: int

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


def test_a_class_it_cannot_copy_slot_by_slot_goes_to_dataclasses():
    assert replace(WithDict(1), b="c") == WithDict(1, "c")
    assert replace(Checked(1), a=2) == Checked(2)
    with pytest.raises(ValueError, match="negative"):
        replace(Checked(1), a=-1)  # its __post_init__ runs


def declared_classes() -> list[type]:
    """Every class the engines declare with `@frozen`: their modules' keyword-only
    dataclasses."""
    import engines.cattower
    import engines.copycat
    import engines.meow10
    import engines.supermeow

    modules = (engines.meow10, engines.copycat, engines.supermeow, engines.cattower)
    found = {
        value
        for module in modules
        for value in vars(module).values()
        if isinstance(value, type)
        and dataclasses.is_dataclass(value)
        and value.__module__ == module.__name__
        and all(f.kw_only for f in dataclasses.fields(value))
    }
    return sorted(found, key=lambda cls: (cls.__module__, cls.__qualname__))


def test_every_declared_class_is_built_through_its_slots():
    classes = declared_classes()
    assert len(classes) >= 80  # every state, move, event, result and part of them
    for cls in classes:
        params = cls.__dataclass_params__
        assert params.frozen and "__slots__" in cls.__dict__, cls
        assert cls.__init__.__code__.co_filename == "<string>", cls  # ours, not dataclasses'
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_built_value_is_the_one_dataclasses_builds(game_id):
    """Built from its fields, each declared value of a playout is equal to itself and to
    the copy dataclasses makes; a field left out takes the declared default."""
    seen: set[type] = set()
    for value in declared_values(game_id):
        cls, fields = type(value), dataclasses.fields(value)
        given = {f.name: getattr(value, f.name) for f in fields}
        built = cls(**given)
        assert built == value == dataclasses.replace(value)
        assert all(getattr(built, name) is given[name] for name in given)
        defaulted = [f for f in fields if f.default is not dataclasses.MISSING]
        if defaulted and cls not in seen:
            seen.add(cls)
            rest = cls(**{k: v for k, v in given.items() if k not in {f.name for f in defaulted}})
            assert all(getattr(rest, f.name) == f.default for f in defaulted)


@frozen
class Sample:
    a: int
    b: str = "b"
    c: list[int] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class SampleByDataclasses:
    a: int
    b: str = "b"
    c: list[int] = dataclasses.field(default_factory=list)


def _error(make: Any) -> str:
    with pytest.raises(TypeError) as raised:
        make()
    return str(raised.value).replace("SampleByDataclasses", "Sample")


def test_frozen_takes_and_refuses_what_dataclasses_does():
    assert Sample(a=1).c == [] and Sample(a=1).c is not Sample(a=1).c  # a new list each
    assert Sample(a=1, b="x", c=[2]) == Sample(a=1, b="x", c=[2]) != Sample(a=2)
    assert repr(Sample(a=1)).endswith("Sample(a=1, b='b', c=[])")
    for make, make_theirs in [
        (lambda: Sample(), lambda: SampleByDataclasses()),
        (lambda: Sample(1), lambda: SampleByDataclasses(1)),
        (lambda: Sample(a=1, d=2), lambda: SampleByDataclasses(a=1, d=2)),
    ]:
        assert _error(make) == _error(make_theirs)
    with pytest.raises(dataclasses.FrozenInstanceError):
        Sample(a=1).a = 2
    assert not hasattr(Sample(a=1), "__dict__")


def test_mypy_checks_a_frozen_constructor_as_a_dataclass(tmp_path: Path):
    errors, output = mypy_errors(
        tmp_path,
        "from engines.frozen import frozen\n\n\n"
        "@frozen\n"
        "class Point:\n"
        "    x: int\n"
        "    y: int = 0\n\n\n"
        "good = Point(x=1)\n"
        'bad = Point(1, y="two")\n'
        "good.x = 2\n",
    )
    assert any("snippet.py:11:" in e and "positional" in e for e in errors), output
    assert any("snippet.py:11:" in e and 'incompatible type "str"' in e for e in errors)
    assert any("snippet.py:12:" in e and "read-only" in e for e in errors), output
