"""engines.frozen.replace: dataclasses.replace's copy and errors at run time, and its
checks at type-check time."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines import REGISTRY
from engines.frozen import replace
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


def test_mypy_checks_each_call_as_dataclasses_replace(tmp_path: Path):
    snippet = tmp_path / "snippet.py"
    snippet.write_text(
        "from engines.frozen import replace\n"
        "from engines.meow10 import State\n\n\n"
        "def good(state: State) -> State:\n"
        "    return replace(state, round=2)\n\n\n"
        "def bad(state: State) -> State:\n"
        '    return replace(state, round="two", rounds=3)\n'
    )
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "--follow-imports=silent",
         "--config-file", "/dev/null", str(snippet)],
        capture_output=True, text=True, cwd=Path(__file__).parents[2], check=False,
    )  # fmt: skip
    errors = [line for line in checked.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 2, checked.stdout
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
