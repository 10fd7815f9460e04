"""The session endpoints but the move and the streams: create, read, log, the seat's
listing, delete; each with its OpenAPI operation (routes.py gives them their paths)."""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from flask import Response, request
from marshmallow import Schema, ValidationError

from schemas.base import rules_version_field
from schemas.proofs import PROOFS
from schemas.sessions import (
    CREATE_LOADER,
    LEGAL_MOVES_QUERY,
    LOG_QUERY,
    SessionCreateRequest,
    SessionLegalMovesQuery,
    SessionLogQuery,
)

from .. import metrics, proofs, tables
from ..apidoc import CREATE_KEY, Operation, Ref, json_content, retry_after
from ..heavy import heavy
from ..hooks import scheduling as hooks
from ..jsonio import json_response, read_object
from ..problems import ProblemType, invalid_request
from ..referee import EDITIONS, REFEREES, Referee, listing
from ..store import SessionExists, Snapshot, StoreFull
from . import context
from .preconditions import etag, not_modified
from .seats import bearer_token, credential, hash_token, seat, seat_of, unauthorized
from .spec import (
    ANSWERS,
    BEARER_OPTIONAL,
    ETAG,
    IF_NONE_MATCH,
    LINK,
    LOCATION,
    NOT_MODIFIED,
    PRIVATE,
    RATE_LIMIT,
    SEAT,
    SEAT_OPTIONAL,
    errors,
)


def _link(operation: str, description: str) -> dict[str, Any]:
    return {
        "operationId": operation,
        "parameters": {"id": "$response.body#/id"},
        "description": description,
    }


def _creation_allowed() -> None:
    """With CREATE_KEYS set, creating a session needs one of them as a Bearer token."""
    keys = context.settings().create_keys
    if not keys:
        return
    token = bearer_token()
    # Compared as bytes: compare_digest refuses str with non-ASCII characters (a 500).
    sent = None if token is None else token.encode()
    if sent is None or not any(hmac.compare_digest(sent, key.encode()) for key in keys):
        raise unauthorized(
            "Creating a session here needs a creation key: `Authorization: Bearer <key>`."
        )


