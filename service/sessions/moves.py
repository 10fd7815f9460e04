"""POST /v1/sessions/{id}/moves: a move, committed with one compare-and-set."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from engines import IllegalMove, InvalidInput
from schemas.sessions import MOVE_LOADERS, MOVE_REQUESTS

from .. import metrics, proofs
from ..apidoc import Operation, Ref, json_content
from ..jsonio import body_bytes, json_response, read_object
from ..problems import ApiProblem, ProblemType
from ..referee import Referee, referee_of
from ..store import CommitStatus, Idempotency, Snapshot, StoreFull, new_stamp
from . import answers, context, idempotency, preconditions
from .idempotency import KEY_PATTERN
from .seats import seat_of
from .spec import ANSWERS, ETAG, SEAT, errors, header
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
                "Idempotent-Replayed": header(
                    "`true` when this is the stored first answer to the "
                    "Idempotency-Key; absent otherwise."
                ),
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
    """A move, committed with one compare-and-set on the snapshot it was computed on.

    A worker that wrote or read this session last still holds its snapshot
    (`store.recent`), so it tries the move there and skips the read: one Redis round trip
    instead of two. A snapshot at another version than the body's `expected_version` is
    not tried, since it would only be refused. The compare-and-set accepts only a current
    snapshot; when it refuses a stale one it returns the current session, and `_move`
    computes again on that. Any other refusal (a precondition, an illegal move, a bad
    token) is decided again on a fresh read, so a snapshot that is behind costs a round
    trip but never changes an answer."""
    known = context.SESSION_ID.fullmatch(session_id)
    held = context.store().recent(session_id, _stated_version()) if known else None
    referee = referee_of(held.record) if held is not None else None
    if held is not None and referee is not None:
        try:
            return _move(session_id, held, referee)
        except (ApiProblem, ValidationError, InvalidInput, IllegalMove):
            pass  # decided on a snapshot that may be behind: decide on a fresh read
    snap, referee = context.load(session_id)
    with metrics.illegal_moves_counted(referee.game.id):  # the refusal that is answered
        return _move(session_id, snap, referee)


def _stated_version() -> int | None:
    """The body's `expected_version` if it is an integer, else None. Only a hint for
    picking a snapshot, so it never refuses anything: `_move` checks the body."""
    try:
        body = orjson.loads(body_bytes())
    except (orjson.JSONDecodeError, HTTPException):  # e.g. 413, answered after the 401/404
        return None
    version = body.get("expected_version") if type(body) is dict else None
    return version if type(version) is int else None


def _move(session_id: str, snap: Snapshot, referee: Referee) -> Response:
    store, settings = context.store(), context.settings()
    game = referee.game
    seat = seat_of(snap.record)
    refuse_undealt(snap.record, "No move before the deal")
    # Keys are the seat's own: another seat that sends the same key makes a move of its own.
    key = idempotency.scoped(seat, idempotency.key())
    raw_body = read_object()
    fingerprint = idempotency.fingerprint(seat, raw_body) if key else ""

    def rebuild(version: int, tag: str) -> dict[str, Any]:
        return answers.rebuilt(session_id, snap, referee, seat, version, tag)

    if key:
        first = store.get_idempotent(session_id, key)
        if first is not None:
            return idempotency.replay(first, fingerprint, rebuild)
    data = MOVE_LOADERS[game.id].load(raw_body)
    player = data["move"]["player"]
    # Another seat's player is a 403; one not in the game at all is malformed (422),
    # which load_move below answers as validate-move does.
    if player != seat and player in snap.record["state"]["players"]:
        raise ProblemType.FORBIDDEN.problem(
            f"Your token seats {seat!r}; it cannot move for {player!r}.",
        )
    expected, if_match = data.get("expected_version"), preconditions.if_match()
    rules = referee.rules

    for _ in range(STALE_RETRIES):
        if snap.ended is not None:
            raise ended(session_id, snap.version)
        preconditions.check(snap.version, snap.stamp, expected, if_match)
        if snap.version >= settings.session_max_moves:
            raise ProblemType.TOO_MANY_MOVES.problem(
                f"This session has taken its {settings.session_max_moves} moves, the most a "
                "session takes; it stays readable until it expires.",
                headers=preconditions.etag(snap.version, snap.stamp),
                version=snap.version,
            )
        state = rules.from_wire(snap.record["state"])  # checked when it was stored
        move = referee.load_move(state, data["move"])  # InvalidInput -> 422
        step = rules.apply(state, move)  # IllegalMove -> 422 with code/rule; nothing stored
        version = snap.version + 1
        wire_state = rules.to_wire(step.state)
        entry: dict[str, Any] = {
            "version": version,
            "move": rules.move_to_wire(move),
            "events": step.events,
        }
        if step.result is not None:
            entry["result"] = step.result
        record = {**snap.record, "state": wire_state}
        if "chain" in record:  # the entry joins the chain, committing to the state it made
            salt = record["fairness"].get("seed_salt")
            state_key = proofs.commitment_key(salt, wire_state["seed"])
            entry = proofs.link(record["chain"], state_key, entry, wire_state)
            record["chain"] = entry["hash"]
        body = answers.body(referee, seat, step.state, entry)
        # The write's stamp is drawn here, so the stored answer can hold the tag it makes.
        stamp = new_stamp()
        tag = preconditions.etag(version, stamp)
        stored_answer = None
        if key:
            answer = idempotency.stored(version, tag["ETag"])
            stored_answer = Idempotency(key, fingerprint, answer, settings.idempotency_ttl_s)
        # A game that is over is kept for its retention, then expires like any idle one.
        ttl = settings.session_retention_s if rules.is_over(step.state) else settings.session_ttl_s
        try:
            result = store.commit(
                session_id,
                snap.version,
                record,
                entry,
                ttl,
                stored_answer,
                expected_stamp=snap.stamp,
                stamp=stamp,
            )
        except StoreFull:
            raise context.store_full(
                "This session has outgrown its reserve and the session store has no room "
                "left beyond the reserves of the games being played; nothing was applied. "
                "Retry later."
            ) from None
        if result.status is CommitStatus.APPLIED:
            metrics.move_applied(game.id)
            return json_response(body, headers=tag)
        if result.status is CommitStatus.DUPLICATE:  # the same key won a race with us
            assert result.answer is not None
            return idempotency.replay(result.answer, fingerprint, rebuild)
        if result.status is CommitStatus.NOT_FOUND:
            raise context.not_found(session_id)
        if result.status is CommitStatus.ENDED:
            raise ended(session_id, result.version or snap.version)
        # STALE: another move landed first. The refusal carries the session as it is now
        # (SessionStore.commit), so check again and recompute on it without reading it.
        assert result.current is not None
        snap = result.current
    raise ProblemType.STALE_VERSION.problem(
        "The session kept changing under this move; read it again and retry.",
        headers=preconditions.etag(snap.version, snap.stamp),
        version=snap.version,
    )


def ended(session_id: str, version: int) -> ApiProblem:
    return ProblemType.SESSION_ENDED.problem(
        f"Session {session_id!r} was ended: it is read, never moved again.",
        version=version,
    )
