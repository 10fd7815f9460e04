"""`to_act` and `outcome`: who may act now and how the game stands, beside every state an
answer carries (docs/api.md, "Who acts, and how it stands"). Siblings of `state`, never
inside it: a client sends states back, and they stay as the game wrote them."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from .fields import PlayerId

OVER_WORDS = "the game's own word for how it ended (docs/games/)"


class Outcome(Schema):
    """How the game (Copy Cat: the match) stands, the same for every game."""

    over = fields.Boolean(
        required=True,
        metadata={"description": "Whether the game (Copy Cat: the match) is over."},
    )
    winners = fields.List(
        PlayerId(),
        required=True,
        metadata={"description": "Who won, in seat order (ties share a win); empty until over."},
    )
    end = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": f"Once over, {OVER_WORDS}; null until then."},
    )
    scores = fields.Dict(
        keys=PlayerId(),
        values=fields.Float(),
        required=True,
        metadata={
            "description": "Every player's running standing in the game's own terms "
            "(docs/games/): Meow 10 their penalty points (the fewest win); Copy Cat the "
            "match's coins, or with sets its set points, which may be fractions (the most "
            "win); Super Meow 1 for the player who took the Super Meow card; Cat Tower the "
            "cards each still holds (the first to hold none wins). Empty before a seats' "
            "deal."
        },
    )


def to_act_field(required: bool = True) -> fields.Field[Any]:
    return fields.List(
        PlayerId(),
        required=required,
        metadata={
            "description": "Who may act now: the one seat that must, every player when any "
            "may (Meow 10's next_round, Cat Tower's Rush for the Fish), none once the game "
            "is over (or nothing can move: a session ended early, or still to be dealt)."
        },
    )


def outcome_field(required: bool = True) -> fields.Field[Any]:
    return fields.Nested(Outcome, required=required)


def progress_fields(required: bool = True) -> dict[str, fields.Field[Any]]:
    """`to_act` and `outcome`, for a response schema built from a dict (`required`: in
    every answer; otherwise only beside a state, which the answer may not carry)."""
    return {"to_act": to_act_field(required), "outcome": outcome_field(required)}
