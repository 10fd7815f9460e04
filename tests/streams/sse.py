"""Reading Server-Sent Events in tests: from the Flask test client's body iterator, or from
a real socket (http.client), with a deadline so a missing event fails instead of hanging."""

from __future__ import annotations

import http.client
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import orjson

DEADLINE_S = 20.0


@dataclass(frozen=True)
class Event:
    event: str | None  # None for a comment (a heartbeat) or a bare `retry:`
    id: str | None
    data: Any
    comment: str | None = None
    retry: int | None = None


def parse(lines: Iterator[bytes]) -> Iterator[Event]:
    """Events from a stream of lines (each ending in \\n), as EventSource reads them."""
    fields: dict[str, str] = {}
    comment = None
    for raw in lines:
        line = raw.decode().rstrip("\n")
        if line == "":
            if fields or comment is not None:
                data = fields.get("data")
                yield Event(
                    fields.get("event"),
                    fields.get("id"),
                    orjson.loads(data) if data is not None else None,
                    comment,
                    int(fields["retry"]) if "retry" in fields else None,
                )
            fields, comment = {}, None
            continue
        if line.startswith(":"):
            comment = line[1:].strip()
            continue
        name, _, value = line.partition(":")
        fields[name] = value.removeprefix(" ")


def chunk_lines(chunks: Iterator[bytes]) -> Iterator[bytes]:
    buffer = b""
    for chunk in chunks:
        buffer += chunk
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            yield line + b"\n"


class Reader:
    """The events of one open stream; `next_event()` skips heartbeats and the retry hint."""

    def __init__(self, events: Iterator[Event], close: Any) -> None:
        self._events, self._close = events, close
        self.heartbeats = 0
        self.retry: int | None = None
        OPEN.append(self)

    def next_event(self, deadline_s: float = DEADLINE_S) -> Event:
        deadline = time.monotonic() + deadline_s
        while time.monotonic() < deadline:
            try:
                event = next(self._events)
            except StopIteration:
                raise AssertionError("the stream ended without another event") from None
            if event.retry is not None:
                self.retry = event.retry
            if event.event is None:
                self.heartbeats += event.comment is not None
                continue
            return event
        raise AssertionError(f"no event within {deadline_s} s")

    def events_until(self, version: int) -> list[Event]:
        """Every event up to and including the one with id `version`."""
        seen: list[Event] = []
        while not seen or seen[-1].id != str(version):
            seen.append(self.next_event())
        return seen

    def ended(self) -> bool:
        """Whether the server closed the stream (after any events still buffered); the
        connection is closed on our side too."""
        try:
            while True:
                event = next(self._events)
                if event.event is not None:
                    raise AssertionError(f"an event after the end: {event}")
        except StopIteration:
            self.close()
            return True

    def close(self) -> None:
        self._close()
        if self in OPEN:
            OPEN.remove(self)


# Every reader not closed yet: tests/conftest.py closes what a test left open (a failed
# assertion included), so that no socket outlives its test.
OPEN: list[Reader] = []


def from_test_client(response: Any) -> Reader:
    """A stream answered by the Flask test client (`buffered=False`)."""
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "text/event-stream"
    return Reader(parse(chunk_lines(iter(response.response))), response.close)


def open_http(url: str, headers: dict[str, str] | None = None) -> tuple[Any, Reader | None]:
    """GET a stream over a real socket: (the response, its reader when it is a 200)."""
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=DEADLINE_S)
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    conn.request("GET", path, headers=headers or {})
    response = conn.getresponse()
    if response.status != 200:
        response.body = response.read()  # type: ignore[attr-defined]
        conn.close()  # a refusal is read whole: nothing is left open
        return response, None

    def lines() -> Iterator[bytes]:
        try:
            while line := response.readline():
                yield line
        except (OSError, http.client.HTTPException):
            return

    def close() -> None:
        response.close()  # its file object holds the socket too
        conn.close()

    return response, Reader(parse(lines()), close)
