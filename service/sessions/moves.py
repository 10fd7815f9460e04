"""POST /v1/sessions/{id}/moves: a move, committed with one compare-and-set."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import Response
from marshmallow import ValidationError

from engines import IllegalMove, InvalidInput
from schemas.sessions import MOVE_REQUESTS

from .. import metrics, proofs, tables
from ..apidoc import Operation, Ref, json_content
from ..hooks import scheduling as hooks
from ..jsonio import json_response
from ..problems import ApiProblem, ProblemType
from ..referee import Referee
from ..store import CommitResult, CommitStatus, Idempotency, Snapshot, StoreFull, new_stamp
from . import answers, context, idempotency, preconditions
from .idempotency import KEY_PATTERN
from .seats import seat_of
from .sent import sent_move
from .spec import ANSWERS, ETAG, REPLAYED, SEAT, errors
from .views import refuse_undealt

# Without a precondition a move applies to whatever is current: when another move lands
# between our read and our write, recompute on the new state a few times, then give up.
STALE_RETRIES = 3


@Operation(
    operation_id="postSessionMove",
    tags=["sessions"],
    summary="Make a move for the token's seat.",
    description="The move follows the session's game (see its move schemas). "
    '`If-Match: "n"` or `expected_version` applies it only at version n. '
    "`Idempotency-Key` makes retries safe: the first answer is returned again.",
    security=SEAT,
    parameters=[
        {"name": "If-Match", "in": "header", "schema": {"type": "string"}},
        {
            "name": "Idempotency-Key",
            "in": "header",
            "schema": {"type": "string", "pattern": KEY_PATTERN},
        },
    ],
    # anyOf, not oneOf: one body may fit several games (a Meow 10 draw is a Copy Cat
    # draw); the session's game decides which move schema applies.
    request={"anyOf": [Ref(cls) for cls in MOVE_REQUESTS.values()]},
    responses={
        "200": {
            "description": "Applied (or the first answer to this Idempotency-Key).",
            "headers": {
                **ETAG,
                "Idempotent-Replayed": REPLAYED,
            },
            "content": json_content(ANSWERS["MoveResponse"]),
        },
        **errors(
            400,
            401,
            404,
            413,
            s403="A move for another seat's player.",
            s409="expected_version is not the current version, or other moves "
            "kept landing under a move without one (`version`: the current one); "
            "the session was ended (`session-ended`) or took its most moves "
            "(`too-many-moves`); a seats' deal still waits for seats to join "
            "(`deal-pending`).",
            s412="If-Match does not name the current version (`version`).",
            s422="Malformed, illegal (`code`, `rule`), or an Idempotency-Key "
            "reused with another body.",
            s503="The store is unavailable, or has no room for a move that takes this "
            "session past its reserve of bytes (`store-full`): nothing was applied. When "
            "the move was sent to the store and its answer lost, the detail says it may "
            "have been applied: retry with the same Idempotency-Key.",
        ),
    },
)
def post_move(session_id: str) -> Response:
    """Guards, then the decision, then one compare-and-set: each decided once, on the
    session the store gives to move (`SessionStore.get_to_move`: the snapshot this host
    holds, when it is at the body's `expected_version`, else a read)."""
    snap, referee = context.load_to_move(session_id, sent_move().stated_version)
    with metrics.illegal_moves_counted(referee.game.id):  # the refusal that is answered
        return _move(session_id, snap, referee)


@dataclass(frozen=True, slots=True)
class _Admitted:
    """A request let in on a session: its seat, its key and fingerprint, its move."""

    seat: str
    key: str | None
    fingerprint: str
    data: dict[str, Any]


@dataclass(frozen=True, slots=True)
class _Decided:
    """A move decided on a snapshot: what the compare-and-set writes, and the state made."""

    record: dict[str, Any]
    entry: dict[str, Any]
    state: Any
    state_json: bytes | None  # the record's state as the chain wrote it, if it did


def _move(session_id: str, snap: Snapshot, referee: Referee) -> Response:
    """The move on `snap`, committed with a compare-and-set on it.

    A snapshot the compare-and-set finds behind comes back with the session as it is,
    and the request is let in and the move decided on that (a new state, perhaps new
    seats, so a new decision) without a read. A refusal decided on a held snapshot (a
    precondition, an illegal move, a bad token) stands once a read finds the same write;
    otherwise it is decided on what the read found: a snapshot that is behind costs a
    round trip but never changes an answer."""
    admitted: _Admitted | None = None
    commits = 0
    while True:
        try:
            if admitted is None:
                let_in = _admit(session_id, snap, referee)
                if isinstance(let_in, Response):  # the stored first answer to its key
                    return let_in
                admitted = let_in
            decided = _decide(session_id, snap, referee, admitted)
        except (ApiProblem, ValidationError, InvalidInput, IllegalMove):
            if not snap.held:
                raise
            fresh, referee = context.load(session_id)
            if (fresh.version, fresh.stamp, fresh.ended) == (snap.version, snap.stamp, None):
                raise
            snap, admitted = fresh, None
            continue
        seat = admitted.seat
        result, tag = commit(session_id, snap, referee, admitted, decided)
        if result.status is CommitStatus.APPLIED:
            metrics.move_applied(referee.game.id)
            written = decided.record["state"]
            body = answers.body(referee, seat, decided.state, decided.entry, written)
            return json_response(body, headers=tag)
        if result.status is CommitStatus.DUPLICATE:  # the same key won a race with us
            assert result.answer is not None
            return idempotency.replay(
                result.answer, admitted.fingerprint, _rebuild(session_id, snap, referee, seat)
            )
        if result.status is CommitStatus.NOT_FOUND:
            raise context.not_found(session_id)
        if result.status is CommitStatus.ENDED:
            raise ended(session_id, result.version or snap.version)
        # STALE: another write landed first. The refusal carries the session as it is now
        # (SessionStore.commit): the request is let in again on it (the seat's token may
        # have been reissued, or its seat handed to a bot) and the move decided anew,
        # without a read.
        assert result.current is not None
        snap, admitted = result.current, None
        commits += 1
        if commits == STALE_RETRIES:
            raise preconditions.kept_changing(snap.version, snap.stamp, "move")


def commit(
    session_id: str,
    snap: Snapshot,
    referee: Referee,
    admitted: _Admitted | None,
    decided: _Decided,
) -> tuple[CommitResult, dict[str, str]]:
    """The compare-and-set of a move decided on `snap` (`admitted`: the request's, None
    for the referee's own), and the tag its write makes. An applied one schedules what
    the table does next (service/tables) and its webhook's delivery (service/hooks)."""
    settings = context.settings()
    version = snap.version + 1
    # The write's stamp is drawn here, so the stored answer can hold the tag it makes.
    stamp = new_stamp()
    tag = preconditions.etag(version, stamp)
    stored_answer = None
    if admitted is not None and admitted.key:
        answer = idempotency.stored(version, tag["ETag"])
        ttl_s = settings.idempotency_ttl_s
        stored_answer = Idempotency(admitted.key, admitted.fingerprint, answer, ttl_s)
    # A game that is over is kept for its retention, then expires like any idle one.
    over = referee.rules.is_over(decided.state)
    ttl = settings.session_retention_s if over else settings.session_ttl_s
    try:
        result = context.store().commit(
            session_id,
            snap.version,
            decided.record,
            decided.entry,
            ttl,
            stored_answer,
            expected_stamp=snap.stamp,
            stamp=stamp,
            decoded=decided.state,
            state_json=decided.state_json,
        )
    except StoreFull:
        raise context.store_full(
            "This session has outgrown its reserve and the session store has no room "
            "left beyond the reserves of the games being played; nothing was applied. "
            "Retry later."
        ) from None
    if result.status is CommitStatus.APPLIED:
        tables.scheduled(session_id, version, decided.record)
        hooks.scheduled(session_id, decided.record, over)
    return result, tag


def _admit(session_id: str, snap: Snapshot, referee: Referee) -> _Admitted | Response:
    """The checks before the move is tried, in the order they answer: the seat (401), the
    deal (409), the key and the body (400, 413, 422), a first answer to the key, the move
    schema (422), another seat's player (403)."""
    seat = seat_of(snap.record)
    refuse_undealt(snap.record, "No move before the deal")
    # Keys are the seat's own: another seat that sends the same key makes a move of its own.
    key = idempotency.scoped(seat, idempotency.key())
    sent = sent_move()
    raw_body = sent.object()
    fingerprint = idempotency.fingerprint(seat, raw_body) if key else ""
    if key:
        first = context.store().get_idempotent(session_id, key)
        if first is not None:
            return idempotency.replay(first, fingerprint, _rebuild(session_id, snap, referee, seat))
    data = sent.load(referee.game.id)
    player = data["move"]["player"]
    # Another seat's player is a 403; one not in the game at all is malformed (422),
    # which load_move answers as validate-move does.
    if player != seat and player in snap.record["state"]["players"]:
        raise ProblemType.FORBIDDEN.problem(
            f"Your token seats {seat!r}; it cannot move for {player!r}.",
        )
    return _Admitted(seat, key, fingerprint, data)


def _decide(session_id: str, snap: Snapshot, referee: Referee, admitted: _Admitted) -> _Decided:
    """The move on `snap`: the session's own refusals (ended, a precondition, its most
    moves), then the engine's (malformed: 422; illegal: 422 with code and rule)."""
    settings = context.settings()
    if snap.ended is not None:
        raise ended(session_id, snap.version)
    data = admitted.data
    preconditions.check(
        snap.version, snap.stamp, data.get("expected_version"), preconditions.if_match()
    )
    if snap.version >= settings.session_max_moves:
        raise ProblemType.TOO_MANY_MOVES.problem(
            f"This session has taken its {settings.session_max_moves} moves, the most a "
            "session takes; it stays readable until it expires.",
            headers=preconditions.etag(snap.version, snap.stamp),
            version=snap.version,
        )
    turn = snap.record.get("turn")
    if admitted.seat in (snap.record.get("bots") or ()):
        raise ProblemType.SEAT_IS_BOT.problem(
            f"Seat {admitted.seat!r} is played by a bot; the host can hand it back to you.",
            version=snap.version,
        )
    if turn is not None and tables.timed_out(turn, admitted.seat):
        tables.overdue(session_id, snap.version, snap.record)
        raise ProblemType.TURN_TIMED_OUT.problem(
            f"{admitted.seat!r}'s turn ran out at {tables.iso(turn['deadline'])}; the "
            "referee plays it as the session's clock says.",
            version=snap.version,
        )
    state = _typed_state(snap, referee)
    move = referee.load_move(state, data["move"])  # InvalidInput -> 422
    if snap.record.get("fall_model"):  # a digital Cat Tower: the model says what fell
        move = tables.settled(session_id, snap, referee, state, move)
    return decided(snap, referee, state, move)


def decided(
    snap: Snapshot, referee: Referee, state: Any, move: Any, by: str | None = None
) -> _Decided:
    """`move` applied to `state` (the typed state of `snap`): the record and the log entry
    the commit writes (`by`: who made it, when the referee did). IllegalMove -> 422 with
    code and rule; nothing stored."""
    rules = referee.rules
    step = rules.apply(state, move)
    wire_state = rules.to_wire(step.state)
    entry: dict[str, Any] = {
        "version": snap.version + 1,
        "move": rules.move_to_wire(move),
        "events": step.events,
    }
    if step.result is not None:
        entry["result"] = step.result
    record = {**snap.record, "state": wire_state}
    state_json = None
    if "chain" in record:  # the entry joins the chain, committing to the state it made
        salt = record["fairness"].get("seed_salt")
        state_key = proofs.commitment_key(salt, wire_state["seed"])
        # Written once: the bytes committed to are the bytes the store keeps.
        state_json = proofs.canonical(wire_state)
        entry = proofs.link(record["chain"], state_key, entry, state_json)
        record["chain"] = entry["hash"]
    if tables.wait_on(record, rules, context.settings(), step.state):  # outside the chain
        entry |= tables.entry_fields(record, by)
    if "webhook" in record:  # its events' time (outside the chain; the log does not show it)
        entry["at"] = tables.now_ms()
    return _Decided(record, entry, step.state, state_json)


def _typed_state(snap: Snapshot, referee: Referee) -> Any:
    """The snapshot's state, typed: the one this worker's own last move on the session
    made, when the store holds it with the snapshot (`Snapshot.decoded`), else the stored
    one decoded, which was checked when it was stored. Measured: the decoding spared is
    57 k instructions of a Meow 10 session move (2.7% of its 2.1 M in a worker)."""
    if snap.decoded is not None:
        return snap.decoded
    return referee.rules.from_wire(snap.record["state"])


def _rebuild(session_id: str, snap: Snapshot, referee: Referee, seat: str) -> idempotency.Rebuild:
    """How a compact stored answer of this seat's is made again (answers.rebuilt)."""

    def rebuild(version: int, tag: str) -> dict[str, Any]:
        return answers.rebuilt(session_id, snap, referee, seat, version, tag)

    return rebuild


def ended(session_id: str, version: int) -> ApiProblem:
    return ProblemType.SESSION_ENDED.problem(
        f"Session {session_id!r} was ended: it is read, never moved again.",
        version=version,
    )
