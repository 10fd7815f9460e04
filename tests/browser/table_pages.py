"""Driving the table page (GET /play/, service/web/play/) in the browser tests.

A `Tab` is one browser tab showing the lobby or a table. What a test reads of it comes
from the page's DOM, in one script per look (`Tab.look`): the version shown, the version
of the seat's listing and its move buttons (each button carries the listed move in
`data-move`), the log's versions, the stream's state, a refusal's reason, the result
panel, each seat's turn-clock countdown and the log's marks of the bots' moves. What a
test does is click what the page shows.

`play(...)` is the loop every game test uses: wait until every tab shows the same
version (and every seat its listing of it), pick a button by a deterministic rule, click
it, and wait for the next version everywhere, so each move is seen by every tab before
the next is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import orjson
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from bench import procs
from tests.browser.conftest import Browser

POLL_S = 0.02  # how often a wait looks again: the page answers in milliseconds
PHONE = (390, 844)
DESKTOP = (1280, 1024)

LOOK = """
const table = document.getElementById("table");
const moves = document.getElementById("moves");
const reason = document.getElementById("reason");
const result = document.getElementById("result");
const problem = document.getElementById("problem");
const message = document.getElementById("message");
const listed = moves && moves.dataset.version !== undefined ? Number(moves.dataset.version) : null;
return {
  version: table && table.dataset.version !== undefined ? Number(table.dataset.version) : null,
  stream: table ? table.dataset.stream || null : null,
  listed: listed,
  moves: listed === null ? [] : [...moves.querySelectorAll("button.move")].map((b) => ({
    label: b.textContent, move: JSON.parse(b.dataset.move), disabled: b.disabled,
  })),
  log: [...document.querySelectorAll("#log li")].map((li) => Number(li.dataset.version)),
  reason: reason ? {
    code: reason.querySelector(".code").textContent,
    rule: reason.querySelector(".rule").textContent,
    message: reason.querySelector(".message").textContent,
  } : null,
  result: result && !result.hidden ? {
    version: Number(result.dataset.version),
    title: result.querySelector("h2").textContent,
    rows: Object.fromEntries([...result.querySelectorAll("table.scores tbody tr")].map((tr) => [
      tr.querySelector("th").textContent,
      [...tr.querySelectorAll("td")].map((td) => td.textContent),
    ])),
    winners: [...result.querySelectorAll("table.scores tr.winner th")].map((th) => th.textContent),
  } : null,
  problem: problem ? problem.textContent : null,
  message: message ? message.textContent : null,
  hand: [...document.querySelectorAll("#view .seat.mine .hand .card")].map((c) => c.dataset.card),
  countdowns: Object.fromEntries([...document.querySelectorAll("#view .seat")].flatMap((seat) => {
    const shown = seat.querySelector(".countdown");
    return shown ? [[seat.dataset.player, shown.textContent]] : [];
  })),
  by: Object.fromEntries([...document.querySelectorAll("#log li")].flatMap((li) => {
    const by = li.querySelector(".by");
    return by ? [[li.dataset.version, by.textContent]] : [];
  })),
  bot_moves: document.getElementById("bot-moves")?.textContent || "",
};
"""


@dataclass
class Look:
    version: int | None
    stream: str | None
    listed: int | None
    moves: list[dict[str, Any]]
    log: list[int]
    reason: dict[str, str] | None
    result: dict[str, Any] | None
    problem: str | None
    message: str | None
    hand: list[str] = field(default_factory=list)
    countdowns: dict[str, str] = field(default_factory=dict)  # player -> time left shown
    by: dict[str, str] = field(default_factory=dict)  # log version -> its "(bot)" mark
    bot_moves: str = ""  # the bots' latest moves, as the table's head says them


class Tab:
    """One tab of a Browser showing the table page."""

    def __init__(self, browser: Browser, handle: str, name: str) -> None:
        self.browser = browser
        self.handle = handle
        self.name = name

    @classmethod
    def open(cls, browser: Browser, url: str, name: str) -> Tab:
        """In the browser's current tab when it shows nothing yet, else in a new tab."""
        if browser.driver.current_url == "about:blank":
            browser.driver.get(url)
            return cls(browser, browser.driver.current_window_handle, name)
        return cls(browser, browser.new_tab(url), name)

    @property
    def driver(self) -> Any:
        if self.browser.driver.current_window_handle != self.handle:
            self.browser.switch_to(self.handle)
        return self.browser.driver

    def look(self) -> Look:
        return Look(**self.driver.execute_script(LOOK))

    def wait(self, check: Callable[[Look], Any], what: str | Callable[[], str]) -> Look:
        """The first look for which `check` holds; the test fails naming `what`."""

        def seen() -> Look | None:
            look = self.look()
            return look if check(look) else None

        found = self.browser.wait_until(seen, lambda: f"{self.name}: {_said(what)}", poll_s=POLL_S)
        assert found is not None
        return found

    def find(self, css: str) -> list[Any]:
        return list(self.driver.find_elements(By.CSS_SELECTOR, css))

    def click(self, css: str, index: int = 0) -> None:
        found = self.browser.wait_until(
            lambda: self.find(css), f"{self.name}: {css!r} on the page", poll_s=POLL_S
        )
        found[index].click()

    def click_move(self, index: int) -> None:
        self.find("#moves button.move")[index].click()

    def screenshots(self, stem: str) -> list[Path]:
        """The tab at desktop and at phone width; fails if the phone layout scrolls sideways."""
        driver = self.driver
        shots = [self.browser.screenshot(f"{stem}-desktop")]
        driver.set_window_size(*PHONE)
        try:
            width = driver.execute_script("return window.innerWidth")
            wide = driver.execute_script("return document.documentElement.scrollWidth")
            assert wide <= width, f"{self.name}: the page is {wide} px wide at {width} px"
            shots.append(self.browser.screenshot(f"{stem}-phone"))
        finally:
            driver.set_window_size(*DESKTOP)
        return shots

    def unnamed_controls(self) -> list[str]:
        """The page's shown buttons, links and fields that have no accessible name
        (Chromium's own computation, as a screen reader would get it; a folded control
        has none until it is shown)."""
        missing = []
        for element in self.find("#app button, #app a, #app input, #app select, #app textarea"):
            if element.is_displayed() and not (element.accessible_name or "").strip():
                missing.append(element.get_attribute("outerHTML")[:120])
        return missing


