"""Tables that run themselves: bot seats and turn clocks (docs/sessions.md, "Bot seats
and clocks").

Every write of a session that has bot seats or a clock records its `turn` (the seat to
act, when that is due, and a person's deadline), and schedules one job for the version
it made (`scheduled`). The job (`driver.act`) plays the bot's move or the timed-out turn
through the same compare-and-set as a person's move, on that version: a person's move, a
second host and a retried job cannot all land, because only one write makes the next
version. The jobs run in-process (`inprocess.py`) or on Dramatiq workers (`jobs.py`).
"""

from __future__ import annotations

from .chance import settled
from .scheduling import overdue, scheduled, scheduler_for
from .turns import (
    entry_fields,
    iso,
    now_ms,
    shown,
    timed_out,
    wait_on,
)

__all__ = [
    "entry_fields",
    "iso",
    "now_ms",
    "overdue",
    "scheduled",
    "scheduler_for",
    "settled",
    "shown",
    "timed_out",
    "wait_on",
]
