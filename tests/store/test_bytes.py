"""Stores count bytes (docs/sessions.md, "Bounds"): what the in-process store counts is
what its sessions hold, and a full store refuses a move before it writes anything."""

from __future__ import annotations

import secrets
import tracemalloc

import pytest
import redis

from service.store import Idempotency, MemoryStore, RedisStore, SessionStore, StoreFull
from tests.redis_server import RedisServer

MOVES = 400


def entry(version: int) -> dict[str, object]:
    """A log entry of the size a chained Super Meow move makes (some 450 bytes)."""
    return {
        "version": version,
        "move": {"player": "ann", "kind": "pass"},
        "events": [{"kind": "passed", "player": "ann", "next": "bob"}],
        "result": None,
        "commitment": secrets.token_hex(32),
        "hash": secrets.token_hex(32),
    }


def state(version: int) -> dict[str, object]:
    return {"game": "supermeow", "state": {"v": version, "deck": ["R1"] * 300}}


def answer(version: int) -> Idempotency:
    tag = f'"{version}.{secrets.token_hex(8)}"'
    response = f'{{"status":200,"version":{version},"etag":"{tag}"}}'
    return Idempotency(f"ann:key-{version:08d}", secrets.token_hex(32), response)


# What the metrics' flushing thread (started by an earlier test's requests) allocates
# whenever it wakes, which is no session's.
NOT_HELD = [tracemalloc.Filter(False, "*/prometheus_client/*")]


def test_the_in_process_count_is_what_its_sessions_hold() -> None:
    store = MemoryStore(reserve_bytes=0)
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot().filter_traces(NOT_HELD)
        store.create("s", state(0), 60.0)
        for v in range(MOVES):
            store.commit("s", v, state(v + 1), entry(v + 1), 60.0, answer(v + 1))
        after = tracemalloc.take_snapshot().filter_traces(NOT_HELD)
        held = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    finally:
        tracemalloc.stop()
    print(store.counted, held)
    assert 0.8 * held <= store.counted <= 1.25 * held, (store.counted, held)
    assert held / MOVES < 1500  # a keyed move's entry and key, not 4 KiB of JSON buffer


def test_a_move_past_its_reserve_with_no_room_is_refused_and_writes_nothing() -> None:
    store = MemoryStore(max_bytes=64 * 1024, reserve_bytes=8 * 1024, watermark=0.5)
    store.create("big", state(0), 60.0)
    store.create("small", state(0), 60.0)
    version = 0
    try:
        while version < 1000:
            next_version = version + 1
            keyed = answer(next_version)
            assert store.commit(
                "big", version, state(next_version), entry(next_version), 60.0, keyed
            ).applied
            version = next_version
    except StoreFull:
        pass
    assert version < 1000, "the store never refused a move"
    assert store.counted <= store.max_bytes
    head = store.head("big")
    assert head is not None and head[0] == version
    assert len(store.log("big")) == version
    assert store.get_idempotent("big", answer(version + 1).key) is None
    # The other session moves within its reserve: the room for it was counted at creation.
    for v in range(8):
        assert store.commit("small", v, state(v + 1), entry(v + 1), 60.0).applied


def test_a_redis_move_past_its_reserve_at_the_move_watermark_is_refused_unwritten(
    own_redis: RedisServer,
) -> None:
    store = RedisStore(own_redis.url, reserve_bytes=4096, recent_sessions=0)
    big = {"game": "supermeow", "state": {"deck": ["R1"] * 1000}}  # some 6 KB: past it
    store.create("small", state(0), 60.0)
    store.create("big", big, 60.0)
    with redis.Redis.from_url(own_redis.url) as oracle:
        oracle.set("other data", b"x" * 4_000_000)
        used = int(oracle.info("memory")["used_memory"])
        # Past 0.9 of it (the move watermark), with room for a few moves still.
        oracle.config_set("maxmemory", used + 300_000)
        with pytest.raises(StoreFull):
            store.commit("big", 0, big, entry(1), 60.0, answer(1))
        head = store.head("big")
        assert head is not None and head[0] == 0
        assert store.log("big") == [] and store.get_idempotent("big", answer(1).key) is None
        # Within its reserve a session moves on, into the room kept for it.
        assert store.commit("small", 0, state(1), entry(1), 60.0, answer(1)).applied
        oracle.config_set("maxmemory", 0)  # room again: the same move applies
    assert store.commit("big", 0, big, entry(1), 60.0, answer(1)).applied
    store.close()


def test_a_session_past_its_reserve_moves_on_while_there_is_room(store_url: str | None) -> None:
    """Past its reserve every move asks how full the store is (Redis: INFO, in the commit
    script on the session's own node); with room, it applies like any other."""
    store: SessionStore = (
        MemoryStore(reserve_bytes=1)
        if store_url is None
        else RedisStore(store_url, reserve_bytes=1)
    )
    sid = secrets.token_urlsafe(16)
    store.create(sid, state(0), 60.0)
    for v in range(3):
        assert store.commit(sid, v, state(v + 1), entry(v + 1), 60.0, answer(v + 1)).applied
    assert len(store.log(sid)) == 3
    store.close()
