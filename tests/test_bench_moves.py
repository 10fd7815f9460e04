"""bench.move_instructions: Redis's count a move from two sections, and the moves it counts."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
import redis

from bench import instruction_table, procs
from bench.instruction_table import SESSION, Call, Workload, calls_of, production_env, send
from bench.move_instructions import (
    GOAL,
    TIMERS,
    WARM_VERSIONS,
    counted_moves,
    inclusive_cost,
    parse_args,
    per_move,
    report,
    split,
)
from bench.run import SESSION_MOVES_EACH


def version_major(sessions: int) -> list[Call]:
    """Moves as calls_of orders them: every session's version 0, then every version 1..."""
    return [
        (f"/v1/sessions/s{s}/moves", str(version).encode(), {})
        for version in range(SESSION_MOVES_EACH)
        for s in range(sessions)
    ]


def test_a_set_s_first_versions_of_every_session_warm_and_the_rest_are_counted() -> None:
    warm, counted = split(version_major(3), 3)
    assert {int(body) for _, body, _ in warm} == set(range(WARM_VERSIONS))
    assert {path for path, _, _ in warm} == {f"/v1/sessions/s{s}/moves" for s in range(3)}
    assert min(int(body) for _, body, _ in counted) == WARM_VERSIONS
    assert len(counted) == counted_moves(3) == 3 * (SESSION_MOVES_EACH - WARM_VERSIONS)


def test_a_set_of_another_size_than_its_sessions_is_refused() -> None:
    with pytest.raises(procs.BenchError):
        split(version_major(3)[:-1], 3)


def test_one_move_is_the_longer_section_less_the_shorter_over_the_moves_between() -> None:
    overhead = 7_000  # the mark's own command, in either section
    assert per_move(100 * 118_000 + overhead, 200 * 118_000 + overhead, 100) == 118_000


def test_the_timers_are_read_from_the_inclusive_annotation_by_their_exact_name() -> None:
    annotated = (
        "Ir\n--------\n24,054,752  PROGRAM TOTALS\n"
        "21,537,831  ???:processCommand [/usr/bin/redis-check-rdb]\n"
        "   872,604  ???:serverCron [/usr/bin/redis-check-rdb]\n"
        "    12,345  ???:clientsCron [/usr/bin/redis-check-rdb]\n"
    )
    assert inclusive_cost(annotated, TIMERS) == 872_604
    assert inclusive_cost(annotated, "Cron") == 0
    assert inclusive_cost(annotated, "databasesCron") == 0


def test_the_report_passes_a_game_whose_move_less_the_timers_is_under_the_goal() -> None:
    counts = {"meow10": (GOAL + 3_699.0, 3_700.0), "copycat": (GOAL + 3_600.0, 3_600.0)}
    lines = list(report(counts, 5))
    assert lines[2].split() == ["meow10", f"{GOAL - 1:,}", "PASS", "3,700", f"{GOAL + 3_699:,}"]
    assert lines[3].split() == ["copycat", f"{GOAL:,}", "FAIL", "3,600", f"{GOAL + 3_600:,}"]
    assert parse_args([]).sessions == 10 and counted_moves(10) == 200


@pytest.mark.redis
def test_the_counted_session_moves_find_their_snapshot_held(own_redis: Any, tmp_path: Path) -> None:
    """The production worker of bench.instructions --table (and of bench.move_instructions)
    commits each counted move in one round trip: no session is read first (HGETALL)."""
    env = production_env(own_redis.url, 0)
    client = redis.Redis.from_url(own_redis.url)
    with procs.gunicorn(instruction_table.SERVICE, env, tmp_path / "gunicorn.log") as server:
        warm = instruction_table.WARM
        session = Workload(SESSION, "meow10")
        calls = calls_of(server, session, warm + 60, tmp_path, itertools.count())
        send(server, calls[:warm])
        client.config_resetstat()
        send(server, calls[warm:])
        stats = client.info("commandstats")
    assert stats["cmdstat_evalsha"]["calls"] == 60
    assert "cmdstat_hgetall" not in stats
