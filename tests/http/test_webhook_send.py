"""One webhook POST against real sockets on loopback (service/hooks/send.py): where it
connects, and the one deadline that bounds a receiver who answers a byte at a time."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest

from service.hooks import send
from service.hooks.events import Event

EVENT = Event(position=1, id="s:1", body=b'{"type":"session.move"}')
SECRET = "whsec_" + "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"


@pytest.mark.parametrize(
    ("url", "host", "port"),
    [
        ("http://[::1]/hooks", "::1", 80),
        ("https://[fd00::1:8080]/hooks", "fd00::1:8080", 443),
        ("http://[fd00::1]:8080/hooks", "fd00::1", 8080),
        ("http://example.test/hooks", "example.test", 80),
    ],
)
def test_a_connection_goes_to_the_host_and_port_the_url_names(
    url: str, host: str, port: int
) -> None:
    conn = send.connection(url, 1.0)
    assert (conn.host, conn.port) == (host, port)


@pytest.fixture
def trickling() -> Iterator[str]:
    """A receiver that reads the request, then sends its answer a byte every 0.2 s (an
    answer it would take a minute to finish)."""
    server = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        conn, _ = server.accept()
        with conn:
            conn.recv(65536)
            for byte in b"HTTP/1.1 200 OK\r\n" + b"X-Slow: " + b"a" * 300 + b"\r\n\r\n":
                if stop.wait(0.2):
                    return
                try:
                    conn.sendall(bytes([byte]))
                except OSError:  # the referee hung up: what the test waits for
                    return

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.getsockname()[1]}/hooks"
    stop.set()
    thread.join(5)
    server.close()


def test_a_receiver_that_trickles_its_answer_is_cut_off_at_the_deadline(
    trickling: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(send, "TOTAL_TIMEOUT_S", 1.0)
    started = time.monotonic()
    why = send.post(trickling, SECRET, EVENT)
    took = time.monotonic() - started
    assert why == "no answer within 1 s"
    # Each byte came within the per-read timeout: only the deadline could end it (the
    # answer would take a minute); 5 s leaves a busy machine room.
    assert took < 5, took
