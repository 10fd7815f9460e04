"""X-Request-Id through the real app: kept when sane, replaced when not, made when missing,
on every answer (errors and streams too), and on the log lines the request causes; the
JSON log format. tests/http/test_metrics_gunicorn.py reads the same in gunicorn's log."""

from __future__ import annotations

import logging
import re
import sys
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient

from service.app import create_app
from service.config import Settings
from service.logs import JsonFormatter, TextFormatter, log_format
from service.request_ids import NONE, RequestIdFilter, accepted
from service.store import MemoryStore
from tests.redis_server import free_port
from tests.streams.sse import from_test_client

GENERATED = re.compile(r"[0-9a-f]{16}")
SANE = ["abc-123", "x" * 128, "req:7/9@edge!~", "0"]
# Too long, a space, a control character, outside ASCII, empty.
INSANE = ["x" * 129, "two words", "tab\there", "caf\u00e9", ""]


def answers(client: FlaskClient, headers: dict[str, str]) -> dict[str, Any]:
    """One answer of each kind: 200, 201, 404, 405, 413, 422 (a bad body), a stream."""
    big = {"players": ["ann", "bob"], "pad": "x" * 5000}
    created = client.post(
        "/v1/sessions", json={"game": "meow10", "players": ["ann", "bob"]}, headers=headers
    )
    session = created.get_json()["id"]
    stream = client.get(f"/v1/sessions/{session}/stream", headers=headers, buffered=False)
    from_test_client(stream).close()
    return {
        "200": client.get("/healthz", headers=headers),
        "201": created,
        "404": client.get("/v1/sessions/NoSuchSession0123456789", headers=headers),
        "405": client.delete("/healthz", headers=headers),
        "413": client.post("/v1/games/meow10/setup", json=big, headers=headers),
        "422": client.post("/v1/games/meow10/setup", json={"players": 3}, headers=headers),
        "stream": stream,
    }


@pytest.fixture
def small_client() -> FlaskClient:
    return create_app(Settings(max_body_bytes=4096), store=MemoryStore()).test_client()


@pytest.mark.parametrize("given", SANE)
def test_a_sane_id_comes_back_on_every_answer(small_client: FlaskClient, given: str) -> None:
    for kind, answer in answers(small_client, {"X-Request-Id": given}).items():
        assert answer.status_code == (200 if kind == "stream" else int(kind)), kind
        assert answer.headers.getlist("X-Request-Id") == [given], kind


@pytest.mark.parametrize("given", INSANE)
def test_an_insane_id_is_replaced_by_a_new_one(small_client: FlaskClient, given: str) -> None:
    for kind, answer in answers(small_client, {"X-Request-Id": given}).items():
        (made,) = answer.headers.getlist("X-Request-Id")
        assert GENERATED.fullmatch(made), (kind, made)


def test_without_an_id_each_request_gets_one_of_its_own(small_client: FlaskClient) -> None:
    seen = set()
    for kind, answer in answers(small_client, {}).items():
        (made,) = answer.headers.getlist("X-Request-Id")
        assert GENERATED.fullmatch(made), (kind, made)
        seen.add(made)
    assert len(seen) == 7
    assert accepted(None) != accepted(None)


def test_a_log_line_the_request_causes_carries_its_id(caplog: pytest.LogCaptureFixture) -> None:
    """A session read with nothing listening at the store's address: the store's warning
    is written under the request's id; a line after the request carries none."""
    caplog.handler.addFilter(RequestIdFilter())
    settings = Settings(redis_url=f"redis://127.0.0.1:{free_port()}/0")
    app = create_app(settings)
    client = app.test_client()
    path = "/v1/sessions/NoSuchSession0123456789"
    with caplog.at_level(logging.WARNING, logger="service.store.redis_store"):
        # Buffered: the body is closed, as a server closes it when it has sent it.
        given = client.get(path, headers={"X-Request-Id": "store-down-7"}, buffered=True)
        logging.getLogger("service.store.redis_store").warning("after the requests")
    app.extensions["store"].close()
    assert given.status_code == 503 and given.headers["X-Request-Id"] == "store-down-7"
    lines = {r.getMessage(): getattr(r, "request_id", None) for r in caplog.records}
    unavailable = [m for m in lines if m.startswith("session store unavailable during get")]
    assert len(unavailable) == 1 and lines[unavailable[0]] == "store-down-7"
    assert lines["after the requests"] == NONE


def record(message: str, request_id: str | None, exc: bool = False) -> logging.LogRecord:
    info = None
    if exc:
        try:
            raise RuntimeError("the referee failed")
        except RuntimeError:
            info = sys.exc_info()
    made = logging.LogRecord("service.test", logging.ERROR, __file__, 1, message, (), info)
    if request_id is not None:
        made.request_id = request_id
    return made


def test_a_json_line_is_one_object_with_time_level_logger_message_id_and_exception() -> None:
    line = JsonFormatter().format(record('a "quoted"\nmessage', "rid-1", exc=True))
    assert "\n" not in line
    parsed = orjson.loads(line)
    assert parsed["level"] == "ERROR" and parsed["logger"] == "service.test"
    assert parsed["message"] == 'a "quoted"\nmessage' and parsed["request_id"] == "rid-1"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", parsed["time"])
    assert "RuntimeError: the referee failed" in parsed["exception"]
    plain = orjson.loads(JsonFormatter().format(record("no id", None)))
    assert plain["request_id"] == NONE and "exception" not in plain


def test_a_text_line_keeps_gunicorns_shape_with_the_id_after_the_level() -> None:
    line = TextFormatter().format(record("hello", "rid-2"))
    assert re.fullmatch(r"\[[^]]+\] \[\d+\] \[ERROR\] \[rid-2\] hello", line)
    assert "[-] hello" in TextFormatter().format(record("hello", None))


def test_the_log_format_is_text_or_json() -> None:
    assert log_format({}) == "text" and log_format({"LOG_FORMAT": " JSON "}) == "json"
    with pytest.raises(ValueError, match="LOG_FORMAT"):
        log_format({"LOG_FORMAT": "xml"})
