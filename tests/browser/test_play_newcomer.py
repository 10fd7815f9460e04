"""What a newcomer tripped on at the table page, each in the page's own words and at a
phone's width (390 px): a refusal names cards as the table shows them, never in wire
codes; Cat Tower's "what fell" form keeps each label with its field and says a refused
report in words; an empty hand is no card back with "0"; card captions fit their cards;
the lobby's hints carry no rule ids or Markdown backticks."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from selenium.webdriver.support.ui import Select

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import DESKTOP, PHONE, Tab, api

PLAYERS = ["ann", "bob"]
MEOW10_CODE = re.compile(r"\b[a-z_]+-\d+\b")  # a Meow 10 card on the wire: "siamese-4"


def session(url: str, game: str, seed: str, **options: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"game": game, "players": PLAYERS, "seed": seed}
    if options:
        body["options"] = options
    status, created = api(url, "POST", "/v1/sessions", body=body)
    assert status == 201, created
    return dict(created)


def seat_tab(browser: Browser, url: str, created: dict[str, Any], player: str) -> Tab:
    link = f"{url}/play/#session={created['id']}&seat={created['seats'][player]}"
    tab = Tab.open(browser, link, player)
    tab.wait(lambda look: look.listed == look.version is not None, "the seat's listing")
    return tab


def move_by_api(url: str, created: dict[str, Any], choose: Callable[[list[Any]], Any]) -> Any:
    """One move of the seat that has one, chosen by `choose`; the answer."""
    for token in created["seats"].values():
        _, listing = api(url, "GET", f"/v1/sessions/{created['id']}/legal-moves", token)
        if listing["moves"]:
            body = {"move": choose(listing["moves"]), "expected_version": listing["version"]}
            status, answer = api(url, "POST", f"/v1/sessions/{created['id']}/moves", token, body)
            assert status == 200, answer
            return answer
    raise AssertionError("no seat has a move")


def test_a_refused_play_names_its_cards_as_the_table_does(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    created = session(url, "meow10", "names-1")
    player = created["to_act"][0]
    tab = seat_tab(launch_browser(player), url, created, player)
    listed = {tuple(b["move"]["cards"]) for b in tab.look().moves if b["move"]["type"] == "play"}
    hand = tab.find("#view .seat.mine .hand button.card")
    codes = [card.get_attribute("data-card") for card in hand]
    # One card that follows neither number nor colour: the referee's message names two.
    stray = next(i for i, code in enumerate(codes) if (code,) not in listed and code != "rainbow")
    hand[stray].click()
    tab.click("#play-selected")
    tab.wait(lambda look: look.reason, "the refused play's reason")
    head = tab.find("#reason .reason-head")[0].text
    message = tab.find("#reason .message")[0].text
    label = hand[stray].get_attribute("aria-label")  # the card as the hand names it
    assert head == f"The referee refused your move: {player} plays {label}.", head
    assert label in message, message
    assert not MEOW10_CODE.search(head) and not MEOW10_CODE.search(message), (head, message)
    tab.screenshots("refused-play")


def test_the_fall_report_keeps_labels_with_fields_and_says_a_refusal_in_words(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    created = session(url, "cattower", "fall-1")
    game = f"/v1/sessions/{created['id']}"

    def stacking() -> str | None:
        for player in PLAYERS:
            _, listing = api(url, "GET", f"{game}/legal-moves", created["seats"][player])
            if any(move["type"] == "stack" for move in listing["moves"]):
                return player
        return None

    while not (stacker := stacking()):  # a roll and a give come first
        move_by_api(url, created, lambda moves: moves[0])
    browser = launch_browser(stacker)
    browser.driver.set_window_size(*PHONE)
    tab = seat_tab(browser, url, created, stacker)
    labels = tab.find("#fall-report label")
    assert len(labels) == 4
    boxes = [
        tab.driver.execute_script(
            "const r = arguments[0].getClientRects();"
            "return {lines: r.length, left: r[0].left, right: r[r.length - 1].right,"
            " top: r[0].top, bottom: r[r.length - 1].bottom};",
            label,
        )
        for label in labels
    ]
    for label, box in zip(labels, boxes, strict=True):
        field = label.find_element("css selector", "input")
        rect = field.rect
        assert box["lines"] == 1, f"{label.text!r} wraps away from its field"
        assert box["top"] <= rect["y"] and rect["y"] + rect["height"] <= box["bottom"] + 1
    for one, two in zip(boxes, boxes[1:], strict=False):
        if abs(one["top"] - two["top"]) < 2:  # on one row: a gap between them
            assert two["left"] - one["right"] >= 8, (one, two)
    tab.screenshots("fall-report")
    tab.driver.set_window_size(*PHONE)
    cat_cards = tab.find("#fell-cat_cards")[0]
    cat_cards.clear()
    cat_cards.send_keys("5")
    tab.find("#moves button.move")[0].click()
    look = tab.wait(lambda look: look.message, "the refused report")
    assert look.message is not None
    assert "cat cards: only" in look.message, look.message
    assert "{" not in look.message and "`" not in look.message, look.message
    assert "The referee refused your move: " in look.message
    tab.driver.set_window_size(*DESKTOP)
    tab.driver.execute_script("document.getElementById('notice').scrollIntoView()")
    tab.screenshots("fall-refused")


def overflowing(tab: Tab) -> list[str]:
    """The card marks and captions wider than their card shows."""
    found: list[str] = tab.driver.execute_script(
        "return [...document.querySelectorAll('.card .main, .card .caption')]"
        ".filter((c) => c.scrollWidth > c.clientWidth + 1"
        " || c.getBoundingClientRect().right > c.closest('.card').getBoundingClientRect().right + 1"
        " || c.getBoundingClientRect().left < c.closest('.card').getBoundingClientRect().left - 1)"
        ".map((c) => c.textContent);"
    )
    return found


def test_an_empty_hand_is_no_card_back_and_captions_fit_at_phone_width(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    created = session(url, "meow10", "empty-1")

    def most_cards(moves: list[Any]) -> Any:
        plays = [m for m in moves if m["type"] == "play"]
        return max(plays, key=lambda m: len(m["cards"])) if plays else moves[0]

    for _ in range(400):
        answer = move_by_api(url, created, most_cards)
        if answer["result"]:
            break
    assert answer["result"] and answer["result"]["end"] == "empty_hand", answer["result"]
    browser = launch_browser("spectator")
    browser.driver.set_window_size(*PHONE)
    tab = Tab.open(browser, f"{url}/play/#session={created['id']}", "spectator")
    tab.wait(lambda look: look.result is not None, "the round's result")
    counts = [c.text for c in tab.find("#view .card.back .count")]
    assert "0" not in counts, counts
    emptied = answer["result"]["by"]
    box = tab.find(f'#view .seat[data-player="{emptied}"]')[0]
    assert "no cards" in box.text, box.text
    assert overflowing(tab) == []
    tab.screenshots("empty-hand")
    # Copy Cat's widest faces, the special cards ("9·10·11"), in a seat's own hand.
    specials = session(url, "copycat", "wide-1", deck=["9/10/11", "6/7/8"] * 12 + ["1", "2"] * 6)
    browser.driver.set_window_size(*PHONE)
    seat = seat_tab(browser, url, specials, "ann")
    assert len(seat.find("#view .seat.mine .hand .card.special")) >= 3
    assert overflowing(seat) == []
    browser.driver.set_window_size(*DESKTOP)
    assert overflowing(seat) == []
    seat.screenshots("special-cards")


def found(tab: Tab, css: str) -> Callable[[], list[Any]]:
    return lambda: tab.find(css)


def test_lobby_hints_read_as_words(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    browser = launch_browser("lobby")
    browser.driver.set_window_size(*PHONE)
    lobby = Tab.open(browser, f"{live_service.url}/play/", "lobby")
    for game in ("meow10", "copycat", "supermeow", "cattower"):
        browser.wait_until(found(lobby, f'#game option[value="{game}"]'), "the games")
        Select(lobby.find("#game")[0]).select_by_value(game)
        browser.wait_until(found(lobby, f'#lobby[data-ready="{game}"]'), f"{game}'s form")
        hints = [h.get_attribute("textContent") for h in lobby.find("#options .hint")]
        assert hints, game
        for hint in hints:
            assert "`" not in hint and not re.match(r"[A-Z]\d+\b", hint), (game, hint)
    lobby.screenshots("lobby-hints")
