"""Cat Tower wire schemas (docs/api.md#cattower, docs/games/cattower.md).

The state, its view, the moves, the events and the result are derived from the engine's
declarations (engines/cattower.py, schemas/derive.py). What is written here is what no
declared type carries: the two fields the game reads and writes itself (the tower, one
or a map player -> tower, and `pending`, one flat object for six actions), the options'
shapes and the setup and score bodies. Everything that depends on the game (which codes
exist, which tower shape the variant needs, which fields a pending action takes, who
acts) is the engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from engines.cattower import (
    EVENTS,
    MAX_PIECES,
    MOVES,
    OPTIONS_DOC,
    Fall,
    GameResult,
    StackKind,
    State,
    Token,
)
from engines.cattower import Tower as TowerType

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
    CODE_SCHEMA,
    MAX_CODE_LENGTH,
    MAX_PLAYERS_LISTED,
    Boolean,
    Integer,
    JsonObject,
    PerPlayer,
    PlayerId,
    PlayerIds,
)
from .loader import Checked, CompiledLoader

TOKENS = [token.value for token in Token]
TITLE = "CatTower"
OPTIONS, OPTIONS_IN_FORCE = game_options("cattower", TITLE, {})


def options_field() -> fields.Field[Any]:
    return JsonObject(metadata={"description": OPTIONS_DOC, "documented_as": OPTIONS})


TOWER_JSON_SCHEMA = {
    "type": "object",
    "properties": {
        "cat_cards": {"type": "array", "items": CODE_SCHEMA, "maxItems": MAX_PIECES},
        "fatty_cards": {"type": "integer", "minimum": 0},
        "tokens": {"type": "array", "items": {"type": "string", "enum": TOKENS}},
    },
    "required": ["cat_cards", "fatty_cards", "tokens"],
    "additionalProperties": False,
}


def card_field(**kwargs: Any) -> fields.String:
    return fields.String(validate=validate.Length(min=1, max=MAX_CODE_LENGTH), **kwargs)


CatTowerTower = derive.nested("CatTowerTower", TowerType)
CatTowerFall = derive.nested("CatTowerFall", Fall)


class Tower(Checked, fields.Field[Any]):
    """The tower, or with `variant: rush` a map player -> tower (T8). A single tower is told
    apart by its `cat_cards` list; which shape the variant needs is the engine's check."""

    _one = CompiledLoader(CatTowerTower())  # the same load, without Schema.load's overhead

    def __init__(self, **kwargs: Any) -> None:
        kwargs["metadata"] = {
            "oneOf": [
                TOWER_JSON_SCHEMA,
                {
                    "type": "object",
                    "additionalProperties": TOWER_JSON_SCHEMA,
                    "maxProperties": MAX_PLAYERS_LISTED,
                    "description": "Rush for the Fish: player -> their own tower.",
                },
            ],
            **kwargs.get("metadata", {}),
        }
        super().__init__(**kwargs)

    def check(self, value: Any) -> Any:
        if not isinstance(value, Mapping):
            raise ValidationError("must be a tower object, or a map player -> tower (rush)")
        if isinstance(value.get("cat_cards"), list):
            return self._one.load(value)
        if len(value) > MAX_PLAYERS_LISTED:
            raise ValidationError(f"must have at most {MAX_PLAYERS_LISTED} players")
        towers: dict[str, Any] = {}
        for player, tower in value.items():
            if not isinstance(tower, Mapping):
                raise ValidationError({player: ["must be a tower object"]})
            try:
                towers[player] = self._one.load(tower)
            except ValidationError as exc:
                raise ValidationError({player: exc.messages}) from None
        return towers


class CatTowerPending(StrictSchema):
    """`pending` as the wire has it: every action's fields, each optional but `action`
    and `player`; which ones an action takes is the engine's check (`load_state`)."""

    action = fields.String(required=True, validate=validate.OneOf(["roll", "stack", "give"]))
    player = PlayerId(
        required=True, allow_none=True, metadata={"description": "null: any player (Rush)."}
    )
    kind = fields.String(
        validate=validate.OneOf([kind.value for kind in StackKind]),
        metadata={"description": "stack"},
    )
    remaining = Integer(validate=validate.Range(min=1, max=2), metadata={"description": "stack"})
    upside_down = Boolean(metadata={"description": "stack: Dried Fish."})
    card = card_field(metadata={"description": "stack: the Cat Paws card to stack."})
    to = PlayerId(metadata={"description": "give: the fixed recipient (Cat Paws token)."})


GIVEN: derive.Given = {
    "tower": lambda wire: Tower(**derive.given_keywords(wire)),
    "pending": lambda wire: fields.Nested(CatTowerPending, **derive.given_keywords(wire)),
    "fell": lambda wire: fields.Nested(CatTowerFall, **derive.given_keywords(wire)),
}
_OPTIONS = (OPTIONS, OPTIONS_IN_FORCE)

CatTowerState = derive.given_state(TITLE, "cattower", State, _OPTIONS, GIVEN)
CatTowerView = derive.given_view(TITLE, "cattower", State, _OPTIONS, GIVEN)
CatTowerSetup = setup_schema("CatTowerSetup", "cattower", options_field())
CatTowerResult = derive.result(TITLE, GameResult)


class CatTowerScore(StrictSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    options = options_field()  # checked (G4), as elsewhere
    rules_version = rules_version_field("cattower")


class CatTowerScoreResult(Schema):
    winners = fields.List(PlayerId(), required=True)


SCHEMAS = GameSchemas(
    "cattower",
    state=CatTowerState,
    moves=derive.given_moves(TITLE, MOVES, GIVEN),
    setup=CatTowerSetup,
    score=CatTowerScore,
    score_response=CatTowerScoreResult,
    result=CatTowerResult,
    docs=GameDocs(
        "cattower",
        title=TITLE,
        view=CatTowerView,
        events=derive.documented_events(TITLE, EVENTS),
        options=(OPTIONS, OPTIONS_IN_FORCE),
    ),
)

__all__ = ["SCHEMAS"]
