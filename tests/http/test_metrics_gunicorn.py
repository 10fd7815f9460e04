"""/metrics, request ids and the log formats under real gunicorn (service/gunicorn_conf.py).

Sync workers on a real Redis (the API tier): one scrape, whichever worker answers it,
adds up what both workers counted, within a second of their counting it; a dropped
connection counts one retry and a stopped Redis one store error, whose warning is logged
under the request's id in either log format. The gevent worker (the stream tier): the
open-streams gauge follows streams opening and closing, and drops the streams of a
worker that was killed."""

from __future__ import annotations

import os
import re
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
import redis
from prometheus_client.mmap_dict import MmapedDict, mmap_key
from prometheus_client.multiprocess import MultiProcessCollector

from bench import procs
from engines import REGISTRY as ENGINES
from tests.http.test_gunicorn import Table, post
from tests.http.workers import eventually, held_worker
from tests.metrics_scrape import Scrape
from tests.redis_server import ExternalRedis, RedisServer
from tests.streams.sse import open_http

REQUESTS = "meow_http_requests_total"
MOVES_ROUTE = "/v1/sessions/<session_id>/moves"
VALIDATE_ROUTE = "/v1/games/<game_id>/validate-move"
DEADLINE_S = 20.0


def scrape(server: procs.Server) -> Scrape:
    answer = procs.request(server.url, "GET", "/metrics")
    assert answer is not None and answer[0] == 200, answer
    return Scrape.parse(answer[1].decode())


def wrong_turn(table: Table) -> tuple[dict[str, Any], str]:
    """The acting player's first legal move, made for a player whose turn it is not."""
    player, moves = ENGINES["meow10"].legal_moves(table.state)
    move = next(iter(moves))
    other = next(p for p in table.seats if p != (player or move["player"]))
    return {**move, "player": other}, other


def stale_counter(directory: Path) -> Path:
    """A counter file as a previous run would have left it: 1000 sessions created."""
    path = directory / "counter_1.db"
    stale = MmapedDict(str(path))
    name = "meow_sessions_created"
    key = mmap_key(name, f"{name}_total", ["game"], ["meow10"], "Sessions created, by game.")
    stale.write_value(key, 1000.0, 0.0)
    stale.close()
    return path


def requests_in(path: Path, route: str) -> float:
    """meow_http_requests_total of one route in one worker's own file."""
    return sum(
        sample.value
        for metric in MultiProcessCollector.merge([str(path)])
        for sample in metric.samples
        if sample.name == REQUESTS and sample.labels.get("route") == route
    )


@pytest.fixture(params=["1", "0"], ids=["preloaded", "loaded-per-worker"])
def api_host(
    request: pytest.FixtureRequest, redis_node: RedisServer | ExternalRedis, tmp_path: Path
) -> Iterator[tuple[procs.Server, Path]]:
    directory = tmp_path / "metrics"
    directory.mkdir()
    stale = stale_counter(directory)
    env = {
        **os.environ,
        "REDIS_URL": redis_node.url,
        "WEB_CONCURRENCY": "2",
        "GUNICORN_PRELOAD": request.param,
        "PROMETHEUS_MULTIPROC_DIR": str(directory),
    }
    with procs.gunicorn("service.app:create_app()", env, tmp_path / "gunicorn.log") as server:
        assert not stale.exists()  # a previous run's figures are gone before any worker
        yield server, directory


