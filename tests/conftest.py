"""Shared fixtures: the real app (in-process store unless a test asks for Redis)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore


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
