"""The one-way house (README.md, Layout): service -> schemas -> engines; engines and bots
stay pure."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {
    "engines": {"flask", "marshmallow", "redis", "werkzeug", "orjson", "service", "schemas"},
    "bots": {"flask", "marshmallow", "redis", "werkzeug", "orjson", "service", "schemas"},
    "schemas": {"flask", "redis", "service"},
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layers_import_only_inward(package):
    for path in sorted((ROOT / package).rglob("*.py")):
        bad = imported_modules(path) & FORBIDDEN[package]
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


@pytest.mark.parametrize(
    ("package", "allowed"), [("engines", {"engines"}), ("bots", {"bots", "engines"})]
)
def test_pure_packages_use_only_the_standard_library(package, allowed):
    """engines/ and bots/ (which may read engines/ and nothing else of the project)."""
    stdlib = set(sys.stdlib_module_names) | allowed | {"__future__"}
    for path in sorted((ROOT / package).rglob("*.py")):
        outside = imported_modules(path) - stdlib
        assert not outside, f"{path.relative_to(ROOT)} imports {sorted(outside)}"
