"""Toy Cat's wire schemas: derived from its declarations (schemas/derive.py), as
docs/design.md's "Adding a game" says; only the score body is written out."""

from __future__ import annotations

from marshmallow import Schema

from schemas import derive
from schemas.base import (
    GameDocs,
    GameSchemas,
    StrictSchema,
    game_options,
    rules_version_field,
    setup_schema,
)
from schemas.fields import JsonObject, PerPlayer, PlayerIds

from .engine import EVENTS, MOVES, State, ToyResult

TITLE = "ToyCat"


def build() -> GameSchemas:
    """The game's schemas: built once it is registered, as they read its catalogue."""
    options = game_options("toycat", TITLE, {})
    score: type[Schema] = StrictSchema.from_dict(
        {
            "players": PlayerIds(required=True),
            "hands": PerPlayer("codes", required=True),
            "options": JsonObject(metadata={"documented_as": options[0]}),
            "rules_version": rules_version_field("toycat"),
        },
        name=f"{TITLE}Score",
    )
    result = derive.result(TITLE, ToyResult)
    return GameSchemas(
        "toycat",
        state=derive.state(TITLE, "toycat", State, options),
        moves=derive.moves(TITLE, MOVES),
        setup=setup_schema(f"{TITLE}Setup", "toycat", JsonObject(), with_deck=True),
        score=score,
        score_response=result,
        result=result,
        docs=GameDocs(
            "toycat",
            title=TITLE,
            view=derive.view(TITLE, "toycat", State, options),
            events=derive.events(TITLE, EVENTS),
            options=options,
        ),
    )
