"""Tamper-evident stateless play: signed states, key rotation, mandatory signatures."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from flask.testing import FlaskClient

from engines import REGISTRY
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore

KEYS = {"k2": "new-secret", "k1": "old-secret"}


def make_client(**overrides: Any) -> FlaskClient:
    return create_app(Settings(), store=MemoryStore(), **overrides).test_client()


def signed_state(client: FlaskClient, game: str) -> dict[str, Any]:
    state = client.post(
        f"/v1/games/{game}/setup", json={"players": ["ann", "bob", "cy"], "seed": "sig"}
    )
    assert state.status_code == 200
    return state.get_json()["state"]


def first_move(client: FlaskClient, game: str, state: dict[str, Any]) -> dict[str, Any]:
    return client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).get_json()["moves"][
        0
    ]


def signature_error(response) -> list[str]:
    assert response.status_code == 422, response.get_json()
    return response.get_json()["errors"]["state"]["signature"]


@pytest.fixture
def signing() -> FlaskClient:
    return make_client(signing_keys=KEYS, signing_key_id="k2")


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_returned_states_are_signed_and_verified(signing, game):
    state = signed_state(signing, game)
    assert state["signature"].startswith("k2.")
    move = first_move(signing, game, state)
    response = signing.post(f"/v1/games/{game}/validate-move", json={"state": state, "move": move})
    body = response.get_json()
    assert body["legal"] is True
    assert body["state"]["signature"].startswith("k2.")
    assert body["state"]["signature"] != state["signature"]


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_altering_any_field_breaks_the_signature(signing, game):
    state = signed_state(signing, game)
    move = first_move(signing, game, state)
    for field in [k for k in state if k != "signature"]:
        altered = copy.deepcopy(state)
        value = altered[field]
        if isinstance(value, list) and len(value) > 1:
            altered[field] = list(reversed(value))  # e.g. the hidden deck order
        elif isinstance(value, str):
            altered[field] = value + "x"  # e.g. the seed
        elif isinstance(value, dict) and value:
            key = next(iter(value))
            altered[field] = {**value, key: "tampered"}
        else:
            altered.pop(field)
        for endpoint, body in (
            ("validate-move", {"state": altered, "move": move}),
            ("legal-moves", {"state": altered}),
        ):
            response = signing.post(f"/v1/games/{game}/{endpoint}", json=body)
            assert response.status_code == 422, (field, endpoint)
            errors = response.get_json()["errors"]
            assert "state" in errors, (field, errors)


def test_a_state_signed_with_another_key_is_refused(signing):
    other = make_client(signing_keys={"k2": "someone-else"})
    state = signed_state(other, "meow10")
    move = first_move(other, "meow10", state)
    response = signing.post("/v1/games/meow10/validate-move", json={"state": state, "move": move})
    assert "does not match" in signature_error(response)[0]
    unknown = {**state, "signature": "k9." + state["signature"].split(".", 1)[1]}
    response = signing.post("/v1/games/meow10/validate-move", json={"state": unknown, "move": move})
    assert signature_error(response) == ["unknown signing key"]


@pytest.mark.parametrize("mac", ["é", "\u00e9" * 43, "", "a.b", "\ud7ff"])
def test_a_signature_that_is_not_base64_is_refused_not_a_500(signing, mac):
    state = signed_state(signing, "meow10")
    move = first_move(signing, "meow10", state)
    forged = {**state, "signature": f"k2.{mac}"}
    for endpoint, body in (
        ("validate-move", {"state": forged, "move": move}),
        ("legal-moves", {"state": forged}),
    ):
        response = signing.post(f"/v1/games/meow10/{endpoint}", json=body)
        assert "does not match" in signature_error(response)[0]


def test_old_keys_still_verify_after_rotation():
    old = make_client(signing_keys={"k1": "old-secret"})
    state = signed_state(old, "meow10")
    move = first_move(old, "meow10", state)
    rotated = make_client(signing_keys=KEYS, signing_key_id="k2")
    body = rotated.post(
        "/v1/games/meow10/validate-move", json={"state": state, "move": move}
    ).get_json()
    assert body["legal"] is True
    assert body["state"]["signature"].startswith("k2.")


def test_unsigned_states_are_adjudicated_unless_signatures_are_mandatory(signing):
    state = signed_state(signing, "meow10")
    move = first_move(signing, "meow10", state)
    unsigned = {k: v for k, v in state.items() if k != "signature"}
    lenient = signing.post("/v1/games/meow10/validate-move", json={"state": unsigned, "move": move})
    assert lenient.get_json()["legal"] is True
    strict = make_client(signing_keys=KEYS, signing_key_id="k2", require_signature=True)
    response = strict.post("/v1/games/meow10/validate-move", json={"state": unsigned, "move": move})
    assert signature_error(response)[0].startswith("required")
    response = strict.post("/v1/games/meow10/legal-moves", json={"state": unsigned})
    assert signature_error(response)[0].startswith("required")
    ok = strict.post("/v1/games/meow10/validate-move", json={"state": state, "move": move})
    assert ok.get_json()["legal"] is True


def test_without_keys_states_are_unsigned_and_a_stray_signature_is_ignored(client):
    state = client.post(
        "/v1/games/meow10/setup", json={"players": ["a", "b"], "seed": "s"}
    ).get_json()["state"]
    assert "signature" not in state
    move = first_move(client, "meow10", state)
    stray = {**state, "signature": "k1.bogus"}
    body = client.post(
        "/v1/games/meow10/validate-move", json={"state": stray, "move": move}
    ).get_json()
    assert body["legal"] is True


def test_misconfigured_keys_fail_at_startup():
    with pytest.raises(ValueError):
        make_client(require_signature=True)
    with pytest.raises(ValueError):
        make_client(signing_keys={"k1": "x"}, signing_key_id="k3")
    with pytest.raises(ValueError):
        Settings.from_env({"SIGNING_KEYS": "k1"})
    settings = Settings.from_env({"SIGNING_KEYS": "k1:a,k2:b", "REQUIRE_SIGNATURE": "true"})
    assert settings.signing_keys == {"k1": "a", "k2": "b"}
    assert settings.signing_key_id == "k1" and settings.require_signature
