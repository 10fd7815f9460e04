"""Fixtures for deploy/: the production shape on loopback, the tiers and nginx real.

- `tiers` (module-scoped): the API tier (gunicorn, sync workers, 2) and the stream tier
  (gunicorn, GUNICORN_WORKER_CLASS=gevent, 1 worker) on the session's redis-server, each
  with its access log (`Tiers.api_log`, `.streams_log`) showing the X-Forwarded headers it
  got.
- `proxy` (module-scoped): deploy/nginx.conf in front of them (tests/deploy/nginx.py),
  told to ignore the service's `X-Accel-Buffering: no` so that what passes each event
  on at once is the config's own `proxy_buffering off`.
- `nginx_in_front` (function-scoped): `nginx_in_front(api=[...], streams=[...], add={...})`
  starts another nginx with those upstreams (`host:port`) and test-only directives and
  returns it; stopped after the test.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bench import procs
from tests.deploy.nginx import Nginx, address, require_nginx, start_nginx

APP = "service.app:create_app()"
STREAM_LOCATION = "location ~ ^/v1/sessions/[^/]+/stream$ {"
ACCESS_FORMAT = "%(r)s|%({x-forwarded-for}i)s|%({x-forwarded-proto}i)s"


@dataclass(frozen=True)
class Tiers:
    api: procs.Server
    streams: procs.Server
    api_log: Path
    streams_log: Path
    redis_url: str


@pytest.fixture(scope="module")
def tiers(redis_node: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Tiers]:
    require_nginx()  # skip before starting anything
    workdir = tmp_path_factory.mktemp("tiers")
    base = {
        **os.environ,
        "REDIS_URL": redis_node.url,
        "GUNICORN_CMD_ARGS": f"--access-logformat '{ACCESS_FORMAT}'",
        "FORWARDED_HOPS": "1",  # as deploy/compose.yaml: nginx is the one proxy in front
        "TRUSTED_PROXIES": "127.0.0.1",  # where nginx reaches the tiers from here
        # every host of the suite creates from 127.0.0.1 on one Redis: its count is not
        # this test's (the limit has tests of its own)
        "CREATE_RATE_LIMIT": "",
    }
    api_env = {**base, "WEB_CONCURRENCY": "2", "GUNICORN_ACCESSLOG": str(workdir / "api.access")}
    streams_env = {
        **base,
        "GUNICORN_WORKER_CLASS": "gevent",
        "WEB_CONCURRENCY": "1",
        "GUNICORN_ACCESSLOG": str(workdir / "streams.access"),
    }
    with (
        procs.gunicorn(APP, api_env, workdir / "api.log") as api,
        procs.gunicorn(APP, streams_env, workdir / "streams.log") as streams,
    ):
        yield Tiers(
            api, streams, workdir / "api.access", workdir / "streams.access", redis_node.url
        )


@pytest.fixture(scope="module")
def proxy(tiers: Tiers, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Nginx]:
    with start_nginx(
        tmp_path_factory.mktemp("nginx"),
        api=[address(tiers.api.url)],
        streams=[address(tiers.streams.url)],
        add={STREAM_LOCATION: "proxy_ignore_headers X-Accel-Buffering;"},
    ) as nginx:
        yield nginx


@pytest.fixture
def nginx_in_front(tmp_path: Path) -> Iterator[Callable[..., Nginx]]:
    numbers = itertools.count(1)
    with ExitStack() as stack:

        def start(
            *, api: Sequence[str], streams: Sequence[str], add: Mapping[str, str] | None = None
        ) -> Nginx:
            workdir = tmp_path / f"nginx-{next(numbers)}"
            return stack.enter_context(start_nginx(workdir, api=api, streams=streams, add=add))

        yield start
