"""Meow 10 wire schemas (docs/api.md#meow10, docs/games/meow10.md).

They own the wire's shape: JSON types, required and unknown fields, the player-id
pattern, integer ranges and the status vocabulary. Everything that depends on the
game (which codes exist under the options, who is seated, what a pile may hold) is
the engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from engines.meow10 import Status

from .base import (
    GameDocs,
    GameSchemas,
    StateSchema,
    StrictSchema,
    game_options,
    move_type_field,
    rules_version_field,
    seed_field,
    setup_schema,
)
from .docs import (
    COUNT_SCHEMA,
    MAYBE_HIDDEN_SCHEMA,
    documented,
    event_schema,
    hidden_count,
    per_player,
)
from .fields import Codes, Integer, JsonObject, PerPlayer, PlayerId, PlayerIds

OPTIONS_DOC = (
    "types: 10 {id, color} cat types (M1); next_starter: cumulative | round (M8). "
    "Returned states carry every option in force."
)
TITLE = "Meow10"
STATUSES = [status.value for status in Status]
ENDS = ["ten", "empty_hand", "draw_pile_empty"]
OPTIONS, OPTIONS_IN_FORCE = game_options(
    "meow10",
    TITLE,
    {
        "types": {
            "items": {
                "type": "object",
                "properties": {"id": {"type": "string"}, "color": {"type": "string"}},
                "required": ["id", "color"],
                "additionalProperties": False,
            }
        }
    },
)


def options_field() -> fields.Field[Any]:
    return JsonObject(metadata={"description": OPTIONS_DOC, "documented_as": OPTIONS})


class Meow10State(StateSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    draw_pile = Codes(required=True, metadata={"description": "Index 0 is the top."})
    discard_pile = Codes(required=True, metadata={"description": "The last card is the top."})
    current = PlayerId(required=True)
    starter = PlayerId(required=True, metadata={"description": "This round's starter."})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    round = Integer(validate=validate.Range(min=1, max=10000))
    totals = PerPlayer("count", metadata={"description": "Cumulative penalties (M7)."})
    options = options_field()
    seed = seed_field()
    rules_version = rules_version_field("meow10")


class Meow10View(Schema):
    """A seat's view of a state: the others' hands and the draw pile by their lengths."""

    players = PlayerIds(required=True)
    hands = per_player(
        MAYBE_HIDDEN_SCHEMA,
        required=True,
        metadata={"description": "The reader's own hand; another's by its length."},
    )
    draw_pile = hidden_count(required=True, metadata={"description": "Cards left."})
    discard_pile = Codes(required=True, metadata={"description": "The last card is the top."})
    current = PlayerId(required=True)
    starter = PlayerId(required=True, metadata={"description": "This round's starter."})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    round = Integer(required=True)
    totals = per_player(COUNT_SCHEMA, required=True, metadata={"description": "M7 totals."})
    options = documented(OPTIONS_IN_FORCE, required=True)
    rules_version = rules_version_field("meow10")


class Meow10Play(StrictSchema):
    type = move_type_field("play")
    player = PlayerId(required=True)
    cards = Codes(required=True, max_items=64, metadata={"description": "In playing order."})


class Meow10Draw(StrictSchema):
    type = move_type_field("draw")
    player = PlayerId(required=True)
    count = Integer(
        validate=validate.Range(min=1, max=4),
        metadata={"description": "Required with a rainbow on top (M4); else may only repeat N."},
    )


class Meow10NextRound(StrictSchema):
    type = move_type_field("next_round")
    player = PlayerId(required=True)


Meow10Setup = setup_schema("Meow10Setup", "meow10", options_field())


class Meow10Score(StrictSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    totals = PerPlayer("count", metadata={"description": "Cumulative totals before this round."})
    starter = PlayerId(metadata={"description": "This round's starter, for M8 ties."})
    options = options_field()
    rules_version = rules_version_field("meow10")


class Meow10Result(Schema):
    end = fields.String(required=True, validate=validate.OneOf(ENDS))
    by = PlayerId(allow_none=True, required=True)
    penalties = fields.Dict(keys=fields.String(), values=Integer(), required=True)
    totals = fields.Dict(keys=fields.String(), values=Integer(), required=True)
    next_starter = PlayerId(required=True)
    game_over = fields.Boolean(required=True)
    winners = fields.List(PlayerId(), required=True)


EVENTS = [
    event_schema(
        TITLE, "cards_played", {"player": PlayerId(required=True), "cards": Codes(required=True)}
    ),
    event_schema(
        TITLE,
        "cards_drawn",
        {"player": PlayerId(required=True), "count": Integer(required=True)},
        "A count only: the cards are hidden.",
    ),
    event_schema(
        TITLE,
        "round_ended",
        {
            "end": fields.String(required=True, validate=validate.OneOf(ENDS)),
            "by": PlayerId(required=True, allow_none=True),
        },
    ),
    event_schema(TITLE, "game_ended", {"winners": fields.List(PlayerId(), required=True)}),
    event_schema(
        TITLE,
        "round_started",
        {"round": Integer(required=True), "starter": PlayerId(required=True)},
    ),
]

SCHEMAS = GameSchemas(
    "meow10",
    state=Meow10State,
    moves={"play": Meow10Play, "draw": Meow10Draw, "next_round": Meow10NextRound},
    setup=Meow10Setup,
    score=Meow10Score,
    score_response=Meow10Result,
    result=Meow10Result,
    docs=GameDocs(
        "meow10",
        title=TITLE,
        view=Meow10View,
        events=EVENTS,
        options=(OPTIONS, OPTIONS_IN_FORCE),
    ),
)

__all__ = ["SCHEMAS"]
