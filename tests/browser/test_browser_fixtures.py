"""The browser fixtures do what tests/browser/conftest.py says: a request to another host
is recorded and goes nowhere, tabs and browsers share what they are said to share, and a
quit browser leaves no process behind."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from bench import procs
from tests.browser.conftest import Browser, SeenRequest, by_name, foreign, same_origin

FETCH = """
const done = arguments[arguments.length - 1];
fetch(arguments[0]).then(r => done("answered " + r.status), e => done("refused: " + e));
"""


@pytest.mark.parametrize(
    ("url", "origin", "same"),
    [
        ("http://127.0.0.1:8000/docs", "http://127.0.0.1:8000", True),
        ("http://127.0.0.1:8000", "http://127.0.0.1:8000/", True),
        ("http://127.0.0.1:8001/docs", "http://127.0.0.1:8000", False),
        ("https://127.0.0.1:8000/docs", "http://127.0.0.1:8000", False),
        ("http://127.0.0.1:8000@evil.invalid/", "http://127.0.0.1:8000", False),
        ("http://127.0.0.1:80000/", "http://127.0.0.1:8000", False),
        ("ws://127.0.0.1:8000/socket", "http://127.0.0.1:8000", False),
    ],
)
def test_same_origin_is_scheme_host_and_port(url: str, origin: str, same: bool) -> None:
    assert same_origin(url, origin) is same


def test_foreign_leaves_out_the_browsers_own_pages_and_the_given_origins() -> None:
    seen = [
        SeenRequest(url, "tab")
        for url in [
            "http://127.0.0.1:8000/docs",
            "data:image/png;base64,AAAA",
            "chrome://resources/js/util.js",
            "about:blank",
            "https://validator.swagger.io/validator?url=x",
            "http://referee.test:8000/openapi.json",
        ]
    ]
    urls = [r.url for r in foreign(seen, "http://127.0.0.1:8000")]
    assert urls == [
        "https://validator.swagger.io/validator?url=x",
        "http://referee.test:8000/openapi.json",
    ]


def test_a_request_to_another_host_is_recorded_and_goes_nowhere(
    service: procs.Server, browser: Browser
) -> None:
    browser.driver.get(f"{service.url}/healthz")  # a page with no CSP of its own
    first = browser.driver.current_window_handle
    outcome = browser.driver.execute_async_script(FETCH, "http://foreign.invalid/probe")
    assert outcome.startswith("refused"), outcome
    second = browser.new_tab(f"{by_name(service)}/healthz")
    assert "ok" in browser.driver.page_source  # the service's name reaches the service
    outcome = browser.driver.execute_async_script(FETCH, "https://elsewhere.invalid/x")
    assert outcome.startswith("refused"), outcome

    offending = browser.foreign_requests(service.url, by_name(service))
    assert [(r.url, r.tab) for r in offending] == [
        ("http://foreign.invalid/probe", first),
        ("https://elsewhere.invalid/x", second),
    ]
    # Refused on this machine, by the proxy address where nothing listens.
    assert all(r.failed and r.failed.startswith("net::ERR_") for r in offending), offending
    seen = [(r.url, r.tab) for r in browser.requests()]
    assert (f"{service.url}/healthz", first) in seen
    assert (f"{by_name(service)}/healthz", second) in seen


def test_tabs_share_storage_and_browsers_do_not(
    service: procs.Server, launch_browser: Callable[[str], Browser], output_dir: Path
) -> None:
    ann, bob = launch_browser("ann"), launch_browser("bob")
    ann.driver.get(f"{service.url}/healthz")
    ann.driver.execute_script("localStorage.setItem('seat', 'ann')")
    ann.new_tab(f"{service.url}/healthz")
    assert ann.driver.execute_script("return localStorage.getItem('seat')") == "ann"
    assert len(ann.tabs()) == 2
    bob.driver.get(f"{service.url}/healthz")
    assert bob.driver.execute_script("return localStorage.getItem('seat')") is None

    shot = bob.screenshot("bob")
    assert shot == output_dir / "bob.png"
    assert shot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def group_members(pgid: int) -> list[int]:
    """Live (not zombie) processes in process group `pgid`."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == pgid and fields[0] != "Z":
                found.append(int(entry.name))
    return found


def test_quitting_a_browser_leaves_no_process_behind(
    launch_browser: Callable[[str], Browser],
) -> None:
    browser = launch_browser("short-lived")
    pgid = browser.service.process.pid
    assert len(group_members(pgid)) >= 2  # chromedriver and Chromium's processes
    browser.quit()
    deadline = time.monotonic() + 30
    while group_members(pgid) and time.monotonic() < deadline:
        time.sleep(0.1)  # SIGKILLed processes need a moment to be gone
    assert group_members(pgid) == []
    browser.quit()  # a second quit, as the fixture's teardown does, is harmless
