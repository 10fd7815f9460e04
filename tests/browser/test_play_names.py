"""Players named as a JavaScript object's own methods (`constructor`, `toString`: ids the
referee takes) sit and play like any others: the table page keeps its maps by player free
of inherited keys, so no such seat is taken for a bot's."""

from __future__ import annotations

from collections.abc import Callable

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import Tab, api, create_in_lobby

PLAYERS = ["constructor", "toString"]


def test_seats_named_like_object_methods_are_people_with_moves(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    lobby = Tab.open(launch_browser("lobby"), f"{url}/play", "lobby")
    created = create_in_lobby(lobby, "meow10", PLAYERS, "names")
    assert set(created.seats) == set(PLAYERS)  # each a person's link, none filed as a bot's
    _, view = api(url, "GET", f"/v1/sessions/{created.session}")
    (mover,) = view["to_act"]
    seat = Tab.open(launch_browser(mover), created.seats[mover], mover)
    look = seat.wait(lambda look: look.moves, "the mover's moves")
    assert any(move["move"]["type"] == "draw" for move in look.moves)
    assert seat.find("#seat-bot") == []
    assert "bot" not in seat.find("#view")[0].text.lower()
