"""What a store tells the streams: each commit as it lands, a change of the record with no
move, a deletion, or that notices may have been missed.

A store publishes a notice for every applied commit, amendment and deletion; a `Feed` hands
them, in commit order per session, to one listener per process (the stream hub,
service/streams/hub.py), for the sessions it follows. Delivery is at most once, as Redis
pub/sub's is: after a `Reset` the listener must read the store again to fill any gap.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

LogEntry = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Committed:
    """A commit that landed: the version it made, its write's stamp, the log entry and
    the record's state after it (what the streams' views are made from; the rest of the
    record a move never changes, and the chain's head is the entry's hash)."""

    session_id: str
    version: int
    stamp: str
    entry: LogEntry
    state: Any


@dataclass(frozen=True, slots=True)
class Amended:
    """The record was rewritten at the same version with no move (`SessionStore.amend`: a
    seat joined, the host handed a seat to a bot or back, or reissued a seat's token), by
    the write `stamp`. The notice carries no record: a follower reads the session again."""

    session_id: str
    version: int
    stamp: str


@dataclass(frozen=True, slots=True)
class Deleted:
    session_id: str


@dataclass(frozen=True, slots=True)
class Reset:
    """Notices may have been lost for every followed session (a dropped connection)."""


Notice = Committed | Amended | Deleted | Reset
Listener = Callable[[Notice], None]


class Feed(ABC):
    """Notices of the sessions `follow`ed, delivered to the one listener."""

    def __init__(self) -> None:
        self._listener: Listener | None = None

    def listen(self, listener: Listener) -> None:
        """Set the process's listener. It is called from the feed's own thread (Redis) or
        from the committing request's (in-process), and must not block."""
        self._listener = listener

    def deliver(self, notice: Notice) -> None:
        listener = self._listener
        if listener is not None:
            listener(notice)

    @abstractmethod
    def follow(self, session_id: str, timeout_s: float) -> bool:
        """Start delivering the session's notices; True once the subscription is in place,
        so a read made after it cannot miss a commit. False if that took over `timeout_s`."""

    @abstractmethod
    def unfollow(self, session_id: str) -> None:
        """Stop delivering the session's notices."""

    def close(self) -> None:  # noqa: B027 - optional hook, a no-op for the local feed
        """Release the feed's connection and thread."""


class LocalFeed(Feed):
    """The in-process store's feed: its commits call `publish` directly."""

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._followed: set[str] = set()

    def follow(self, session_id: str, timeout_s: float) -> bool:
        with self._lock:
            self._followed.add(session_id)
        return True

    def unfollow(self, session_id: str) -> None:
        with self._lock:
            self._followed.discard(session_id)

    def wants(self, session_id: str) -> bool:
        """Whether a commit of this session needs a notice (its record decoded for one)."""
        return session_id in self._followed

    def publish(self, notice: Committed | Amended | Deleted) -> None:
        if self.wants(notice.session_id):
            self.deliver(notice)
