"""Cat Tower at the table page with `physical_dice`: the table reports every die face and
flipped token, and what fell, in the page's form. Three seats play at least 20 moves,
clicking only what their pages show, and a spectator sees every move."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from selenium.webdriver.support.ui import Select

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import Tab, api, assert_only, create_in_lobby, everyone_at, play

PLAYERS = ["ann", "bob", "cy"]
SEED = "tower-1"
MOVES = 24


def test_three_seats_report_dice_tokens_and_falls_for_twenty_moves(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browsers = {name: launch_browser(name) for name in [*PLAYERS, "spectator"]}
    lobby = Tab.open(browsers["spectator"], f"{url}/play/", "lobby")
    created = create_in_lobby(lobby, "cattower", PLAYERS, SEED, {"physical_dice": True})
    seats = {p: Tab.open(browsers[p], created.seats[p], p) for p in PLAYERS}
    spectator = Tab.open(browsers["spectator"], created.spectator, "spectator")
    everyone_at(seats, [spectator], 0)
    reported: dict[str, list[Any]] = {"faces": [], "tokens": [], "falls": []}

    def act(tab: Tab, index: int, move: dict[str, Any]) -> None:
        """What a player at a real tower does: reads the die, the token, what fell."""
        if move["type"] == "roll":
            select = Select(tab.find("#die-face")[0])
            faces = [option.get_attribute("value") or "" for option in select.options]
            face = faces[len(reported["faces"]) % len(faces)]
            select.select_by_value(face)
            reported["faces"].append(face)
        elif move["type"] == "stack" and "token" in move:
            select = Select(tab.find("#token-flipped")[0])
            token = select.options[-1].get_attribute("value") or ""
            select.select_by_value(token)
            reported["tokens"].append(token)
        elif move["type"] == "stack" and move.get("card"):
            tower = len(tab.find("#tower .tower-cards .card"))
            if tower >= 2 and len(reported["falls"]) < 2:
                box = tab.find("#fell-cat_cards")[0]
                box.clear()
                box.send_keys("1")
                reported["falls"].append(tower)
        tab.click_move(index)

    last = play(seats, [spectator], lambda moves: 0, moves=MOVES, act=act)
    assert last == MOVES

    # What the page sent is what the referee logged: the faces, tokens and falls reported.
    _, log = api(url, "GET", f"/v1/sessions/{created.session}/log")
    moves = [entry["move"] for entry in log["moves"]]
    assert [m["face"] for m in moves if m["type"] == "roll"] == reported["faces"]
    assert [m["token"] for m in moves if m["type"] == "stack" and "token" in m] == reported[
        "tokens"
    ]
    falls = [m["fell"] for m in moves if m["type"] == "stack" and "fell" in m]
    one_cat = {"stacked": False, "cat_cards": 1, "fatty_cards": 0, "tokens": 0}
    assert falls == [one_cat] * len(reported["falls"])
    assert reported["faces"] and reported["falls"], reported  # the form was used
    events = [event["type"] for entry in log["moves"] for event in entry["events"]]
    assert events.count("fell") == len(reported["falls"])
    fell_lines = [li.text for li in spectator.find("#log li") if "fell:" in li.text]
    assert len(fell_lines) == len(reported["falls"]), fell_lines
    for tab in [*seats.values(), spectator]:
        assert tab.look().log == list(range(1, last + 1)), tab.name
    acting = next(p for p in PLAYERS if seats[p].look().moves)
    seats[acting].screenshots("cattower-seat")
    spectator.screenshots("cattower-spectator")
    assert seats[acting].unnamed_controls() == []
    assert_only(list(browsers.values()), url)
