"""openapi.yaml is generated from the schemas, valid, served, and never drifts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from openapi_spec_validator import validate

from engines import REGISTRY
from service.app import create_app
from service.config import Settings
from service.openapi import spec_yaml
from service.store import MemoryStore
from tests.http.helpers import conforms

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_the_committed_openapi_yaml_matches_the_app():
    assert COMMITTED.read_text() == spec_yaml(), "openapi.yaml drifted: run `make openapi`"


def test_the_spec_is_valid_openapi_3():
    validate(yaml.safe_load(spec_yaml()))


def test_the_spec_is_served(client):
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert yaml.safe_load(response.data)["openapi"].startswith("3.")


def test_every_reason_code_and_every_game_endpoint_is_in_the_spec():
    spec = yaml.safe_load(spec_yaml())
    known, other = spec["components"]["schemas"]["ReasonCodes"]["anyOf"]  # open: any string
    listed = set(known["enum"])
    assert other == {"type": "string"}
    for game in REGISTRY.values():
        assert {r.code for r in game.reasons} <= listed
        for action in ("setup", "validate-move", "legal-moves", "score", "replay"):
            assert f"/v1/games/{game.id}/{action}" in spec["paths"]


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_real_session_moves_and_their_answers_match_the_spec(client, game):
    """Schemathesis sends bodies made from the spec; this sends the bodies clients send.
    A Meow 10 draw is also a Copy Cat draw: the session move body must accept a move
    that fits several games (anyOf), not exactly one (oneOf)."""
    spec = yaml.safe_load(spec_yaml())
    move_op = spec["paths"]["/v1/sessions/{id}/moves"]["post"]
    request_schema = move_op["requestBody"]["content"]["application/json"]["schema"]
    answer_schema = move_op["responses"]["200"]["content"]["application/json"]["schema"]
    listing_op = spec["paths"]["/v1/sessions/{id}/legal-moves"]["get"]
    listing_schema = listing_op["responses"]["200"]["content"]["application/json"]["schema"]
    created = client.post("/v1/sessions", json={"game": game, "players": ["ann", "bob", "cy"]})
    session, seats = created.get_json()["id"], created.get_json()["seats"]
    sent = 0
    for version in range(20):
        listings = {}
        for seat, token in seats.items():
            auth = {"Authorization": f"Bearer {token}"}
            listing = client.get(f"/v1/sessions/{session}/legal-moves", headers=auth).get_json()
            assert conforms(spec, listing_schema, listing) == []
            listings[seat] = listing["moves"]
        seat = next((s for s, moves in listings.items() if moves), None)
        if seat is None:
            break
        body = {"move": listings[seat][-1], "expected_version": version}
        assert conforms(spec, request_schema, body) == [], body
        auth = {"Authorization": f"Bearer {seats[seat]}"}
        answer = client.post(f"/v1/sessions/{session}/moves", json=body, headers=auth)
        assert answer.status_code == 200, answer.get_json()
        assert conforms(spec, answer_schema, answer.get_json()) == []
        sent += 1
    assert sent > 5
    example = {"move": {"type": "draw", "player": "ann"}, "expected_version": 0}  # docs/sessions.md
    assert conforms(spec, request_schema, example) == []


def test_a_token_the_server_takes_optionally_is_declared_optional() -> None:
    """Reads a seat token only changes inherit the document's `[{}, {seatToken: []}]` (no
    token, or a seat's); seat operations ask for one; creation for none, unless the
    deployment sets CREATE_KEYS, whose served spec asks for a creation key."""
    spec = yaml.safe_load(spec_yaml())
    assert spec["security"] == [{}, {"seatToken": []}]
    paths = spec["paths"]
    for path in ("/v1/sessions/{id}", "/v1/sessions/{id}/log", "/v1/sessions/{id}/stream"):
        assert "security" not in paths[path]["get"], path  # the document's
    assert paths["/v1/sessions/{id}/moves"]["post"]["security"] == [{"seatToken": []}]
    assert paths["/v1/games"]["get"]["security"] == []
    assert paths["/v1/sessions"]["post"]["security"] == []
    assert "createKey" not in spec["components"]["securitySchemes"]
    keyed = yaml.safe_load(spec_yaml(create_keys=True))
    assert keyed["paths"]["/v1/sessions"]["post"]["security"] == [{"createKey": []}]
    assert keyed["components"]["securitySchemes"]["createKey"]["scheme"] == "bearer"


def test_a_deployment_with_creation_keys_serves_the_spec_that_asks_for_one() -> None:
    app = create_app(Settings(create_keys=("k1",)), store=MemoryStore())
    served = yaml.safe_load(app.test_client().get("/openapi.yaml").data)
    assert served["paths"]["/v1/sessions"]["post"]["security"] == [{"createKey": []}]
    as_json = app.test_client().get("/openapi.json").get_json()
    assert as_json["paths"]["/v1/sessions"]["post"]["security"] == [{"createKey": []}]
    plain = create_app(Settings(), store=MemoryStore()).test_client().get("/openapi.json")
    assert plain.get_json()["paths"]["/v1/sessions"]["post"]["security"] == []
    assert plain.headers["ETag"] != app.test_client().get("/openapi.json").headers["ETag"]


def test_the_headers_clients_read_are_declared_and_typed() -> None:
    spec = yaml.safe_load(spec_yaml())
    paths = spec["paths"]
    created = paths["/v1/sessions"]["post"]["responses"]
    assert {"ETag", "Location", "RateLimit", "RateLimit-Policy"} <= set(created["201"]["headers"])
    assert "Retry-After" not in created["201"]["headers"]
    assert created["429"]["headers"]["Retry-After"]["schema"]["type"] == "integer"
    assert "Link" in paths["/v1/sessions/{id}/log"]["get"]["responses"]["200"]["headers"]
    moved = paths["/v1/sessions/{id}/moves"]["post"]["responses"]["200"]["headers"]
    assert moved["Idempotent-Replayed"]["schema"] == {
        "type": "string",
        "enum": ["true"],
    }
    tag = re.compile(moved["ETag"]["schema"]["pattern"])
    assert tag.match('"0"') and tag.match('"12.0123456789abcdef"') and not tag.match("12")
    read = paths["/v1/sessions/{id}"]["get"]["responses"]
    assert "WWW-Authenticate" in read["401"]["headers"]


def test_what_the_server_answers_with_matches_the_declared_headers(client) -> None:
    created = client.post("/v1/sessions", json={"game": "meow10", "players": ["ann", "bob"]})
    spec = yaml.safe_load(spec_yaml())
    declared = spec["paths"]["/v1/sessions"]["post"]["responses"]["201"]["headers"]
    assert re.match(declared["ETag"]["schema"]["pattern"], created.headers["ETag"])
    assert created.headers["Location"] == f"/v1/sessions/{created.get_json()['id']}"
    url = created.headers["Location"]
    moved = 0
    for token in [*created.get_json()["seats"].values()] * 3:  # two moves, by whoever may
        auth = {"Authorization": f"Bearer {token}"}
        listing = client.get(f"{url}/legal-moves", headers=auth).get_json()
        if listing["moves"] and moved < 2:
            body = {"move": listing["moves"][-1], "expected_version": listing["version"]}
            assert client.post(f"{url}/moves", json=body, headers=auth).status_code == 200
            moved += 1
    assert moved == 2
    page = client.get(f"{url}/log?limit=1")
    link = spec["paths"]["/v1/sessions/{id}/log"]["get"]["responses"]["200"]["headers"]["Link"]
    assert re.match(link["schema"]["pattern"], page.headers["Link"]), page.headers.get("Link")
