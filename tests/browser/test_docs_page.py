"""GET /docs in a real browser: Swagger UI renders every operation of the spec the
service serves, can try one against it, and nothing on the page reaches another host."""

from __future__ import annotations

from typing import Any

import orjson
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from bench import procs
from tests.browser.conftest import Browser, by_name

# Named by the issue; the test also checks that they are in the spec, so a spec that lost
# them fails here instead of passing on what is left.
NAMED = {"createSession", "postSessionMove", "getSessionLegalMoves", "meow10_validate_move"}
VALIDATE_MOVE = "/v1/games/meow10/validate-move"


def served_spec(service: procs.Server) -> Any:
    answer = procs.request(service.url, "GET", "/openapi.json")
    assert answer is not None and answer[0] == 200, answer
    return orjson.loads(answer[1])


METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def operation_ids(spec: Any) -> set[str]:
    return {
        op["operationId"]
        for path in spec["paths"].values()
        for method, op in path.items()
        if method in METHODS
    }


def rendered(browser: Browser, css: str, attribute: str | None = None) -> set[str]:
    found = browser.driver.find_elements(By.CSS_SELECTOR, css)
    return {(e.get_attribute(attribute) if attribute else e.text) or "" for e in found}


def assert_only_the_service_was_reached(browser: Browser, service: procs.Server) -> None:
    offending = browser.foreign_requests(service.url, by_name(service))
    assert not offending, "the page reached another host: " + ", ".join(
        f"{r.url} ({r.failed or 'sent'})" for r in offending
    )
    assert not browser.console_errors(), browser.console_errors()


def test_every_operation_renders_from_the_service_alone(
    service: procs.Server, browser: Browser
) -> None:
    spec = served_spec(service)
    expected = operation_ids(spec)
    assert expected >= NAMED
    assert VALIDATE_MOVE in spec["paths"]

    browser.driver.get(f"{by_name(service)}/docs")
    ids_css = ".opblock-summary-operation-id"
    browser.wait_until(
        lambda: rendered(browser, ids_css) >= expected,
        lambda: f"operations {sorted(expected - rendered(browser, ids_css))} on the page",
    )
    assert rendered(browser, ids_css) == expected
    paths = rendered(browser, ".opblock-summary-path", "data-path")
    assert paths == set(spec["paths"])
    browser.screenshot("docs")

    urls = [r.url for r in browser.requests()]
    assert f"{by_name(service)}/openapi.json" in urls  # the record is of this page's requests
    assert any(url.endswith("/swagger-ui-bundle.js") for url in urls), urls
    assert_only_the_service_was_reached(browser, service)


def open_operation(browser: Browser, operation_id: str) -> str:
    """Expands an operation and presses "Try it out"; the CSS of its block."""
    block = f'[id$="-{operation_id}"]'
    browser.wait_for(f"{block} .opblock-summary-control", f"the {operation_id} operation")[
        0
    ].click()
    browser.wait_for(f"{block} .try-out__btn", f"{operation_id}'s Try it out button")[0].click()
    return block


def live_answer(browser: Browser, block: str) -> tuple[str, Any]:
    """The status and JSON body of the answer shown under an executed operation."""
    browser.wait_for(f"{block} .execute", "the Execute button")[0].click()
    status_css = f"{block} .live-responses-table .response .response-col_status"
    status = browser.wait_for(status_css, "the live answer's status")[0].text
    body_css = f"{block} .live-responses-table .response-col_description pre.microlight"
    body = browser.wait_for(body_css, "the live answer's body")[0].text
    return status, orjson.loads(body)


def test_an_operation_can_be_tried_from_the_docs_against_the_service(
    service: procs.Server, browser: Browser
) -> None:
    browser.driver.get(f"{service.url}/docs")
    block = open_operation(browser, "listGames")
    status, games = live_answer(browser, block)
    assert status == "200"
    assert {game["id"] for game in games["games"]} == {"meow10", "copycat", "supermeow", "cattower"}

    block = open_operation(browser, "createSession")
    body = browser.wait_for(f"{block} textarea.body-param__text", "the request body editor")[0]
    body.send_keys(Keys.CONTROL, "a")
    body.send_keys(Keys.DELETE)
    body.send_keys('{"game": "meow10", "players": ["ann", "bob"], "seed": "docs"}')
    status, created = live_answer(browser, block)
    assert status == "201", created
    assert set(created["seats"]) == {"ann", "bob"}
    browser.screenshot("tried")
    # The session is real: the service itself knows it.
    answer = procs.request(service.url, "GET", f"/v1/sessions/{created['id']}")
    assert answer is not None and answer[0] == 200, answer
    assert_only_the_service_was_reached(browser, service)
