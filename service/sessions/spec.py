"""What the session endpoints' documentation shares: the headers every answer about a
session carries, those some refusals add, the refusals' wording, the security schemes.
Each endpoint's own operation is written beside its view."""

from __future__ import annotations

from typing import Any

from schemas.docs import Union
from schemas.sessions import ANSWER_UNIONS

from ..apidoc import OPTIONAL_SEAT, header, problem_content, retry_after
from ..jsonio import MAX_NESTING
from ..ratelimit_headers import POLICY_PATTERN, STATE_PATTERN

# The answers' unions by name: SessionResponse, MoveResponse...
ANSWERS: dict[str, Union] = {union.name: union for union in ANSWER_UNIONS}

ERROR_TEXT = {
    400: f"The body is not JSON, or nests deeper than {MAX_NESTING} levels.",
    401: "No seat token, or a wrong one.",
    404: "Unknown or expired session.",
    413: "The body is over the size limit.",
    503: "The session store is unavailable; retry shortly.",
}


# On every answer about a session, refusals included (routes.private_headers).
PRIVATE = {
    "Cache-Control": header("`no-store`: a view is never cached or served to another seat."),
    "Vary": header("`Authorization`: the answer depends on the seat token."),
}
TAG = (
    'The version and the write that made it, quoted: `"n.<write>"` (`"0"` at '
    "creation). It names the content: send it as If-None-Match to read again, or as "
    'If-Match; If-Match also takes the bare version `"n"` (the part before the dot).'
)
# The version, then the write's 16 characters (preconditions.py); `"0"` alone at creation.
TAG_PATTERN = r'^"[0-9]+(\.[0-9a-fj]{16})?"$'
ETAG = {"ETag": header(TAG, pattern=TAG_PATTERN), **PRIVATE}
LOCATION = header(
    "The new session's path, `/v1/sessions/{id}`, relative to the referee's root.",
    format="uri-reference",
)
LINK = header(
    'The next page, as `next` says: `</v1/sessions/{id}/log?after=n&limit=m>; rel="next"`; '
    "absent on the last page.",
    pattern=r'^<[^<>]+>; rel="next"$',
)
REPLAYED = header(
    "`true` when this is the stored first answer to the Idempotency-Key; absent otherwise.",
    enum=["true"],
)
WWW_AUTHENTICATE = header('`Bearer realm="meow-referee"`.')
# Session creation's limit per address, when CREATE_RATE_LIMIT sets one (IETF
# draft-ietf-httpapi-ratelimit-headers; service/ratelimit_headers.py).
RATE_LIMIT = {
    "RateLimit-Policy": header(
        "Each limit on creation from one address: `q` sessions per `w` seconds, e.g. "
        '`"30-per-60s";q=30;w=60, "300-per-3600s";q=300;w=3600`. Absent when the '
        "deployment sets no limit.",
        pattern=POLICY_PATTERN,
    ),
    "RateLimit": header(
        "What this address has left of each limit (`r`) and the seconds until it resets "
        '(`t`), e.g. `"30-per-60s";r=29;t=60`.',
        pattern=STATE_PATTERN,
    ),
}


# The headers some refusals carry besides those.
_CURRENT = {"ETag": header("The current tag. " + TAG, pattern=TAG_PATTERN)}
_REFUSAL_HEADERS = {
    "401": {"WWW-Authenticate": WWW_AUTHENTICATE},
    "409": _CURRENT,
    "412": _CURRENT,
    "429": {"Retry-After": retry_after("Seconds until a stream's place may be free.")},
    "503": {"Retry-After": retry_after("Seconds to wait before retrying.")},
}
IF_NONE_MATCH = {
    "name": "If-None-Match",
    "in": "header",
    "schema": {"type": "string"},
    "description": "An ETag of this read (or `*`): 304 when it is still the current one.",
}
NOT_MODIFIED = {
    "304": {
        "description": "Not modified: If-None-Match names the current tag. No body.",
        "headers": ETAG,
    }
}


def errors(
    *codes: int, headers: dict[str, dict[str, Any]] | None = None, **described: str
) -> dict[str, Any]:
    """Problem responses: the standard wording for `codes`, or the one given (`s409=...`);
    `headers`, by status, replace or add to those the refusal carries."""
    texts = {**{f"s{c}": ERROR_TEXT[c] for c in codes}, **described}
    extra = headers or {}
    return {
        name.removeprefix("s"): {
            "description": text,
            "headers": {
                **PRIVATE,
                **_REFUSAL_HEADERS.get(name.removeprefix("s"), {}),
                **extra.get(name.removeprefix("s"), {}),
            },
            "content": problem_content(),
        }
        for name, text in sorted(texts.items())
    }


BEARER_OPTIONAL = (
    "Public: a spectator reads the public view without a token. With "
    "`Authorization: Bearer <seat token>`, that seat's view."
)
SEAT_TOKEN = {  # the security scheme `seatToken`
    "type": "http",
    "scheme": "bearer",
    "description": "A seat's token (or the host's where an operation says so), from the "
    "session's creation or the seat's join.",
}
CREATE_KEY_SCHEME = {  # the security scheme `createKey`
    "type": "http",
    "scheme": "bearer",
    "description": "One of the deployment's CREATE_KEYS, asked for by session creation "
    "only where they are set.",
}
SEAT: list[dict[str, list[str]]] = [{"seatToken": []}]
# The public reads: no token (the public view), or a seat's (its view).
SEAT_OPTIONAL = OPTIONAL_SEAT
