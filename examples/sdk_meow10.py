"""A whole Meow 10 session game through meow-referee-client, each seat driven by its stream.

    pip install ./clients/python                  # the SDK (clients/README.md)
    make run                                      # in another terminal
    python examples/sdk_meow10.py --base http://127.0.0.1:8000

ann, bob and cy are people, each a thread that reads its own seat's stream and moves
when the stream says it may act (`to_act`). Every move is sent
with the ETag its seat last read as If-Match: when two seats may act at once, the one
that lands second is refused (412) instead of being applied to a state it never saw, and
waits for the next event. A spectator reads the public stream, stops after a few
moves and resumes from the last version it saw; once the game is over the host ends the
session, which ends every stream. The log is read back page by page. Prints one JSON line.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

import meow_referee
from meow_referee import PreconditionFailed, Referee, StreamEvent, Table
from meow_referee_client.models import (
    SessionCreateRequest,
    SessionCreateRequestGame,
    StreamEnd,
)

PEOPLE = ["ann", "bob", "cy"]
DEADLINE_S = 240.0  # the host ends a game still going by then, and the run fails


@dataclass
class Seat:
    """What one person's thread did."""

    moves: int = 0
    refused: int = 0  # moves another seat's move beat (412)
    replayed: bool = False  # the retry of its first move got the first answer back
    errors: list[str] = field(default_factory=list)


def play(table: Table, seat: str, end: Callable[[], None], done: Seat) -> None:
    """Move from the seat's listing whenever its stream says it may act."""
    try:
        for event in table.stream():
            if isinstance(event, StreamEnd):
                return
            if event.outcome.over or seat not in event.to_act:
                continue
            listing = table.legal_moves()  # its ETag becomes the move's If-Match
            if not listing.moves:
                continue
            sent_with = table.etag
            try:
                moved = table.move(listing.moves[-1])
            except PreconditionFailed:
                done.refused += 1  # another seat moved first: its event is on the way
                continue
            done.moves += 1
            if done.moves == 1:  # what a retry after a lost answer gets: the same answer
                again = table.move(
                    listing.moves[-1], idempotency_key=moved.idempotency_key, if_match=sent_with
                )
                done.replayed = again.replayed and again.answer.version == moved.answer.version
    except Exception as exc:  # the run fails; end the session so that nothing waits on it
        done.errors.append(repr(exc))
        end()


def watch(
    spectator: Table, begin: Callable[[], None], end: Callable[[], None]
) -> tuple[list[int], list[StreamEvent]]:
    """The public stream, read in two parts (the second resumes from the last version
    the first saw), until the session ends; the seats `begin` once it shows version 0.
    Returns each part's first version, and every event."""
    events: list[StreamEvent] = []
    starts: list[int] = []
    last: int | None = None
    for part in range(2):
        for event in spectator.stream(last_event_id=last):
            events.append(event)
            if isinstance(event, StreamEnd):
                return starts, events
            if len(starts) == part:
                starts.append(event.version)
            if len(events) == 1:
                begin()  # the spectator sees the game from its first move
            last = event.version
            if event.outcome.over:
                end()  # the game is over: every stream gets its `end`
            if part == 0 and last >= 5:
                break  # stop reading; the second part resumes from `last`
    raise SystemExit("the public stream closed without an end")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="http://127.0.0.1:8000", help="the referee's URL")
    parser.add_argument("--seed", default="sdk", help="the session's seed")
    args = parser.parse_args(argv)
    with Referee(args.base) as referee:
        request = SessionCreateRequest(
            game=SessionCreateRequestGame("meow10"),
            players=PEOPLE,
            seed=args.seed,
        )
        opened = referee.create(request)
        session = opened.session
        end = referee.table(session.id, session.host).end  # a second DELETE is harmless
        seats = {seat: Seat() for seat in PEOPLE}
        threads = [
            threading.Thread(
                target=play,
                args=(referee.table(session.id, session.seats[seat]), seat, end, seats[seat]),
            )
            for seat in PEOPLE
        ]

        def begin() -> None:
            for thread in threads:
                thread.start()

        overdue = threading.Timer(DEADLINE_S, end)
        overdue.start()
        try:
            starts, events = watch(referee.table(session.id), begin, end)
        finally:
            overdue.cancel()
            for thread in threads:
                if thread.is_alive():
                    thread.join(30)
        spectator = referee.table(session.id)
        pages = list(spectator.log_pages(limit=8))
    moved = [e for e in events if isinstance(e, meow_referee.STREAM_MOVES)]
    logged = [entry for page in pages for entry in page.moves]
    by_version = {entry.version: entry.move.to_dict() for entry in logged}
    last = moved[-1] if moved else None
    summary = {
        "game": session.game,
        "location": opened.location,
        "moves": sum(s.moves for s in seats.values()),
        "refused": sum(s.refused for s in seats.values()),
        "replayed": all(s.replayed for s in seats.values()),
        "errors": [e for s in seats.values() for e in s.errors],
        "streamed": [e.version for e in moved],
        "stream_starts": starts,
        "ended": isinstance(events[-1], StreamEnd),
        "pages": len(pages),
        "logged": [entry.version for entry in logged],
        "same_moves": all(by_version[e.version] == e.move.to_dict() for e in moved),
        "over": last is not None and last.outcome.over,
        "winners": [] if last is None else last.outcome.winners,
        "sdk": meow_referee.__file__,
    }
    print(json.dumps(summary))
    return 0 if summary["over"] and not summary["errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
