"""Fair play anyone can check: a session commits to its seed at creation, chains every log
entry to the one before, and once the game is over reveals the seed in a proof that this
referee (or anyone, offline) verifies, naming the first part that does not hold."""

from __future__ import annotations

import copy
import hashlib
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask import Flask
from flask.testing import FlaskClient

from engines import REGISTRY as ENGINES
from engines import IllegalMove
from service import proofs
from service.referee import REFEREES

PLAYERS = ["ann", "bob"]
ROOT = Path(__file__).resolve().parents[2]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play_to_the_end(app: Flask, client: FlaskClient, game: str, **body: Any) -> dict[str, Any]:
    created = client.post("/v1/sessions", json={"game": game, "players": PLAYERS, **body})
    assert created.status_code == 201, created.get_json()
    session = created.get_json()
    url = f"/v1/sessions/{session['id']}"
    while True:
        state = app.extensions["store"].get(session["id"]).record["state"]
        _, moves = ENGINES[game].legal_moves(state)
        listed = list(moves)
        if not listed:
            return session
        move = listed[0]
        if game == "supermeow":  # buy up, or a game of passes never ends
            move = next((m for m in listed if m["type"] == "buy"), listed[-1])
        answer = client.post(
            f"{url}/moves", json={"move": move}, headers=bearer(session["seats"][move["player"]])
        )
        assert answer.status_code == 200, answer.get_json()
        assert answer.get_json()["chain"] == client.get(url).get_json()["chain"]


@pytest.fixture
def finished(app: Flask, client: FlaskClient, request: pytest.FixtureRequest) -> Any:
    game = getattr(request, "param", "cattower")
    session = play_to_the_end(app, client, game)
    proof = client.get(f"/v1/sessions/{session['id']}/proof")
    assert proof.status_code == 200
    return game, session, proof.get_json()


def test_a_new_session_commits_to_a_seed_nobody_sees(app: Flask, client: FlaskClient) -> None:
    created = client.post("/v1/sessions", json={"game": "meow10", "players": PLAYERS}).get_json()
    assert created["seed_source"] == "referee" and created["rules_version"] == 1
    assert len(created["seed_commitment"]) == 64 and created["chain"] != created["seed_commitment"]
    record = app.extensions["store"].get(created["id"]).record
    seed, salt = record["state"]["seed"], record["fairness"]["seed_salt"]
    assert len(seed) >= 43 and len(salt) >= 43  # 256 bits each
    assert proofs.seed_commitment(seed, salt) == created["seed_commitment"]
    assert hashlib.sha256(seed.encode()).hexdigest() != created["seed_commitment"]
    for reader in (None, "ann"):
        got = client.get(
            f"/v1/sessions/{created['id']}",
            headers=bearer(created["seats"][reader]) if reader else {},
        )
        body = got.get_json()
        assert body["seed_commitment"] == created["seed_commitment"] and "seed" not in body["state"]
        assert salt not in got.get_data(as_text=True)
    early = client.get(f"/v1/sessions/{created['id']}/proof")
    assert early.status_code == 409 and early.get_json()["type"].endswith("proof-not-open")
    assert "over" in early.get_json()["detail"]


def test_a_session_with_the_callers_seed_says_so(app: Flask, client: FlaskClient) -> None:
    created = client.post(
        "/v1/sessions", json={"game": "meow10", "players": PLAYERS, "seed": "chosen"}
    ).get_json()
    assert created["seed_source"] == "caller"
    salt = app.extensions["store"].get(created["id"]).record["fairness"]["seed_salt"]
    assert created["seed_commitment"] == proofs.seed_commitment("chosen", salt)


# The docs' own example and its neighbours: what a spectator would try first.
GUESSES = [f"table-{n}" for n in range(1, 10)] + ["demo", "chosen", "test", "seed"]


