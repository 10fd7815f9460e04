"""meow-referee-client's hand-written layer over the generated `meow_referee_client`:
what a generator cannot do from openapi.yaml. `Referee(base).table(id, token)` gives a
session through one token: moves with If-Match and an Idempotency-Key, the stream as typed
events resumed with Last-Event-ID, and the log page by page. Every answer is a generated
model (`meow_referee_client.models`)."""

from .errors import PreconditionFailed, RefereeError
from .etags import ETag
from .kinds import (
    SESSION_VIEWS,
    STREAM_MOVES,
    Created,
    Listing,
    LogEntry,
    LogPage,
    MoveAnswer,
    MoveRequest,
    SessionView,
    StreamEvent,
    StreamMove,
    SupportsToDict,
    UnknownGame,
)
from .sse import Message, Parser
from .table import Moved, Opened, Referee, Table

__all__ = [
    "SESSION_VIEWS",
    "STREAM_MOVES",
    "Created",
    "ETag",
    "Listing",
    "LogEntry",
    "LogPage",
    "Message",
    "MoveAnswer",
    "MoveRequest",
    "Moved",
    "Opened",
    "Parser",
    "PreconditionFailed",
    "Referee",
    "RefereeError",
    "SessionView",
    "StreamEvent",
    "StreamMove",
    "SupportsToDict",
    "Table",
    "UnknownGame",
]
