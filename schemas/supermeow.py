"""Super Meow wire schemas (docs/api.md#supermeow, docs/games/supermeow.md).

They own the wire's shape: JSON types, required and unknown fields, the player-id
pattern, integer ranges and the status vocabulary. Everything that depends on the
game (which codes and piles exist, who is seated, what a pile may hold) is the
engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from engines.supermeow import EVENTS, MOVES, OPTIONS_DOC, Area, GameResult, State

from . import derive
from .base import (
    GameDocs,
    GameSchemas,
    StrictSchema,
    game_options,
    rules_version_field,
    setup_schema,
)
from .docs import (
    COUNT_SCHEMA,
)
from .fields import (
    JsonObject,
    PerPlayer,
    PlayerId,
    PlayerIds,
)

TITLE = "SuperMeow"
OPTIONS, OPTIONS_IN_FORCE = game_options(
    "supermeow",
    TITLE,
    {
        "prices": {"additionalProperties": COUNT_SCHEMA},
        "supply": {"additionalProperties": COUNT_SCHEMA},
        "start_cards": {"items": {"type": "string", "enum": ["start", "start-keep"]}},
    },
)


def options_field() -> fields.Field[Any]:
    return JsonObject(metadata={"description": OPTIONS_DOC, "documented_as": OPTIONS})


SuperMeowState = derive.state(TITLE, "supermeow", State, (OPTIONS, OPTIONS_IN_FORCE))
SuperMeowView = derive.view(TITLE, "supermeow", State, (OPTIONS, OPTIONS_IN_FORCE))
SuperMeowSetup = setup_schema("SuperMeowSetup", "supermeow", options_field(), with_deck=False)


class SuperMeowScore(StrictSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    options = options_field()
    rules_version = rules_version_field("supermeow")


class SuperMeowScoreResult(Schema):
    winners = fields.List(
        PlayerId(), required=True, metadata={"description": "Every hand with a cat and a cape."}
    )


SuperMeowResult = derive.result(TITLE, GameResult)

SCHEMAS = GameSchemas(
    "supermeow",
    state=SuperMeowState,
    moves=derive.moves(TITLE, MOVES),
    setup=SuperMeowSetup,
    score=SuperMeowScore,
    score_response=SuperMeowScoreResult,
    result=SuperMeowResult,
    docs=GameDocs(
        "supermeow",
        title=TITLE,
        view=SuperMeowView,
        events=derive.events(TITLE, EVENTS),
        options=(OPTIONS, OPTIONS_IN_FORCE),
        components=(derive.record_view(TITLE, Area),),
    ),
)

__all__ = ["SCHEMAS"]
