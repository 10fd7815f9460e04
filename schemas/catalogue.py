"""What GET /v1/games and GET /v1/games/{game} describe, typed for openapi.yaml: each game's
player range, its options (as engines.base.OptionSpec.describe writes them) and its
catalogue (each engine's `catalogue`). The referee builds these; nothing loads them.

No `additionalProperties: false` here: a description may gain a field (docs/api.md,
"Compatibility"), and a client made from this spec must still read it.
"""

from __future__ import annotations

from typing import Any

from .docs import Named

_INT: dict[str, Any] = {"type": "integer"}
_COUNT: dict[str, Any] = {"type": "integer", "minimum": 0}
_TEXT: dict[str, Any] = {"type": "string"}


def _object(properties: dict[str, Any], description: str = "") -> dict[str, Any]:
    """An object whose every property is sent."""
    out: dict[str, Any] = {"type": "object"}
    if description:
        out["description"] = description
    return {**out, "properties": properties, "required": list(properties)}


def _by_count(values: dict[str, Any], description: str) -> dict[str, Any]:
    """A map from a player count (`"3"`, or `"3+"` for three and more) to `values`."""
    return {"type": "object", "description": description, "additionalProperties": values}


PLAYER_RANGE = Named(
    "PlayerRange",
    _object({"min": _INT, "max": _INT}, "How many players the game seats, at least and most."),
)
OPTION_DESCRIPTION = Named(
    "OptionDescription",
    {
        "type": "object",
        "description": "One option of the game: its JSON type and its default (the value "
        "a setup that does not name it gets), its allowed values or range where it has one.",
        "properties": {
            "type": {
                "type": "string",
                "description": "The option's JSON type, e.g. `boolean`, `integer`, `string`, "
                "`array` or `object`.",
            },
            "default": {"description": "The default, of the option's `type`."},
            "description": _TEXT,
            "choices": {
                "type": "array",
                "items": {"type": ["string", "integer"]},
                "description": "The values it may take, if listed.",
            },
            "minimum": _INT,
            "maximum": _INT,
        },
        "required": ["type", "default", "description"],
    },
)
GAME_OPTIONS = Named(
    "GameOptions",
    {
        "type": "object",
        "description": "Each option's name -> what it takes (a setup's `options`).",
        "additionalProperties": {"$ref": "#/components/schemas/OptionDescription"},
    },
)

_MEOW10 = _object(
    {
        "cards": {
            "type": "array",
            "items": _object(
                {
                    "code": _TEXT,
                    "type": {"type": ["string", "null"], "description": "Null: the rainbow."},
                    "number": {"type": ["integer", "null"], "description": "Null: the rainbow."},
                    "color": {"type": ["string", "null"], "description": "Null: the rainbow."},
                    "copies": _COUNT,
                }
            ),
        },
        "deck_size": _COUNT,
        "hand_size": _by_count(_COUNT, "Player count -> cards dealt to each."),
        "game_end_points": {**_INT, "description": "M9: the penalty that ends the game."},
    },
    "Meow 10's cards, deck and scoring (GET /v1/games/meow10).",
)
_COPYCAT = _object(
    {
        "cards": {
            "type": "array",
            "items": _object(
                {
                    "code": _TEXT,
                    "type": {**_TEXT, "description": "`number`, or `special` (three numbers)."},
                    "numbers": {"type": "array", "items": _INT},
                    "meow_value": _INT,
                    "copies": _COUNT,
                }
            ),
        },
        "deck_size": _COUNT,
        "decks": _COUNT,
        "starting_coins": _COUNT,
        "hand_size": _by_count(_COUNT, "Player count (`3+`: three and more) -> cards dealt."),
        "games_per_set": _by_count(
            {"type": ["integer", "string"]}, "Player count -> games in a set (or how many)."
        ),
        "coin_amounts": {
            "type": "object",
            "description": "What each payment of the rules is, in coins.",
            "additionalProperties": _INT,
        },
        "meow_hand_limit": _COUNT,
        "rank_bonus": _by_count(
            {"type": "array", "items": _INT}, "Player count -> each rank's bonus, first first."
        ),
    },
    "Copy Cat Meow's cards, coins and bonuses (GET /v1/games/copycat).",
)
_SUPERMEOW = _object(
    {
        "cards": {
            "type": "array",
            "items": _object(
                {
                    "code": _TEXT,
                    "kind": _TEXT,
                    "coins": _COUNT,
                    "cat_food": _COUNT,
                    "price": {"type": ["integer", "null"], "description": "Null: a start card."},
                    "currency": {
                        "type": ["string", "null"],
                        "description": "`coins` or `catfood`; null: a start card.",
                    },
                    "supply": {"type": ["integer", "null"], "description": "Its supply pile."},
                    "per_player": {
                        "type": ["integer", "null"],
                        "description": "A start card: how many each player starts with.",
                    },
                    "keeper": {"type": "boolean"},
                }
            ),
        },
        "start_cards": {"type": "array", "items": _TEXT},
        "prices": {"type": "object", "additionalProperties": _COUNT},
        "supply": {"type": "object", "additionalProperties": _COUNT},
        "hand_size": _COUNT,
    },
    "Super Meow's cards, prices and supply (GET /v1/games/supermeow).",
)
_CATTOWER = _object(
    {
        "cards": {
            "type": "array",
            "items": _object({"code": _TEXT, "kind": _TEXT, "copies": _COUNT}),
        },
        "deck_size": _COUNT,
        "fatty_cards": _object({"copies": _COUNT, "types": _COUNT}),
        "tokens": {
            "type": "array",
            "items": _object({"code": _TEXT, "copies": _COUNT, "effect": _TEXT}),
        },
        "die": {
            "type": "array",
            "items": _object({"face": _TEXT, "sides": _COUNT, "effect": _TEXT}),
        },
        "hand_size": _COUNT,
        "tower_base": _by_count(_COUNT, "Player count -> cards in the tower's base."),
        "physical_dice": {"type": "boolean"},
        "variant": _TEXT,
    },
    "Cat Tower's cards, tokens and die (GET /v1/games/cattower).",
)
GAME_CATALOGUES = (
    Named("Meow10Catalogue", _MEOW10),
    Named("CopycatCatalogue", _COPYCAT),
    Named("SuperMeowCatalogue", _SUPERMEOW),
    Named("CatTowerCatalogue", _CATTOWER),
)
# Listed before the components that refer to them (service/openapi.py registers them).
REFERRED = (OPTION_DESCRIPTION, *GAME_CATALOGUES)
CATALOGUE = Named(
    "Catalogue",
    {
        "description": "The components in force: the game's own catalogue.",
        "anyOf": [{"$ref": f"#/components/schemas/{c.name}"} for c in GAME_CATALOGUES],
    },
)
