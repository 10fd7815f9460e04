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
)

# Expired sessions are dropped lazily when touched, and swept every this many creates
# so that abandoned sessions cannot grow the process without bound.
_SWEEP_EVERY = 256


@dataclass(slots=True)
class _Session:
    version: int
    record: bytes
    expires_at: float
    log: list[bytes] = field(default_factory=list)


@dataclass(slots=True)
class _Answer:
    fingerprint: str
    response: str
    expires_at: float


class MemoryStore(SessionStore):
    """Thread-safe: one lock serialises every operation, which makes `commit` atomic."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
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
            if self._creates % _SWEEP_EVERY == 0:
                self._sweep(now)
            if self._live(session_id, now) is not None:
                raise SessionExists(session_id)
            self._sessions[session_id] = _Session(0, data, now + ttl_s)

    def get(self, session_id: str) -> Snapshot | None:
        with self._lock:
            session = self._live(session_id, self._clock())
            if session is None:
                return None
            version, data = session.version, session.record
        return Snapshot(version, orjson.loads(data))

    def commit(
        self,
        session_id: str,
        expected_version: int,
        record: Record,
        log_entry: LogEntry,
        ttl_s: float,
        idempotency: Idempotency | None = None,
        expected_stamp: str | None = None,  # one process loses no write: versions suffice
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
            if session.version != expected_version:
                current = Snapshot(session.version, orjson.loads(session.record))
                return CommitResult(CommitStatus.STALE, session.version, current=current)
            session.version += 1
            session.record = data
            session.log.append(entry)
            session.expires_at = now + ttl_s
            if idempotency is not None:
                self._answers.setdefault(session_id, {})[idempotency.key] = _Answer(
                    idempotency.fingerprint, idempotency.response, now + idempotency.ttl_s
                )
            return CommitResult(CommitStatus.APPLIED, session.version)

    def get_idempotent(self, session_id: str, key: str) -> StoredAnswer | None:
        with self._lock:
            now = self._clock()
            if self._live(session_id, now) is None:  # gone: its answers with it
                return None
            answer = self._answer(session_id, key, now)
            return None if answer is None else StoredAnswer(answer.fingerprint, answer.response)

    def log(self, session_id: str) -> list[LogEntry]:
        with self._lock:
            session = self._live(session_id, self._clock())
            entries = [] if session is None else list(session.log)
        return [orjson.loads(e) for e in entries]

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
            return existed

    def ping(self) -> bool:
        return True
