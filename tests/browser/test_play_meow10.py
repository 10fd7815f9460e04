"""A whole Meow 10 game at the table page: a lobby creates the session, three seats play
it to `game_over` in three browsers, clicking only the buttons their pages show, and a
spectator in a fourth sees every move live. A play the listing does not hold is refused
with the referee's reason. The scores of every round and of the game are on the page."""

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
    for link in created.seats.values():
        assert link.startswith(f"{url}/play/#session={created.session}&seat=")
    seats = {p: Tab.open(browsers[p], created.seats[p], p) for p in PLAYERS}
    spectator = Tab.open(browsers["spectator"], created.spectator, "spectator")
    looks = everyone_at(seats, [spectator], 0)

    # An illegal play: every card in the hand, more than any top card allows.
    first = next(p for p in PLAYERS if looks[p].moves)
    tab = seats[first]
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
    seats[PLAYERS[0]].screenshots("meow10-ann")
    spectator.screenshots("meow10-spectator")
    for tab in [seats[PLAYERS[0]], spectator]:
        assert tab.unnamed_controls() == []
    assert_only(list(browsers.values()), url, allow=[REFUSED_MOVE])
