"""When a session's webhook deliveries are scheduled, and its signing secret."""

from __future__ import annotations

import base64
import secrets
from collections.abc import Mapping
from typing import Any

from schemas.hooks import MOVE

from ..tables.scheduling import jobs
from ..tables.turns import now_ms
from .urls import refusal

__all__ = ["new_secret", "refusal", "resumed", "scheduled"]


def new_secret() -> str:
    """A signing secret in Standard Webhooks' form: `whsec_` and 32 random bytes, base64."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()


def scheduled(session_id: str, record: Mapping[str, Any], ended: bool) -> None:
    """After a write of a session: a delivery job, if its webhook takes what it made (a
    move, or the session's end, `ended`)."""
    hook = record.get("webhook")
    if hook is not None and (ended or MOVE in hook["events"]):
        jobs().deliver(now_ms(), session_id)


def resumed(session_id: str, record: Mapping[str, Any]) -> None:
    """On a read of a session with a webhook: a delivery job where jobs die with their
    process (in-process), so a restart's lost deliveries go on; with durable jobs
    (Dramatiq) nothing is lost, and a read adds none."""
    scheduler = jobs()
    if record.get("webhook") is not None and not scheduler.durable:
        scheduler.deliver(now_ms(), session_id)
