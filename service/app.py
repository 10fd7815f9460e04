"""The Flask application factory."""

from __future__ import annotations

from typing import Any

from flask import Flask

from . import docs_page, games_api, health, openapi, sessions
from .config import Settings
from .problems import register_error_handlers
from .signing import StateSigner
from .store import SessionStore, open_store


def create_app(
    settings: Settings | None = None, store: SessionStore | None = None, **overrides: Any
) -> Flask:
    """Defaults, then the environment, then explicit overrides (tests pass those)."""
    settings = (settings or Settings.from_env()).with_overrides(**overrides)
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes  # 413 above it (API.md)
    app.extensions["settings"] = settings
    app.extensions["signer"] = StateSigner(
        settings.signing_keys, settings.signing_key_id, settings.require_signature
    )
    app.extensions["store"] = store or open_store(
        settings.redis_url,
        cluster=settings.redis_cluster,
        timeout_s=settings.redis_timeout_s,
        recent_sessions=settings.session_cache_size,
    )
    register_error_handlers(app)
    app.register_blueprint(health.bp)
    app.register_blueprint(games_api.bp)
    app.register_blueprint(sessions.bp)
    app.register_blueprint(openapi.bp)
    app.register_blueprint(docs_page.bp)
    return app
