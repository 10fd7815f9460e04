"""The hub: one per process, following the sessions its streams watch.

A `Follower` holds a session's latest frame (its version and full state) and the streams
open on it in this process. One dispatcher thread (a greenlet under gevent) owns every
follower's progress: it takes the store's notices in order (service/store/feed.py), turns
each commit into a frame and hands it to the session's streams, which each send their
reader's view of it. So a state is decoded once per process however many streams watch
it, and a view is made once per reader kind (Frame).

Nothing is ever skipped. A notice whose version is not the next one, a `Reset` (the feed
lost its connection) and a periodic check of each followed session all lead to the same
catch-up: the missed entries are read from the store's log and applied to the follower's
state (the engines are deterministic, so this rebuilds exactly the states the commits
wrote). The check also renews the streams' leases (the per-seat limit counts open streams
across hosts) and ends the streams of a session that has expired.

A seat's stream holds the credential it was opened with (its token's hash). When the
record changes with no move (`Amended`: a seat handed to a bot or back, a token
reissued), the follower reads the session again: a stream whose seat's token was
reissued is ended at once, before it is handed anything the new holder's moves make,
and every other stream gets a `session` event showing the change.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engines import Game, IllegalMove, InvalidInput
from engines.base import State

from .. import metrics, proofs, tables
from ..store import SessionStore, Snapshot, StoreUnavailable
from ..store.feed import Amended, Committed, Deleted, Notice, Reset
from .frames import SEATS_CHANGED_AT, Frame
from .readers import Connection, cut_off, hung_up

log = logging.getLogger(__name__)


class StreamsFull(Exception):
    """This process already serves as many streams as it may (or public ones: `public`)."""

    def __init__(self, public: bool = False) -> None:
        super().__init__("public streams" if public else "streams")
        self.public = public


class Revoked(Exception):
    """The seat's token the stream was opened with is no longer the seat's."""


class FollowFailed(Exception):
    """The session could not be followed: the store did not answer, or it is gone."""

    def __init__(self, gone: bool) -> None:
        super().__init__("gone" if gone else "unavailable")
        self.gone = gone


@dataclass(eq=False)
class Stream:
    """One open stream's inbox, filled by the dispatcher and emptied by its response."""

    seat: str | None
    id: str
    credential: str | None = None  # the seat's token hash it was opened with
    frames: deque[Frame] = field(default_factory=deque)
    overflowed: bool = False  # its reader fell too far behind: it ends, and resumes
    connection: Connection | None = None  # the reader's, where the server tells it
    gone: bool = False  # its reader hung up, or took nothing for too long: it ends
    revoked: bool = False  # its seat's token was reissued: it ends, and is handed nothing
    writing_since: float | None = None  # when the server began sending what it gave last

    @property
    def holder(self) -> str:
        """Who the stream counts against: its seat, or "*" for the public."""
        return "*" if self.seat is None else self.seat


@dataclass(eq=False)
class Follower:
    session_id: str
    game: Game
    setup: Mapping[str, object] | None  # how the session was dealt, for rebuilding its past
    cond: threading.Condition = field(default_factory=threading.Condition)
    frame: Frame | None = None  # the latest; None until the first read of the session
    streams: set[Stream] = field(default_factory=set)
    users: int = 0  # streams attached or attaching (the hub's lock guards it)
    pending: list[Committed | Amended] = field(default_factory=list)  # before the first read
    seats: Mapping[str, str] = field(default_factory=dict)  # player -> token hash, as read
    ended: str | None = None  # "deleted" or "expired": every stream ends
    failed: bool = False
    # An amendment it could not read (the store did not answer): read at the next check,
    # whatever moves came meanwhile, so that a reissued token's streams still end.
    reread_due: bool = False
    # The stamps of the versions sent lately (the last SENT_STAMPS of them), so that a
    # notice of one of them that comes late is told from a store that went back.
    sent: dict[int, str | None] = field(default_factory=dict)


# How many versions a follower remembers the stamps of. A notice of an older version than
# that (or of one it never sent: before its first read, or skipped by a whole view) is
# old news; a store that went back further shows at the next check (the head is behind)
# or, after a dropped connection, at once (the feed's Reset).
SENT_STAMPS = 64  # late notices wait a few versions at most; ~8 KB a session

