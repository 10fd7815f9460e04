"""What only RedisStore does: separate processes racing, outages and recovery, cluster
routing, and a commit retried after its reply was lost."""

from __future__ import annotations

import gc
import json
import os
import re
import secrets
import socket
import subprocess
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import redis
from redis.cluster import RedisCluster

from service.store import (
    CommitStatus,
    OutcomeUnknown,
    RedisStore,
    SessionStore,
    StoreFull,
    StoreUnavailable,
)
from service.store.base import StoredEntry
from service.store.redis_store import (
    _COMMIT,
    BACKOFF_CAP_S,
    REPLY_TIMEOUT_S,
    RETRIES,
    _keys,
    decode_commit,
    parse_url,
)
from service.store.snapshots import WAYS
from tests.redis_server import (
    ExternalRedis,
    RedisClusterServers,
    RedisServer,
    running,
    write_loss,
)

from . import race_worker
from .test_store import TTL, commit_next, new_id, record

WORKER = Path(__file__).with_name("race_worker.py")
FAIL_FAST_S = 1.0  # a dead Redis (connections refused) must cost a request less than this
# A Redis that accepts connections but does not answer (hung, or a node still coming back)
# makes each try wait out the socket timeout: the store's worst case by construction, plus
# room for a loaded machine. Still far below redis-py's defaults, which take seconds.
WORST_CASE_S = (RETRIES + 1) * REPLY_TIMEOUT_S + RETRIES * BACKOFF_CAP_S
# What the tests of a hung Redis wait for a reply, to keep them short.
SHORT_TIMEOUT_S = 0.25
UNANSWERED_S = WORST_CASE_S + 0.5

redis_only = pytest.mark.parametrize("backend", ["redis", "cluster"], indirect=True)


@pytest.fixture
def redis_store(store_url: str) -> Iterator[RedisStore]:
    made = RedisStore(store_url)
    try:
        yield made
    finally:
        made.close()


def spawn(*args: str, stderr: int | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(WORKER), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )


def ask(proc: subprocess.Popen[str], line: str) -> str:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return proc.stdout.readline().strip()


@redis_only
def test_several_processes_at_the_same_version_exactly_one_wins_each_round(
    redis_store: RedisStore, store_url: str
) -> None:
    sid = new_id()
    redis_store.create(sid, {"counter": 0}, TTL)
    procs = [spawn(store_url, sid, f"p{i}", "rounds") for i in range(4)]
    rounds = 12
    winners: dict[int, str] = {}
    try:
        for version in range(rounds):
            # Everybody reads the same version before anybody commits.
            assert all(ask(p, "read") == f"read {version}" for p in procs)
            answers = [ask(p, "commit") for p in procs]
            applied = [f"p{i}" for i, a in enumerate(answers) if a == f"applied {version + 1}"]
            assert len(applied) == 1, answers
            assert answers.count(f"stale {version + 1}") == len(procs) - 1, answers
            winners[version + 1] = applied[0]
    finally:
        for p in procs:
            assert p.stdin is not None and p.stdout is not None
            p.stdin.close()
            p.wait(timeout=10)
            p.stdout.close()
    snap = redis_store.get(sid)
    assert snap is not None and snap.version == rounds and snap.record["counter"] == rounds
    assert redis_store.log(sid) == [{"version": v, "by": winners[v]} for v in range(1, rounds + 1)]


