"""Idempotency-Key: a retried move gets its first answer, and is applied once."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Callable
from typing import Any

import orjson
from flask import Response

from .. import current
from ..jsonio import json_response
from ..problems import ProblemType
from ..store import StoredAnswer
from .preconditions import etag

# Visible ASCII, bounded: the key becomes part of a Redis key name.
KEY_PATTERN = r"^[\x21-\x7e]{1,255}$"
_KEY = re.compile(KEY_PATTERN)
_REPLAYED = {"Idempotent-Replayed": "true"}
# The body of a compact answer, from the version its move made and the tag it answered.
Rebuild = Callable[[int, str], dict[str, Any]]


def key() -> str | None:
    found = current.this_request().headers.get("Idempotency-Key")
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
        {"seat": seat, "body": body, "if_match": current.this_request().headers.get("If-Match")},
        option=orjson.OPT_SORT_KEYS,
    )
    return hashlib.sha256(material).hexdigest()


def replay(answer: StoredAnswer, fingerprint: str, rebuild: Rebuild) -> Response:
    """The first answer again. `rebuild(version, tag)` makes the body of a compact one."""
    if not hmac.compare_digest(answer.fingerprint, fingerprint):
        raise ProblemType.IDEMPOTENCY_KEY_REUSED.problem(
            "This Idempotency-Key was used for a different request; use a new key.",
        )
    first = orjson.loads(answer.response)
    if "body" not in first:  # compact (`stored`): the version and tag it made
        body = rebuild(first["version"], first["etag"])
        return json_response(body, first["status"], {"ETag": first["etag"], **_REPLAYED})
    # Kept whole by earlier code, and those stored before tags named writes hold none.
    tag = {"ETag": first["etag"]} if "etag" in first else etag(first["body"]["version"])
    return json_response(first["body"], first["status"], {**tag, **_REPLAYED})


def stored(version: int, tag: str) -> str:
    """What to keep under a key: the version its move made and the tag it answered, from
    which `replay` rebuilds the answer (service/sessions/answers.py)."""
    return orjson.dumps({"status": 200, "version": version, "etag": tag}).decode()
