"""The session store contract, run on MemoryStore, RedisStore and RedisStore on a cluster."""

from __future__ import annotations

import secrets
import threading
import time
from typing import Any

import pytest

from service.store import (
    CommitStatus,
    Idempotency,
    MemoryStore,
    RedisStore,
    SessionExists,
    SessionStore,
)

TTL = 60.0


def new_id() -> str:
    return secrets.token_urlsafe(16)


def record(counter: int = 0, **extra: Any) -> dict[str, Any]:
    return {"game": "meow10", "state": {"counter": counter, "hands": {"a": ["R1"]}}, **extra}


def commit_next(store: SessionStore, sid: str, version: int, **kw: Any) -> Any:
    return store.commit(sid, version, record(version + 1), {"version": version + 1}, TTL, **kw)


def test_a_created_session_reads_back_at_version_0(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(seats={"a": "hash"}), TTL)
    snap = store.get(sid)
    assert snap is not None
    assert snap.version == 0
    assert snap.record == record(seats={"a": "hash"})
    assert store.log(sid) == []


def test_an_unknown_session_is_none_everywhere(store: SessionStore) -> None:
    sid = new_id()
    assert store.get(sid) is None
    assert store.log(sid) == []
    assert store.get_idempotent(sid, "k") is None
    assert store.commit(sid, 0, record(), {}, TTL).status is CommitStatus.NOT_FOUND
    assert store.touch(sid, TTL) is False
    assert store.delete(sid) is False


def test_creating_an_existing_id_fails_and_keeps_the_first(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(1), TTL)
    with pytest.raises(SessionExists):
        store.create(sid, record(2), TTL)
    snap = store.get(sid)
    assert snap is not None and snap.record == record(1)


