"""The examples of openapi.yaml (service/spec_examples.py): one request and answer for every
operation, recorded from a seeded run of the referee, true to the spec and to the server.
So Swagger UI's "Try it out" sends a body the referee takes."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml

from service.app import create_app
from service.config import Settings
from service.openapi import spec_yaml
from service.spec_examples import EXAMPLES_FILE, examples, record
from service.store import MemoryStore
from tests.http.helpers import conforms

SPEC: dict[str, Any] = yaml.safe_load(spec_yaml())
OPERATIONS = {
    operation["operationId"]: operation
    for item in SPEC["paths"].values()
    for method, operation in item.items()
    if method != "parameters"
}


def test_the_committed_examples_are_what_a_seeded_run_records() -> None:
    assert record() == examples(), (
        f"{EXAMPLES_FILE.name} drifted: run `python -m service.spec_examples > "
        "service/spec_examples.json`, then regenerate openapi.yaml"
    )
    assert EXAMPLES_FILE.read_text() == json.dumps(examples(), indent=1, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_every_operation_shows_an_example_request_and_answer_that_fit_the_spec(
    operation_id: str,
) -> None:
    operation = OPERATIONS[operation_id]
    example = examples()[operation_id]
    body = operation.get("requestBody")
    if body is not None:
        media = body["content"]["application/json"]
        assert media["example"] == example["request"]
        assert conforms(SPEC, media["schema"], example["request"]) == []
    answer = operation["responses"][str(example["status"])]
    for media in answer.get("content", {}).values():  # JSON; a stream's: one event's data
        assert media["example"] == example["response"]
        assert conforms(SPEC, media["schema"], example["response"]) == []


STATELESS = sorted(
    name for name, example in examples().items() if not example["url"].startswith("/v1/sessions")
)


@pytest.mark.parametrize("operation_id", STATELESS)
def test_a_referee_as_deployed_answers_each_stateless_example_as_shown(operation_id: str) -> None:
    """What "Try it out" sends, sent to a referee with the default settings: the same
    answer. A proof's verification names its signing key, which only the run's referee
    holds, so there a valid answer without the key: `valid: false`, `UNKNOWN_SIGNING_KEY`."""
    example = examples()[operation_id]
    client = create_app(Settings(), store=MemoryStore()).test_client()
    answer = client.open(example["url"], method=example["method"], json=example.get("request"))
    assert answer.status_code == example["status"], answer.get_json()
    if operation_id.endswith("_verify"):
        assert answer.get_json()["reason"]["code"] == "UNKNOWN_SIGNING_KEY"
    elif operation_id == "getProofKeys":  # the default referee's own key
        assert [k["kty"] for k in answer.get_json()["keys"]] == ["OKP"]
    else:
        assert answer.get_json() == example["response"]
