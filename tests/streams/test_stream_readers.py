"""Readers that are gone give their place back: one that hangs up within about a second
(not at its stream's next heartbeat), one that stays connected and reads nothing once its
stream's send has waited STREAM_SEND_TIMEOUT. Real gunicorn with the gevent worker on a
real redis-server; the readers are real sockets."""

from __future__ import annotations

import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench import procs
from tests.streams.sse import open_http
from tests.streams.test_stream_hosts import call

PLAYERS = ["ann", "bob", "cy"]


@pytest.fixture
def gevent_host(redis_node: Any, tmp_path: Path) -> Iterator[Any]:
    """One gevent process serving moves and streams, a seat holding one stream at most,
    heartbeats far apart (so none of them finds a reader gone), sends cut off after 1 s."""
    env = {
        **os.environ,
        "REDIS_URL": redis_node.url,
        "WEB_CONCURRENCY": "1",
        "GUNICORN_WORKER_CLASS": "gevent",
        "CREATE_RATE_LIMIT": "",
        "STREAM_HEARTBEAT": "20",
        "STREAM_MAX_PER_SEAT": "1",
        "STREAM_SEND_TIMEOUT": "1",
    }
    with procs.gunicorn("service.app:create_app()", env, tmp_path / "streams.log") as server:
        yield server


class Table:
    """A Super Meow session whose seats pass whenever they may: it never ends."""

    def __init__(self, base: str) -> None:
        self.base = base
        body = {"game": "supermeow", "players": PLAYERS, "seed": "readers"}
        status, created = call(base, "POST", "/v1/sessions", body)
        assert status == 201, created
        self.id, self.tokens = created["id"], created["seats"]
        self.url = f"/v1/sessions/{self.id}"
        self.current = created["state"]["current"]

    def move(self) -> None:
        token = self.tokens[self.current]
        status, listed = call(self.base, "GET", f"{self.url}/legal-moves", token=token)
        assert status == 200 and listed["moves"], listed
        moves = listed["moves"]
        move = next((m for m in moves if m["type"] == "pass"), moves[0])
        status, answer = call(self.base, "POST", f"{self.url}/moves", {"move": move}, token)
        assert status == 200, answer
        self.current = answer["state"]["current"]

    def open(self, seat: str) -> tuple[int, Any]:
        headers = {"Authorization": f"Bearer {self.tokens[seat]}"}
        response, reader = open_http(self.base + f"{self.url}/stream", headers)
        return response.status, reader


def test_a_stream_whose_reader_hangs_up_frees_its_place_within_a_second(
    gevent_host: Any,
) -> None:
    table = Table(gevent_host.url)
    status, reader = table.open("ann")
    assert status == 200 and reader is not None
    assert reader.next_event().event == "session"
    status, _ = table.open("ann")
    assert status == 429  # the seat's one stream is held
    reader.close()  # the reader hangs up while its stream waits for a move
    closed_at = time.monotonic()
    while (status := table.open("ann")[0]) == 429 and time.monotonic() - closed_at < 3:
        time.sleep(0.1)
    assert status == 200, "3 s after its reader hung up, the stream still held the seat's place"


def test_a_reader_that_reads_nothing_is_cut_off_and_frees_its_place(gevent_host: Any) -> None:
    table = Table(gevent_host.url)
    host, port = gevent_host.url.removeprefix("http://").split(":")
    idle = socket.socket()
    idle.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # fills up soon
    idle.connect((host, int(port)))
    request = (
        f"GET {table.url}/stream HTTP/1.1\r\nHost: referee\r\n"
        f"Authorization: Bearer {table.tokens['ann']}\r\n\r\n"
    )
    idle.sendall(request.encode())  # and never reads a byte
    try:
        idle.settimeout(10)
        assert idle.recv(1, socket.MSG_PEEK) == b"H"  # its stream is open (peeking takes none)
        assert table.open("ann")[0] == 429  # its stream holds the seat's place
        moves = 0
        while (status := table.open("ann")[0]) == 429:
            # ~200 moves fill what the kernel holds for it; before it was cut off, its
            # stream kept the seat's place for ever
            assert moves < 1000, f"the reader still held the seat's place after {moves} moves"
            for _ in range(20):  # each move is an event it does not read
                table.move()
            moves += 20
        assert status == 200, status
        received = 0
        try:
            while chunk := idle.recv(65536):  # what the kernel held for it, then the end
                received += len(chunk)
        except ConnectionResetError:
            pass
        assert received > 0
    finally:
        idle.close()
