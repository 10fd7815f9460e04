"""Which streams' readers are gone: closed their connection, or take nothing of it.

A stream that waits for the next move writes nothing for up to a heartbeat interval, so a
reader that hung up would keep its place (its seat's slot, the process's room) until the
next write failed. Instead the hub looks at every stream's connection each second: one
poll of them all, without waiting, for the hang-ups.

A reader that stays connected but takes nothing fills the kernel's buffers, and its
stream then waits in the server's send for ever. The hub cuts such a connection off once
a send has waited `send_timeout_s`: the waiting send fails, and the stream ends. A
stream's send buffer is kept small (`SEND_BUFFER`), so that what such a reader pins in
the kernel is bounded and its send starts waiting soon.
"""

from __future__ import annotations

import select
import socket
from collections.abc import Iterable
from typing import Protocol

from gevent.monkey import get_original

# The system's poll, not gevent's: with a zero timeout it never blocks, and one call asks
# about every connection at once. A reader that only half-closes counts as gone: a
# stream's reader has nothing to send after its request, so that is how it says goodbye.
_poll = get_original("select", "poll")
_HUNG_UP = select.POLLHUP | select.POLLERR | select.POLLNVAL | getattr(select, "POLLRDHUP", 0)

# Bytes the kernel holds for one stream's reader (Linux doubles it): a few dozen events.
# Left to itself it grows a buffer to megabytes, 4,000 streams times over.
SEND_BUFFER = 64 * 1024


class Connection(Protocol):
    """A reader's connection, as the WSGI server gives it (`gunicorn.socket`)."""

    def fileno(self) -> int: ...

    def recv(self, size: int, flags: int = ..., /) -> bytes: ...

    def shutdown(self, how: int, /) -> None: ...

    def setsockopt(self, level: int, option: int, value: int, /) -> None: ...


def watch(connection: Connection) -> Connection:
    """The connection, its send buffer made small (see SEND_BUFFER)."""
    try:
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
    except OSError:
        pass  # not a socket that has one: it is watched all the same
    return connection


def hung_up(connections: Iterable[Connection]) -> list[Connection]:
    """The connections whose reader has closed them (or that broke), asked all at once."""
    by_fd: dict[int, Connection] = {}
    poller = _poll()
    for connection in connections:
        try:
            fd = connection.fileno()
        except OSError:
            continue
        if fd >= 0:
            by_fd[fd] = connection
            poller.register(fd, select.POLLIN | _HUNG_UP)
    gone = []
    for fd, events in poller.poll(0):
        connection = by_fd[fd]
        # Readable alone is a reader that sent bytes (nothing a stream reads), or the end
        # of its connection where the system has no POLLRDHUP: peeking tells them apart,
        # and cannot wait, as something is there to read.
        if events & _HUNG_UP or not _peek(connection):
            gone.append(connection)
    return gone


def cut_off(connection: Connection) -> None:
    """End a connection whose reader takes nothing: the send waiting on it fails."""
    try:
        connection.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # closed meanwhile: its stream is ending anyway


def _peek(connection: Connection) -> bytes:
    try:
        return connection.recv(1, socket.MSG_PEEK)
    except ValueError:  # a TLS connection takes no flags: the poll alone decides
        return b"?"
    except OSError:
        return b""
