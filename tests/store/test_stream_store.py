"""What the streams need of a store, on MemoryStore, RedisStore and RedisStore on a real
3-node cluster: tickets, stream leases, the head, the log with its stamps, and the feed of
commits (Redis pub/sub; sharded on a cluster)."""

from __future__ import annotations

import secrets
import threading
import time
from typing import Any

import pytest
import redis
from redis.cluster import RedisCluster
from redis.exceptions import RedisClusterException, RedisError

from service.store import RedisStore, SessionStore
from service.store.feed import Committed, Deleted, Notice
from service.store.redis_store import channel
from tests.redis_server import RedisServer

TTL = 60.0
# The first follow of a store builds its feed's connection in a thread of its own (on a
# cluster, a client that reads the topology and then connects to the session's shard):
# tens of milliseconds on a quiet machine, half a second seen with load average 4.5 on
# 2 cores, and the suite runs on machines busier than that. The bound is there to end
# a test on a real fault, which follow_confirmed then names; it is not a speed limit.
DEADLINE_S = 60.0


def new_id() -> str:
    return secrets.token_urlsafe(16)


def record(counter: int) -> dict[str, Any]:
    return {"game": "meow10", "state": {"counter": counter}}


def commit(store: SessionStore, sid: str, version: int) -> Any:
    entry = {"version": version + 1, "move": {"n": version + 1}, "events": []}
    result = store.commit(sid, version, record(version + 1), entry, TTL)
    assert result.applied and result.stamp
    return result


