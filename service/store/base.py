"""The session store contract: where authoritative session snapshots live.

The HTTP layer talks only to `SessionStore`; `MemoryStore` (one process) and `RedisStore`
(Redis or Redis Cluster) implement it. Correctness under concurrency comes from `commit`,
one atomic compare-and-set on the session's version, never from locks in the caller:
several gunicorn workers on several hosts share one store.

A record is a JSON-shaped dict the caller owns (game, full state, seat token hashes...);
the store keeps it opaque and tracks the version beside it.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

Record = dict[str, Any]
LogEntry = dict[str, Any]

# Stripe keeps idempotency keys for 24 h; a retry storm after an outage must still land
# on the first answer, so this is the floor, not a ceiling.
DEFAULT_IDEMPOTENCY_TTL_S = 24 * 3600.0


class StoreError(Exception):
    """Base of the store's own errors."""


class StoreUnavailable(StoreError):
    """The backend could not be reached or did not answer in time (HTTP 503)."""


class SessionExists(StoreError):
    """`create` was given an id that is already taken."""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One session as stored: its version (0 after create, +1 per applied move) and record.

    `stamp` names the write that made it, where the store has such names (Redis: the
    commit's nonce). A commit on a snapshot passes it on, so that a session at the same
    version by another write (one Redis lost, then another host made) refuses it."""

    version: int
    record: Record
    stamp: str | None = None


@dataclass(frozen=True, slots=True)
class StoredAnswer:
    """The first answer given for an idempotency key, as the caller serialized it."""

    fingerprint: str
    response: str


@dataclass(frozen=True, slots=True)
class Idempotency:
    """Store `response` under `key` in the same commit that applies the move."""

    key: str
    fingerprint: str
    response: str
    ttl_s: float = DEFAULT_IDEMPOTENCY_TTL_S


class CommitStatus(enum.Enum):
    APPLIED = "applied"  # written; `version` is the new version
    NOT_FOUND = "not_found"  # no such session (never created, deleted or expired)
    STALE = "stale"  # `version` and `current`: the session as found, not at the expected version
    DUPLICATE = "duplicate"  # the key was already used; `answer` holds the first answer


@dataclass(frozen=True, slots=True)
class CommitResult:
    status: CommitStatus
    version: int | None = None
    answer: StoredAnswer | None = None
    # STALE: the session as the compare-and-set found it, so that the caller can compute
    # again without another round trip to read it
    current: Snapshot | None = None

    @property
    def applied(self) -> bool:
        return self.status is CommitStatus.APPLIED


class SessionStore(ABC):
    """Sessions by id. Every method raises `StoreUnavailable` when the backend is down."""

    @abstractmethod
    def create(self, session_id: str, record: Record, ttl_s: float) -> None:
        """Store a new session at version 0 with an idle TTL. Raises SessionExists."""

    @abstractmethod
    def get(self, session_id: str) -> Snapshot | None:
        """The session, or None when it does not exist or has expired."""

    def recent(self, session_id: str, version: int | None = None) -> Snapshot | None:
        """The session as this process last read or wrote it, without asking the backend;
        None when not at hand, or not at `version` when one is given (the version the
        client expects: any other would be refused). It may be behind the store, so it
        may only seed an optimistic `commit`, whose compare-and-set catches a stale one:
        never answer a read or refuse a request from it. Stores without such a cache
        return None."""
        return None

    @abstractmethod
    def commit(
        self,
        session_id: str,
        expected_version: int,
        record: Record,
        log_entry: LogEntry,
        ttl_s: float,
        idempotency: Idempotency | None = None,
        expected_stamp: str | None = None,
    ) -> CommitResult:
        """One atomic compare-and-set, all or nothing, checked in this order:

        1. the session is missing -> NOT_FOUND;
        2. `idempotency.key` was already used -> DUPLICATE with the stored answer
           (nothing is applied, whatever the version);
        3. the version is not `expected_version`, or (given `expected_stamp`, the stamp
           of the snapshot the caller computed on) the session at that version was made
           by another write -> STALE with the current version and snapshot (`current`);
           but if this very commit already landed (a retry after its reply was lost),
           APPLIED with the version it made, even if other moves followed;
        4. otherwise the record is replaced, the version bumped, `log_entry` appended, the
           answer stored under the key (for `idempotency.ttl_s`) and the session's idle TTL
           renewed -> APPLIED with the new version.
        """

    @abstractmethod
    def get_idempotent(self, session_id: str, key: str) -> StoredAnswer | None:
        """The answer stored under an idempotency key, so a retry is answered early; None
        when the session is gone (expired or deleted), whose retries are 404s like the rest."""

    @abstractmethod
    def log(self, session_id: str) -> list[LogEntry]:
        """Every log entry in commit order ([] for a session without moves or none)."""

    @abstractmethod
    def touch(self, session_id: str, ttl_s: float) -> bool:
        """Renew the idle TTL without a move; False when the session does not exist."""

    @abstractmethod
    def delete(self, session_id: str) -> bool:
        """Remove the session, its log and its idempotency records; False if none existed."""

    @abstractmethod
    def ping(self) -> bool:
        """Whether the backend answers now (readiness). Never raises."""

    def close(self) -> None:  # noqa: B027 - optional hook, a no-op for most stores
        """Release connections."""
