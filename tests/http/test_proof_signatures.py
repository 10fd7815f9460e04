"""A proof is bound to the referee that issued it and to its end: the referee's Ed25519
signature covers the whole proof, so a field flipped, a log cut or spliced, or a proof
made offline is refused, each named (docs/fairness.md, "The signature")."""

from __future__ import annotations

import base64
import copy
import secrets
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from flask import Flask
from flask.testing import FlaskClient

from engines import REGISTRY as ENGINES
from service import proof_signing, verification
from service.app import create_app
from service.config import Settings
from service.referee import REFEREES, stamped
from service.store import MemoryStore, RedisStore
from tests.http.test_fairness import play_to_the_end
from tests.redis_server import ExternalRedis, RedisServer

PROOF_KEYS = "/.well-known/meow-referee/proof-keys"
ROOT = Path(__file__).resolve().parents[2]


def unpadded(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def finished_proof(app: Flask, game: str = "cattower") -> dict[str, Any]:
    client = app.test_client()
    session = play_to_the_end(app, client, game)
    answer = client.get(f"/v1/sessions/{session['id']}/proof")
    assert answer.status_code == 200
    proof: dict[str, Any] = answer.get_json()
    return proof


@pytest.fixture
def proof(app: Flask) -> dict[str, Any]:
    return finished_proof(app)


def verdict(client: FlaskClient, proof: dict[str, Any]) -> dict[str, Any]:
    answer = client.post(f"/v1/games/{proof['game']}/verify", json=proof)
    assert answer.status_code == 200, answer.get_json()
    body: dict[str, Any] = answer.get_json()
    return body


def refused(client: FlaskClient, proof: dict[str, Any], code: str, index: int | None) -> None:
    body = verdict(client, proof)
    assert body["valid"] is False and body["reason"]["code"] == code, body
    assert body["index"] == index and body["reason"]["message"]


def holds_but_for_its_signature(proof: dict[str, Any]) -> bool:
    """Everything a forger can recompute holds: only the signature can tell."""
    body = verification.verify(REFEREES[proof["game"]], proof, None)
    return body["valid"] is True and body["signed_by"] is None


def test_the_referee_signs_every_proof_with_a_key_it_publishes(
    client: FlaskClient, proof: dict[str, Any]
) -> None:
    signature = proof["signature"]
    assert signature["alg"] == "Ed25519"
    published = client.get(PROOF_KEYS)
    assert published.status_code == 200 and published.mimetype == "application/json"
    (key,) = [k for k in published.get_json()["keys"] if k["kid"] == signature["kid"]]
    assert (key["kty"], key["crv"], key["alg"], key["use"]) == ("OKP", "Ed25519", "Ed25519", "sig")
    # Checked with cryptography alone, over the bytes docs/fairness.md names.
    unsigned = {k: v for k, v in proof.items() if k != "signature"}
    signed = b"meow-referee proof v1\n" + orjson.dumps(unsigned, option=orjson.OPT_SORT_KEYS)
    Ed25519PublicKey.from_public_bytes(unpadded(key["x"])).verify(
        unpadded(signature["value"]), signed
    )
    assert verdict(client, proof)["signed_by"] == signature["kid"]


def flip(
    name: str, change: Callable[[dict[str, Any]], None], code: str, index: int | None = None
) -> Any:
    return pytest.param(change, code, index, id=name)


def _other(value: str, choices: tuple[str, str]) -> str:
    return choices[1] if value == choices[0] else choices[0]


FLIPS = [
    # What the chain does not cover, which only the signature catches.
    flip(
        "seed_source",
        lambda p: p.update(seed_source=_other(p["seed_source"], ("referee", "caller"))),
        "SIGNATURE_MISMATCH",
    ),
    flip("options, defaults left out", lambda p: p.update(options={}), "SIGNATURE_MISMATCH"),
    # The creation, the seed and the end.
    flip("rules_version", lambda p: p.update(rules_version=2), "RULES_VERSION_NOT_SERVED"),
    flip("players", lambda p: p.update(players=p["players"][::-1]), "ANCHOR_MISMATCH"),
    flip("starter", lambda p: p.update(starter="bob"), "ANCHOR_MISMATCH"),
    flip("seed", lambda p: p.update(seed=p["seed"] + "!"), "SEED_COMMITMENT_MISMATCH"),
    flip(
        "seed_salt", lambda p: p.update(seed_salt=p["seed_salt"] + "!"), "SEED_COMMITMENT_MISMATCH"
    ),
    flip(
        "seed_commitment", lambda p: p.update(seed_commitment="0" * 64), "SEED_COMMITMENT_MISMATCH"
    ),
    flip("anchor", lambda p: p.update(anchor="0" * 64), "ANCHOR_MISMATCH"),
    flip("chain", lambda p: p.update(chain="0" * 64), "CHAIN_MISMATCH"),
    flip("state", lambda p: p["state"].update(round=99), "FINAL_STATE_MISMATCH"),
    # Every field of an entry.
    flip("entry version", lambda p: p["moves"][1].update(version=3), "VERSION_OUT_OF_ORDER", 1),
    flip(
        "entry move", lambda p: p["moves"][1].update(move=p["moves"][0]["move"]), "HASH_MISMATCH", 1
    ),
    flip("entry events", lambda p: p["moves"][1].update(events=[]), "HASH_MISMATCH", 1),
    flip("entry result", lambda p: p["moves"][1].update(result={"x": 1}), "HASH_MISMATCH", 1),
    flip(
        "entry commitment", lambda p: p["moves"][1].update(commitment="0" * 64), "HASH_MISMATCH", 1
    ),
    flip("entry hash", lambda p: p["moves"][1].update(hash="0" * 64), "HASH_MISMATCH", 1),
]


@pytest.mark.parametrize(("change", "code", "index"), FLIPS)
def test_a_proof_with_any_field_flipped_is_refused_and_named(
    client: FlaskClient, proof: dict[str, Any], change: Any, code: str, index: int | None
) -> None:
    forged = copy.deepcopy(proof)
    change(forged)
    assert forged != proof
    refused(client, forged, code, index)


def replayed_to(proof: dict[str, Any], moves: int) -> dict[str, Any]:
    """The state `moves` moves into the proof's game, as a proof's `state` carries it."""
    game = ENGINES[proof["game"]]
    state = game.setup(proof["players"], proof["options"], proof["seed"], proof["starter"])
    for entry in proof["moves"][:moves]:
        state = game.apply(state, entry["move"]).state
    return stamped(state, proof["rules_version"])


@pytest.mark.parametrize("kept", [1, 5, -1])
def test_a_finished_games_proof_cut_after_k_moves_is_refused(
    client: FlaskClient, proof: dict[str, Any], kept: int
) -> None:
    """Cut after k moves, with its head and final state made to match: a chain that holds,
    for a game that was played on; the signature covers the end."""
    forged = copy.deepcopy(proof)
    forged["moves"] = forged["moves"][:kept]
    forged["chain"] = forged["moves"][-1]["hash"]
    forged["state"] = replayed_to(proof, len(forged["moves"]))
    assert holds_but_for_its_signature(forged)
    refused(client, forged, "SIGNATURE_MISMATCH", None)


def test_a_proof_spliced_from_two_games_is_refused(app: Flask, client: FlaskClient) -> None:
    first, second = finished_proof(app), finished_proof(app)
    spliced = copy.deepcopy(first)
    spliced["moves"] = first["moves"][:3] + second["moves"][3:]
    spliced["chain"], spliced["state"] = second["chain"], second["state"]
    refused(client, spliced, "HASH_MISMATCH", 3)
    # One game's proof under the other's signature.
    refused(client, {**first, "signature": second["signature"]}, "SIGNATURE_MISMATCH", None)


def test_a_proof_the_referee_never_issued_is_refused(app: Flask, client: FlaskClient) -> None:
    """A forger's own copy of the referee makes a whole proof offline, for a game never
    played here: chained, replayable, signed by a key of its own."""
    forger = create_app(Settings(), store=MemoryStore())
    made_up = finished_proof(forger)
    assert holds_but_for_its_signature(made_up)
    refused(client, made_up, "UNKNOWN_SIGNING_KEY", None)
    unsigned = {k: v for k, v in made_up.items() if k != "signature"}
    refused(client, unsigned, "UNSIGNED", None)
    ours = client.get(PROOF_KEYS).get_json()["keys"][0]["kid"]
    for value in (made_up["signature"]["value"], proof_signing.b64url(secrets.token_bytes(64))):
        claimed = {**made_up, "signature": {"alg": "Ed25519", "kid": ours, "value": value}}
        refused(client, claimed, "SIGNATURE_MISMATCH", None)


def test_a_signature_is_one_spelling_of_its_bytes(
    client: FlaskClient, proof: dict[str, Any]
) -> None:
    """Base64 leaves bits of a signature's last character unused: another character there
    decodes to the same 64 bytes, and is refused, so a signature names one proof."""
    value = proof["signature"]["value"]
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    other = value[:-1] + alphabet[alphabet.index(value[-1]) ^ 1]
    assert base64.urlsafe_b64decode(other + "==") == base64.urlsafe_b64decode(value + "==")
    assert verdict(client, proof)["valid"] is True
    respelled = {**proof, "signature": {**proof["signature"], "value": other}}
    refused(client, respelled, "SIGNATURE_MISMATCH", None)


def test_a_malformed_signature_is_a_422_naming_it(
    client: FlaskClient, proof: dict[str, Any]
) -> None:
    for signature in ({"alg": "HS256", "kid": "k", "value": "AA"}, {"kid": "k"}, "k.AA"):
        answer = client.post("/v1/games/cattower/verify", json={**proof, "signature": signature})
        assert answer.status_code == 422 and "signature" in answer.get_json()["errors"]


def test_a_configured_key_signs_across_restarts_and_a_process_key_does_not() -> None:
    key = proof_signing.new_private_key()
    proof = finished_proof(create_app(Settings(proof_signing_key=key), store=MemoryStore()))
    restarted = create_app(Settings(proof_signing_key=key), store=MemoryStore()).test_client()
    assert verdict(restarted, proof)["valid"] is True
    unconfigured = create_app(Settings(), store=MemoryStore()).test_client()
    refused(unconfigured, proof, "UNKNOWN_SIGNING_KEY", None)


def test_a_retired_key_still_verifies_the_proofs_it_signed() -> None:
    old = create_app(Settings(proof_signing_key=proof_signing.new_private_key()))
    proof = finished_proof(old)
    (retired,) = old.test_client().get(PROOF_KEYS).get_json()["keys"]
    rotated = create_app(
        Settings(
            proof_signing_key=proof_signing.new_private_key(), proof_retired_keys=(retired["x"],)
        )
    ).test_client()
    keys = rotated.get(PROOF_KEYS).get_json()["keys"]
    assert len(keys) == 2 and keys[1] == retired  # the signing key first
    assert verdict(rotated, proof)["signed_by"] == retired["kid"]


def test_the_keys_are_read_as_pem_or_base64url_and_refused_at_start_if_neither() -> None:
    private = Ed25519PrivateKey.generate()
    pem = private.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    seed = private.private_bytes(
        serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()
    )
    kids = {
        create_app(Settings.from_env({"PROOF_SIGNING_KEY": value}), store=MemoryStore())
        .test_client()
        .get(PROOF_KEYS)
        .get_json()["keys"][0]["kid"]
        for value in (pem, proof_signing.b64url(seed))
    }
    assert len(kids) == 1
    for bad in ("not a key", proof_signing.b64url(b"short"), proof_signing.b64url(seed) + "!"):
        with pytest.raises(ValueError, match="PROOF_SIGNING_KEY"):
            create_app(Settings.from_env({"PROOF_SIGNING_KEY": bad}), store=MemoryStore())
    with pytest.raises(ValueError, match="PROOF_RETIRED_KEYS"):
        create_app(Settings.from_env({"PROOF_RETIRED_KEYS": "abc"}), store=MemoryStore())


def test_the_command_says_when_it_could_not_check_the_signature(
    proof: dict[str, Any], tmp_path: Path
) -> None:
    path = tmp_path / "proof.json"
    path.write_bytes(orjson.dumps(proof))
    command = [sys.executable, "-m", "service.verification", str(path)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 3, done.stderr
    assert '"signature":"not checked: no --key given"' in done.stdout
    assert "NOT checked" in done.stderr


def test_hosts_sharing_a_key_and_a_redis_verify_each_others_proofs(
    redis_node: RedisServer | ExternalRedis,
) -> None:
    """Two hosts of one deployment: the game played on one, its proof read from the other
    (the salt kept in Redis with the seed), verified on the first."""
    key = proof_signing.new_private_key()
    one, two = (
        create_app(
            Settings(redis_url=redis_node.url, proof_signing_key=key),
            store=RedisStore(redis_node.url),
        )
        for _ in range(2)
    )
    try:
        session = play_to_the_end(one, one.test_client(), "meow10")
        proof = two.test_client().get(f"/v1/sessions/{session['id']}/proof").get_json()
        assert proof["seed_salt"] and proof["seed_commitment"] == session["seed_commitment"]
        assert verdict(one.test_client(), proof)["signed_by"] == proof["signature"]["kid"]
    finally:
        for app in (one, two):
            app.extensions["store"].close()
