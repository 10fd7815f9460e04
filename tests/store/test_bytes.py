"""Stores count bytes (docs/sessions.md, "Bounds"): what the in-process store counts is
what its sessions hold, and a full store refuses a move before it writes anything."""

from __future__ import annotations

import secrets
import tracemalloc

from service.store import Idempotency, MemoryStore, StoreFull

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


def test_the_in_process_count_is_what_its_sessions_hold() -> None:
    store = MemoryStore(reserve_bytes=0)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        store.create("s", state(0), 60.0)
        for v in range(MOVES):
            store.commit("s", v, state(v + 1), entry(v + 1), 60.0, answer(v + 1))
        held = tracemalloc.get_traced_memory()[0] - before
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
