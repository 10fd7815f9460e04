"""Session storage behind one small interface (`SessionStore`); no Flask in here.

`open_store` picks the implementation from configuration: a Redis URL gives
`RedisStore` (Redis Cluster with `redis+cluster://` or cluster=True), none gives the
single-process `MemoryStore`.
"""

from __future__ import annotations

from .base import (
    DEFAULT_IDEMPOTENCY_TTL_S,
    CommitResult,
    CommitStatus,
    Idempotency,
    LogEntry,
    Record,
    SessionExists,
    SessionStore,
    Snapshot,
    StoredAnswer,
    StoredEntry,
    StoreError,
    StoreUnavailable,
    new_stamp,
)
from .memory import MemoryStore
from .redis_store import RECENT_SESSIONS, SOCKET_TIMEOUT_S, RedisStore


def open_store(
    redis_url: str | None,
    cluster: bool = False,
    timeout_s: float = SOCKET_TIMEOUT_S,
    recent_sessions: int = RECENT_SESSIONS,
    pool_size: int = 0,
) -> SessionStore:
    if redis_url:
        return RedisStore(
            redis_url,
            cluster=cluster,
            socket_timeout_s=timeout_s,
            recent_sessions=recent_sessions,
            pool_size=pool_size,
        )
    return MemoryStore()


__all__ = [
    "DEFAULT_IDEMPOTENCY_TTL_S",
    "CommitResult",
    "CommitStatus",
    "Idempotency",
    "LogEntry",
    "MemoryStore",
    "Record",
    "RedisStore",
    "SessionExists",
    "SessionStore",
    "Snapshot",
    "StoreError",
    "StoreUnavailable",
    "StoredAnswer",
    "StoredEntry",
    "new_stamp",
    "open_store",
]
