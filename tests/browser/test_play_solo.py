"""A table of one person and bots (issue #35): the lobby makes seats bots' and sets a turn
clock, then opens the one person's seat in the same tab; the referee plays the bots'
seats (the live service's BOT_DELAY_MS is 50), their moves reach the page through the
stream, and the person's controls work again on their turn. The person's seat counts
down the time left; the bots' moves are marked in the log and said above the table; a
turn that runs out is played by a bot, and the page says so; a move the referee refuses
because the turn ran out or a bot now plays the seat is said in words."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from bench import procs
from tests.browser.conftest import Browser, live_env, start_service
from tests.browser.table_pages import (
    Look,
    Tab,
    api,
    assert_only,
    create_in_lobby,
    first_of,
    sit_alone,
)
from tests.redis_server import ExternalRedis, RedisServer

TIME_LEFT = re.compile(r"^(\d+):([0-5]\d)$")
TURN_SECONDS = 300  # far more than a click takes, on any machine
# What Chromium logs for the refusals the last test makes on purpose.
REFUSED_409 = "/moves - Failed to load resource: the server responded with a status of 409"
# Run before a page's own scripts: keeps every EventSource it opens, so that a test can
# close them (the page then hears nothing, as behind a stalled network).
KEEP_EVENT_SOURCES = """
window.eventSources = [];
const Native = window.EventSource;
window.EventSource = class extends Native {
  constructor(...args) { super(...args); window.eventSources.push(this); }
};
"""


def seconds_left(shown: str) -> int:
    found = TIME_LEFT.match(shown)
    assert found, f"not a time left: {shown!r}"
    return int(found[1]) * 60 + int(found[2])


def my_turn(look: Look) -> bool:
    """The seat's listing of the version shown holds moves to click."""
    return look.listed == look.version and bool(look.moves)


def shows_other_than(shown: str) -> Callable[[Look], bool]:
    """ann's countdown shows another time than `shown`."""
    return lambda look: look.countdowns.get("ann") not in (None, shown)


def past(version: int) -> Callable[[Look], bool]:
    return lambda look: look.version is not None and look.version > version


def round_over(tab: Tab) -> bool:
    return bool(tab.find("#log li.with-result"))


