"""Session storage behind one small interface (`SessionStore`); no Flask in here.

`open_store` picks the implementation from configuration: a Redis URL gives
`RedisStore` (Redis Cluster with `redis+cluster://` or cluster=True), none gives the
single-process `MemoryStore`.
"""

from __future__ import annotations

from .base import (
    DEFAULT_IDEMPOTENCY_TTL_S,
    SESSION_RESERVE_BYTES,
    CommitResult,
    CommitStatus,
    HookState,
    Idempotency,
    LogEntry,
    OutcomeUnknown,
    Record,
    SessionExists,
    SessionStore,
    Snapshot,
    StoredAnswer,
    StoredEntry,
    StoreError,
    StoreFull,
    StoreUnavailable,
    new_stamp,
)
from .memory import MAX_BYTES, MAX_SESSIONS, MemoryStore
from .redis_store import (
    CONNECT_TIMEOUT_S,
    MEMORY_WATERMARK,
    RECENT_SESSIONS,
    REPLY_TIMEOUT_S,
    RedisStore,
)


def open_store(
    redis_url: str | None,
    cluster: bool = False,
    timeout_s: float = REPLY_TIMEOUT_S,
    connect_timeout_s: float = CONNECT_TIMEOUT_S,
    recent_sessions: int = RECENT_SESSIONS,
    pool_size: int = 0,
    max_sessions: int = MAX_SESSIONS,
    watermark: float = MEMORY_WATERMARK,
    max_bytes: int = MAX_BYTES,
    reserve_bytes: int = SESSION_RESERVE_BYTES,
) -> SessionStore:
    if redis_url:
        return RedisStore(
            redis_url,
            cluster=cluster,
            reply_timeout_s=timeout_s,
            connect_timeout_s=connect_timeout_s,
            recent_sessions=recent_sessions,
            pool_size=pool_size,
            watermark=watermark,
            reserve_bytes=reserve_bytes,
        )
    return MemoryStore(
        max_sessions=max_sessions,
        max_bytes=max_bytes,
        reserve_bytes=reserve_bytes,
        watermark=watermark,
    )


__all__ = [
    "DEFAULT_IDEMPOTENCY_TTL_S",
    "CommitResult",
    "CommitStatus",
    "HookState",
    "Idempotency",
    "LogEntry",
    "MemoryStore",
    "OutcomeUnknown",
    "Record",
    "RedisStore",
    "SessionExists",
    "SessionStore",
    "Snapshot",
    "StoreError",
    "StoreFull",
    "StoreUnavailable",
    "StoredAnswer",
    "StoredEntry",
    "new_stamp",
    "open_store",
]