def race_failures(
    applied: dict[str, list[list[Any]]], version: int, counter: int, log: list[StoredEntry]
) -> list[str]:
    """What a free-running race lost or applied twice, first things first: every move a
    worker was told was applied (version, stamp) must be in the log exactly once, at its
    version; the log must hold nothing else; the session's version is how many there are."""
    claims: dict[int, list[str]] = {}
    by_stamp: dict[str, list[str]] = {}
    for name, moves in applied.items():
        for made, stamp in moves:
            claims.setdefault(made, []).append(f"{name} (stamp {stamp})")
            by_stamp.setdefault(stamp, []).append(name)
    logged: dict[str | None, list[int]] = {}
    for index, stored in enumerate(log, 1):
        logged.setdefault(stored.stamp, []).append(index)
    wrong = []
    for made in sorted(claims):
        if len(claims[made]) > 1:
            wrong.append(f"version {made} duplicated: applied by {', '.join(claims[made])}")
    for stamp, names in by_stamp.items():
        at = logged.get(stamp, [])
        if len(names) > 1 or len(at) > 1:
            wrong.append(f"move {stamp} of {names} duplicated: in the log at versions {at}")
        elif not at:
            wrong.append(f"move {stamp} of {names[0]} lost: reported applied, not in the log")
    for stamp, at in logged.items():
        if stamp not in by_stamp:
            wrong.append(f"the log's version(s) {at} (stamp {stamp}) were applied by nobody")
    for index, stored in enumerate(log, 1):
        if stored.entry["version"] != index:
            wrong.append(f"the log's entry {index} says version {stored.entry['version']}")
    count = sum(len(m) for m in applied.values())
    if not version == counter == len(log) == count:
        wrong.append(f"version {version}, counter {counter}, {len(log)} logged, {count} applied")
    missing = sorted(set(range(1, version + 1)) - set(claims))
    if missing:
        wrong.append(f"version(s) {missing[:10]} lost: in the session, applied by nobody")
    return sorted(wrong, key=lambda line: "lost" not in line and "duplicated" not in line)


def free_race(threads_store: SessionStore, store_url: str, target: int) -> tuple[Any, ...]:
    """4 processes and 4 threads (on `threads_store`) do read-modify-write as fast as they
    can up to `target`: (what each applied, the errors they retried, how many commits
    were stale, the session, its log). A worker that dies fails the test with its error."""
    sid = new_id()
    threads_store.create(sid, {"counter": 0}, TTL)
    procs = [
        spawn(store_url, sid, f"p{i}", "free", str(target), stderr=subprocess.PIPE)
        for i in range(4)
    ]
    reports: dict[str, dict[str, Any]] = {}
    died: list[str] = []

    def thread_worker(name: str) -> None:
        try:
            reports[name] = race_worker.free_run(threads_store, sid, name, target)
        except BaseException:  # noqa: BLE001 - the test fails with it below
            died.append(f"thread {name}:\n{traceback.format_exc()}")

    threads = [
        threading.Thread(target=thread_worker, args=(f"t{i}",), name=f"t{i}") for i in range(4)
    ]
    try:
        for t in threads:
            t.start()
        deadline = time.monotonic() + 2 * race_worker.PATIENCE_S
        for t in threads:
            t.join(timeout=max(0.0, deadline - time.monotonic()))
            if t.is_alive():
                died.append(f"thread {t.name} still running after {2 * race_worker.PATIENCE_S} s")
        for i, p in enumerate(procs):
            out, err = p.communicate(timeout=max(1.0, deadline - time.monotonic()))
            if p.returncode != 0:
                died.append(f"process p{i} exited {p.returncode}:\n{err[-3000:]}")
            else:
                reports[f"p{i}"] = json.loads(out)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.communicate()
    assert not died, "\n".join(died)
    snap = threads_store.get(sid)
    assert snap is not None
    applied = {name: report["applied"] for name, report in reports.items()}
    errors = [e for report in reports.values() for e in report["errors"]]
    stale = sum(report["stale"] for report in reports.values())
    return applied, errors, stale, snap, threads_store.log_since(sid, 0)


@redis_only
def test_free_running_threads_and_processes_lose_and_duplicate_nothing(
    redis_store: RedisStore, store_url: str
) -> None:
    """On a loaded machine Redis misses its timeout now and then: a commit whose outcome
    is unknown is retried with its stamp (race_worker.free_run), so only a move the store
    really lost or applied twice fails this, and the message names the first of them."""
    target = 200
    applied, errors, stale, snap, log = free_race(redis_store, store_url, target)
    wrong = race_failures(applied, snap.version, snap.record["counter"], log)
    assert not wrong, f"{len(wrong)} wrong, first: {wrong[0]}\n" + "\n".join(wrong[1:20])
    assert snap.version == target
    unknown = sum(e.startswith("commit") for e in errors)
    print(
        f"free-running race: {target} commits, {stale} stale, {len(errors)} tries the store "
        f"refused or did not answer, {unknown} of them commits"
    )


