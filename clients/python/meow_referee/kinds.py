"""The generated models this layer answers with, one of each per game, by the game id
every body carries (`"game": "meow10"`). Only the models' public names are used, so the
layer survives a regeneration of meow_referee_client."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias

from meow_referee_client.models import (
    CatTowerLogEntry,
    CatTowerLogResponse,
    CatTowerMoveResponse,
    CatTowerSessionCreateResponse,
    CatTowerSessionLegalMovesResponse,
    CatTowerSessionMoveRequest,
    CatTowerSessionResponse,
    CatTowerStreamMoveEvent,
    CopycatLogEntry,
    CopycatLogResponse,
    CopycatMoveResponse,
    CopycatSessionCreateResponse,
    CopycatSessionLegalMovesResponse,
    CopycatSessionMoveRequest,
    CopycatSessionResponse,
    CopycatStreamMoveEvent,
    Meow10LogEntry,
    Meow10LogResponse,
    Meow10MoveResponse,
    Meow10SessionCreateResponse,
    Meow10SessionLegalMovesResponse,
    Meow10SessionMoveRequest,
    Meow10SessionResponse,
    Meow10StreamMoveEvent,
    StreamEnd,
    SuperMeowLogEntry,
    SuperMeowLogResponse,
    SuperMeowMoveResponse,
    SuperMeowSessionCreateResponse,
    SuperMeowSessionLegalMovesResponse,
    SuperMeowSessionMoveRequest,
    SuperMeowSessionResponse,
    SuperMeowStreamMoveEvent,
)

Created: TypeAlias = (
    Meow10SessionCreateResponse
    | CopycatSessionCreateResponse
    | SuperMeowSessionCreateResponse
    | CatTowerSessionCreateResponse
)
SessionView: TypeAlias = (
    Meow10SessionResponse
    | CopycatSessionResponse
    | SuperMeowSessionResponse
    | CatTowerSessionResponse
)
Listing: TypeAlias = (
    Meow10SessionLegalMovesResponse
    | CopycatSessionLegalMovesResponse
    | SuperMeowSessionLegalMovesResponse
    | CatTowerSessionLegalMovesResponse
)
MoveRequest: TypeAlias = (
    Meow10SessionMoveRequest
    | CopycatSessionMoveRequest
    | SuperMeowSessionMoveRequest
    | CatTowerSessionMoveRequest
)
MoveAnswer: TypeAlias = (
    Meow10MoveResponse | CopycatMoveResponse | SuperMeowMoveResponse | CatTowerMoveResponse
)
LogPage: TypeAlias = (
    Meow10LogResponse | CopycatLogResponse | SuperMeowLogResponse | CatTowerLogResponse
)
LogEntry: TypeAlias = Meow10LogEntry | CopycatLogEntry | SuperMeowLogEntry | CatTowerLogEntry
StreamMove: TypeAlias = (
    Meow10StreamMoveEvent
    | CopycatStreamMoveEvent
    | SuperMeowStreamMoveEvent
    | CatTowerStreamMoveEvent
)
# What a stream yields: the reader's whole view (`session`), a move as it lands (`move`),
# or the session's end (`end`, the last).
StreamEvent: TypeAlias = SessionView | StreamMove | StreamEnd

# For isinstance: `isinstance(event, STREAM_MOVES)` narrows a stream's event to StreamMove.
SESSION_VIEWS = (
    Meow10SessionResponse,
    CopycatSessionResponse,
    SuperMeowSessionResponse,
    CatTowerSessionResponse,
)
STREAM_MOVES = (
    Meow10StreamMoveEvent,
    CopycatStreamMoveEvent,
    SuperMeowStreamMoveEvent,
    CatTowerStreamMoveEvent,
)


@dataclass(frozen=True, slots=True)
class _Game:
    """One game's models, for each body the layer reads or sends."""

    created: type[Created]
    view: type[SessionView]
    listing: type[Listing]
    request: type[MoveRequest]
    answer: type[MoveAnswer]
    log: type[LogPage]
    stream_move: type[StreamMove]


_GAMES = {
    "meow10": _Game(
        Meow10SessionCreateResponse,
        Meow10SessionResponse,
        Meow10SessionLegalMovesResponse,
        Meow10SessionMoveRequest,
        Meow10MoveResponse,
        Meow10LogResponse,
        Meow10StreamMoveEvent,
    ),
    "copycat": _Game(
        CopycatSessionCreateResponse,
        CopycatSessionResponse,
        CopycatSessionLegalMovesResponse,
        CopycatSessionMoveRequest,
        CopycatMoveResponse,
        CopycatLogResponse,
        CopycatStreamMoveEvent,
    ),
    "supermeow": _Game(
        SuperMeowSessionCreateResponse,
        SuperMeowSessionResponse,
        SuperMeowSessionLegalMovesResponse,
        SuperMeowSessionMoveRequest,
        SuperMeowMoveResponse,
        SuperMeowLogResponse,
        SuperMeowStreamMoveEvent,
    ),
    "cattower": _Game(
        CatTowerSessionCreateResponse,
        CatTowerSessionResponse,
        CatTowerSessionLegalMovesResponse,
        CatTowerSessionMoveRequest,
        CatTowerMoveResponse,
        CatTowerLogResponse,
        CatTowerStreamMoveEvent,
    ),
}


class UnknownGame(ValueError):
    """A body of a game this client's models do not know: a newer referee's game."""


class SupportsToDict(Protocol):
    """Any generated model: a move as a listing gave it, or one built by hand."""

    def to_dict(self) -> dict[str, Any]: ...


def game(name: object) -> _Game:
    """The models of the game a body names (its `"game"`)."""
    found = _GAMES.get(name) if isinstance(name, str) else None
    if found is None:
        raise UnknownGame(f"no models for game {name!r}: a newer meow-referee-client knows it")
    return found


def of(data: Mapping[str, Any]) -> _Game:
    return game(data.get("game"))


def move_request(name: str, move: SupportsToDict) -> MoveRequest:
    """The body of POST /moves for a move of game `name`: that game's request model.
    The precondition travels as If-Match, so there is no expected_version here."""
    return game(name).request.from_dict({"move": move.to_dict()})
