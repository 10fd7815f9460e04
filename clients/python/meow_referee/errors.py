"""What the referee refused, with its problem+json body as the generated Problem model."""

from __future__ import annotations

from typing import Any

from meow_referee_client.models import Problem

from .etags import ETag


class RefereeError(Exception):
    """A 4xx or 5xx answer. `problem` is None only when the body was no problem+json
    (a proxy's error page, say); `body` keeps the bytes either way."""

    def __init__(self, status: int, problem: Problem | None, body: bytes) -> None:
        self.status, self.problem, self.body = status, problem, body
        said = problem.detail if problem is not None else body[:200].decode(errors="replace")
        super().__init__(f"{status}: {said}")

    @property
    def slug(self) -> str | None:
        """The problem type's last part, e.g. "precondition-failed", "illegal-move"."""
        if self.problem is None:
            return None
        return str(self.problem.type_).rpartition(":")[2]


class PreconditionFailed(RefereeError):
    """412: the move's If-Match no longer names the session (another move landed first).
    `current` is the session's tag now: read again (legal moves, the view) and decide."""

    def __init__(self, status: int, problem: Problem | None, body: bytes, current: ETag | None):
        super().__init__(status, problem, body)
        self.current = current


def problem_of(data: Any) -> Problem | None:
    """The Problem in a decoded body, or None when it is not one this client can read."""
    if not isinstance(data, dict):
        return None
    try:
        return Problem.from_dict(data)
    except (KeyError, TypeError, ValueError):
        return None
