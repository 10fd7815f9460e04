"""The session snapshots the workers of a host share (service/store/snapshots.py): what a
reader gets is always a whole entry that was written, or nothing."""

from __future__ import annotations

import multiprocessing
import os
import random
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.store import snapshots
from service.store.snapshots import _HEAD, SLOT_BYTES, WAYS, SnapshotSlots


def record(version: int, size: int = 200) -> bytes:
    """A record whose bytes say which version they belong to."""
    return (f"{version}:".encode() * size)[:size]


def stamp(version: int) -> str:
    """A stamp that says which version it belongs to (Redis's are 16 hex digits)."""
    return f"{version:016x}"


@pytest.fixture
def slots() -> Iterator[SnapshotSlots]:
    made = SnapshotSlots(64)
    yield made
    made.close()


def test_a_snapshot_is_held_and_given_back_at_its_version(slots: SnapshotSlots) -> None:
    slots.put("s1", 3, record(3), stamp(3))
    assert slots.get("s1") == (3, record(3), stamp(3))
    assert slots.get("s1", 3) == (3, record(3), stamp(3))
    assert slots.get("s1", 4) is None  # not the version the client expects
    assert slots.get("s2") is None
    slots.put("s1", 4, record(4, 900))  # a store without stamps
    assert slots.get("s1") == (4, record(4, 900), None)


def test_a_stamp_longer_than_its_field_is_not_held(slots: SnapshotSlots) -> None:
    slots.put("s1", 1, record(1), stamp(1))
    slots.put("s1", 2, record(2), "x" * 17)
    assert slots.get("s1") is None  # not held, and the one before is behind: dropped


def test_a_later_version_is_never_rolled_back(slots: SnapshotSlots) -> None:
    slots.put("s1", 5, record(5))
    slots.put("s1", 4, record(4))  # a slower reader of an older version
    assert slots.get("s1") == (5, record(5), None)


def test_drop_forgets_only_that_session(slots: SnapshotSlots) -> None:
    slots.put("s1", 1, record(1))
    slots.put("s2", 1, record(1))
    slots.drop("s1")
    slots.drop("never-held")
    assert slots.get("s1") is None and slots.get("s2") == (1, record(1), None)


def test_a_record_larger_than_a_slot_is_not_held(slots: SnapshotSlots) -> None:
    fits = SLOT_BYTES - _HEAD.size - len(b"s1")
    slots.put("s1", 1, record(1, fits))
    assert slots.get("s1") == (1, record(1, fits), None)
    slots.put("s1", 2, record(2, fits + 1))
    assert slots.get("s1") is None  # not held, and the one before is behind: dropped


def test_a_full_set_gives_up_the_slot_written_longest_ago() -> None:
    slots = SnapshotSlots(WAYS)  # one set
    others = [f"s{n}" for n in range(WAYS - 1)]
    for session in ["a", *others]:
        slots.put(session, 1, record(1))
    slots.put("a", 2, record(2))  # rewrites a's own slot: s0 is now the oldest
    slots.put("c", 1, record(1))
    assert slots.get("s0") is None
    assert slots.get("a") == (2, record(2), None) and slots.get("c") == (1, record(1), None)
    assert all(slots.get(s) == (1, record(1), None) for s in others[1:])
    slots.close()


def test_tables_taking_turns_keep_their_snapshots_while_a_quarter_of_the_slots_are_live() -> None:
    """Sessions moving in turn, as tables do, each hold their snapshot from one move to
    the next while they fill a quarter of the slots. With 2-way sets about one in ten
    shared its set with two others, and all three were evicted every round."""
    slots = SnapshotSlots(2048, slot_bytes=256)
    # random ids, as the service makes them (CRC spreads sequential names too evenly)
    tables = [random.Random(n).randbytes(16).hex() for n in range(2048 // 4)]
    for table in tables:
        slots.put(table, 0, record(0, 100))
    missed = 0
    for version in range(1, 4):
        for table in tables:
            missed += slots.get(table, version - 1) is None
            slots.put(table, version, record(version, 100))
    assert missed == 0
    slots.close()


STAMPS = st.none() | st.text("0123456789abcdef", min_size=1, max_size=16)


@given(
    old=st.tuples(st.integers(0, 2**40), st.binary(max_size=3000), STAMPS),
    new=st.tuples(st.integers(0, 2**40), st.binary(max_size=3000), STAMPS),
    cut=st.floats(0, 1),
)
def test_an_entry_caught_mid_write_reads_as_nothing(
    old: tuple[int, bytes, str | None], new: tuple[int, bytes, str | None], cut: float
) -> None:
    """A write that stopped part-way (or is still going) over another session's entry or
    an older one of the same session: the reader gets the old entry whole, the new one
    whole, or nothing; never a version with another entry's bytes."""
    for other in ("s1", "s2"):
        slots = SnapshotSlots(1)  # 1 set: both land in it
        slots.put(other, *old)
        before = bytes(slots._map)
        slots.drop(other)
        slots.put("s1", *new)
        after = bytes(slots._map)
        size = _HEAD.size + len(b"s1") + len(new[1])
        at = int(size * cut)
        slots._map[:] = after[:at] + before[at:]  # the new entry written up to `at`
        got = slots.get("s1")
        whole = [new] + ([old] if other == "s1" else [])
        assert got is None or got in whole
        if at == size:  # the write finished: the new entry, whole
            assert got == new
        elif at == 0:  # not started: what was there before
            assert got == (old if other == "s1" else None)
        slots.close()


def _writer(slots: SnapshotSlots, first: int, rounds: int) -> None:
    for version in range(first, first + rounds):
        slots.put("race", version, record(version, 100 + version % 3000), stamp(version))


def test_processes_writing_one_session_while_another_reads_never_mix_entries() -> None:
    """Two forked writers overwrite one session's slot as fast as they can (out of order,
    so they also race on the same slot); every read is a whole entry or nothing."""
    slots = SnapshotSlots(2)
    ctx = multiprocessing.get_context("fork")
    writers = [ctx.Process(target=_writer, args=(slots, i * 7, 20_000)) for i in range(2)]
    for w in writers:
        w.start()
    seen = 0
    try:
        while any(w.is_alive() for w in writers):
            got = slots.get("race")
            if got is not None:
                version, data, made_by = got
                assert data == record(version, 100 + version % 3000)
                assert made_by == stamp(version)
                seen += 1
    finally:
        for w in writers:
            w.join(timeout=60)
    assert all(w.exitcode == 0 for w in writers)
    assert seen > 0  # it really read entries the other processes wrote
    slots.close()


def test_the_mapping_made_before_fork_is_shared_with_the_children(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(snapshots, "_shared", None)
    snapshots.share_between_workers(16)
    shared = snapshots.for_store(16)
    assert shared is snapshots._shared and shared is not None
    assert snapshots.for_store(0) is None  # SESSION_CACHE_SIZE=0: none
    assert snapshots.for_store(64) is not shared  # larger than what was shared: its own
    pid = os.fork()
    if pid == 0:  # the child, like a gunicorn worker
        snapshots.for_store(16).put("s1", 7, record(7), stamp(7))  # type: ignore[union-attr]
        os._exit(0)
    os.waitpid(pid, 0)
    assert shared.get("s1") == (7, record(7), stamp(7))
