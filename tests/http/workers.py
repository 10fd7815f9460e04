"""Holding one gunicorn worker of two, so that the next requests go to the other."""

from __future__ import annotations

import socket
import time
from pathlib import Path
from typing import Any

from bench import procs

DEADLINE_S = 20.0


class Blocker:
    """A request whose last line is held back: the worker that accepts it waits for the
    rest, so every other request goes to the other worker until it is let go."""

    def __init__(self, server: procs.Server) -> None:
        host, port = server.url.removeprefix("http://").split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=10)
        self.sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: test\r\n")

    def release(self) -> None:
        self.sock.sendall(b"\r\n")
        answer = b""
        while chunk := self.sock.recv(4096):  # to the worker's FIN: it is free again
            answer += chunk
        self.sock.close()
        assert answer.startswith(b"HTTP/1.1 200"), answer[:100]


def eventually(check: Any, what: str) -> Any:
    """`check()`'s first truthy answer, tried until a deadline."""
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def accept_queue(server: procs.Server) -> int:
    """Connections waiting for a worker to accept them on the server's port: a listening
    socket's rx_queue in /proc/net/tcp."""
    port = int(server.url.rsplit(":", 1)[1])
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:  # LISTEN
            return int(fields[4].split(":")[1], 16)
    raise AssertionError(f"nothing listens on port {port}")


def held_worker(server: procs.Server) -> Blocker:
    """A worker held by a request it is still reading, once it has taken it: until then
    the connection waits in the queue, where the worker freed next might take it."""
    blocker = Blocker(server)
    eventually(lambda: accept_queue(server) == 0, "a worker to take the held request")
    return blocker
