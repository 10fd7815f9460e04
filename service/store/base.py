"""The session store contract: where authoritative session snapshots live.

The HTTP layer talks only to `SessionStore`; `MemoryStore` (one process) and `RedisStore`
(Redis or Redis Cluster) implement it. Correctness under concurrency comes from `commit`,
one atomic compare-and-set on the session's version, never from locks in the caller:
several gunicorn workers on several hosts share one store.

A record is a JSON-shaped dict (game, full state, seat token hashes...); the store keeps
it opaque and tracks the version beside it. What `get` returns is the caller's own copy.
A store may keep the record handed to `commit` or `join` and hand the same dict out again
in a held snapshot (`recent`) or a refused commit's `current`: those are never changed in
place.
"""

from __future__ import annotations

import enum
import secrets
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

import orjson

from .feed import Feed

Record = dict[str, Any]
LogEntry = dict[str, Any]

# Stripe keeps idempotency keys for 24 h; a retry storm after an outage must still land
# on the first answer, so this is the floor, not a ceiling.
DEFAULT_IDEMPOTENCY_TTL_S = 24 * 3600.0
# The bytes of a session (record, log, idempotency records) that its moves find room for,
# whatever other sessions do: some 130 keyed moves, a typical game of Meow 10.
SESSION_RESERVE_BYTES = 128 * 1024


def new_stamp() -> str:
    """A name for one write: 64 random bits, 16 hex digits."""
    return secrets.token_hex(8)


def with_state_json(record: Record, state_json: bytes | None) -> Record:
    """`record` as a commit writes it: its state as the JSON its caller wrote already
    (`SessionStore.commit`'s `state_json`), which orjson then writes as it is."""
    return record if state_json is None else {**record, "state": orjson.Fragment(state_json)}


class StoreError(Exception):
    """Base of the store's own errors."""


class StoreUnavailable(StoreError):
    """The backend could not be reached or did not answer in time (HTTP 503)."""


class OutcomeUnknown(StoreUnavailable):
    """A write reached the backend, and its answer never came: it may have been applied.
    Retried with the same idempotency key or precondition, it applies at most once."""


class SessionExists(StoreError):
    """`create` was given an id that is already taken."""


