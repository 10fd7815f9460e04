"""Whose turn a table waits on, when it is due, and what answers say of it. Pure: the
time is passed in or read in one place (`now_ms`)."""

from __future__ import annotations

import time
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from bots.match import seat_to_act

from ..config import Settings

Turn = dict[str, Any]

# How long before its move is due a bot seat's job starts, by level, so that the move
# still lands when due (never before): what a job waits to start (a job worker's two 25
# ms polls, a turn at a core other tables' searches hold) and what the bot thinks. Every
# level decides in a millisecond or two but mcts, which searches for tens (docs/bots.md:
# CPU p99 under 100 ms, more on a busy host). A person's deadline is never played early.
THINK_AHEAD_MS = {"random": 100, "greedy": 100, "mcts": 200}


def now_ms() -> int:
    """Wall-clock milliseconds: deadlines are shared by every host, so they are times of
    day, not of one process's monotonic clock."""
    return int(time.time() * 1000)


def runs_itself(record: Mapping[str, Any]) -> bool:
    """Whether the session has bot seats or a clock, so the referee acts on it."""
    return bool(record.get("bots")) or "clock" in record


def next_turn(
    record: Mapping[str, Any], rules: Any, state: Any, settings: Settings, now: int | None = None
) -> Turn | None:
    """The turn the table waits on after a write that made `state`: a bot seat's (due
    after the bot delay), or a person's under a clock (due at the deadline); None when
    the referee has nothing to do (the game is over, or a person is to act without a
    clock). Where anyone may act, the first seat in order with a legal move is the one
    waited on (bots.match.seat_to_act)."""
    if rules.outcome(state) is not None:
        return None
    seat = seat_to_act(rules, state)
    if seat is None:
        return None
    now = now_ms() if now is None else now
    if seat in (record.get("bots") or ()):
        return {"seat": seat, "due": now + settings.bot_delay_ms}
    clock = record.get("clock")
    if clock is None:
        return None
    deadline = now + clock["turn_seconds"] * 1000
    return {"seat": seat, "due": deadline, "deadline": deadline}


def starts(record: Mapping[str, Any], turn: Turn) -> int:
    """When the referee starts on `turn`: a bot seat's think-ahead before it is due (its
    move waits for `due` all the same), a person's deadline when it passes."""
    if "deadline" in turn:
        return int(turn["due"])
    level: str = (record.get("bots") or {}).get(turn["seat"], "")
    return int(turn["due"]) - THINK_AHEAD_MS.get(level, 0)


def wait_on(record: dict[str, Any], rules: Any, settings: Settings, state: Any = None) -> bool:
    """Record the turn the table waits on after a write of `record` (`state`: the typed
    state the write made; None: the record's own, decoded), and say whether the table
    runs itself; one that no longer does waits on nothing."""
    if not runs_itself(record):
        record.pop("turn", None)
        return False
    typed = rules.from_wire(record["state"]) if state is None else state
    record["turn"] = next_turn(record, rules, typed, settings)
    return True


def timed_out(turn: Turn | None, seat: str, now: int | None = None) -> bool:
    """Whether `seat`'s deadline has passed (its turn is the referee's to play now)."""
    if turn is None or turn.get("seat") != seat or "deadline" not in turn:
        return False
    deadline: int = turn["deadline"]
    return (now_ms() if now is None else now) >= deadline


def clock_of(turn: Turn | None) -> dict[str, str] | None:
    """The answers' `clock`: whose deadline runs and when it ends; None when none runs."""
    if turn is None or "deadline" not in turn:
        return None
    return {"seat": turn["seat"], "deadline": iso(turn["deadline"])}


def iso(ms: int) -> str:
    moment = datetime.fromtimestamp(ms / 1000, UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def shown(record: Mapping[str, Any]) -> dict[str, Any]:
    """What every answer about the session says of its bot seats and clock."""
    found: dict[str, Any] = {}
    if record.get("bots"):
        found["bots"] = record["bots"]
    if "clock" in record:
        found["clock"] = clock_of(record.get("turn"))
    if record.get("fall_model"):
        found["fall_model"] = True
    return found


def entry_fields(record: Mapping[str, Any], by: str | None) -> dict[str, Any]:
    """What a log entry says beside the move (outside the chain's hash): who made it when
    the referee did, and the clock the move started."""
    found: dict[str, Any] = {}
    if by is not None:
        found["by"] = by
    if "clock" in record:
        found["clock"] = clock_of(record.get("turn"))
    return found
