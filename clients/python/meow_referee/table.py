"""A session through one token: what the generated code leaves to its caller. Each
answer's ETag is read and sent back as If-Match; a move carries an Idempotency-Key and
is retried with it; the stream is read as Server-Sent Events into models and resumed with
Last-Event-ID; the log is followed page by page.

Requests go through the generated client's httpx client (its base URL, token and
timeout) and answers are read into the generated models, by the game each body names.
The generated calls are not used: they raise on an error whose body is no Problem (a
proxy's 502 page), where this layer retries or raises RefereeError."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import Any
from urllib.parse import quote

import httpx
from meow_referee_client import AuthenticatedClient, Client
from meow_referee_client.models import SessionCreateRequest, StreamEnd

from . import kinds
from .errors import PreconditionFailed, RefereeError, problem_of
from .etags import ETag
from .kinds import (
    Created,
    Listing,
    LogEntry,
    LogPage,
    MoveAnswer,
    SessionView,
    StreamEvent,
    SupportsToDict,
)
from .sse import Parser

RETRIES = 3  # of a read, or a keyed move, answered 503 or lost on the way
MAX_WAIT_S = 30.0  # the most a Retry-After is obeyed; a longer one is cut to this


@dataclass(frozen=True, slots=True)
class Opened:
    """A created session: the body (seat tokens and host token, shown once), its tag and
    its address (`Location`)."""

    session: Created
    etag: ETag
    location: str


@dataclass(frozen=True, slots=True)
class Moved:
    """A move's answer, its tag (the next move's If-Match), whether it is the stored
    first answer to its key (`Idempotent-Replayed`), and the key."""

    answer: MoveAnswer
    etag: ETag
    replayed: bool
    idempotency_key: str


class Referee:
    """The referee at `base_url`. `referee.table(id, token)` is a session through a seat's
    token (or the host's, or none: the public view). Close it, or use it in `with`."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 10.0,
        retries: int = RETRIES,
        httpx_args: Mapping[str, Any] | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.timeout, self.retries = timeout, retries
        self._httpx_args = dict(httpx_args or {})
        self.client = Client(
            base_url=self.base_url, timeout=httpx.Timeout(timeout), httpx_args=self._httpx_args
        )
        self._tables: list[Table] = []

    def create(self, request: SessionCreateRequest) -> Opened:
        """POST /v1/sessions. Not retried: a lost answer may have created a session."""
        http = self.client.get_httpx_client()
        answer = http.post("/v1/sessions", json=request.to_dict())
        if answer.status_code != 201:
            raise refused(answer)
        body = answer.json()
        created = kinds.of(body).created.from_dict(body)
        location = answer.headers.get("Location") or f"/v1/sessions/{created.id}"
        return Opened(created, tag_of(answer), location)

    def table(self, session_id: str, token: str | None = None) -> Table:
        client: Client | AuthenticatedClient = self.client
        if token is not None:
            client = AuthenticatedClient(
                base_url=self.base_url,
                token=token,
                timeout=httpx.Timeout(self.timeout),
                httpx_args=self._httpx_args,
            )
        owned = token is not None  # a public table shares the referee's client
        table = Table(
            client, session_id, timeout=self.timeout, retries=self.retries, owns_client=owned
        )
        if owned:
            self._tables.append(table)
        return table

    def close(self) -> None:
        for table in self._tables:
            table.close()
        self.client.get_httpx_client().close()

    def __enter__(self) -> Referee:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


class Table:
    """One session through one client. `etag` is the last tag an answer gave; a move sends
    it as If-Match, so a move decided on an old view is refused (412), never applied to
    a state its seat did not see."""

    def __init__(
        self,
        client: Client | AuthenticatedClient,
        session_id: str,
        *,
        timeout: float = 10.0,
        retries: int = RETRIES,
        owns_client: bool = True,
    ) -> None:
        """`owns_client`: whether `close` closes the client (a public table of a Referee
        shares the referee's, which outlives it)."""
        self.client, self.id = client, session_id
        self._owns_client = owns_client
        self.timeout, self.retries = timeout, retries
        self.etag: ETag | None = None
        self.game: str | None = None  # known from the first answer
        self.path = f"/v1/sessions/{quote(session_id, safe='')}"
        self._http = client.get_httpx_client()  # made now, not by two threads at once

    @property
    def seated(self) -> bool:
        """Whether the table has a token (a seat's or the host's)."""
        return isinstance(self.client, AuthenticatedClient)

    def view(self) -> SessionView:
        """GET /v1/sessions/{id}: the token's view (a seat's, else the public one)."""
        answer = self._ok(self._send("GET", self.path), 200)
        body = answer.json()
        view = kinds.of(body).view.from_dict(body)
        self.game, self.etag = view.game, tag_of(answer)
        return view

    def legal_moves(self, limit: int = 1000) -> Listing:
        """The seat's moves now (empty when it may not act); needs a seat's token."""
        self._need_token("legal moves are a seat's")
        answer = self._send("GET", f"{self.path}/legal-moves", params={"limit": limit})
        body = self._ok(answer, 200).json()
        listing = kinds.of(body).listing.from_dict(body)
        self.game, self.etag = listing.game, tag_of(answer)
        return listing

    def move(
        self,
        move: SupportsToDict,
        *,
        idempotency_key: str | None = None,
        if_match: ETag | str | None = None,
    ) -> Moved:
        """POST /moves with `If-Match` (the given tag, else the table's last one; `"*"`
        for none) and an `Idempotency-Key` (a new one unless given: one per intended
        move). A 503 or a lost answer is retried with both unchanged, so the move applies
        at most once. 412 raises PreconditionFailed with the session's tag now; the
        table's own tag stays the one its seat read, so the same move sent again is
        refused again until the seat reads the session (`view`, `legal_moves`)."""
        self._need_token("a move is a seat's")
        game = self.game or self.view().game  # which game's request model to send
        body = kinds.move_request(game, move).to_dict()
        key = idempotency_key or uuid.uuid4().hex
        headers = {"Idempotency-Key": key}
        precondition = if_match if if_match is not None else self.etag
        if precondition is not None:
            headers["If-Match"] = str(precondition)
        answer = self._send("POST", f"{self.path}/moves", body=body, headers=headers)
        if answer.status_code != 200:
            raise refused(answer)
        data = answer.json()
        moved = kinds.of(data).answer.from_dict(data)
        self.etag = tag_of(answer)
        replayed = answer.headers.get("Idempotent-Replayed", "").lower() == "true"
        return Moved(moved, self.etag, replayed, key)

    def end(self) -> None:
        """DELETE /v1/sessions/{id}: the host's, or a seat's once the game is over. Every
        stream then gets its `end` event."""
        self._need_token("ending is the host's (or a seat's)")
        self._ok(self._send("DELETE", self.path), 204)

    def log_pages(self, *, after: int = 0, limit: int = 100) -> Iterator[LogPage]:
        """GET /log a page at a time, each page the one the last one's `next` names."""
        page: str | None = f"{self.path}/log?after={after}&limit={limit}"
        while page is not None:
            body = self._ok(self._send("GET", page), 200).json()
            found = kinds.of(body).log.from_dict(body)
            self.game = found.game
            yield found
            page = found.next_ if isinstance(found.next_, str) else None

    def log(self, *, after: int = 0) -> Iterator[LogEntry]:
        """Every logged move after `after`, across pages."""
        for page in self.log_pages(after=after, limit=1000):
            yield from page.moves

    def stream(
        self, last_event_id: int | None = None, *, read_timeout: float = 45.0
    ) -> Iterator[StreamEvent]:
        """GET /stream as models: the view (a `session` event: the whole view, first,
        or again when a resume was too far behind), each move as it lands, and StreamEnd
        last, when the session is ended. The token goes in the header, never the URL.

        A connection that drops, or stays silent past `read_timeout` (the referee sends a
        heartbeat every 15 s), is opened again with `Last-Event-ID`: nothing missed,
        nothing twice. Stop reading (break) to close it."""
        last = None if last_event_id is None else str(last_event_id)
        retry_s, failures = 1.0, 0
        timeout = httpx.Timeout(self.timeout, read=read_timeout)
        while True:
            headers = {"Accept": "text/event-stream"}
            if last is not None:
                headers["Last-Event-ID"] = last
            try:
                with self._http.stream(
                    "GET", f"{self.path}/stream", headers=headers, timeout=timeout
                ) as answer:
                    if answer.status_code != 200:
                        answer.read()
                        if answer.status_code not in (429, 503) or failures >= self.retries:
                            raise refused(answer)
                        failures += 1
                        time.sleep(_retry_after(answer.headers, failures))
                        continue
                    failures = 0
                    parser = Parser()
                    for line in answer.iter_lines():
                        message = parser.feed(line)
                        if parser.retry_ms is not None:
                            retry_s = parser.retry_ms / 1000
                        if message is None:
                            continue
                        event = self._event(message.event, message.data)
                        if event is None:
                            continue
                        last = message.last_event_id
                        yield event
                        if isinstance(event, StreamEnd):
                            return
            except httpx.TransportError:  # dropped, or silent for too long
                failures += 1
                if failures > self.retries:
                    raise
            time.sleep(retry_s)  # then resume from `last`

    def _event(self, name: str, data: str) -> StreamEvent | None:
        if name not in ("session", "move", "end"):
            return None  # a kind of event this client does not know yet
        body = json.loads(data)
        if name == "end":
            return StreamEnd.from_dict(body)
        models = kinds.of(body)
        event = (
            models.view.from_dict(body) if name == "session" else models.stream_move.from_dict(body)
        )
        self.game = event.game
        return event

    def _send(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, int] | None = None,
        body: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        """The request, sent again on a 503 (after its Retry-After) or a lost answer,
        `retries` times: only what is safe to repeat comes here (a read, a keyed move, a
        DELETE)."""
        attempt = 0
        while True:
            said: Mapping[str, str] = {}  # a 503's headers: its Retry-After
            try:
                answer = self._http.request(method, path, params=params, json=body, headers=headers)
            except httpx.TransportError:
                if attempt >= self.retries:
                    raise
            else:
                if answer.status_code != 503 or attempt >= self.retries:
                    return answer
                said = answer.headers
            attempt += 1
            time.sleep(_retry_after(said, attempt))

    def _ok(self, answer: httpx.Response, status: int) -> httpx.Response:
        if answer.status_code != status:
            raise refused(answer)
        return answer

    def _need_token(self, why: str) -> None:
        if not self.seated:
            raise TypeError(f"{why}: open the table with a token")

    def close(self) -> None:
        if self._owns_client:
            self._http.close()


def tag_of(answer: httpx.Response) -> ETag:
    header = answer.headers.get("ETag")
    if header is None:
        raise RefereeError(answer.status_code, None, b"an answer without an ETag")
    return ETag.parse(header)


def refused(answer: httpx.Response) -> RefereeError:
    """The error for an answer that is not the one asked for."""
    problem = problem_of(_decoded(answer.content))
    if answer.status_code == 412:
        header = answer.headers.get("ETag")
        current = ETag.parse(header) if header is not None else None
        return PreconditionFailed(answer.status_code, problem, answer.content, current)
    return RefereeError(answer.status_code, problem, answer.content)


def _decoded(content: bytes) -> Any:
    try:
        return json.loads(content)
    except ValueError:
        return None


def _retry_after(headers: Mapping[str, str], attempt: int) -> float:
    """The answer's Retry-After (seconds), else a backoff: 0.5 s, 1 s, 2 s..."""
    value = headers.get("Retry-After", "")
    if value.isascii() and value.isdigit():
        return min(float(value), MAX_WAIT_S)
    return min(0.5 * 2.0 ** (attempt - 1), MAX_WAIT_S)
