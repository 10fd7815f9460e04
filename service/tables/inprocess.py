"""The table's jobs in the worker that scheduled them: a timer thread per process.

For one host: a job lives in the memory of the worker whose write scheduled it, so a
worker that dies loses its jobs until the session is next read (`views.get_session`
schedules an overdue turn again). Deployments on several hosts run `JOBS=dramatiq`."""

from __future__ import annotations

import heapq
import logging
import os
import threading
import time

from flask import Flask

from . import driver

log = logging.getLogger(__name__)


class InProcessScheduler:
    def __init__(self, app: Flask) -> None:
        self._app = app
        self._jobs: list[tuple[int, str, int]] = []
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._pid = 0
        self._closed = False

    def at(self, due_ms: int, session_id: str, version: int) -> None:
        with self._wake:
            heapq.heappush(self._jobs, (due_ms, session_id, version))
            self._start()
            self._wake.notify()

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify()

    def pending(self) -> int:
        with self._wake:
            return len(self._jobs)

    def _start(self) -> None:
        """Start the timer thread in this process (a forked worker has none of its
        parent's threads, so it starts its own)."""
        if self._thread is None or self._pid != os.getpid():
            self._pid = os.getpid()
            self._thread = threading.Thread(target=self._run, name="tables", daemon=True)
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
                _, session_id, version = heapq.heappop(self._jobs)
            self._act(session_id, version)

    def _act(self, session_id: str, version: int) -> None:
        started = time.monotonic()
        try:
            with self._app.app_context():
                again = driver.act(session_id, version)
        except Exception:  # a job's failure must not stop the others
            log.exception("table job %s@%d failed", session_id, version)
            return
        if again is not None:
            self.at(again, session_id, version)
        log.debug("table job %s@%d in %.3f s", session_id, version, time.monotonic() - started)