def test_a_commit_at_the_current_version_applies_and_logs(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    for version in range(3):
        result = store.commit(sid, version, record(version + 1), {"version": version + 1}, TTL)
        assert result.applied and result.version == version + 1
    snap = store.get(sid)
    assert snap is not None and (snap.version, snap.record) == (3, record(3))
    assert store.log(sid) == [{"version": 1}, {"version": 2}, {"version": 3}]


def test_a_stale_commit_changes_nothing_and_reports_the_current_version(
    store: SessionStore,
) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    commit_next(store, sid, 0)
    for expected in (0, 2, 7):
        result = store.commit(sid, expected, record(99), {"version": 99}, TTL)
        assert result.status is CommitStatus.STALE
        assert result.version == 1
        current = result.current  # the session as the refusal found it
        assert current is not None and (current.version, current.record) == (1, record(1))
    snap = store.get(sid)
    assert snap is not None and (snap.version, snap.record) == (1, record(1))
    assert store.log(sid) == [{"version": 1}]


def test_a_join_rewrites_version_0_by_compare_and_set_and_logs_nothing(
    store: SessionStore,
) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    created = store.get(sid)
    assert created is not None and created.stamp
    first = store.join(sid, created.stamp, record(1), TTL, "j1")
    assert first.applied and (first.version, first.stamp) == (0, "j1")
    # Another join computed on the creation lost the race: refused, with the current one.
    late = store.join(sid, created.stamp, record(2), TTL, "j2")
    assert late.status is CommitStatus.STALE and late.current is not None
    assert (late.current.version, late.current.record, late.current.stamp) == (0, record(1), "j1")
    assert store.join(sid, "j1", record(2), TTL, "j2").applied
    snap = store.get(sid)
    assert snap is not None and (snap.version, snap.record, snap.stamp) == (0, record(2), "j2")
    assert store.log(sid) == []
    # A join's write is that of a version 0 only: after a move, a join is stale.
    assert commit_next(store, sid, 0, expected_stamp="j2").applied
    moved = store.join(sid, "j2", record(3), TTL, "j3")
    assert moved.status is CommitStatus.STALE and moved.version == 1
    assert store.end(sid, "deleted", TTL)
    assert store.join(sid, "j2", record(3), TTL, "j3").status is CommitStatus.ENDED
    assert store.join(new_id(), "j2", record(3), TTL, "j3").status is CommitStatus.NOT_FOUND


def test_a_move_decided_before_a_write_at_the_same_version_is_stale(
    store: SessionStore,
) -> None:
    """A host's change (a new seat token, a seat handed to a bot) keeps the version and
    makes a new write: a move decided on the write before it is refused with the session
    as it is now, on every store, so it cannot put the old seats back."""
    sid = new_id()
    store.create(sid, record(0, seats={"a": "old"}), TTL)
    before = store.get(sid)
    assert before is not None and before.stamp is not None
    changed = store.amend(sid, 0, before.stamp, record(0, seats={"a": "new"}), TTL, "host-1")
    assert changed.applied
    late = commit_next(store, sid, 0, expected_stamp=before.stamp)
    assert late.status is CommitStatus.STALE and late.current is not None
    assert (late.current.stamp, late.current.record["seats"]) == ("host-1", {"a": "new"})
    assert commit_next(store, sid, 0, expected_stamp="host-1").applied


def test_a_repeated_idempotency_key_returns_the_first_answer_and_applies_nothing(
    store: SessionStore,
) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    first = Idempotency("key-1", "fp-A", '{"version":1}')
    assert commit_next(store, sid, 0, idempotency=first).applied
    # The retry carries the same key; even at the now-current version nothing applies.
    retry = Idempotency("key-1", "fp-B", '{"version":2}')
    for expected in (0, 1):
        result = store.commit(sid, expected, record(50), {"version": 50}, TTL, retry)
        assert result.status is CommitStatus.DUPLICATE
        assert result.answer is not None
        assert (result.answer.fingerprint, result.answer.response) == ("fp-A", '{"version":1}')
    snap = store.get(sid)
    assert snap is not None and (snap.version, snap.record) == (1, record(1))
    assert store.log(sid) == [{"version": 1}]
    stored = store.get_idempotent(sid, "key-1")
    assert stored is not None and stored.response == '{"version":1}'
    assert store.get_idempotent(sid, "key-2") is None
    assert store.get_idempotent(new_id(), "key-1") is None  # keys are per session


def test_a_stale_commit_stores_no_idempotent_answer(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    commit_next(store, sid, 0)
    result = commit_next(store, sid, 0, idempotency=Idempotency("k", "fp", "{}"))
    assert result.status is CommitStatus.STALE
    assert store.get_idempotent(sid, "k") is None
    # So the key is still free for the corrected request.
    assert commit_next(store, sid, 1, idempotency=Idempotency("k", "fp", "{}")).applied


def test_returned_records_are_copies(store: SessionStore) -> None:
    sid = new_id()
    rec = record(0)
    store.create(sid, rec, TTL)
    rec["state"]["hands"]["a"].append("XX")
    snap = store.get(sid)
    assert snap is not None
    snap.record["state"]["counter"] = 42
    again = store.get(sid)
    assert again is not None and again.record == record(0)


def test_a_record_that_is_not_json_is_refused_and_changes_nothing(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    with pytest.raises(TypeError):
        store.commit(sid, 0, {"bad": object()}, {"version": 1}, TTL)
    snap = store.get(sid)
    assert snap is not None and snap.version == 0 and store.log(sid) == []


def test_delete_removes_state_log_and_idempotent_answers(store: SessionStore) -> None:
    sid, other = new_id(), new_id()
    store.create(sid, record(0), TTL)
    store.create(other, record(7), TTL)
    commit_next(store, sid, 0, idempotency=Idempotency("k", "fp", "{}"))
    assert store.delete(sid) is True
    assert store.get(sid) is None
    assert store.log(sid) == []
    assert store.get_idempotent(sid, "k") is None
    assert commit_next(store, sid, 1).status is CommitStatus.NOT_FOUND
    assert store.delete(sid) is False
    snap = store.get(other)
    assert snap is not None and snap.record == record(7)  # neighbours untouched


def test_sessions_expire_when_idle_and_moves_renew_them(store: SessionStore) -> None:
    sid, idle = new_id(), new_id()
    store.create(sid, record(0), 1.0)
    store.create(idle, record(0), 1.0)
    time.sleep(0.6)
    assert commit_next(store, sid, 0).applied  # renews to 1 s from now
    time.sleep(0.6)  # 1.2 s after creation
    assert store.get(idle) is None
    assert commit_next(store, idle, 0).status is CommitStatus.NOT_FOUND
    assert store.get(sid) is not None
    assert store.touch(sid, 1.0) is True
    time.sleep(0.6)
    assert store.log(sid) == [{"version": 1}]
    time.sleep(0.5)  # 1.1 s after the touch
    assert store.get(sid) is None
    assert store.log(sid) == []
    assert store.touch(sid, 1.0) is False


def test_idempotent_answers_expire_on_their_own_ttl(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    commit_next(store, sid, 0, idempotency=Idempotency("k", "fp", "{}", ttl_s=0.3))
    assert store.get_idempotent(sid, "k") is not None
    time.sleep(0.45)
    assert store.get_idempotent(sid, "k") is None
    snap = store.get(sid)
    assert snap is not None and snap.version == 1  # the session itself lives on


def test_answers_that_outlive_their_session_are_gone_with_it(store: SessionStore) -> None:
    """IDEMPOTENCY_TTL may be the longer: an expired session is a 404 on every endpoint,
    so its stored answers must not be replayed."""
    sid = new_id()
    store.create(sid, record(0), TTL)
    answer = Idempotency("k", "fp", "{}", ttl_s=60)
    store.commit(sid, 0, record(1), {"version": 1}, 0.5, answer)  # renews it for 0.5 s
    assert store.get_idempotent(sid, "k") is not None
    time.sleep(0.7)
    assert store.get_idempotent(sid, "k") is None
    deleted = new_id()
    store.create(deleted, record(0), TTL)
    commit_next(store, deleted, 0, idempotency=Idempotency("k", "fp", "{}", ttl_s=60))
    store.delete(deleted)
    assert store.get_idempotent(deleted, "k") is None


def test_many_threads_at_the_same_version_exactly_one_wins_each_round(
    store: SessionStore,
) -> None:
    """Every thread reads, then (after a barrier) all commit on what they read."""
    sid = new_id()
    store.create(sid, record(0), TTL)
    threads, rounds = 8, 15
    barrier = threading.Barrier(threads, timeout=20)
    outcomes: list[tuple[int, str, CommitStatus]] = []
    lock = threading.Lock()

    def worker(name: str) -> None:
        for _ in range(rounds):
            barrier.wait()
            snap = store.get(sid)
            assert snap is not None
            barrier.wait()  # nobody commits before everybody has read
            counter = snap.record["state"]["counter"] + 1
            result = store.commit(
                sid, snap.version, record(counter), {"version": snap.version + 1, "by": name}, TTL
            )
            with lock:
                outcomes.append((snap.version, name, result.status))

    pool = [threading.Thread(target=worker, args=(f"t{i}",)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join(timeout=30)
    assert len(outcomes) == threads * rounds
    winners = {}
    for version, name, status in outcomes:
        if status is CommitStatus.APPLIED:
            assert version not in winners, "two commits won the same version"
            winners[version] = name
        else:
            assert status is CommitStatus.STALE
    assert sorted(winners) == list(range(rounds))
    snap = store.get(sid)
    assert snap is not None
    assert snap.version == rounds
    assert snap.record["state"]["counter"] == rounds  # no lost update
    assert store.log(sid) == [{"version": v + 1, "by": winners[v]} for v in range(rounds)]


def test_rejects_a_session_id_that_would_leave_its_hash_slot() -> None:
    store = RedisStore("redis://127.0.0.1:1")
    with pytest.raises(ValueError):
        store.get("a}b")


def test_memory_store_sweeps_expired_sessions() -> None:
    now = [0.0]
    store = MemoryStore(clock=lambda: now[0])
    store.create("old", record(0), 1.0)
    commit_next(store, "old", 0, idempotency=Idempotency("k", "fp", "{}", ttl_s=1.0))
    now[0] = 61.0  # past both the session (renewed to 60 s by the move) and the answer
    for i in range(300):
        store.create(f"s{i}", record(0), 100.0)
    assert "old" not in store._sessions  # its answers with it
    assert store.counted == 300 * store.reserve_bytes