def test_a_ticket_names_its_seat_once(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    store.put_ticket(sid, "h1", "ann", 5)
    store.put_ticket(sid, "h2", "bob", 5)
    assert store.take_ticket(sid, "h2") == "bob"
    assert store.take_ticket(sid, "h1") == "ann"
    assert store.take_ticket(sid, "h1") is None  # used
    assert store.take_ticket(sid, "never") is None
    assert store.take_ticket(new_id(), "h1") is None  # another session's


def test_a_ticket_expires(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    store.put_ticket(sid, "h", "ann", 0.05)
    time.sleep(0.2)
    assert store.take_ticket(sid, "h") is None


def test_open_streams_are_counted_per_holder_until_closed_or_their_lease_ends(
    store: SessionStore,
) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    assert store.open_stream(sid, "ann", "s1", 2, 30)
    assert store.open_stream(sid, "ann", "s2", 2, 30)
    assert not store.open_stream(sid, "ann", "s3", 2, 30)
    assert store.count_streams(sid, "ann") == 2 and store.count_streams(sid, "bob") == 0
    assert store.open_stream(sid, "*", "p1", 2, 30)  # another holder
    assert store.open_stream(sid, "bob", "s4", 2, 30)
    store.close_stream(sid, "ann", "s1")
    assert store.count_streams(sid, "ann") == 1
    assert store.open_stream(sid, "ann", "s3", 2, 30)
    assert store.open_stream(sid, "cy", "short", 1, 0.05)
    time.sleep(0.2)  # its lease ended: a stream whose host died stops counting
    assert store.count_streams(sid, "cy") == 0
    assert store.open_stream(sid, "cy", "next", 1, 30)


def test_renewing_leases_keeps_them_and_answers_the_head(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    assert store.open_stream(sid, "ann", "s1", 1, 0.3)
    made = commit(store, sid, 0)
    for _ in range(4):
        time.sleep(0.1)
        assert store.renew_streams(sid, [("ann", "s1")], 0.3) == (1, made.stamp)
    assert not store.open_stream(sid, "ann", "s2", 1, 30)  # s1 still counts
    assert store.head(sid) == (1, made.stamp)
    assert store.renew_streams(new_id(), [], 1) is None
    assert store.head(new_id()) is None


def test_the_log_since_a_version_keeps_each_entrys_stamp(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(0), TTL)
    stamps = [commit(store, sid, v).stamp for v in range(4)]
    since = store.log_since(sid, 2)
    assert [s.entry["version"] for s in since] == [3, 4]
    assert [s.stamp for s in since] == stamps[2:]
    assert [s.entry["version"] for s in store.log_since(sid, 0)] == [1, 2, 3, 4]
    assert store.log_since(sid, 4) == []
    snap = store.get(sid)
    assert snap is not None and snap.stamp == stamps[-1]


def follow_confirmed(store: SessionStore, sid: str, deadline_s: float = DEADLINE_S) -> None:
    """Follow `sid` and wait until the feed has the subscription, or fail saying why not."""
    if not store.feed.follow(sid, deadline_s):
        pytest.fail(f"following {sid} was not confirmed in {deadline_s} s: {why_not(store, sid)}")


def why_not(store: SessionStore, sid: str) -> str:
    """Which step of a follow is missing: the feed's thread, the subscription in Redis,
    or the feed's reading of Redis's confirmation."""
    thread = getattr(store.feed, "_thread", None)
    if thread is None or not thread.is_alive():
        return "the feed's thread is not running (it died: see the test's captured output)"
    if not isinstance(store, RedisStore):
        return "the feed's thread runs, yet did not confirm"
    name = channel(sid)
    try:
        client = store._redis()
        if isinstance(client, RedisCluster):
            node = client.get_node_from_key(name)
            _, count = client.execute_command("PUBSUB SHARDNUMSUB", name, target_nodes=node)
        else:
            ((_, count),) = client.pubsub_numsub(name)
    except (RedisError, RedisClusterException, OSError) as exc:
        return f"Redis does not answer ({exc!r}), so the feed cannot subscribe"
    if int(count) == 0:
        return (
            "Redis has no subscriber on its channel: the feed never subscribed (is its "
            "connection failing? see 'stream feed lost its Redis connection' in the log)"
        )
    return f"Redis has {count} subscriber(s) on its channel, yet the feed never confirmed it"


def test_a_first_follow_slower_than_five_seconds_is_waited_for(own_redis: RedisServer) -> None:
    """A busy machine can hold the feed's first connection back for seconds (here Redis
    holds every reply for 6): that is no fault, and the follow is confirmed after it."""
    slow = RedisStore(own_redis.url)
    sid = new_id()
    slow.create(sid, record(0), TTL)
    with redis.Redis.from_url(own_redis.url) as admin:
        admin.client_pause(6000, all=True)
    try:
        follow_confirmed(slow, sid)
    finally:
        slow.close()


def test_a_follow_that_is_not_confirmed_fails_naming_the_missing_step(
    own_redis: RedisServer,
) -> None:
    """What follow_confirmed reports on a real fault: here the Redis is gone."""
    gone = RedisStore(own_redis.url)
    own_redis.stop()
    try:
        with pytest.raises(pytest.fail.Exception, match="Redis does not answer"):
            follow_confirmed(gone, new_id(), deadline_s=0.5)
    finally:
        gone.close()


class Heard:
    """The notices a feed delivers, to wait on from the test."""

    def __init__(self) -> None:
        self.notices: list[Notice] = []
        self._cond = threading.Condition()

    def __call__(self, notice: Notice) -> None:
        with self._cond:
            self.notices.append(notice)
            self._cond.notify_all()

    def wait_for(self, count: int, deadline_s: float = DEADLINE_S) -> list[Notice]:
        end = time.monotonic() + deadline_s
        with self._cond:
            while len(self.notices) < count:
                left = end - time.monotonic()
                assert left > 0, f"{len(self.notices)} notices of {count}: {self.notices}"
                self._cond.wait(left)
            return list(self.notices)


def test_the_feed_delivers_each_commit_of_a_followed_session_in_order_then_its_deletion(
    store: SessionStore,
) -> None:
    heard = Heard()
    store.feed.listen(heard)
    followed, other = new_id(), new_id()
    store.create(followed, record(0), TTL)
    store.create(other, record(0), TTL)
    follow_confirmed(store, followed)
    stamps = [commit(store, followed, v).stamp for v in range(5)]
    commit(store, other, 0)  # not followed: not delivered
    store.delete(followed)
    notices = heard.wait_for(6)
    commits = [n for n in notices if isinstance(n, Committed)]
    assert [(n.session_id, n.version, n.stamp) for n in commits] == [
        (followed, v + 1, stamps[v]) for v in range(5)
    ]
    assert commits[2].state == record(3)["state"]
    assert commits[2].entry == {"version": 3, "move": {"n": 3}, "events": []}
    assert notices[-1] == Deleted(followed)
    store.feed.unfollow(followed)


def test_an_unfollowed_session_is_heard_no_more(store: SessionStore) -> None:
    heard = Heard()
    store.feed.listen(heard)
    sid, marker = new_id(), new_id()
    store.create(sid, record(0), TTL)
    store.create(marker, record(0), TTL)
    follow_confirmed(store, sid)
    commit(store, sid, 0)
    heard.wait_for(1)
    store.feed.unfollow(sid)
    follow_confirmed(store, marker)
    commit(store, sid, 1)
    commit(store, marker, 0)  # delivered after anything of `sid` would have been
    notices = heard.wait_for(2)
    assert [(n.session_id, n.version) for n in notices if isinstance(n, Committed)] == [
        (sid, 1),
        (marker, 1),
    ]
    store.feed.unfollow(marker)


@pytest.mark.parametrize("backend", ["redis", "cluster"])
def test_sessions_on_every_shard_are_heard_through_one_feed(store: SessionStore) -> None:
    """On the cluster each session's channel lives on its own shard (sharded pub/sub):
    enough sessions to land on all three, every one heard."""
    heard = Heard()
    store.feed.listen(heard)
    sessions = [new_id() for _ in range(12)]
    for sid in sessions:
        store.create(sid, record(0), TTL)
        follow_confirmed(store, sid)
    for sid in sessions:
        commit(store, sid, 0)
    notices = heard.wait_for(len(sessions))
    assert sorted(n.session_id for n in notices if isinstance(n, Committed)) == sorted(sessions)
    for sid in sessions:
        store.feed.unfollow(sid)
