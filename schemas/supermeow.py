"""Super Meow wire schemas (docs/api.md#supermeow, docs/games/supermeow.md).

They own the wire's shape: JSON types, required and unknown fields, the player-id
pattern, integer ranges and the status vocabulary. Everything that depends on the
game (which codes and piles exist, who is seated, what a pile may hold) is the
engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from engines.supermeow import EVENTS, MOVES, GameResult, Status

from . import derive
from .base import (
    GameDocs,
    GameSchemas,
    StateSchema,
    StrictSchema,
    game_options,
    rules_version_field,
    seed_field,
    setup_schema,
)
from .docs import (
    COUNT_SCHEMA,
    documented,
    hidden_count,
    maybe_hidden,
    per_player,
    ref,
)
from .fields import (
    CODE_SCHEMA,
    MAX_CODE_LENGTH,
    MAX_PILE,
    Codes,
    Integer,
    JsonObject,
    PerPlayer,
    PlayerId,
    PlayerIds,
    check_count,
)

OPTIONS_DOC = (
    "prices: card code -> price, merged over the defaults (the cat in cat food, the rest in "
    "coins); supply: card code -> pile size at setup, merged over the defaults; start_cards: "
    "each player's starting cards (start / start-keep, at most one keeper). All S1. "
    "Returned states carry every option in force."
)
MAX_SUPPLY_PILES = 16  # six piles exist (S1); the engine names them
TITLE = "SuperMeow"
STATUSES = [status.value for status in Status]
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


PILES_JSON_SCHEMA = {"type": "array", "items": CODE_SCHEMA, "maxItems": MAX_PILE}
AREA_JSON_SCHEMA = {
    "type": "object",
    "properties": {
        "backpack": {**PILES_JSON_SCHEMA, "description": "Face down; index 0 is the top."},
        "hand": {**PILES_JSON_SCHEMA, "maxItems": 2, "description": "Slot 0, slot 1."},
        "washing_machine": {**PILES_JSON_SCHEMA, "description": "Face up."},
    },
    "required": ["backpack", "hand", "washing_machine"],
    "additionalProperties": False,
}


class SuperMeowArea(StrictSchema):
    backpack = Codes(required=True, metadata={"description": "Face down; index 0 is the top."})
    hand = Codes(required=True, metadata={"description": "Slot 0, slot 1 (S6)."})
    washing_machine = Codes(required=True, metadata={"description": "Face up."})


class Supply(fields.Field[dict[str, int]]):
    """Card code -> cards left in its pile; which codes exist is the engine's business."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs["metadata"] = {
            "type": "object",
            "additionalProperties": {"type": "integer", "minimum": 0},
            "maxProperties": MAX_SUPPLY_PILES,
            **kwargs.get("metadata", {}),
        }
        super().__init__(**kwargs)

    def _deserialize(
        self, value: Any, attr: str | None, data: Any, **kwargs: Any
    ) -> dict[str, int]:
        if not isinstance(value, Mapping):
            raise ValidationError("must be an object: card code -> count")
        if len(value) > MAX_SUPPLY_PILES:
            raise ValidationError(f"must have at most {MAX_SUPPLY_PILES} piles")
        for code, count in value.items():
            if not 0 < len(code) <= MAX_CODE_LENGTH:
                raise ValidationError({code: ["not a card code"]})
            try:
                check_count(count)
            except ValidationError as exc:
                raise ValidationError({code: exc.messages}) from None
        return dict(value)


class SuperMeowState(StateSchema):
    players = PlayerIds(required=True)
    supply = Supply(required=True, metadata={"description": "Missing piles are empty."})
    tableau = PerPlayer(SuperMeowArea, AREA_JSON_SCHEMA, required=True)
    trash = Codes(required=True, metadata={"description": "Thrown-away starting cards (S5)."})
    current = PlayerId(required=True, metadata={"description": "At game_over, the winner."})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    winner = PlayerId(allow_none=True, metadata={"description": "Only at game_over."})
    shuffles = Integer(
        validate=validate.Range(min=0),
        metadata={"description": "Shuffles so far; shuffle n uses the seed label shuffle:<n>."},
    )
    options = options_field()
    seed = seed_field()
    rules_version = rules_version_field("supermeow")


class SuperMeowAreaView(Schema):
    backpack = hidden_count(required=True, metadata={"description": "Face down: its length."})
    hand = maybe_hidden(
        required=True,
        metadata={"description": "Slot 0, slot 1 to whoever may see it; else its length."},
    )
    washing_machine = Codes(required=True, metadata={"description": "Face up."})


class SuperMeowView(Schema):
    """A seat's view of a state: backpacks and the hands the reader may not see by their
    lengths."""

    players = PlayerIds(required=True)
    supply = Supply(required=True, metadata={"description": "Missing piles are empty."})
    tableau = per_player(ref(SuperMeowAreaView), required=True)
    trash = Codes(required=True, metadata={"description": "Thrown-away starting cards (S5)."})
    current = PlayerId(required=True, metadata={"description": "At game_over, the winner."})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    winner = PlayerId(allow_none=True, metadata={"description": "Only at game_over."})
    shuffles = Integer(required=True, metadata={"description": "Shuffles so far."})
    options = documented(OPTIONS_IN_FORCE, required=True)
    rules_version = rules_version_field("supermeow")


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
        components=(SuperMeowAreaView,),
    ),
)

__all__ = ["SCHEMAS"]
