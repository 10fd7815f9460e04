"""Meow 10 wire schemas (docs/api.md#meow10, docs/games/meow10.md).

The state, its view, the moves, the events and the result are derived from the
engine's declarations (engines/meow10.py, schemas/derive.py); what is written here is
what no declared type carries: the options' shapes and the setup and score bodies."""

from __future__ import annotations

from typing import Any

from marshmallow import fields

from engines.meow10 import EVENTS, MOVES, OPTIONS_DOC, RoundResult, State

from . import derive
from .base import (
    GameDocs,
    GameSchemas,
    StrictSchema,
    game_options,
    rules_version_field,
    setup_schema,
)
from .fields import JsonObject, PerPlayer, PlayerId, PlayerIds

TITLE = "Meow10"
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


Meow10State = derive.state(TITLE, "meow10", State, (OPTIONS, OPTIONS_IN_FORCE))
Meow10View = derive.view(TITLE, "meow10", State, (OPTIONS, OPTIONS_IN_FORCE))
Meow10Setup = setup_schema("Meow10Setup", "meow10", options_field())
Meow10Result = derive.result(TITLE, RoundResult)


class Meow10Score(StrictSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    totals = PerPlayer("count", metadata={"description": "Cumulative totals before this round."})
    starter = PlayerId(metadata={"description": "This round's starter, for M8 ties."})
    options = options_field()
    rules_version = rules_version_field("meow10")


SCHEMAS = GameSchemas(
    "meow10",
    state=Meow10State,
    moves=derive.moves(TITLE, MOVES),
    setup=Meow10Setup,
    score=Meow10Score,
    score_response=Meow10Result,
    result=Meow10Result,
    docs=GameDocs(
        "meow10",
        title=TITLE,
        view=Meow10View,
        events=derive.events(TITLE, EVENTS),
        options=(OPTIONS, OPTIONS_IN_FORCE),
    ),
)

__all__ = ["SCHEMAS"]