def test_a_guessable_callers_seed_cannot_be_found_before_the_end(
    app: Flask, client: FlaskClient
) -> None:
    """A spectator who tries likely seeds against everything public (the commitment, and
    every log entry's state commitment, dealing each guess anew along the public moves)
    matches nothing while the game is played: both are keyed by the secret salt."""
    created = client.post(
        "/v1/sessions", json={"game": "meow10", "players": PLAYERS, "seed": "table-1"}
    ).get_json()
    url = f"/v1/sessions/{created['id']}"
    state = app.extensions["store"].get(created["id"]).record["state"]
    _, moves = ENGINES["meow10"].legal_moves(state)
    move = next(iter(moves))
    seat = bearer(created["seats"][move["player"]])
    assert client.post(f"{url}/moves", json={"move": move}, headers=seat).status_code == 200
    public = client.get(url).get_json()
    entry = client.get(f"{url}/log").get_json()["moves"][0]
    for guess in GUESSES:
        assert hashlib.sha256(guess.encode()).hexdigest() != public["seed_commitment"]
        dealt = ENGINES["meow10"].setup(PLAYERS, {}, guess, "ann")
        try:  # a guess under which the public move is illegal is ruled out: no seed found
            after = ENGINES["meow10"].apply(dealt, entry["move"]).state
        except IllegalMove:
            continue
        assert proofs.state_commitment(guess, after) != entry["commitment"]
    assert "table-1" not in client.get(url).get_data(as_text=True)


def test_every_log_entry_is_chained_to_the_one_before(app: Flask, client: FlaskClient) -> None:
    session = play_to_the_end(app, client, "cattower")
    url = f"/v1/sessions/{session['id']}"
    log = client.get(f"{url}/log?limit=1000").get_json()["moves"]
    previous = session["chain"]  # the anchor: the chain's head at creation
    for entry in log:
        assert entry["hash"] == proofs.chained(previous, entry)
        previous = entry["hash"]
    assert previous == client.get(url).get_json()["chain"]
    # Every reader's log shows the same links: the commitments hide the states.
    seat_log = client.get(f"{url}/log?limit=1000", headers=bearer(session["seats"]["ann"]))
    assert [e["hash"] for e in seat_log.get_json()["moves"]] == [e["hash"] for e in log]


@pytest.mark.parametrize("finished", sorted(ENGINES), indirect=True)
def test_the_proof_of_a_finished_game_verifies(client: FlaskClient, finished: Any) -> None:
    game, session, proof = finished
    assert proof["seed_commitment"] == session["seed_commitment"]
    assert proofs.seed_commitment(proof["seed"], proof["seed_salt"]) == proof["seed_commitment"]
    verdict = client.post(f"/v1/games/{game}/verify", json=proof)
    assert verdict.status_code == 200
    last = client.get(f"/v1/sessions/{session['id']}").get_json()
    assert last["outcome"]["over"] is True
    assert verdict.get_json() == {
        "valid": True,
        "game": game,
        "version": len(proof["moves"]),
        "chain": proof["chain"],
        "signed_by": proof["signature"]["kid"],
        "outcome": last["outcome"],  # how the game the moves make stands: over
    }


@pytest.mark.parametrize("finished", sorted(ENGINES), indirect=True)
def test_a_proof_shows_its_state_as_every_answer_does(app: Flask, finished: Any) -> None:
    """A move stores its state as the canonical JSON its commitment covers, keys sorted;
    the proof writes it again in the game's own order, as every other answer does."""
    game, session, proof = finished
    stored = app.extensions["store"].get(session["id"]).record["state"]
    assert list(stored) == sorted(stored)
    referee = REFEREES[game]
    shown = referee.answered(referee.rules.from_wire(stored))
    assert list(shown) != sorted(shown)  # else the order below would test nothing
    assert proof["state"] == shown and list(proof["state"]) == list(shown)
    # Nested objects too: the options (Meow 10's types are {id, color}) as the game writes them.
    assert orjson.dumps(proof["state"]) == orjson.dumps(shown)
    assert orjson.dumps(proof["options"]) == orjson.dumps(shown["options"])


def rehash(proof: dict[str, Any], start: int) -> None:
    """Recompute every hash from entry `start` on, as a forger would to hide an edit."""
    previous = proof["anchor"] if start == 0 else proof["moves"][start - 1]["hash"]
    for entry in proof["moves"][start:]:
        entry["hash"] = proofs.chained(previous, entry)
        previous = entry["hash"]
    proof["chain"] = previous


