"""What a session's webhook is sent: its events in order, each with a stable id, and the
body of each (public information only: log entries, never a view).

Each event has a position, which the delivery cursor counts in: a move that made
version v is 2v, the end of a session at version v is 2v + 1 (nothing moves after it).
So the cursor names the last event delivered, whichever events the webhook takes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from schemas.hooks import END, MOVE

from ..referee import Referee
from ..sessions.views import public_entry
from ..store import Snapshot
from ..tables.turns import iso

TYPES = {MOVE: "session.move", END: "session.ended"}


def move_position(version: int) -> int:
    return 2 * version


def end_position(version: int) -> int:
    return 2 * version + 1


@dataclass(frozen=True, slots=True)
class Event:
    position: int
    id: str  # the `webhook-id`, the same for every attempt: receivers drop repeats by it
    body: bytes


def is_over(snap: Snapshot, referee: Referee) -> bool:
    """Whether the session has ended: its game is over, or it was ended (DELETE)."""
    state = snap.record.get("state")
    return snap.ended is not None or (state is not None and referee.game.is_over(state))


def head_position(snap: Snapshot, referee: Referee) -> int:
    """The position of the session's last event (its end, once it has ended)."""
    if is_over(snap, referee):
        return end_position(snap.version)
    return move_position(snap.version)


def pending(
    session_id: str,
    snap: Snapshot,
    referee: Referee,
    entries: Sequence[Mapping[str, Any]],
    cursor: int,
    kinds: Sequence[str],
    now_ms: int,
) -> list[Event]:
    """The events after `cursor` the webhook takes (`kinds`), in order: the moves among
    `entries` (log entries, in commit order), then the end if the session has ended and
    every move is among them (`now_ms`: the time of an end that has none of its own)."""
    game = referee.game.id
    found = []
    for entry in entries:
        position = move_position(entry["version"])
        if MOVE in kinds and position > cursor:
            data = {"session": session_id, "game": game, **public_entry(dict(entry))}
            found.append(_event(MOVE, f"{session_id}:{entry['version']}", position, data, entry))
    last = entries[-1]["version"] if entries else snap.version
    if END in kinds and last == snap.version and is_over(snap, referee):
        position = end_position(snap.version)
        if position > cursor:
            state = snap.record.get("state")
            data = {
                "session": session_id,
                "game": game,
                "version": snap.version,
                "reason": "deleted" if snap.ended is not None else "over",
                "outcome": None
                if state is None
                else referee.shown(state, None, snap.ended is not None)["outcome"],
            }
            # The end's time is its last move's; when it was ended (DELETE) is not kept:
            # then the time it is first sent.
            ended_by_move = entries and snap.ended is None
            final = entries[-1] if ended_by_move else {"at": now_ms}
            found.append(_event(END, f"{session_id}:end", position, data, final))
    return found


def _event(
    kind: str, event_id: str, position: int, data: dict[str, Any], entry: Mapping[str, Any]
) -> Event:
    timestamp = iso(entry["at"]) if "at" in entry else None
    payload = {"type": TYPES[kind], "timestamp": timestamp, "data": data}
    return Event(position, event_id, orjson.dumps(payload))
