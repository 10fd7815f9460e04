"""Settings from the environment, read once when the app is created (never at import)."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from .hooks.urls import Allowed, parse_allowed

N = TypeVar("N", int, float)


def integer(env: Mapping[str, str], name: str, default: int) -> int:
    """A whole-number setting; unset or empty: `default`."""
    found = _optional_int(env, name)
    return default if found is None else found


def _optional_int(env: Mapping[str, str], name: str) -> int | None:
    return _parsed(env, name, int, "a whole number")


def _float(env: Mapping[str, str], name: str, default: float) -> float:
    found = _parsed(env, name, float, "a number")
    return default if found is None else found


def _parsed(env: Mapping[str, str], name: str, parse: Callable[[str], N], what: str) -> N | None:
    """A number setting read by `parse`, None when unset or empty; a value `parse` refuses
    stops the start with a message naming the setting."""
    value = env.get(name)
    if value is None or value == "":
        return None
    try:
        return parse(value)
    except ValueError:
        raise ValueError(f"{name} must be {what}, not {value!r}") from None


# Sessions one client address may create, unless CREATE_RATE_LIMIT says otherwise.
DEFAULT_CREATE_RATE_LIMIT = "30/minute;300/hour"


def flag(env: Mapping[str, str], name: str, default: bool) -> bool:
    """A yes/no setting: 1/true/yes or 0/false/no (any case); unset or empty: `default`."""
    value = (env.get(name) or "").strip().lower()
    if not value:
        return default
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"{name} must be 1/true/yes or 0/false/no, not {env.get(name)!r}")


def _workers(env: Mapping[str, str]) -> int:
    """gunicorn's worker processes, as service/gunicorn_conf.py counts them."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return integer(env, "WEB_CONCURRENCY", (cpus or 1) if env.get("REDIS_URL") else 1)


# A gevent worker's requests and streams share this many Redis connections.
ASYNC_POOL_SIZE = 32


def _items(value: str) -> tuple[str, ...]:
    """A comma-separated list, blanks dropped."""
    return tuple(item.strip() for item in value.split(",") if item.strip())


def _origins(value: str) -> tuple[str, ...]:
    """CORS_ORIGINS: `*`, or origins separated by commas (`https://a.example,https://b`)."""
    return tuple(o.strip().rstrip("/") for o in value.split(",") if o.strip())


