"""JSON in and out: orjson for the bytes (about 20x faster than json, and it refuses
nesting deeper than 1024 levels instead of overflowing the stack)."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response, request

from .problems import ApiProblem, invalid_request


def read_json() -> Any:
    """The request body as JSON, whatever its Content-Type (API.md); 400 if it is not JSON.
    Flask's MAX_CONTENT_LENGTH has already turned an oversized body into a 413."""
    raw = request.get_data(cache=True)
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise ApiProblem(
            400, "malformed-json", "Malformed JSON", f"The body is not JSON: {exc}"
        ) from None


def read_object() -> dict[str, Any]:
    body = read_json()
    if not isinstance(body, dict):
        raise invalid_request(
            {"_schema": ["must be a JSON object"]}, "The body must be a JSON object."
        )
    return body


def json_response(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    response = Response(orjson.dumps(body), status=status, mimetype="application/json")
    if headers:
        response.headers.update(headers)
    return response
