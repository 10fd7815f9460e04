"""A hint at the table page: the seat whose turn it is clicks "Hint", and the page marks
the button of the move the bot suggests (GET /v1/sessions/{id}/suggest with the seat's
token) and names it in that button's words; the hint goes with the next move. A seat
that may not act, and a spectator, are offered no hint."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import pytest

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import Tab, api, assert_only, everyone_at

PLAYERS = ["ann", "bob"]


def suggested(tab: Tab) -> dict[str, Any] | None:
    """The hint the page shows: its text, and the marked buttons' labels and moves."""
    found: dict[str, Any] | None = tab.driver.execute_script(
        """
        const out = document.getElementById("suggestion");
        if (!out || !out.textContent) return null;
        return {
          text: out.textContent,
          move: JSON.parse(out.dataset.move),
          marked: [...document.querySelectorAll("#moves button.move.suggested")].map((b) => ({
            label: b.textContent, move: JSON.parse(b.dataset.move),
          })),
        };
        """
    )
    return found


@pytest.mark.parametrize("game", ["meow10", "copycat"])
def test_the_seat_to_act_asks_for_a_hint_and_sees_its_move_named_and_marked(
    live_service: procs.Server, launch_browser: Callable[[str], Browser], game: str
) -> None:
    url = live_service.url
    status, session = api(
        url, "POST", "/v1/sessions", body={"game": game, "players": PLAYERS, "seed": "hint-1"}
    )
    assert status == 201, session
    mover = session["to_act"][0]
    idle = next(p for p in PLAYERS if p != mover)
    browser = launch_browser(mover)
    link = f"{url}/play/#session={session['id']}&seat={session['seats'][mover]}"
    seat = Tab.open(browser, link, mover)
    idle_link = f"{url}/play/#session={session['id']}&seat={session['seats'][idle]}"
    other = Tab.open(browser, idle_link, idle)
    spectator = Tab.open(browser, f"{url}/play/#session={session['id']}", "spectator")
    everyone_at({mover: seat, idle: other}, [spectator], 0)
    assert other.find("#hint") == [] and spectator.find("#hint") == []

    seat.click("#hint")
    shown = browser.wait_until(lambda: suggested(seat), "the hint")
    assert shown is not None
    status, hint = api(url, "GET", f"/v1/sessions/{session['id']}/suggest", session["seats"][mover])
    assert status == 200, hint
    assert shown["move"] == hint["move"]  # the same question gets the same answer
    assert [m["move"] for m in shown["marked"]] == [hint["move"]]
    label = shown["marked"][0]["label"]
    assert shown["text"] == f"Hint: {label}"  # named as the page names that move
    assert hint["move"]["player"] == mover
    assert seat.unnamed_controls() == []
    seat.screenshots(f"{game}-hint")

    # The move hinted at, played: the hint is gone at the next version.
    seat.find("#moves button.move.suggested")[0].click()
    seat.wait(lambda look: look.version == 1, "the hinted move played")
    assert suggested(seat) is None
    _, log = api(url, "GET", f"/v1/sessions/{session['id']}/log")
    assert log["moves"][0]["move"] == hint["move"]
    assert_only([browser], f"{urlsplit(url).scheme}://{urlsplit(url).netloc}")
