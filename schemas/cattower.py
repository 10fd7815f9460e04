"""Cat Tower wire schemas (docs/api.md#cattower, docs/games/cattower.md).

They own the wire's shape: JSON types, required and unknown fields, the player-id
pattern, integer ranges and the fixed vocabularies (faces, tokens, statuses, a pending
action and its kind). Everything that depends on the game (which codes exist, which
tower shape the variant needs, which fields a pending action takes, who acts) is the
engine's, checked once on the typed state (docs/design.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from engines.cattower import Face, Status, Token

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
from .fields import (
    CODE_SCHEMA,
    MAX_CODE_LENGTH,
    MAX_PLAYERS_LISTED,
    Boolean,
    Codes,
    Integer,
    JsonObject,
    PerPlayer,
    PlayerId,
    PlayerIds,
)
from .loader import CompiledLoader

OPTIONS_DOC = (
    "physical_dice: boolean, the table reports die faces and flipped tokens (T3); "
    "variant: standard | rush (Rush for the Fish, T8). "
    "Returned states carry every option in force."
)
FACES = [face.value for face in Face]
TOKENS = [token.value for token in Token]
STATUSES = [status.value for status in Status]
MAX_PIECES = 64  # more than any tower of the game can hold; bounds the work per request
TITLE = "CatTower"
ENDS = ["empty_hand", "rush_finish"]
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


class CatTowerTower(StrictSchema):
    cat_cards = Codes(
        required=True, max_items=MAX_PIECES, metadata={"description": "Bottom to top."}
    )
    fatty_cards = Integer(required=True, validate=validate.Range(min=0))
    tokens = Codes(required=True, max_items=MAX_PIECES, metadata={"description": "Bottom to top."})


class Tower(fields.Field[Any]):
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

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
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
    action = fields.String(required=True, validate=validate.OneOf(["roll", "stack", "give"]))
    player = PlayerId(
        required=True, allow_none=True, metadata={"description": "null: any player (Rush)."}
    )
    kind = fields.String(
        validate=validate.OneOf(["cat", "fatty"]), metadata={"description": "stack"}
    )
    remaining = Integer(validate=validate.Range(min=1, max=2), metadata={"description": "stack"})
    upside_down = Boolean(metadata={"description": "stack: Dried Fish."})
    card = card_field(metadata={"description": "stack: the Cat Paws card to stack."})
    to = PlayerId(metadata={"description": "give: the fixed recipient (Cat Paws token)."})


class CatTowerState(StateSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    tower = Tower(required=True)
    fatty_supply = Integer(required=True, validate=validate.Range(min=0))
    token_pool = Codes(required=True, max_items=MAX_PIECES, metadata={"description": "Face down."})
    discarded = Codes(
        required=True, metadata={"description": "Cat cards out of play after falls (T5)."}
    )
    current = PlayerId(
        required=True, allow_none=True, metadata={"description": "null in Rush (T8)."}
    )
    direction = Integer(required=True, validate=validate.OneOf([1, -1]))
    pending = fields.Nested(
        CatTowerPending,
        required=True,
        allow_none=True,
        metadata={"description": "Who must act next and how; null once the game is over."},
    )
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    winner = PlayerId(allow_none=True)
    rolls = Integer(
        validate=validate.Range(min=0), metadata={"description": "Die rolls so far (T3)."}
    )
    flips = Integer(
        validate=validate.Range(min=0), metadata={"description": "Tokens flipped so far (T3)."}
    )
    options = options_field()
    seed = seed_field()
    rules_version = rules_version_field("cattower")


class CatTowerView(Schema):
    """A seat's view of a state: the others' hands and the token pool by their lengths."""

    players = PlayerIds(required=True)
    hands = per_player(
        MAYBE_HIDDEN_SCHEMA,
        required=True,
        metadata={"description": "The reader's own hand; another's by its length."},
    )
    tower = Tower(required=True)
    fatty_supply = Integer(required=True)
    token_pool = hidden_count(required=True, metadata={"description": "Face down: its length."})
    discarded = Codes(
        required=True, metadata={"description": "Cat cards out of play after falls (T5)."}
    )
    current = PlayerId(
        required=True, allow_none=True, metadata={"description": "null in Rush (T8)."}
    )
    direction = Integer(required=True, validate=validate.OneOf([1, -1]))
    pending = fields.Nested(
        CatTowerPending,
        required=True,
        allow_none=True,
        metadata={"description": "Who must act next and how; null once the game is over."},
    )
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    winner = PlayerId(required=True, allow_none=True)
    rolls = Integer(required=True, metadata={"description": "Die rolls so far (T3)."})
    flips = Integer(required=True, metadata={"description": "Tokens flipped so far (T3)."})
    options = documented(OPTIONS_IN_FORCE, required=True)
    rules_version = rules_version_field("cattower")


class CatTowerFall(StrictSchema):
    stacked = Boolean(metadata={"description": "The stacked piece fell (default false)."})
    cat_cards = Integer(validate=validate.Range(min=0), metadata={"description": "Default 0."})
    fatty_cards = Integer(validate=validate.Range(min=0), metadata={"description": "Default 0."})
    tokens = Integer(validate=validate.Range(min=0), metadata={"description": "Default 0."})


class CatTowerRoll(StrictSchema):
    type = move_type_field("roll")
    player = PlayerId(required=True)
    face = fields.String(
        validate=validate.OneOf(FACES),
        metadata={"description": "Only with physical_dice: the face rolled (T3)."},
    )


class CatTowerStack(StrictSchema):
    type = move_type_field("stack")
    player = PlayerId(required=True)
    card = card_field(metadata={"description": "The cat card; omitted for a Fatty Catty card."})
    fell = fields.Nested(
        CatTowerFall,
        metadata={"description": "What fell besides the stacked piece, top-most first (T4)."},
    )
    token = fields.String(
        validate=validate.OneOf(TOKENS),
        metadata={
            "description": "Only with physical_dice, on a Fatty Catty card with nothing fallen "
            "(a fall ends the turn): the token flipped (T3)."
        },
    )


class CatTowerGive(StrictSchema):
    type = move_type_field("give")
    player = PlayerId(required=True)
    to = PlayerId(required=True)
    card = card_field(required=True)


class CatTowerFinish(StrictSchema):
    type = move_type_field("finish")
    player = PlayerId(required=True)


CatTowerSetup = setup_schema("CatTowerSetup", "cattower", options_field())


class CatTowerScore(StrictSchema):
    players = PlayerIds(required=True)
    hands = PerPlayer("codes", required=True)
    options = options_field()  # checked (G4), as elsewhere
    rules_version = rules_version_field("cattower")


class CatTowerScoreResult(Schema):
    winners = fields.List(PlayerId(), required=True)


class CatTowerResult(Schema):
    end = fields.String(required=True, validate=validate.OneOf(ENDS))
    winner = PlayerId(required=True)


def _player() -> dict[str, fields.Field[Any]]:
    return {"player": PlayerId(required=True)}


EVENTS = [
    event_schema(
        TITLE,
        "rolled",
        {**_player(), "face": fields.String(required=True, validate=validate.OneOf(FACES))},
    ),
    event_schema(
        TITLE,
        "stacked",
        {
            **_player(),
            "kind": fields.String(required=True, validate=validate.OneOf(["cat", "fatty"])),
            "card": fields.String(metadata={"description": "A cat card; absent for fatty."}),
            "upside_down": fields.Boolean(required=True),
        },
    ),
    event_schema(
        TITLE,
        "fell",
        {
            **_player(),
            "stacked": fields.Boolean(required=True),
            "cat_cards": Integer(required=True),
            "fatty_cards": Integer(required=True),
            "tokens": Integer(required=True),
            "taken": Codes(required=True, metadata={"description": "Into the mover's hand."}),
            "discarded": Codes(required=True, metadata={"description": "Out of play."}),
        },
    ),
    event_schema(
        TITLE,
        "token_flipped",
        {**_player(), "token": fields.String(required=True, validate=validate.OneOf(TOKENS))},
    ),
    event_schema(
        TITLE,
        "direction_reversed",
        {**_player(), "direction": Integer(required=True, validate=validate.OneOf([1, -1]))},
    ),
    event_schema(TITLE, "player_skipped", _player(), "`player` is the skipped player."),
    event_schema(
        TITLE,
        "cards_redistributed",
        {**_player(), "counts": per_player(COUNT_SCHEMA, required=True)},
        "`player` flipped the token; counts only.",
    ),
    event_schema(
        TITLE,
        "card_given",
        {**_player(), "to": PlayerId(required=True), "card": fields.String(required=True)},
    ),
    event_schema(
        TITLE,
        "action_skipped",
        {
            **_player(),
            "reason": fields.String(
                required=True, validate=validate.OneOf(["fatty_supply_empty", "token_pool_empty"])
            ),
        },
    ),
    event_schema(TITLE, "turn_started", _player()),
    event_schema(
        TITLE,
        "game_ended",
        {
            "end": fields.String(required=True, validate=validate.OneOf(ENDS)),
            "winner": PlayerId(required=True),
        },
    ),
]

SCHEMAS = GameSchemas(
    "cattower",
    state=CatTowerState,
    moves={
        "roll": CatTowerRoll,
        "stack": CatTowerStack,
        "give": CatTowerGive,
        "finish": CatTowerFinish,
    },
    setup=CatTowerSetup,
    score=CatTowerScore,
    score_response=CatTowerScoreResult,
    result=CatTowerResult,
    docs=GameDocs(
        "cattower",
        title=TITLE,
        view=CatTowerView,
        events=EVENTS,
        options=(OPTIONS, OPTIONS_IN_FORCE),
    ),
)

__all__ = ["SCHEMAS"]
