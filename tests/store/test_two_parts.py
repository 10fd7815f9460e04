"""The Redis store keeps a record in two parts (service/store/redis_store.py): what a move
changes (the state and the chain's head) in the message its commit stores and publishes,
and the rest, written when the session is created or joined, or by a commit that changes
it. A session stored whole, before the two parts, reads, moves and joins as before."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
import redis

from service import proofs
from service.store import CommitStatus, RedisStore
from service.store.redis_feed import notice_of
from service.store.redis_store import _keys
from tests.redis_server import ExternalRedis, RedisServer

from .test_store import TTL, new_id

redis_only = pytest.mark.parametrize("backend", ["redis", "cluster"], indirect=True)


def record(counter: int, **extra: Any) -> dict[str, Any]:
    """A record as sessions have them: the moving parts among the fixed ones."""
    return {
        "game": "meow10",
        "state": {"counter": counter, "hands": {"zed": ["R1"], "amy": []}},
        "seats": {"zed": "hash-z", "amy": "hash-a"},
        "fairness": {"seed_salt": "salt"},
        "chain": f"{counter:064x}",
        **extra,
    }


def entry(version: int) -> dict[str, Any]:
    return {"version": version, "move": {"n": version}, "events": [], "hash": f"{version:064x}"}


def moved(held: dict[str, Any], counter: int) -> dict[str, Any]:
    """A move's record: the snapshot's, with a new state and chain's head."""
    return {**held, "state": {**held["state"], "counter": counter}, "chain": f"{counter:064x}"}


def stored(store: RedisStore, session_id: str) -> dict[bytes, bytes]:
    state, _, _ = _keys(session_id)
    fields: dict[Any, Any] = store._redis().hgetall(state)
    return fields


def store_whole(store: RedisStore, session_id: str, whole: dict[str, Any], nonce: str) -> None:
    """The session as the store kept it before the two parts: the record in `d`."""
    state, _, _ = _keys(session_id)
    data = orjson.dumps(whole)
    store._redis().hset(state, mapping={"v": 0, "d": data, "n": nonce, "b": len(data) + 600})
    store._redis().pexpire(state, int(TTL * 1000))


@pytest.fixture
def redis_store(store_url: str) -> Iterator[RedisStore]:
    made = RedisStore(store_url)
    try:
        yield made
    finally:
        made.close()


@redis_only
def test_a_record_is_stored_as_its_fixed_part_and_a_message_and_reads_back_whole(
    redis_store: RedisStore,
) -> None:
    sid = new_id()
    made = record(0)
    redis_store.create(sid, made, TTL)
    fields = stored(redis_store, sid)
    assert b"d" not in fields
    fixed = orjson.loads(fields[b"r"])
    assert fixed == {**made, "state": None, "chain": None} and list(fixed) == list(made)
    assert orjson.loads(fields[b"m"]) == {
        "v": 0,
        "r": {"state": made["state"], "chain": made["chain"]},
    }
    snap = redis_store.get(sid)
    assert snap is not None and snap.record == made and list(snap.record) == list(made)

    held = redis_store.get_to_move(sid)
    assert held is not None and held.held
    after = moved(held.record, 1)
    done = redis_store.commit(sid, 0, after, entry(1), TTL, expected_stamp=held.stamp)
    assert done.applied
    fields = stored(redis_store, sid)
    assert orjson.loads(fields[b"r"]) == fixed
    assert orjson.loads(fields[b"m"]) == {
        "v": 1,
        "r": {"state": after["state"], "chain": after["chain"]},
        "e": {"nonce": done.stamp, **entry(1)},
    }
    snap = redis_store.get(sid)
    assert snap is not None and snap.record == after and list(snap.record) == list(after)
    assert redis_store.log(sid) == [entry(1)]


