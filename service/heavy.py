"""Heavy anonymous work gets a budget of its own: at most HEAVY_MAX requests at once, across
an instance's workers, verify a proof, replay a long game or write a session's proof.
Anyone may ask for them and each takes up to a second of a worker, so without a cap four
clients asking in a loop would hold every sync worker, and /healthz, moves and stream
tickets would wait behind them. Over the cap the answer is at once: 503 `heavy-work-busy`
with Retry-After, never a wait.

The slots are files in a directory the instance's workers share (gunicorn_conf makes it,
HEAVY_DIR): a request holds a slot by `flock` on one of them, which the kernel releases
when the worker exits however it does, so a killed worker never keeps one. Without the
directory (one process: tests, a bare `flask run`) the slots are this process's alone.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import Any, TypeVar

from . import current
from .problems import ApiProblem, ProblemType

# A replay or a proof of more moves than this is heavy; fewer take a few milliseconds.
HEAVY_MOVES = 100
RETRY_AFTER_S = 1

F = TypeVar("F", bound=Callable[..., Any])


def heavy_busy(limit: int) -> ApiProblem:
    return ProblemType.HEAVY_WORK_BUSY.problem(
        f"This instance is already doing its HEAVY_MAX ({limit}) heavy requests "
        "(verify, long replays, proofs); retry shortly.",
        headers={"Retry-After": str(RETRY_AFTER_S)},
    )


class HeavySlots:
    """`limit` slots, each a file of `directory` locked with flock, or this process's own.
    Slots of another kind of work share the directory under a `prefix` of their own, and
    answer `busy(limit)` when full."""

    def __init__(
        self,
        limit: int,
        directory: str | None,
        prefix: str = "slot",
        busy: Callable[[int], ApiProblem] = heavy_busy,
    ) -> None:
        self.limit = limit
        self.directory = directory
        self.prefix = prefix
        self.busy = busy
        self._pid = -1
        self._free: list[int] = []  # this process's slots not in use: fds, or indexes

    def _own(self) -> list[int]:
        """This process's slots: a forked worker opens files of its own, since a lock held
        through a descriptor the master opened would be every worker's at once."""
        if self._pid != os.getpid():
            self._pid = os.getpid()
            if self.directory is None:
                self._free = list(range(self.limit))
            else:
                paths = (
                    os.path.join(self.directory, f"{self.prefix}-{i}") for i in range(self.limit)
                )
                self._free = [os.open(path, os.O_RDWR | os.O_CREAT, 0o600) for path in paths]
        return self._free

    def take(self) -> int | None:
        """A slot, or None when every one is held (here or by another worker)."""
        free = self._own()
        for _ in range(len(free)):
            if not free:
                break
            slot = free.pop()
            if self.directory is None:
                return slot
            try:
                fcntl.flock(slot, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                free.insert(0, slot)  # another worker holds it: try the next
                continue
            return slot
        return None

    def give_back(self, slot: int) -> None:
        if self.directory is not None:
            fcntl.flock(slot, fcntl.LOCK_UN)
        self._free.append(slot)

    @contextmanager
    def held(self) -> Iterator[None]:
        """Hold a slot for the block; a 503 (`busy`) at once when none is free."""
        if self.limit <= 0:  # HEAVY_MAX=0: no cap
            yield
            return
        slot = self.take()
        if slot is None:
            raise self.busy(self.limit)
        try:
            yield
        finally:
            self.give_back(slot)


def heavy_work() -> HeavySlots:
    slots: HeavySlots = current.extension("heavy")
    return slots


def heavy(view: F) -> F:
    """Run the whole view in a heavy slot (GET proof: the log read and written whole)."""

    @wraps(view)
    def held(*args: Any, **kwargs: Any) -> Any:
        with heavy_work().held():
            return view(*args, **kwargs)

    return held  # type: ignore[return-value]


def is_long(body: dict[str, Any]) -> bool:
    """A replay or proof body of more than HEAVY_MOVES moves (before its schema: a list
    over its cap is the schema's 422, after a slot is taken or refused)."""
    moves = body.get("moves")
    return type(moves) is list and len(moves) > HEAVY_MOVES
