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

import orjson

from .base import (
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
    StoreFull,
    new_stamp,
)
from .feed import Committed, Deleted, LocalFeed

# Expired sessions are dropped lazily when touched, and swept every this many creates
# (and whenever the cap is reached) so that abandoned sessions cannot pile up.
_SWEEP_EVERY = 256
# Live sessions one process keeps at most (about 12 KB each: some 120 MB at the cap).
MAX_SESSIONS = 10_000


@dataclass(slots=True)
class _Session:
    version: int
    record: bytes
    expires_at: float
    stamp: str  # of the write that made `version`: the same content tags as with Redis
    log: list[tuple[bytes, str]] = field(default_factory=list)  # (entry JSON, its stamp)
    streams: dict[str, float] = field(default_factory=dict)  # "holder|id" -> lease end
    tickets: dict[str, tuple[str, float]] = field(default_factory=dict)  # hash -> seat, end
    ended: str | None = None


@dataclass(slots=True)
class _Answer:
    fingerprint: str
    response: str
    expires_at: float


class MemoryStore(SessionStore):
    """Thread-safe: one lock serialises every operation, which makes `commit` atomic.

    At most `max_sessions` live sessions: past it, `create` sweeps out the expired ones and
    refuses (StoreFull) if that is not enough, so the process cannot grow without bound."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, max_sessions: int = MAX_SESSIONS
    ) -> None:
        self._clock = clock
        self.max_sessions = max_sessions
        self.feed: LocalFeed = LocalFeed()
        self._lock = threading.Lock()
        self._sessions: dict[str, _Session] = {}
        # Idempotency records outlive the session's idle TTL (like Redis keys would).
        self._answers: dict[str, dict[str, _Answer]] = {}
        self._creates = 0

    def _live(self, session_id: str, now: float) -> _Session | None:
        session = self._sessions.get(session_id)
        if session is not None and session.expires_at <= now:
            del self._sessions[session_id]
            return None
        return session

    def _answer(self, session_id: str, key: str, now: float) -> _Answer | None:
        answers = self._answers.get(session_id, {})
        answer = answers.get(key)
        if answer is not None and answer.expires_at <= now:
            del answers[key]
            return None
        return answer

    def _sweep(self, now: float) -> None:
        for sid in [s for s, v in self._sessions.items() if v.expires_at <= now]:
            del self._sessions[sid]
        for sid, answers in list(self._answers.items()):
            for key in [k for k, v in answers.items() if v.expires_at <= now]:
                del answers[key]
            if not answers:
                del self._answers[sid]

    def create(self, session_id: str, record: Record, ttl_s: float) -> None:
        data = orjson.dumps(record)
        with self._lock:
            now = self._clock()
            self._creates += 1
            full = len(self._sessions) >= self.max_sessions
            if full or self._creates % _SWEEP_EVERY == 0:
                self._sweep(now)
            if self._live(session_id, now) is not None:
                raise SessionExists(session_id)
            if len(self._sessions) >= self.max_sessions:
                raise StoreFull(f"{len(self._sessions)} live sessions: the cap")
            self._sessions[session_id] = _Session(0, data, now + ttl_s, new_stamp())

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
        expected_stamp: str | None = None,  # one process loses no write: versions suffice
        stamp: str | None = None,
    ) -> CommitResult:
        # Serialise before taking the lock: a bad record must change nothing.
        data = orjson.dumps(record)
        entry = orjson.dumps(log_entry)
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is None:
                return CommitResult(CommitStatus.NOT_FOUND)
            if idempotency is not None:
                first = self._answer(session_id, idempotency.key, now)
                if first is not None:
                    stored = StoredAnswer(first.fingerprint, first.response)
                    return CommitResult(CommitStatus.DUPLICATE, session.version, stored)
            if session.ended is not None:
                return CommitResult(CommitStatus.ENDED, session.version)
            if session.version != expected_version:
                current = Snapshot(session.version, orjson.loads(session.record), session.stamp)
                return CommitResult(CommitStatus.STALE, session.version, current=current)
            stamp = stamp or new_stamp()
            session.version += 1
            session.record = data
            session.stamp = stamp
            session.log.append((entry, stamp))
            session.expires_at = now + ttl_s
            if idempotency is not None:
                self._answers.setdefault(session_id, {})[idempotency.key] = _Answer(
                    idempotency.fingerprint, idempotency.response, now + idempotency.ttl_s
                )
            if self.feed.wants(session_id):  # in order: still under the lock
                self.feed.publish(
                    Committed(
                        session_id, session.version, stamp, orjson.loads(entry), orjson.loads(data)
                    )
                )
            return CommitResult(CommitStatus.APPLIED, session.version, stamp=stamp)

    def get_idempotent(self, session_id: str, key: str) -> StoredAnswer | None:
        with self._lock:
            now = self._clock()
            if self._live(session_id, now) is None:  # gone: its answers with it
                return None
            answer = self._answer(session_id, key, now)
            return None if answer is None else StoredAnswer(answer.fingerprint, answer.response)

    def log_since(self, session_id: str, after: int, limit: int | None = None) -> list[StoredEntry]:
        start = max(0, after)
        stop = None if limit is None else start + limit
        with self._lock:
            session = self._live(session_id, self._clock())
            entries = [] if session is None else session.log[start:stop]
        return [StoredEntry(orjson.loads(entry), stamp) for entry, stamp in entries]

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
            self._sessions.pop(session_id, None)
            self._answers.pop(session_id, None)
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

    def put_ticket(self, session_id: str, ticket_hash: str, seat: str, ttl_s: float) -> None:
        with self._lock:
            now = self._clock()
            session = self._live(session_id, now)
            if session is not None:
                session.tickets = {
                    h: held for h, held in session.tickets.items() if held[1] > now
                }  # swept as tickets are made, so unused ones cannot pile up
                session.tickets[ticket_hash] = (seat, now + ttl_s)

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
