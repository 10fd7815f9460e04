"""Tables that run themselves, in the production shape: two gunicorn hosts and two job
workers (Dramatiq) on one real redis-server (tests/tables/cluster.py).

Every bot move and timeout is a job on the workers, committed with a compare-and-set on
the version it was scheduled for (service/tables/driver.py). Here: whole games against
two bots while a person plays over HTTP through both hosts and a stream on the other
host sees every version once, in order; a person's move racing its deadline, where one
of the two lands; and a worker killed with `kill -9` while it holds a deadline, which
still fires once, from the other worker, a few seconds late at most.

That a bot chooses from its seat's view only is the bots' non-interference property
(tests/bots/test_never_peeks.py: two states behind one view get the same move, at every
level); the driver hands the bot that view and the public log
(tests/http/test_tables.py, `test_a_bot_chooses_from_its_seats_view_and_the_public_log_only`).
Here each bot move is legal because it is in the log: the engine applies a move before
the store writes its entry, and refuses an illegal one."""

from __future__ import annotations

import random
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from service.tables.jobs import HEARTBEAT_TIMEOUT_MS
from service.tables.turns import now_ms
from tests.streams.sse import Reader, open_http

from .cluster import Cluster, Worker, call, deadline_ms

GAMES = ["cattower", "copycat", "meow10", "supermeow"]
PLAYERS = ["ann", "bob", "cy"]
BOTS = {"bob": "greedy", "cy": "random"}
CLOCK = {"turn_seconds": 5, "on_timeout": "bot"}
TURN_MS = 5000
PROBLEM = "urn:meow-referee:problem:"
# Random Super Meow play can last for hundreds of moves: the person buys up, as in
# tests/streams/test_stream_hosts.py.
SUPER_MEOW_BUYS = ["cat", "cape", "catfood", "coin3", "coin2"]
# No game here takes more moves than this (a bot that never ends one is a bug).
MOST_MOVES = 1500
# How long a test waits for a job that must come: far beyond what a job takes here, so
# only a job that never runs (or a machine stalled for that long) fails it.
PATIENCE_S = 30.0


