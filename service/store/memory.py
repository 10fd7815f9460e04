"""An in-process session store, used when REDIS_URL is unset (development, tests, demos).

Sessions live in this process's memory: gunicorn must then run ONE worker process
(`--workers 1`, threads are fine), or each worker would see its own sessions, and a
restart forgets every session. For anything shared or durable use `RedisStore`.

Records are kept as JSON bytes, so callers never share mutable state with the store and
a record that is not JSON fails here exactly as it would with Redis.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from .base import (
    SESSION_RESERVE_BYTES,
    CommitResult,
    CommitStatus,
    HookState,
    Idempotency,
    LogEntry,
    Record,
    SessionExists,
    SessionStore,
    Snapshot,
    StoredAnswer,
    StoredEntry,
    StoreFull,
    new_stamp,
    with_state_json,
)
from .feed import Amended, Committed, Deleted, LocalFeed

# Expired sessions are dropped lazily when touched, and swept every this many creates
# (and whenever the store is full, at most once a second) so that abandoned sessions
# cannot pile up.
_SWEEP_EVERY = 256
_SWEEP_WHEN_FULL_EVERY_S = 1.0
# Live sessions one process keeps at most.
MAX_SESSIONS = 10_000
# The bytes the sessions of one process may hold. Every session counts as at least its
# reserve (SESSION_RESERVE_BYTES), so that a move that stays within it always finds room:
# new sessions stop at the creation watermark of this count, and only a session past its
# reserve has its moves refused, when the count would pass the cap.
MAX_BYTES = 256 * 1024 * 1024
CREATE_WATERMARK = 0.8
# What CPython adds to the JSON a session holds (measured with tracemalloc): the
# session's objects, a log entry's bytes, stamp and tuple, a key's strings and record.
_SESSION_OVERHEAD = 800
_ENTRY_OVERHEAD = 160
_ANSWER_OVERHEAD = 330


def _json(value: object) -> bytes:
    """`value` as JSON bytes that keep no more memory than their length: orjson's own
    result holds its whole write buffer (4 KiB and up), which made every log entry kept
    cost 4 KiB."""
    return bytes(memoryview(orjson.dumps(value)))


@dataclass(slots=True)
class _Answer:
    fingerprint: str
    response: str
    expires_at: float

    def size(self, key: str) -> int:
        return len(key) + len(self.fingerprint) + len(self.response) + _ANSWER_OVERHEAD


@dataclass(slots=True)
class _Session:
    version: int
    record: bytes
    expires_at: float
    stamp: str  # of the write that made `version`: the same content tags as with Redis
    log: list[tuple[bytes, str]] = field(default_factory=list)  # (entry JSON, its stamp)
    # Idempotency answers, each on its own TTL; they go with the session.
    answers: dict[str, _Answer] = field(default_factory=dict)
    streams: dict[str, float] = field(default_factory=dict)  # "holder|id" -> lease end
    tickets: dict[str, tuple[str, float]] = field(default_factory=dict)  # hash -> holder, end
    ended: str | None = None
    hook: HookState = field(default_factory=HookState)  # its webhook's deliveries
    size: int = 0  # bytes of its record, log and answers, with CPython's overhead


class MemoryStore(SessionStore):
    """Thread-safe: one lock serialises every operation, which makes `commit` atomic.

    Bounded in sessions and in bytes, so the process cannot grow without bound. `counted`
    is the sum over live sessions of their bytes, each at least `reserve_bytes`. `create`
    refuses (StoreFull) at `max_sessions` or at `watermark` of `max_bytes` counted, once
    sweeping out the expired ones is not enough; a commit that would take `counted` past
    `max_bytes` (only a session past its reserve adds to it) refuses before it writes."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        max_sessions: int = MAX_SESSIONS,
        max_bytes: int = MAX_BYTES,
        reserve_bytes: int = SESSION_RESERVE_BYTES,
        watermark: float = CREATE_WATERMARK,
    ) -> None:
        self._clock = clock
        self.max_sessions = max_sessions
        self.max_bytes, self.reserve_bytes, self.watermark = max_bytes, reserve_bytes, watermark
        self.feed: LocalFeed = LocalFeed()
        self._lock = threading.Lock()
        self._sessions: dict[str, _Session] = {}
        self.counted = 0
        self._creates = 0
        self._swept_at = clock()

    def _counts(self, size: int) -> int:
        return max(size, self.reserve_bytes)

    def _resize(self, session: _Session, size: int) -> None:
        self.counted += self._counts(size) - self._counts(session.size)
        session.size = size

    def _drop(self, session_id: str) -> _Session | None:
        session = self._sessions.pop(session_id, None)
        if session is not None:
            self.counted -= self._counts(session.size)
        return session

    def _live(self, session_id: str, now: float) -> _Session | None:
        session = self._sessions.get(session_id)
        if session is not None and session.expires_at <= now:
            self._drop(session_id)
            return None
        return session

    def _answer(self, session: _Session, key: str, now: float) -> _Answer | None:
        answer = session.answers.get(key)
        if answer is not None and answer.expires_at <= now:
            del session.answers[key]
            self._resize(session, session.size - answer.size(key))
            return None
        return answer

    def _sweep(self, now: float) -> None:
        self._swept_at = now
        for sid in [s for s, v in self._sessions.items() if v.expires_at <= now]:
            self._drop(sid)
        for session in self._sessions.values():
            for key in [k for k, v in session.answers.items() if v.expires_at <= now]:
                self._answer(session, key, now)

    def create(self, session_id: str, record: Record, ttl_s: float) -> None:
        data = _json(record)
        size = len(data) + len(session_id) + _SESSION_OVERHEAD
        with self._lock:
            now = self._clock()
            self._creates += 1
            swept_lately = now - self._swept_at < _SWEEP_WHEN_FULL_EVERY_S
            full = self._creation_refused(size) and not swept_lately
            if full or self._creates % _SWEEP_EVERY == 0:
                self._sweep(now)
            if self._live(session_id, now) is not None:
                raise SessionExists(session_id)
            if len(self._sessions) >= self.max_sessions:
                raise StoreFull(f"{len(self._sessions)} live sessions: the cap")
            if self._creation_refused(size):
                raise StoreFull(f"{self.counted} bytes counted: the creation watermark")
            self._sessions[session_id] = _Session(0, data, now + ttl_s, new_stamp(), size=size)
            self.counted += self._counts(size)

    def _creation_refused(self, size: int) -> bool:
        if len(self._sessions) >= self.max_sessions:
            return True
        return self.counted + self._counts(size) > self.watermark * self.max_bytes

    def get(self, session_id: str) -> Snapshot | None:
        with self._lock:
            session = self._live(session_id, self._clock())
            if session is None:
                return None
            version, data, stamp, ended = (
                session.version,
                session.record,
                session.stamp,
                session.ended,
            )
        return Snapshot(version, orjson.loads(data), stamp, ended)

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
        decoded: Any = None,  # not kept: every read parses the record anew
        state_json: bytes | None = None,
    ) -> CommitResult:
        # Serialise before taking the lock: a bad record must change nothing.
        data = _json(with_state_json(record, state_json))
        entry = _json(log_entry)
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return CommitResult(CommitStatus.NOT_FOUND)
            if idempotency is not None:
                first = self._answer(session, idempotency.key, now)
                if first is not None:
                    stored = StoredAnswer(first.fingerprint, first.response)
                    return CommitResult(CommitStatus.DUPLICATE, session.version, stored)
            if session.ended is not None:
                return CommitResult(CommitStatus.ENDED, session.version)
            # Another write at the same version (a host's seat change or new token) makes
            # the snapshot the move was decided on stale too.
            moved_on = session.version != expected_version
            if moved_on or expected_stamp not in (None, session.stamp):
                current = Snapshot(session.version, orjson.loads(session.record), session.stamp)
                return CommitResult(CommitStatus.STALE, session.version, current=current)
            stamp = stamp or new_stamp()
            size = session.size + len(data) - len(session.record) + len(entry) + len(stamp)
            size += _ENTRY_OVERHEAD
            answer = None
            if idempotency is not None:
                expires_at = now + idempotency.ttl_s
                answer = _Answer(idempotency.fingerprint, idempotency.response, expires_at)
                size += answer.size(idempotency.key)
            self._make_room(session, size, now)
            self._resize(session, size)
            session.version += 1
            session.record = data
            session.stamp = stamp
            session.log.append((entry, stamp))
            session.expires_at = now + ttl_s
            if idempotency is not None and answer is not None:
                session.answers[idempotency.key] = answer
            if self.feed.wants(session_id):  # in order: still under the lock
                self.feed.publish(
                    Committed(
                        session_id,
                        session.version,
                        stamp,
                        orjson.loads(entry),
                        orjson.loads(data).get("state"),
                    )
                )
            return CommitResult(CommitStatus.APPLIED, session.version, stamp=stamp)

    def amend(
        self,
        session_id: str,
        version: int,
        expected_stamp: str,
        record: Record,
        ttl_s: float,
        stamp: str,
    ) -> CommitResult:
        data = _json(record)
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return CommitResult(CommitStatus.NOT_FOUND)
            if session.ended is not None:
                return CommitResult(CommitStatus.ENDED, session.version)
            if session.version != version or session.stamp != expected_stamp:
                current = Snapshot(session.version, orjson.loads(session.record), session.stamp)
                return CommitResult(CommitStatus.STALE, session.version, current=current)
            self._resize(session, session.size + len(data) - len(session.record))
            session.record, session.stamp = data, stamp
            session.expires_at = now + ttl_s
            if self.feed.wants(session_id):  # in order: still under the lock
                self.feed.publish(Amended(session_id, version, stamp))
            return CommitResult(CommitStatus.APPLIED, version, stamp=stamp)

    def _make_room(self, session: _Session, size: int, now: float) -> None:
        """Raise StoreFull if a session growing to `size` would take `counted` past the
        cap (never within its reserve: its reserve is counted already)."""
        grows = self._counts(size) - self._counts(session.size)
        if grows <= 0 or self.counted + grows <= self.max_bytes:
            return
        if now - self._swept_at >= _SWEEP_WHEN_FULL_EVERY_S:
            self._sweep(now)
            if self.counted + grows <= self.max_bytes:
                return
        raise StoreFull(f"{self.counted} bytes counted: no room past this session's reserve")

    def get_idempotent(self, session_id: str, key: str) -> StoredAnswer | None:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:  # gone: its answers with it
                return None
            answer = self._answer(session, key, now)
            return None if answer is None else StoredAnswer(answer.fingerprint, answer.response)

    def log_since(self, session_id: str, after: int, limit: int | None = None) -> list[StoredEntry]:
        start = max(0, after)
        stop = None if limit is None else start + limit
        with self._lock:
            session = self._live(session_id, self._clock())
            entries = [] if session is None else session.log[start:stop]
        return [StoredEntry(orjson.loads(entry), stamp) for entry, stamp in entries]

    def hook_state(self, session_id: str) -> HookState | None:
        with self._lock:
            session = self._live(session_id, self._clock())
            return None if session is None else session.hook

    def save_hook(self, session_id: str, expected: HookState, new: HookState) -> bool:
        with self._lock:
            session = self._live(session_id, self._clock())
            if session is None:
                return False
            found = session.hook
            if (found.cursor, found.attempts) != (expected.cursor, expected.attempts):
                return False
            if new.cursor < found.cursor:
                return False
            session.hook = new
            return True

    def head(self, session_id: str) -> tuple[int, str | None] | None:
        with self._lock:
            session = self._live(session_id, self._clock())
            return None if session is None else (session.version, session.stamp)

    def touch(self, session_id: str, ttl_s: float) -> bool:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return False
            session.expires_at = now + ttl_s
            return True

    def delete(self, session_id: str) -> bool:
        with self._lock:
            existed = self._live(session_id, self._clock()) is not None
            self._drop(session_id)
            if existed:
                self.feed.publish(Deleted(session_id))
            return existed

    def end(self, session_id: str, reason: str, ttl_s: float) -> bool:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return False
            session.ended, session.stamp = reason, new_stamp()
            session.expires_at = now + ttl_s
            self.feed.publish(Deleted(session_id))
            return True

    # -- streams --------------------------------------------------------------

    def put_ticket(self, session_id: str, ticket_hash: str, holder: str, ttl_s: float) -> None:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is not None:
                session.tickets = {
                    h: held for h, held in session.tickets.items() if held[1] > now
                }  # swept as tickets are made, so unused ones cannot pile up
                session.tickets[ticket_hash] = (holder, now + ttl_s)

    def peek_ticket(self, session_id: str, ticket_hash: str) -> str | None:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            held = None if session is None else session.tickets.get(ticket_hash)
            return held[0] if held is not None and held[1] > now else None

    def take_ticket(self, session_id: str, ticket_hash: str) -> str | None:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            held = None if session is None else session.tickets.pop(ticket_hash, None)
            return held[0] if held is not None and held[1] > now else None

    def open_stream(
        self, session_id: str, holder: str, stream_id: str, limit: int, lease_s: float
    ) -> bool:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return False
            session.streams = {m: end for m, end in session.streams.items() if end > now}
            prefix = f"{holder}|"
            if sum(m.startswith(prefix) for m in session.streams) >= limit:
                return False
            session.streams[prefix + stream_id] = now + lease_s
            return True

    def count_streams(self, session_id: str, holder: str) -> int:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return 0
            prefix = f"{holder}|"
            return sum(m.startswith(prefix) and end > now for m, end in session.streams.items())

    def renew_streams(
        self, session_id: str, members: list[tuple[str, str]], lease_s: float
    ) -> tuple[int, str | None] | None:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return None
            for holder, stream_id in members:
                session.streams[f"{holder}|{stream_id}"] = now + lease_s
            return session.version, session.stamp

    def close_stream(self, session_id: str, holder: str, stream_id: str) -> None:
        with self._lock:
            session = self._sessions.get(session_id)
            if session is not None:
                session.streams.pop(f"{holder}|{stream_id}", None)

    def ping(self) -> bool:
        return True
