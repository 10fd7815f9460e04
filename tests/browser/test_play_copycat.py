"""A whole Copy Cat Meow match at the table page: two seats in two browsers play its
eight games to `match_over`, clicking only the buttons their pages show, and a spectator
sees every move live. A lead the listing does not hold is refused with the referee's
reason. Every game's coins, and with several sets the set points, are on the page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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

PLAYERS = ["ann", "bob"]
SEED = "table-30"  # a short match with this test's choices (Meow as soon as listed)
CHOOSE = first_of("meow", "next_game")


def test_two_seats_play_a_whole_match_and_a_spectator_sees_every_move(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browsers = {name: launch_browser(name) for name in [*PLAYERS, "spectator"]}
    lobby = Tab.open(browsers["spectator"], f"{url}/play/", "lobby")
    created = create_in_lobby(lobby, "copycat", PLAYERS, SEED)
    seats = {p: Tab.open(browsers[p], created.seats[p], p) for p in PLAYERS}
    spectator = Tab.open(browsers["spectator"], created.spectator, "spectator")
    looks = everyone_at(seats, [spectator], 0)

    # An illegal lead: the whole hand, whose cards do not all show one number.
    first = next(p for p in PLAYERS if looks[p].moves)
    tab = seats[first]
    for index in range(len(tab.find("#view .seat.mine .hand button.card"))):
        tab.find("#view .seat.mine .hand button.card")[index].click()
    number = int(tab.find("#compose-number")[0].get_attribute("value"))
    tab.click("#play-selected")
    shown = tab.wait(lambda look: look.reason, "the refused lead's reason").reason
    _, view = api(url, "GET", f"/v1/sessions/{created.session}", created.token(first))
    lead = {
        "type": "lead",
        "player": first,
        "cards": view["state"]["hands"][first],
        "number": number,
    }
    status, refused = api(
        url, "POST", f"/v1/sessions/{created.session}/moves", created.token(first), {"move": lead}
    )
    assert status == 422, refused
    assert shown == {"code": refused["code"], "rule": refused["rule"], "message": refused["detail"]}
    assert shown["code"] == "CARDS_DO_NOT_SHOW_NUMBER"
    assert tab.look().version == 0
    tab.click("#clear-selection")

    games: list[int] = []

    def before(version: int, player: str, move: dict[str, Any], looks: dict[str, Look]) -> None:
        if move["type"] != "next_game":
            return
        # A game is over: every tab shows the coins the referee counted.
        _, log = api(url, "GET", f"/v1/sessions/{created.session}/log")
        result = log["moves"][-1]["result"]
        for tab in [*seats.values(), spectator]:
            look = tab.look()
            assert look.result is not None, f"{tab.name} shows no result at {version}"
            assert look.result["title"] == f"Game {len(games) + 1} over"
            assert {p: cells[-1] for p, cells in look.result["rows"].items()} == {
                p: str(result["coins"][p]) for p in PLAYERS
            }
        games.append(version)
        if len(games) == 1:
            seats[player].screenshots("copycat-game-over")

    last = play(seats, [spectator], CHOOSE, before=before)

    _, session = api(url, "GET", f"/v1/sessions/{created.session}")
    assert session["version"] == last
    assert session["state"]["phase"] == "match_over"
    assert len(games) == 7  # eight games in a match of two players (C11)
    _, log = api(url, "GET", f"/v1/sessions/{created.session}/log")
    assert [entry["version"] for entry in log["moves"]] == list(range(1, last + 1))
    result = log["moves"][-1]["result"]
    assert result["match_over"]
    for tab in [*seats.values(), spectator]:
        look = tab.look()
        assert look.log == list(range(1, last + 1)), f"{tab.name} missed moves: {look.log}"
        assert look.result is not None and look.result["title"] == "Match over"
        assert look.result["winners"] == result["winners"]
        assert {p: cells[-1] for p, cells in look.result["rows"].items()} == {
            p: str(result["coins"][p]) for p in PLAYERS
        }
    seats[PLAYERS[0]].screenshots("copycat-ann")
    spectator.screenshots("copycat-spectator")
    assert seats[PLAYERS[0]].unnamed_controls() == []
    assert_only(list(browsers.values()), url, allow=[REFUSED_MOVE])


def test_a_match_of_sets_shows_the_set_and_its_points(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browsers = {name: launch_browser(name) for name in PLAYERS}
    lobby = Tab.open(browsers[PLAYERS[0]], f"{url}/play/", "lobby")
    created = create_in_lobby(lobby, "copycat", PLAYERS, SEED, {"sets": 3})
    seats = {p: Tab.open(browsers[p], created.seats[p], p) for p in PLAYERS}
    facts = seats["ann"].find("#view .facts")[0].text
    assert "Set\n1 of 3" in facts, facts

    # Play the first game to its end: its result carries the set points so far.
    last = 0
    while seats["ann"].look().result is None:
        last = play(seats, [], CHOOSE, start=last, moves=1)
    _, log = api(url, "GET", f"/v1/sessions/{created.session}/log")
    result = log["moves"][last - 1]["result"]
    assert result is not None and "set_points" in result
    shown = seats["ann"].look().result
    assert shown is not None
    assert {p: cells[-1] for p, cells in shown["rows"].items()} == {
        p: str(result["set_points"][p]) for p in PLAYERS
    }
    seats["ann"].screenshots("copycat-sets")
    assert_only(list(browsers.values()), url)
