"""A deal nobody chooses (`deal: seats`): the referee commits to its part of the seed, each
seat joins once with entropy of its own, and the join that completes the set deals. Until
then nobody sees or plays a game; the proof shows every contribution. On both stores."""

from __future__ import annotations

import copy
import secrets
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from engines import REGISTRY as ENGINES
from service import proofs
from service.app import create_app
from service.config import Settings
from service.proof_signing import b64url
from service.store import MemoryStore
from tests.redis_server import ExternalRedis, RedisServer

PLAYERS = ["ann", "bob", "cy"]


@pytest.fixture(params=["memory", "redis"])
def app(request: pytest.FixtureRequest) -> Iterator[Flask]:
    if request.param == "memory":
        made = create_app(Settings(), store=MemoryStore())
    else:
        node: RedisServer | ExternalRedis = request.getfixturevalue("redis_node")
        made = create_app(Settings(redis_url=node.url))
    yield made
    made.extensions["store"].close()


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def entropy() -> str:
    return b64url(secrets.token_bytes(32))


def create(client: FlaskClient, game: str = "cattower", **body: Any) -> dict[str, Any]:
    answer = client.post(
        "/v1/sessions", json={"game": game, "players": PLAYERS, "deal": "seats", **body}
    )
    assert answer.status_code == 201, answer.get_json()
    created: dict[str, Any] = answer.get_json()
    return created


def join(client: FlaskClient, session: dict[str, Any], seat: str, contribution: str) -> Any:
    return client.post(
        f"/v1/sessions/{session['id']}/join",
        json={"contribution": contribution},
        headers=bearer(session["seats"][seat]),
    )


def joined_by_all(client: FlaskClient, game: str = "cattower") -> dict[str, Any]:
    session = create(client, game)
    for seat in PLAYERS:
        assert join(client, session, seat, entropy()).status_code == 200
    return session


def play_to_the_end(app: Flask, client: FlaskClient, session: dict[str, Any]) -> None:
    url = f"/v1/sessions/{session['id']}"
    while True:
        state = app.extensions["store"].get(session["id"]).record["state"]
        _, moves = ENGINES[session["game"]].legal_moves(state)
        listed = list(moves)
        if not listed:
            return
        move = listed[0]
        answer = client.post(
            f"{url}/moves", json={"move": move}, headers=bearer(session["seats"][move["player"]])
        )
        assert answer.status_code == 200, answer.get_json()


def pending(answer: Any) -> None:
    assert answer.status_code == 409, answer.get_json()
    body = answer.get_json()
    assert body["type"] == "urn:meow-referee:problem:deal-pending"
    assert body["waiting_for"]


def test_nobody_sees_or_plays_a_game_before_every_seat_joins(
    app: Flask, client: FlaskClient
) -> None:
    session = create(client)
    assert session["state"] is None and session["seed_source"] == "seats"
    assert session["deal"] == {"waiting_for": PLAYERS} and "chain" not in session
    url = f"/v1/sessions/{session['id']}"
    record = app.extensions["store"].get(session["id"]).record
    referee_seed = record["fairness"]["deal"]["referee_seed"]
    salt = record["fairness"]["seed_salt"]
    assert proofs.seed_commitment(referee_seed, salt) == session["seed_commitment"]
    tags = {client.get(url).headers["ETag"]}
    for n, seat in enumerate(PLAYERS[:-1]):
        joined = join(client, session, seat, entropy())
        assert joined.status_code == 200, joined.get_json()
        assert joined.get_json()["deal"]["waiting_for"] == PLAYERS[n + 1 :]
        tags.add(joined.headers["ETag"])
        # The creator (the host token, or any seat) sees no game in any answer.
        for headers in ({}, bearer(session["host"]), bearer(session["seats"]["ann"])):
            body = client.get(url, headers=headers).get_json()
            assert body["state"] is None and body["version"] == 0
        move = {"move": {"type": "pass", "player": "ann"}}
        pending(client.post(f"{url}/moves", json=move, headers=bearer(session["seats"]["ann"])))
        pending(client.get(f"{url}/legal-moves", headers=bearer(session["seats"]["ann"])))
        pending(client.get(f"{url}/stream"))
        pending(client.get(f"{url}/stream", headers=bearer(session["seats"]["ann"])))
        pending(client.post(f"{url}/stream-tickets", headers=bearer(session["seats"]["ann"])))
        pending(client.get(f"{url}/proof"))
        assert client.get(f"{url}/log").get_json()["moves"] == []
    # Each join is a write of its own: a read tagged before it is not "not modified".
    assert client.get(url, headers={"If-None-Match": '"0"'}).status_code == 200
    last = join(client, session, PLAYERS[-1], entropy())
    assert last.status_code == 200
    dealt = last.get_json()
    assert dealt["state"] is not None and dealt["deal"] == {"waiting_for": []}
    assert len(tags | {last.headers["ETag"]}) == len(PLAYERS) + 1
    assert dealt["chain"] == app.extensions["store"].get(session["id"]).record["chain"]
    listed = client.get(f"{url}/legal-moves", headers=bearer(session["seats"]["ann"]))
    assert listed.status_code == 200
    play_to_the_end(app, client, session)


