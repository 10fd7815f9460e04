"""Assertions and probes the HTTP tests share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import redis
from jsonschema import Draft202012Validator


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


def calls(redis_url: str, command: str) -> int:
    """How many times the Redis server has run `command` so far (hgetall: a session read,
    evalsha: a create or compare-and-set script)."""
    with redis.Redis.from_url(redis_url) as client:
        stats = client.info("commandstats")
    return int(stats.get(f"cmdstat_{command}", {}).get("calls", 0))


def conforms(spec: dict[str, Any], schema: dict[str, Any], instance: object) -> list[str]:
    """Why `instance` does not match `schema` (a part of `spec`, its refs into it)."""
    root = {"components": spec["components"], **schema}
    return [error.message for error in Draft202012Validator(root).iter_errors(instance)]
