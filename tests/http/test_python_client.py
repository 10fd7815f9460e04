"""The Python client generated from openapi.yaml (clients/python, by openapi-python-client):
shipped as generated, and enough to play every game through sessions with typed models.

Each seat is its own authenticated client; a spectator reads with an unauthenticated one.
The test reads views, moves, events and results through the models' attributes, and sends
each move back exactly as the seat's typed listing gave it."""

from __future__ import annotations

import filecmp
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from meow_referee_client import AuthenticatedClient, Client
from meow_referee_client.api.sessions import (
    create_session,
    get_session,
    get_session_legal_moves,
    get_session_log,
    post_session_move,
)
from meow_referee_client.models import (
    CatTowerMoveResponse,
    CatTowerSessionCreateResponse,
    CatTowerSessionLegalMovesResponse,
    CatTowerSessionMoveRequest,
    CatTowerSessionResponse,
    CopycatMoveResponse,
    CopycatSessionCreateResponse,
    CopycatSessionLegalMovesResponse,
    CopycatSessionMoveRequest,
    CopycatSessionResponse,
    Meow10MoveResponse,
    Meow10SessionCreateResponse,
    Meow10SessionLegalMovesResponse,
    Meow10SessionMoveRequest,
    Meow10SessionResponse,
    SessionCreateRequest,
    SessionCreateRequestGame,
    SuperMeowMoveResponse,
    SuperMeowSessionCreateResponse,
    SuperMeowSessionLegalMovesResponse,
    SuperMeowSessionMoveRequest,
    SuperMeowSessionResponse,
)

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "clients" / "python" / "meow_referee_client"
BASE = "http://referee.test"
PLAYERS = ["ann", "bob", "cy"]


def test_the_shipped_client_is_what_the_generator_makes_of_openapi_yaml(tmp_path: Path) -> None:
    out = tmp_path / "meow_referee_client"
    generator = Path(sys.executable).with_name("openapi-python-client")
    subprocess.run(
        [
            str(generator),
            "generate",
            "--path",
            str(ROOT / "openapi.yaml"),
            "--config",
            str(ROOT / "clients" / "openapi-python-client.yaml"),
            "--meta",
            "none",
            "--output-path",
            str(out),
        ],
        check=True,
        capture_output=True,
    )

    def differences(cmp: filecmp.dircmp[str]) -> list[str]:
        found = [f"{cmp.left}/{name}" for name in cmp.diff_files + cmp.left_only]
        # Beside the generated code, the package's PEP 561 marker (which `--overwrite`
        # keeps): clients/python/pyproject.toml ships it in the wheel.
        kept = {"__pycache__"} | ({"py.typed"} if cmp.right == str(SHIPPED) else set())
        found += [f"{cmp.right}/{name}" for name in cmp.right_only if name not in kept]
        for sub in cmp.subdirs.values():
            found += differences(sub)
        return found

    assert differences(filecmp.dircmp(str(out), str(SHIPPED))) == [], "run `make openapi`"


@dataclass(frozen=True)
class Typed:
    """One game's answer classes, the move request that takes its listed moves, which end
    of the listing to play (each ends the game in a few hundred moves), and when it is over."""

    created: type[Any]
    session: type[Any]
    listing: type[Any]
    moved: type[Any]
    request: Callable[..., Any]
    pick: int
    over: Callable[[Any], bool]


GAMES = {
    "meow10": Typed(
        Meow10SessionCreateResponse,
        Meow10SessionResponse,
        Meow10SessionLegalMovesResponse,
        Meow10MoveResponse,
        Meow10SessionMoveRequest,
        -1,
        lambda view: str(view.status) == "game_over",
    ),
    "copycat": Typed(
        CopycatSessionCreateResponse,
        CopycatSessionResponse,
        CopycatSessionLegalMovesResponse,
        CopycatMoveResponse,
        CopycatSessionMoveRequest,
        -1,
        lambda view: str(view.phase) == "match_over",
    ),
    "supermeow": Typed(
        SuperMeowSessionCreateResponse,
        SuperMeowSessionResponse,
        SuperMeowSessionLegalMovesResponse,
        SuperMeowMoveResponse,
        SuperMeowSessionMoveRequest,
        0,
        lambda view: str(view.status) == "game_over",
    ),
    "cattower": Typed(
        CatTowerSessionCreateResponse,
        CatTowerSessionResponse,
        CatTowerSessionLegalMovesResponse,
        CatTowerMoveResponse,
        CatTowerSessionMoveRequest,
        0,
        lambda view: str(view.status) == "game_over",
    ),
}


