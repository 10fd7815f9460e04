"""What the session endpoints' documentation shares: the headers every answer about a
session carries, those some refusals add, the refusals' wording, the security schemes.
Each endpoint's own operation is written beside its view."""

from __future__ import annotations

from typing import Any

from schemas.docs import Union
from schemas.sessions import ANSWER_UNIONS

from ..apidoc import problem_content
from ..jsonio import MAX_NESTING

# The answers' unions by name: SessionResponse, MoveResponse...
ANSWERS: dict[str, Union] = {union.name: union for union in ANSWER_UNIONS}

ERROR_TEXT = {
    400: f"The body is not JSON, or nests deeper than {MAX_NESTING} levels.",
    401: "No seat token, or a wrong one.",
    404: "Unknown or expired session.",
    413: "The body is over the size limit.",
    503: "The session store is unavailable; retry shortly.",
}


def header(description: str) -> dict[str, Any]:
    return {"description": description, "schema": {"type": "string"}}


# On every answer about a session, refusals included (routes.private).
PRIVATE = {
    "Cache-Control": header("`no-store`: a view is never cached or served to another seat."),
    "Vary": header("`Authorization`: the answer depends on the seat token."),
}
TAG = (
    'The version and the write that made it, quoted: `"n.<write>"` (`"0"` at '
    "creation). It names the content: send it as If-None-Match to read again, or as "
    'If-Match; If-Match also takes the bare version `"n"`.'
)
ETAG = {"ETag": header(TAG), **PRIVATE}
# The headers some refusals carry besides those.
_CURRENT = {"ETag": header("The current tag. " + TAG)}
_REFUSAL_HEADERS = {
    "401": {"WWW-Authenticate": header('`Bearer realm="meow-referee"`.')},
    "409": _CURRENT,
    "412": _CURRENT,
    "429": {"Retry-After": header("Seconds until a stream's place may be free.")},
    "503": {"Retry-After": header("Seconds to wait before retrying.")},
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


def errors(*codes: int, **described: str) -> dict[str, Any]:
    """Problem responses: the standard wording for `codes`, or the one given (`s409=...`)."""
    texts = {**{f"s{c}": ERROR_TEXT[c] for c in codes}, **described}
    return {
        name.removeprefix("s"): {
            "description": text,
            "headers": {**PRIVATE, **_REFUSAL_HEADERS.get(name.removeprefix("s"), {})},
            "content": problem_content(),
        }
        for name, text in sorted(texts.items())
    }


BEARER_OPTIONAL = (
    "Public: a spectator reads the public view without a token. With "
    "`Authorization: Bearer <seat token>`, that seat's view."
)
SEAT_TOKEN = {"type": "http", "scheme": "bearer"}  # the security scheme `seatToken`
SEAT: list[dict[str, list[str]]] = [{"seatToken": []}]
# The public reads say `security: []` rather than "none or seatToken" ([{}, {...}]):
# openapi-python-client asks for an authenticated client on any operation with a
# security requirement, so a spectator could not call them. A seat's client still
# sends its token, and the description says what it changes.
ANYONE: list[dict[str, list[str]]] = []
