"""The webhook cursor of the store contract (service/hooks), on MemoryStore, RedisStore
and RedisStore on a cluster: a compare-and-set that only moves forward, kept with the
session, gone with it."""

from __future__ import annotations

import threading

from service.store import HookState, SessionStore

from .test_store import TTL, commit_next, new_id, record


def test_a_session_starts_with_nothing_delivered_and_a_missing_one_has_no_state(
    store: SessionStore,
) -> None:
    sid = new_id()
    assert store.hook_state(sid) is None
    assert store.save_hook(sid, HookState(), HookState(2)) is False
    store.create(sid, record(), TTL)
    assert store.hook_state(sid) == HookState()


def test_the_cursor_moves_by_compare_and_set_and_never_back(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(), TTL)
    assert store.save_hook(sid, HookState(), HookState(2))
    assert store.hook_state(sid) == HookState(2)
    assert not store.save_hook(sid, HookState(), HookState(4))  # not what it holds now
    failing = HookState(2, 1, 1000, 2000)
    assert store.save_hook(sid, HookState(2), failing)
    assert not store.save_hook(sid, HookState(2), HookState(2, 1, 1000, 3000))  # attempts moved
    assert not store.save_hook(sid, failing, HookState(0))  # back
    assert store.hook_state(sid) == failing
    assert store.save_hook(sid, failing, HookState(4))
    assert store.hook_state(sid) == HookState(4)


def test_the_cursor_survives_moves_and_the_end_and_goes_with_the_session(
    store: SessionStore,
) -> None:
    sid = new_id()
    store.create(sid, record(), TTL)
    assert store.save_hook(sid, HookState(), HookState(2))
    assert commit_next(store, sid, 0).applied
    assert store.end(sid, "deleted", TTL)
    assert store.hook_state(sid) == HookState(2)
    snap = store.get(sid)
    assert snap is not None and snap.record == record(1)  # the record does not show it
    assert store.delete(sid)
    assert store.hook_state(sid) is None
    store.create(sid, record(), TTL)  # the same id again starts from nothing
    assert store.hook_state(sid) == HookState()


def test_of_many_jobs_saving_the_same_step_one_wins(store: SessionStore) -> None:
    sid = new_id()
    store.create(sid, record(), TTL)
    wins: list[int] = []
    start = threading.Barrier(8)

    def job(n: int) -> None:
        start.wait()
        if store.save_hook(sid, HookState(), HookState(2 + n)):
            wins.append(n)

    threads = [threading.Thread(target=job, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(wins) == 1, wins
    assert store.hook_state(sid) == HookState(2 + wins[0])
