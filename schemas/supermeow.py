"""Super Meow wire schemas (docs/api.md#supermeow, docs/games/supermeow.md).

The state, its view (with its areas' component), the moves, the events and both results
are derived from the engine's declarations (engines/supermeow.py, schemas/derive.py);
what is written here is what no declared type carries: the options' shapes and the
setup and score bodies. Everything that depends on the game (which codes and piles
exist, who is seated, what a pile may hold) is the engine's, checked once on the typed
state (docs/design.md)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields

from engines.supermeow import EVENTS, MOVES, OPTIONS_DOC, Area, GameResult, ScoreResult, State

from . import derive
from .base import (
    GameDocs,
    GameSchemas,
    StrictSchema,
    game_options,
    rules_version_field,
    setup_schema,
)
from .docs import COUNT_SCHEMA
from .fields import JsonObject, PerPlayer, PlayerIds

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


SuperMeowScoreResult = derive.result(f"{TITLE}Score", ScoreResult)
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
