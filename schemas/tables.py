"""Wire schemas of tables that run themselves (docs/sessions.md, "Bot seats and clocks"):
the bot seats and the turn clock a session is created with, what every session answer
says of them, and the host's seat changes."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from bots import Level

from .base import StrictSchema
from .fields import MAX_PLAYERS_LISTED, Boolean, Integer, PlayerId
from .lists import BoundedDict

LEVELS = tuple(level.value for level in Level)
# A turn shorter than this cannot be read and played on a phone; longer than a day is a
# correspondence game, which has no clock here.
TURN_SECONDS = (5, 86_400)
TIMEOUT_POLICIES = ("bot",)
# The bot that plays a timed-out turn, unless the clock names one.
DEFAULT_TIMEOUT_LEVEL = Level.GREEDY.value


def level_field(
    description: str = "A bot level (docs/bots.md).", **kwargs: Any
) -> fields.Field[Any]:
    return fields.String(
        validate=validate.OneOf(LEVELS),
        metadata={"enum": list(LEVELS), "description": description},
        **kwargs,
    )


class ClockSettings(StrictSchema):
    """`clock` of POST /v1/sessions: every person's turn has a deadline."""

    turn_seconds = Integer(
        required=True,
        validate=validate.Range(*TURN_SECONDS),
        metadata={
            "description": f"Seconds a person has for each turn, {TURN_SECONDS[0]} to "
            f"{TURN_SECONDS[1]}; the deadline is set when the turn passes to them."
        },
    )
    on_timeout = fields.String(
        required=True,
        validate=validate.OneOf(TIMEOUT_POLICIES),
        metadata={
            "enum": list(TIMEOUT_POLICIES),
            "description": "`bot`: when a deadline passes, a bot plays that turn from the "
            "seat's view (logged `by: timeout`); a move sent later is a 409 "
            "`turn-timed-out`.",
        },
    )
    level = level_field(f"The bot that plays a timed-out turn; default `{DEFAULT_TIMEOUT_LEVEL}`.")


def bots_field(description: str) -> fields.Field[Any]:
    return BoundedDict(
        MAX_PLAYERS_LISTED,
        keys=PlayerId(),
        values=level_field(),
        metadata={"description": description},
    )


def fall_model_field(description: str) -> fields.Field[Any]:
    return Boolean(metadata={"description": description})  # JSON true/false only, not 0 or "on"


class Clock(Schema):
    """Whose deadline runs, and when it ends."""

    seat = PlayerId(required=True, metadata={"description": "The person whose turn it is."})
    deadline = fields.String(
        required=True,
        metadata={
            "format": "date-time",
            "description": "When the turn ends (UTC, milliseconds); past it, the session's "
            "`on_timeout` applies once.",
        },
    )


def clock_field() -> fields.Field[Any]:
    return fields.Nested(
        Clock,
        allow_none=True,
        metadata={
            "description": "Only for a session with a clock: whose deadline runs, and when it "
            "ends; null while none runs (a bot is to act, or the game is over)."
        },
    )


def answer_bots_field() -> fields.Field[Any]:
    return bots_field(
        "Only for a session with bot seats: each one's level. The referee plays them."
    )


BY = ("bot", "timeout")


def by_field() -> fields.Field[Any]:
    return fields.String(
        validate=validate.OneOf(BY),
        metadata={
            "enum": list(BY),
            "description": "Only on a move the referee made: `bot`, a bot seat's; "
            "`timeout`, a person's turn that ran out, played by a bot. Not hashed into the "
            "chain.",
        },
    )


class SeatChange(StrictSchema):
    """PUT /v1/sessions/{id}/seats/{player} (host token): who plays a seat."""

    bot = level_field(
        "A bot level to hand the seat to a bot, or null to hand it back to a person (its token).",
        required=True,
        allow_none=True,
    )


class SeatToken(Schema):
    """The seat's new token: the old one no longer opens anything."""

    player = PlayerId(required=True)
    token = fields.String(
        required=True,
        metadata={"description": "Shown once; send as `Authorization: Bearer <token>`."},
    )