def first_refused_early(proof: dict[str, Any]) -> int:
    """The first index whose next move the rules refuse there (a random deal decides which
    move that is: another player's, or a roll where a stack is due)."""
    game = ENGINES[proof["game"]]
    state = game.setup(proof["players"], proof["options"], proof["seed"], proof["starter"])
    for index, entry in enumerate(proof["moves"][:-1]):
        try:
            game.apply(state, proof["moves"][index + 1]["move"])
        except IllegalMove:
            return index
        state = game.apply(state, entry["move"]).state
    raise AssertionError("every move of the game was legal a move early")


def tampered(proof: dict[str, Any], part: str) -> tuple[dict[str, Any], int | None, str]:
    """The proof with one part changed, the index that must be named and the code."""
    forged = copy.deepcopy(proof)
    moves = forged["moves"]
    if part == "seed":
        forged["seed"] += "!"
        return forged, None, "SEED_COMMITMENT_MISMATCH"
    if part == "seed and its commitment":  # a different deal, committed anew afterwards
        forged["seed"] += "!"
        forged["seed_commitment"] = proofs.seed_commitment(forged["seed"], forged["seed_salt"])
        return forged, None, "ANCHOR_MISMATCH"
    if part == "a move":  # the next move played a move early, where the rules refuse it
        index = first_refused_early(proof)
        moves[index]["move"] = moves[index + 1]["move"]
        rehash(forged, index)
        return forged, index, "ILLEGAL_MOVE"
    if part == "an event":
        moves[4]["events"] = [*moves[4]["events"], {"type": "turn_passed", "player": "ann"}]
        rehash(forged, 4)
        return forged, 4, "EVENTS_MISMATCH"
    if part == "a value in an event of another JSON type":  # Python's 1 == 1.0 == True
        index, event, name = next(
            (i, e, k)
            for i, entry in enumerate(moves)
            for e in entry["events"]
            for k, v in e.items()
            if type(v) in (bool, int)
        )
        value = event[name]
        event[name] = int(value) if type(value) is bool else float(value)
        rehash(forged, index)
        return forged, index, "EVENTS_MISMATCH"
    if part == "a state commitment":  # another deal claimed for the move
        moves[3]["commitment"] = "0" * 64
        rehash(forged, 3)
        return forged, 3, "STATE_MISMATCH"
    if part == "an entry's hash":
        moves[7]["hash"] = "f" * 64
        return forged, 7, "HASH_MISMATCH"
    if part == "the order":
        moves[2], moves[3] = moves[3], moves[2]
        return forged, 2, "VERSION_OUT_OF_ORDER"
    if part == "a dropped last move":
        moves.pop()
        return forged, None, "CHAIN_MISMATCH"
    if part == "the final state":
        forged["state"] = {**forged["state"], "winner": forged["players"][-1]}
        if forged["state"] == proof["state"]:
            forged["state"]["winner"] = forged["players"][0]
        return forged, None, "FINAL_STATE_MISMATCH"
    raise AssertionError(part)


PARTS = [
    "seed",
    "seed and its commitment",
    "a move",
    "an event",
    "a value in an event of another JSON type",
    "a state commitment",
    "an entry's hash",
    "the order",
    "a dropped last move",
    "the final state",
]


@pytest.mark.parametrize("part", PARTS)
def test_a_proof_tampered_with_is_caught_at_the_first_part_that_fails(
    client: FlaskClient, finished: Any, part: str
) -> None:
    game, _, proof = finished
    forged, index, code = tampered(proof, part)
    verdict = client.post(f"/v1/games/{game}/verify", json=forged)
    assert verdict.status_code == 200
    body = verdict.get_json()
    assert body["valid"] is False and body["index"] == index and body["reason"]["code"] == code
    assert body["reason"]["message"]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda p: p.pop("seed"), "seed"),
        (lambda p: p.update(seed_commitment="xyz"), "seed_commitment"),
        (lambda p: p.update(game="meow10"), "game"),
        (lambda p: p["moves"][0].update(version="one"), "moves"),
        (lambda p: p["moves"][1].update(move={"type": "dance", "player": "ann"}), "moves"),
        (lambda p: p.update(moves={}), "moves"),
        (lambda p: p.update(extra=1), "extra"),
    ],
)
def test_a_malformed_proof_is_a_422_naming_the_field(
    client: FlaskClient, finished: Any, change: Any, field: str
) -> None:
    game, _, proof = finished
    broken = copy.deepcopy(proof)
    change(broken)
    answer = client.post(f"/v1/games/{game}/verify", json=broken)
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    assert field in answer.get_json()["errors"]


