"""Settings from the environment, read once when the app is created (never at import)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any


def _int(env: Mapping[str, str], name: str, default: int) -> int:
    value = env.get(name)
    return default if value in (None, "") else int(value)


def _float(env: Mapping[str, str], name: str, default: float) -> float:
    value = env.get(name)
    return default if value in (None, "") else float(value)


@dataclass(frozen=True)
class Settings:
    # Sessions: REDIS_URL set -> Redis (redis://, rediss://, redis+cluster://); unset -> in-process.
    redis_url: str | None = None
    redis_cluster: bool = False
    redis_timeout_s: float = 0.25  # fail fast on a dead Redis: a worker waiting frees nobody
    session_ttl_s: int = 24 * 3600  # idle TTL, renewed by every move
    # Sessions whose last snapshot the workers of a host share so a move commits in one
    # Redis round trip (service/store/snapshots.py); 0 turns it off.
    session_cache_size: int = 2048
    idempotency_ttl_s: int = 24 * 3600
    max_body_bytes: int = 256 * 1024  # 413 above this
    # Tamper-evident states: key id -> secret; the first listed signs, all verify.
    signing_keys: dict[str, str] = field(default_factory=dict)
    signing_key_id: str | None = None
    require_signature: bool = False

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        keys: dict[str, str] = {}
        for item in filter(None, (env.get("SIGNING_KEYS") or "").split(",")):
            kid, _, secret = item.partition(":")
            if not secret:
                raise ValueError("SIGNING_KEYS takes comma-separated kid:secret pairs")
            keys[kid.strip()] = secret.strip()
        return cls(
            redis_url=env.get("REDIS_URL") or None,
            redis_cluster=env.get("REDIS_CLUSTER", "").lower() in ("1", "true", "yes"),
            redis_timeout_s=_float(env, "REDIS_TIMEOUT", cls.redis_timeout_s),
            session_ttl_s=_int(env, "SESSION_TTL", cls.session_ttl_s),
            session_cache_size=_int(env, "SESSION_CACHE_SIZE", cls.session_cache_size),
            idempotency_ttl_s=_int(env, "IDEMPOTENCY_TTL", cls.idempotency_ttl_s),
            max_body_bytes=_int(env, "MAX_BODY_BYTES", cls.max_body_bytes),
            signing_keys=keys,
            signing_key_id=env.get("SIGNING_KEY_ID") or (next(iter(keys)) if keys else None),
            require_signature=env.get("REQUIRE_SIGNATURE", "").lower() in ("1", "true", "yes"),
        )

    def with_overrides(self, **overrides: Any) -> Settings:
        return replace(self, **overrides)