def test_one_person_plays_a_whole_meow10_round_against_two_bots_from_the_lobby(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browser = launch_browser("ann")
    tab = Tab.open(browser, f"{url}/play", "ann")
    bots = {"bob": "greedy", "cy": "random"}
    session, token = sit_alone(
        tab, "meow10", ["ann", "bob", "cy"], "solo-1", bots=bots, clock=TURN_SECONDS
    )
    # The bots' seats are labelled with their levels.
    for player, level in bots.items():
        (box,) = tab.find(f'#view .seat[data-player="{player}"]')
        assert box.get_attribute("data-bot") == level
        assert f"{level} bot" in box.find_element("css selector", "h3").text
    assert tab.find('#view .seat[data-player="ann"][data-bot]') == []

    turns = 0
    ticked = False
    while True:
        look = tab.wait(
            lambda look: my_turn(look) or round_over(tab), "ann's turn, or the round's end"
        )
        if round_over(tab):
            break
        turns += 1
        # ann's deadline runs on her seat, and nobody else's.
        assert list(look.countdowns) == ["ann"], look.countdowns
        left = seconds_left(look.countdowns["ann"])
        assert 0 < left <= TURN_SECONDS
        if not ticked:  # it counts down live, a second at a time
            later = tab.wait(shows_other_than(look.countdowns["ann"]), "the countdown ticking")
            assert seconds_left(later.countdowns["ann"]) < left
            ticked = True
        if turns == 2:
            # bob and cy moved since ann's first move: the page says what they did.
            assert "bob (greedy bot)" in look.bot_moves and "cy (random bot)" in look.bot_moves
            tab.screenshots("meow10-solo")
        assert look.version is not None
        tab.click_move(first_of()(look.moves))  # the largest play, else the draw
        tab.wait(past(look.version), "the move")

    assert turns >= 2
    # The round is over: the page's log is the referee's, every bot move marked as one.
    _, log = api(url, "GET", f"/v1/sessions/{session}/log")
    entries = log["moves"]
    assert any(entry["result"] for entry in entries)
    look = tab.wait(lambda look: look.log == [e["version"] for e in entries], "the whole log")
    marked = {str(e["version"]) for e in entries if e.get("by")}
    assert marked and set(look.by) == marked, (look.by, marked)
    assert all(e["move"]["player"] in bots for e in entries if e.get("by") == "bot")
    assert {e["move"]["player"] for e in entries if not e.get("by")} <= {"ann"}
    # The bots' moves came on the stream: the table read the session once.
    paths = [urlsplit(r.url).path for r in browser.requests()]
    assert paths.count(f"/v1/sessions/{session}") == 1
    assert paths.count(f"/v1/sessions/{session}/stream") == 1
    assert not [r.url for r in browser.requests() if token in r.url]
    assert tab.unnamed_controls() == []
    assert_only([browser], url)


@pytest.mark.parametrize(
    ("game", "bots"),
    [
        ("copycat", {"bob": "greedy", "cy": "mcts"}),
        ("supermeow", {"bob": "greedy"}),
        ("cattower", {"bob": "random"}),
    ],
)
def test_each_game_seats_a_person_among_bots(
    live_service: procs.Server,
    launch_browser: Callable[[str], Browser],
    game: str,
    bots: dict[str, str],
) -> None:
    """bob, a bot, starts; the page shows his move, then ann's turn on the clock."""
    url = live_service.url
    browser = launch_browser("ann")
    tab = Tab.open(browser, f"{url}/play", "ann")
    players = ["bob", "ann", *[p for p in bots if p != "bob"]]
    sit_alone(tab, game, players, f"solo-{game}", bots=bots, clock=TURN_SECONDS)
    look = tab.wait(
        lambda look: my_turn(look) and "ann" in look.countdowns and look.by,
        "ann's turn on the clock after a bot's move",
    )
    assert 0 < seconds_left(look.countdowns["ann"]) <= TURN_SECONDS
    assert "bob (" in look.bot_moves
    for player, level in bots.items():
        assert tab.find(f'#view .seat[data-player="{player}"][data-bot="{level}"]')
    assert tab.unnamed_controls() == []
    tab.screenshots(f"{game}-solo")
    assert_only([browser], url)


def test_a_turn_that_runs_out_is_played_by_a_bot_and_the_page_says_so(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browser = launch_browser("ann")
    tab = Tab.open(browser, f"{url}/play", "ann")
    session, _ = sit_alone(
        tab, "meow10", ["ann", "bob"], "solo-timeout", bots={"bob": "greedy"}, clock=5
    )
    look = tab.wait(lambda look: my_turn(look) and "ann" in look.countdowns, "ann's turn")
    assert seconds_left(look.countdowns["ann"]) <= 5
    # ann does nothing: her turn runs out, a bot plays it, and the page says so.
    look = tab.wait(lambda look: "1" in look.by, "the timed-out turn played")
    _, log = api(url, "GET", f"/v1/sessions/{session}/log")
    assert log["moves"][0]["by"] == "timeout" and log["moves"][0]["move"]["player"] == "ann"
    assert "out of time" in look.by["1"]
    tab.wait(lambda look: "Your time ran out" in look.bot_moves, "the page saying so")
    tab.screenshots("meow10-timed-out")
    assert_only([browser], url)


def test_with_two_people_the_lobby_hands_out_their_links_and_folds_the_bots(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = live_service.url
    browser = launch_browser("host")
    lobby = Tab.open(browser, f"{url}/play", "lobby")
    created = create_in_lobby(lobby, "meow10", ["ann", "bob", "cy"], "two-1", bots={"cy": "mcts"})
    shown = [a.text for a in lobby.find("#created a") if a.is_displayed()]
    assert shown == ["Open ann's seat", "Open bob's seat", "Open the spectator view"]
    assert "cy: mcts" in lobby.find("#created details.bot-seats summary")[0].text
    assert set(created.seats) == {"ann", "bob", "cy"}  # cy's link, folded away
    _, view = api(url, "GET", f"/v1/sessions/{created.session}")
    assert view["bots"] == {"cy": "mcts"}
    assert "clock" not in view  # no clock unless asked for
    assert lobby.unnamed_controls() == []
    assert_only([browser], url)


def test_a_late_move_and_a_move_for_a_bots_seat_are_refused_in_words(
    redis_node: RedisServer | ExternalRedis,
    launch_browser: Callable[[str], Browser],
    tmp_path: Path,
) -> None:
    """A referee whose table jobs wait for a Dramatiq worker that is not running
    (JOBS=dramatiq): nothing plays a timed-out turn or a bot's seat, so the person's move
    meets the referee's refusal itself, 409 `turn-timed-out` or `seat-is-bot`."""
    env = {**live_env(redis_node.url), "JOBS": "dramatiq"}
    with start_service(env, tmp_path / "gunicorn.log") as idle:
        url = idle.url
        browser = launch_browser("ann")

        def seat(seed: str, turn_seconds: int) -> tuple[Tab, dict[str, str]]:
            body = {
                "game": "meow10",
                "players": ["ann", "bob"],
                "seed": seed,
                "clock": {"turn_seconds": turn_seconds, "on_timeout": "bot"},
            }
            status, created = api(url, "POST", "/v1/sessions", body=body)
            assert status == 201, created
            link = f"{url}/play/#session={created['id']}&seat={created['seats']['ann']}"
            tab = Tab.open(browser, link, f"ann at {seed}")
            tab.wait(lambda look: my_turn(look) and "ann" in look.countdowns, "ann's turn")
            return tab, created

        # ann's turn runs out; her move comes late.
        late, _ = seat("late-1", 5)
        late.wait(lambda look: look.countdowns.get("ann") == "0:00", "the time run out")
        late.click_move(0)
        said = late.wait(lambda look: look.message, "the refusal said").message
        assert said is not None and "time for this turn ran out" in said and "{" not in said
        assert late.look().version == 0

        def hand_to_a_bot(created: dict[str, str]) -> None:
            path = f"/v1/sessions/{created['id']}/seats/ann"
            status, answer = api(url, "PUT", path, created["host"], {"bot": "greedy"})
            assert status == 200, answer

        def shown_as_the_bots(tab: Tab) -> None:
            tab.wait(lambda look: tab.find("#seat-bot"), "the seat shown as the bot's")
            assert tab.find('#view .seat[data-player="ann"][data-bot="greedy"]')
            assert tab.look().moves == []

        # The host hands ann's seat to a bot: her page hears it on its stream at once.
        heard, created = seat("handed-1", TURN_SECONDS)
        hand_to_a_bot(created)
        shown_as_the_bots(heard)
        heard.screenshots("meow10-seat-is-bot")

        # A page that has not heard it yet (its stream held up, as a slow network would
        # hold it: closed here) sends a move for the bot's seat: refused, in words, and
        # the page reads the session again.
        deaf, created = seat("handed-2", TURN_SECONDS)
        deaf.driver.execute_cdp_cmd(
            "Page.addScriptToEvaluateOnNewDocument", {"source": KEEP_EVENT_SOURCES}
        )
        deaf.driver.refresh()
        deaf.wait(lambda look: my_turn(look) and "ann" in look.countdowns, "ann's turn again")
        deaf.browser.wait_until(
            lambda: deaf.driver.execute_script("return window.eventSources.length"),
            "ann's page opening its stream",
        )
        deaf.driver.execute_script("window.eventSources.forEach((source) => source.close());")
        hand_to_a_bot(created)
        deaf.click_move(0)
        said = deaf.wait(lambda look: look.message, "the refusal said").message
        assert said is not None and "A bot plays ann's seat" in said and "{" not in said
        shown_as_the_bots(deaf)
        assert_only([browser], url, allow=[REFUSED_409])
