"""A separate OS process committing to a RedisStore, for the multi-process race tests.

    python tests/store/race_worker.py URL SESSION_ID NAME rounds   (driven over stdin)
    python tests/store/race_worker.py URL SESSION_ID NAME free TARGET

`rounds`: "read" -> take a snapshot and print "read <version>"; "commit" -> commit on that
snapshot and print "applied <v>" or "stale <v>"; EOF ends. The parent makes every worker
read before any commits, so all of them race at the same version.
`free`: get-then-commit as fast as possible until the version reaches TARGET; prints one
JSON line {"applied": [versions], "stale": n}.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script: find `service`

from service.store import RedisStore, Snapshot  # noqa: E402

TTL_S = 60.0


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


def free(store: RedisStore, session_id: str, name: str, target: int) -> None:
    applied: list[int] = []
    stale = 0
    while True:
        snap = store.get(session_id)
        assert snap is not None
        if snap.version >= target:
            break
        status, version = attempt(store, session_id, snap, name)
        if status == "applied":
            applied.append(version)
        else:
            stale += 1
    print(json.dumps({"applied": applied, "stale": stale}), flush=True)


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