@dataclass(frozen=True)
class Settings:
    # Sessions: REDIS_URL set -> Redis (redis://, rediss://, redis+cluster://); unset -> in-process.
    redis_url: str | None = None
    redis_cluster: bool = False
    # Seconds to wait for a reply: long enough for a busy host (load alone must not turn
    # moves into 503s), short enough to free a worker from a hung Redis.
    redis_timeout_s: float = 2.0
    # Seconds to connect: fail fast on a dead Redis, a worker waiting frees nobody.
    redis_connect_timeout_s: float = 0.25
    session_ttl_s: int = 24 * 3600  # idle TTL, renewed by every move
    # How long a session stays readable once its game is over or it was ended early.
    session_retention_s: int = 24 * 3600
    # Moves a session takes at most (a Super Meow game can pass forever): as many as a
    # replay takes, so every session's log can be replayed whole.
    session_max_moves: int = 5000
    # The in-process store's caps, in sessions and bytes; every session counts at least
    # its reserve of bytes (both stores: docs/sessions.md, "Bounds"). New sessions stop at
    # CREATE_WATERMARK of the bytes (Redis: of maxmemory).
    memory_max_sessions: int = 10_000
    memory_max_bytes: int = 256 * 1024 * 1024
    session_reserve_bytes: int = 128 * 1024
    create_watermark: float = 0.8
    # Session creation: per client address (in Redis, so all hosts count together), and
    # optional keys: when set, creating needs `Authorization: Bearer <one of them>`. A
    # deployment (from_env) limits by default; a Settings made in code (tests) does not.
    create_rate_limit: str = ""
    create_keys: tuple[str, ...] = ()
    # What "an address" is to that limit: an IPv6 host usually holds a whole /64, so
    # counting each of its 2^64 addresses apart would be no limit at all.
    create_limit_ipv4_prefix: int = 32
    create_limit_ipv6_prefix: int = 64
    # Proxies in front that add X-Forwarded-For (deploy/nginx.conf: 1): the client address
    # is the one they saw; 0 trusts no such header. Believed only from the peers listed
    # in trusted_proxies (addresses or CIDR blocks), which it needs (service/proxies.py).
    forwarded_hops: int = 0
    trusted_proxies: tuple[str, ...] = ()
    # Sessions whose last snapshot the workers of a host share so a move commits in one
    # Redis round trip (service/store/snapshots.py); 0 turns it off.
    session_cache_size: int = 2048
    idempotency_ttl_s: int = 24 * 3600
    max_body_bytes: int = 256 * 1024  # 413 above this
    max_proof_bytes: int = 4 * 1024 * 1024  # a proof holds up to 5000 moves
    # Tamper-evident states: key id -> secret; the first listed signs, all verify.
    signing_keys: dict[str, str] = field(default_factory=dict)
    signing_key_id: str | None = None
    require_signature: bool = False
    # Proofs (docs/fairness.md): the Ed25519 key that signs them (PEM, or its 32-byte seed
    # in base64url), and retired public keys still accepted. Unset: a key of this process
    # (gunicorn makes one in its master, so every worker of an instance shares it).
    proof_signing_key: str | None = None
    proof_retired_keys: tuple[str, ...] = ()
    # Browser origins allowed to call the API (CORS): "*" any, "" none, else a list.
    cors_origins: tuple[str, ...] = ("*",)
    # Streams (docs/sessions.md "Streams"): a heartbeat comment this often, which is also
    # how often a process checks the sessions it follows; tickets for EventSource.
    stream_heartbeat_s: float = 15.0
    stream_ticket_ttl_s: int = 30
    stream_max_per_seat: int = 4  # open streams of one seat of a session, on all hosts
    stream_max_public: int = 32  # open public streams of one session, on all hosts
    stream_max_per_process: int = 4000
    # Moves a resumed stream replays at most; a reader further behind starts again from
    # its whole view (a `session` event), and reads the log for the moves between.
    stream_max_replay: int = 100
    # Seconds a stream's send may wait on a reader that takes nothing before it is cut off.
    stream_send_timeout_s: float = 30.0
    # Public streams one process serves (None: a quarter of stream_max_per_process), so
    # that anonymous readers can never take the seats' room.
    stream_max_public_per_process: int | None = None
    # Pooled Redis connections of an async (gevent) worker; 0 is one per worker, driven
    # directly (sync workers).
    redis_pool_size: int = 0
    # GET /metrics and the per-request counting behind it (docs/operations.md).
    metrics: bool = True
    # Heavy anonymous requests (verify, long replays, proofs) an instance serves at once,
    # across its workers (service/heavy.py); 0: no cap. The directory its workers share
    # the slots in (gunicorn_conf makes one); None: this process's own.
    heavy_max: int = 1
    heavy_dir: str | None = None
    # The bots' suggestions (service/suggestions.py): searches an instance runs at once,
    # across its workers (in HEAVY_DIR too), and each one's most iterations and wall time.
    suggest_max: int = 1
    suggest_max_iterations: int = 5000
    suggest_max_budget_ms: int = 1000
    # Tables that run themselves (service/tables/): how long a bot seat waits before it
    # moves, so that people see each move land; and who runs the bots' turns and the
    # clocks' deadlines: "inprocess" (a timer thread in each worker, for one host) or
    # "dramatiq" (job workers on the session Redis: deploy/, any number of hosts).
    bot_delay_ms: int = 600
    jobs: str = "inprocess"
    # Webhooks (docs/sessions.md, "Webhooks"): the URL prefixes a session's webhook may
    # name (none: webhooks are refused), and how a failed delivery is retried: first
    # after webhook_retry_ms, each next wait four times the last (at most 10 minutes),
    # webhook_attempts tries in all and none after webhook_max_age_s; then given up.
    webhook_allowed: tuple[Allowed, ...] = ()
    webhook_retry_ms: int = 1000
    webhook_attempts: int = 8
    webhook_max_age_s: int = 3600

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
            redis_cluster=flag(env, "REDIS_CLUSTER", False),
            redis_timeout_s=_float(env, "REDIS_TIMEOUT", cls.redis_timeout_s),
            redis_connect_timeout_s=_float(
                env, "REDIS_CONNECT_TIMEOUT", cls.redis_connect_timeout_s
            ),
            session_ttl_s=integer(env, "SESSION_TTL", cls.session_ttl_s),
            session_retention_s=integer(env, "SESSION_RETENTION", cls.session_retention_s),
            session_max_moves=integer(env, "SESSION_MAX_MOVES", cls.session_max_moves),
            memory_max_sessions=integer(env, "MEMORY_MAX_SESSIONS", cls.memory_max_sessions),
            memory_max_bytes=integer(env, "MEMORY_MAX_BYTES", cls.memory_max_bytes),
            session_reserve_bytes=integer(env, "SESSION_RESERVE_BYTES", cls.session_reserve_bytes),
            create_watermark=_float(env, "CREATE_WATERMARK", cls.create_watermark),
            create_rate_limit=env.get("CREATE_RATE_LIMIT", DEFAULT_CREATE_RATE_LIMIT),
            create_keys=_items(env.get("CREATE_KEYS", "")),
            create_limit_ipv4_prefix=integer(
                env, "CREATE_LIMIT_IPV4_PREFIX", cls.create_limit_ipv4_prefix
            ),
            create_limit_ipv6_prefix=integer(
                env, "CREATE_LIMIT_IPV6_PREFIX", cls.create_limit_ipv6_prefix
            ),
            forwarded_hops=integer(env, "FORWARDED_HOPS", cls.forwarded_hops),
            trusted_proxies=_items(env.get("TRUSTED_PROXIES", "")),
            session_cache_size=integer(env, "SESSION_CACHE_SIZE", cls.session_cache_size),
            idempotency_ttl_s=integer(env, "IDEMPOTENCY_TTL", cls.idempotency_ttl_s),
            max_body_bytes=integer(env, "MAX_BODY_BYTES", cls.max_body_bytes),
            max_proof_bytes=integer(env, "MAX_PROOF_BYTES", cls.max_proof_bytes),
            signing_keys=keys,
            signing_key_id=env.get("SIGNING_KEY_ID") or (next(iter(keys)) if keys else None),
            require_signature=flag(env, "REQUIRE_SIGNATURE", False),
            proof_signing_key=env.get("PROOF_SIGNING_KEY") or None,
            proof_retired_keys=tuple(
                k.strip() for k in env.get("PROOF_RETIRED_KEYS", "").split(",") if k.strip()
            ),
            cors_origins=_origins(env.get("CORS_ORIGINS", "*")),
            stream_heartbeat_s=_float(env, "STREAM_HEARTBEAT", cls.stream_heartbeat_s),
            stream_ticket_ttl_s=integer(env, "STREAM_TICKET_TTL", cls.stream_ticket_ttl_s),
            stream_max_per_seat=integer(env, "STREAM_MAX_PER_SEAT", cls.stream_max_per_seat),
            stream_max_public=integer(env, "STREAM_MAX_PUBLIC", cls.stream_max_public),
            stream_max_per_process=integer(
                env, "STREAM_MAX_PER_PROCESS", cls.stream_max_per_process
            ),
            stream_max_replay=integer(env, "STREAM_MAX_REPLAY", cls.stream_max_replay),
            stream_send_timeout_s=_float(env, "STREAM_SEND_TIMEOUT", cls.stream_send_timeout_s),
            stream_max_public_per_process=_optional_int(env, "STREAM_MAX_PUBLIC_PER_PROCESS"),
            metrics=flag(env, "METRICS", cls.metrics),
            heavy_max=integer(env, "HEAVY_MAX", max(1, _workers(env) // 2)),
            heavy_dir=env.get("HEAVY_DIR") or None,
            suggest_max=integer(env, "SUGGEST_MAX", max(1, _workers(env) // 2)),
            suggest_max_iterations=integer(
                env, "SUGGEST_MAX_ITERATIONS", cls.suggest_max_iterations
            ),
            suggest_max_budget_ms=integer(env, "SUGGEST_MAX_BUDGET_MS", cls.suggest_max_budget_ms),
            bot_delay_ms=integer(env, "BOT_DELAY_MS", cls.bot_delay_ms),
            jobs=_jobs(
                env.get("JOBS", cls.jobs),
                env.get("REDIS_URL"),
                flag(env, "REDIS_CLUSTER", False),
            ),
            webhook_allowed=parse_allowed(env.get("WEBHOOK_ALLOWED", "")),
            webhook_retry_ms=integer(env, "WEBHOOK_RETRY_MS", cls.webhook_retry_ms),
            webhook_attempts=integer(env, "WEBHOOK_ATTEMPTS", cls.webhook_attempts),
            webhook_max_age_s=integer(env, "WEBHOOK_MAX_AGE", cls.webhook_max_age_s),
            redis_pool_size=integer(
                env,
                "REDIS_POOL_SIZE",
                ASYNC_POOL_SIZE if env.get("GUNICORN_WORKER_CLASS") == "gevent" else 0,
            ),
        )

    @property
    def stream_public_room(self) -> int:
        """Public streams one process serves at most."""
        if self.stream_max_public_per_process is not None:
            return self.stream_max_public_per_process
        return max(1, self.stream_max_per_process // 4)

    def with_overrides(self, **overrides: Any) -> Settings:
        return replace(self, **overrides)

    def __post_init__(self) -> None:
        # A share of the store's bytes: NaN, 0 or more than 1 would refuse every creation
        # or none (docs/sessions.md, "Bounds").
        if not 0 < self.create_watermark <= 1:
            raise ValueError(
                f"CREATE_WATERMARK must be above 0 and at most 1, not {self.create_watermark}"
            )


def _jobs(value: str, redis_url: str | None, cluster: bool = False) -> str:
    if value not in ("inprocess", "dramatiq"):
        raise ValueError(f"JOBS is inprocess or dramatiq, not {value!r}")
    if value == "dramatiq":
        if not redis_url:
            raise ValueError("JOBS=dramatiq runs on the session Redis: set REDIS_URL")
        if cluster or redis_url.partition("://")[0].endswith("+cluster"):
            # Dramatiq's broker runs Lua scripts over keys it does not declare: one node.
            raise ValueError("JOBS=dramatiq runs on one Redis node, not a Redis Cluster")
    return value
