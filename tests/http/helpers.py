"""Assertions the HTTP tests of every game share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def assert_error_at(response: Any, path: Sequence[str]) -> dict[str, Any]:
    """A 422 problem+json whose `errors` name the field at `path` (nested keys)."""
    assert response.status_code == 422, response.get_json()
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    errors = body["errors"]
    for key in path:
        assert key in errors, (path, body)
        errors = errors[key]
    return body
