"""Links that cannot open a table say why, on the page, instead of leaving it blank: an
unknown session, another session's seat token, a link cut short, a bad API address. A
table whose session is deleted while it is open says so and offers no more moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import Look, Tab, api, assert_only

UNKNOWN = "AAAAAAAAAAAAAAAAAAAAAA"
# What Chromium logs for the refusals these links get (the page expects them).
REFUSED = ("status of 401", "status of 404")


def new_session(url: str) -> Any:
    body = {"game": "copycat", "players": ["a", "b"]}
    status, created = api(url, "POST", "/v1/sessions", body=body)
    assert status == 201, created
    return created


def says(text: str) -> Callable[[Look], bool]:
    return lambda look: look.problem is not None and text in look.problem


def test_bad_links_say_what_is_wrong(live_service: procs.Server, browser: Browser) -> None:
    url = live_service.url
    mine, theirs = new_session(url), new_session(url)
    foreign_token = theirs["seats"]["a"]
    page = f"{url}/play/"
    cases = {
        f"#session={UNKNOWN}&seat=sometoken": "No such session",
        f"#session={UNKNOWN}": "No such session",
        f"#session={mine['id']}&seat={foreign_token}": "This seat link is not valid",
        f"#session={mine['id']}&seat=not-a-token": "This seat link is not valid",
        f"#seat={foreign_token}": "It names no session",
        f"#session={mine['id']}&seat=": "Its seat token is empty",
    }
    tab = Tab.open(browser, page, "tab")
    tab.wait(lambda look: tab.find("#lobby"), "the lobby")
    for fragment, said in cases.items():
        browser.driver.get(page + fragment)  # a new fragment: the page routes again
        look = tab.wait(says(said), said)
        assert look.problem is not None and "lobby" in look.problem  # and a way on
        assert look.version is None  # no table drawn
        if foreign_token in fragment:
            tab.screenshots("foreign-seat-link")
    browser.driver.get(f"{page}?api=ftp://elsewhere#session={mine['id']}")
    tab.wait(says("API address is not valid"), "the bad API address")
    # A sound link still opens its table after all that.
    browser.driver.get(f"{page}#session={mine['id']}&seat={mine['seats']['a']}")
    tab.wait(lambda look: look.version == 0 and look.listed == 0, "the table")
    assert_only([browser], url, allow=REFUSED)


def test_a_deleted_session_closes_its_tables(live_service: procs.Server, browser: Browser) -> None:
    url = live_service.url
    created = new_session(url)
    session, seats = created["id"], created["seats"]
    seat = Tab.open(browser, f"{url}/play/#session={session}&seat={seats['a']}", "seat")
    spectator = Tab.open(browser, f"{url}/play/#session={session}", "spectator")
    for tab in (seat, spectator):
        tab.wait(lambda look: look.stream == "live" and look.version == 0, "a live table")
    assert seat.look().moves  # seat a starts: its moves are shown
    # The game is in play: the host ends it.
    status, _ = api(url, "DELETE", f"/v1/sessions/{session}", created["host"])
    assert status == 204
    for tab in (seat, spectator):
        look = tab.wait(lambda look: look.message and "deleted" in look.message, "the closed table")
        assert look.stream == "closed" and look.moves == []
    assert_only([browser], url)
