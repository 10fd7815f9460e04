"""examples/play_sessions.py retries a 503 only where repeating is safe: a GET, or a move
with its Idempotency-Key, sent again unchanged (docs/sessions.md, Errors)."""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from bench.procs import ROOT

spec = importlib.util.spec_from_file_location("play_sessions", ROOT / "examples/play_sessions.py")
assert spec is not None and spec.loader is not None
play_sessions = importlib.util.module_from_spec(spec)
spec.loader.exec_module(play_sessions)


class Busy(BaseHTTPRequestHandler):
    """Answers 503 to the first request of each path, then 200; remembers what came."""

    seen: list[tuple[str, str, str | None, bytes]] = []

    def _answer(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        key = self.headers.get("Idempotency-Key")
        first = not any(path == self.path for _, path, _, _ in self.seen)
        self.seen.append((self.command, self.path, key, body))
        status, payload = (503, b'{"status": 503}') if first else (200, b'{"ok": true}')
        self.send_response(status)
        if first:
            self.send_header("Retry-After", "0")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = _answer

    def log_message(self, *args: Any) -> None:  # quiet
        pass


@pytest.fixture
def busy() -> Iterator[str]:
    Busy.seen = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), Busy)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join(10)


def test_a_move_with_its_key_is_sent_again_unchanged_after_a_503(busy: str) -> None:
    referee = play_sessions.Referee(busy)
    body = {"move": {"type": "draw", "player": "ann"}, "expected_version": 3}
    assert referee.call("POST", "/v1/sessions/x/moves", body, token="t", key="ann-3") == {
        "ok": True
    }
    first, again = Busy.seen
    assert first == again and first[2] == "ann-3"


def test_a_get_is_retried_and_a_post_without_a_key_is_not(busy: str) -> None:
    referee = play_sessions.Referee(busy)
    assert referee.call("GET", "/v1/sessions/x") == {"ok": True}
    with pytest.raises(SystemExit, match="503"):
        referee.call("POST", "/v1/sessions", {"game": "meow10"})
    assert [(method, path) for method, path, _, _ in Busy.seen] == [
        ("GET", "/v1/sessions/x"),
        ("GET", "/v1/sessions/x"),
        ("POST", "/v1/sessions"),
    ]
