"""The tables' cluster: one for the module, stopped with it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .cluster import Cluster, cluster


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    """Host A (sync) and host B (gevent, streams) and job workers w1 and w2, on a
    redis-server of their own."""
    tmp: Path = tmp_path_factory.mktemp("tables")
    with cluster(tmp) as made:
        yield made