@Operation(
    operation_id="createSession",
    tags=["sessions"],
    summary="Start a session: the referee keeps the game and its seed.",
    description="Each client address may create a limited number of sessions "
    "(CREATE_RATE_LIMIT, counted on every host); a deployment with CREATE_KEYS "
    "needs one of them as `Authorization: Bearer <key>` (the spec such a deployment "
    "serves says so: `createKey`).",
    security=CREATE_KEY,
    request=SessionCreateRequest,
    responses={
        "201": {
            "description": "Created; `seats` holds each player's token, shown once.",
            "headers": {**ETAG, "Location": LOCATION, **RATE_LIMIT},
            "content": json_content(ANSWERS["SessionCreateResponse"]),
            # From a new session to what can be done with it: clients and schemathesis's
            # stateful phase follow them (create, then move, read, list, delete).
            "links": {
                "getSession": _link("getSession", "Read the new session."),
                "postSessionMove": _link("postSessionMove", "Move in the new session."),
                "getSessionLegalMoves": _link("getSessionLegalMoves", "List a seat's legal moves."),
                "getSessionLog": _link("getSessionLog", "Read the new session's log."),
                "deleteSession": _link("deleteSession", "End the new session."),
            },
        },
        **errors(
            400,
            413,
            s401="Creation keys are configured and none was sent, or a wrong one.",
            s404="Unknown game.",
            s422="A malformed request or a setup the game refuses.",
            s429="This address created as many sessions as it may for now.",
            s503="The store is unavailable, or takes no new sessions now "
            "(`store-full`: at its cap or memory watermark).",
            headers={
                "429": {
                    **RATE_LIMIT,
                    "Retry-After": retry_after("Seconds until the breached limit resets."),
                }
            },
        ),
    },
)
def create_session() -> Response:
    _creation_allowed()
    data = CREATE_LOADER.load(read_object())
    referee = REFEREES.get(data["game"])
    if referee is None:
        raise ProblemType.UNKNOWN_GAME.problem(f"No game {data['game']!r}; see GET /v1/games.")
    if "rules_version" in data:  # kept to the session's end (docs/rules.md, "Rules versions")
        try:  # the game's own field: the check and the words a stateless setup has
            rules_version_field(referee.game.id).deserialize(data["rules_version"])
        except ValidationError as exc:
            raise invalid_request({"rules_version": exc.messages}) from None
        referee = EDITIONS[referee.game.id][data["rules_version"]]
    deal = data.pop("deal", "now")
    webhook = _webhook(data.pop("webhook", None))
    table = _table(data.pop("bots", None), data.pop("clock", None), data["players"])
    if data.pop("fall_model", False):
        if referee.game.id != "cattower":
            raise invalid_request({"fall_model": ["only Cat Tower has pieces that fall"]})
        table["fall_model"] = True
    if deal == "seats" and "seed" in data:
        raise invalid_request(
            {"deal": ["a seats' deal draws its seed from the seats: give no `seed`"]}
        )
    # The seed never leaves the server until the game is over (the proof); 256 bits so
    # nobody can search for it. A seats' deal commits to this part, and deals later.
    seed = data.get("seed") or secrets.token_urlsafe(32)
    setup = {k: v for k, v in data.items() if k != "rules_version"} | {"seed": seed}
    state = referee.new_game(setup)  # a seats' deal: checks the setup, dealt again later
    tokens = {player: secrets.token_urlsafe(32) for player in state["players"]}
    host = secrets.token_urlsafe(32)  # ends the game while it is played; reads the public view
    # Kept secret with the seed until the proof: the commitment hides even a guessed seed.
    salt = proofs.new_salt()
    commitment = proofs.seed_commitment(seed, salt)
    fairness: dict[str, Any] = {
        "rules_version": referee.version,
        "seed_source": "caller" if data.get("seed") else "referee",
        "seed_salt": salt,
        "seed_commitment": commitment,
    }
    record: dict[str, Any] = {
        "game": referee.game.id,
        "state": state,
        "seats": {player: hash_token(token) for player, token in tokens.items()},
        "host": hash_token(host),
        # How it was dealt: with the log, every past state (a stream resumed mid-game, a proof).
        "setup": {k: v for k, v in setup.items() if k != "game"},
        "fairness": fairness,
        **table,
    }
    if webhook is not None:
        record["webhook"] = webhook
    if deal == "seats":  # no state, anchor nor chain until every seat has joined (joins.py)
        fairness |= {"seed_source": "seats", "deal": {"referee_seed": seed, "contributions": {}}}
        record |= {
            "state": None,
            "setup": {k: v for k, v in record["setup"].items() if k != "seed"},
        }
    else:
        fairness["anchor"] = proofs.anchor(
            referee.game.id,
            referee.version,
            state["players"],
            state["options"],
            setup.get("starter") or state["players"][0],
            commitment,
        )
        record["chain"] = fairness["anchor"]  # the hash of the last entry: here, of the creation
        tables.wait_on(record, referee.rules, context.settings())
    store, ttl = context.store(), context.settings().session_ttl_s
    for _ in range(3):  # 128-bit ids: a collision is practically impossible, but cheap
        session_id = secrets.token_urlsafe(16)
        try:
            store.create(session_id, record, ttl)
            break
        except SessionExists:
            continue
        except StoreFull:
            raise context.store_full(
                "The session store takes no new sessions now, so that the games being played "
                "keep room to move; retry later."
            ) from None
    else:
        raise ProblemType.ID_EXHAUSTED.problem(
            "No free session id was found.",
            headers={"Retry-After": "1"},
        )
    metrics.session_created(referee.game.id)
    tables.scheduled(session_id, 0, record)
    body = {
        "id": session_id,
        "game": referee.game.id,
        "version": 0,
        **referee.shown(record["state"], None),
        "seats": tokens,
        "host": host,
        **proofs.fair_play(record),
        **tables.shown(record),
    }
    if webhook is not None:  # the secret is shown here once
        body["webhook"] = {"url": webhook["url"], "events": webhook["events"]}
        body["webhook_secret"] = webhook["secret"]
    return json_response(body, 201, {"Location": f"/v1/sessions/{session_id}", **etag(0)})