@redis_only
def test_a_move_stores_its_state_as_the_bytes_its_chain_wrote(redis_store: RedisStore) -> None:
    """A session move's state is written once, as the canonical JSON its commitment
    covers (proofs.canonical): stored and published as those very bytes."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    held = redis_store.get_to_move(sid)
    assert held is not None
    after = {**held.record, "state": {"hands": {"zed": ["R1"], "amy": []}, "counter": 1}}
    state_json = proofs.canonical(after["state"])  # keys sorted, unlike the state's own
    done = redis_store.commit(
        sid, 0, after, entry(1), TTL, expected_stamp=held.stamp, state_json=state_json
    )
    assert done.applied
    message = stored(redis_store, sid)[b"m"]
    assert message.startswith(b'{"v":1,"r":{"state":' + state_json + b',"chain":')
    other = RedisStore(redis_store.url, cluster=redis_store.cluster, recent_sessions=0)
    try:
        read = other.get(sid)
        assert read is not None and read.record == after
        assert list(read.record["state"]) == ["counter", "hands"]
    finally:
        other.close()


@redis_only
def test_a_commit_that_changes_the_fixed_part_writes_it(redis_store: RedisStore) -> None:
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    held = redis_store.get_to_move(sid)
    assert held is not None
    after = {**moved(held.record, 1), "seats": {"zed": "other", "amy": "hash-a"}, "new": 1}
    assert redis_store.commit(sid, 0, after, entry(1), TTL, expected_stamp=held.stamp).applied
    snap = redis_store.get(sid)
    assert snap is not None and snap.record == after
    other = RedisStore(redis_store.url, cluster=redis_store.cluster, recent_sessions=0)
    try:
        read = other.get(sid)
        assert read is not None and read.record == after and list(read.record) == list(after)
    finally:
        other.close()


def test_a_move_on_a_held_snapshot_sends_the_state_once_and_not_the_fixed_part(
    redis_node: RedisServer | ExternalRedis,
) -> None:
    """What the commit script is sent (Redis's slow log, told to log every command): the
    message with the state, the log entry, and an empty fixed part."""
    store = RedisStore(redis_node.url)
    admin = redis.Redis.from_url(redis_node.url)
    before = str(admin.config_get("slowlog-log-slower-than")["slowlog-log-slower-than"])
    try:
        sid = new_id()
        store.create(sid, record(0, padding="x" * 3000), TTL)
        held = store.get_to_move(sid)
        assert held is not None
        after = moved(held.record, 1)
        admin.config_set("slowlog-log-slower-than", 0)
        admin.slowlog_reset()
        assert store.commit(sid, 0, after, entry(1), TTL, expected_stamp=held.stamp).applied
        logged = admin.execute_command("SLOWLOG", "GET", 100)
    finally:
        admin.config_set("slowlog-log-slower-than", before)
        admin.close()
        store.close()
    [args] = [item[3] for item in logged if item[3][0] == b"EVALSHA"]

    def length(arg: bytes) -> int:  # the slow log cuts an argument at 128 bytes
        cut = re.fullmatch(rb"(.{128})\.\.\. \((\d+) more bytes\)", arg, re.DOTALL)
        return len(arg) if cut is None else 128 + int(cut.group(2))

    state = orjson.dumps(after["state"])
    # EVALSHA, its script, 2 keys, then expected version and stamp, message, entry, TTL,
    # nonce: no fixed part (3 KB of padding).
    assert len(args) == 11
    assert sum(map(length, args)) < 2 * len(state) + 600  # the state once, a few small args


@redis_only
def test_a_session_stored_whole_reads_moves_and_is_then_stored_in_two_parts(
    redis_store: RedisStore,
) -> None:
    whole, sid = record(0), new_id()
    store_whole(redis_store, sid, whole, "0123456789abcdef")
    snap = redis_store.get(sid)
    assert snap is not None and (snap.version, snap.record, snap.stamp) == (
        0,
        whole,
        "0123456789abcdef",
    )
    held = redis_store.get_to_move(sid)
    assert held is not None and held.record == whole
    after = moved(held.record, 1)
    done = redis_store.commit(sid, 0, after, entry(1), TTL, expected_stamp=held.stamp)
    assert done.applied and done.version == 1
    fields = stored(redis_store, sid)
    assert b"d" not in fields and b"r" in fields and b"m" in fields
    snap = redis_store.get(sid)
    assert snap is not None and snap.record == after and list(snap.record) == list(after)
    # Its bytes are counted as a session's made in two parts and moved the same way.
    twin = new_id()
    redis_store.create(twin, whole, TTL)
    assert redis_store.commit(twin, 0, after, entry(1), TTL).applied
    assert fields[b"b"] == stored(redis_store, twin)[b"b"]


@redis_only
def test_a_commit_without_the_fixed_part_on_a_session_stored_whole_is_decided_again(
    redis_store: RedisStore,
) -> None:
    """The store sends no fixed part when it holds the write it expects in two parts. Were
    Redis to hold that write whole instead, the script answers it as stale (the session
    as stored), and the commit decided again on that sends the fixed part."""
    sid = new_id()
    redis_store.create(sid, record(0), TTL)
    held = redis_store.get_to_move(sid)
    assert held is not None and held.stamp is not None
    store_whole(redis_store, sid, record(0), held.stamp)  # the same write, stored whole
    state, _, _ = _keys(sid)
    redis_store._redis().hdel(state, "r", "m")
    refused = redis_store.commit(
        sid, 0, moved(held.record, 1), entry(1), TTL, expected_stamp=held.stamp
    )
    assert refused.status is CommitStatus.STALE and refused.current is not None
    assert (refused.current.version, refused.current.record) == (0, record(0))
    again = moved(refused.current.record, 1)
    stamp = refused.current.stamp
    assert redis_store.commit(sid, 0, again, entry(1), TTL, expected_stamp=stamp).applied
    snap = redis_store.get(sid)
    assert snap is not None and snap.record == again


@redis_only
def test_a_seat_joining_a_session_stored_whole_stores_it_in_two_parts(
    redis_store: RedisStore,
) -> None:
    sid = new_id()
    store_whole(redis_store, sid, record(0), "0123456789abcdef")
    joined = record(0, deal={"joined": ["zed"]})
    done = redis_store.join(sid, "0123456789abcdef", joined, TTL, "fedcba9876543210")
    assert done.applied
    fields = stored(redis_store, sid)
    assert b"d" not in fields
    snap = redis_store.get(sid)
    assert snap is not None and snap.record == joined and snap.stamp == "fedcba9876543210"


def test_a_commit_notice_of_a_host_running_the_code_before_the_two_parts_is_read() -> None:
    """During a rolling deploy an older host publishes the whole record (`d`)."""
    old = orjson.dumps({"v": 3, "d": record(3), "e": {"nonce": "n3", **entry(3)}})
    new = orjson.dumps(
        {"v": 3, "r": {"state": record(3)["state"]}, "e": {"nonce": "n3", **entry(3)}}
    )
    for data in (old, new):
        notice = notice_of("s", data)
        assert notice == notice_of("s", new)
        assert (notice.version, notice.stamp, notice.entry, notice.state) == (  # type: ignore[union-attr]
            3,
            "n3",
            entry(3),
            record(3)["state"],
        )
