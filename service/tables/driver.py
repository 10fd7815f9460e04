"""A table's job: play the turn a session waits on, at the version it was scheduled for.

The move is chosen from the seat's view and the public log only (`bots.suggest`, as
`GET /v1/sessions/{id}/suggest` answers a seat), settled as the table would (Cat Tower's
fall by the documented fall model) and committed by the same compare-and-set as a
person's move, expecting the version and write the job read. So it lands at most once,
and never after a person's move of that turn: whichever commit comes second is stale and
does nothing. Run in an app context (the store and settings are the app's).

A bot seat may start thinking before its move is due (turns.THINK_AHEAD_MS), so that
its search runs while the table's pause does; the move is committed when due, never
before."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Mapping
from time import sleep
from typing import Any

import bots
from bots.base import Knowledge
from schemas.tables import DEFAULT_TIMEOUT_LEVEL

from ..problems import ApiProblem
from ..referee import referee_of
from ..sessions import context
from ..sessions.moves import commit, decided
from ..sessions.views import public_entry
from ..store import CommitStatus, StoreUnavailable
from .chance import seed_of, settled
from .turns import now_ms, starts

log = logging.getLogger(__name__)

# A job that finds the store down tries again this much later, until it answers.
RETRY_MS = 1000

__all__ = ["act", "now_ms"]


def act(session_id: str, version: int, *, wait: bool = False) -> int | None:
    """Play the turn session `session_id` waits on at `version`, if it is due. Returns
    when to try again (the turn is not due yet, the store did not answer, or a host's
    change at this version overtook the move), else None:
    done, or nothing to do (another write made a later version, which scheduled its own
    job; the session is gone or ended; nobody waits on the referee).

    A bot decided before its move is due: with `wait` (a job worker's thread, which may
    block) the job sleeps until due and commits; without (the in-process timer's one
    thread, which runs every session's jobs) this process keeps the decision and the job
    asks to run again when due, when it commits the decision kept."""
    store = context.store()
    try:
        snap = store.get(session_id)
    except StoreUnavailable:
        return now_ms() + RETRY_MS
    if snap is None or snap.version != version or snap.ended is not None:
        return None
    if version >= context.settings().session_max_moves:  # as a person's move would be refused
        return None
    record = snap.record
    turn = record.get("turn")
    referee = referee_of(record)
    if turn is None or referee is None:
        return None
    begin = starts(record, turn)
    if now_ms() < begin:  # a job run early (another host's clock): wait for it
        return begin
    seat = turn["seat"]
    seated = record.get("bots") or {}
    if seat in seated:
        level, by = seated[seat], "bot"
    elif "deadline" in turn:
        level, by = record["clock"].get("level", DEFAULT_TIMEOUT_LEVEL), "timeout"
    else:
        return None
    rules, game = referee.rules, referee.game.id
    state = rules.from_wire(record["state"])
    key = (session_id, version, seat, level)
    chosen = _AHEAD.take(key)
    if chosen is None:
        try:  # the log as every reader sees it, as a seat's hint is asked of it
            public = [public_entry(stored.entry) for stored in store.log_since(session_id, 0)]
        except StoreUnavailable:
            return now_ms() + RETRY_MS
        seed = seed_of(session_id, record, version)
        knowledge = Knowledge(seat, rules.view(state, seat), public)
        chosen = bots.suggest(game, knowledge, level=level, seed=seed).move
    early = int(turn["due"]) - now_ms()
    if early > 0:
        if not wait:
            _AHEAD.keep(key, chosen)
            return int(turn["due"])
        sleep(early / 1000)  # the commit's compare-and-set refuses it if overtaken
    move = settled(session_id, snap, referee, state, rules.load_move(state, chosen))
    made = decided(snap, referee, state, move, by)
    try:
        result, _ = commit(session_id, snap, referee, None, made)
    except StoreUnavailable:  # it may have landed: the retry finds a later version if so
        return now_ms() + RETRY_MS
    except ApiProblem as problem:  # the store has no room for it: as a person's would be
        log.warning("table job %s@%d refused: %s", session_id, version, problem)
        return None
    current = result.current
    if result.status is CommitStatus.STALE and current is not None and current.version == version:
        # A host's write at this version came first (a new token, a seat handed over),
        # which schedules no job of its own: the turn is still this job's to look at.
        return now_ms()
    if result.status is not CommitStatus.APPLIED:
        log.debug("table job %s@%d: %s", session_id, version, result.status.value)
    return None


class _Decided:
    """Bot moves decided before they were due, by (session, version, seat, level), for
    the job's run when due in this process. A decision is a pure function of the seat's
    view, the public log and the job's seed, all fixed at one version, so a job that
    finds none (run in another process, or crowded out) decides again, alike."""

    LIMIT = 1024  # far more tables than one process's timer thread keeps waiting

    def __init__(self) -> None:
        self._moves: OrderedDict[tuple[str, int, str, str], Mapping[str, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def keep(self, key: tuple[str, int, str, str], move: Mapping[str, Any]) -> None:
        with self._lock:
            self._moves[key] = move
            if len(self._moves) > self.LIMIT:
                self._moves.popitem(last=False)

    def take(self, key: tuple[str, int, str, str]) -> Mapping[str, Any] | None:
        with self._lock:
            return self._moves.pop(key, None)


_AHEAD = _Decided()