def test_one_scrape_adds_up_what_both_workers_counted(
    api_host: tuple[procs.Server, Path],
) -> None:
    server, directory = api_host
    # `first` holds one worker: the session is made and moved on the other, which then
    # holds a snapshot of it; `second` holds that one while the first worker moves on.
    first = held_worker(server)
    table = Table(server, "metrics-both-workers")
    for _ in range(2):
        table.move()
    move, seat = wrong_turn(table)
    # Refused on the worker's snapshot, then again on a fresh read: counted once.
    status, body = post(server, f"/v1/sessions/{table.id}/moves", {"move": move}, table.seats[seat])
    assert (status, body["code"]) == (422, "NOT_YOUR_TURN")
    second = held_worker(server)
    first.release()
    for _ in range(3):
        table.move()
    refused = {"state": table.state, "move": wrong_turn(table)[0]}
    for _ in range(2):
        status, body = post(server, "/v1/games/meow10/validate-move", refused)
        assert status == 200 and body["legal"] is False
    second.release()

    def every_count(seen: Scrape) -> Scrape | None:
        """The scrape once it holds each worker's counts: a worker hands its own to the
        figures at most FLUSH_S after counting them (service/metrics.py)."""
        moves = seen.total(REQUESTS, route=MOVES_ROUTE)
        validated = seen.total(REQUESTS, route=VALIDATE_ROUTE)
        blockers = seen.total(REQUESTS, route="/healthz")
        return seen if (moves, validated, blockers) == (6, 2, 2) else None

    seen = eventually(lambda: every_count(scrape(server)), "both workers' counts")
    assert seen.value("meow_sessions_created_total", game="meow10") == 1  # not the stale 1000
    assert seen.value("meow_moves_applied_total", game="meow10") == 5
    assert seen.labelled("meow_illegal_moves_total") == {
        frozenset({("game", "meow10"), ("code", "NOT_YOUR_TURN"), ("endpoint", e)}): n
        for e, n in (("session-move", 1), ("validate-move", 2))
    }
    counts = {
        (MOVES_ROUTE, "200"): 5,
        (MOVES_ROUTE, "422"): 1,
        ("/v1/sessions", "201"): 1,
        (VALIDATE_ROUTE, "200"): 2,
    }
    for (route, status_code), count in counts.items():
        assert seen.value(REQUESTS, route=route, method="POST", status=status_code) == count
    assert seen.value(REQUESTS, route="/healthz", method="GET", status="200") == 2  # blockers
    assert (
        seen.value("meow_http_request_duration_seconds_count", route=MOVES_ROUTE, method="POST")
        == 6
    )
    # Both workers moved the session, each counting in its own file; the scrape is the sum.
    workers = procs.children(server.master_pid)
    assert len(workers) == 2
    shares = [requests_in(directory / f"counter_{pid}.db", MOVES_ROUTE) for pid in workers]
    assert all(share > 0 for share in shares) and sum(shares) == 6, shares
    assert table.id not in seen.text
    assert not any(token in seen.text for token in table.seats.values())


@pytest.fixture(params=["text", "json"])
def logged_host(
    request: pytest.FixtureRequest, own_redis: RedisServer, tmp_path: Path
) -> Iterator[tuple[procs.Server, str, Path]]:
    env = {
        **os.environ,
        "REDIS_URL": own_redis.url,
        "WEB_CONCURRENCY": "2",
        "LOG_FORMAT": request.param,
        "GUNICORN_ACCESSLOG": "-",
    }
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)  # the config makes one of its own
    log = tmp_path / "gunicorn.log"
    with procs.gunicorn("service.app:create_app()", env, log) as server:
        yield server, request.param, log


