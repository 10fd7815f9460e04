"""Copy Cat Meow wire schemas (docs/api.md#copycat, docs/games/copycat.md).

They own the wire's shape: JSON types, required and unknown fields, the player-id
pattern, integer ranges and the phase vocabulary. Everything that depends on the game
(which codes exist under the options, who is seated, how many games a set has, what the
pieces say together) is the engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from engines.copycat import Phase

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
from .docs import MAYBE_HIDDEN_SCHEMA, documented, event_schema, hidden_count, per_player
from .fields import (
    MAX_PLAYERS_LISTED,
    Boolean,
    Codes,
    Integer,
    JsonObject,
    PerPlayer,
    PlayerId,
    PlayerIds,
)
from .lists import BoundedList

OPTIONS_DOC = (
    "deck: one copy of the deck as card codes (C1); decks: 1 | 2 (C14); special_meow_value: "
    "lowest | sum and shared_meow_penalty (C7); knockout (C10); reverse_after_cycle, stakes "
    "1-10, remove_two, meow_locked_turns, min_coins_for_meow (C12); sets: 1 | 3 | 5 (C13). "
    "Returned states carry every option in force."
)
PHASES = [phase.value for phase in Phase]
ENDS = ["meow_success", "meow_failed", "empty_hand", "deck_out", "knockout"]
MAX_GAME_NUMBER = 16  # 2 x 8 players (C11, C14)
MAX_NUMBER = 99  # the largest number a card code may show (docs/games/copycat.md)
TITLE = "Copycat"
OPTIONS, OPTIONS_IN_FORCE = game_options(
    "copycat", TITLE, {"deck": {"items": {"type": "string", "minLength": 1}}}
)


def options_field() -> fields.Field[Any]:
    return JsonObject(metadata={"description": OPTIONS_DOC, "documented_as": OPTIONS})


class CopycatField(StrictSchema):
    parent = PlayerId(required=True, metadata={"description": "Who led (C3)."})
    number = Integer(required=True, validate=validate.Range(min=1, max=MAX_NUMBER))
    cards = Codes(required=True, metadata={"description": "The lead, then every copy."})
    copiers = BoundedList(PlayerId(), MAX_PLAYERS_LISTED - 1, required=True)


class CopycatState(StateSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    deck = Codes(required=True, metadata={"description": "Index 0 is the top."})
    discard_pile = Codes(required=True, metadata={"description": "The last card is the top."})
    field = fields.Nested(CopycatField, required=True, allow_none=True)
    current = PlayerId(required=True)
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    coins = PerPlayer(
        "integer",
        required=True,
        metadata={
            "description": "Below 0 only under the knockout option, once the move that took "
            "them there has ended the set (C10)."
        },
    )
    game_number = Integer(
        required=True,
        validate=validate.Range(min=1, max=MAX_GAME_NUMBER),
        metadata={"description": "1-based, within the set (C11)."},
    )
    starter = PlayerId(required=True, metadata={"description": "This game's starter."})
    turns = Integer(
        validate=validate.Range(min=0, max=100000),
        metadata={"description": "Completed turns this game (C12)."},
    )
    set_number = Integer(validate=validate.Range(min=1, max=5))
    set_points = PerPlayer("points", metadata={"description": "Cumulative rank bonuses (C13)."})
    removed = Codes(max_items=2, metadata={"description": "Taken out unseen (remove_two)."})
    set_over = Boolean(metadata={"description": "At game_over: the set is over (C13, C10)."})
    options = options_field()
    seed = seed_field()
    rules_version = rules_version_field("copycat")


class CopycatView(Schema):
    """A seat's view of a state: the others' hands, the deck and the removed cards by
    their lengths."""

    players = PlayerIds(required=True)
    hands = per_player(
        MAYBE_HIDDEN_SCHEMA,
        required=True,
        metadata={"description": "A hand the reader may see; another by its length."},
    )
    deck = hidden_count(required=True, metadata={"description": "Cards left."})
    discard_pile = Codes(required=True, metadata={"description": "The last card is the top."})
    field = fields.Nested(CopycatField, required=True, allow_none=True)
    current = PlayerId(required=True)
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    removed = hidden_count(
        required=True, metadata={"description": "Cards taken out unseen (remove_two)."}
    )
    # No lower bound: a knockout can leave a player below zero at a match's end (C10).
    coins = per_player({"type": "integer"}, required=True)
    game_number = Integer(required=True, metadata={"description": "1-based, within the set."})
    starter = PlayerId(required=True, metadata={"description": "This game's starter."})
    turns = Integer(required=True, metadata={"description": "Completed turns this game."})
    set_number = Integer(required=True)
    set_points = per_player(
        {"type": "number"}, required=True, metadata={"description": "Rank bonuses (C13)."}
    )
    set_over = fields.Boolean(required=True)
    options = documented(OPTIONS_IN_FORCE, required=True)
    rules_version = rules_version_field("copycat")


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
