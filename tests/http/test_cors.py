"""Browsers on other origins (CORS), through the real app (service/cors.py)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.app import create_app
from service.config import Settings
from service.cors import REQUEST_HEADERS, RESPONSE_HEADERS
from service.store import MemoryStore

PAGE = "https://table.example"


def client_with(**settings: Any) -> FlaskClient:
    return create_app(Settings(**settings), store=MemoryStore()).test_client()


def preflight(client: FlaskClient, path: str, origin: str, method: str, headers: str) -> Any:
    return client.options(
        path,
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": headers,
        },
    )


def listed(value: str | None) -> set[str]:
    return {item.strip().lower() for item in (value or "").split(",") if item.strip()}


def varies(answer: Any) -> set[str]:
    """Every name in every Vary header line (several lines mean their union)."""
    return set().union(*(listed(line) for line in answer.headers.getlist("Vary")))


def test_by_default_any_origin_may_call_without_credentials() -> None:
    client = client_with()
    answer = preflight(client, "/v1/sessions", PAGE, "POST", "authorization, content-type")
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == "*"
    assert {"get", "post", "delete"} <= listed(answer.headers["Access-Control-Allow-Methods"])
    assert {"authorization", "content-type"} <= listed(
        answer.headers["Access-Control-Allow-Headers"]
    )
    assert int(answer.headers["Access-Control-Max-Age"]) > 0
    assert "Access-Control-Allow-Credentials" not in answer.headers
    cors = [name for name, _ in answer.headers if name.startswith("Access-Control-")]
    assert sorted(cors) == sorted(set(cors))  # each once: they are added, not set


@pytest.mark.parametrize("header", REQUEST_HEADERS)
def test_every_request_header_the_api_reads_is_allowed(header: str) -> None:
    path = "/v1/sessions/abc/moves"
    answer = preflight(client_with(), path, PAGE, "POST", header)
    assert header.lower() in listed(answer.headers.get("Access-Control-Allow-Headers"))


def test_a_header_the_api_does_not_read_is_not_allowed() -> None:
    answer = preflight(client_with(), "/v1/sessions", PAGE, "POST", "x-forwarded-host")
    assert "x-forwarded-host" not in listed(answer.headers.get("Access-Control-Allow-Headers"))


def test_answers_let_the_page_read_the_headers_it_needs() -> None:
    client = client_with()
    created = client.post(
        "/v1/sessions", json={"game": "meow10", "players": ["a", "b"]}, headers={"Origin": PAGE}
    )
    assert created.status_code == 201
    assert created.headers.getlist("Access-Control-Allow-Origin") == ["*"]
    assert len(created.headers.getlist("Access-Control-Expose-Headers")) == 1
    exposed = listed(created.headers["Access-Control-Expose-Headers"])
    assert {h.lower() for h in RESPONSE_HEADERS} <= exposed
    # A refusal too: a page must be able to read its problem and its Retry-After.
    missing = client.get("/v1/sessions/nope", headers={"Origin": PAGE})
    assert missing.status_code == 404
    assert missing.headers["Access-Control-Allow-Origin"] == "*"


def test_named_origins_are_echoed_and_others_get_no_cors_headers() -> None:
    client = client_with(cors_origins=(PAGE, "http://localhost:5173"))
    allowed = preflight(client, "/v1/sessions", PAGE, "POST", "content-type")
    assert allowed.headers["Access-Control-Allow-Origin"] == PAGE
    assert "origin" in varies(allowed)
    got = client.get("/v1/games", headers={"Origin": "http://localhost:5173"})
    assert got.headers["Access-Control-Allow-Origin"] == "http://localhost:5173"
    for refused in (
        preflight(client, "/v1/sessions", "https://evil.example", "POST", "content-type"),
        client.get("/v1/games", headers={"Origin": "https://evil.example"}),
        client.get("/v1/games", headers={"Origin": PAGE + ".evil.example"}),
    ):
        assert not [h for h in refused.headers.keys() if h.startswith("Access-Control-")]


def test_any_origin_answers_are_the_same_with_or_without_an_origin() -> None:
    """With `*` the answer does not depend on the Origin, so it needs no Vary: a cached
    answer to a request without one serves a page too."""
    client = client_with()
    plain, from_page = client.get("/v1/games"), client.get("/v1/games", headers={"Origin": PAGE})
    for answer in (plain, from_page):
        assert answer.headers["Access-Control-Allow-Origin"] == "*"
        assert "origin" not in varies(answer)
    cors = [(k, v) for k, v in plain.headers.items() if k.startswith("Access-Control-")]
    assert cors == [(k, v) for k, v in from_page.headers.items() if k.startswith("Access-Control-")]


def test_named_origins_vary_on_the_origin_even_when_refused() -> None:
    """An answer that depends on the Origin says so to caches, refusals and requests
    without an Origin included, so a page never gets another origin's cached answer."""
    client = client_with(cors_origins=(PAGE,))
    for headers in ({}, {"Origin": "https://evil.example"}, {"Origin": PAGE}):
        answer = client.get("/v1/games", headers=headers)
        assert "origin" in varies(answer), headers
    assert "Access-Control-Allow-Origin" not in client.get("/v1/games").headers
    echoed = client.get("/v1/games", headers={"Origin": PAGE.upper()})
    assert echoed.headers["Access-Control-Allow-Origin"] == PAGE.upper()  # hosts ignore case


