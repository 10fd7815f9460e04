"""A digital Cat Tower (issue #35): one person plays a whole game against a bot from the
lobby, with no physical tower. The lobby ticks "The referee decides what falls" as soon
as a bot plays a seat (`fall_model`), and only for Cat Tower; the table then asks for no
report of what fell, nor the die face or token (`physical_dice` is on), sends each move
as listed, and the log says what the referee drew. The person clicks only what the page
shows, to the result."""

from __future__ import annotations

from collections.abc import Callable

from selenium.webdriver.support.ui import Select

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import POLL_S, Look, Tab, api, assert_only, fill_lobby, fragment

PLAYERS = ["ann", "bob"]
BOTS = {"bob": "random"}
SEED = "digital-1"
# Anything on the page a player at a real tower fills in: never shown here.
REPORT = "#fall-report, #die-face, #token-flipped, [id^='fell-']"
# Notes whether the report's controls ever appear, between two looks of the test too.
WATCH = """
window.sawReport = false;
new MutationObserver(() => {
  if (document.querySelector(arguments[0])) window.sawReport = true;
}).observe(document.body, { childList: true, subtree: true });
"""


def fall_box(tab: Tab) -> bool | None:
    """Whether the lobby's fall-model box is ticked; None when it is not shown."""
    found = [box for box in tab.find("#fall-model") if box.is_displayed()]
    return found[0].is_selected() if found else None


def choose_game(tab: Tab, game: str) -> None:
    Select(tab.find("#game")[0]).select_by_value(game)
    tab.browser.wait_until(
        lambda: tab.find(f'#lobby[data-ready="{game}"]'), "the game's form", poll_s=POLL_S
    )


def played_by(tab: Tab, seat: int, level: str) -> None:
    Select(tab.find(f'#players select[name="bot-{seat}"]')[0]).select_by_value(level)


def test_one_person_plays_a_whole_digital_cat_tower_against_a_bot(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browser = launch_browser("ann")
    tab = Tab.open(browser, f"{url}/play", "ann")

    # The box is Cat Tower's only; it follows the seats until the person chooses.
    tab.wait(lambda look: tab.find('#game option[value="cattower"]'), "the lobby's games")
    choose_game(tab, "meow10")
    assert fall_box(tab) is None
    choose_game(tab, "cattower")
    Select(tab.find("#player-count")[0]).select_by_value("2")
    assert fall_box(tab) is False  # people alone: their own tower
    played_by(tab, 2, "greedy")
    assert fall_box(tab) is True  # a bot has no hands
    played_by(tab, 2, "")
    assert fall_box(tab) is False
    tab.click("#fall-model")
    played_by(tab, 2, "greedy")
    tab.click("#fall-model")
    played_by(tab, 2, "mcts")
    assert fall_box(tab) is False  # the person's choice stays
    tab.click("#fall-model")
    assert fall_box(tab) is True
    assert tab.unnamed_controls() == []

    fill_lobby(tab, "cattower", PLAYERS, SEED, {"physical_dice": True}, BOTS)
    assert fall_box(tab) is True
    tab.driver.execute_script("arguments[0].scrollIntoView()", tab.find("#fall-model")[0])
    browser.screenshot("cattower-digital-lobby")
    tab.click("#create")
    tab.browser.wait_until(
        lambda: tab.find('#table[data-seat="ann"][data-version]'), "ann's table", poll_s=POLL_S
    )
    tab.driver.execute_script(WATCH, REPORT)
    opened = fragment(tab.driver.current_url)
    session, token = opened["session"], opened["seat"]
    status, created = api(url, "GET", f"/v1/sessions/{session}")
    assert status == 200 and created["fall_model"] is True
    assert created["bots"] == BOTS and created["state"]["options"]["physical_dice"] is True
    note = tab.find("#fall-model-note")
    assert note and "referee draws what falls" in note[0].text

    turns = 0
    while True:
        look = tab.wait(
            lambda look: (
                look.result is not None or (look.listed == look.version and bool(look.moves))
            ),
            "ann's turn, or the game's end",
        )
        assert not tab.find(REPORT)
        if look.result is not None:
            break
        turns += 1
        # Every move is sent as listed: no report of what fell goes with it.
        assert all("fell" not in button["move"] for button in look.moves), look.moves
        if turns == 3:
            tab.screenshots("cattower-digital")
        version = look.version
        assert version is not None
        tab.click_move(0)
        tab.wait(past(version), "ann's move")

    assert tab.driver.execute_script("return window.sawReport") is False
    assert look.result["title"] == "Game over"
    tab.screenshots("cattower-digital-over")

    # The page shows the referee's log; what fell is the referee's draw, said in words.
    _, log = api(url, "GET", f"/v1/sessions/{session}/log")
    entries = log["moves"]
    assert entries[-1]["result"] is not None
    winner = entries[-1]["result"]["winner"]
    assert f"{winner} wins" in tab.find("#result")[0].text
    look = tab.wait(lambda look: look.log == [e["version"] for e in entries], "the whole log")
    mine = [e for e in entries if e["move"]["player"] == "ann"]
    assert len(mine) == turns and not any(e.get("by") for e in mine)
    assert {e["move"]["player"] for e in entries if e.get("by") == "bot"} == {"bob"}
    falls = [e["version"] for e in entries for ev in e["events"] if ev["type"] == "fell"]
    shown = [int(li.get_attribute("data-version")) for li in tab.find("#log li")]
    fell_lines = [v for v, li in zip(shown, tab.find("#log li"), strict=True) if "fell:" in li.text]
    assert fell_lines == falls
    assert any(e["move"]["player"] == "ann" and "fell" in e["move"] for e in entries), (
        "no stack of ann's fell: choose another seed"
    )
    assert not [r.url for r in browser.requests() if token in r.url]
    assert tab.unnamed_controls() == []
    assert_only([browser], url)


def past(version: int) -> Callable[[Look], bool]:
    return lambda look: look.version is not None and look.version > version
