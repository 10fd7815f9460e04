"""A Redis restart under tables with clocks (tests/tables/cluster.py): one host, one job
worker, a redis-server that keeps every write (AOF, fsync always), so the sessions and
Dramatiq's messages come back with it. What holds: each deadline the worker held still
fires once, a few seconds late at most. (A Redis without persistence comes back empty:
the sessions are gone with their deadlines, and there is nothing left to enforce.)

Dramatiq alone loses them: its consumer forgets the delayed messages it holds on the
connection error, and Redis keeps them as fetched by a worker that is still alive, so
they wait for that worker's restart (dramatiq#527). service/tables/jobs.py's broker takes
a new worker id after a connection error, whose maintenance gives them back."""

from __future__ import annotations

import time
from pathlib import Path

from dramatiq.worker import CONSUMER_RESTART_DELAY

from service.tables.jobs import HEARTBEAT_TIMEOUT_MS
from service.tables.turns import now_ms

from .cluster import cluster, deadline_ms
from .test_table_hosts import CLOCK, PATIENCE_S, TURN_MS, wait_for_log

AOF = ("--appendonly", "yes", "--appendfsync", "always")
DOWN_S = 1.0
# After the restart the worker's consumers wait CONSUMER_RESTART_DELAY to reconnect, its
# old id is taken for dead HEARTBEAT_TIMEOUT_MS after its last heartbeat, and maintenance
# runs on a tenth of the broker's calls (0.1 s apart when idle); the bound allows those,
# from the moment Redis went down, and 5 s more for a loaded machine.
RESTART_BOUND_MS = CONSUMER_RESTART_DELAY + HEARTBEAT_TIMEOUT_MS + 1000 + 5000


def test_a_redis_restart_delays_a_held_deadline_by_seconds_and_it_fires_once(
    tmp_path: Path,
) -> None:
    with cluster(tmp_path, workers=1, hosts=1, redis_extra=AOF) as tables:
        made = [
            tables.create(tables.hosts[0], game="meow10", players=["ann", "bob"], clock=CLOCK)
            for _ in range(3)
        ]
        ends = time.monotonic() + PATIENCE_S
        while not all(tables.holder(c["id"], 0) for c in made):
            assert time.monotonic() < ends, "the worker never fetched the deadlines"
            time.sleep(0.05)
        first = min(deadline_ms(c["clock"]["deadline"]) for c in made)
        time.sleep(max(0.0, (first - 1500 - now_ms()) / 1000))
        down = now_ms()
        tables.redis.stop()  # SIGKILL: every connection drops
        time.sleep(DOWN_S)
        tables.redis.start()  # the same port, every write back from the AOF
        for created in made:
            sid = created["id"]
            log = wait_for_log(tables, sid, 1, within_s=(RESTART_BOUND_MS + 10_000) / 1000)
            once = [e for e in log if e["version"] == 1]
            assert len(once) == 1 and once[0]["by"] == "timeout", log
            committed = deadline_ms(once[0]["clock"]["deadline"]) - TURN_MS
            deadline = deadline_ms(created["clock"]["deadline"])
            assert committed >= deadline, (sid, committed, deadline)
            assert committed - max(deadline, down) <= RESTART_BOUND_MS, (
                f"{sid} timed out {committed - deadline} ms after its deadline, Redis down "
                f"{deadline - down} ms before it; the bound is CONSUMER_RESTART_DELAY + "
                f"HEARTBEAT_TIMEOUT_MS + maintenance (1000) + 5000 = {RESTART_BOUND_MS} ms"
            )
        assert "is now" in tables.workers[0].tail()  # the id it retired