def test_a_dropped_connection_is_one_retry_and_a_stopped_redis_one_logged_store_error(
    logged_host: tuple[procs.Server, str, Path], own_redis: RedisServer
) -> None:
    server, kind, log = logged_host
    held = held_worker(server)  # the other worker: the session is made and moved on this one
    table = Table(server, f"metrics-store-{kind}")
    with redis.Redis.from_url(own_redis.url) as oracle:
        # The store's connection of the worker that made the session (not the limiter's).
        store = [c["id"] for c in oracle.client_list() if c["name"] == "meow-referee"]
        assert len(store) == 1
        killed = oracle.execute_command("CLIENT KILL ID", store[0])
    assert killed == 1
    table.move()  # on the connection Redis closed: reconnected, tried again, applied
    held.release()
    seen = scrape(server)
    assert seen.value("meow_store_retries_total") == 1
    assert seen.total("meow_store_errors_total") == 0

    own_redis.stop()
    request_id = f"store-down-{kind}"
    answer = procs.request(
        server.url, "GET", f"/v1/sessions/{table.id}", headers={"X-Request-Id": request_id}
    )
    assert answer is not None and answer[0] == 503
    seen = scrape(server)
    assert seen.labelled("meow_store_errors_total") == {
        frozenset({("error", "ConnectionError")}): 1
    }
    assert seen.value("meow_store_retries_total") == 1 + 2  # 3 tries, each refused

    def lines() -> list[str]:
        return [line for line in log.read_text().splitlines() if line]

    if kind == "text":
        warning = re.compile(
            rf"\[WARNING\] \[{request_id}\] session store unavailable during get: "
        )
        eventually(lambda: any(warning.search(line) for line in lines()), "the warning")
        access = f'"GET /v1/sessions/{table.id} HTTP/1.1" 503 '
        found = eventually(lambda: [ln for ln in lines() if access in ln], "the access line")
        assert found[0].endswith(f" {request_id}")
        return

    # JSON: every line of the log is one object, gunicorn's own included.
    def parsed() -> list[dict[str, Any]]:
        return [orjson.loads(line) for line in lines()]

    def mine(logger: str) -> list[dict[str, Any]]:
        return [e for e in parsed() if e["logger"] == logger and e["request_id"] == request_id]

    (warned,) = eventually(lambda: mine("service.store.redis_store"), "the warning")
    assert warned["level"] == "WARNING"
    assert warned["message"].startswith("session store unavailable during get: ")
    (accessed,) = eventually(lambda: mine("gunicorn.access"), "the access line")
    assert f'/v1/sessions/{table.id} HTTP/1.1" 503 ' in accessed["message"]
    booted = [e for e in parsed() if e["message"].startswith("Booting worker")]
    assert len(booted) == 2 and all(e["request_id"] == "-" for e in booted)
    assert {"time", "level", "logger", "message", "request_id"} <= set(booted[0])


@pytest.fixture
def stream_host(tmp_path: Path) -> Iterator[tuple[procs.Server, Path]]:
    """One gevent worker, sessions in memory: `make run`'s shape, which serves streams;
    its access log in JSON."""
    env = {**os.environ, "STREAM_HEARTBEAT": "1", "GUNICORN_ACCESSLOG": "-", "LOG_FORMAT": "json"}
    for name in (
        "REDIS_URL",
        "WEB_CONCURRENCY",
        "GUNICORN_WORKER_CLASS",
        "PROMETHEUS_MULTIPROC_DIR",
    ):
        env.pop(name, None)
    log = tmp_path / "gunicorn.log"
    with procs.gunicorn("service.app:create_app()", env, log) as server:
        yield server, log


def test_the_open_streams_gauge_follows_streams_and_forgets_a_killed_worker(
    stream_host: tuple[procs.Server, Path],
) -> None:
    server, log = stream_host
    body = {"game": "meow10", "players": ["ann", "bob"]}
    answer = procs.request(server.url, "POST", "/v1/sessions", body, {"X-Request-Id": "made-1"})
    assert answer is not None and answer[0] == 201
    created = orjson.loads(answer[1])

    def access(request_id: str) -> list[dict[str, Any]]:
        lines = [orjson.loads(line) for line in log.read_text().splitlines() if line]
        return [
            e for e in lines if e["logger"] == "gunicorn.access" and e["request_id"] == request_id
        ]

    # gevent writes the access line once the answer is closed, under the request's id.
    (made,) = eventually(lambda: access("made-1"), "the access line")
    assert '"POST /v1/sessions HTTP/1.1" 201 ' in made["message"]
    url = f"{server.url}/v1/sessions/{created['id']}/stream"
    readers = []
    for count in (1, 2):
        response, reader = open_http(url, {"X-Request-Id": f"stream-{count}"})
        assert reader is not None and response.getheader("X-Request-Id") == f"stream-{count}"
        assert reader.next_event().event == "session"
        readers.append(reader)
        assert scrape(server).value("meow_streams_open") == count
    readers.pop().close()  # noticed at the next heartbeat the worker cannot send
    eventually(lambda: scrape(server).value("meow_streams_open") == 1, "one stream left")
    assert created["id"] not in scrape(server).text

    (worker,) = procs.children(server.master_pid)
    os.kill(worker, signal.SIGKILL)  # with its stream open: no chance to count it closed

    def replaced() -> bool:
        return procs.children(server.master_pid) not in ([], [worker])

    eventually(replaced, "a new worker")
    answered = eventually(lambda: procs.request(server.url, "GET", "/metrics"), "a scrape")
    assert Scrape.parse(answered[1].decode()).value("meow_streams_open") == 0
    readers.pop().close()
