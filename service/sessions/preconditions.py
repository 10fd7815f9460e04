"""Versions as entity tags: `ETag: "n"`, and the If-Match precondition of a move."""

from __future__ import annotations

from flask import request

from ..problems import ApiProblem


def etag(version: int) -> dict[str, str]:
    return {"ETag": f'"{version}"'}


def if_match() -> list[str] | None:
    """The versions an If-Match header accepts (["*"] for any); None without the header.
    RFC 9110 (13.1.1): `*` alone, or a list of quoted tags compared strongly, so a weak
    tag (`W/"n"`), an unquoted one and a quoted "*" accept no version."""
    header = request.headers.get("If-Match")
    if header is None:
        return None
    if header.strip() == "*":
        return ["*"]
    tags = (t.strip() for t in header.split(","))
    return [t[1:-1] for t in tags if len(t) > 2 and t[0] == t[-1] == '"' and t != '"*"']


def check(version: int, expected: int | None, accepted: list[str] | None) -> None:
    """If-Match first (412), then the body's expected_version (409)."""
    if accepted is not None and "*" not in accepted and str(version) not in accepted:
        raise ApiProblem(
            412,
            "precondition-failed",
            "Precondition failed",
            f"If-Match does not name the current version {version}.",
            headers=etag(version),
            version=version,
        )
    if expected is not None and expected != version:
        raise ApiProblem(
            409,
            "stale-version",
            "Version conflict",
            f"expected_version is {expected} but the session is at version {version}.",
            headers=etag(version),
            version=version,
        )
