"""problem+json (RFC 9457): the one place where errors become HTTP responses."""

from __future__ import annotations

import logging
from typing import Any

import orjson
from flask import Flask, Response
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from engines import IllegalMove, InvalidInput

PROBLEM_TYPE = "urn:meow-referee:problem:"
log = logging.getLogger(__name__)


class ApiProblem(Exception):
    """Raise anywhere in a request to answer with problem+json."""

    def __init__(
        self,
        status: int,
        slug: str,
        title: str,
        detail: str,
        headers: dict[str, str] | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.body: dict[str, Any] = {
            "type": PROBLEM_TYPE + slug,
            "title": title,
            "status": status,
            "detail": detail,
            **extra,
        }
        self.headers = headers or {}


def problem_response(problem: ApiProblem) -> Response:
    response = Response(
        orjson.dumps(problem.body, option=orjson.OPT_NON_STR_KEYS),
        status=problem.status,
        mimetype="application/problem+json",
    )
    for key, value in problem.headers.items():
        response.headers[key] = value
    return response


def invalid_request(
    errors: dict[str, Any],
    detail: str = "The request is malformed or describes an impossible state; see `errors`.",
) -> ApiProblem:
    return ApiProblem(422, "invalid-request", "Unprocessable request", detail, errors=errors)


def illegal_move_problem(exc: IllegalMove) -> ApiProblem:
    """Sessions answer an illegal move with 422 (stateless endpoints answer 200 legal:false)."""
    return ApiProblem(
        422, "illegal-move", "Illegal move", exc.message, code=exc.code, rule=exc.rule
    )


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ApiProblem)
    def _api_problem(exc: ApiProblem) -> Response:
        return problem_response(exc)

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError) -> Response:
        messages = exc.messages if isinstance(exc.messages, dict) else {"_schema": exc.messages}
        return problem_response(invalid_request(messages))

    @app.errorhandler(InvalidInput)
    def _invalid(exc: InvalidInput) -> Response:
        return problem_response(invalid_request(exc.errors))

    @app.errorhandler(IllegalMove)
    def _illegal(exc: IllegalMove) -> Response:
        return problem_response(illegal_move_problem(exc))

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        status = exc.code or 500
        slug = (exc.name or "error").lower().replace(" ", "-")
        problem = ApiProblem(status, slug, exc.name or "Error", exc.description or exc.name or "")
        response = problem_response(problem)
        allowed = getattr(exc, "valid_methods", None)
        if status == 405 and allowed:
            response.headers["Allow"] = ", ".join(allowed)
        return response

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        # A bug, never the client's fault; logged with its traceback, answered without one.
        log.exception("unhandled error")
        return problem_response(
            ApiProblem(500, "internal-error", "Internal error", "The referee failed unexpectedly.")
        )
