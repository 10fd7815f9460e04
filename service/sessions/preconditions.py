"""Entity tags of a session, and the preconditions that compare them.

A tag names a version *and* the write that made it: `"<version>.<write>"`. A version alone
does not identify content: when Redis loses its last writes (a failover, the last second
of AOF), another move can make the same version again with other content, and a client
holding the first must not be told by a 304 that nothing changed. Version 0 is written
by the creation, under an id never used again, so its tag is the bare `"0"`; and by the
seats joining a seats' deal, whose writes' stamps start with JOINED, so that each tag
names its write (`"0.j…"`).

If-Match takes either form: `"n"` compares the version only (for a client that keeps only
versions), a full tag the version and the write. If-None-Match (reads) compares full tags
(weakly, RFC 9110).
"""

from __future__ import annotations

from flask import Response

from .. import current
from ..problems import ApiProblem, ProblemType
from ..store import new_stamp

JOINED = "j"


def join_stamp() -> str:
    """The stamp of a seat's join: as long as any other, and never one of a creation's."""
    return JOINED + new_stamp()[1:]


def tag(version: int, stamp: str | None) -> str:
    """The tag's opaque content (without quotes)."""
    if not stamp or (version == 0 and not stamp.startswith(JOINED)):
        return str(version)
    return f"{version}.{stamp}"


def etag(version: int, stamp: str | None = None) -> dict[str, str]:
    return {"ETag": f'"{tag(version, stamp)}"'}


def kept_changing(version: int, stamp: str | None, what: str) -> ApiProblem:
    """409 `stale-version`: other writes kept landing before this one, at every try."""
    return ProblemType.STALE_VERSION.problem(
        f"The session kept changing under this {what}; read it again and retry.",
        headers=etag(version, stamp),
        version=version,
    )


def _tags(header: str) -> list[tuple[bool, str]]:
    """(weak, opaque tag) of each tag of a list header; what is not a quoted tag is left out."""
    found = []
    for item in header.split(","):
        item = item.strip()
        weak = item.startswith("W/")
        quoted = item.removeprefix("W/")
        if len(quoted) > 2 and quoted[0] == quoted[-1] == '"':
            found.append((weak, quoted[1:-1]))
    return found


def if_match() -> list[str] | None:
    """The tags an If-Match header accepts (["*"] for any); None without the header.
    RFC 9110 (13.1.1): `*` alone, or a list of quoted tags compared strongly, so a weak
    tag (`W/"n"`), an unquoted one and a quoted "*" accept no version."""
    header = current.this_request().headers.get("If-Match")
    if header is None:
        return None
    if header.strip() == "*":
        return ["*"]
    return [t for weak, t in _tags(header) if not weak and t != "*"]


def check(
    version: int, stamp: str | None, expected: int | None, accepted: list[str] | None
) -> None:
    """If-Match first (412), then the body's expected_version (409)."""
    if accepted is not None and "*" not in accepted:
        if str(version) not in accepted and tag(version, stamp) not in accepted:
            raise ProblemType.PRECONDITION_FAILED.problem(
                f"If-Match does not name the current version {version}.",
                headers=etag(version, stamp),
                version=version,
            )
    if expected is not None and expected != version:
        raise ProblemType.STALE_VERSION.problem(
            f"expected_version is {expected} but the session is at version {version}.",
            headers=etag(version, stamp),
            version=version,
        )


def not_modified(version: int, stamp: str | None) -> Response | None:
    """304 when If-None-Match names the current tag (or is `*`), else None."""
    header = current.this_request().headers.get("If-None-Match")
    if header is None:
        return None
    now = tag(version, stamp)
    names = header.strip() == "*" or any(t == now for _, t in _tags(header))
    if not names:
        return None
    response = Response(status=304, headers=etag(version, stamp))
    del response.headers["Content-Type"]  # no body, so no type
    return response