def test_the_proof_opens_when_the_host_ends_a_game(app: Flask, client: FlaskClient) -> None:
    created = client.post("/v1/sessions", json={"game": "copycat", "players": PLAYERS}).get_json()
    url = f"/v1/sessions/{created['id']}"
    assert client.get(f"{url}/proof").status_code == 409
    assert client.delete(url, headers=bearer(created["host"])).status_code == 204
    proof = client.get(f"{url}/proof").get_json()
    verdict = client.post("/v1/games/copycat/verify", json=proof).get_json()
    assert verdict["valid"] is True and verdict["version"] == 0
    # A proof of a game its host ended says so: the game it holds is not over.
    assert verdict["outcome"]["over"] is False and verdict["outcome"]["winners"] == []


def test_the_command_verifies_a_proof_file_offline(
    client: FlaskClient, finished: Any, tmp_path: Path
) -> None:
    game, _, proof = finished
    good, bad = tmp_path / "proof.json", tmp_path / "forged.json"
    keys = tmp_path / "keys.json"
    good.write_bytes(proofs.canonical(proof))
    bad.write_bytes(proofs.canonical(tampered(proof, "a state commitment")[0]))
    keys.write_bytes(client.get("/.well-known/meow-referee/proof-keys").data)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "service.verification", *args]
        return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)

    ok = run(str(good), "--key", str(keys))
    assert ok.returncode == 0 and '"valid":true' in ok.stdout
    assert '"signature":"checked"' in ok.stdout
    refused = run(str(bad), "--key", str(keys))
    assert refused.returncode == 1 and '"STATE_MISMATCH"' in refused.stdout
    garbled = tmp_path / "garbled.json"
    garbled.write_text("{not json")
    unread = run(str(garbled), "--key", str(keys))
    assert unread.returncode == 2 and "garbled.json" in unread.stderr  # a usage error
    missing = run(str(tmp_path / "none.json"), "--key", str(keys))
    assert missing.returncode == 2 and "none.json" in missing.stderr


def test_a_session_stored_without_a_salt_keeps_its_unsalted_commitments_to_a_valid_proof(
    app: Flask, client: FlaskClient
) -> None:
    """A record without `seed_salt` commits with SHA-256(seed) and keys its states with the
    seed, to its end; its proof says `seed_salt: null` and verifies."""
    created = client.post("/v1/sessions", json={"game": "cattower", "players": PLAYERS})
    session = created.get_json()
    store = app.extensions["store"]
    record = copy.deepcopy(store.get(session["id"]).record)
    fairness, seed = record["fairness"], record["state"]["seed"]
    del fairness["seed_salt"]
    fairness["seed_commitment"] = hashlib.sha256(seed.encode()).hexdigest()
    state = record["state"]
    fairness["anchor"] = record["chain"] = proofs.anchor(
        "cattower", 1, PLAYERS, state["options"], "ann", fairness["seed_commitment"]
    )
    unsalted = secrets.token_urlsafe(16)
    store.create(unsalted, record, 3600)
    url = f"/v1/sessions/{unsalted}"
    while True:
        _, moves = ENGINES["cattower"].legal_moves(store.get(unsalted).record["state"])
        move = next(iter(moves), None)
        if move is None:
            break
        seat = bearer(session["seats"][move["player"]])
        assert client.post(f"{url}/moves", json={"move": move}, headers=seat).status_code == 200
    first = client.get(f"{url}/log").get_json()["moves"][0]
    dealt = ENGINES["cattower"].setup(PLAYERS, {}, seed, "ann")
    after = ENGINES["cattower"].apply(dealt, first["move"]).state
    assert first["commitment"] == proofs.state_commitment(seed, after)
    proof = client.get(f"{url}/proof").get_json()
    assert proof["seed_salt"] is None
    assert client.post("/v1/games/cattower/verify", json=proof).get_json()["valid"] is True