class StoreFull(StoreError):
    """No room, and nothing written (HTTP 503): `create` refused at the store's session cap
    or creation watermark, kept below its limit so that live sessions go on moving; or
    `commit` refused a move that takes a session past its reserve of bytes when the store
    has no room left beyond the reserves (docs/sessions.md, "Bounds")."""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One session as stored: its version (0 after create, +1 per applied move) and record.

    `stamp` names the write that made it, where the store has such names (Redis: the
    commit's nonce). A commit on a snapshot passes it on, so that a session at the same
    version by another write (one Redis lost, then another host made) refuses it."""

    version: int
    record: Record
    stamp: str | None = None
    ended: str | None = None  # why it ended early ("deleted"): readable, never moved again
    # Taken from the snapshots this host holds, not read from the backend: it may be behind
    # (`recent`), so only a commit's compare-and-set may trust it.
    held: bool = field(default=False, compare=False)
    # What the commit that made it was given as `decoded` (the engine's typed state), when
    # this process made that commit and still holds its record; None otherwise.
    decoded: Any = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class StoredEntry:
    """A log entry and the stamp of the commit that wrote it (None where the store has no
    stamps, or for entries written before stamps were kept)."""

    entry: LogEntry
    stamp: str | None = None


@dataclass(frozen=True, slots=True)
class HookState:
    """How far a session's webhook deliveries got (service/hooks): `cursor` is the last
    event delivered, as a position (service/hooks/events.py), and only moves forward;
    while the next event fails, `attempts` so far, when it was first tried and when to
    try again (milliseconds since the epoch; 0: none)."""

    cursor: int = 0
    attempts: int = 0
    first_failure_ms: int = 0
    retry_at_ms: int = 0


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
    ENDED = "ended"  # the session was ended (`end`): it is read, never moved


@dataclass(frozen=True, slots=True)
class CommitResult:
    status: CommitStatus
    version: int | None = None
    answer: StoredAnswer | None = None
    # STALE: the session as the compare-and-set found it, so that the caller can compute
    # again without another round trip to read it
    current: Snapshot | None = None
    # APPLIED: the stamp of the write that made `version`
    stamp: str | None = None

    @property
    def applied(self) -> bool:
        return self.status is CommitStatus.APPLIED


class SessionStore(ABC):
    """Sessions by id. Every method raises `StoreUnavailable` when the backend is down.

    Every applied commit and every deletion is also published on `feed`, for the streams
    (service/streams/); a store with nobody listening publishes to no one."""

    feed: Feed

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

    def get_to_move(self, session_id: str, version: int | None = None) -> Snapshot | None:
        """The session to compute a move on: the snapshot held (`recent`, at `version`
        if given) when there is one, else a read (`get`). A held one (`Snapshot.held`) may
        be behind, so a refusal decided on it stands only once a read finds the same
        write (`get`); the move itself is checked by the commit's compare-and-set."""
        return self.recent(session_id, version) or self.get(session_id)

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
        stamp: str | None = None,
        decoded: Any = None,
        state_json: bytes | None = None,
    ) -> CommitResult:
        """One atomic compare-and-set, all or nothing, checked in this order (`stamp`
        names this write, a new one when not given: CommitResult.stamp says which;
        `decoded`, what the caller made of the record's state, comes back with the
        snapshot while the store holds it, `Snapshot.decoded`; `state_json`, the record's
        state as JSON when the caller wrote it already, the chain's canonical bytes, is
        stored as those bytes rather than written again):

        1. the session is missing -> NOT_FOUND;
        2. `idempotency.key` was already used -> DUPLICATE with the stored answer
           (nothing is applied, whatever the version);
        3. the session was ended (`end`) -> ENDED;
        4. the version is not `expected_version`, or (given `expected_stamp`, the stamp
           of the snapshot the caller computed on) the session at that version was made
           by another write -> STALE with the current version and snapshot (`current`);
           but if this very commit already landed (a retry after its reply was lost),
           APPLIED with the version it made, even if other moves followed;
        5. the session grows past its reserve and the store has no room -> StoreFull
           raised, nothing written;
        6. otherwise the record is replaced, the version bumped, `log_entry` appended, the
           answer stored under the key (for `idempotency.ttl_s`) and the session's idle TTL
           renewed -> APPLIED with the new version.
        """

    def join(
        self, session_id: str, expected_stamp: str, record: Record, ttl_s: float, stamp: str
    ) -> CommitResult:
        """`amend` at version 0: a seat joining a seats' deal, the log still empty."""
        return self.amend(session_id, 0, expected_stamp, record, ttl_s, stamp)

    @abstractmethod
    def amend(
        self,
        session_id: str,
        version: int,
        expected_stamp: str,
        record: Record,
        ttl_s: float,
        stamp: str,
    ) -> CommitResult:
        """Replace the record of a session at `version` whose last write is
        `expected_stamp`, as `stamp`, with no move: the version and the log stay (a seat
        joining a seats' deal; the host handing a seat to a bot, or a new seat token). One
        compare-and-set: NOT_FOUND, ENDED, STALE (another version, or another write came
        first: `current` as found), or APPLIED (also when this very write landed before
        and its reply was lost). An applied amendment is published (`Amended`), so that
        streams show it, and end those of a revoked seat token, at once."""

    @abstractmethod
    def get_idempotent(self, session_id: str, key: str) -> StoredAnswer | None:
        """The answer stored under an idempotency key, so a retry is answered early; None
        when the session is gone (expired or deleted), whose retries are 404s like the rest."""

    def log(self, session_id: str) -> list[LogEntry]:
        """Every log entry in commit order ([] for a session without moves or none)."""
        return [stored.entry for stored in self.log_since(session_id, 0)]

    @abstractmethod
    def log_since(self, session_id: str, after: int, limit: int | None = None) -> list[StoredEntry]:
        """The log entries of the versions after `after` (at most `limit` of them), in
        commit order, with their stamps."""

    @abstractmethod
    def hook_state(self, session_id: str) -> HookState | None:
        """How far the session's webhook deliveries got (a fresh HookState before the
        first); None when the session does not exist. Kept with the session: it goes
        when the session does."""

    @abstractmethod
    def save_hook(self, session_id: str, expected: HookState, new: HookState) -> bool:
        """Replace the session's HookState by `new` if it is still `expected` (its cursor
        and attempts) and `new` does not move the cursor back; False otherwise (another
        job got there first, or the session is gone). Renews no TTL."""

    @abstractmethod
    def head(self, session_id: str) -> tuple[int, str | None] | None:
        """The session's version and the stamp of the write that made it, without its
        record; None when it does not exist."""

    @abstractmethod
    def touch(self, session_id: str, ttl_s: float) -> bool:
        """Renew the idle TTL without a move; False when the session does not exist."""

    @abstractmethod
    def delete(self, session_id: str) -> bool:
        """Remove the session, its log and its idempotency records; False if none existed."""

    @abstractmethod
    def end(self, session_id: str, reason: str, ttl_s: float) -> bool:
        """Mark the session ended (a write of its own: a new stamp at the same version),
        so that every later commit is refused (ENDED), keep it readable for `ttl_s`, and
        tell its streams. False if it does not exist; ending an ended one ends it again."""

    def writable(self) -> str | None:
        """None when the backend takes writes now, else why not (readiness). Never raises."""
        return None if self.ping() else "unreachable"

    # -- streams (service/streams/) ----------------------------------------------

    @abstractmethod
    def put_ticket(self, session_id: str, ticket_hash: str, holder: str, ttl_s: float) -> None:
        """Keep a stream ticket (a hash of it) for `holder` (what service/sessions/stream.py
        keeps: the seat, and the token the ticket was made with), for `ttl_s` seconds."""

    @abstractmethod
    def peek_ticket(self, session_id: str, ticket_hash: str) -> str | None:
        """The holder of a ticket, leaving it usable (a stream checks it before it opens and
        takes it once it has); None when it was never issued, is used or has expired."""

    @abstractmethod
    def take_ticket(self, session_id: str, ticket_hash: str) -> str | None:
        """The holder of a ticket, removing it (a ticket is used once); None when it was
        never issued, is used or has expired."""

    @abstractmethod
    def open_stream(
        self, session_id: str, holder: str, stream_id: str, limit: int, lease_s: float
    ) -> bool:
        """Count a stream of `holder` (a seat, or "*" for the public) for `lease_s`
        seconds; False when `holder` already has `limit` streams open (all hosts count)."""

    @abstractmethod
    def count_streams(self, session_id: str, holder: str) -> int:
        """How many streams `holder` has open on the session now (all hosts count)."""

    @abstractmethod
    def renew_streams(
        self, session_id: str, members: list[tuple[str, str]], lease_s: float
    ) -> tuple[int, str | None] | None:
        """Extend the leases of the (holder, stream id) streams of a session, and answer
        its `head` (None when it is gone) in the same round trip."""

    @abstractmethod
    def close_stream(self, session_id: str, holder: str, stream_id: str) -> None:
        """Stop counting a stream."""

    @abstractmethod
    def ping(self) -> bool:
        """Whether the backend answers now (readiness). Never raises."""

    def close(self) -> None:  # noqa: B027 - optional hook, a no-op for most stores
        """Release connections."""
