"""Today's generated clients read tomorrow's answers (docs/api.md, "Compatibility"): an
answer with a rules version, a status, an event type and a problem type that openapi.yaml
does not list yet is read by the shipped Python client (openapi-python-client) without an
error, and typed by the shipped TypeScript types (openapi-typescript) without a cast.
The answers are the spec's own examples (service/spec_examples.py), a newer referee's
values put in."""

from __future__ import annotations

import copy
import json
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest
from meow_referee_client import AuthenticatedClient, Client
from meow_referee_client.api.sessions import get_session, post_session_move
from meow_referee_client.models import (
    Meow10MoveResponse,
    Meow10SessionMoveRequest,
    Problem,
    UnknownEvent,
)

from service.spec_examples import examples

ROOT = Path(__file__).resolve().parents[2]
NEW_PROBLEM = "urn:meow-referee:problem:cat-napping"


def tomorrows_move_answer() -> dict[str, Any]:
    """A move's answer from a newer referee: rules version 2, a status and an event type
    no one knows today (with a field of its own)."""
    answer = copy.deepcopy(examples()["postSessionMove"]["response"])
    answer["state"]["rules_version"] = 2
    answer["state"]["status"] = "napping"
    answer["events"].append({"type": "cat_napped", "player": "bob", "minutes": 20})
    return answer


def tomorrows_problem() -> dict[str, Any]:
    return {
        "type": NEW_PROBLEM,
        "title": "Cat napping",
        "status": 404,
        "detail": "Every cat at this table is asleep.",
        "code": "CATS_ASLEEP",
    }


def serving(status: int, body: dict[str, Any], media_type: str) -> dict[str, Any]:
    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, json=body, headers={"Content-Type": media_type})

    return {"transport": httpx.MockTransport(answer)}


def test_the_python_client_reads_an_answer_with_values_it_does_not_know() -> None:
    served = serving(200, tomorrows_move_answer(), "application/json")
    seat = AuthenticatedClient(base_url="http://referee.test", token="t", httpx_args=served)
    move = examples()["postSessionMove"]["request"]
    answer: Any = post_session_move.sync(
        "session", client=seat, body=Meow10SessionMoveRequest.from_dict(move)
    )
    assert isinstance(answer, Meow10MoveResponse), answer
    assert answer.state.rules_version == 2 and str(answer.state.status) == "napping"
    known, unknown = answer.events
    assert known.type_ == "cards_played"
    assert isinstance(unknown, UnknownEvent) and unknown.type_ == "cat_napped"
    assert unknown.additional_properties == {"player": "bob", "minutes": 20}
    hand = answer.state.hands["ann"]  # the rest read as ever
    assert isinstance(hand, list) and hand[0] == "tabby-3"


def test_the_python_client_reads_a_problem_of_a_type_it_does_not_know() -> None:
    served = serving(404, tomorrows_problem(), "application/problem+json")
    spectator = Client(base_url="http://referee.test", httpx_args=served)
    problem: Any = get_session.sync("session", client=spectator)
    assert isinstance(problem, Problem), problem
    assert problem.type_ == NEW_PROBLEM and problem.code == "CATS_ASLEEP"


@pytest.mark.slow  # tsc, from `make node` (as tests/test_node_tools.py)
def test_the_typescript_types_take_an_answer_with_values_they_do_not_know(
    tmp_path: Path,
) -> None:
    """A strict type-check of tomorrow's answers, as literals of today's types; and, so
    that the check is known to check, one value the types refuse, marked as expected."""
    # The package is an ES module (clients/typescript/package.json): its types are
    # imported as one, by their file.
    types = ROOT / "clients" / "typescript" / "openapi.js"
    source = tmp_path / "forward.ts"
    source.write_text(
        f'import type {{ components }} from "{types}" with {{ "resolution-mode": "import" }};\n'
        'type Schemas = components["schemas"];\n'
        f'export const moved: Schemas["MoveResponse"] = {json.dumps(tomorrows_move_answer())};\n'
        f'export const refused: Schemas["Problem"] = {json.dumps(tomorrows_problem())};\n'
        "// @ts-expect-error: a version is a number, never a string\n"
        'export const wrong: Schemas["MoveResponse"] = { ...moved, version: "1" };\n'
    )
    run = subprocess.run(
        ["npx", "--no-install", "tsc", "--strict", "--noEmit", "--target", "ES2022"]
        + ["--module", "node16", "--moduleResolution", "node16", str(source)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