@Operation(
    operation_id="getSession",
    tags=["sessions"],
    summary="The session's current version and view.",
    description=BEARER_OPTIONAL,
    security=SEAT_OPTIONAL,
    parameters=[IF_NONE_MATCH],
    responses={
        "200": {
            "description": "The view.",
            "headers": ETAG,
            "content": json_content(ANSWERS["SessionResponse"]),
        },
        **NOT_MODIFIED,
        **errors(404, 503, s401="A token that is not a seat of this session."),
    },
)
def get_session(session_id: str) -> Response:
    snap, referee = context.load(session_id)
    reader = seat(snap.record, required=False)
    if snap.ended is None:
        tables.overdue(session_id, snap.version, snap.record)
    hooks.resumed(session_id, snap.record)
    unchanged = not_modified(snap.version, snap.stamp)
    if unchanged is not None:
        return unchanged
    body = session_answer(session_id, snap, referee, reader)
    return json_response(body, headers=etag(snap.version, snap.stamp))


def _webhook(sent: dict[str, Any] | None) -> dict[str, Any] | None:
    """The record's webhook, with a new signing secret; a 422 naming `webhook.url` for a
    URL this deployment does not allow (docs/sessions.md, "Webhooks")."""
    if sent is None:
        return None
    why = hooks.refusal(sent["url"], context.settings().webhook_allowed)
    if why is not None:
        raise invalid_request({"webhook": {"url": [why]}})
    return {"url": sent["url"], "events": sent["events"], "secret": hooks.new_secret()}


def _table(
    bots: dict[str, str] | None, clock: dict[str, Any] | None, players: list[str]
) -> dict[str, Any]:
    """The record's bot seats and clock, as created (422 for a bot no seat has)."""
    table: dict[str, Any] = {}
    if bots:
        strangers = [player for player in bots if player not in players]
        if strangers:
            raise invalid_request(
                {"bots": {p: ["not a player of this session"] for p in strangers}}
            )
        table["bots"] = {player: bots[player] for player in players if player in bots}
    if clock is not None:
        table["clock"] = clock
    return table


def session_answer(
    session_id: str, snap: Snapshot, referee: Referee, reader: str | None
) -> dict[str, Any]:
    """GET /v1/sessions/{id}'s answer, for `reader` (None: the public)."""
    body = {
        "id": session_id,
        "game": referee.game.id,
        "version": snap.version,
        **referee.shown(snap.record["state"], reader, snap.ended is not None),
        "seat": reader,
        **proofs.fair_play(snap.record),
        **tables.shown(snap.record),
    }
    if snap.ended is not None:
        body["ended"] = {"reason": snap.ended}
    return body


def refuse_undealt(record: dict[str, Any], what: str) -> None:
    """A 409 `deal-pending` while a seats' deal waits for its seats: there is no game yet."""
    if record["state"] is None:
        waiting = proofs.fair_play(record)["deal"]["waiting_for"]
        raise ProblemType.DEAL_PENDING.problem(
            f"{what}: the deal waits until every seat has joined (POST "
            f"/v1/sessions/{{id}}/join); still to join: {', '.join(waiting)}.",
            waiting_for=waiting,
        )


@Operation(
    operation_id="getSessionLog",
    tags=["sessions"],
    summary="The moves after a version, a page at a time (`next` links on).",
    description=BEARER_OPTIONAL,
    security=SEAT_OPTIONAL,
    parameters=[{"in": "query", "schema": SessionLogQuery}, IF_NONE_MATCH],
    responses={
        "200": {
            "description": "The moves; the ETag is the entry the log reaches.",
            "headers": {**ETAG, "Link": LINK},
            "content": json_content(ANSWERS["LogResponse"]),
        },
        **NOT_MODIFIED,
        **errors(
            404,
            503,
            s401="A token that is not a seat of this session.",
            s422="`after` or `limit` is not an integer in its range (`limit` "
            "1-1000), or a query parameter is unknown or given twice.",
        ),
    },
)
def get_log(session_id: str) -> Response:
    """The moves after `after`, `limit` at a time, with the link to the next page."""
    snap, referee = context.load(session_id)
    seat(snap.record, required=False)  # a bad token is a 401, even on a public read
    query = read_query(LOG_QUERY)
    after, limit = query["after"], query["limit"]
    stored = context.store().log_since(session_id, after, limit + 1)
    page, more = stored[:limit], len(stored) > limit
    # The tag of the page's last entry (the page changes when an entry is added to it,
    # never after), or of the session's head for a page with none yet.
    last = (page[-1].entry["version"], page[-1].stamp) if page else (snap.version, snap.stamp)
    unchanged = not_modified(*last)
    if unchanged is not None:
        return unchanged
    moves = [public_entry(s.entry) for s in page]
    headers = etag(*last)
    body: dict[str, Any] = {"game": referee.game.id, "moves": moves}
    if more:  # only then: the last page (or a log that fits one) has no `next`
        following = f"/v1/sessions/{session_id}/log?after={moves[-1]['version']}&limit={limit}"
        body["next"] = following
        headers["Link"] = f'<{following}>; rel="next"'
    return json_response(body, headers=headers)


