"""schemathesis: every operation of openapi.yaml, driven against the real app.

Checks: no 5xx, every response conforms to the spec (status codes documented, bodies
and content types as documented). Bounded so CI stays fast; the case count is printed at
the end of the run. The stateful phase follows the spec's links from a created session
to the operations on it, so the session operations see real session ids."""

from __future__ import annotations

from collections import Counter
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import negative_data_rejection, positive_data_acceptance

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from tests.case_counts import CASES

# A larger body limit: a generated oversized list must meet the schema's 422, not the 413
# of the size limit (tested in test_errors.py), which schemathesis does not count as a rejection.
APP = create_app(
    Settings(),
    store=MemoryStore(),
    max_body_bytes=8 * 1024 * 1024,
    max_proof_bytes=64 * 1024 * 1024,  # a proof's own, larger limit
)


class _NoJobs:
    """The generated sessions' bot turns and deadlines are not played: this app lives for
    the whole run, and its bots would play on in the background through later tests."""

    durable = False

    def at(self, due_ms: int, session_id: str, version: int) -> None:
        pass

    def deliver(self, due_ms: int, session_id: str, retry_at: int = 0) -> None:
        pass

    def close(self) -> None:
        pass


APP.extensions["tables"].close()
APP.extensions["tables"] = _NoJobs()
schema = schemathesis.openapi.from_wsgi("/openapi.yaml", APP)


@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_conforms(case):
    CASES["schemathesis"] += 1
    # Schema-valid is not rules-valid (a deck must be a permutation of the game's cards),
    # so "positive data must be accepted" does not apply to a referee; everything else does.
    excluded = [positive_data_acceptance]
    operation = case.operation.definition.raw["operationId"]
    if operation.endswith("_verify"):
        # A proof sent back as the referee gave it: its state, events and options are
        # typed as the game's, so that a client reads them; the verification judges what
        # they hold and says `valid: false`, naming the part that fails, where a schema
        # would have said 422 (docs/fairness.md).
        excluded.append(negative_data_rejection)
    case.call_and_validate(excluded_checks=excluded)


CALLS: Counter[str] = Counter()  # operationId -> calls, and -> calls on an existing session


# The session operations alone: the others take no session, and would use up the steps.
class Stateful(schema.include(tag="sessions").as_state_machine()):  # type: ignore[misc]
    def after_call(self, response: Any, case: Any) -> None:
        super().after_call(response, case)
        operation = case.operation.definition.raw["operationId"]
        CALLS[operation] += 1
        if operation != "createSession" and response.status_code not in (404, 422):
            CALLS[f"{operation} on a session"] += 1
        elif operation == "createSession" and response.status_code == 201:
            CALLS["created"] += 1

    def validate_response(self, response: Any, case: Any, *_: Any, **kwargs: Any) -> None:
        CASES["schemathesis stateful"] += 1
        case.validate_response(response, excluded_checks=[positive_data_acceptance])


def test_the_stateful_phase_follows_links_to_every_session_operation():
    """Links from createSession's 201 carry the new id to the session operations: a
    spectator read answers 200 and a seat operation without its token 401 (neither is a
    404: the session exists), each answer checked against the spec like any other."""
    Stateful.run(
        settings=settings(
            max_examples=100,  # each session operation then runs ~15 times on a session
            stateful_step_count=6,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        )
    )
    assert CALLS["created"] > 0, CALLS
    for operation in (
        "getSession",
        "getSessionLog",
        "getSessionLegalMoves",
        "postSessionMove",
        "deleteSession",
    ):
        assert CALLS[f"{operation} on a session"] > 0, CALLS
    print(f"stateful calls: {dict(sorted(CALLS.items()))}")
