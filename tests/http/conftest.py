"""Fixtures the HTTP tests share."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from service.app import create_app
from service.config import Settings
from service.store import RedisStore


@pytest.fixture(params=["memory", "redis"])
def make_app(request: pytest.FixtureRequest) -> Iterator[Any]:
    """Apps on either store, each from its settings (overrides as keywords), closed after."""
    made: list[Flask] = []

    def make(**overrides: Any) -> Flask:
        if request.param == "memory":
            app = create_app(Settings(**overrides))  # its store as the settings bound it
        else:
            url = request.getfixturevalue("redis_node").url
            app = create_app(Settings(redis_url=url, **overrides), store=RedisStore(url))
        made.append(app)
        return app

    yield make
    for app in made:
        app.extensions["tables"].close()
        app.extensions["store"].close()
