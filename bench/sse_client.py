"""A client that holds many Server-Sent Event streams at once, cheaply, and sends moves.

One asyncio event loop on raw sockets (asyncio.Protocol): a stream costs a socket, a
parser and a few objects, no thread or task of its own, and an event costs a split of
bytes, no JSON decoding (the benchmark needs each event's id, its type and when it came).
Every time is `time.monotonic()` in this one process, so a move's send time and the
arrival of its events on every stream are read on one clock.

`StreamParser` is the part that could be wrong: one HTTP/1.1 response, its head, its
chunked body (how gunicorn sends a body of unknown length to an HTTP/1.1 client, and what
nginx sends on), and the events in it, however the bytes are split.
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import orjson

T = TypeVar("T")
_HZ = os.sysconf("SC_CLK_TCK")


class ProtocolError(ValueError):
    """The bytes are not an HTTP response carrying an event stream as the parser reads it."""


@dataclass(frozen=True, slots=True)
class SseEvent:
    """One block of an event stream: `event` None for a comment (a heartbeat) or a block
    with only `retry:`; `data` the raw bytes of its `data:` line(s), joined by \\n."""

    event: str | None
    id: int | None
    data: bytes | None = None
    comment: bytes | None = None
    retry: int | None = None


def parse_block(block: bytes) -> SseEvent:
    """One event block (without its blank line), as EventSource reads its fields."""
    event = comment = data = None
    event_id = retry = None
    for line in block.split(b"\n"):
        if line.startswith(b":"):
            comment = line[1:].strip()
            continue
        name, _, value = line.partition(b":")
        if value.startswith(b" "):
            value = value[1:]
        if name == b"data":
            data = value if data is None else data + b"\n" + value
        elif name == b"event":
            event = value.decode()
        elif name == b"id":
            event_id = int(value)
        elif name == b"retry":
            retry = int(value)
    return SseEvent(event, event_id, data, comment, retry)


class StreamParser:
    """Feed it the bytes of one HTTP response as they come; it returns the events that
    are complete so far. `status` and `headers` once the head is in; `ended` once the
    chunked body's last chunk is in. A body that is not chunked runs to the close."""

    def __init__(self) -> None:
        self.status: int | None = None
        self.headers: dict[str, str] = {}
        self.ended = False
        self.body = bytearray()  # a refused stream's answer (problem+json)
        self._raw = bytearray()  # bytes not yet taken apart: the head, or chunk framing
        self._chunked = False
        self._left = 0  # bytes of the current chunk's data still to come
        self._crlf = False  # the CRLF after a chunk's data is still to come
        self._events = bytearray()  # the body's bytes after the last complete event

    def feed(self, data: bytes) -> list[SseEvent]:
        self._raw += data
        if self.status is None and not self._head():
            return []
        body = self._dechunk() if self._chunked else self._take_all()
        if self.status != 200:
            self.body += body
            return []
        self._events += body
        end = self._events.rfind(b"\n\n")
        if end < 0:
            return []
        blocks = bytes(self._events[:end]).split(b"\n\n")
        del self._events[: end + 2]
        return [parse_block(b) for b in blocks if b]

    def _head(self) -> bool:
        end = self._raw.find(b"\r\n\r\n")
        if end < 0:
            return False
        lines = bytes(self._raw[:end]).decode("latin-1").split("\r\n")
        del self._raw[: end + 4]
        version, _, rest = lines[0].partition(" ")
        if not version.startswith("HTTP/1."):
            raise ProtocolError(f"not an HTTP/1 status line: {lines[0]!r}")
        self.status = int(rest.split(" ", 1)[0])
        for line in lines[1:]:
            name, _, value = line.partition(":")
            self.headers[name.strip().lower()] = value.strip()
        self._chunked = "chunked" in self.headers.get("transfer-encoding", "").lower()
        return True

    def _take_all(self) -> bytes:
        body = bytes(self._raw)
        self._raw.clear()
        return body

    def _dechunk(self) -> bytes:
        out = bytearray()
        raw = self._raw
        while raw and not self.ended:
            if self._crlf:
                if len(raw) < 2:
                    break
                if raw[:2] != b"\r\n":
                    raise ProtocolError("a chunk's data is not followed by CRLF")
                del raw[:2]
                self._crlf = False
            elif self._left:
                take = min(self._left, len(raw))
                out += raw[:take]
                del raw[:take]
                self._left -= take
                self._crlf = self._left == 0
            else:
                line_end = raw.find(b"\r\n")
                if line_end < 0:
                    break
                size_text = bytes(raw[:line_end]).split(b";", 1)[0].strip()
                try:
                    size = int(size_text, 16)
                except ValueError:
                    raise ProtocolError(f"bad chunk size {size_text!r}") from None
                del raw[: line_end + 2]
                if size == 0:
                    self.ended = True  # trailers, if any, are not read
                else:
                    self._left = size
        return bytes(out)


