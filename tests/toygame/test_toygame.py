"""Toy Cat, the test-only game of docs/design.md's "Adding a game": written in its own
files and registered by tests/testgames.py alone, it is served, documented and viewed
as every game is. (tests/engines/test_contract.py holds it to the contract.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import schemas
from engines import REGISTRY
from service.app import create_app
from service.config import Settings
from service.openapi import build_spec
from service.store import MemoryStore
from tests.testgames import serving
from tests.views import answered_view, hidden_piles


@pytest.fixture(autouse=True)
def _toycat_served() -> Iterator[None]:
    with serving("toycat"):
        yield


@pytest.fixture
def client():
    return create_app(Settings(), store=MemoryStore()).test_client()


def test_the_spec_documents_it_from_its_declarations():
    document = build_spec().to_dict()
    components = document["components"]["schemas"]
    state = components["ToyCatState"]
    assert list(state["properties"]) == [
        "signature", "players", "hands", "stock", "table", "current", "status", "options",
        "seed", "rules_version",
    ]  # fmt: skip
    assert state["properties"]["status"]["enum"] == ["playing", "over"]
    view = schemas.REGISTRY["toycat"].docs.view().fields  # documented in session answers
    assert view["stock"].metadata == {"type": "integer", "minimum": 0, "description": "Cards left."}
    assert "seed" not in view and view["hands"].required
    assert set(components["ToyCatMove"]["discriminator"]["mapping"]) == {"play", "draw"}
    assert set(components["ToyCatEvent"]["discriminator"]["mapping"]) == {
        "card_played", "card_drawn", "game_ended",
    }  # fmt: skip
    assert "/v1/games/toycat/validate-move" in document["paths"]


def test_a_game_is_set_up_and_played_over_http(client):
    setup = client.post("/v1/games/toycat/setup", json={"players": ["a", "b"], "seed": "s"})
    assert setup.status_code == 200, setup.get_json()
    state = setup.get_json()["state"]
    listing = client.post("/v1/games/toycat/legal-moves", json={"state": state})
    moves = listing.get_json()["moves"]
    assert listing.get_json()["player"] == "a" and moves[-1] == {"type": "draw", "player": "a"}
    answer = client.post("/v1/games/toycat/validate-move", json={"state": state, "move": moves[0]})
    body = answer.get_json()
    assert body["legal"] is True and body["events"][0]["type"] in ("card_played", "card_drawn")
    assert body["state"]["rules_version"] == 1


def test_its_derived_schema_refuses_bad_input_naming_the_field(client):
    state = client.post("/v1/games/toycat/setup", json={"players": ["a", "b"], "seed": "s"})
    state = state.get_json()["state"]
    bad = {**state, "status": "paused", "stock": "x"}
    answer = client.post(
        "/v1/games/toycat/validate-move",
        json={"state": bad, "move": {"type": "play", "player": "a", "card": 5}},
    )
    assert answer.status_code == 422
    errors = answer.get_json()["errors"]
    assert errors["state"]["status"] == ["Must be one of: playing, over."]
    assert errors["state"]["stock"] == ["must be a list of codes"]
    assert errors["move"]["card"] == ["Not a valid string."]


def test_views_hide_what_its_declarations_say():
    game = REGISTRY["toycat"]
    state = game.setup(["a", "b", "c"], seed="views")
    view = answered_view("toycat", state, "b")
    assert view["hands"]["b"] == state["hands"]["b"]
    assert hidden_piles("toycat", view, "b") == {"hand:a": 3, "hand:c": 3, "stock": 10}
