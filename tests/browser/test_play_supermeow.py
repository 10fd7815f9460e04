"""Super Meow at the table page: three seats play at least 20 moves, clicking only what
their pages show, and a spectator sees every move; each page shows a hand only while its
owner's turn reveals it (S3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import Look, Tab, api, assert_only, create_in_lobby, play

PLAYERS = ["ann", "bob", "cy"]
SEED = "super-1"
MOVES = 24


def choose(buttons: list[dict[str, Any]]) -> int:
    """A mouse when one is in hand, else the dearest buy listed, else the first button."""
    kinds = [button["move"]["type"] for button in buttons]
    if "mouse" in kinds:
        return kinds.index("mouse")
    buys = [index for index, kind in enumerate(kinds) if kind == "buy"]
    return buys[-1] if buys else 0


def test_three_seats_play_twenty_moves_and_see_only_revealed_hands(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browsers = {name: launch_browser(name) for name in [*PLAYERS, "spectator"]}
    lobby = Tab.open(browsers["spectator"], f"{url}/play/", "lobby")
    created = create_in_lobby(lobby, "supermeow", PLAYERS, SEED)
    seats = {p: Tab.open(browsers[p], created.seats[p], p) for p in PLAYERS}
    spectator = Tab.open(browsers["spectator"], created.spectator, "spectator")
    types: list[str] = []

    def before(version: int, player: str, move: dict[str, Any], looks: dict[str, Look]) -> None:
        types.append(move["type"])
        # Only the player whose turn it is sees a hand of their own: the others' are
        # face down, to their owners too.
        for seat in looks:
            _, view = api(url, "GET", f"/v1/sessions/{created.session}", created.token(seat))
            hand = view["state"]["tableau"][seat]["hand"]
            assert isinstance(hand, list) == (seat == player), (version, seat, hand)
            shown = seats[seat].find("#view .seat.mine .hand .card")
            assert len(shown) == (len(hand) if isinstance(hand, list) else 0), (version, seat)

    last = play(seats, [spectator], choose, moves=MOVES, before=before)
    assert last == MOVES
    assert {"buy", "pass"} <= set(types) or {"buy", "mouse"} <= set(types), types

    _, log = api(url, "GET", f"/v1/sessions/{created.session}/log")
    assert [entry["move"]["type"] for entry in log["moves"]] == types
    for tab in [*seats.values(), spectator]:
        assert tab.look().log == list(range(1, last + 1)), tab.name
    acting = next(p for p in PLAYERS if seats[p].look().moves)
    seats[acting].screenshots("supermeow-seat")
    spectator.screenshots("supermeow-spectator")
    assert seats[acting].unnamed_controls() == []
    assert_only(list(browsers.values()), url)
