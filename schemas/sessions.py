"""Wire schemas of the session endpoints (docs/api.md#sessions), for every game alike.

Request schemas load bodies (unknown fields refused, 422); response schemas document the
answers in openapi.yaml. A move request is built per game from that game's move schemas,
so the session layer has no per-game code. Views keep the game's state shape but replace
hidden piles by their lengths, so `state` is documented as an object.
"""

from __future__ import annotations

import base64
import re
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from . import REGISTRY
from .base import (
    MOVES_LIMIT,
    MOVES_LIMIT_MAX,
    GameSchemas,
    MoveUnion,
    StrictSchema,
    seed_field,
)
from .docs import Union, documented, literal
from .fields import Integer, JsonObject, PlayerId, PlayerIds, QueryInteger
from .hooks import WebhookSettings, WebhookShown
from .loader import CompiledLoader
from .progress import outcome_field, to_act_field
from .tables import (
    ClockSettings,
    answer_bots_field,
    bots_field,
    by_field,
    clock_field,
    fall_model_field,
)

SESSION_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
DEALS = ("now", "seats")
SEED_SOURCES = ("referee", "caller", "seats")
# A seat's contribution to a seats' deal: 128 bits at least, as a seed needs.
CONTRIBUTION_BYTES = (16, 64)
VIEW_DOC = (
    "A view: the game's state shape, with every hand, pile or pool its reader may not see "
    "replaced by its length (an integer) and `seed` absent."
)


class SessionCreateRequest(StrictSchema):
    game = fields.String(
        required=True,
        validate=validate.Length(min=1, max=32),
        # Documented as the ids there are (any other is a 404, not a 422).
        metadata={"description": "A game id from GET /v1/games.", "enum": sorted(REGISTRY)},
    )
    players = PlayerIds(required=True)
    options = JsonObject(
        metadata={
            "description": "The game's options (GET /v1/games/{game}).",
            "documented_as": Union(
                "SessionOptions",
                {game_id: bundle.docs.options for game_id, bundle in REGISTRY.items()},
                description="Any game's options: the session's game decides which apply.",
                any_of=True,
            ),
        }
    )
    seed = seed_field()
    starter = PlayerId(metadata={"description": "Who starts; default the first player."})
    rules_version = Integer(
        validate=validate.Range(min=1),
        metadata={
            "description": "One of the game's `rules_versions` (GET /v1/games/{game}); default "
            "the current one. The session is played under it to its end."
        },
    )
    deal = fields.String(
        validate=validate.OneOf(DEALS),
        metadata={
            "enum": list(DEALS),
            "description": "`now` (default): the referee deals at once from its own seed (or "
            "`seed`). `seats`: the deal waits until every seat has joined "
            "(POST /v1/sessions/{id}/join) with entropy of its own, so that nobody, the "
            "creator included, chooses it; not with `seed` (docs/fairness.md).",
        },
    )
    bots = bots_field(
        "Seats the referee plays, by player, with each one's level: it moves for them after "
        "a short delay (`BOT_DELAY_MS`), from their view only. Each still gets a token, so "
        "the host can hand the seat back to a person."
    )
    clock = fields.Nested(
        ClockSettings,
        metadata={"description": "A deadline on every person's turn, kept by the referee."},
    )
    fall_model = fall_model_field(
        "Cat Tower only: a fully digital table. What falls at each stack (and, with "
        "`physical_dice`, the face rolled) is drawn by the referee's documented fall model "
        "(docs/bots.md), for people as for bots; what a move reports is replaced."
    )
    webhook = fields.Nested(
        WebhookSettings,
        metadata={
            "description": "A URL the referee POSTs the session's events to, signed per "
            "Standard Webhooks with the answer's `webhook_secret` (docs/sessions.md, "
            '"Webhooks"); never sent where the deployment does not allow (WEBHOOK_ALLOWED).'
        },
    )


def _contribution(text: str) -> bool:
    """Unpadded or padded base64url of CONTRIBUTION_BYTES bytes."""
    if not re.fullmatch(r"[A-Za-z0-9_-]+={0,2}", text) or len(text.rstrip("=")) % 4 == 1:
        raise ValidationError("must be base64url")
    raw = base64.urlsafe_b64decode(text.rstrip("=") + "=" * (-len(text.rstrip("=")) % 4))
    if not CONTRIBUTION_BYTES[0] <= len(raw) <= CONTRIBUTION_BYTES[1]:
        low, high = CONTRIBUTION_BYTES
        raise ValidationError(f"must decode to {low} to {high} bytes, not {len(raw)}")
    return True


