"""A notice the hub gets after its follower has already sent that version (caught up from
the log by the periodic check, or read with the session when a stream opened) is old
news, not a sign that the store went back: the readers must not get a whole `session`
event instead of the moves. Seen under load as `went back to version N` with no Redis
restart (bench.streams, and the resume test of test_stream_endpoint.py when it flaked)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore, RedisStore
from service.store.feed import Committed
from tests.streams.test_stream_endpoint import HEARTBEAT_S, Table


@pytest.fixture(params=["memory", "redis"])
def app(request: pytest.FixtureRequest) -> Iterator[Flask]:
    url = None if request.param == "memory" else request.getfixturevalue("redis_node").url
    store = MemoryStore() if url is None else RedisStore(url)
    made = create_app(Settings(redis_url=url, stream_heartbeat_s=HEARTBEAT_S), store=store)
    yield made
    made.extensions["hub"].close()
    store.close()


def test_a_notice_of_a_version_already_sent_is_not_taken_for_a_store_gone_back(
    app: Flask,
) -> None:
    table = Table(app.test_client(), app, "copycat", "late-notices")
    reader = table.stream("bob")
    assert reader.next_event().id == "0"
    for version in (1, 2, 3):
        table.play()
        assert reader.next_event().id == str(version)
    store, hub = app.extensions["store"], app.extensions["hub"]
    record = store.get(table.id).record
    # the notices of versions 1 and 2 again, as the feed hands over notices it had queued
    # while the check caught the follower up past them
    for stored in store.log_since(table.id, 0)[:2]:
        entry = {k: v for k, v in stored.entry.items() if k != "nonce"}
        hub.notify(Committed(table.id, entry["version"], stored.stamp, entry, record))
    table.play()
    event = reader.next_event()
    assert (event.event, event.id) == ("move", "4")  # not a whole view of version 3 again
    assert event.data["state"] == table.view("bob")["state"]
