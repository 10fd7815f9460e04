"""Wire schemas of the session endpoints (docs/api.md#sessions), for every game alike.

Request schemas load bodies (unknown fields refused, 422); response schemas document the
answers in openapi.yaml. A move request is built per game from that game's move schemas,
so the session layer has no per-game code. Views keep the game's state shape but replace
hidden piles by their lengths, so `state` is documented as an object.
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from . import REGISTRY
from .base import (
    MOVES_LIMIT,
    MOVES_LIMIT_MAX,
    EventSchema,
    GameSchemas,
    MoveUnion,
    StrictSchema,
    seed_field,
)
from .fields import Integer, JsonObject, PlayerId, PlayerIds, QueryInteger
from .loader import CompiledLoader

SESSION_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
VIEW_DOC = (
    "A view: the game's state shape, with every hand, pile or pool its reader may not see "
    "replaced by its length (an integer) and `seed` absent."
)


class SessionCreateRequest(StrictSchema):
    game = fields.String(
        required=True,
        validate=validate.Length(min=1, max=32),
        metadata={"description": "A game id from GET /v1/games."},
    )
    players = PlayerIds(required=True)
    options = JsonObject(metadata={"description": "The game's options (GET /v1/games/{game})."})
    seed = seed_field()
    starter = PlayerId(metadata={"description": "Who starts; default the first player."})


class SessionCreateResponse(Schema):
    id = fields.String(required=True, metadata={"pattern": SESSION_ID_PATTERN})
    game = fields.String(required=True)
    version = Integer(required=True, metadata={"description": "0 for a new session."})
    state = fields.Dict(required=True, metadata={"description": "The public view. " + VIEW_DOC})
    seats = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        required=True,
        metadata={
            "description": "Player id -> seat token. Shown once: the referee keeps only hashes. "
            "Send it as `Authorization: Bearer <token>`."
        },
    )


class SessionResponse(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = Integer(required=True)
    state = fields.Dict(
        required=True,
        metadata={"description": "The token's seat view, or the public view. " + VIEW_DOC},
    )
    seat = PlayerId(
        allow_none=True,
        required=True,
        metadata={"description": "The player the token seats, or null."},
    )


class MoveResponse(Schema):
    version = Integer(required=True, metadata={"description": "The version after the move."})
    state = fields.Dict(required=True, metadata={"description": "The mover's view. " + VIEW_DOC})
    events = fields.List(fields.Nested(EventSchema), required=True)
    result = fields.Dict(
        allow_none=True,
        required=True,
        metadata={"description": "Set when the move ends a round, game or match."},
    )


class LogEntrySchema(Schema):
    version = Integer(required=True, metadata={"description": "The version the move made."})
    move = fields.Dict(required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)
    result = fields.Dict(
        allow_none=True,
        required=True,
        metadata={"description": "Set when the move ended a round, game or match."},
    )


class LogResponse(Schema):
    moves = fields.List(fields.Nested(LogEntrySchema), required=True)


class SessionLegalMovesQuery(StrictSchema):
    """The query of GET /v1/sessions/{id}/legal-moves (a query string holds text, so the
    limit is read from it, unlike a body's)."""

    limit = QueryInteger(
        load_default=MOVES_LIMIT,
        validate=validate.Range(min=1, max=MOVES_LIMIT_MAX),
        metadata={"description": f"At most this many moves (default {MOVES_LIMIT})."},
    )


class SessionLegalMovesResponse(Schema):
    version = Integer(required=True, metadata={"description": "The version listed."})
    player = PlayerId(
        allow_none=True,
        required=True,
        metadata={"description": "Who acts now; null when any player may (as when stateless)."},
    )
    moves = fields.List(
        fields.Dict(),
        required=True,
        metadata={
            "description": "The legal moves of the token's seat, in the stateless listing's "
            "order; empty when the seat may not act now."
        },
    )
    truncated = fields.Boolean(required=True, metadata={"description": "More moves exist."})


def move_request_schema(bundle: GameSchemas) -> type[Schema]:
    """POST /v1/sessions/{id}/moves for one game: the move, and an optional precondition."""
    return Schema.from_dict(
        {
            "move": MoveUnion(bundle.moves, required=True),
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
LEGAL_MOVES_QUERY = SessionLegalMovesQuery()
MOVE_LOADERS: dict[str, CompiledLoader] = {
    game_id: CompiledLoader(cls()) for game_id, cls in MOVE_REQUESTS.items()
}
