"""Building blocks every game's wire schemas share, and the per-game schema bundle.

Schemas own the wire *shape* (types, required fields, unknown fields refused); the
engines own the meaning (which cards exist, what is impossible, what is legal).
Loaded data goes to the engine, which checks its meaning and builds the game's typed state
(docs/design.md, "Who owns which check").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from engines import EDITIONS
from engines import REGISTRY as ENGINES

from .docs import Named, Union, documented, event_union, options_schemas, reason_codes
from .fields import Codes, Integer, PlayerId, PlayerIds, Text
from .lists import BoundedList
from .loader import Checked, CompiledLoader
from .progress import progress_fields

SEED_FIELD_LENGTH = 256


# How many legal moves a listing holds by default and at most (docs/api.md, legal-moves).
MOVES_LIMIT, MOVES_LIMIT_MAX = 1000, 10000
# The moves a replay takes at most: as many as a session plays (SESSION_MAX_MOVES).
REPLAY_MOVES_MAX = 5000


class StrictSchema(Schema):
    """Unknown fields are refused (they catch typos, docs/api.md); marshmallow's default."""


class StateSchema(StrictSchema):
    """Base of every game's state: adds the optional signature of tamper-evident play."""

    signature = Text(
        validate=validate.Length(max=200),
        metadata={
            "description": "Set by the referee when signing is configured: send the state back "
            "unchanged. Any altered field makes it fail (422)."
        },
    )


class MoveUnion(Checked, fields.Field[dict[str, Any]]):
    """A move: dispatched on `type` to that move type's schema. Documented as the oneOf
    component `name` (e.g. Meow10Move), discriminated by `type`."""

    def __init__(self, by_type: Mapping[str, type[Schema]], name: str, **kwargs: Any) -> None:
        self.by_type = dict(by_type)
        self.union = Union(name, self.by_type, "type", "A move, by its `type`.")
        self._instances = {name: CompiledLoader(cls()) for name, cls in self.by_type.items()}
        super().__init__(**kwargs)

    def check(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, Mapping):
            raise ValidationError("must be an object with a `type`")
        move_type = value.get("type")
        schema = self._instances.get(move_type) if isinstance(move_type, str) else None
        if schema is None:
            allowed = ", ".join(self.by_type)
            raise ValidationError({"type": [f"unknown move type; one of: {allowed}"]})
        return schema.load(value)


def move_type_field(name: str) -> fields.String:
    return Text(required=True, validate=validate.Equal(name), metadata={"enum": [name]})


def seed_field() -> fields.String:
    return Text(
        validate=validate.Length(min=1, max=SEED_FIELD_LENGTH),
        metadata={"description": "Any string; all randomness derives from it. Hidden in views."},
    )


def rules_version_field(game_id: str) -> Integer:
    """A state's, setup's or score's rules version: one this referee serves for the game.
    Absent means the current one (docs/rules.md, "Rules versions")."""
    served = sorted(EDITIONS[game_id])
    return Integer(
        validate=validate.OneOf(
            served, error="Rules version {input} is not served here; served: {choices}."
        ),
        metadata={
            "description": "The edition of the readings it is played under; absent: the "
            f"current one ({max(served)}). Every state the referee answers carries it.",
        },
    )


def reason_schema(title: str, codes: Named) -> type[Schema]:
    """Why a move is illegal in one game: `code` is one of that game's reason codes."""
    return Schema.from_dict(
        {
            "code": documented(
                codes, required=True, metadata={"description": "Stable UPPER_SNAKE code."}
            ),
            "rule": fields.String(
                required=True, metadata={"description": "The rule id (docs/rules.md), e.g. M3."}
            ),
            "message": fields.String(required=True, metadata={"description": "For humans."}),
        },
        name=f"{title}Reason",
    )


class GameDocs:
    """The answers of one game that the referee builds and never loads, for openapi.yaml:
    a seat's view of a state, the events a move emits, and the options (as sent, and in
    force in a state). `components` are schemas that written-out JSON schemas refer to by
    name, for openapi.yaml to register."""

    def __init__(
        self,
        game_id: str,
        *,
        title: str,
        view: type[Schema],
        events: list[type[Schema]],
        options: tuple[type[Schema], type[Schema]],
        components: tuple[type[Schema], ...] = (),
    ) -> None:
        engine = ENGINES[game_id]
        self.title = title
        self.view = view
        self.events = event_union(title, events)
        self.options, self.options_in_force = options
        self.reason_codes = reason_codes(title, [r.code for r in engine.reasons])
        missing = set(engine.event_types) ^ set(self.events.members)
        if missing:
            raise ValueError(f"{game_id}: events documented and emitted differ: {missing}")
        self.components = components


def game_options(
    game_id: str, title: str, shapes: Mapping[str, Mapping[str, Any]]
) -> tuple[type[Schema], type[Schema]]:
    """The game's options schemas (as sent, in force) from its engine's OptionSpecs."""
    return options_schemas(title, ENGINES[game_id].options, shapes)