class SessionJoinRequest(StrictSchema):
    """POST /v1/sessions/{id}/join: a seat's part of a seats' deal."""

    contribution = fields.String(
        required=True,
        validate=[validate.Length(max=128), _contribution],
        metadata={
            "description": f"{CONTRIBUTION_BYTES[0]} to {CONTRIBUTION_BYTES[1]} bytes from "
            "the seat's own cryptographic random source, base64url: mixed into the seed, and "
            "shown in the proof.",
            "pattern": r"^[A-Za-z0-9_=-]+$",
        },
    )


class DealWaiting(Schema):
    """A seats' deal (`seed_source: seats`)."""

    waiting_for = fields.List(
        PlayerId(),
        required=True,
        metadata={
            "description": "The seats still to join, in seat order; empty once dealt. Until "
            "then `state` is null and nobody may move, list moves, stream or read a proof."
        },
    )


class _FairPlay(Schema):
    """What every session answer says of fair play (docs/fairness.md); absent for sessions
    made before sessions kept proofs."""

    rules_version = Integer(
        metadata={"description": "The edition of the readings the session is played under."}
    )
    seed_source = fields.String(
        validate=validate.OneOf(SEED_SOURCES),
        metadata={
            "enum": list(SEED_SOURCES),
            "description": "`referee`: drawn by the referee (256 bits); `caller`: chosen by "
            "whoever created the session, who may have picked the deal; `seats`: the "
            "referee's part mixed with every seat's contribution once all have joined.",
        },
    )
    seed_commitment = fields.String(
        metadata={
            "description": "HMAC-SHA256 of the seed keyed by a secret salt, hex: the proof "
            "reveals both."
        }
    )
    chain = fields.String(
        metadata={
            "description": "The hash of the last log entry (of the creation at first); "
            "absent until a seats' deal is dealt."
        }
    )
    deal = fields.Nested(
        DealWaiting, metadata={"description": "Only for a seats' deal (`seed_source: seats`)."}
    )


class _CreateAnswer(_FairPlay):
    """The fields every game's create answer has; `game` and `state` are the game's."""

    host = fields.String(
        required=True,
        metadata={
            "description": "The host token, shown once: it ends the session while the game "
            "is played (DELETE) and reads the public view; it is no seat and cannot move."
        },
    )
    id = fields.String(required=True, metadata={"pattern": SESSION_ID_PATTERN})
    game = fields.String(required=True)
    version = Integer(required=True, metadata={"description": "0 for a new session."})
    state = fields.Raw(required=True)
    to_act = to_act_field()
    outcome = outcome_field()
    bots = answer_bots_field()
    clock = clock_field()
    fall_model = fall_model_field("Only when true: what falls is drawn by the referee.")
    seats = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        required=True,
        metadata={
            "description": "Player id -> seat token. Shown once: the referee keeps only hashes. "
            "Send it as `Authorization: Bearer <token>`."
        },
    )
    webhook = fields.Nested(
        WebhookShown, metadata={"description": "Only for a session created with one."}
    )
    webhook_secret = fields.String(
        metadata={
            "description": "The webhook's signing secret (`whsec_` and base64), shown once: "
            "verify each delivery's `webhook-signature` with it. Only with `webhook`."
        }
    )


class SessionEnded(Schema):
    reason = fields.String(
        required=True,
        validate=validate.OneOf(["deleted"]),
        metadata={"enum": ["deleted"], "description": "Ended by DELETE."},
    )


class _SessionAnswer(_FairPlay):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = Integer(required=True)
    state = fields.Raw(required=True)
    to_act = to_act_field()
    outcome = outcome_field()
    bots = answer_bots_field()
    clock = clock_field()
    fall_model = fall_model_field("Only when true: what falls is drawn by the referee.")
    seat = PlayerId(
        allow_none=True,
        required=True,
        metadata={"description": "The player the token seats, or null."},
    )
    ended = fields.Nested(
        SessionEnded,
        metadata={
            "description": "Only once the session was ended early: it is kept readable for a "
            "while, and never moved again."
        },
    )


class _MoveAnswer(Schema):
    game = fields.String(required=True)
    chain = fields.String(metadata={"description": "The chain's head after the move."})
    version = Integer(required=True, metadata={"description": "The version after the move."})
    state = fields.Raw(required=True)
    to_act = to_act_field()
    outcome = outcome_field()
    clock = clock_field()
    events = fields.Raw(required=True)
    result = fields.Raw(required=True)