def choose(game: str, moves: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    if game == "supermeow":
        for card in SUPER_MEOW_BUYS:
            for move in moves:
                if move["type"] == "buy" and move.get("card") == card:
                    return move
    return rng.choice(moves)


def play_against_two_bots(tables: Cluster, game: str) -> dict[str, Any]:
    """One session of `game` played to its end: ann over HTTP, her requests through the
    hosts in turn; bob and cy by the referee. Returns what was seen, for the checks."""
    a, b = tables.hosts
    created = tables.create(
        a, game=game, players=PLAYERS, bots=BOTS, clock=CLOCK, seed=f"hosts-{game}"
    )
    sid, ann = created["id"], created["seats"]["ann"]
    assert created["bots"] == BOTS and created["clock"] is not None
    # From version 0 on (Last-Event-ID: 0): the bots may have moved before it opened.
    response, stream = open_http(
        f"{b}/v1/sessions/{sid}/stream", {"Authorization": f"Bearer {ann}", "Last-Event-ID": "0"}
    )
    assert stream is not None, (response.status, response.body)
    rng = random.Random(game)
    sent = 0
    seen: list[dict[str, Any]] = []
    current: dict[str, Any] = created
    try:
        while not current["outcome"]["over"]:
            assert len(seen) < MOST_MOVES, f"{game}: no end after {len(seen)} moves"
            if "ann" in current["to_act"]:
                base = (a, b)[sent % 2]
                sent += 1
                status, listed = call(base, "GET", f"/v1/sessions/{sid}/legal-moves", token=ann)
                assert status == 200, listed
                if listed["moves"]:
                    move = choose(game, listed["moves"], rng)
                    body = {"move": move, "expected_version": listed["version"]}
                    base = (a, b)[sent % 2]
                    status, answer = call(base, "POST", f"/v1/sessions/{sid}/moves", body, ann)
                    # 409: a bot (where anyone may act) or her timeout came first
                    assert status in (200, 409), (status, answer)
            event = next_move_event(stream, game, len(seen) + 1)
            seen.append(event)
            current = event
    finally:
        stream.close()
    return {"id": sid, "created": created, "seen": seen}


def next_move_event(stream: Reader, game: str, version: int) -> dict[str, Any]:
    event = stream.next_event(PATIENCE_S)
    assert (event.event, event.id) == ("move", str(version)), (game, event)
    data: dict[str, Any] = event.data
    assert data["version"] == version
    return data


def test_each_game_plays_to_its_end_with_two_bot_seats_and_a_clock(tables: Cluster) -> None:
    """The four games at once, each in a thread: every move reaches the stream on host B
    once and in order, the log holds the same moves, and exactly the bot seats' moves are
    marked `by: bot` (ann's own are unmarked, or `timeout` had her clock run out)."""
    with ThreadPoolExecutor(len(GAMES)) as pool:
        runs = pool.map(lambda g: play_against_two_bots(tables, g), GAMES)
        played = dict(zip(GAMES, runs, strict=True))
    for game, run in played.items():
        log = tables.log(run["id"], host=1)
        seen = run["seen"]
        assert [e["version"] for e in log] == list(range(1, len(log) + 1)), game
        assert len(log) == len(seen) >= 10, (game, len(log))
        assert log[-1]["result"] is not None, game  # the game is over
        movers = {"ann": 0, "bob": 0, "cy": 0}
        for entry, event in zip(log, seen, strict=True):
            mover = entry["move"]["player"]
            movers[mover] += 1
            assert event["move"] == entry["move"], (game, entry["version"])
            assert event.get("by") == entry.get("by"), (game, entry["version"])
            if mover in BOTS:
                assert entry.get("by") == "bot", (game, entry)
            else:
                assert entry.get("by") in (None, "timeout"), (game, entry)
        assert all(movers.values()), (game, movers)


def race(tables: Cluster, created: dict[str, Any], offset_ms: int, host: int) -> dict[str, Any]:
    """ann's move sent `offset_ms` from her deadline (early when negative)."""
    sid, ann = created["id"], created["seats"]["ann"]
    base = tables.hosts[host]
    status, listed = call(base, "GET", f"/v1/sessions/{sid}/legal-moves", token=ann)
    assert status == 200 and listed["version"] == 0, listed
    move = listed["moves"][0]
    deadline = deadline_ms(created["clock"]["deadline"])
    time.sleep(max(0.0, (deadline + offset_ms - now_ms()) / 1000))
    body = {"move": move, "expected_version": 0}
    sent_at = now_ms()
    status, answer = call(base, "POST", f"/v1/sessions/{sid}/moves", body, ann)
    return {"status": status, "answer": answer, "move": move, "sent": sent_at - deadline}


# Sent this long before the deadline, a move lands unless the machine stalls for as long;
# sent after it, the host refuses it whatever the job does. Between, a real race.
EARLY_MS, LATE_MS = -2000, 1000
OFFSETS = [EARLY_MS, -120, -60, -25, -10, 0, 10, 25, 60, LATE_MS]


def test_a_move_racing_its_deadline_lands_or_times_out_never_both(tables: Cluster) -> None:
    """Ten sessions at once, ann's move sent around her deadline through either host:
    the log holds exactly one entry at version 1, hers when she was answered 200, the
    referee's (`by: timeout`) when she was refused."""
    made = [
        tables.create(
            tables.hosts[i % 2], game="meow10", players=["ann", "bob"], clock=CLOCK, seed=f"r{i}"
        )
        for i in range(len(OFFSETS))
    ]
    with ThreadPoolExecutor(len(made)) as pool:
        races = list(pool.map(lambda i: race(tables, made[i], OFFSETS[i], i % 2), range(len(made))))
    outcomes = []
    for created, raced in zip(made, races, strict=True):
        sid = created["id"]
        log = wait_for_log(tables, sid, 1)
        first = [e for e in log if e["version"] == 1]
        assert len(first) == 1, (raced, log)
        entry = first[0]
        if raced["status"] == 200:
            assert "by" not in entry and entry["move"] == raced["move"], (raced, entry)
            outcomes.append("move")
        else:
            assert raced["status"] == 409, raced
            kind = raced["answer"]["type"].removeprefix(PROBLEM)
            assert kind in ("turn-timed-out", "stale-version"), raced
            assert entry["by"] == "timeout", (raced, entry)
            committed = deadline_ms(entry["clock"]["deadline"]) - TURN_MS
            assert committed >= deadline_ms(created["clock"]["deadline"]), (raced, entry)
            outcomes.append("timeout")
        tables.end(created)
    assert outcomes[0] == "move", f"sent {-EARLY_MS} ms early and still late: {races[0]}"
    assert outcomes[-1] == "timeout", races[-1]


def wait_for_log(tables: Cluster, sid: str, version: int, within_s: float = PATIENCE_S) -> Any:
    """The log once it reaches `version`, polled through GET .../log (a 503 while the
    store comes back is polled again); fails naming what it last read."""
    ends = time.monotonic() + within_s
    while True:
        status, body = tables.read_log(sid)
        assert status in (200, 503), body
        if status == 200 and body["moves"] and body["moves"][-1]["version"] >= version:
            return body["moves"]
        assert time.monotonic() < ends, f"{sid}: no version {version} within {within_s} s: {body}"
        time.sleep(0.05)


# Once its worker is dead, a deadline it held waits for the worker to be taken for dead
# (HEARTBEAT_TIMEOUT_MS without a heartbeat) and for another worker's maintenance to put
# its messages back (a tenth of its broker calls, each 0.1 s when idle: well within a
# second). The bound allows that, and 5 s more for a loaded machine.
KILLED_BOUND_MS = HEARTBEAT_TIMEOUT_MS + 1000 + 5000


def test_a_worker_killed_holding_a_deadline_still_has_it_fire_once(tables: Cluster) -> None:
    """Sessions with a clock; once their delayed jobs are held by the workers, the one
    holding at least one is killed with SIGKILL a second before the deadlines. Each
    deadline still fires exactly once (one entry at version 1, `by: timeout`), at most
    KILLED_BOUND_MS late, by the surviving worker (no host runs jobs under JOBS=dramatiq,
    and the test reads only the log, which never schedules a turn again)."""
    made = [
        tables.create(tables.hosts[i % 2], game="meow10", players=["ann", "bob"], clock=CLOCK)
        for i in range(6)
    ]
    ends = time.monotonic() + PATIENCE_S
    while True:
        holders = {c["id"]: tables.holder(c["id"], 0) for c in made}
        if all(holders.values()):
            break
        assert time.monotonic() < ends, f"no worker fetched some deadlines: {holders}"
        time.sleep(0.05)
    held: dict[Worker, list[str]] = {}
    for sid, worker in holders.items():
        assert worker is not None
        held.setdefault(worker, []).append(sid)
    victim = max(held, key=lambda w: len(held[w]))
    first_deadline = min(deadline_ms(c["clock"]["deadline"]) for c in made)
    time.sleep(max(0.0, (first_deadline - 1000 - now_ms()) / 1000))
    assert tables.holder(held[victim][0], 0) is victim  # it still holds it when killed
    victim.kill()
    try:
        for created in made:
            sid = created["id"]
            deadline = deadline_ms(created["clock"]["deadline"])
            log = wait_for_log(tables, sid, 1, within_s=(KILLED_BOUND_MS + 10_000) / 1000)
            first = [e for e in log if e["version"] == 1]
            assert len(first) == 1 and first[0]["by"] == "timeout", log
            committed = deadline_ms(first[0]["clock"]["deadline"]) - TURN_MS
            late = committed - deadline
            killed = sid in held[victim]
            assert 0 <= late <= KILLED_BOUND_MS, (
                f"{sid} (held by the {'killed' if killed else 'surviving'} worker) timed "
                f"out {late} ms after its deadline; the bound is HEARTBEAT_TIMEOUT_MS "
                f"({HEARTBEAT_TIMEOUT_MS}) + maintenance (1000) + 5000 ms"
            )
            tables.end(created)
    finally:
        tables.start_worker(f"{victim.name}-again")  # two workers again for what follows
