"""Hovering keeps a button's colour: a Meow 10 hand card under the pointer is still its
cat type's colour, and the lobby's primary button keeps its accent (it went white on
cream). A bare button still lightens, and every button's border darkens."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from selenium.webdriver.common.action_chains import ActionChains

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import Tab, api

PLAYERS = ["ann", "bob"]


def colours(tab: Tab, element: Any) -> dict[str, Any]:
    found: dict[str, Any] = tab.driver.execute_script(
        """
        const style = getComputedStyle(arguments[0]);
        return {background: style.backgroundColor, image: style.backgroundImage,
                border: style.borderTopColor, hovered: arguments[0].matches(":hover")};
        """,
        element,
    )
    return found


def hovered(tab: Tab, element: Any) -> dict[str, Any]:
    ActionChains(tab.driver).move_to_element(element).perform()
    return colours(tab, element)


def test_a_hand_card_and_the_create_button_keep_their_colours_under_the_pointer(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browser = launch_browser("hover")
    lobby = Tab.open(browser, f"{url}/play/", "lobby")
    create = browser.wait_until(lambda: lobby.find("#create"), "the create button")[0]
    hovered(lobby, lobby.find("h1")[0])  # the pointer elsewhere first
    before = colours(lobby, create)
    after = hovered(lobby, create)
    assert after["hovered"] and not before["hovered"]
    assert after["background"] == before["background"] != "rgb(255, 255, 255)"

    status, session = api(
        url, "POST", "/v1/sessions", body={"game": "meow10", "players": PLAYERS, "seed": "hover"}
    )
    assert status == 201, session
    seat = session["to_act"][0]
    tab = Tab.open(
        browser, f"{url}/play/#session={session['id']}&seat={session['seats'][seat]}", seat
    )
    cards = browser.wait_until(lambda: tab.find('button.m10[class*="colour-"]'), "a hand card")
    card = cards[0]
    ActionChains(tab.driver).move_to_element(tab.find("h1")[0]).perform()
    before = colours(tab, card)
    after = hovered(tab, card)
    assert after["hovered"] and not before["hovered"]
    assert after["background"] == before["background"]  # the cat type's colour stays
    assert after["border"] != before["border"]  # and the pointer still shows
