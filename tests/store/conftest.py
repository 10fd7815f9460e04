"""Fixtures: the same store suite runs on MemoryStore, RedisStore on one real redis-server
and RedisStore on a real 3-node Redis Cluster (see tests/redis_server.py)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from service.store import MemoryStore, RedisStore, SessionStore
from tests.redis_server import (
    ExternalRedis,
    RedisClusterServers,
    RedisServer,
    remove_workdir,
    temp_workdir,
)


@pytest.fixture(scope="session")
def redis_node() -> Iterator[RedisServer | ExternalRedis]:
    """REDIS_URL when set, else our own redis-server for the whole test session."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield ExternalRedis(url)
        return
    workdir = temp_workdir()
    server = RedisServer(workdir)
    server.start()
    try:
        yield server
    finally:
        server.stop()
        remove_workdir(workdir)


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[RedisClusterServers]:
    workdir = temp_workdir()
    cluster = RedisClusterServers(workdir)
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()
        remove_workdir(workdir)


@pytest.fixture
def own_redis() -> Iterator[RedisServer]:
    """A private redis-server that a test may kill, pause and restart."""
    workdir = temp_workdir()
    server = RedisServer(workdir)
    server.start()
    try:
        yield server
    finally:
        server.stop()  # SIGKILL also ends a paused server
        remove_workdir(workdir)


@pytest.fixture(params=["memory", "redis", "cluster"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def store_url(backend: str, request: pytest.FixtureRequest) -> str | None:
    """The URL a RedisStore of this backend connects to (None for memory)."""
    if backend == "memory":
        return None
    if backend == "redis":
        return str(request.getfixturevalue("redis_node").url)
    return str(request.getfixturevalue("redis_cluster").url)


@pytest.fixture
def store(store_url: str | None) -> Iterator[SessionStore]:
    made: SessionStore = MemoryStore() if store_url is None else RedisStore(store_url)
    try:
        yield made
    finally:
        made.close()
