"""One stream's response: the events its reader may see, in version order, each once.

    retry: 1000
    id: 7              <- a new stream: the reader's whole view now
    event: session
    data: {"id": ..., "game": ..., "version": 7, "state": <view>, "seat": "ann"}

    id: 8              <- then one event per committed move
    event: move
    data: {"version": 8, "move": ..., "events": [...], "result": null, "state": <view>}

    : heartbeat        <- a comment every heartbeat interval, so proxies keep it open

    event: end         <- the session was deleted or expired, or the seat's token was
    data: {"reason": "deleted", "version": 8}      reissued ("revoked"); the stream closes

A stream resumed after version n (`Last-Event-ID: n`) starts with the moves after n
instead of a `session` event: rebuilt from the session's setup and log (the engines are
deterministic), then the live ones. A reader more than `max_replay` versions behind gets
the `session` event instead (its whole view now): replaying thousands of moves would cost
the process far more than the reader needs, and the log has them a page at a time. Each
rebuild leaves the hub a checkpoint `max_replay` versions back, from which the session's
next resumes rebuild: a resume costs about `max_replay` moves, not the whole game. A seat
change keeps the version, so a resume at or before a version the host changed a seat at
also gets the `session` event showing it, after the moves.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator, Mapping
from typing import Any

from engines import Game, IllegalMove, InvalidInput

from ..store import SessionStore
from .frames import HEARTBEAT, Frame, session_event, sse
from .hub import Checkpoint, Follower, Hub, Stream

log = logging.getLogger(__name__)

RETRY_MS = 1000  # how soon an EventSource reconnects after the stream drops
REVOKED = "revoked"  # an `end` reason: the stream's seat token was reissued
# Log entries read at a time when a session's past is rebuilt; between pages the replay
# lets the process's other streams run (under gevent, a replay from the in-process store
# would otherwise never give them a turn).
REPLAY_PAGE = 256


def rebuilt(
    store: SessionStore,
    game: Game,
    setup: Mapping[str, Any],
    session_id: str,
    upto: int,
    since: Checkpoint | None = None,
) -> Iterator[Frame]:
    """The session's frames after `since` (without one, from its setup) up to `upto`,
    replayed from its log. A checkpoint whose write the log no longer holds (the store
    lost writes and made its version again) is passed over for the setup."""
    if since is not None:
        own = store.log_since(session_id, since.version - 1, 1)
        if not own or own[0].entry.get("version") != since.version or own[0].stamp != since.stamp:
            since = None
    if since is None:
        read = 0
        state = game.setup(
            setup["players"], setup.get("options"), setup.get("seed"), setup.get("starter")
        )
    else:
        read, state = since.version, since.state
    while read < upto:
        page = store.log_since(session_id, read, min(REPLAY_PAGE, upto - read))
        if not page:
            return
        for stored in page:
            version = stored.entry["version"]
            if version > upto:
                return
            state = game.apply(state, stored.entry["move"]).state
            yield Frame(version, state, stored.entry, stored.stamp)  # a move: no fair play
        read += len(page)
        time.sleep(0)  # gevent: the other greenlets' turn


def stream_body(
    hub: Hub,
    follower: Follower,
    stream: Stream,
    start: Frame,
    resume_after: int | None,
) -> Iterator[bytes]:
    """The response body (the caller detaches the stream however the answer ends)."""
    for chunk in _events(hub, follower, stream, start, resume_after):
        stream.writing_since = time.monotonic()  # resumed once the server has sent it
        yield chunk
        stream.writing_since = None


def _events(
    hub: Hub, follower: Follower, stream: Stream, start: Frame, resume_after: int | None
) -> Iterator[bytes]:
    """The events of the stream, as its reader may see them."""
    game, seat, session_id = follower.game, stream.seat, follower.session_id
    yield b"retry: %d\n\n" % RETRY_MS
    last = start.version
    if resume_after is None:
        yield session_event(session_id, game, start, seat)
    elif last - resume_after > hub.settings.max_replay:
        yield session_event(session_id, game, start, seat)  # start again from it
    elif resume_after < last:
        yield from _resumed(hub, follower, stream, start, resume_after)
    elif resume_after == last and start.seats_changed:
        yield session_event(session_id, game, start, seat)  # a seat changed since
    else:
        # The reader has the follower's version, or is ahead of it (its notice of the
        # reader's version is still on its way; the route checked the version against
        # the store): what it has is skipped as it comes.
        last = resume_after
    while True:
        frames, ended = _wait(hub, follower, stream)
        for frame in frames:
            if frame.entry is None:  # read again after the store went back
                yield session_event(session_id, game, frame, seat)
            elif frame.version > last:
                yield frame.move_event(game, seat)
            else:
                continue
            last = frame.version
        if ended is not None:
            yield sse(None, "end", {"reason": ended, "version": last})
            return
        if stream.revoked:
            yield sse(None, "end", {"reason": REVOKED, "version": last})
            return
        if stream.overflowed or stream.gone or hub.draining:
            return  # a reader still there resumes with Last-Event-ID and misses nothing
        if not frames:
            yield HEARTBEAT


def _resumed(
    hub: Hub, follower: Follower, stream: Stream, start: Frame, after: int
) -> Iterator[bytes]:
    """The moves after `after` up to `start` (which holds the latest state), rebuilt."""
    store, game, seat = hub.store, follower.game, stream.seat
    if follower.setup is not None and start.version - after > 1:
        since = hub.checkpoint(follower.session_id)
        if since is not None and since.version > after:
            since = None
        keep = start.version - hub.settings.max_replay  # the oldest a later resume may ask
        try:
            for frame in rebuilt(
                store, game, follower.setup, follower.session_id, start.version - 1, since
            ):
                if frame.version == keep:
                    checkpoint = Checkpoint(frame.version, frame.stamp, frame.state)
                    hub.keep_checkpoint(follower.session_id, checkpoint)
                if frame.version > after:
                    yield frame.move_event(game, seat)
        except (IllegalMove, InvalidInput, KeyError, TypeError) as exc:
            log.error("stream: %s does not replay from its setup: %r", follower.session_id, exc)
            yield session_event(follower.session_id, game, start, seat)
            return
    elif start.version - after > 1:  # made before sessions kept their setup: start over
        yield session_event(follower.session_id, game, start, seat)
        return
    last = store.log_since(follower.session_id, start.version - 1, 1)
    read = start
    if start.entry is None and last and last[0].entry["version"] == start.version:
        start = Frame(
            start.version, start.state, last[0].entry, last[0].stamp, None, start.fair_play
        )
    if start.entry is None:
        yield session_event(follower.session_id, game, start, seat)
        return
    yield start.move_event(game, seat)
    if read.seats_changed:
        yield session_event(follower.session_id, game, read, seat)  # a seat changed since


def _wait(hub: Hub, follower: Follower, stream: Stream) -> tuple[list[Frame], str | None]:
    """The frames that reached the stream's inbox, and why the session ended if it did;
    ([], None) after a heartbeat interval with neither."""
    deadline = time.monotonic() + hub.settings.heartbeat_s
    with follower.cond:
        while (
            not stream.frames
            and follower.ended is None
            and not stream.overflowed
            and not stream.gone
            and not stream.revoked
            and not hub.draining
        ):
            left = deadline - time.monotonic()
            if left <= 0:
                break
            follower.cond.wait(left)
        frames = list(stream.frames)
        stream.frames.clear()
        return frames, follower.ended
