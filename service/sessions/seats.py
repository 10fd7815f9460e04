"""Seat tokens: 256 random bits each, kept only as SHA-256 hashes, sent as Bearer tokens."""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from .. import current
from ..problems import ApiProblem, ProblemType


def hash_token(token: str) -> str:
    """Tokens carry 256 random bits, so a plain SHA-256 is enough (no salt, no stretching)."""
    return hashlib.sha256(token.encode()).hexdigest()


def unauthorized(detail: str) -> ApiProblem:
    return ProblemType.UNAUTHORIZED.problem(
        detail,
        headers={"WWW-Authenticate": 'Bearer realm="meow-referee"'},
    )


def seat_of_token(record: dict[str, Any], token: str) -> str | None:
    """The player whose token this is, None when it is no seat of the session."""
    digest = hash_token(token)
    seat: str | None = None
    seats: dict[str, str] = record["seats"]
    for player, stored in seats.items():  # compare all: no early exit to time
        if hmac.compare_digest(stored, digest):
            seat = player
    return seat


def bearer_token() -> str | None:
    """The request's Bearer token; None without an Authorization header. A header that is
    not a Bearer token is a 401, never a silent public view."""
    header = current.this_request().headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise unauthorized("Use `Authorization: Bearer <seat token>`.")
    return token.strip()


def is_host_token(record: dict[str, Any], token: str) -> bool:
    """Whether this is the session's host token (sessions made before hosts had none)."""
    host = record.get("host")
    return isinstance(host, str) and hmac.compare_digest(host, hash_token(token))


def credential(record: dict[str, Any]) -> tuple[str | None, bool]:
    """(the seat of the token, whether it is the host token): (None, False) without one.
    A token that is presented but wrong is always a 401, never a silent public view."""
    token = bearer_token()
    if token is None:
        return None, False
    found = seat_of_token(record, token)
    if found is not None:
        return found, False
    if is_host_token(record, token):
        return None, True
    raise unauthorized("The token is not a seat of this session, nor its host.")


def seat(record: dict[str, Any], required: bool) -> str | None:
    """The player whose token is presented; None for the public (no token, or the host's,
    which reads what the public reads), unless a seat is `required`."""
    found, host = credential(record)
    if found is None and required:
        if host:
            raise unauthorized("The host token reads and ends a session; moves need a seat.")
        raise unauthorized("A seat token is required: `Authorization: Bearer <token>`.")
    return found


def seat_of(record: dict[str, Any]) -> str:
    found = seat(record, required=True)
    assert found is not None  # required=True raises instead
    return found
