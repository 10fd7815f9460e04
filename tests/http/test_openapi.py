"""openapi.yaml is generated from the schemas, valid, served, and never drifts."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from openapi_spec_validator import validate

from engines import REGISTRY
from service.openapi import spec_yaml
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
    listed = set(spec["components"]["schemas"]["ReasonCodes"]["enum"])
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