# -- the streams ------------------------------------------------------------------------


@dataclass(eq=False)
class Stream:
    """One open stream: what it has received so far."""

    session_id: str
    reader: str | None  # the seat, or None for the public stream
    last_id: int | None = None
    moves: int = 0  # `move` events received
    resent: int = 0  # `session` events after the first: a whole view sent again
    heartbeats: int = 0
    other: list[str] = field(default_factory=list)  # events other than session/move
    problems: list[str] = field(default_factory=list)  # ids out of order, parse errors
    status: int | None = None
    refused: bytes = b""  # the answer of a stream that was not opened
    closed: bool = False  # the connection ended (by the server, or by close())
    opened: asyncio.Future[None] | None = None  # done at its first (session) event
    transport: asyncio.Transport | None = None


# (session id, reader, version, arrival time): one `move` event as it arrived
Arrival = tuple[str, str | None, int, float]


class StreamProtocol(asyncio.Protocol):
    def __init__(self, stream: Stream, request: bytes, client: StreamClient) -> None:
        self.stream, self.request, self.client = stream, request, client
        self.parser = StreamParser()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.stream.transport = transport
        transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        stream = self.stream
        try:
            events = self.parser.feed(data)
        except (ProtocolError, ValueError) as exc:
            stream.problems.append(f"unreadable: {exc}")
            self._fail()
            return
        if stream.status is None and self.parser.status is not None:
            stream.status = self.parser.status
        for event in events:
            self.client.received(stream, event, now)

    def eof_received(self) -> bool | None:
        return None  # close our side too

    def connection_lost(self, exc: Exception | None) -> None:
        stream = self.stream
        stream.closed = True
        stream.refused = bytes(self.parser.body)
        if stream.opened is not None and not stream.opened.done():
            stream.opened.set_exception(
                ConnectionError(
                    f"stream {stream.session_id}/{stream.reader} closed before its first "
                    f"event: HTTP {stream.status} {stream.refused[:200]!r}"
                )
            )

    def _fail(self) -> None:
        if self.stream.transport is not None:
            self.stream.transport.close()


