"""A whole Meow 10 game at the table page: a lobby creates the session, three seats play
it to `game_over` in three browsers, clicking only the buttons their pages show, and a
spectator in a fourth sees every move live. A play the listing does not hold is refused
with the referee's reason. The scores of every round and of the game are on the page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import (
    REFUSED_MOVE,
    Look,
    Tab,
    api,
    assert_only,
    create_in_lobby,
    everyone_at,
    first_of,
    play,
)

PLAYERS = ["ann", "bob", "cy"]
SEED = "table-1"  # a game of four rounds with this test's choices


def test_three_seats_play_a_whole_game_and_a_spectator_sees_every_move(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browsers = {name: launch_browser(name) for name in [*PLAYERS, "spectator"]}
    lobby = Tab.open(browsers["spectator"], f"{url}/play", "lobby")
    created = create_in_lobby(lobby, "meow10", PLAYERS, SEED)
    assert "seat=" not in created.spectator
    lobby.click("#options details summary")  # the options given as JSON, shown
    assert lobby.unnamed_controls() == []
    lobby.screenshots("meow10-lobby")
    for link in created.seats.values():
        assert link.startswith(f"{url}/play/#session={created.session}&seat=")
    seats = {p: Tab.open(browsers[p], created.seats[p], p) for p in PLAYERS}
    spectator = Tab.open(browsers["spectator"], created.spectator, "spectator")
    looks = everyone_at(seats, [spectator], 0)

    # An illegal play: every card in the hand, more than any top card allows.
    first = next(p for p in PLAYERS if looks[p].moves)
    tab = seats[first]
    # Whose turn it is, as the answers' to_act says it, in every tab.
    assert tab.find("#turn")[0].text == "Your turn."
    assert spectator.find("#turn")[0].text == f"{first}'s turn."
    hand = tab.find("#view .seat.mine .hand button.card")
    assert len(hand) == 7
    for card in hand:
        card.click()
    tab.click("#play-selected")
    shown = tab.wait(lambda look: look.reason, "the refused play's reason").reason
    assert shown is not None
    _, view = api(url, "GET", f"/v1/sessions/{created.session}", created.token(first))
    status, refused = api(
        url,
        "POST",
        f"/v1/sessions/{created.session}/moves",
        created.token(first),
        {"move": {"type": "play", "player": first, "cards": view["state"]["hands"][first]}},
    )
    assert status == 422, refused
    assert shown == {"code": refused["code"], "rule": refused["rule"], "message": refused["detail"]}
    assert shown["code"] == "TOO_MANY_CARDS"
    assert tab.look().version == 0  # nothing changed
    tab.click("#clear-selection")

    rounds: list[int] = []

    def before(version: int, player: str, move: dict[str, Any], looks: dict[str, Look]) -> None:
        if move["type"] != "next_round":
            return
        # A round is over: every tab shows its scores, as the referee counted them.
        _, log = api(url, "GET", f"/v1/sessions/{created.session}/log")
        result = log["moves"][-1]["result"]
        for tab in [*seats.values(), spectator]:
            look = tab.look()
            assert look.result is not None, f"{tab.name} shows no result at {version}"
            assert look.result["title"] == f"Round {len(rounds) + 1} over"
            assert look.result["rows"] == {
                p: [str(result["penalties"][p]), str(result["totals"][p])] for p in PLAYERS
            }
        rounds.append(version)
        if len(rounds) == 1:
            seats[player].screenshots("meow10-round-over")

    last = play(seats, [spectator], first_of("next_round"), before=before)

    # The game is over, for the referee and on every page.
    _, session = api(url, "GET", f"/v1/sessions/{created.session}")
    assert session["version"] == last
    assert session["state"]["status"] == "game_over"
    assert len(rounds) >= 1
    _, log = api(url, "GET", f"/v1/sessions/{created.session}/log")
    assert [entry["version"] for entry in log["moves"]] == list(range(1, last + 1))
    result = log["moves"][-1]["result"]
    assert result["game_over"]
    for tab in [*seats.values(), spectator]:
        look = tab.look()
        assert look.log == list(range(1, last + 1)), f"{tab.name} missed moves: {look.log}"
        assert look.result is not None and look.result["title"] == "Game over"
        assert look.result["winners"] == result["winners"]
        assert look.moves == []
    # Live from the stream alone: each tab read the session and its log once, then a seat
    # read its listing once per version, on that version's event; no timer asked again.
    # And no seat token ever went into a URL.
    path = f"/v1/sessions/{created.session}"
    for name, browser in browsers.items():
        urls = [r.url for r in browser.requests()]
        paths = [urlsplit(u).path for u in urls]
        assert paths.count(path) == 1 and paths.count(f"{path}/log") == 1, name
        listings = paths.count(f"{path}/legal-moves")
        assert listings == (last + 1 if name in PLAYERS else 0), (name, listings)
        assert paths.count(f"{path}/stream") == 1, name
        assert not [u for u in urls for p in PLAYERS if created.token(p) in u], name
    seats[PLAYERS[0]].screenshots("meow10-ann")
    spectator.screenshots("meow10-spectator")
    for tab in [seats[PLAYERS[0]], spectator]:
        assert tab.unnamed_controls() == []
    assert_only(list(browsers.values()), url, allow=[REFUSED_MOVE])
