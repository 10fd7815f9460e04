"""schemathesis: every operation of openapi.yaml, driven against the real app.

Checks: no 5xx, every response conforms to the spec (status codes documented, bodies
and content types as documented). Bounded so CI stays fast; the case count is printed at
the end of the run."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import positive_data_acceptance

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from tests.case_counts import CASES

# A larger body limit: a generated oversized list must meet the schema's 422, not the 413
# of the size limit (tested in test_errors.py), which schemathesis does not count as a rejection.
APP = create_app(Settings(), store=MemoryStore(), max_body_bytes=8 * 1024 * 1024)
schema = schemathesis.openapi.from_wsgi("/openapi.yaml", APP)


@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_conforms(case):
    CASES["schemathesis"] += 1
    # Schema-valid is not rules-valid (a deck must be a permutation of the game's cards),
    # so "positive data must be accepted" does not apply to a referee; everything else does.
    case.call_and_validate(excluded_checks=[positive_data_acceptance])
