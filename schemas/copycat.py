"""Copy Cat Meow wire schemas (docs/api.md#copycat, docs/games/copycat.md).

The state, its view, the moves, the events and both results are derived from the
engine's declarations (engines/copycat.py, schemas/derive.py); what is written here is
what no declared type carries: the schemas of the field on the table and of a transfer
(the components `CopycatField` and `CopycatTransfer`, which the game's own `field` and
`transfers` are read through), the options' shapes and the setup and score bodies. They
own the wire's shape: JSON types, required and unknown fields, the player-id pattern,
integer ranges and the phase vocabulary. Everything that depends on the game
(which codes exist under the options, who is seated, how many games a set has, what the
pieces say together) is the engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from engines.copycat import (
    EVENTS,
    MAX_GAME_NUMBER,
    MOVES,
    OPTIONS_DOC,
    Field,
    GameResult,
    ScoreResult,
    State,
    Transfer,
)

from . import derive
from .base import (
    GameDocs,
    GameSchemas,
    StrictSchema,
    game_options,
    rules_version_field,
    setup_schema,
)
from .fields import (
    Integer,
    JsonObject,
    PerPlayer,
    PlayerId,
    PlayerIds,
)

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


CopycatTransfer = derive.nested("CopycatTransfer", Transfer)
GIVEN_RESULT: derive.Given = {
    "transfers": lambda wire: fields.List(
        fields.Nested(CopycatTransfer), **derive.given_keywords(wire)
    ),
}
CopycatScoreResult = derive.given_result(f"{TITLE}Score", ScoreResult, GIVEN_RESULT)
CopycatResult = derive.given_result(TITLE, GameResult, GIVEN_RESULT)

SCHEMAS = GameSchemas(
    "copycat",
    state=CopycatState,
    moves=derive.moves(TITLE, MOVES),
    setup=CopycatSetup,
    score=CopycatScore,
    score_response=CopycatScoreResult,
    result=CopycatResult,
    docs=GameDocs(
        "copycat",
        title=TITLE,
        view=CopycatView,
        events=derive.events(TITLE, EVENTS),
        options=(OPTIONS, OPTIONS_IN_FORCE),
    ),
)

__all__ = ["SCHEMAS"]
