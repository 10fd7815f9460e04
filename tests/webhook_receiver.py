"""A real webhook receiver for tests: an HTTP server on loopback, in a thread, that keeps
every POST it is sent and answers as the test says (a status, or held until let go)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import orjson
from standardwebhooks.webhooks import Webhook

DEADLINE_S = 20.0


@dataclass(frozen=True, slots=True)
class Delivery:
    path: str
    headers: dict[str, str]
    body: bytes

    @property
    def id(self) -> str:
        return self.headers["webhook-id"]

    def verified(self, secret: str) -> dict[str, Any]:
        """The payload, once its signature checks with `secret` (raises otherwise)."""
        found: dict[str, Any] = Webhook(secret).verify(self.body, self.headers)
        return found


class Receiver:
    def __init__(self) -> None:
        self.deliveries: list[Delivery] = []
        # What to answer a delivery (it is kept first, whatever the answer).
        self.answer: Callable[[Delivery], int] = lambda _delivery: 200
        self._lock = threading.Lock()
        self.url = ""

    def kept(self) -> list[Delivery]:
        with self._lock:
            return list(self.deliveries)

    def distinct(self, session_id: str | None = None) -> list[Delivery]:
        """The deliveries without repeats (by `webhook-id`, the first of each), in the
        order they first came; only `session_id`'s when given."""
        seen: set[str] = set()
        found = []
        for delivery in self.kept():
            if session_id is not None and not delivery.id.startswith(f"{session_id}:"):
                continue
            if delivery.id not in seen:
                seen.add(delivery.id)
                found.append(delivery)
        return found

    def wait_for(self, event_id: str, times: int = 1) -> list[Delivery]:
        """Every delivery so far, once `event_id` has come `times` times; fails naming
        what came."""
        ends = time.monotonic() + DEADLINE_S
        while True:
            kept = self.kept()
            if sum(d.id == event_id for d in kept) >= times:
                return kept
            assert time.monotonic() < ends, f"{event_id} never came; came: {[d.id for d in kept]}"
            time.sleep(0.01)


@contextmanager
def receiving() -> Iterator[Receiver]:
    receiver = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            delivery = Delivery(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
            with receiver._lock:
                receiver.deliveries.append(delivery)
            status = receiver.answer(delivery)
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *_args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    receiver.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield receiver
    finally:
        server.shutdown()
        server.server_close()


def payload(delivery: Delivery) -> dict[str, Any]:
    """A delivery's body, unverified."""
    found: dict[str, Any] = orjson.loads(delivery.body)
    return found
