"""Rebuilding a long session's past (a resumed stream's replay) gives the process's other
greenlets their turns as it goes: under gevent, where nothing else would interrupt it, a
replay from the in-process store would otherwise hold every other stream of the process
until it is done."""

from __future__ import annotations

import time

import gevent
import pytest

from service.app import create_app, session_game
from service.config import Settings
from service.store import MemoryStore
from service.streams.events import REPLAY_PAGE, rebuilt
from tests.streams.test_stream_endpoint import Table


def test_a_long_replay_lets_the_other_greenlets_run_between_pages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = create_app(Settings(), store=MemoryStore())
    table = Table(app.test_client(), app, "supermeow", seed="long-replay")
    moves = 2 * REPLAY_PAGE + 1
    for _ in range(moves):
        assert table.play() is not None
    store = app.extensions["store"]
    record = store.get(table.id).record
    game = session_game(record)
    assert game is not None
    monkeypatch.setattr(time, "sleep", gevent.sleep)  # as gevent's worker patches it
    turns: list[int] = []

    def other_stream() -> None:
        while True:
            turns.append(len(replayed))
            gevent.sleep(0)

    replayed: list[int] = []
    other = gevent.spawn(other_stream)
    gevent.sleep(0)  # it has begun, and waits for its next turn
    turns.clear()

    def replay() -> None:
        for frame in rebuilt(store, game, record["setup"], table.id, moves):
            replayed.append(frame.version)

    gevent.spawn(replay).join()
    other.kill()
    assert replayed == list(range(1, moves + 1))
    # the other greenlet ran while the replay was under way, not only once it was done
    assert [n for n in turns if 0 < n < moves], turns
    app.extensions["hub"].close()