def test_its_proof_verifies_and_shows_every_contribution(app: Flask, client: FlaskClient) -> None:
    session = create(client)
    sent = {seat: entropy() for seat in PLAYERS}
    for seat, contribution in sent.items():
        assert join(client, session, seat, contribution).status_code == 200
    play_to_the_end(app, client, session)
    proof = client.get(f"/v1/sessions/{session['id']}/proof").get_json()
    assert proof["seed_source"] == "seats" and proof["deal"]["contributions"] == sent
    referee_seed = proof["deal"]["referee_seed"]
    assert proof["seed"] == proofs.dealt_seed(referee_seed, sent)
    assert proofs.seed_commitment(referee_seed, proof["seed_salt"]) == proof["seed_commitment"]
    verdict = client.post(f"/v1/games/{proof['game']}/verify", json=proof).get_json()
    assert verdict["valid"] is True and verdict["signed_by"]

    def refused(forged: dict[str, Any], code: str) -> None:
        got = client.post(f"/v1/games/{proof['game']}/verify", json=forged).get_json()
        assert got["valid"] is False and got["reason"]["code"] == code, got

    flipped = copy.deepcopy(proof)
    flipped["deal"]["contributions"]["bob"] = entropy()
    refused(flipped, "SEED_DERIVATION_MISMATCH")
    dropped = copy.deepcopy(proof)
    del dropped["deal"]["contributions"]["cy"]
    refused(dropped, "SEED_DERIVATION_MISMATCH")
    no_deal = copy.deepcopy(proof)
    del no_deal["deal"]
    refused(no_deal, "SEED_DERIVATION_MISMATCH")
    # A seed made anew from other contributions hangs from another creation.
    redealt = copy.deepcopy(proof)
    redealt["deal"]["contributions"]["bob"] = entropy()
    redealt["seed"] = proofs.dealt_seed(referee_seed, redealt["deal"]["contributions"])
    refused(redealt, "ANCHOR_MISMATCH")
    # The referee's part is the one it committed to before any seat joined.
    other = copy.deepcopy(proof)
    other["deal"]["referee_seed"] = "x" * 43
    other["seed"] = proofs.dealt_seed("x" * 43, sent)
    refused(other, "SEED_COMMITMENT_MISMATCH")


def test_a_seat_joins_once_and_a_dealt_session_takes_no_join(
    app: Flask, client: FlaskClient
) -> None:
    session = create(client)
    assert join(client, session, "ann", entropy()).status_code == 200
    again = join(client, session, "ann", entropy())
    assert again.status_code == 409
    assert again.get_json()["type"] == "urn:meow-referee:problem:already-joined"
    for seat in PLAYERS[1:]:
        assert join(client, session, seat, entropy()).status_code == 200
    late = join(client, session, "bob", entropy())
    assert late.status_code == 409 and late.get_json()["type"].endswith("already-joined")
    now = client.post("/v1/sessions", json={"game": "meow10", "players": PLAYERS}).get_json()
    dealt = join(client, now, "ann", entropy())
    assert dealt.status_code == 409 and dealt.get_json()["type"].endswith("already-joined")


