"""Idempotency-Key: a retried move gets its first answer, and is applied once."""

from __future__ import annotations

import hashlib
import hmac
import re
from typing import Any

import orjson
from flask import Response, request

from ..jsonio import json_response
from ..problems import ProblemType
from ..store import StoredAnswer
from .preconditions import etag

# Visible ASCII, bounded: the key becomes part of a Redis key name.
KEY_PATTERN = r"^[\x21-\x7e]{1,255}$"
_KEY = re.compile(KEY_PATTERN)


def key() -> str | None:
    found = request.headers.get("Idempotency-Key")
    if found is None:
        return None
    if not _KEY.fullmatch(found):
        raise ProblemType.INVALID_REQUEST.problem(
            "Idempotency-Key must be 1 to 255 visible ASCII characters.",
            errors={"Idempotency-Key": ["must be 1 to 255 visible ASCII characters"]},
        )
    return found


def scoped(seat: str, key: str | None) -> str | None:
    """The key as stored: in the seat's own namespace (seat ids hold no `:`)."""
    return None if key is None else f"{seat}:{key}"


def fingerprint(seat: str, body: Any) -> str:
    """What makes two requests "the same": the seat, the body and the precondition header.
    The seat matters: a stored answer is that seat's view and must not reach another."""
    material = orjson.dumps(
        {"seat": seat, "body": body, "if_match": request.headers.get("If-Match")},
        option=orjson.OPT_SORT_KEYS,
    )
    return hashlib.sha256(material).hexdigest()


def replay(answer: StoredAnswer, fingerprint: str) -> Response:
    if not hmac.compare_digest(answer.fingerprint, fingerprint):
        raise ProblemType.IDEMPOTENCY_KEY_REUSED.problem(
            "This Idempotency-Key was used for a different request; use a new key.",
        )
    first = orjson.loads(answer.response)
    # The tag as first answered; answers stored before tags named writes hold none.
    tag = {"ETag": first["etag"]} if "etag" in first else etag(first["body"]["version"])
    return json_response(first["body"], first["status"], {**tag, "Idempotent-Replayed": "true"})


def stored(body: dict[str, Any], tag: str) -> str:
    """The answer to keep under a key: what `replay` gives back."""
    return orjson.dumps({"status": 200, "body": body, "etag": tag}).decode()
