"""Schemas of the bodies that are not specific to one game (errors, catalogue, health)."""

from __future__ import annotations

from marshmallow import Schema, fields

from engines import REGISTRY as ENGINES

from .catalogue import CATALOGUE, GAME_OPTIONS, PLAYER_RANGE
from .docs import ERROR_TREE, Named, documented, raw

REASON_CODES = Named(
    "ReasonCodes",
    {
        "type": "string",
        "enum": sorted({r.code for game in ENGINES.values() for r in game.reasons}),
        "description": "Every reason code any game uses.",
    },
)


class ProblemSchema(Schema):
    """RFC 9457 problem details (docs/api.md#errors)."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    errors = fields.Dict(
        metadata={
            "description": "Schema errors: each offending field -> its messages, nested.",
            "documented_as": ERROR_TREE,
        }
    )
    code = fields.String(
        metadata={
            "description": "Rule errors: the stable reason code.",
            "documented_as": REASON_CODES,
        }
    )
    rule = fields.String(metadata={"description": "Rule errors: the rule id (docs/rules.md)."})
    version = fields.Integer(
        metadata={
            "description": "The session's current version, where the problem concerns it: "
            "a 412, a stream's `Last-Event-ID` past it (422), and the 409s `stale-version`, "
            "`session-ended`, `too-many-moves`, `seat-is-bot`, `turn-timed-out` and "
            "`proof-not-open`."
        }
    )
    waiting_for = fields.List(
        fields.String(),
        metadata={"description": "409 `deal-pending`: the seats still to join, in seat order."},
    )


class GameSummarySchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    players = documented(PLAYER_RANGE, required=True)


class GameListSchema(Schema):
    games = fields.List(fields.Nested(GameSummarySchema), required=True)


class ReasonCodeSchema(Schema):
    code = fields.String(required=True)
    rule = fields.String(required=True)
    description = fields.String(required=True)


class GameDetailSchema(GameSummarySchema):
    options = documented(GAME_OPTIONS, required=True)
    catalogue = documented(CATALOGUE, required=True)
    move_types = fields.List(fields.String(), required=True)
    reason_codes = fields.List(fields.Nested(ReasonCodeSchema), required=True)
    event_types = fields.List(fields.String(), required=True)
    rules_version = fields.Integer(
        required=True,
        metadata={"description": "The current rules version: what new games are played under."},
    )
    rules_versions = fields.List(
        fields.Integer(),
        required=True,
        metadata={
            "description": "Every rules version served: a state stamped with one, or a "
            "session created under one, is played under it to its end."
        },
    )


class HealthSchema(Schema):
    status = fields.String(
        required=True,
        metadata={"description": "`ok` (alive); `ready` or `not ready` (dependencies)."},
    )
    checks = raw(
        {
            "type": "object",
            "additionalProperties": {"type": "string"},
            "description": "Readiness: each dependency (`store`) -> `ok`, or what is wrong.",
        }
    )
