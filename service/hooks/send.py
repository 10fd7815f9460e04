"""One signed POST of a webhook event (Standard Webhooks: `webhook-id`,
`webhook-timestamp`, `webhook-signature`), with short timeouts and no redirects.

The standard library's http.client: it follows no redirect (a receiver cannot bounce the
referee to a URL nobody allowed). One deadline bounds the exchange once connected: a
socket timeout bounds each wait, and a timer shuts the socket at the deadline, so a
receiver that trickles its answer a byte at a time is cut off too. The name is looked up
by the system's resolver, within its own timeouts (resolv.conf)."""

from __future__ import annotations

import http.client
import socket
import threading
import time
from datetime import UTC, datetime
from urllib.parse import urlsplit

from standardwebhooks.webhooks import Webhook

from .events import Event
from .urls import port_of

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


def connection(url: str, timeout: float) -> http.client.HTTPConnection:
    """A connection, not yet open, to an allowed URL's host and port. The port is given
    explicitly: from a bare [IPv6] host, http.client would take its last group for one."""
    parts = urlsplit(url)
    kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    return kind(parts.hostname or "", port_of(parts), timeout=timeout)


def post(url: str, secret: str, event: Event) -> str | None:
    """POST `event` to `url`: None when a 2xx answered, else what went wrong."""
    parts = urlsplit(url)
    ends = time.monotonic() + TOTAL_TIMEOUT_S

    def left() -> float:
        remaining = ends - time.monotonic()
        if remaining <= 0:
            raise TimeoutError(f"no answer within {TOTAL_TIMEOUT_S:g} s")
        return remaining

    conn = connection(url, min(CONNECT_TIMEOUT_S, left()))
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    deadline: threading.Timer | None = None
    try:
        conn.connect()
        assert conn.sock is not None
        deadline = threading.Timer(left(), _shut, (conn,))
        deadline.daemon = True
        deadline.start()
        conn.sock.settimeout(left())
        conn.request("POST", target, event.body, signed_headers(secret, event))
        conn.sock.settimeout(left())
        answer = conn.getresponse()
        answer.read(READ_BYTES)  # its status came in time: what the deadline cuts is unused
    except (OSError, http.client.HTTPException) as exc:
        if time.monotonic() >= ends:
            return f"no answer within {TOTAL_TIMEOUT_S:g} s"
        return f"no answer ({type(exc).__name__}: {exc})"
    finally:
        if deadline is not None:
            deadline.cancel()
        conn.close()
    if 200 <= answer.status < 300:
        return None
    return f"answered {answer.status}"


def _shut(conn: http.client.HTTPConnection) -> None:
    """The deadline: a read still waiting on the receiver ends at once."""
    sock = conn.sock
    if sock is not None:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:  # closed already
            pass