def _said(what: str | Callable[[], str]) -> str:
    return what() if callable(what) else what


def fragment(url: str) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(url).fragment).items()}


@dataclass
class Created:
    session: str
    seats: dict[str, str]  # player -> seat link
    spectator: str

    def token(self, player: str) -> str:
        return fragment(self.seats[player])["seat"]


def fill_lobby(
    tab: Tab,
    game: str,
    players: Sequence[str],
    seed: str,
    options: dict[str, Any] | None = None,
    bots: dict[str, str] | None = None,
    clock: int | None = None,
) -> None:
    """Fills the lobby's form as a user would: the game, its players (and who of them a
    bot plays, at which level), its options, the turn clock's seconds, the seed."""
    tab.wait(lambda look: tab.find(f'#game option[value="{game}"]'), "the lobby's games")
    Select(tab.find("#game")[0]).select_by_value(game)
    # The lobby draws the players and options once it has the game's details: fill them
    # only then, or a box may be drawn anew under the typing (a stale element).
    tab.browser.wait_until(
        lambda: tab.find(f'#lobby[data-ready="{game}"]'), "the game's form", poll_s=POLL_S
    )
    Select(tab.find("#player-count")[0]).select_by_value(str(len(players)))
    for index, name in enumerate(players, 1):
        box = tab.find(f'#players input[name="player-{index}"]')[0]
        box.clear()
        box.send_keys(name)
        level = (bots or {}).get(name, "")
        Select(tab.find(f'#players select[name="bot-{index}"]')[0]).select_by_value(level)
    for name, value in (options or {}).items():
        control = tab.find(f"#option-{name}")[0]
        if isinstance(value, bool):
            if control.is_selected() != value:
                control.click()
        elif control.tag_name == "select":
            Select(control).select_by_value(orjson.dumps(value).decode())
        else:
            control.clear()
            control.send_keys(str(value))
    if clock is not None:
        tab.click("#clock")
        seconds = tab.find("#clock-seconds")[0]
        seconds.clear()
        seconds.send_keys(str(clock))
    tab.find("#seed")[0].send_keys(seed)


def create_in_lobby(
    tab: Tab,
    game: str,
    players: Sequence[str],
    seed: str,
    options: dict[str, Any] | None = None,
    bots: dict[str, str] | None = None,
    clock: int | None = None,
) -> Created:
    """Fills the lobby's form as a user would and returns the links it shows (a table
    with more than one person)."""
    fill_lobby(tab, game, players, seed, options, bots, clock)
    tab.click("#create")
    links = tab.browser.wait_until(
        lambda: tab.find("#created li[data-seat] a"), "the seat links", poll_s=POLL_S
    )
    seats = {
        link.find_element(By.XPATH, "..").get_attribute("data-seat"): link.get_attribute("href")
        for link in links
    }
    spectator = tab.find("#created li[data-spectator] a")[0].get_attribute("href")
    return Created(fragment(spectator)["session"], seats, spectator)


