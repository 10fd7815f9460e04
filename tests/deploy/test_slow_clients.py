"""Slow clients in front of sync workers: nginx (deploy/nginx.conf) reads each request
whole before it passes it on, so 200 clients that send their requests a byte at a time
hold none of the API tier's two workers, and everyone else is answered; /metrics is not
served through it, and the request id nginx forwards is the one the service logs."""

from __future__ import annotations

import http.client
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from bench import procs
from tests.deploy.conftest import Tiers
from tests.deploy.nginx import Nginx

SLOW = 200
ANSWER_TIMEOUT_S = 20  # a request waiting behind a held worker would wait out 30 s and more


@contextmanager
def slow_clients(host: str, port: int, count: int) -> Iterator[list[socket.socket]]:
    """`count` connections, each with a request begun and never finished, as a client on a
    bad line sends it (or an attacker holds it): half stop in the headers, half send the
    headers whole and then only a byte of a 1,000-byte body, which a proxy that did not
    buffer bodies would hand a worker to wait on."""
    opened: list[socket.socket] = []
    try:
        for n in range(count):
            sock = socket.create_connection((host, port), timeout=10)
            begun = f"POST /v1/sessions HTTP/1.1\r\nHost: referee\r\nX-Slow: {n}"
            if n % 2:
                begun += "\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"
            sock.sendall(begun.encode())
            opened.append(sock)
        yield opened
    finally:
        for sock in opened:
            sock.close()


def test_two_hundred_slow_clients_do_not_stop_other_clients_answers(
    proxy: Nginx, tiers: Tiers
) -> None:
    host, port = proxy.url.removeprefix("http://").split(":")
    with slow_clients(host, int(port), SLOW) as held:
        answers: list[int | None] = []

        def ask() -> None:
            answer = procs.request(proxy.url, "GET", "/v1/games")
            answers.append(None if answer is None else answer[0])

        askers = [threading.Thread(target=ask) for _ in range(20)]
        for asker in askers:
            asker.start()
        for asker in askers:
            asker.join(ANSWER_TIMEOUT_S)
        assert all(not asker.is_alive() for asker in askers), "a request was held up"
        assert answers == [200] * 20, answers
        # and a session can be made and played through the same proxy meanwhile
        made = procs.request(
            proxy.url, "POST", "/v1/sessions", {"game": "meow10", "players": ["a", "b"]}
        )
        assert made is not None and made[0] == 201
        # the slow ones never reached a worker: nginx still holds every one of them
        for sock in held[:5]:
            sock.settimeout(0.05)
            try:
                assert sock.recv(1) != b"", "nginx closed a slow client this early"
            except TimeoutError:
                pass  # still open, nothing sent back: waiting for the rest of its request


def test_metrics_are_not_served_through_the_proxy(proxy: Nginx, tiers: Tiers) -> None:
    through = procs.request(proxy.url, "GET", "/metrics")
    assert through is not None and through[0] == 404
    direct = procs.request(tiers.api.url, "GET", "/metrics")
    assert direct is not None and direct[0] == 200 and b"meow_sessions_created_total" in direct[1]


def test_the_request_id_nginx_forwards_is_the_one_the_service_answers(
    proxy: Nginx, tiers: Tiers
) -> None:
    assert _header(proxy.url, "/healthz", {"X-Request-Id": "from-the-client"}) == "from-the-client"
    made = _header(proxy.url, "/healthz", {})
    assert made is not None and len(made) == 32  # nginx's own $request_id: 32 hex digits


def _header(base: str, path: str, headers: dict[str, str]) -> str | None:
    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        conn.request("GET", path, headers=headers)
        response = conn.getresponse()
        response.read()
        return response.getheader("X-Request-Id")
    finally:
        conn.close()
