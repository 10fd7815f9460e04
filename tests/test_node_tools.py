"""The Node checks of the contract: Redocly's recommended lint of openapi.yaml, the
TypeScript types openapi-typescript makes of it (shipped in clients/typescript, checked
for drift), and a strict type-check of a small client that uses them without a cast.
`make test` installs the tools from package-lock.json (npm ci) before pytest runs."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLIENT = ROOT / "tests" / "ts" / "client.ts"


def npx(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["npx", "--no-install", *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def test_redocly_recommended_lint_finds_nothing_in_openapi_yaml() -> None:
    run = npx("redocly", "lint", "--format=summary", "openapi.yaml")
    output = run.stdout + run.stderr
    assert run.returncode == 0, output
    assert "Your API description is valid" in output, output
    assert not re.search(r"^(error|warning)\s", output, re.MULTILINE), output


def test_the_shipped_typescript_types_are_what_openapi_typescript_makes_of_the_spec() -> None:
    run = npx("openapi-typescript", "openapi.yaml")
    assert run.returncode == 0, run.stderr
    shipped = (ROOT / "clients" / "typescript" / "openapi.d.ts").read_text()
    assert run.stdout == shipped, "run `make openapi`"


def test_the_typescript_client_type_checks_strictly_without_a_cast() -> None:
    code = re.sub(r"//.*", "", CLIENT.read_text())  # comments may say anything
    assert not re.search(r"\bas\b|\bany\b", code), "a cast or the any type"
    # The old cast form, <Type>value (a generic call, f<Type>(...), follows a name).
    assert not re.search(r"(?:[=(,:?]|\breturn)\s*<[^<>]+>\s*[\w(]", code), "a cast"
    assert "Meow10SessionMoveRequest" in code and "listing.moves" in code
    run = npx("tsc", "--strict", "--noEmit", "-p", "tests/ts/tsconfig.json")
    assert run.returncode == 0, run.stdout + run.stderr
