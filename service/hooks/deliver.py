"""A session's delivery job: send its webhook the events after the store's cursor, in
order, each at least once. Run in an app context (the store and settings are the app's).

Safe to run twice at once: each event is sent only once every earlier one was answered
2xx (the cursor is past it), and the cursor moves by compare-and-set, so a second job
at most sends an event again, under the same `webhook-id`. A failed event is retried
with backoff; the job that recorded the failure is the one that retries it (`retry_at`
names it), so the jobs of the moves made meanwhile do not each try again."""

from __future__ import annotations

import logging
from typing import Any
from urllib.parse import urlsplit

from schemas.hooks import MOVE

from ..config import Settings
from ..referee import Referee, referee_of
from ..sessions import context
from ..store import HookState, Snapshot, StoreUnavailable
from ..tables.turns import now_ms
from . import events, send

log = logging.getLogger(__name__)

# A job that finds the store down tries again this much later.
STORE_RETRY_MS = 1000
# Log entries one read takes; a longer backlog is sent by the same job, a page at a time.
PAGE = 100
# What _send answers when the cursor is not where it read it: read it again.
AGAIN = "again"
# The longest wait between two attempts at one event.
MAX_BACKOFF_MS = 600_000


def backoff_ms(settings: Settings, attempts: int) -> int:
    """The wait after the `attempts`-th failure of an event: the first retry delay, four
    times longer after each failure, capped."""
    return int(min(settings.webhook_retry_ms * 4 ** (attempts - 1), MAX_BACKOFF_MS))


def deliver(session_id: str, retry_at: int = 0) -> int | None:
    """Send what session `session_id`'s webhook has not been sent yet. Returns when to
    run again (a retry after a failure, the store down, or more to send: the caller runs
    it again with `retry_at` set to that time), else None: all sent, nothing to send (no
    webhook, the session is gone), or another job holds the retry."""
    store = context.store()
    try:
        while True:
            state = store.hook_state(session_id)
            snap = store.get(session_id)
            if state is None or snap is None:
                return None
            hook = snap.record.get("webhook")
            referee = referee_of(snap.record)
            if hook is None or referee is None:
                return None
            now = now_ms()
            if state.retry_at_ms > now and state.retry_at_ms != retry_at:
                return None  # in backoff: the job that recorded the failure retries it
            # From the last move delivered, and always the session's last move (the end's
            # time); a webhook of the end alone reads only that one.
            after = max(snap.version - 1, 0)
            if MOVE in hook["events"]:
                after = min(state.cursor // 2, after)
            entries = [s.entry for s in store.log_since(session_id, after, PAGE)]
            # The time an event with no time of its own (an ended session's end) is first
            # sent, the same in every retry of it.
            first_sent = state.first_failure_ms or now
            found = events.pending(
                session_id, snap, referee, entries, state.cursor, hook["events"], first_sent
            )
            if not found:
                return None
            outcome = _send(session_id, snap, referee, hook, state, found, first_sent)
            if outcome == AGAIN:
                continue  # another job moved the cursor: read again
            if isinstance(outcome, int):
                return outcome
            if len(entries) < PAGE:
                return None
            retry_at = 0  # a page sent; the next one, without waiting
    except StoreUnavailable:
        return now_ms() + STORE_RETRY_MS


def _send(
    session_id: str,
    snap: Snapshot,
    referee: Referee,
    hook: dict[str, Any],
    state: HookState,
    found: list[events.Event],
    first_sent: int,
) -> int | str | None:
    """Send `found` in order, moving the cursor past each. None: all sent; an int: a
    failure, retried then; AGAIN: the cursor moved (another job, or a give-up)."""
    store, settings = context.store(), context.settings()
    host = urlsplit(hook["url"]).netloc  # logs name the receiver, never the whole URL
    for event in found:
        why = send.post(hook["url"], hook["secret"], event)
        now = now_ms()
        if why is None:
            new = HookState(event.position)
        else:
            attempts = state.attempts + 1
            first = state.first_failure_ms or first_sent
            log.warning(
                "webhook %s to %s: %s (attempt %d of %d)",
                event.id,
                host,
                why,
                attempts,
                settings.webhook_attempts,
            )
            too_old = now - first >= settings.webhook_max_age_s * 1000
            if attempts >= settings.webhook_attempts or too_old:
                last = events.head_position(snap, referee)
                log.error(
                    "webhook %s to %s: given up after %d attempts; so are the session's "
                    "events up to position %d (version %d)",
                    event.id,
                    host,
                    attempts,
                    last,
                    last // 2,
                )
                new = HookState(max(last, event.position))
            else:
                new = HookState(state.cursor, attempts, first, now + backoff_ms(settings, attempts))
        if not store.save_hook(session_id, state, new):
            return AGAIN
        if new.retry_at_ms:
            return new.retry_at_ms
        if why is not None:  # given up: the events after it are new ones
            return AGAIN
        state = new
    return None