# How often the streams' connections are looked at: a reader that hangs up frees its
# place within this, not at its stream's next heartbeat.
SWEEP_S = 1.0


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """A session's state at a version a resumed stream rebuilt, and the stamp of the write
    that made it: the next resume of the session rebuilds from here, not from its setup."""

    version: int
    stamp: str | None
    state: State


# Sessions whose last checkpoint a process keeps (a state of a few KB each).
CHECKPOINTS = 256


@dataclass(frozen=True, slots=True)
class _Synced:
    follower: Follower
    snapshot: Snapshot | None


@dataclass(frozen=True, slots=True)
class HubSettings:
    heartbeat_s: float = 15.0  # also how often every followed session is checked
    max_frames: int = 256  # frames a stream may hold unsent before it is ended
    max_replay: int = 100  # moves a resumed stream replays; further behind, a whole view
    send_timeout_s: float = 30.0  # a reader that takes nothing this long is cut off
    max_streams: int = 4000  # streams one process serves at most
    # public ones among them, so that anonymous readers can never take the seats' room
    max_public: int = 1000
    follow_timeout_s: float = 2.0


class Hub:
    def __init__(
        self,
        store: SessionStore,
        games: Callable[[Mapping[str, object]], Game | None],
        settings: HubSettings = HubSettings(),
    ) -> None:
        self.store = store
        self.settings = settings
        self._games = games
        self._lock = threading.Lock()
        self._followers: dict[str, Follower] = {}
        self._streams = 0
        self._public = 0
        self._inbox: queue.Queue[Notice | _Synced | None] = queue.Queue()
        self._dispatcher: threading.Thread | None = None
        self._checkpoints: OrderedDict[str, Checkpoint] = OrderedDict()
        self._closed = False
        self.draining = False  # the process is stopping: streams end, readers resume elsewhere

    @property
    def open_streams(self) -> int:
        return self._streams

    # -- attaching and detaching streams ----------------------------------------

    def attach(
        self,
        session_id: str,
        record: Mapping[str, object],
        seat: str | None,
        credential: str | None,
        stream_id: str,
    ) -> tuple[Follower, Stream, Frame]:
        """Open a stream of `seat` (None: the public) on a session, opened with the seat's
        token hash `credential` (None: no token), under `stream_id` (the id its lease is
        counted under): its follower, its inbox, and the frame it starts from
        (every later frame reaches the inbox). Raises StreamsFull, FollowFailed when the
        session cannot be followed now, or Revoked when the follower has read that the
        seat's token is another by now."""
        game = self._games(record)  # the session's game, under its rules version
        if game is None:
            raise FollowFailed(gone=True)
        self._start()
        with self._lock:
            if self._streams >= self.settings.max_streams or self.draining:
                raise StreamsFull()
            if seat is None and self._public >= self.settings.max_public:
                raise StreamsFull(public=True)
            follower = self._followers.get(session_id)
            fresh = follower is None or follower.failed or follower.ended is not None
            if fresh:
                setup = record.get("setup")
                follower = Follower(session_id, game, setup if isinstance(setup, Mapping) else None)
                self._followers[session_id] = follower
            assert follower is not None
            follower.users += 1
            self._streams += 1
            self._public += seat is None
            metrics.stream_opened()
        try:
            if fresh:
                self._follow(follower)
            stream = Stream(seat, stream_id, credential)
            with follower.cond:
                deadline = time.monotonic() + self.settings.follow_timeout_s
                while follower.frame is None and not follower.failed and follower.ended is None:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        break
                    follower.cond.wait(left)
                if follower.frame is None:  # gone before it was read, or the store failed
                    raise FollowFailed(gone=follower.ended is not None)
                if credential is not None and follower.seats.get(str(seat)) != credential:
                    self._still_seated(session_id, str(seat), credential)
                # An ended session (a DELETE) still opens: its stream shows how it ended.
                follower.streams.add(stream)
                return follower, stream, follower.frame
        except BaseException:
            self._release(follower, seat)
            raise

    def _still_seated(self, session_id: str, seat: str, credential: str) -> None:
        """Raise Revoked unless the session, read now, holds `credential` as the seat's
        token: what the follower read last may be older than the reader's own read (a
        reissue whose notice is on its way) or newer (the token was reissued since)."""
        snapshot = self.store.get(session_id)
        if snapshot is None or _seats(snapshot.record).get(seat) != credential:
            raise Revoked()

    def detach(self, follower: Follower, stream: Stream) -> None:
        with follower.cond:
            follower.streams.discard(stream)
        self._release(follower, stream.seat)

    def _release(self, follower: Follower, seat: str | None) -> None:
        with self._lock:
            follower.users -= 1
            self._streams -= 1
            self._public -= seat is None
            metrics.stream_closed()
            # A follower that ended may have been replaced by a new one of the session,
            # whose subscription this one must leave alone.
            removed = follower.users == 0 and self._followers.get(follower.session_id) is follower
            if removed:
                del self._followers[follower.session_id]
        if removed:
            self.store.feed.unfollow(follower.session_id)

    def _follow(self, follower: Follower) -> None:
        """Subscribe first, then read: a commit between the two is then both in the read
        and among the notices, and the notice is dropped as already seen."""
        try:
            if not self.store.feed.follow(follower.session_id, self.settings.follow_timeout_s):
                raise StoreUnavailable("the stream feed did not subscribe in time")
            snapshot = self.store.get(follower.session_id)
        except StoreUnavailable:
            with follower.cond:
                follower.failed = True
                follower.cond.notify_all()
            raise FollowFailed(gone=False) from None
        self._inbox.put(_Synced(follower, snapshot))

    def checkpoint(self, session_id: str) -> Checkpoint | None:
        with self._lock:
            return self._checkpoints.get(session_id)

    def keep_checkpoint(self, session_id: str, checkpoint: Checkpoint) -> None:
        with self._lock:
            self._checkpoints[session_id] = checkpoint
            self._checkpoints.move_to_end(session_id)
            if len(self._checkpoints) > CHECKPOINTS:
                self._checkpoints.popitem(last=False)

    # -- the dispatcher ---------------------------------------------------------

    def _start(self) -> None:
        if self._dispatcher is not None and self._dispatcher.is_alive():
            return
        with self._lock:
            if self._dispatcher is None or not self._dispatcher.is_alive():
                self.store.feed.listen(self.notify)
                self._dispatcher = threading.Thread(
                    target=self._dispatch, name="stream-hub", daemon=True
                )
                self._dispatcher.start()

    def notify(self, notice: Notice) -> None:
        """The feed's listener: queued for the dispatcher, in the order the feed gives."""
        self._inbox.put(notice)

    def close(self) -> None:
        self._closed = True
        self._inbox.put(None)

    def drain(self) -> None:
        """End every stream now (without an `end` event: the session goes on), so that
        their readers reconnect to another process instead of waiting out a shutdown."""
        self.draining = True
        with self._lock:
            followers = list(self._followers.values())
        for follower in followers:
            with follower.cond:
                follower.cond.notify_all()

    def _dispatch(self) -> None:
        next_check = time.monotonic() + self.settings.heartbeat_s
        next_sweep = time.monotonic() + SWEEP_S
        while not self._closed:
            wait = min(next_check, next_sweep) - time.monotonic()
            try:
                item = self._inbox.get(timeout=max(0.0, wait))
            except queue.Empty:
                item = None
            try:
                if time.monotonic() >= next_sweep:
                    next_sweep = time.monotonic() + SWEEP_S
                    self._sweep()
                if time.monotonic() >= next_check:
                    next_check = time.monotonic() + self.settings.heartbeat_s
                    self._check_all()
                if item is not None:
                    self._handle(item)
            except Exception:  # noqa: BLE001 - the dispatcher must outlive any one bug
                log.exception("stream hub: could not handle %r", item)

    def _handle(self, item: Notice | _Synced) -> None:
        if isinstance(item, _Synced):
            self._synced(item.follower, item.snapshot)
        elif isinstance(item, Committed | Amended):
            follower = self._followers.get(item.session_id)
            if follower is None:
                return
            if follower.frame is None:
                follower.pending.append(item)
            else:
                self._noticed(follower, item)
        elif isinstance(item, Deleted):
            follower = self._followers.get(item.session_id)
            if follower is not None:
                self._end(follower, "deleted")
        elif isinstance(item, Reset):
            self._reseat_all()
            self._check_all()

    def _synced(self, follower: Follower, snapshot: Snapshot | None) -> None:
        if snapshot is None:
            self._end(follower, "expired")
            return
        follower.seats = _seats(snapshot.record)
        self._push(follower, _read(snapshot))
        if snapshot.ended is not None:  # ended early: readable, but nothing will follow
            self._end(follower, snapshot.ended)
            return
        pending, follower.pending = follower.pending, []
        for notice in pending:
            self._noticed(follower, notice)

    def _noticed(self, follower: Follower, notice: Committed | Amended) -> None:
        if isinstance(notice, Amended):
            self._amended(follower, notice)
        else:
            self._advance(follower, notice)

    def _advance(self, follower: Follower, notice: Committed) -> None:
        frame = follower.frame
        assert frame is not None
        if notice.version <= frame.version:
            # Already sent: read with the session, or caught up from the log while this
            # notice waited in the inbox. Unless its write is not the one that was sent:
            # then the store lost writes and made this version again.
            sent = follower.sent.get(notice.version, notice.stamp)
            if sent is not None and sent != notice.stamp:
                self._reread(follower)
            return
        if notice.version > frame.version + 1:
            self._catch_up(follower, notice.version - 1)
        frame = follower.frame
        assert frame is not None
        if notice.version == frame.version + 1:
            fair = _chained(frame, notice.entry)
            self._push(
                follower,
                Frame(notice.version, notice.state, notice.entry, notice.stamp, None, fair),
            )

    def _amended(self, follower: Follower, notice: Amended) -> None:
        """The record changed with no move: read it again, unless a read showed this
        write already. (A store that does not answer now leaves it to the next check,
        which finds the head's write is not the one sent.)"""
        if follower.sent.get(notice.version) == notice.stamp:
            return
        try:
            self._reread(follower)
        except StoreUnavailable:
            log.warning("stream hub: could not read %s again", follower.session_id)
            follower.reread_due = True

    def _reseat_all(self) -> None:
        """After the feed lost its connection: the amendments published meanwhile are
        lost, and later moves would hide them from the check. Each followed session whose
        seats' tokens changed is read again, as its amendment's notice would have had it
        (its reissued tokens' streams end); the others are left to the check."""
        for follower in list(self._followers.values()):
            if follower.frame is None or follower.ended is not None:
                continue
            try:
                snapshot = self.store.get(follower.session_id)
                if snapshot is None or _seats(snapshot.record) != follower.seats:
                    self._reread(follower)
            except StoreUnavailable:
                follower.reread_due = True

    def _reread(self, follower: Follower) -> None:
        """The session read again and shown as a whole `session` event, after an
        amendment, or when the head is not the write the streams were sent (the store
        lost the last writes, or an amendment's notice was lost): first the streams whose
        seat's token is no longer theirs are ended, then the moves made since the
        follower's frame are sent, then the session as read."""
        frame = follower.frame
        assert frame is not None
        snapshot = self.store.get(follower.session_id)
        if snapshot is None:
            self._end(follower, "expired")
            return
        self._revoke(follower, _seats(snapshot.record))
        if snapshot.ended is not None and snapshot.version == frame.version:
            self._end(follower, snapshot.ended)  # its Deleted notice was lost on the way
            return
        if snapshot.version < frame.version:
            log.warning(
                "stream hub: %s went back to version %d", follower.session_id, snapshot.version
            )
        elif snapshot.version > frame.version:
            self._catch_up(follower, snapshot.version)
        self._push(follower, _read(snapshot))

    def _revoke(self, follower: Follower, seats: Mapping[str, str]) -> None:
        """Keep the seats' token hashes as read, and end each stream opened with a token
        that is no longer its seat's: it is handed no frame from now on."""
        follower.seats = seats
        with follower.cond:
            for stream in follower.streams:
                if (
                    stream.credential is not None
                    and seats.get(str(stream.seat)) != stream.credential
                ):
                    stream.revoked = True
                    stream.frames.clear()
            follower.cond.notify_all()

    def _sweep(self) -> None:
        """End the streams whose reader hung up (service/streams/readers.py), and cut off
        those whose reader has taken nothing for send_timeout_s."""
        stalled_since = time.monotonic() - self.settings.send_timeout_s
        watched: dict[int, tuple[Follower, Stream]] = {}
        connections: list[Connection] = []
        for follower in list(self._followers.values()):
            with follower.cond:
                for stream in follower.streams:
                    if stream.connection is None or stream.gone:
                        continue
                    since = stream.writing_since
                    if since is not None and since < stalled_since:
                        stream.gone = True
                        cut_off(stream.connection)
                    else:
                        watched[id(stream.connection)] = (follower, stream)
                        connections.append(stream.connection)
        for connection in hung_up(connections):
            follower, stream = watched[id(connection)]
            with follower.cond:
                stream.gone = True
                follower.cond.notify_all()

    def _check_all(self) -> None:
        """Renew every stream's lease, end those of gone sessions, catch up any behind."""
        for follower in list(self._followers.values()):
            if follower.frame is None or follower.ended is not None:
                continue
            with follower.cond:
                members = [(s.holder, s.id) for s in follower.streams]
            try:
                if follower.reread_due:
                    self._reread(follower)
                    follower.reread_due = False
                head = self.store.renew_streams(
                    follower.session_id, members, 3 * self.settings.heartbeat_s
                )
                frame = follower.frame
                if head is None:
                    self._end(follower, "expired")
                elif head[0] < frame.version or (
                    head[0] == frame.version
                    and None not in (head[1], frame.stamp)
                    and head[1] != frame.stamp
                ):
                    self._reread(follower)
                elif head[0] > frame.version:
                    self._catch_up(follower, head[0])
            except StoreUnavailable:
                return  # tried again at the next check; streams keep their heartbeats

    def _catch_up(self, follower: Follower, upto: int) -> None:
        """Apply the logged moves after the follower's frame, up to `upto`, one frame each."""
        frame = follower.frame
        assert frame is not None
        for stored in self.store.log_since(follower.session_id, frame.version):
            version = stored.entry.get("version")
            if not isinstance(version, int) or version > upto:
                break
            if version != frame.version + 1:
                log.error("stream hub: %s's log skips to %s", follower.session_id, version)
                break
            try:
                state = follower.game.apply(frame.state, stored.entry["move"]).state
            except (IllegalMove, InvalidInput, KeyError, TypeError) as exc:
                log.error("stream hub: %s's log does not replay: %r", follower.session_id, exc)
                break
            frame = Frame(
                version, state, stored.entry, stored.stamp, None, _chained(frame, stored.entry)
            )
            self._push(follower, frame)

    def _push(self, follower: Follower, frame: Frame) -> None:
        follower.sent.pop(frame.version, None)  # re-inserted last: the newest
        follower.sent[frame.version] = frame.stamp
        if len(follower.sent) > SENT_STAMPS:
            del follower.sent[next(iter(follower.sent))]  # the oldest sent
        with follower.cond:
            starting = follower.frame is None
            follower.frame = frame
            if not starting:
                for stream in follower.streams:
                    if stream.revoked:
                        continue
                    if len(stream.frames) >= self.settings.max_frames:
                        stream.overflowed = True
                    else:
                        stream.frames.append(frame)
            follower.cond.notify_all()

    def _end(self, follower: Follower, reason: str) -> None:
        with follower.cond:
            follower.ended = reason
            follower.cond.notify_all()


def _seats(record: Mapping[str, Any]) -> Mapping[str, str]:
    seats = record.get("seats")
    return seats if isinstance(seats, dict) else {}


def _read(snapshot: Snapshot) -> Frame:
    record = snapshot.record
    fair = proofs.fair_play(record) | tables.shown(record)
    changed = record.get(SEATS_CHANGED_AT) == snapshot.version
    return Frame(
        snapshot.version, record["state"], None, snapshot.stamp, snapshot.ended, fair, changed
    )


def _chained(before: Frame, entry: Mapping[str, Any]) -> dict[str, Any]:
    """The fair-play fields after `entry`: those before it, with the entry's hash the head."""
    found = dict(before.fair_play)
    if "hash" in entry and found:
        found["chain"] = entry["hash"]
    if "clock" in entry:
        found["clock"] = entry["clock"]
    return found
