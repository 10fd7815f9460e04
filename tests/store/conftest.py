"""Fixtures: the same store suite runs on MemoryStore, RedisStore on one real redis-server
and RedisStore on a real 3-node Redis Cluster (see tests/redis_server.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from service.store import MemoryStore, RedisStore, SessionStore
from tests.redis_server import RedisClusterServers, running


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[RedisClusterServers]:
    with running(RedisClusterServers) as cluster:
        yield cluster


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
