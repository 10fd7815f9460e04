"""The Flask application factory."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import chain
from typing import Any

from flask import Flask

from engines import Game

from . import apidoc, docs_page, games_api, health, landing, play, proof_keys, sessions
from .config import Settings
from .cors import Cors, init_cors
from .heavy import HeavySlots
from .limits import init_limits
from .metrics import init_metrics
from .problems import register_error_handlers
from .proof_signing import ProofSigner
from .referee import referee_of
from .request_ids import Header, RequestIds
from .signing import StateSigner
from .store import SessionStore, open_store
from .streams.hub import Hub, HubSettings
from .suggestions import suggest_slots
from .tables import scheduler_for


def session_game(record: Mapping[str, Any]) -> Game | None:
    """A stored session's game, under the rules version it is played under."""
    referee = referee_of(record)
    return None if referee is None else referee.game


class RefereeApp(Flask):
    """Flask, with each registered hook's and view's sync-or-async answer worked out once.

    Flask asks `ensure_sync` for every hook and the view on every request, and its answer
    (inspect's `iscoroutinefunction`, unwrapping partials and methods) cost 19,300
    instructions of a Meow 10 validate-move through the WSGI app in-process (1.3% of the
    1.54 million a gunicorn worker spends on one, bench.instructions). Functions
    registered later (a test's route, `after_this_request`) are asked as Flask asks
    them, and never kept."""

    _sync: Mapping[Callable[..., Any], Callable[..., Any]] = {}

    def remember_sync(self) -> None:
        hooks = (self.before_request_funcs, self.after_request_funcs, self.teardown_request_funcs)
        registered = chain(
            self.view_functions.values(),
            chain.from_iterable(funcs for table in hooks for funcs in table.values()),
        )
        self._sync = {func: Flask.ensure_sync(self, func) for func in registered}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        known = self._sync.get(func)
        return known if known is not None else super().ensure_sync(func)


def _edge_headers(cors: Cors | None) -> Callable[[dict[str, Any]], Sequence[Header]]:
    """The constant headers an answer carries for where it was asked, after its own: a
    session's privacy, then CORS's."""
    private = sessions.private_headers
    if cors is None:
        return private
    allowed = cors.headers
    return lambda environ: (*private(environ), *allowed(environ))


def create_app(
    settings: Settings | None = None, store: SessionStore | None = None, **overrides: Any
) -> Flask:
    """Defaults, then the environment, then explicit overrides (tests pass those)."""
    settings = (settings or Settings.from_env()).with_overrides(**overrides)
    app = RefereeApp(__name__)
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes  # 413 above it
    app.extensions["settings"] = settings
    app.extensions["signer"] = StateSigner(
        settings.signing_keys, settings.signing_key_id, settings.require_signature
    )
    app.extensions["proof_signer"] = ProofSigner.configured(
        settings.proof_signing_key, settings.proof_retired_keys
    )
    app.extensions["store"] = store = store or open_store(
        settings.redis_url,
        cluster=settings.redis_cluster,
        timeout_s=settings.redis_timeout_s,
        connect_timeout_s=settings.redis_connect_timeout_s,
        recent_sessions=settings.session_cache_size,
        pool_size=settings.redis_pool_size,
        max_sessions=settings.memory_max_sessions,
        max_bytes=settings.memory_max_bytes,
        reserve_bytes=settings.session_reserve_bytes,
        watermark=settings.create_watermark,
    )
    app.extensions["heavy"] = HeavySlots(settings.heavy_max, settings.heavy_dir)
    app.extensions["suggest"] = suggest_slots(settings)
    app.extensions["tables"] = scheduler_for(app, settings)
    app.extensions["hub"] = Hub(
        store,
        session_game,
        HubSettings(
            heartbeat_s=settings.stream_heartbeat_s,
            max_streams=settings.stream_max_per_process,
            max_public=settings.stream_public_room,
            max_replay=settings.stream_max_replay,
            send_timeout_s=settings.stream_send_timeout_s,
        ),
    )
    init_metrics(app, settings)  # first: its clock starts before any other hook runs
    register_error_handlers(app)
    cors = init_cors(app, settings)
    app.register_blueprint(health.bp)
    app.register_blueprint(games_api.bp)
    app.register_blueprint(proof_keys.bp)
    app.register_blueprint(sessions.bp)
    app.register_blueprint(docs_page.bp)
    app.register_blueprint(play.bp)
    app.register_blueprint(landing.bp)
    init_limits(app, settings)  # wraps a registered view
    app.wsgi_app = RequestIds(app.wsgi_app, _edge_headers(cors))  # type: ignore[method-assign]
    apidoc.check(app)  # every view documented (or left out of the spec, saying why)
    app.remember_sync()
    return app
