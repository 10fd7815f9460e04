"""A frame: one version of a followed session, and each reader's event of it, encoded once."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

import orjson

from engines import Game
from engines.base import State

from ..referee import move_answer, shown

LogEntry = dict[str, Any]
# The record's key naming the version at which the host last changed a seat (a bot, a
# token): a change keeps the version, so a reader resuming at it is shown it.
SEATS_CHANGED_AT = "seats_changed_at"


@dataclass(slots=True, eq=False)
class Frame:
    """The session at `version`: its state, the stamp of the write that made it, and the
    log entry of the move that made it (None for a frame read from the store, which is
    sent as a whole `session` event instead of a move).

    Frames are shared by every stream of the session in a process; the event a reader
    gets is made once per reader kind (a seat, or the public) and kept with the frame."""

    version: int
    state: State
    entry: LogEntry | None
    stamp: str | None = None
    ended: str | None = None  # a frame read from an ended session: its GET says so
    fair_play: dict[str, Any] = field(default_factory=dict)  # as its GET shows it
    seats_changed: bool = False  # a read frame, after the host changed a seat at its version
    _events: dict[str | None, bytes] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def move_event(self, game: Game, seat: str | None) -> bytes:
        """`event: move` for `seat`: the move, and its answer as the reader would get it
        (game, version, events, result, and the reader's view of the state after it)."""
        made = self._events.get(seat)
        if made is None:
            assert self.entry is not None, "a start frame is sent as a session event"
            rules, state = game.rules, self.state
            # The state as its move's commit wrote it: masked, not written again.
            body = move_answer(
                rules, game.rules_version, rules.from_wire(state), seat, self.entry,
                with_move=True, written=state,
            )  # fmt: skip
            made = sse(self.version, "move", body)
            with self._lock:
                self._events.setdefault(seat, made)
        return made


def session_event(session_id: str, game: Game, frame: Frame, seat: str | None) -> bytes:
    """`event: session`: the reader's whole view, as GET /v1/sessions/{id} answers it."""
    body = {
        "id": session_id,
        "game": game.id,
        "version": frame.version,
        **shown(game.rules, game.rules_version, frame.state, seat, frame.ended is not None),
        "seat": seat,
        **frame.fair_play,
    }
    if frame.ended is not None:
        body["ended"] = {"reason": frame.ended}
    return sse(frame.version, "session", body)


def sse(event_id: int | None, event: str, data: Any) -> bytes:
    """One Server-Sent Event. orjson writes no newline, so `data` is one line."""
    head = b"" if event_id is None else b"id: %d\n" % event_id
    return head + b"event: " + event.encode() + b"\ndata: " + orjson.dumps(data) + b"\n\n"


HEARTBEAT = b": heartbeat\n\n"
