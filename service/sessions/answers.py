"""A move's answer, from its log entry: as first given, and again for a keyed retry.

An Idempotency-Key keeps only the version its move made and the tag it answered (some
60 bytes; the answer itself, a seat's view, is some 2.4 KB, and keys are kept a day), so
a session's keyed moves cost a store little more than its log. A retry rebuilds the
answer from the log: the same body, since a game's moves are deterministic from its
setup (docs/sessions.md, "Bounds"). One made after other moves plays the game again up
to its version, as a stream resumed mid-game does (some 90 us a move).
"""

from __future__ import annotations

from typing import Any

from engines.base import State

from ..referee import Referee, move_answer
from ..store import Snapshot
from . import context
from .preconditions import etag


def body(
    referee: Referee, seat: str, state: Any, entry: dict[str, Any], written: State | None = None
) -> dict[str, Any]:
    """The answer to the move of log entry `entry`, which made the typed `state` (and,
    when at hand, `written`: that state as the store holds it)."""
    return move_answer(referee.rules, referee.version, state, seat, entry, written=written)


def rebuilt(
    session_id: str, snap: Snapshot, referee: Referee, seat: str, version: int, tag: str
) -> dict[str, Any]:
    """The answer to the move that made `version` (its tag `tag`). From `snap` when that
    is the write the move made (a retry right after a lost reply); otherwise the game is
    played again from its setup up to `version`, as the log has it."""
    store, rules = context.store(), referee.rules
    if snap.version == version and etag(version, snap.stamp)["ETag"] == tag:
        entries = store.log_since(session_id, version - 1, 1)
        if len(entries) == 1:
            return body(referee, seat, rules.from_wire(snap.record["state"]), entries[0].entry)
    entries = store.log_since(session_id, 0, version)
    if len(entries) != version:  # deleted or expired since the key was read
        raise context.not_found(session_id)
    state = referee.setup_state(snap.record["setup"])
    for stored in entries:
        state = rules.apply(state, referee.load_move(state, stored.entry["move"])).state
    return body(referee, seat, state, entries[-1].entry)