class StreamClient:
    """Every stream the benchmark holds, on the loop it runs in. `record` keeps each
    `move` event's arrival (for the latency figure); off, the streams only count."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.streams: list[Stream] = []
        self.arrivals: list[Arrival] = []
        self.record = False
        self.move_events = 0
        self.resent = 0  # whole views sent again to streams already open

    async def open(self, session_id: str, reader: str | None, token: str | None) -> Stream:
        """Open one stream and wait for its first event (the reader's `session`)."""
        loop = asyncio.get_running_loop()
        stream = Stream(session_id, reader, opened=loop.create_future())
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        request = (
            f"GET /v1/sessions/{session_id}/stream HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
            f"Accept: text/event-stream\r\n{auth}\r\n"
        ).encode()
        self.streams.append(stream)
        await loop.create_connection(
            lambda: StreamProtocol(stream, request, self), self.host, self.port
        )
        assert stream.opened is not None
        await stream.opened
        return stream

    def received(self, stream: Stream, event: SseEvent, now: float) -> None:
        if event.event is None:
            stream.heartbeats += event.comment is not None
            return
        if event.id is not None:
            if stream.last_id is not None and event.id != stream.last_id + 1:
                stream.problems.append(f"id {event.id} after {stream.last_id}")
            stream.last_id = event.id
        if event.event == "move":
            stream.moves += 1
            self.move_events += 1
            if self.record and event.id is not None:
                self.arrivals.append((stream.session_id, stream.reader, event.id, now))
        elif event.event == "session":
            if stream.opened is not None and not stream.opened.done():
                stream.opened.set_result(None)
            else:
                stream.resent += 1
                self.resent += 1
        else:
            stream.other.append(event.event)

    def close_all(self) -> None:
        for stream in self.streams:
            if stream.transport is not None:
                stream.transport.close()

    def open_count(self) -> int:
        return sum(1 for s in self.streams if not s.closed and s.status == 200)


# -- moves ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    body: bytes
    sent: float  # before the connection was opened (sync workers close after each answer)
    answered: float  # when the whole answer was in


async def post(host: str, port: int, path: str, body: bytes, token: str | None) -> Answer:
    """One POST on a connection of its own: the status and body of its answer, and when."""
    sent = time.monotonic()
    reader, writer = await asyncio.open_connection(host, port)
    try:
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        head = (
            f"POST {path} HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n{auth}\r\n"
        )
        writer.write(head.encode() + body)
        status_line = await reader.readline()
        headers: dict[str, str] = {}
        while (line := await reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        length = headers.get("content-length")
        data = await (reader.readexactly(int(length)) if length else reader.read())
        answered = time.monotonic()
    finally:
        writer.close()
    parts = status_line.split(b" ", 2)
    if len(parts) < 2 or not parts[0].startswith(b"HTTP/1."):
        raise ProtocolError(f"not an HTTP/1 status line: {status_line!r}")
    return Answer(int(parts[1]), data, sent, answered)


def answer_version(answer: Answer) -> int | None:
    """The version a move's 200 answer names, else None."""
    if answer.status != 200:
        return None
    version = orjson.loads(answer.body).get("version")
    return version if isinstance(version, int) else None


# -- the loop's thread ----------------------------------------------------------------


class LoopThread:
    """An event loop in a thread of its own, so the benchmark's blocking steps (wrk, /proc
    readings) go on while the streams are read. `cpu_seconds()` is that thread's CPU time:
    the client's whole cost, to show it is not what limits a figure."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._native_id: int | None = None
        started = threading.Event()

        def run() -> None:
            self._native_id = threading.get_native_id()
            asyncio.set_event_loop(self.loop)
            started.set()
            self.loop.run_forever()

        self._thread = threading.Thread(target=run, name="stream-client", daemon=True)
        self._thread.start()
        started.wait()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float | None = None) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(coro, self.loop)
        return future.result(timeout)

    def call(self, fn: Callable[[], T]) -> T:
        """`fn()` on the loop's thread (the client's state belongs to it)."""

        async def on_loop() -> T:
            return fn()

        return self.run(on_loop())

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/self/task/{self._native_id}/stat").read_text().rpartition(")")[2]
        stat = fields.split()
        return (int(stat[11]) + int(stat[12])) / _HZ

    def stop(self) -> None:
        """Let closed connections finish closing, then stop and close the loop."""

        async def settle() -> None:
            for _ in range(3):
                await asyncio.sleep(0)

        if self._thread.is_alive():
            self.run(settle(), timeout=5)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(timeout=5)
        if not self._thread.is_alive():
            self.loop.close()


async def gather_limited(jobs: list[Callable[[], Awaitable[T]]], limit: int) -> list[T]:
    """Run the jobs at most `limit` at a time; their results in order."""
    gate = asyncio.Semaphore(limit)

    async def one(job: Callable[[], Awaitable[T]]) -> T:
        async with gate:
            return await job()

    return list(await asyncio.gather(*(one(j) for j in jobs)))
