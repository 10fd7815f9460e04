"""Wire schemas of the bots' suggestions (docs/api.md, "Suggest a move"): the stateless
POST /v1/games/{game}/suggest and a seat's GET /v1/sessions/{id}/suggest, per game.

A suggestion is asked of a seat's view, never of a state, so the request's `view` is the
game's own view schema (schemas/derive.py): every field a view has, and no other (a
`seed` is an unknown field). What a view shows in a place the seat cannot see (a list
where its length belongs) is the bot's check (bots/hidden.py), which names the place.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from bots import PLAYERS, Level
from engines.base import is_mapping

from . import REGISTRY
from .base import REPLAY_MOVES_MAX, SEED_FIELD_LENGTH, GameSchemas, MoveUnion, StrictSchema
from .docs import Named, Union, literal
from .fields import Integer, PlayerId, QueryInteger, Text
from .lists import BoundedList
from .loader import Checked, CompiledLoader

LEVELS = [level.value for level in Level]
DEFAULT_LEVEL = Level.MCTS.value
LEVEL_DOC = (
    "`random`: a uniformly random legal move; `greedy`: the best move one ply ahead by "
    "the game's heuristic; `mcts` (default): information-set Monte Carlo tree search."
)
ITERATIONS_DOC = (
    "greedy's deals to average over, mcts's search iterations (default: the game's own); "
    "at most SUGGEST_MAX_ITERATIONS."
)
BUDGET_DOC = (
    "A wall-time budget in milliseconds, at most SUGGEST_MAX_BUDGET_MS (also the budget "
    "when none is given). A clock makes the answer depend on the machine; an iteration "
    "budget that fits it does not."
)
SEED_DOC = (
    "All the bot's randomness derives from it; default: one derived from the seat, view "
    "and log, so the same question gets the same answer."
)


LEVEL = Named("SuggestLevel", {"type": "string", "enum": LEVELS, "description": LEVEL_DOC})


def _level(**kwargs: Any) -> fields.String:
    return Text(validate=validate.OneOf(LEVELS), metadata={"documented_as": LEVEL}, **kwargs)


def _seed() -> fields.String:
    length = validate.Length(min=1, max=SEED_FIELD_LENGTH)
    return Text(validate=length, metadata={"description": SEED_DOC})


class LoggedEvent(Checked, fields.Raw):
    """An event of a log sent back as the log showed it: an object with a string `type`,
    which is all openapi.yaml asks of one (a game's event union ends with UnknownEvent:
    service/open_enums.py); the suggestion reads events as the referee wrote them."""

    def check(self, value: Any) -> dict[str, Any]:
        if not is_mapping(value) or not isinstance(value.get("type"), str):
            raise ValidationError("must be an event: an object with a string `type`")
        return dict(value)


def _log_entry(bundle: GameSchemas) -> type[Schema]:
    """One entry of a session's public log, as GET /v1/sessions/{id}/log shows it."""
    return StrictSchema.from_dict(
        {
            "version": Integer(required=True, validate=validate.Range(min=1)),
            "move": MoveUnion(bundle.moves, bundle.move_union, required=True),
            "events": fields.List(
                LoggedEvent(metadata={"documented_as": bundle.docs.events}), required=True
            ),
            "result": fields.Nested(bundle.result, allow_none=True),
            "commitment": Text(validate=validate.Length(max=128)),
            "hash": Text(validate=validate.Length(max=128)),
        },
        name=f"{bundle.title}SuggestLogEntry",
    )


def _considered(bundle: GameSchemas) -> type[Schema]:
    return Schema.from_dict(
        {
            "move": MoveUnion(bundle.moves, bundle.move_union, required=True),
            "visits": Integer(
                required=True,
                metadata={"description": "How often it was tried (greedy: deals scored)."},
            ),
            "value": fields.Float(
                required=True,
                metadata={"description": "Its mean value for the seat, from 0 (lost) to 1 (won)."},
            ),
        },
        name=f"{bundle.title}ConsideredMove",
    )


def _answer_fields(bundle: GameSchemas, considered: type[Schema]) -> dict[str, fields.Field[Any]]:
    return {
        "move": MoveUnion(
            bundle.moves,
            bundle.move_union,
            required=True,
            metadata={"description": "A legal move of the seat: a move body as it is sent."},
        ),
        "level": _level(required=True),
        "iterations": Integer(
            required=True,
            metadata={"description": "Deals (greedy) or search iterations (mcts) that ran."},
        ),
        "considered": fields.List(
            fields.Nested(considered),
            required=True,
            metadata={"description": "The candidates weighed, best first (random: none)."},
        ),
    }


class GameSuggestions:
    """One game's suggestion bodies: the stateless request and answer, and the session's."""

    def __init__(self, bundle: GameSchemas) -> None:
        title = bundle.title
        self.request = Schema.from_dict(
            {
                "view": fields.Nested(
                    bundle.docs.view,
                    required=True,
                    metadata={
                        "description": "The seat's view, as GET /v1/sessions/{id} shows it "
                        "to that seat: every place the seat cannot see as its length."
                    },
                ),
                "seat": PlayerId(
                    required=True, metadata={"description": "Whose view it is, to act now."}
                ),
                "log": BoundedList(
                    fields.Nested(_log_entry(bundle)),
                    REPLAY_MOVES_MAX,
                    metadata={"description": "The public log so far, oldest first (optional)."},
                ),
                "level": _level(load_default=DEFAULT_LEVEL),
                "seed": _seed(),
                "iterations": Integer(
                    validate=validate.Range(min=1), metadata={"description": ITERATIONS_DOC}
                ),
                "budget_ms": Integer(
                    validate=validate.Range(min=1), metadata={"description": BUDGET_DOC}
                ),
            },
            name=f"{title}SuggestRequest",
        )
        considered = _considered(bundle)
        self.response = Schema.from_dict(
            _answer_fields(bundle, considered), name=f"{title}SuggestResponse"
        )
        self.session = Schema.from_dict(
            {
                "game": literal(bundle.game_id, required=True),
                "version": Integer(
                    required=True, metadata={"description": "The version it was suggested at."}
                ),
                **_answer_fields(bundle, considered),
            },
            name=f"{title}SessionSuggestResponse",
        )
        self.loader = CompiledLoader(self.request())


class SessionSuggestQuery(StrictSchema):
    """The query of GET /v1/sessions/{id}/suggest (a query string holds text)."""

    level = _level(load_default=DEFAULT_LEVEL)
    iterations = QueryInteger(
        validate=validate.Range(min=1), metadata={"description": ITERATIONS_DOC}
    )
    budget_ms = QueryInteger(validate=validate.Range(min=1), metadata={"description": BUDGET_DOC})
    seed = _seed()


# The games a bot plays (bots.PLAYERS): only they have suggestions.
SUGGESTIONS = {
    game_id: GameSuggestions(bundle) for game_id, bundle in REGISTRY.items() if game_id in PLAYERS
}
SESSION_SUGGEST_RESPONSE = Union(
    "SessionSuggestResponse",
    {game_id: each.session for game_id, each in SUGGESTIONS.items()},
    "game",
    "A seat's suggested move, in the game it names.",
)
SESSION_SUGGEST_QUERY = SessionSuggestQuery()