class GameSchemas:
    """Everything the HTTP layer needs to load one game's bodies and document them.

    Every schema instance is built once, here: construction per request is a real cost.
    """

    def __init__(
        self,
        game_id: str,
        *,
        state: type[Schema],
        moves: Mapping[str, type[Schema]],
        setup: type[Schema],
        score: type[Schema],
        score_response: type[Schema],
        result: type[Schema],
        docs: GameDocs,
    ) -> None:
        self.game_id = game_id
        self.title = docs.title  # the prefix of every component name, e.g. SuperMeow
        self.docs = docs
        self.move_union = f"{self.title}Move"
        self.reason = reason_schema(self.title, docs.reason_codes)
        events = fields.List(documented(docs.events), required=True)
        self.state = state
        self.moves = dict(moves)
        self.setup = setup
        self.score = score
        self.score_response = score_response
        self.result = result
        self.requests: dict[str, type[Schema]] = {
            "setup": setup,
            "score": score,
            "validate": Schema.from_dict(
                {
                    "state": fields.Nested(state, required=True),
                    "move": MoveUnion(moves, self.move_union, required=True),
                },
                name=f"{self.title}ValidateMoveRequest",
            ),
            "legal": Schema.from_dict(
                {
                    "state": fields.Nested(state, required=True),
                    "limit": Integer(
                        load_default=MOVES_LIMIT,
                        validate=validate.Range(min=1, max=MOVES_LIMIT_MAX),
                    ),
                },
                name=f"{self.title}LegalMovesRequest",
            ),
            "replay": Schema.from_dict(
                {
                    "setup": fields.Nested(setup, required=True),
                    "moves": BoundedList(
                        MoveUnion(moves, self.move_union), REPLAY_MOVES_MAX, required=True
                    ),
                },
                name=f"{self.title}ReplayRequest",
            ),
        }
        self.responses: dict[str, type[Schema] | Union] = {
            "setup": Schema.from_dict(
                {"state": fields.Nested(state, required=True), **progress_fields()},
                name=f"{self.title}SetupResponse",
            ),
            "score": score_response,
            "validate": self._validate_response(state, events, result),
            "legal": Schema.from_dict(
                {
                    "player": PlayerId(allow_none=True, required=True),
                    "moves": fields.List(MoveUnion(moves, self.move_union), required=True),
                    "truncated": fields.Boolean(required=True),
                },
                name=f"{self.title}LegalMovesResponse",
            ),
            "replay": Schema.from_dict(
                {
                    "valid": fields.Boolean(required=True),
                    "state": fields.Nested(state, metadata={"description": "When valid."}),
                    **progress_fields(required=False),
                    "results": fields.List(fields.Nested(result)),
                    "index": Integer(metadata={"description": "The first illegal move."}),
                    "reason": fields.Nested(self.reason),
                },
                name=f"{self.title}ReplayResponse",
            ),
        }
        self._loaders = {name: CompiledLoader(cls()) for name, cls in self.requests.items()}

    def _validate_response(
        self, state: type[Schema], events: fields.Field[Any], result: type[Schema]
    ) -> Union:
        """The validate-move answer: a union on `legal`. Both generators tried handle it
        (openapi-python-client tries each member, and `legal`'s single-value enum refuses
        the other; openapi-typescript narrows on `legal`), and each side then has its own
        fields required, where one object with optional fields left every field
        optional. A boolean cannot be an OpenAPI discriminator (its values are strings),
        so the members tell themselves apart by `legal` alone."""
        legal = Schema.from_dict(
            {
                "legal": fields.Boolean(required=True, metadata={"const": True}),
                "state": fields.Nested(state, required=True),
                **progress_fields(),
                "events": events,
                "result": fields.Nested(
                    result,
                    allow_none=True,
                    required=True,
                    metadata={"description": "Set when the move ends a round, game or match."},
                ),
            },
            name=f"{self.title}LegalMoveAnswer",
        )
        illegal = Schema.from_dict(
            {
                "legal": fields.Boolean(required=True, metadata={"const": False}),
                "reason": fields.Nested(self.reason, required=True),
            },
            name=f"{self.title}IllegalMoveAnswer",
        )
        return Union(
            f"{self.title}ValidateMoveResponse",
            {"true": legal, "false": illegal},
            None,
            "Legal: the state after the move, its events and result; illegal: the reason.",
        )

    def loader(self, name: str) -> CompiledLoader:
        """The prebuilt schema for a request body: setup, score, validate, legal or replay."""
        return self._loaders[name]


def setup_schema(
    name: str, game_id: str, options: fields.Field[Any], with_deck: bool = True
) -> type[Schema]:
    """POST /setup body (docs/api.md): players, options, seed, starter, the rules version,
    and optionally deck."""
    spec: dict[str, fields.Field[Any]] = {
        "players": PlayerIds(required=True),
        "options": options,
        "seed": seed_field(),
        "starter": PlayerId(metadata={"description": "Who starts; default the first player."}),
        "rules_version": rules_version_field(game_id),
    }
    if with_deck:
        spec["deck"] = Codes(
            metadata={
                "description": "A physical table's shuffled deck, index 0 on top, instead of "
                "a seed for the deal; it must hold exactly the game's cards."
            }
        )
    return Schema.from_dict(spec, name=name)
