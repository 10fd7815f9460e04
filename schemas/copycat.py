"""Copy Cat Meow wire schemas (docs/api.md#copycat, docs/games/copycat.md).

The state and its view are derived from the engine's declarations (engines/copycat.py,
schemas/derive.py), the field on the table as a component of its own (`CopycatField`).
They own the wire's shape: JSON types, required and unknown fields, the player-id
pattern, integer ranges and the phase vocabulary. Everything that depends on the game
(which codes exist under the options, who is seated, how many games a set has, what the
pieces say together) is the engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from engines.copycat import MAX_GAME_NUMBER, MAX_PRINTED_NUMBER, OPTIONS_DOC, Field, State

from . import derive
from .base import (
    GameDocs,
    GameSchemas,
    StrictSchema,
    game_options,
    move_type_field,
    rules_version_field,
    setup_schema,
)
from .docs import event_schema
from .fields import (
    Boolean,
    Codes,
    Integer,
    JsonObject,
    PerPlayer,
    PlayerId,
    PlayerIds,
)

ENDS = ["meow_success", "meow_failed", "empty_hand", "deck_out", "knockout"]
MAX_NUMBER = MAX_PRINTED_NUMBER  # the largest number a card code may show
TITLE = "Copycat"
OPTIONS, OPTIONS_IN_FORCE = game_options(
    "copycat", TITLE, {"deck": {"items": {"type": "string", "minLength": 1}}}
)


def options_field() -> fields.Field[Any]:
    return JsonObject(metadata={"description": OPTIONS_DOC, "documented_as": OPTIONS})


CopycatField = derive.nested("CopycatField", Field)
GIVEN: derive.Given = {
    "field": lambda wire: fields.Nested(CopycatField, **derive.given_keywords(wire)),
}
_OPTIONS = (OPTIONS, OPTIONS_IN_FORCE)
CopycatState = derive.given_state(TITLE, "copycat", State, _OPTIONS, GIVEN)
CopycatView = derive.given_view(TITLE, "copycat", State, _OPTIONS, GIVEN)


class CopycatLead(StrictSchema):
    type = move_type_field("lead")
    player = PlayerId(required=True)
    cards = Codes(required=True, max_items=64, metadata={"description": "1+ cards (C3)."})
    number = Integer(
        required=True,
        validate=validate.Range(min=1, max=MAX_NUMBER),
        metadata={"description": "The number every card is played as (C1, C3)."},
    )


class CopycatCopy(StrictSchema):
    type = move_type_field("copy")
    player = PlayerId(required=True)
    cards = Codes(required=True, max_items=64, metadata={"description": "1+ cards (C4)."})
    number = Integer(
        required=True,
        validate=validate.Range(min=1, max=MAX_NUMBER),
        metadata={"description": "Must be the field's number (C4)."},
    )


class CopycatDraw(StrictSchema):
    type = move_type_field("draw")
    player = PlayerId(required=True)


class CopycatMeow(StrictSchema):
    type = move_type_field("meow")
    player = PlayerId(required=True)


class CopycatNextGame(StrictSchema):
    type = move_type_field("next_game")
    player = PlayerId(required=True)


CopycatSetup = setup_schema("CopycatSetup", "copycat", options_field())


class CopycatScore(StrictSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    coins = PerPlayer("count", required=True)
    declarer = PlayerId(metadata={"description": "With a declarer: the Meow outcome (C7)."})
    game_number = Integer(
        validate=validate.Range(min=1, max=MAX_GAME_NUMBER),
        metadata={"description": "Decides stakes and direction (C12); default 1."},
    )
    options = options_field()
    rules_version = rules_version_field("copycat")


class CopycatTransfer(Schema):
    from_ = PlayerId(required=True, data_key="from")
    to = PlayerId(required=True)
    coins = Integer(required=True)
    loan = Boolean(metadata={"description": "A C10 loan (never multiplied by stakes)."})


class CopycatScoreResult(Schema):
    end = fields.String(required=True, validate=validate.OneOf(ENDS[:4]))
    by = PlayerId(allow_none=True, required=True)
    totals = fields.Dict(keys=fields.String(), values=Integer(), required=True)
    transfers = fields.List(fields.Nested(CopycatTransfer), required=True)
    coins = fields.Dict(keys=fields.String(), values=Integer(), required=True)
    knocked_out = fields.List(PlayerId(), required=True)


class CopycatResult(Schema):
    end = fields.String(required=True, validate=validate.OneOf(ENDS))
    by = PlayerId(allow_none=True, required=True)
    totals = fields.Dict(
        keys=fields.String(),
        values=Integer(),
        required=True,
        metadata={"description": "Revealed hand totals (Meow, deck-out); else empty."},
    )
    transfers = fields.List(fields.Nested(CopycatTransfer), required=True)
    coins = fields.Dict(
        keys=fields.String(),
        values=Integer(),
        required=True,
        metadata={"description": "After the move; below 0 for whoever a knockout took there."},
    )
    set_over = fields.Boolean(required=True)
    match_over = fields.Boolean(required=True)
    winners = fields.List(PlayerId(), required=True)
    next_starter = PlayerId(allow_none=True, required=True)
    set_points = PerPlayer("points", metadata={"description": "With sets > 1 (C13)."})


def _played(what: str) -> dict[str, fields.Field[Any]]:
    return {
        "player": PlayerId(required=True),
        "cards": Codes(required=True),
        "number": Integer(required=True, metadata={"description": f"The number {what}."}),
    }


EVENTS = [
    event_schema(TITLE, "cards_led", _played("led")),
    event_schema(TITLE, "cards_copied", _played("copied")),
    event_schema(
        TITLE, "field_discarded", {"player": PlayerId(required=True), "cards": Codes(required=True)}
    ),
    event_schema(
        TITLE,
        "card_drawn",
        {
            "player": PlayerId(required=True),
            "count": Integer(required=True, validate=validate.Equal(1)),
            "deck": Integer(required=True, metadata={"description": "Cards left in the deck."}),
        },
        "The card drawn is not named.",
    ),
    event_schema(
        TITLE,
        "meow_declared",
        {"player": PlayerId(required=True), "success": fields.Boolean(required=True)},
    ),
    event_schema(
        TITLE,
        "coins_paid",
        {
            "from_": PlayerId(required=True, data_key="from"),
            "to": PlayerId(required=True),
            "coins": Integer(required=True),
            "loan": fields.Boolean(metadata={"description": "A C10 loan; absent otherwise."}),
        },
        "One per transfer, in the order they happened.",
    ),
    event_schema(TITLE, "player_knocked_out", {"player": PlayerId(required=True)}),
    event_schema(
        TITLE,
        "game_ended",
        {
            "end": fields.String(required=True, validate=validate.OneOf(ENDS)),
            "by": PlayerId(required=True, allow_none=True),
        },
    ),
    event_schema(TITLE, "set_ended", {"set_number": Integer(required=True)}),
    event_schema(TITLE, "match_ended", {"winners": fields.List(PlayerId(), required=True)}),
    event_schema(
        TITLE,
        "game_started",
        {
            "set_number": Integer(required=True),
            "game_number": Integer(required=True),
            "starter": PlayerId(required=True),
        },
    ),
]

SCHEMAS = GameSchemas(
    "copycat",
    state=CopycatState,
    moves={
        "lead": CopycatLead,
        "copy": CopycatCopy,
        "draw": CopycatDraw,
        "meow": CopycatMeow,
        "next_game": CopycatNextGame,
    },
    setup=CopycatSetup,
    score=CopycatScore,
    score_response=CopycatScoreResult,
    result=CopycatResult,
    docs=GameDocs(
        "copycat",
        title=TITLE,
        view=CopycatView,
        events=EVENTS,
        options=(OPTIONS, OPTIONS_IN_FORCE),
    ),
)

__all__ = ["SCHEMAS"]
