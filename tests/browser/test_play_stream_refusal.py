"""A table whose stream the referee refuses says why, in the referee's words: gunicorn
with sync workers and Redis (the production API tier) answers a stream with 503
`streams-not-served`, and the page names that, not a guess at the cause."""

from __future__ import annotations

from collections.abc import Callable

from selenium.common.exceptions import StaleElementReferenceException

from bench import procs
from tests.browser.conftest import Browser
from tests.browser.table_pages import Tab, api

PLAYERS = ["ann", "bob"]


def status_text(tab: Tab) -> str:
    """The stream's status line; "" while the page has not drawn it, or is drawing it again
    (the table draws it once it has read the session), so a wait on it goes on rather than
    failing."""
    found = tab.find("#stream-status")
    try:
        return str(found[0].text) if found else ""
    except StaleElementReferenceException:
        return ""


def refusal_named(tab: Tab) -> Callable[[], bool]:
    return lambda: "Streams are not served here" in status_text(tab)


def test_a_refused_stream_names_the_referees_reason(
    service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    url = service.url  # sync workers on Redis: they serve no streams
    status, created = api(
        url, "POST", "/v1/sessions", body={"game": "meow10", "players": PLAYERS, "seed": "refusal"}
    )
    assert status == 201, created
    session, tokens = created["id"], created["seats"]
    seat = Tab.open(
        launch_browser("ann"), f"{url}/play/#session={session}&seat={tokens['ann']}", "ann"
    )
    spectator = Tab.open(launch_browser("spectator"), f"{url}/play/#session={session}", "spectator")
    for tab in (seat, spectator):
        tab.browser.wait_until(refusal_named(tab), f"{tab.name}: the refusal named", poll_s=0.05)
        said = status_text(tab)
        assert "503" in said and "gevent worker" in said, said
        assert "too many tabs" not in said
    seat.screenshots("stream-refused")
