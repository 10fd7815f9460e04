"""The jobs in the worker that scheduled them: a timer thread per process for the tables'
turns, and another for webhook deliveries (a slow receiver never holds a bot's move).

For one host: a job lives in the memory of the worker whose write scheduled it, so a
worker that dies loses its jobs until the session is next read (`views.get_session`
schedules an overdue turn again, and a delivery). Deployments on several hosts run
`JOBS=dramatiq`."""

from __future__ import annotations

import heapq
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable
from typing import Any

from flask import Flask

from . import driver

log = logging.getLogger(__name__)

# A job: (session id, its argument) -> when to run it again with that time as its
# argument, or None.
Job = Callable[[str, int], int | None]


def _deliver(session_id: str, retry_at: int) -> int | None:
    from ..hooks.deliver import deliver  # noqa: PLC0415 (it imports the session views)

    return deliver(session_id, retry_at)


class _Timer:
    """Jobs due at times, run one at a time on a thread of this process. `collapse`: a
    session has one job waiting at most (a delivery job sends all that is new when it
    runs)."""

    def __init__(self, app: Flask, name: str, job: Job, collapse: bool) -> None:
        self._app, self._name, self._job, self._collapse = app, name, job, collapse
        self._jobs: list[list[Any]] = []  # [due, order, session id, argument, live]
        self._waiting: dict[str, list[Any]] = {}  # collapse: each session's job waiting
        self._order = itertools.count()
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._pid = 0
        self._closed = False

    def at(self, due_ms: int, session_id: str, argument: int) -> None:
        """Run the job at `due_ms`. Collapsing, a session's job waiting already takes the
        place of a new one, unless the new one has an argument (a delivery's retry, which
        a job without one would leave to it): then it takes the waiting one's place."""
        with self._wake:
            job = [due_ms, next(self._order), session_id, argument, True]
            if self._collapse:
                waiting = self._waiting.get(session_id)
                if waiting is not None:
                    if not argument:
                        return
                    waiting[4] = False
                self._waiting[session_id] = job
            heapq.heappush(self._jobs, job)
            self._start()
            self._wake.notify()

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify()

    def pending(self) -> int:
        with self._wake:
            return sum(job[4] for job in self._jobs)

    def _start(self) -> None:
        """Start the timer thread in this process (a forked worker has none of its
        parent's threads, so it starts its own)."""
        if self._thread is None or self._pid != os.getpid():
            self._pid = os.getpid()
            self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            with self._wake:
                while not self._closed:
                    wait = (self._jobs[0][0] - driver.now_ms()) / 1000 if self._jobs else None
                    if wait is not None and wait <= 0:
                        break
                    self._wake.wait(wait)
                if self._closed:
                    return
                _, _, session_id, argument, live = heapq.heappop(self._jobs)
                if not live:
                    continue
                self._waiting.pop(session_id, None)
            self._act(session_id, argument)

    def _act(self, session_id: str, argument: int) -> None:
        started = time.monotonic()
        try:
            with self._app.app_context():
                again = self._job(session_id, argument)
        except Exception:  # a job's failure must not stop the others
            log.exception("%s job %s@%d failed", self._name, session_id, argument)
            return
        if again is not None:
            self.at(again, session_id, again if self._collapse else argument)
        elapsed = time.monotonic() - started
        log.debug("%s job %s@%d in %.3f s", self._name, session_id, argument, elapsed)


class InProcessScheduler:
    durable = False

    def __init__(self, app: Flask) -> None:
        self._turns = _Timer(app, "tables", driver.act, collapse=False)
        self._hooks = _Timer(app, "hooks", _deliver, collapse=True)

    def at(self, due_ms: int, session_id: str, version: int) -> None:
        self._turns.at(due_ms, session_id, version)

    def deliver(self, due_ms: int, session_id: str, retry_at: int = 0) -> None:
        self._hooks.at(due_ms, session_id, retry_at)

    def close(self) -> None:
        self._turns.close()
        self._hooks.close()

    def pending(self) -> int:
        return self._turns.pending() + self._hooks.pending()
