"""Where the jobs go: a table's turn, one per version of a session that waits on the
referee; a webhook's delivery, after each write of a session that has one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from flask import Flask

from .. import current
from ..config import Settings
from .turns import now_ms, starts


class Scheduler(Protocol):
    # Whether a job outlives the process that scheduled it (Dramatiq's do, in Redis).
    durable: bool

    def at(self, due_ms: int, session_id: str, version: int) -> None:
        """Run `driver.act(session_id, version)` at `due_ms` (or soon after)."""

    def deliver(self, due_ms: int, session_id: str, retry_at: int = 0) -> None:
        """Run `hooks.deliver.deliver(session_id, retry_at)` at `due_ms` (or soon after),
        and again when it says."""

    def close(self) -> None:
        """Stop taking jobs (those in flight may finish)."""


def scheduler_for(app: Flask, settings: Settings) -> Scheduler:
    if settings.jobs == "dramatiq":
        from .jobs import DramatiqScheduler  # noqa: PLC0415 (dramatiq only where it is used)

        assert settings.redis_url is not None  # Settings refuses JOBS=dramatiq without it
        return DramatiqScheduler(settings.redis_url)
    from .inprocess import InProcessScheduler  # noqa: PLC0415

    return InProcessScheduler(app)


def jobs() -> Scheduler:
    """The app's scheduler, for turns and deliveries alike."""
    scheduler: Scheduler = current.extension("tables")
    return scheduler


# A turn this long past due when its session is read has lost its job (an in-process
# job whose worker died): the read schedules it again, to run at once.
OVERDUE_MS = 2000


def overdue(session_id: str, version: int, record: Mapping[str, Any]) -> None:
    """Schedule the turn of a session read at `version` again if it is overdue."""
    turn = record.get("turn")
    if turn is not None and now_ms() >= turn["due"] + OVERDUE_MS:
        jobs().at(now_ms(), session_id, version)


def scheduled(session_id: str, version: int, record: Mapping[str, Any]) -> None:
    """Schedule the job of the write that made `version` of `record`, if its table waits
    on the referee."""
    turn = record.get("turn")
    if turn is not None:
        jobs().at(starts(record, turn), session_id, version)