def sit_alone(
    tab: Tab,
    game: str,
    players: Sequence[str],
    seed: str,
    bots: dict[str, str],
    clock: int | None = None,
    options: dict[str, Any] | None = None,
) -> tuple[str, str]:
    """Creates a table of one person and bots in the lobby, which opens that person's seat
    in the same tab; returns the session id and the seat's token once the table shows."""
    (person,) = [p for p in players if p not in bots]
    fill_lobby(tab, game, players, seed, options, bots, clock)
    tab.click("#create")
    tab.browser.wait_until(
        lambda: tab.find(f'#table[data-seat="{person}"][data-version]'),
        "the seat's table",
        poll_s=POLL_S,
    )
    opened = fragment(tab.driver.current_url)
    return opened["session"], opened["seat"]


Chooser = Callable[[list[dict[str, Any]]], int]


def first_of(*types: str, most_cards: bool = True) -> Chooser:
    """A deterministic choice among the listed buttons: the first of the first type in
    `types` that is listed, else the one with the most cards (the first such), else the
    first button."""

    def choose(moves: list[dict[str, Any]]) -> int:
        for wanted in types:
            for index, button in enumerate(moves):
                if button["move"]["type"] == wanted:
                    return index
        if most_cards:
            sizes = [len(button["move"].get("cards", [])) for button in moves]
            return sizes.index(max(sizes))
        return 0

    return choose


def _still_missing(tab: Tab, what: str) -> Callable[[], str]:
    return lambda: f"{what} (the tab shows {tab.look()})"


def everyone_at(seats: dict[str, Tab], watchers: Sequence[Tab], version: int) -> dict[str, Look]:
    """Waits until every tab shows `version` and every seat its listing of it."""
    looks = {}
    for player, tab in seats.items():
        looks[player] = tab.wait(
            lambda look: look.version == version and look.listed == version,
            _still_missing(tab, f"version {version} and its listing"),
        )
    for tab in watchers:
        tab.wait(lambda look: look.version == version, f"version {version}")
    return looks


def play(
    seats: dict[str, Tab],
    watchers: Sequence[Tab],
    choose: Chooser,
    start: int = 0,
    moves: int | None = None,
    before: Callable[[int, str, dict[str, Any], dict[str, Look]], None] | None = None,
    act: Callable[[Tab, int, dict[str, Any]], None] | None = None,
) -> int:
    """Plays from version `start` until no seat has a move (the game or match is over), or
    for `moves` moves: each time the first seat, in seat order, that shows buttons clicks
    the one `choose` picks (or `act` does the clicking: forms). `before(version, player,
    move, looks)` sees every choice first. Returns the last version."""
    version = start
    while moves is None or version - start < moves:
        looks = everyone_at(seats, watchers, version)
        acting = [player for player, look in looks.items() if look.moves]
        if not acting:
            return version
        player = acting[0]
        buttons = looks[player].moves
        index = choose(buttons)
        if before:
            before(version, player, buttons[index]["move"], looks)
        if act:
            act(seats[player], index, buttons[index]["move"])
        else:
            seats[player].click_move(index)
        version += 1
    everyone_at(seats, watchers, version)
    return version


def api(server_url: str, method: str, path: str, token: str | None = None, body: Any = None) -> Any:
    """A request of the test's own (not the page's), for checking what the page shows."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = procs.request(server_url, method, path, body, headers)
    assert answer is not None, f"{method} {path}: no answer"
    status, raw = answer
    return status, (orjson.loads(raw) if raw else None)


# What Chromium logs for an answer the page expected: a refused move (the test's own
# illegal click). Any other console line fails the test.
REFUSED_MOVE = "/moves - Failed to load resource: the server responded with a status of 422"


def assert_only(browsers: Sequence[Browser], *origins: str, allow: Sequence[str] = ()) -> None:
    """No request left `origins`, and no console errors but those containing one of
    `allow` (a refused move, a stream cut by a server the test stopped)."""
    for browser in browsers:
        offending = browser.foreign_requests(*origins)
        assert not offending, f"{browser.label} reached another host: " + ", ".join(
            f"{r.url} ({r.failed or 'sent'})" for r in offending
        )
        errors = [e for e in browser.console_errors() if not any(a in e for a in allow)]
        assert not errors, f"{browser.label}: {errors}"
