"""bench.tables: the parts that could be wrong without showing. A commit time read from
the clock an entry started; each race's verdict from its log and the person's answer
(what counts as applied twice, and as lost); then a few races on real processes, one
worker killed among them, that the benchmark counts as it should."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench import tables
from bench.tables import Rig, check_race, committed_ms, spread
from service.tables.turns import iso

DEADLINE = 1_800_000_000_000
CREATED = {"id": "s1", "clock": {"seat": "ann", "deadline": iso(DEADLINE)}}
MOVE = {"player": "ann", "type": "play"}


def entry(by: str | None, committed: int, move: dict[str, Any] = MOVE) -> dict[str, Any]:
    found = {
        "version": 1,
        "move": move,
        "clock": {"seat": "bob", "deadline": iso(committed + 5000)},
    }
    if by is not None:
        found["by"] = by
    return found


def test_a_commit_time_is_the_clock_it_started_less_the_turn() -> None:
    assert committed_ms(entry("timeout", DEADLINE + 42)) == DEADLINE + 42
    assert committed_ms({"version": 9, "clock": None}) is None  # the game is over
    assert spread([3, 1, 2]) == {"n": 3, "p50": 2, "p99": 3, "max": 3}


@pytest.mark.parametrize(
    ("status", "log", "verdict"),
    [
        (200, [entry(None, DEADLINE - 10)], "person"),
        (409, [entry("timeout", DEADLINE + 80)], "timeout"),
        (200, [entry("timeout", DEADLINE + 80)], "twice"),  # both told they landed
        (200, [entry(None, DEADLINE - 10, {"player": "ann", "type": "x"})], "twice"),
        (409, [entry("timeout", DEADLINE - 1)], "twice"),  # a timeout before its deadline
        (409, [entry(None, DEADLINE - 10)], "twice"),  # refused, yet her move is in
        (409, [entry("timeout", DEADLINE), entry("timeout", DEADLINE)], "twice"),
        (409, [], "lost"),
    ],
)
def test_each_race_gets_its_verdict(
    monkeypatch: pytest.MonkeyPatch, status: int, log: list[dict[str, Any]], verdict: str
) -> None:
    monkeypatch.setattr(tables, "read_log", lambda base, sid: log)
    monkeypatch.setattr(tables, "LOST_AFTER_S", -1e10)  # its time is long past: no waiting
    rig = Rig("redis://unused", ["http://unused"], Path("."), {}, None)
    late: list[float] = []
    found = check_race(rig, CREATED, {"status": status, "move": MOVE}, late)
    assert found.split(":")[0] == verdict
    assert late == ([80] if verdict == "timeout" else [])


def test_races_on_real_processes_with_a_worker_killed_are_counted(tmp_path: Path) -> None:
    found = tables.races(tmp_path, total=6, batch=6, kill_every=1, seed=1)
    assert (found["races"], found["killed"]) == (6, 1)
    assert found["person"] + found["timeout"] == 6, found
    assert (found["twice"], found["lost"]) == (0, 0), found