def public_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A log entry as every reader sees it: moves, events and results are public by the
    engine contract, and its chain links (the state's commitment, its hash) reveal
    nothing without the seed."""
    shown = {
        "version": entry["version"],
        "move": entry["move"],
        "events": entry["events"],
        "result": entry.get("result"),
    }
    if "hash" in entry:
        shown["commitment"], shown["hash"] = entry["commitment"], entry["hash"]
    for table_field in ("by", "clock"):  # a table that runs itself: who moved, its clock
        if table_field in entry:
            shown[table_field] = entry[table_field]
    return shown


@Operation(
    operation_id="getSessionProof",
    tags=["sessions"],
    summary="The seed and everything needed to recompute the game, once over.",
    description="Open once the game (Copy Cat: the match) is over, or the session was "
    "ended; POST it as it is to /v1/games/{game}/verify, or check it offline "
    "(docs/fairness.md).",
    security=SEAT_OPTIONAL,
    responses={
        "200": {
            "description": "The proof.",
            "headers": ETAG,
            "content": json_content(
                {
                    "oneOf": [Ref(cls) for cls in PROOFS.values()],
                    "discriminator": {
                        "propertyName": "game",
                        "mapping": {
                            game: f"#/components/schemas/{cls.__name__}"
                            for game, cls in PROOFS.items()
                        },
                    },
                }
            ),
        },
        **errors(
            s401="A token that is not a seat of this session.",
            s404="Unknown or expired session, or one made before proofs.",
            s409="The game is still being played: the seed stays secret (`proof-not-open`); "
            "a seats' deal was never dealt (`deal-pending`).",
            s503="The session store is unavailable, or the instance already serves "
            "HEAVY_MAX heavy requests (`heavy-work-busy`); retry shortly.",
        ),
    },
)
@heavy
def get_proof(session_id: str) -> Response:
    """Once the game (Copy Cat: the match) is over, or the session was ended: the seed and
    everything needed to recompute the game, which POST /v1/games/{game}/verify takes as
    it is. Before that the seed must stay secret: a 409 that says when it opens."""
    snap, referee = context.load(session_id)
    seat(snap.record, required=False)  # a bad token is a 401, even on a public read
    record = snap.record
    fairness = record.get("fairness")
    if fairness is None:
        raise ProblemType.NO_PROOF.problem("This session was made before sessions kept proofs.")
    refuse_undealt(record, "No game was dealt, so there is nothing to prove")
    typed = referee.rules.from_wire(record["state"])
    if not referee.rules.is_over(typed) and snap.ended is None:
        raise ProblemType.PROOF_NOT_OPEN.problem(
            "The proof reveals the seed, so it opens when the game (Copy Cat: the match) is "
            "over, or when the host ends the session.",
            version=snap.version,
        )
    # Written again from its typed form: a move stores its state's canonical JSON (keys
    # sorted), and a proof shows it, and its options, as every other answer does.
    state = referee.answered(typed)
    setup = record["setup"]
    body = {
        "game": referee.game.id,
        "rules_version": fairness["rules_version"],
        "players": state["players"],
        "options": state["options"],
        "starter": setup.get("starter") or state["players"][0],
        "seed": setup["seed"],
        "seed_salt": fairness.get("seed_salt"),  # None: a session stored without one
        "seed_source": fairness["seed_source"],
        "seed_commitment": fairness["seed_commitment"],
        "anchor": fairness["anchor"],
        "moves": [public_entry(s.entry) for s in context.store().log_since(session_id, 0)],
        "chain": record["chain"],
        "state": state,
    }
    if "deal" in fairness:  # a seats' deal: the referee's part of the seed, and the seats'
        body["deal"] = fairness["deal"]
    signed = context.proof_signer().sign(body)  # whole and from its end: docs/fairness.md
    return json_response(signed, headers=etag(snap.version, snap.stamp))


def read_query(schema: Schema) -> dict[str, Any]:
    """A query string loaded by `schema`; a parameter given twice is refused (which one
    would count is anyone's guess)."""
    repeated = {key: ["is given more than once"] for key, v in request.args.lists() if len(v) > 1}
    if repeated:
        raise invalid_request(repeated, "Give each query parameter once.")
    loaded: dict[str, Any] = schema.load(request.args)
    return loaded


@Operation(
    operation_id="getSessionLegalMoves",
    tags=["sessions"],
    summary="The legal moves of the token's seat at the current version.",
    description="Our addition: the stateless listing needs the whole "
    "state, which no seat sees. Lists only the seat's own moves, in the stateless "
    "listing's order (`player` as there); empty when the seat may not act now.",
    security=SEAT,
    parameters=[{"in": "query", "schema": SessionLegalMovesQuery}, IF_NONE_MATCH],
    responses={
        "200": {
            "description": "The seat's moves; the ETag is the version listed.",
            "headers": ETAG,
            "content": json_content(ANSWERS["SessionLegalMovesResponse"]),
        },
        **NOT_MODIFIED,
        **errors(
            401,
            404,
            503,
            s409="A seats' deal still waits for seats to join (`deal-pending`).",
            s422="`limit` is not an integer from 1 to 10000, or a query "
            "parameter is unknown or given twice.",
        ),
    },
)
def get_legal_moves(session_id: str) -> Response:
    """The legal moves of the token's seat (our addition: the stateless listing needs the
    whole state, which no seat sees). Only the seat's own, and each game lists them from
    what the seat can see (Game.seat_moves)."""
    snap, referee = context.load(session_id)
    reader = seat_of(snap.record)
    limit = read_query(LEGAL_MOVES_QUERY)["limit"]
    refuse_undealt(snap.record, "No moves before the deal")
    unchanged = not_modified(snap.version, snap.stamp)
    if unchanged is not None:
        return unchanged
    player, moves = referee.game.seat_moves(snap.record["state"], reader)
    if snap.ended is not None:
        player, moves = None, iter(())  # nobody moves on an ended session
    body = {"game": referee.game.id, "version": snap.version, **listing(player, moves, limit)}
    return json_response(body, headers=etag(snap.version, snap.stamp))


@Operation(
    operation_id="deleteSession",
    tags=["sessions"],
    summary="End the session: the host token, or any seat once the game is over.",
    description="An ended session is never moved again and stays readable "
    "(state, log, results) for SESSION_RETENTION; its streams end.",
    security=SEAT,
    responses={
        "204": {"description": "Ended (or ended already).", "headers": PRIVATE},
        **errors(
            404,
            503,
            s401="No token, or one that is neither a seat nor the host.",
            s403="A seat's token while the game is still played (`game-in-progress`).",
        ),
    },
)
def delete_session(session_id: str) -> Response:
    """End the session: its game can no longer be moved, and it stays readable (state,
    log, result) for SESSION_RETENTION, so every table can still show how it ended. While
    the game is played only the host may end it; once it is over, any seat may."""
    snap, referee = context.load(session_id)
    player, host = credential(snap.record)
    if player is None and not host:
        raise unauthorized("Ending a session needs its host token, or a seat's once it is over.")
    if snap.ended is not None:
        return _no_content()  # ended already: its retention is not renewed
    state = snap.record["state"]
    if not host and (state is None or not referee.game.is_over(state)):
        raise ProblemType.GAME_IN_PROGRESS.problem(
            "The game is still being played: only the host token may end it now; a seat "
            "may once it is over.",
        )
    if not context.store().end(session_id, "deleted", context.settings().session_retention_s):
        raise context.not_found(session_id)
    hooks.scheduled(session_id, snap.record, ended=True)
    return _no_content()


def _no_content() -> Response:
    response = Response(status=204)
    del response.headers["Content-Type"]  # no body, so no type (werkzeug's default is HTML)
    return response
