"""The problem-type catalogue: every problem the service answers is one of its entries, and
docs/errors.md and openapi.yaml list exactly those."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import yaml
from flask import abort
from werkzeug.exceptions import default_exceptions

from service.apidoc import NotInSpec
from service.app import create_app
from service.config import Settings
from service.openapi import spec_yaml
from service.problems import HTTP_PROBLEMS, PROBLEM_TYPE, ProblemType
from service.store import MemoryStore

ROOT = Path(__file__).resolve().parents[2]
SERVICE = ROOT / "service"
ERRORS_DOC = ROOT / "docs/errors.md"
# A row of the table of types: | status | `type`, `type` | when |
ROW = re.compile(r"^\|\s*(\d{3})\s*\|([^|]*)\|")


def documented_types(text: str) -> set[tuple[int, str]]:
    """(status, slug) of every type the table in docs/errors.md lists."""
    table = text.split("| status | `type`", 1)[1].split("\n\n", 1)[0]
    found = set()
    for line in table.splitlines():
        row = ROW.match(line)
        if row:
            found |= {(int(row[1]), slug) for slug in re.findall(r"`([a-z-]+)`", row[2])}
    return found


def test_docs_errors_lists_exactly_the_catalogue_with_its_statuses() -> None:
    documented = documented_types(ERRORS_DOC.read_text())
    assert documented == {(kind.status, kind.slug) for kind in ProblemType}


def test_the_table_parse_sees_every_type_of_each_row_with_its_status() -> None:
    text = (
        "| status | `type` | when |\n|---|---|---|\n| 404 | `a-b`, `c` | x |\n| 409 | `d` | y |\n"
    )
    assert documented_types(text) == {(404, "a-b"), (404, "c"), (409, "d")}


def free_problems(source: str) -> list[int]:
    """Lines of `source` that build an ApiProblem directly: only ProblemType.problem may,
    which takes its type, status and title from its entry."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and (
            (isinstance(node.func, ast.Name) and node.func.id == "ApiProblem")
            or (isinstance(node.func, ast.Attribute) and node.func.attr == "ApiProblem")
        )
    ]


def test_no_problem_is_built_from_a_free_string_anywhere_in_service() -> None:
    built = {
        str(path.relative_to(ROOT)): lines
        for path in SERVICE.rglob("*.py")
        if (lines := free_problems(path.read_text()))
    }
    # The one constructor call: ProblemType.problem, from the entry itself.
    assert set(built) == {"service/problems.py"} and len(built["service/problems.py"]) == 1
    source = (SERVICE / "problems.py").read_text()
    line = source.splitlines()[built["service/problems.py"][0] - 1]
    assert line.strip() == "return ApiProblem(self, detail, headers, **extra)"


def test_the_scan_finds_a_problem_built_by_hand() -> None:
    source = 'raise ApiProblem(404, "x", "X", "no")\nraise problems.ApiProblem(1)\n'
    assert free_problems(source) == [1, 2]


def problem_members(source: str) -> set[str]:
    """The members `source` adds to a problem's body: the keywords of its
    `ProblemType.X.problem(...)` calls but `headers`."""
    return {
        keyword.arg
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "problem"
        for keyword in node.keywords
        if keyword.arg not in (None, "headers")
    }


def test_every_member_a_problem_adds_is_declared_in_openapi_yaml() -> None:
    """The Problem schema admits no other member (`additionalProperties: false`): one the
    service adds but the spec lacks would fail every client that validates answers."""
    added = set().union(*(problem_members(path.read_text()) for path in SERVICE.rglob("*.py")))
    assert {"errors", "version", "waiting_for"} <= added
    declared = yaml.safe_load(spec_yaml())["components"]["schemas"]["Problem"]
    assert declared["additionalProperties"] is False
    assert added - set(declared["properties"]) == set()


def test_the_member_scan_reads_keywords_but_headers() -> None:
    source = 'raise K.X.problem("d", headers={"A": "1"}, version=3, **more)\nf(x=1)\n'
    assert problem_members(source) == {"version"}


def test_no_type_is_spelled_out_anywhere_in_service_but_the_prefix() -> None:
    spelled = [
        str(path.relative_to(ROOT))
        for path in SERVICE.rglob("*.py")
        if "urn:meow-referee:problem:" in path.read_text()
    ]
    assert spelled == ["service/problems.py"]
    assert (SERVICE / "problems.py").read_text().count("urn:meow-referee:problem:") == 1


def test_every_entry_is_answered_somewhere() -> None:
    """An entry nothing raises would be documented to clients for nothing."""
    uses = "\n".join(path.read_text() for path in SERVICE.rglob("*.py"))
    unused = [kind.name for kind in ProblemType if f"ProblemType.{kind.name}" not in uses]
    assert unused == []


def test_slugs_are_unique_and_statuses_are_errors() -> None:
    assert len({kind.slug for kind in ProblemType}) == len(ProblemType)
    assert all(400 <= kind.status < 600 and kind.title and kind.description for kind in ProblemType)
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", kind.slug) for kind in ProblemType)


@pytest.mark.parametrize("status", sorted(HTTP_PROBLEMS))
def test_werkzeugs_errors_keep_the_type_and_title_werkzeug_names_them(status: int) -> None:
    """The wire answered werkzeug's name (its slug, and as the title) before the catalogue;
    a werkzeug that renamed one would change what clients read."""
    kind = HTTP_PROBLEMS[status]
    name = default_exceptions[status]().name
    assert (kind.status, kind.title, kind.slug) == (status, name, name.lower().replace(" ", "-"))


def test_an_http_error_without_an_entry_is_an_internal_error_not_a_new_type(
    caplog: pytest.LogCaptureFixture,
) -> None:
    app = create_app(Settings(), store=MemoryStore())

    @NotInSpec("a test's")
    def teapot() -> str:
        abort(418)

    app.add_url_rule("/teapot", view_func=teapot)
    response = app.test_client().get("/teapot")
    assert response.status_code == 500
    assert response.get_json()["type"] == PROBLEM_TYPE + "internal-error"
    assert "without a catalogue entry" in caplog.text


def test_openapi_lists_the_catalogue_as_problem_types() -> None:
    spec = yaml.safe_load(spec_yaml())
    schemas = spec["components"]["schemas"]
    known, other = schemas["ProblemTypes"]["anyOf"]  # open: a newer referee may add more
    assert set(known["enum"]) == {kind.uri for kind in ProblemType}
    assert other == {"type": "string"}
    assert schemas["Problem"]["properties"]["type"]["$ref"] == "#/components/schemas/ProblemTypes"


@pytest.mark.parametrize(
    ("method", "path", "kind"),
    [
        ("GET", "/v1/games/chess", ProblemType.UNKNOWN_GAME),
        ("POST", "/v1/games/meow10/cheat", ProblemType.NOT_FOUND),
        ("GET", "/nowhere", ProblemType.NOT_FOUND),
        ("DELETE", "/v1/games/meow10/setup", ProblemType.METHOD_NOT_ALLOWED),
        ("GET", "/v1/sessions/nobody", ProblemType.UNKNOWN_SESSION),
        ("POST", "/v1/sessions", ProblemType.MALFORMED_JSON),
    ],
)
def test_an_answer_is_its_entry(client, method: str, path: str, kind: ProblemType) -> None:
    response = client.open(path, method=method, data=b"{")
    body = response.get_json()
    assert (response.status_code, body["type"], body["title"], body["status"]) == (
        kind.status,
        kind.uri,
        kind.title,
        kind.status,
    )