def test_every_method_a_route_serves_is_granted() -> None:
    """A page on another origin can send every request the API takes: a seat's PUT too."""
    client = client_with()
    served = {m for rule in client.application.url_map.iter_rules() for m in rule.methods or ()}
    assert "PUT" in served
    for method in sorted(served - {"HEAD"}):
        answer = preflight(client, "/v1/sessions/abc/seats/ann", PAGE, method, "content-type")
        assert method.lower() in listed(answer.headers.get("Access-Control-Allow-Methods"))


def test_a_preflight_for_a_method_the_api_lacks_gets_no_grant() -> None:
    answer = preflight(client_with(), "/v1/sessions", PAGE, "PATCH", "content-type")
    assert "Access-Control-Allow-Methods" not in answer.headers
    assert "Access-Control-Allow-Headers" not in answer.headers
    lower = preflight(client_with(), "/v1/sessions", PAGE, "post", "Content-Type, X-Other")
    assert lower.headers["Access-Control-Allow-Headers"] == "Content-Type"


def test_an_unhandled_error_still_carries_cors_headers() -> None:
    app = create_app(Settings(), store=MemoryStore())
    app.config["PROPAGATE_EXCEPTIONS"] = False

    @app.get("/boom")
    def boom() -> str:
        raise RuntimeError("boom")

    answer = app.test_client().get("/boom", headers={"Origin": PAGE})
    assert answer.status_code == 500
    assert answer.headers["Access-Control-Allow-Origin"] == "*"


def test_session_answers_vary_on_both_the_token_and_the_origin() -> None:
    client = client_with(cors_origins=(PAGE, "https://other.example"))
    created = client.post(
        "/v1/sessions", json={"game": "meow10", "players": ["a", "b"]}, headers={"Origin": PAGE}
    )
    assert {"authorization", "origin"} <= varies(created)
    assert created.headers["Cache-Control"] == "no-store"


def test_an_empty_setting_turns_cors_off() -> None:
    client = client_with(cors_origins=())
    answer = preflight(client, "/v1/sessions", PAGE, "POST", "content-type")
    assert "Access-Control-Allow-Origin" not in answer.headers


def test_the_setting_reads_a_comma_separated_list() -> None:
    settings = Settings.from_env({"CORS_ORIGINS": " https://a.example/, http://b:8080 ,"})
    assert settings.cors_origins == ("https://a.example", "http://b:8080")
    assert Settings.from_env({}).cors_origins == ("*",)
    assert Settings.from_env({"CORS_ORIGINS": ""}).cors_origins == ()


def test_cors_headers_follow_the_answer_s_own_and_precede_the_request_id() -> None:
    client = client_with()
    created = client.post("/v1/sessions", json={"game": "meow10", "players": ["a", "b"]})
    names = [name for name, _ in created.headers]
    assert names[-3:] == [
        "Access-Control-Allow-Origin",
        "Access-Control-Expose-Headers",
        "X-Request-Id",
    ]
    assert {"ETag", "Cache-Control", "Vary"} <= set(names[:-3])
    ask = preflight(client, "/v1/sessions", PAGE, "POST", "content-type")
    names = [name for name, _ in ask.headers]
    assert names.index("Access-Control-Allow-Methods") < names.index("Content-Length")