class _StreamMove(Schema):
    """`event: move` of a stream: a move answer for the stream's reader, and the move."""

    game = fields.String(required=True)
    version = Integer(required=True, metadata={"description": "The version the move made."})
    move = fields.Raw(required=True)
    events = fields.Raw(required=True)
    result = fields.Raw(required=True)
    state = fields.Raw(required=True)
    to_act = to_act_field()
    outcome = outcome_field()
    by = by_field()
    clock = clock_field()
    chain = fields.String(metadata={"description": "The chain's head after the move."})


class StreamEnd(Schema):
    """`event: end` of a stream: the session is gone (`deleted`, `expired`), or the seat's
    token the stream was opened with was reissued (`revoked`); the stream closes."""

    reason = fields.String(
        required=True,
        validate=validate.OneOf(["deleted", "expired", "revoked"]),
        metadata={"enum": ["deleted", "expired", "revoked"]},
    )
    version = Integer(required=True, metadata={"description": "The last version sent."})


class StreamTicket(Schema):
    """POST /v1/sessions/{id}/stream-tickets: a ticket that opens the seat's stream once."""

    ticket = fields.String(
        required=True,
        metadata={"description": "Pass as `?ticket=` to open the stream (EventSource)."},
    )
    seat = PlayerId(required=True, metadata={"description": "The seat whose stream it opens."})
    expires_in = Integer(
        required=True, metadata={"description": "Seconds left to use it: it opens one stream."}
    )


class _LogEntry(Schema):
    version = Integer(required=True, metadata={"description": "The version the move made."})
    move = fields.Raw(required=True)
    events = fields.Raw(required=True)
    result = fields.Raw(required=True)
    by = by_field()
    clock = clock_field()
    commitment = fields.String(
        metadata={"description": "HMAC-SHA256 of the state after the move, keyed by the seed."}
    )
    hash = fields.String(
        metadata={"description": "SHA-256 of the previous entry's hash and this entry."}
    )


class _LogAnswer(Schema):
    game = fields.String(required=True)
    moves = fields.Raw(required=True)
    next = fields.String(
        metadata={
            "description": "The next page's path (also the `Link: rel=next` header); absent "
            "on the last page."
        },
    )


class _LegalMovesAnswer(Schema):
    game = fields.String(required=True)
    version = Integer(required=True, metadata={"description": "The version listed."})
    player = PlayerId(
        allow_none=True,
        required=True,
        metadata={"description": "Who acts now; null when any player may (as stateless)."},
    )
    moves = fields.Raw(required=True)
    truncated = fields.Boolean(required=True, metadata={"description": "More moves exist."})


def _game_schema(base: type[Schema], name: str, **fields_: fields.Field[Any]) -> type[Schema]:
    """`base` with the game's own fields: a subclass keeps base's field order."""
    return type(name, (base,), dict(fields_))


class GameAnswers:
    """One game's session answers, typed by its view, moves, events and result; each
    union of openapi.yaml (SessionResponse...) picks a game's answer by `game`."""

    def __init__(self, bundle: GameSchemas) -> None:
        title, docs = bundle.title, bundle.docs

        def game() -> fields.Field[Any]:
            return literal(bundle.game_id, required=True)

        def view(description: str, allow_none: bool = False) -> fields.Field[Any]:
            return fields.Nested(
                docs.view,
                required=True,
                allow_none=allow_none,
                metadata={"description": description + VIEW_DOC},
            )

        def events() -> fields.Field[Any]:
            return fields.List(
                documented(docs.events),
                required=True,
                metadata={"description": "Public: every seat is sent the same events."},
            )

        def result(when: str) -> fields.Field[Any]:
            return fields.Nested(
                bundle.result,
                allow_none=True,
                required=True,
                metadata={"description": f"Set when the move {when} a round, game or match."},
            )

        def move() -> fields.Field[Any]:
            return MoveUnion(bundle.moves, bundle.move_union, required=True)

        self.create = _game_schema(
            _CreateAnswer,
            f"{title}SessionCreateResponse",
            game=game(),
            state=view("The public view; null until a seats' deal is dealt. ", True),
        )
        self.session = _game_schema(
            _SessionAnswer,
            f"{title}SessionResponse",
            game=game(),
            state=view(
                "The token's seat view, or the public view; null until a seats' deal is dealt. ",
                True,
            ),
        )
        self.move = _game_schema(
            _MoveAnswer,
            f"{title}MoveResponse",
            game=game(),
            state=view("The mover's view. "),
            events=events(),
            result=result("ends"),
        )
        self.stream_move = _game_schema(
            _StreamMove,
            f"{title}StreamMoveEvent",
            game=game(),
            move=move(),
            events=events(),
            result=result("ends"),
            state=view("The stream reader's view after the move. "),
        )
        self.log_entry = _game_schema(
            _LogEntry, f"{title}LogEntry", move=move(), events=events(), result=result("ended")
        )
        self.log = _game_schema(
            _LogAnswer,
            f"{title}LogResponse",
            game=game(),
            moves=fields.List(fields.Nested(self.log_entry), required=True),
        )
        self.legal_moves = _game_schema(
            _LegalMovesAnswer,
            f"{title}SessionLegalMovesResponse",
            game=game(),
            moves=fields.List(
                MoveUnion(bundle.moves, bundle.move_union),
                required=True,
                metadata={
                    "description": "The legal moves of the token's seat, in the stateless "
                    "listing's order; empty when the seat may not act now. Each is a move "
                    "body as the move endpoint takes it."
                },
            ),
        )


