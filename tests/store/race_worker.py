"""A separate OS process committing to a RedisStore, for the multi-process race tests.

    python tests/store/race_worker.py URL SESSION_ID NAME rounds   (driven over stdin)
    python tests/store/race_worker.py URL SESSION_ID NAME free TARGET

`rounds`: "read" -> take a snapshot and print "read <version>"; "commit" -> commit on that
snapshot and print "applied <v>" or "stale <v>"; EOF ends. The parent makes every worker
read before any commits, so all of them race at the same version.
`free`: get-then-commit as fast as possible until the version reaches TARGET (`free_run`,
which the test's threads run too); prints one JSON line {"applied": [[version, stamp]],
"stale": n, "errors": [...]}. Any other failure exits non-zero with its traceback.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script: find `service`

from service.store import RedisStore, SessionStore, Snapshot, StoreUnavailable  # noqa: E402
from service.store.base import new_stamp  # noqa: E402

TTL_S = 60.0
# How long one worker may keep retrying a store that does not answer (a loaded machine
# makes Redis miss its 0.25 s timeout, and the store then refuses everything for a
# second): past this the worker gives up, and the test fails naming why.
PATIENCE_S = 60.0
T = TypeVar("T")


def attempt(store: RedisStore, session_id: str, snap: Snapshot, name: str) -> tuple[str, int]:
    """Read-modify-write of a counter, guarded only by the store's compare-and-set."""
    record = {"counter": snap.record["counter"] + 1, "by": name}
    entry = {"version": snap.version + 1, "by": name}
    result = store.commit(session_id, snap.version, record, entry, TTL_S)
    return result.status.value, int(result.version or 0)


def rounds(store: RedisStore, session_id: str, name: str) -> None:
    snap: Snapshot | None = None
    for line in sys.stdin:
        if line.strip() == "read":
            snap = store.get(session_id)
            assert snap is not None
            print(f"read {snap.version}", flush=True)
        elif line.strip() == "commit":
            assert snap is not None
            status, version = attempt(store, session_id, snap, name)
            print(f"{status} {version}", flush=True)


def patiently(label: str, what: Callable[[], T], errors: list[str], deadline: float) -> T:
    """`what`, tried again while the store is unavailable, until `deadline`; every
    failure is noted in `errors`, after `label`."""
    while True:
        try:
            return what()
        except StoreUnavailable as exc:
            errors.append(f"{label}: {exc}")
            if time.monotonic() > deadline:
                raise
            time.sleep(0.01)  # bounded by the deadline; the store's pause ends by itself


def free_run(store: SessionStore, session_id: str, name: str, target: int) -> dict[str, Any]:
    """Read-modify-write until the version reaches `target`. A commit whose outcome is
    unknown (the store did not answer in time: it may have landed) is retried with the
    same stamp on the same version, which the store reports APPLIED if the first try
    landed, so an unknown outcome is never counted as lost or applied twice. Returns
    {"applied": [[version, stamp]], "stale": n, "errors": [every failure retried]}."""
    applied: list[list[Any]] = []
    errors: list[str] = []
    stale = 0
    deadline = time.monotonic() + PATIENCE_S
    while True:
        snap = patiently("get", lambda: store.get(session_id), errors, deadline)
        assert snap is not None, "the session is gone"
        if snap.version >= target:
            break
        stamp = new_stamp()
        record = {"counter": snap.record["counter"] + 1, "by": name}
        entry = {"version": snap.version + 1, "by": name}
        commit = partial(store.commit, session_id, snap.version, record, entry, TTL_S)
        result = patiently("commit", partial(commit, stamp=stamp), errors, deadline)
        if result.applied:
            applied.append([int(result.version or 0), stamp])
        else:
            stale += 1
    return {"applied": applied, "stale": stale, "errors": errors}


def free(store: RedisStore, session_id: str, name: str, target: int) -> None:
    print(json.dumps(free_run(store, session_id, name, target)), flush=True)


def main(argv: list[str]) -> None:
    url, session_id, name, mode = argv[:4]
    store = RedisStore(url)
    try:
        if mode == "rounds":
            rounds(store, session_id, name)
        else:
            free(store, session_id, name, int(argv[4]))
    finally:
        store.close()


if __name__ == "__main__":
    main(sys.argv[1:])
