"""Shared fixtures: the real app (in-process store unless a test asks for Redis)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import settings

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from tests.case_counts import CASES
from tests.redis_server import ExternalRedis, RedisServer, running
from tests.streams import sse

# No per-example deadline anywhere: a deadline is a timed assertion, and on a busy CI
# machine it fails tests for the machine's speed, not the code's (bench/ measures speed).
settings.register_profile("referee", deadline=None, print_blob=True)
settings.load_profile("referee")


# What each costs beyond the engines, the app and a redis-server, by path (a folder ends
# in "/"): `make test-fast` leaves these out (-m "not (browser or deploy or gunicorn or
# slow)"); `make test` and CI run everything. Markers are registered in pyproject.toml.
MARKED = {
    "tests/browser/": "browser",  # Debian's Chromium, driven by selenium
    "tests/deploy/": "deploy",  # Debian's nginx in front of gunicorn tiers
    "tests/http/test_gunicorn.py": "gunicorn",
    "tests/http/test_metrics_gunicorn.py": "gunicorn",
    "tests/http/test_live_clients.py": "gunicorn",  # and Node, for the TypeScript client
    "tests/http/test_sdk_packages.py": "gunicorn",  # and pip, a venv, npm and Node
    "tests/http/test_make_run.py": "gunicorn",  # through make, as the README says
    "tests/streams/test_stream_hosts.py": "gunicorn",
    "tests/tables/": "gunicorn",  # and job workers (service.tables.worker)
    "tests/test_bench_streams.py": "gunicorn",
    "tests/test_bench_tables.py": "gunicorn",
    "tests/test_bench_instructions.py": "slow",  # valgrind
    "tests/test_node_tools.py": "slow",  # Redocly, openapi-typescript, tsc
    "tests/http/test_python_client.py": "slow",  # openapi-python-client regenerates it
    "tests/http/test_schemathesis.py": "slow",
    "tests/http/test_fuzz.py": "slow",
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    root = config.rootpath
    for item in items:
        path = item.path.relative_to(root).as_posix()
        for prefix, marker in MARKED.items():
            if path == prefix or (prefix.endswith("/") and path.startswith(prefix)):
                item.add_marker(marker)


@pytest.fixture(autouse=True)
def close_streams_left_open() -> Iterator[None]:
    """A stream a test opened and did not close (say, an assertion failed first) is
    closed with the test, never left for the garbage collector to warn about in another."""
    yield
    while sse.OPEN:
        sse.OPEN[-1].close()


@pytest.fixture
def app() -> Flask:
    return create_app(Settings(), store=MemoryStore())


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def post(client: FlaskClient) -> Callable[[str, Any], Any]:
    """POST a JSON body; returns the response (tests assert status and body)."""

    def _post(path: str, body: Any) -> Any:
        return client.post(path, json=body)

    return _post


@pytest.fixture(scope="session")
def redis_node() -> Iterator[RedisServer | ExternalRedis]:
    """REDIS_URL when set, else one redis-server of ours for the whole test session."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield ExternalRedis(url)
        return
    with running(RedisServer) as server:
        yield server


@pytest.fixture
def own_redis() -> Iterator[RedisServer]:
    """A private redis-server that a test may kill, pause and restart."""
    with running(RedisServer) as server:
        yield server  # its stop() SIGKILLs, which also ends a paused server


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if CASES:
        counts = ", ".join(f"{name}={count}" for name, count in sorted(CASES.items()))
        terminalreporter.write_line(f"generated cases: {counts}")