ANSWERS = {game_id: GameAnswers(bundle) for game_id, bundle in REGISTRY.items()}


def answer_union(name: str, which: str, description: str) -> Union:
    """The union of every game's `which` answer, discriminated by `game`."""
    members = {game_id: getattr(answers, which) for game_id, answers in ANSWERS.items()}
    return Union(name, members, "game", description)


ANSWER_UNIONS = [
    answer_union("SessionCreateResponse", "create", "A new session, of the game it names."),
    answer_union("SessionResponse", "session", "A session's view, of the game it names."),
    answer_union("MoveResponse", "move", "A move's outcome, in the game it names."),
    answer_union("LogResponse", "log", "A session's moves, in the game it names."),
    answer_union(
        "SessionLegalMovesResponse", "legal_moves", "A seat's legal moves, in the game it names."
    ),
    answer_union(
        "StreamMoveEvent",
        "stream_move",
        "The data of a stream's `move` event: the move, and its outcome for the reader.",
    ),
]


class SessionLegalMovesQuery(StrictSchema):
    """The query of GET /v1/sessions/{id}/legal-moves (a query string holds text, so the
    limit is read from it, unlike a body's)."""

    limit = QueryInteger(
        load_default=MOVES_LIMIT,
        validate=validate.Range(min=1, max=MOVES_LIMIT_MAX),
        metadata={"description": f"At most this many moves (default {MOVES_LIMIT})."},
    )


LOG_LIMIT, LOG_LIMIT_MAX = 100, 1000


class SessionLogQuery(StrictSchema):
    """The query of GET /v1/sessions/{id}/log: a page of the moves after a version."""

    after = QueryInteger(
        load_default=0,
        validate=validate.Range(min=0),
        metadata={"description": "The moves after this version (default 0: from the first)."},
    )
    limit = QueryInteger(
        load_default=LOG_LIMIT,
        validate=validate.Range(min=1, max=LOG_LIMIT_MAX),
        metadata={"description": f"At most this many moves (default {LOG_LIMIT})."},
    )


def move_request_schema(bundle: GameSchemas) -> type[Schema]:
    """POST /v1/sessions/{id}/moves for one game: the move, and an optional precondition."""
    return Schema.from_dict(
        {
            "move": MoveUnion(bundle.moves, bundle.move_union, required=True),
            "expected_version": Integer(
                validate=validate.Range(min=0),
                metadata={
                    "description": "Apply only at this version, else 409 with the current one "
                    '(the header `If-Match: "n"` does the same with 412).'
                },
            ),
        },
        name=f"{bundle.title}SessionMoveRequest",
    )


MOVE_REQUESTS: dict[str, type[Schema]] = {
    game_id: move_request_schema(bundle) for game_id, bundle in REGISTRY.items()
}
# Built once: schema construction per request is a real cost.
CREATE_LOADER = CompiledLoader(SessionCreateRequest())
JOIN_LOADER = CompiledLoader(SessionJoinRequest())
LEGAL_MOVES_QUERY = SessionLegalMovesQuery()
LOG_QUERY = SessionLogQuery()
MOVE_LOADERS: dict[str, CompiledLoader] = {
    game_id: CompiledLoader(cls()) for game_id, cls in MOVE_REQUESTS.items()
}
