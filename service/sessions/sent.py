"""What a move request sent, read once: whichever snapshot the move is decided on (a held
one, then the session a refusal of it brings), the body is parsed and loaded one time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from schemas.sessions import MOVE_LOADERS

from .. import current
from ..jsonio import read_object
from ..problems import ApiProblem


@dataclass(slots=True)
class SentMove:
    """The request's body, or why it is refused: raised in its turn, after the checks
    that come first (the session, the token, the deal), so the answer is as before."""

    body: dict[str, Any] | None
    refusal: ApiProblem | HTTPException | None = None
    loaded: dict[str, Any] | ValidationError | None = None

    @property
    def stated_version(self) -> int | None:
        """The body's `expected_version` if it is an integer: a hint for picking a held
        snapshot, never a refusal (the schema checks the body)."""
        version = None if self.body is None else self.body.get("expected_version")
        return version if type(version) is int else None

    def object(self) -> dict[str, Any]:
        """The body as sent; raises its refusal (400, 413, 422)."""
        if self.body is None:
            assert self.refusal is not None
            raise self.refusal
        return self.body

    def load(self, game: str) -> dict[str, Any]:
        """The body as the game's move schema loads it (ValidationError: 422). A session's
        game never changes, so it is loaded once, or refused once."""
        if self.loaded is None:
            try:
                self.loaded = MOVE_LOADERS[game].load(self.object())
            except ValidationError as exc:
                self.loaded = exc
        if isinstance(self.loaded, ValidationError):
            raise self.loaded
        return self.loaded


def sent_move() -> SentMove:
    """The request's move, read on first use and kept for the rest of the request."""
    kept = current.request_globals()
    found: SentMove | None = kept.get("sent_move")
    if found is None:
        try:
            found = SentMove(read_object())
        except (ApiProblem, HTTPException) as exc:
            found = SentMove(None, exc)
        kept.sent_move = found
    return found
