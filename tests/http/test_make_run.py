"""`make run` with REDIS_URL: the Makefile's own recipe, a real redis-server, and one port
that serves every endpoint and a session's stream."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest

from bench import procs
from engines import REGISTRY as ENGINES
from service.referee import REFEREES
from tests.redis_server import ExternalRedis, RedisServer
from tests.streams.sse import open_http

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["ann", "bob", "cy"]


@pytest.fixture
def make_run(redis_node: RedisServer | ExternalRedis, tmp_path: Path) -> Iterator[str]:
    """`make run` as a newcomer types it, with REDIS_URL set. The venv is the one running
    these tests, and make is told it is installed (`-o`): the test must not install."""
    venv = Path(sys.executable).parent.parent
    port = procs.free_port()
    env = {**os.environ, "REDIS_URL": redis_node.url, "WEB_CONCURRENCY": "2"}
    for chosen_elsewhere in ("GUNICORN_WORKER_CLASS", "PROOF_SIGNING_KEY", "PORT", "HOST"):
        env.pop(chosen_elsewhere, None)
    argv = ["make", "--no-print-directory", "-o", f"{venv}/bin/.served", "run"]
    log = tmp_path / "make-run.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*argv, f"VENV={venv}", f"PORT={port}"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://{procs.HOST}:{port}"
    try:
        procs._wait_until(
            lambda: procs.request(url, "GET", "/healthz") is not None, "make run", proc, log
        )
        yield url
    finally:
        try:
            os.killpg(proc.pid, signal.SIGINT)  # make and the gunicorn it started
        except ProcessLookupError:
            pass
        procs.stop_group(proc, signal.SIGINT)


def call(base: str, path: str, body: object = None, token: str | None = None) -> tuple[int, dict]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = procs.request(base, "POST", path, body, headers)
    assert answer is not None, f"{base} did not answer POST {path}"
    return answer[0], orjson.loads(answer[1])


def test_make_run_with_redis_streams_a_move_on_its_one_port(make_run: str) -> None:
    body = {"game": "meow10", "players": PLAYERS, "seed": "make-run"}
    status, created = call(make_run, "/v1/sessions", body)
    assert status == 201, created
    session, seats = created["id"], created["seats"]
    status, ticket = call(make_run, f"/v1/sessions/{session}/stream-tickets", token=seats["ann"])
    assert status == 201, ticket
    response, stream = open_http(
        f"{make_run}/v1/sessions/{session}/stream?ticket={ticket['ticket']}"
    )
    assert stream is not None, (response.status, response.body)  # not 503 streams-not-served
    opening = stream.next_event()
    assert (opening.event, opening.id) == ("session", "0")
    state = REFEREES["meow10"].new_game({"players": PLAYERS, "seed": "make-run"})
    _, moves = ENGINES["meow10"].legal_moves(state)
    move = next(iter(moves))
    sent = {"move": move, "expected_version": 0}
    status, moved = call(make_run, f"/v1/sessions/{session}/moves", sent, seats[move["player"]])
    assert status == 200, moved
    event = stream.next_event()
    assert (event.event, event.id) == ("move", "1")
    assert event.data["events"] == moved["events"]
    stream.close()


def test_make_run_with_redis_plays_bot_seats_on_the_stream(make_run: str) -> None:
    """Bots need nothing but `make run`: the in-process jobs play them, and their moves
    reach a seat's stream marked as the bot's, each version once and in order."""
    body = {"game": "meow10", "players": PLAYERS, "bots": {"bob": "greedy", "cy": "random"}}
    status, created = call(make_run, "/v1/sessions", {**body, "seed": "make-run-bots"})
    assert status == 201, created
    session, seats = created["id"], created["seats"]
    status, ticket = call(make_run, f"/v1/sessions/{session}/stream-tickets", token=seats["ann"])
    assert status == 201, ticket
    _, stream = open_http(f"{make_run}/v1/sessions/{session}/stream?ticket={ticket['ticket']}")
    assert stream is not None
    assert stream.next_event().event == "session"
    state = REFEREES["meow10"].new_game({"players": PLAYERS, "seed": "make-run-bots"})
    _, moves = ENGINES["meow10"].legal_moves(state)  # ann opens
    sent = {"move": next(iter(moves)), "expected_version": 0}
    status, moved = call(make_run, f"/v1/sessions/{session}/moves", sent, seats["ann"])
    assert status == 200, moved
    assert stream.next_event().id == "1"
    for version, bot in ((2, "bob"), (3, "cy")):  # the bots answer, in seat order
        event = stream.next_event()
        assert (event.event, event.id) == ("move", str(version)), event
        assert event.data["move"]["player"] == bot and event.data["by"] == "bot"
    stream.close()