def hidden_from_spectator(game: str, view: Any) -> bool:
    """Whether the public view shows every seat's hand as a count (while the game goes on)."""
    if game == "supermeow":
        return all(isinstance(view.tableau[p].backpack, int) for p in PLAYERS)
    return all(isinstance(view.hands[p], int) for p in PLAYERS)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_through_the_generated_client(game: str) -> None:
    typed = GAMES[game]
    app = create_app(Settings(), store=MemoryStore())
    transport = {"transport": httpx.WSGITransport(app=app)}
    spectator = Client(base_url=BASE, httpx_args=transport)
    body = SessionCreateRequest(
        game=SessionCreateRequestGame(game), players=list(PLAYERS), seed="python-client"
    )
    # Any: which game's classes come back is checked at run time, by isinstance.
    created: Any = create_session.sync(client=spectator, body=body)
    assert isinstance(created, typed.created), created
    assert created.version == 0 and hidden_from_spectator(game, created.state)
    seats = {
        player: AuthenticatedClient(
            base_url=BASE, token=created.seats[player], httpx_args=transport
        )
        for player in PLAYERS
    }

    sent: list[Any] = []
    event_types: set[str] = set()
    results: list[Any] = []
    view = created.state
    seat = PLAYERS[0]
    while not typed.over(view):
        assert len(sent) < 2000, f"{game} did not end"
        listing: Any = get_session_legal_moves.sync(created.id, client=seats[seat])
        assert isinstance(listing, typed.listing), listing
        if not listing.moves:  # not this seat's turn: the one the listing names, or the next
            seat = listing.player or PLAYERS[(PLAYERS.index(seat) + 1) % len(PLAYERS)]
            continue
        move = listing.moves[typed.pick]
        request = typed.request(move=move, expected_version=listing.version)
        answer: Any = post_session_move.sync(created.id, client=seats[seat], body=request)
        assert isinstance(answer, typed.moved), answer
        assert answer.version == listing.version + 1 and answer.game == game
        showdown = answer.result is not None and getattr(answer.result, "end", None) in (
            "meow_success",
            "meow_failed",
            "deck_out",
        )  # Copy Cat shows every hand after these (C7, C9)
        if game != "supermeow":  # the mover sees their own hand, and only theirs
            assert isinstance(answer.state.hands[seat], list)
            others = [answer.state.hands[p] for p in PLAYERS if p != seat]
            assert all(isinstance(h, list if showdown else int) for h in others)
        sent.append(move)
        event_types.update(event.type_ for event in answer.events)
        if answer.result is not None:
            results.append(answer.result)
        view = answer.state

    assert len(sent) >= 10
    # The spectator's reads: the public view and the log, both typed.
    public: Any = get_session.sync(created.id, client=spectator)
    assert isinstance(public, typed.session) and public.seat is None
    assert public.version == len(sent) and typed.over(public.state)
    entries: list[Any] = []
    after = 0
    while True:  # page by page, as the typed `next` says
        log: Any = get_session_log.sync(created.id, client=spectator, after=after, limit=100)
        assert log is not None and not isinstance(log, dict)
        entries += log.moves
        if not isinstance(log.next_, str):
            break
        after = log.moves[-1].version
        assert log.next_.endswith(f"after={after}&limit=100")
    logged = [entry.move for entry in entries]
    assert [m.to_dict() for m in logged] == [m.to_dict() for m in sent]
    assert all(type(a) is type(b) for a, b in zip(logged, sent, strict=True))
    assert [e.result for e in entries if e.result is not None] == results

    # The game's end, read from the typed result.
    last = results[-1]
    if game == "meow10":
        assert last.game_over and last.winners
    elif game == "copycat":
        assert last.match_over and last.winners
    else:
        assert last.winner in PLAYERS
    assert "game_ended" in event_types