def test_seats_joining_at_once_each_join_and_one_deals(app: Flask) -> None:
    players = [f"p{n}" for n in range(6)]
    client = app.test_client()
    session = client.post(
        "/v1/sessions", json={"game": "cattower", "players": players, "deal": "seats"}
    ).get_json()
    start = threading.Barrier(len(players))
    answers: dict[str, Any] = {}

    def join_now(seat: str) -> None:
        mine = app.test_client()
        start.wait()
        answers[seat] = join(mine, session, seat, entropy())

    threads = [threading.Thread(target=join_now, args=(seat,)) for seat in players]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(a.status_code for a in answers.values()) == [200] * len(players)
    dealt = [a for a in answers.values() if a.get_json()["state"] is not None]
    assert len(dealt) == 1
    record = app.extensions["store"].get(session["id"]).record
    assert set(record["fairness"]["deal"]["contributions"]) == set(players)


@pytest.mark.parametrize(
    "body",
    [
        {"contribution": b64url(b"x" * 15)},  # too short
        {"contribution": b64url(b"x" * 65)},  # too long
        {"contribution": "not base64url!"},
        {"contribution": 7},
        {},
    ],
)
def test_a_bad_contribution_is_a_422_naming_it_and_changes_nothing(
    app: Flask, client: FlaskClient, body: dict[str, Any]
) -> None:
    session = create(client)
    url = f"/v1/sessions/{session['id']}"
    before = client.get(url)
    answer = client.post(f"{url}/join", json=body, headers=bearer(session["seats"]["ann"]))
    assert answer.status_code == 422, answer.get_json()
    assert "contribution" in answer.get_json()["errors"]
    after = client.get(url)
    assert after.headers["ETag"] == before.headers["ETag"]
    assert after.get_json()["deal"]["waiting_for"] == PLAYERS


def test_a_contribution_spelled_with_unused_bits_is_taken_as_its_bytes(
    app: Flask, client: FlaskClient
) -> None:
    """A last base64url character that sets unused bits (`B` where `A` would do) is the
    same 16 bytes: the join takes them, stored in their one spelling, never a 500."""
    session = create(client)
    answer = join(client, session, "ann", "B" * 22)
    assert answer.status_code == 200, answer.get_json()
    record = app.extensions["store"].get(session["id"]).record
    assert record["fairness"]["deal"]["contributions"]["ann"] == "B" * 21 + "A"


def test_a_join_needs_a_seat_and_a_seats_deal_takes_no_seed(
    app: Flask, client: FlaskClient
) -> None:
    session = create(client)
    url = f"/v1/sessions/{session['id']}/join"
    body = {"contribution": entropy()}
    assert client.post(url, json=body).status_code == 401
    assert client.post(url, json=body, headers=bearer(session["host"])).status_code == 401
    seeded = client.post(
        "/v1/sessions",
        json={"game": "meow10", "players": PLAYERS, "deal": "seats", "seed": "mine"},
    )
    assert seeded.status_code == 422 and "deal" in seeded.get_json()["errors"]
    odd = client.post("/v1/sessions", json={"game": "meow10", "players": PLAYERS, "deal": "x"})
    assert odd.status_code == 422 and "deal" in odd.get_json()["errors"]


def test_the_host_may_end_a_session_nobody_dealt(app: Flask, client: FlaskClient) -> None:
    session = create(client)
    url = f"/v1/sessions/{session['id']}"
    assert join(client, session, "ann", entropy()).status_code == 200
    seat_ends = client.delete(url, headers=bearer(session["seats"]["ann"]))
    assert seat_ends.status_code == 403
    assert client.delete(url, headers=bearer(session["host"])).status_code == 204
    late = join(client, session, "bob", entropy())
    assert late.status_code == 409 and late.get_json()["type"].endswith("session-ended")
    pending(client.get(f"{url}/proof"))
    assert client.get(url).get_json()["state"] is None


def test_every_game_deals_from_its_seats(app: Flask, client: FlaskClient) -> None:
    for game in sorted(ENGINES):
        session = joined_by_all(client, game)
        body = client.get(f"/v1/sessions/{session['id']}").get_json()
        assert body["state"] is not None and body["seed_source"] == "seats"
