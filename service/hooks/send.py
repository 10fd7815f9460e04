"""One signed POST of a webhook event (Standard Webhooks: `webhook-id`,
`webhook-timestamp`, `webhook-signature`), with short timeouts and no redirects.

The standard library's http.client: it follows no redirect (a receiver cannot bounce the
referee to a URL nobody allowed), and a socket timeout bounds every wait."""

from __future__ import annotations

import http.client
import time
from datetime import UTC, datetime
from urllib.parse import urlsplit

from standardwebhooks.webhooks import Webhook

from .events import Event

CONNECT_TIMEOUT_S = 2.0
# The whole exchange: each wait (connect, send, the answer) gets what is left of it.
TOTAL_TIMEOUT_S = 5.0
# An answer's body is not used; a little of it is read so the connection closes cleanly.
READ_BYTES = 4096
USER_AGENT = "meow-referee-webhooks/1"


def signed_headers(secret: str, event: Event, now: datetime | None = None) -> dict[str, str]:
    moment = now or datetime.now(UTC)
    signature = Webhook(secret).sign(event.id, moment, event.body)
    return {
        "webhook-id": event.id,
        "webhook-timestamp": str(int(moment.timestamp())),
        "webhook-signature": signature,
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
    }


def post(url: str, secret: str, event: Event) -> str | None:
    """POST `event` to `url`: None when a 2xx answered, else what went wrong."""
    parts = urlsplit(url)
    kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    ends = time.monotonic() + TOTAL_TIMEOUT_S

    def left() -> float:
        remaining = ends - time.monotonic()
        if remaining <= 0:
            raise TimeoutError(f"no answer within {TOTAL_TIMEOUT_S:g} s")
        return remaining

    conn = kind(parts.hostname or "", parts.port, timeout=min(CONNECT_TIMEOUT_S, left()))
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    try:
        conn.connect()
        assert conn.sock is not None
        conn.sock.settimeout(left())
        conn.request("POST", target, event.body, signed_headers(secret, event))
        conn.sock.settimeout(left())
        answer = conn.getresponse()
        answer.read(READ_BYTES)
    except (OSError, http.client.HTTPException) as exc:
        return f"no answer ({type(exc).__name__}: {exc})"
    finally:
        conn.close()
    if 200 <= answer.status < 300:
        return None
    return f"answered {answer.status}"
