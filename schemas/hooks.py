"""Wire schemas of webhooks (docs/sessions.md, "Webhooks"): what POST /v1/sessions takes
and what its answer shows once."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate

from .base import StrictSchema
from .lists import BoundedList

MOVE, END = "move", "end"
WEBHOOK_EVENTS = (MOVE, END)
# Longer than any receiver needs; the URL is kept with the session.
MAX_URL_CHARS = 1024


def _distinct(values: list[str]) -> bool:
    if len(set(values)) != len(values):
        raise ValidationError("names an event twice")
    return True


class WebhookSettings(StrictSchema):
    """`webhook` of POST /v1/sessions."""

    url = fields.String(
        required=True,
        validate=validate.Length(min=1, max=MAX_URL_CHARS),
        metadata={
            "description": "An http:// or https:// URL (no credentials, no #fragment, at most "
            f"{MAX_URL_CHARS} characters) under one of the deployment's WEBHOOK_ALLOWED "
            "prefixes; any other is a 422 naming `webhook.url`."
        },
    )
    events = BoundedList(
        fields.String(
            validate=validate.OneOf(WEBHOOK_EVENTS), metadata={"enum": list(WEBHOOK_EVENTS)}
        ),
        len(WEBHOOK_EVENTS),
        validate=[validate.Length(min=1), _distinct],
        load_default=list(WEBHOOK_EVENTS),
        metadata={
            "description": "`move`: every committed move (`session.move`); `end`: once, when "
            "the game is over or the session was ended (`session.ended`). Default both."
        },
    )


class WebhookShown(Schema):
    """The create answer's `webhook`: what the session's webhook was set to."""

    url = fields.String(required=True)
    events = fields.List(
        fields.String(validate=validate.OneOf(WEBHOOK_EVENTS)),
        required=True,
        metadata={"description": "The events it is sent."},
    )