@redis_only
def test_a_commit_retried_after_a_lost_reply_reports_applied_once(
    redis_store: RedisStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """redis-py retries a command whose reply timed out; the script already ran. The
    retry carries the same nonce and must not turn into a false 409."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    monkeypatch.setattr(secrets, "token_hex", lambda n: "same-nonce")
    first = commit_next(redis_store, sid, 0)
    retried = commit_next(redis_store, sid, 0)
    assert (first.status, retried.status) == (CommitStatus.APPLIED, CommitStatus.APPLIED)
    assert retried.version == 1
    assert redis_store.log(sid) == [{"version": 1}]
    monkeypatch.undo()
    assert commit_next(redis_store, sid, 0).status is CommitStatus.STALE


@redis_only
def test_a_commit_retried_after_other_moves_landed_is_still_applied_once(
    redis_store: RedisStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reply was lost (a dropped connection; on a cluster, a timeout too), redis-py
    sent the script again, and another host's move landed in between: the retry finds
    its own commit in the log instead of a false STALE, on which the caller would apply
    the move a second time."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    with monkeypatch.context() as patch:
        patch.setattr(secrets, "token_hex", lambda n: "slow-nonce")
        assert commit_next(redis_store, sid, 0).applied  # ran; say its reply was lost
    assert commit_next(redis_store, sid, 1).applied  # another move
    with monkeypatch.context() as patch:
        patch.setattr(secrets, "token_hex", lambda n: "slow-nonce")
        retried = commit_next(redis_store, sid, 0)
    assert (retried.status, retried.version) == (CommitStatus.APPLIED, 1)
    assert redis_store.log(sid) == [{"version": 1}, {"version": 2}]
    snap = redis_store.get(sid)
    assert snap is not None and snap.version == 2
    assert commit_next(redis_store, sid, 0).status is CommitStatus.STALE  # another nonce


@redis_only
def test_a_commit_that_landed_earlier_leaves_the_newer_snapshot_held(
    redis_store: RedisStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The retry's record is behind the moves that followed it: the snapshot this process
    holds (the newer move's) must stay, not be replaced by it."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    with monkeypatch.context() as patch:
        patch.setattr(secrets, "token_hex", lambda n: "late-nonce")
        assert commit_next(redis_store, sid, 0).applied
    assert commit_next(redis_store, sid, 1).applied
    with monkeypatch.context() as patch:
        patch.setattr(secrets, "token_hex", lambda n: "late-nonce")
        assert commit_next(redis_store, sid, 0).version == 1
    held = redis_store.recent(sid)
    assert held is not None and (held.version, held.record) == (2, record(2))


# Every reply the script can give: (its first word, the status it is, applied just now).
COMMIT_REPLIES = {
    "applied": (CommitStatus.APPLIED, True),
    "applied_earlier": (CommitStatus.APPLIED, False),
    "stale": (CommitStatus.STALE, False),
    "duplicate": (CommitStatus.DUPLICATE, False),
    "ended": (CommitStatus.ENDED, False),
    "not_found": (CommitStatus.NOT_FOUND, False),
}
NO_ROOM = "full"  # raised (StoreFull), not returned: nothing was written


def test_the_commit_script_names_each_reply_by_a_word_the_store_decodes() -> None:
    """The reply says which case it is by its first word, never by its length: every word
    the script returns is one the decoder reads, and only those."""
    assert set(re.findall(r"return \{'(\w+)'", _COMMIT)) == {*COMMIT_REPLIES, NO_ROOM}
    with pytest.raises(StoreFull):
        decode_commit([NO_ROOM.encode(), b"3"], "nonce")
    for word, (status, landed_now) in COMMIT_REPLIES.items():
        decoded = decode_commit([word.encode(), b"3", b'{"d": 1}', b"stamp"], "nonce")
        assert (decoded.result.status, decoded.landed_now) == (status, landed_now)
    with pytest.raises(ValueError, match="answered"):
        decode_commit([b"applied_twice", b"3"], "nonce")


@redis_only
def test_stored_log_entries_stay_plain_json_objects_for_older_readers(
    redis_store: RedisStore,
) -> None:
    """During a rolling deploy or after a rollback, hosts running the code before the
    nonces read the same log: each entry must still be the JSON object it was, with
    one more key."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    assert commit_next(redis_store, sid, 0).applied
    _, log_key, _ = _keys(sid)
    (raw,) = redis_store._redis().lrange(log_key, 0, -1)
    stored = json.loads(raw)
    assert set(stored) == {"nonce", "version"} and stored["version"] == 1
    assert redis_store.log(sid) == [{"version": 1}]  # the nonce stays inside the store


@redis_only
def test_a_snapshot_of_a_write_redis_lost_is_refused_though_its_version_matches(
    redis_store: RedisStore,
) -> None:
    """A host holds version 1 as it wrote it; Redis then loses that write (a failover,
    the last second of AOF) and another host writes a different version 1. A move on
    the held snapshot must be computed again on the state Redis has, or the state
    would contradict its own log."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    lose_writes = write_loss(redis_store._redis(), sid)
    assert commit_next(redis_store, sid, 0).applied
    held = redis_store.recent(sid, 1)
    assert held is not None and held.record == record(1)
    lose_writes()
    other = RedisStore(redis_store.url, cluster=redis_store.cluster, recent_sessions=0)
    try:
        made = other.commit(sid, 0, record(7), {"version": 1, "by": "other host"}, TTL)
        assert made.applied and made.version == 1
        refused = redis_store.commit(
            sid, 1, record(2), {"version": 2}, TTL, expected_stamp=held.stamp
        )
        assert refused.status is CommitStatus.STALE and refused.current is not None
        assert (refused.current.version, refused.current.record) == (1, record(7))
        assert redis_store.log(sid) == [{"version": 1, "by": "other host"}]
        on_current = commit_next(redis_store, sid, 1, expected_stamp=refused.current.stamp)
        assert on_current.applied and on_current.version == 2
    finally:
        other.close()


def master_port(client: RedisCluster, session_id: str) -> int:
    node = client.get_node_from_key(f"{{s:{session_id}}}:state")
    return int(node.port)


@pytest.mark.parametrize("backend", ["cluster"], indirect=True)
def test_cluster_sessions_spread_over_nodes_and_each_stays_in_one_slot(
    redis_store: RedisStore,
) -> None:
    ids = [new_id() for _ in range(24)]
    for sid in ids:
        redis_store.create(sid, record(0), TTL)
        commit_next(redis_store, sid, 0, idempotency=None)
    client = redis_store._redis()
    assert isinstance(client, RedisCluster)
    assert (
        len({master_port(client, sid) for sid in ids}) > 1
    )  # really spread: routing by hash tag works across masters
    for sid in ids:
        names = [f"{{s:{sid}}}:{suffix}" for suffix in ("state", "log", "idem:x")]
        slots = {client.keyslot(name) for name in names}
        assert len(slots) == 1
        assert redis_store.log(sid) == [{"version": 1}]
        assert redis_store.delete(sid)


def timed(fn: Callable[[], Any]) -> tuple[float, BaseException | None]:
    start = time.monotonic()
    try:
        fn()
    except BaseException as exc:  # the caller inspects it
        return time.monotonic() - start, exc
    return time.monotonic() - start, None


def test_a_dead_redis_fails_fast_and_the_same_store_recovers(own_redis: RedisServer) -> None:
    store = RedisStore(own_redis.url)
    sid = new_id()
    store.create(sid, record(0), TTL)
    assert store.ping()
    own_redis.stop()
    calls: list[Callable[[], Any]] = [
        lambda: store.get(sid),
        lambda: store.create(new_id(), record(0), TTL),
        lambda: commit_next(store, sid, 0),
        lambda: store.log(sid),
        lambda: store.get_idempotent(sid, "k"),
        lambda: store.touch(sid, TTL),
        lambda: store.delete(sid),
    ]
    for call in calls:
        elapsed, error = timed(call)
        assert isinstance(error, StoreUnavailable), error
        assert elapsed < FAIL_FAST_S
    elapsed, _ = timed(store.ping)
    assert store.ping() is False and elapsed < FAIL_FAST_S

    own_redis.start()  # same port, empty: this test server keeps no data
    assert store.ping() is True
    assert store.get(sid) is None
    store.create(sid, record(0), TTL)  # scripts are reloaded into the new server by themselves
    assert commit_next(store, sid, 0).applied
    assert store.log(sid) == [{"version": 1}]
    store.close()


def test_a_hung_redis_times_out_quickly_and_recovers(own_redis: RedisServer) -> None:
    store = RedisStore(own_redis.url, reply_timeout_s=SHORT_TIMEOUT_S)
    sid = new_id()
    store.create(sid, record(0), TTL)
    own_redis.pause()
    try:
        elapsed, error = timed(lambda: store.get(sid))
        assert isinstance(error, StoreUnavailable), error
        # one try: a timeout is not tried again
        assert SHORT_TIMEOUT_S <= elapsed < 2 * SHORT_TIMEOUT_S
        # that reply alone does not pause the store; the next request's reconnecting
        # does not get an answer either, and that failure to connect pauses it
        assert isinstance(timed(lambda: store.get(sid))[1], StoreUnavailable)
        error = timed(lambda: store.get(sid))[1]
        assert isinstance(error, StoreUnavailable) and "failed just now" in str(error)
    finally:
        own_redis.resume()
    assert store.ping() is True  # readiness asks Redis, and its answer ends the pause
    snap = store.get(sid)
    assert snap is not None and snap.version == 0
    assert commit_next(store, sid, 0).applied
    store.close()


def test_threads_sharing_a_store_do_not_time_out_one_after_another(
    own_redis: RedisServer,
) -> None:
    """gthread workers: threads queue for the store's one connection. When Redis hangs,
    the first times out and the others, waiting meanwhile, give up once they have waited
    a timeout for the connection, or meet the pause after the next one fails to connect,
    instead of each waiting out a timeout of its own in turn (8 threads: 2 s)."""
    store = RedisStore(own_redis.url, reply_timeout_s=SHORT_TIMEOUT_S)
    sid = new_id()
    store.create(sid, record(0), TTL)
    own_redis.pause()
    try:
        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(lambda _: timed(lambda: store.get(sid)), range(8)))
    finally:
        own_redis.resume()
    assert all(isinstance(error, StoreUnavailable) for _, error in answers)
    assert max(elapsed for elapsed, _ in answers) < 3 * SHORT_TIMEOUT_S
    assert store.ping() is True
    store.close()


def test_after_a_connection_failure_requests_fail_at_once_for_a_while_then_try_again(
    own_redis: RedisServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Redis that is gone costs one request its retries; the requests right after it
    are answered 503 at once instead of each trying again."""
    monkeypatch.setattr("service.store.redis_store.PAUSE_AFTER_FAILURE_S", 0.5)
    store = RedisStore(own_redis.url)
    sid = new_id()
    store.create(sid, record(0), TTL)
    own_redis.stop()
    assert isinstance(timed(lambda: store.get(sid))[1], StoreUnavailable)
    paused_at = time.monotonic()
    for call in (lambda: store.get(sid), lambda: commit_next(store, sid, 0)):
        elapsed, error = timed(call)
        assert isinstance(error, StoreUnavailable) and elapsed < 0.05
        assert not isinstance(error, OutcomeUnknown)  # nothing was sent
    own_redis.start()  # same port, empty
    if time.monotonic() - paused_at < 0.5:
        assert isinstance(timed(lambda: store.get(sid))[1], StoreUnavailable)  # still paused
    time.sleep(0.5)
    assert store.get(sid) is None  # the pause is over: Redis is asked again
    store.close()


def test_a_reply_slower_than_before_but_within_the_timeout_is_waited_for(
    own_redis: RedisServer,
) -> None:
    """A busy host delays replies (the Redis thread, this worker's share of the CPU):
    that is no outage. CLIENT PAUSE holds every reply for 0.7 s, longer than the quarter
    second that used to be the timeout and shorter than the default now."""
    store = RedisStore(own_redis.url)
    admin = redis.Redis.from_url(own_redis.url)
    sid = new_id()
    store.create(sid, record(0), TTL)
    admin.client_pause(700, all=True)
    assert commit_next(store, sid, 0).applied
    snap = store.get(sid)
    assert snap is not None and snap.version == 1
    store.close()
    admin.close()


def test_a_reply_that_timed_out_does_not_pause_the_store(
    own_redis: RedisServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One reply that did not come in time is a 503 for its request alone: the next
    request asks Redis again. (A pause would turn one slow reply into a second of 503s
    for every request of the worker.)"""
    monkeypatch.setattr("service.store.redis_store.PAUSE_AFTER_FAILURE_S", 600.0)
    store = RedisStore(own_redis.url, reply_timeout_s=SHORT_TIMEOUT_S)
    admin = redis.Redis.from_url(own_redis.url)
    sid = new_id()
    store.create(sid, record(0), TTL)
    admin.client_pause(round(4 * SHORT_TIMEOUT_S * 1000), all=True)
    error = timed(lambda: store.get(sid))[1]
    assert isinstance(error, StoreUnavailable), error
    assert admin.ping()  # answered once Redis's pause is over
    snap = store.get(sid)  # asked, not refused by a pause of the store's own
    assert snap is not None and snap.version == 0
    store.close()
    admin.close()


def test_a_commit_sent_whose_reply_timed_out_is_an_unknown_outcome(
    own_redis: RedisServer,
) -> None:
    """The commit went out and may yet run (here it does, once Redis's pause is over):
    the caller is told so, not that the store merely failed."""
    store = RedisStore(own_redis.url, reply_timeout_s=SHORT_TIMEOUT_S)
    admin = redis.Redis.from_url(own_redis.url)
    sid = new_id()
    store.create(sid, record(0), TTL)
    admin.client_pause(round(4 * SHORT_TIMEOUT_S * 1000), all=True)
    error = timed(lambda: commit_next(store, sid, 0))[1]
    assert isinstance(error, OutcomeUnknown), error
    assert admin.ping()
    snap = store.get(sid)
    assert snap is not None and snap.version in (0, 1)  # either way: unknown to the mover
    store.close()
    admin.close()


def test_a_failing_command_is_tried_three_times_backing_off_10_then_20_ms(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The retry docs/sessions.md promises (REDIS_TIMEOUT): redis-py's backoff doubles
    from the first failure, so a base of 10 ms would wait 20 and 40."""
    slept: list[float] = []
    monkeypatch.setattr(redis.retry, "sleep", slept.append)
    tries: list[int] = []

    def refused() -> None:
        tries.append(1)
        raise redis.ConnectionError("refused")

    with pytest.raises(redis.ConnectionError):
        RedisStore("redis://127.0.0.1:1")._retry().call_with_retry(refused, lambda _e: None)
    assert len(tries) == 3
    assert slept == pytest.approx([0.01, 0.02])


def test_a_full_redis_refuses_new_sessions_and_moves_and_keeps_what_it_has(
    own_redis: RedisServer,
) -> None:
    """maxmemory with noeviction (deploy/redis.conf): writes fail with StoreUnavailable
    (503) and write nothing, instead of a session created on memory Redis does not have."""
    store = RedisStore(own_redis.url)
    admin = redis.Redis.from_url(own_redis.url)
    sid, refused_id = new_id(), new_id()
    store.create(sid, record(0), TTL)
    assert commit_next(store, sid, 0).applied
    admin.config_set("maxmemory-policy", "noeviction")
    admin.config_set("maxmemory", 1)
    try:
        with pytest.raises(StoreUnavailable):
            store.create(refused_id, record(0), TTL)
        with pytest.raises(StoreUnavailable):
            commit_next(store, sid, 1)
        snap = store.get(sid)  # reads still work
        assert snap is not None and snap.version == 1
        assert store.log(sid) == [{"version": 1}]
    finally:
        admin.config_set("maxmemory", 0)
    assert not [key for key in admin.keys() if refused_id.encode() in key]  # nothing written
    store.create(refused_id, record(0), TTL)
    assert commit_next(store, sid, 1).applied
    store.close()
    admin.close()


def test_a_cluster_store_can_be_built_while_the_cluster_is_down() -> None:
    store = RedisStore("redis+cluster://127.0.0.1:1")
    elapsed, error = timed(lambda: store.get("x"))
    assert isinstance(error, StoreUnavailable) and elapsed < FAIL_FAST_S
    assert store.ping() is False


@pytest.mark.parametrize(
    ("url", "cluster", "expected"),
    [
        ("redis://h:1/0", None, ("redis://h:1/0", False)),
        ("redis+cluster://h:1", None, ("redis://h:1", True)),
        ("rediss+cluster://u:p@h:1", None, ("rediss://u:p@h:1", True)),
        ("redis://h:1", True, ("redis://h:1", True)),
        ("unix:///run/redis/redis.sock?db=0", None, ("unix:///run/redis/redis.sock?db=0", False)),
    ],
)
def test_the_url_scheme_selects_redis_cluster(
    url: str, cluster: bool | None, expected: tuple[str, bool]
) -> None:
    assert parse_url(url, cluster) == expected


def open_sockets() -> set[int]:
    return {id(o) for o in gc.get_objects() if isinstance(o, socket.socket) and o.fileno() != -1}


@redis_only
def test_closing_a_store_closes_every_connection_it_opened(store_url: str) -> None:
    """A cluster client's node pools are not closed by RedisCluster.close() (redis-py 8.1):
    their sockets stayed open until garbage-collected."""
    before = open_sockets()
    store = RedisStore(store_url)
    sid = new_id()
    store.create(sid, record(0), TTL)  # loads the scripts on every node of a cluster
    assert commit_next(store, sid, 0).applied
    assert store.get(sid) is not None
    assert open_sockets() - before, "the store never connected"
    store.close()
    assert open_sockets() - before == set()


def test_recent_snapshots_are_bounded_and_the_one_written_longest_ago_goes_first(
    redis_node: RedisServer | ExternalRedis,
) -> None:
    store = RedisStore(redis_node.url, recent_sessions=WAYS)  # one set of slots
    try:
        first, second, third = new_id(), new_id(), new_id()
        others = [new_id() for _ in range(WAYS - 2)]
        for sid in (first, second, *others):
            store.create(sid, record(), TTL)
        assert commit_next(store, first, 0).applied  # `first` is now the most recent
        store.create(third, record(), TTL)  # evicts `second`, written longest ago
        assert store.recent(second) is None
        assert all(store.recent(sid) is not None for sid in others)
        held = store.recent(first)
        assert held is not None and held.version == 1 and held.record == record(1)
        assert store.recent(third) is not None
        assert store.recent(first, 1) == held and store.recent(first, 0) is None  # as stated
        store._forget(third)
        refused = commit_next(store, third, 5)
        assert refused.status is CommitStatus.STALE
        assert refused.current is not None and store.recent(third) == refused.current
        assert (refused.current.version, refused.current.record) == (0, record())  # as found
        other = RedisStore(redis_node.url, recent_sessions=0)  # another worker deletes it
        assert other.delete(third)
        other.close()
        assert store.recent(third) is not None
        assert commit_next(store, third, 0).status is CommitStatus.NOT_FOUND
        assert store.recent(third) is None  # a session gone is not held
    finally:
        store.close()


def test_a_unix_socket_url_reaches_a_local_redis(tmp_path: Path) -> None:
    """`unix:///path` (a Redis on the same host) is passed to redis-py untouched."""
    sock = tmp_path / "redis.sock"
    with running(lambda d: RedisServer(d, extra=["--unixsocket", str(sock)])):
        store = RedisStore(f"unix://{sock}")
        try:
            session_id = new_id()
            store.create(session_id, record(), TTL)
            assert commit_next(store, session_id, 0).status is CommitStatus.APPLIED
            snap = store.get(session_id)
            assert snap is not None and snap.version == 1
        finally:
            store.close()


@pytest.fixture
def own_cluster() -> Iterator[RedisClusterServers]:
    """A private cluster that a test may break (the shared one must stay whole)."""
    with running(RedisClusterServers) as cluster:
        yield cluster


def test_a_dead_cluster_master_fails_its_sessions_fast_and_recovers(
    own_cluster: RedisClusterServers,
) -> None:
    store = RedisStore(own_cluster.url)
    client = store._redis()
    assert isinstance(client, RedisCluster)
    victim = own_cluster.nodes[1]
    on_victim: list[str] = []
    elsewhere: list[str] = []
    while not (on_victim and elsewhere):  # ids are random: draw until both sides have one
        sid = new_id()
        (on_victim if master_port(client, sid) == victim.port else elsewhere).append(sid)
        assert len(on_victim) + len(elsewhere) < 200, "the victim owns no slots"
    for sid in (*on_victim, *elsewhere):
        store.create(sid, record(0), TTL)
    victim.stop()
    elapsed, error = timed(lambda: store.get(on_victim[0]))
    assert isinstance(error, StoreUnavailable) and elapsed < FAIL_FAST_S
    # the other masters keep serving their sessions at once: a cluster store takes no
    # pause after a failure (PAUSE_AFTER_FAILURE_S)
    snap = store.get(elsewhere[0])
    assert snap is not None and snap.version == 0
    assert store.ping() is False  # not ready: a share of the sessions is unreachable

    victim.start()  # rejoins from its nodes.conf, empty (no persistence in tests)
    deadline = time.monotonic() + 15
    while True:
        elapsed, error = timed(lambda: store.get(on_victim[0]))
        assert error is None or isinstance(error, StoreUnavailable)
        assert elapsed < UNANSWERED_S  # a node rejoining may accept before it answers
        if error is None or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert error is None, "the cluster did not recover"
    assert store.ping() is True
    store.create(on_victim[0], record(0), TTL)
    assert commit_next(store, on_victim[0], 0).applied
    store.close()


@redis_only
def test_a_redis_that_forgot_the_scripts_gets_them_again(store_url: str) -> None:
    """After SCRIPT FLUSH (or a restart without persistence) EVALSHA answers NOSCRIPT: the
    store loads the script again and the move goes through, once."""
    store = RedisStore(store_url)
    try:
        sid = new_id()
        store.create(sid, record(0), TTL)
        client = store._redis()
        client.script_flush()
        sha = store._scripts["commit"].sha
        assert client.script_exists(sha) == [False]
        assert commit_next(store, sid, 0).applied
        assert client.script_exists(sha) == [True]
        assert store.log(sid) == [{"version": 1}]
    finally:
        store.close()


def test_a_connection_dropped_between_requests_is_reopened_by_the_retry(
    own_redis: RedisServer,
) -> None:
    """Redis closed the worker's connection (a restart, a proxy, an idle timeout): the
    next command fails on the dead socket, is retried on a new one, and succeeds."""
    store = RedisStore(own_redis.url)
    admin = redis.Redis.from_url(own_redis.url)
    try:
        sid = new_id()
        store.create(sid, record(0), TTL)
        before = admin.info("stats")["total_connections_received"]
        assert admin.client_kill_filter(_type="normal", skipme=True) >= 1
        snap = store.get(sid)
        assert snap is not None and snap.version == 0
        assert commit_next(store, sid, 0).applied
        assert admin.info("stats")["total_connections_received"] == before + 1
    finally:
        admin.close()
        store.close()


@redis_only
def test_the_session_to_move_is_the_snapshot_held_when_at_hand_else_a_read(
    redis_store: RedisStore,
) -> None:
    """get_to_move: the held snapshot (marked held: it may be behind) at the stated version,
    else the session as read (not held)."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    held = redis_store.get_to_move(sid)
    assert held is not None and held.held and (held.version, held.record) == (0, record(0))
    assert redis_store.get_to_move(sid, 0) == held
    read = redis_store.get_to_move(sid, 1)  # not held at version 1: read, as it is (0)
    assert read is not None and not read.held and read.version == 0
    assert redis_store.get_to_move(new_id()) is None
    plain = RedisStore(redis_store.url, cluster=redis_store.cluster, recent_sessions=0)
    try:
        found = plain.get_to_move(sid, 0)
        assert found is not None and not found.held and found == held
    finally:
        plain.close()
