"""Chaos between the store and Redis: replies lost after the command ran.

A TCP proxy in front of the test's redis-server cuts the connection instead of passing
on some replies, so a commit may have landed without its sender knowing. redis-py sends
the script again on a new connection; meanwhile other threads' moves land. Whatever the
interleaving, every move lands once, the log and the state agree, and every answer a
mover got says where its move is (chaos testing: every request gets exactly one answer)."""

from __future__ import annotations

import asyncio
import collections
import random
import threading
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import orjson
import pytest

from service.store import CommitStatus, Idempotency, RedisStore, Snapshot, StoreUnavailable
from tests.redis_server import ExternalRedis, RedisServer
from tests.tcp_proxy import TcpProxy

from .test_store import new_id

THREADS, MOVES, DROP = 8, 60, 0.15
TTL = 600.0


class ReplyDropper(TcpProxy):
    """127.0.0.1:port -> Redis; cuts both sides instead of forwarding a reply, with
    probability DROP (seeded), after Redis has run the command."""

    def __init__(self, upstream: tuple[str, int]) -> None:
        self.dropped = 0
        self.rng = random.Random(7)
        super().__init__(upstream)

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await self._upstream()
        except OSError:
            writer.transport.abort()
            return
        await asyncio.gather(
            self._pipe(reader, up_writer, writer, drop=False),
            self._pipe(up_reader, writer, up_writer, drop=True),
        )

    async def _pipe(self, reader: Any, writer: Any, other: Any, *, drop: bool) -> None:
        try:
            while data := await reader.read(65536):
                if drop and self.rng.random() < DROP:
                    self.dropped += 1
                    break
                writer.write(data)
                await writer.drain()
        except OSError:
            pass
        writer.transport.abort()
        other.transport.abort()


@pytest.fixture
def dropper(redis_node: RedisServer | ExternalRedis) -> Iterator[ReplyDropper]:
    parts = urlsplit(redis_node.url)
    proxy = ReplyDropper((parts.hostname or "127.0.0.1", parts.port or 6379))
    yield proxy
    proxy.close()


def test_moves_land_once_and_every_answer_is_true_when_replies_are_lost(
    redis_node: RedisServer | ExternalRedis,
    dropper: ReplyDropper,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("service.store.redis_store.PAUSE_AFTER_FAILURE_S", 0.0)
    db = urlsplit(redis_node.url).path or "/0"
    via_proxy = f"redis://127.0.0.1:{dropper.port}{db}"
    direct = RedisStore(redis_node.url, recent_sessions=0)
    sid = new_id()
    direct.create(sid, {"count": 0}, TTL)
    answers: dict[tuple[int, int], list[Any]] = collections.defaultdict(list)

    def mover(thread: int) -> None:
        store = RedisStore(via_proxy, recent_sessions=64)  # its connection, its snapshots
        rng = random.Random(thread)
        for seq in range(MOVES):
            key = f"k{thread}-{seq}" if rng.random() < 0.3 else None
            snap: Snapshot | None = None
            for _ in range(100):
                try:
                    snap = snap or store.recent(sid) or store.get(sid)
                    assert snap is not None
                    made = {"version": snap.version + 1, "by": [thread, seq]}
                    idem = Idempotency(key, "fp", orjson.dumps(made).decode()) if key else None
                    result = store.commit(
                        sid,
                        snap.version,
                        {"count": snap.record["count"] + 1},
                        made,
                        TTL,
                        idem,
                        expected_stamp=snap.stamp,
                    )
                except StoreUnavailable:
                    answers[(thread, seq)].append("unavailable")
                    snap = None
                    if key is None:
                        break  # without a key the outcome is the client's to look up
                    continue  # a client retries with its key
                if result.status is CommitStatus.APPLIED:
                    answers[(thread, seq)].append(("applied", result.version))
                    break
                if result.status is CommitStatus.DUPLICATE:
                    assert result.answer is not None
                    first = orjson.loads(result.answer.response)
                    answers[(thread, seq)].append(("applied", first["version"]))
                    break
                assert result.status is CommitStatus.STALE and result.current is not None
                snap = result.current
        store.close()

    threads = [threading.Thread(target=mover, args=(t,)) for t in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    snap = direct.get(sid)
    log = direct.log(sid)
    direct.close()
    assert dropper.dropped > 0, "no reply was lost: the test tested nothing"
    assert snap is not None and snap.version == len(log) == snap.record["count"]
    assert [entry["version"] for entry in log] == list(range(1, len(log) + 1))
    landed = collections.Counter(tuple(entry["by"]) for entry in log)
    assert [move for move, times in landed.items() if times > 1] == []  # none twice
    where = {tuple(entry["by"]): entry["version"] for entry in log}
    for move, said in answers.items():
        last = said[-1]
        if last == "unavailable":  # it may or may not have landed: both are true
            continue
        assert where.get(move) == last[1], (move, said)  # "applied at v" is where it is
    for move in where:  # every move in the log was answered applied or left open
        assert answers[move][-1] != "stale"
