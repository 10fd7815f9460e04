"""Server-Sent Events, read line by line as the HTML standard says (9.2.6): `event`,
`data` (joined by newlines), `id` (kept until the next one), `retry`, comments, and a blank
line that ends each message. No model here: the table turns messages into models."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Message:
    event: str  # "message" when the server named none
    data: str
    last_event_id: str | None  # the last `id:` seen so far, this message's or an earlier one


@dataclass(slots=True)
class Parser:
    """Feed it lines without their line ends; it returns each message as it completes."""

    last_event_id: str | None = None
    retry_ms: int | None = None  # the server's `retry:`, how long to wait to reconnect
    _event: str = ""
    _data: list[str] = field(default_factory=list)

    def feed(self, line: str) -> Message | None:
        if line == "":
            return self._dispatch()
        if line.startswith(":"):  # a comment: the referee's heartbeats
            return None
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "event":
            self._event = value
        elif name == "data":
            self._data.append(value)
        elif name == "id" and "\0" not in value:
            self.last_event_id = value
        elif name == "retry" and value.isascii() and value.isdigit():
            self.retry_ms = int(value)
        return None  # any other field is ignored, as the standard says

    def _dispatch(self) -> Message | None:
        event, data = self._event or "message", self._data
        self._event, self._data = "", []
        if not data:  # an event with no data is dropped
            return None
        return Message(event, "\n".join(data), self.last_event_id)
