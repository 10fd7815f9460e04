"""The examples of openapi.yaml: for every operation, a request and its answer taken from a
real run of the referee, with fixed seeds.

    python -m service.spec_examples > service/spec_examples.json

plays that run: each game's stateless endpoints on one seeded setup, then a Meow 10
session from its creation to its proof, and records what each operation was sent and
answered. Whatever the referee would draw at random (session ids, tokens, salts, the
proof's signing key) is drawn from a seeded generator for the run alone, so the file is
the same on every run; service/openapi.py writes its examples into the spec.
tests/http/test_spec_examples.py fails when the file drifts from what the run records,
checks every example against the spec, and sends each request again to a referee.
"""

from __future__ import annotations

import base64
import json
import random
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any
from unittest import mock

from flask import Flask
from flask.testing import FlaskClient

from .referee import REFEREES

EXAMPLES_FILE = Path(__file__).with_name("spec_examples.json")
PLAYERS = ["ann", "bob"]
SEED = "example"
# The proof signing key of the run: a fixed Ed25519 seed (32 bytes, base64url).
SIGNING_KEY = base64.urlsafe_b64encode(bytes(range(32))).decode().rstrip("=")
# Stateless games: each one's endpoints, in this order (the legal moves, once listed,
# give the move the others are sent).
GAMES = ("meow10", "copycat", "supermeow", "cattower")
LISTED = 3  # moves a listing's example shows (`limit`)

Example = dict[str, Any]  # {"request"?: body, "status": code, "response"?: body}


@cache
def examples() -> dict[str, Example]:
    """operationId -> its example, as the committed file holds them."""
    found: dict[str, Example] = json.loads(EXAMPLES_FILE.read_text())
    return found


@contextmanager
def fixed_randomness() -> Iterator[None]:
    """`secrets`' draws from a generator seeded for this run alone (never in a server)."""
    rng = random.Random(SEED)

    def token_bytes(n: int | None = None) -> bytes:
        return rng.randbytes(32 if n is None else n)

    def token_urlsafe(n: int | None = None) -> str:
        return base64.urlsafe_b64encode(token_bytes(n)).rstrip(b"=").decode()

    def token_hex(n: int | None = None) -> str:
        return token_bytes(n).hex()

    with (
        mock.patch.object(secrets, "token_bytes", token_bytes),
        mock.patch.object(secrets, "token_urlsafe", token_urlsafe),
        mock.patch.object(secrets, "token_hex", token_hex),
    ):
        yield


def example_app() -> Flask:
    """The referee the run plays against: in memory, its proofs signed by a fixed key."""
    from .app import create_app
    from .config import Settings
    from .store import MemoryStore

    return create_app(Settings(proof_signing_key=SIGNING_KEY), store=MemoryStore())


class Recorder:
    """Calls the app and keeps, per operationId, the first call that succeeded."""

    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.found: dict[str, Example] = {}

    def call(
        self,
        operation: str,
        method: str,
        url: str,
        body: Any = None,
        token: str | None = None,
    ) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        kwargs: dict[str, Any] = {"headers": headers}
        if body is not None:
            kwargs["json"] = body
        answer = self.client.open(url, method=method, **kwargs)
        if answer.status_code >= 300:
            raise RuntimeError(f"{operation}: {method} {url}: {answer.status_code} {answer.text}")
        example: Example = {"method": method, "url": url}
        if token is not None:
            example["token"] = True
        if body is not None:
            example["request"] = body
        example["status"] = answer.status_code
        if answer.mimetype == "application/json":
            example["response"] = answer.get_json()
        elif answer.mimetype == "text/event-stream":  # the spec's schema: one event's data
            lines = answer.get_data(as_text=True).splitlines()
            first = next(line for line in lines if line.startswith("data: "))
            example["response"] = json.loads(first.removeprefix("data: "))
        self.found.setdefault(operation, example)
        return example.get("response")


def record() -> dict[str, Example]:
    """Every operation's example, from one seeded run."""
    with fixed_randomness():
        client = example_app().test_client()
        run = Recorder(client)
        run.call("healthz", "GET", "/healthz")
        run.call("readyz", "GET", "/readyz")
        run.call("listGames", "GET", "/v1/games")
        run.call("getGame", "GET", "/v1/games/cattower")
        run.call("getProofKeys", "GET", "/.well-known/meow-referee/proof-keys")
        for game in GAMES:
            _stateless(run, game)
        _session(run)
    return dict(sorted(run.found.items()))


def _stateless(run: Recorder, game: str) -> None:
    base = f"/v1/games/{game}"
    setup = {"players": PLAYERS, "seed": SEED}
    state = run.call(f"{game}_setup", "POST", f"{base}/setup", setup)["state"]
    listing = run.call(
        f"{game}_legal_moves", "POST", f"{base}/legal-moves", {"state": state, "limit": LISTED}
    )
    move = listing["moves"][0]
    run.call(
        f"{game}_validate_move", "POST", f"{base}/validate-move", {"state": state, "move": move}
    )
    score_fields = REFEREES[game].schemas.score._declared_fields
    score = {key: state[key] for key in score_fields if key in state}
    if game == "supermeow":  # a state holds no hands: the cards each player ends with
        score["hands"] = {"ann": ["cat", "cape"], "bob": ["cat", "coin3"]}
    run.call(f"{game}_score", "POST", f"{base}/score", score)
    run.call(f"{game}_replay", "POST", f"{base}/replay", {"setup": setup, "moves": [move]})
    # A session of the game, ended after one move: its proof is what verify takes.
    created = run.client.post("/v1/sessions", json={"game": game, **setup}).get_json()
    seat = listing["player"] if listing.get("player") else PLAYERS[0]
    token = created["seats"][seat]
    url = f"/v1/sessions/{created['id']}"
    moved = run.client.post(
        f"{url}/moves", json={"move": move}, headers={"Authorization": f"Bearer {token}"}
    )
    assert moved.status_code == 200, moved.get_json()
    # The seat to act next, and its view: what a suggestion is asked for.
    to_act = next(
        player
        for player in PLAYERS
        if run.client.get(
            f"{url}/legal-moves", headers={"Authorization": f"Bearer {created['seats'][player]}"}
        ).get_json()["moves"]
    )
    auth = {"Authorization": f"Bearer {created['seats'][to_act]}"}
    view = run.client.get(url, headers=auth).get_json()["state"]
    run.client.delete(url, headers={"Authorization": f"Bearer {created['host']}"})
    proof = run.client.get(f"{url}/proof").get_json()
    run.call(f"{game}_verify", "POST", f"{base}/verify", proof)
    suggest = {"view": view, "seat": to_act, "level": "random", "seed": SEED}
    run.call(f"{game}_suggest", "POST", f"{base}/suggest", suggest)


def _session(run: Recorder) -> None:
    """A Meow 10 session: every session operation, in the order a table uses them."""
    create = {"game": "meow10", "players": PLAYERS, "seed": SEED}
    created = run.call("createSession", "POST", "/v1/sessions", create)
    url = f"/v1/sessions/{created['id']}"
    seats, host = created["seats"], created["host"]
    listing = run.call(
        "getSessionLegalMoves", "GET", f"{url}/legal-moves?limit={LISTED}", token=seats["ann"]
    )
    move = {"move": listing["moves"][0], "expected_version": listing["version"]}
    run.call("postSessionMove", "POST", f"{url}/moves", move, token=seats["ann"])
    run.call("getSession", "GET", url, token=seats["bob"])
    run.call("getSessionLog", "GET", f"{url}/log")
    run.call(
        "getSessionSuggestion", "GET", f"{url}/suggest?level=random&seed={SEED}", token=seats["bob"]
    )
    run.call("createStreamTicket", "POST", f"{url}/stream-tickets", token=seats["bob"])
    run.call("putSessionSeat", "PUT", f"{url}/seats/bob", {"bot": "random"}, token=host)
    run.call("putSessionSeat", "PUT", f"{url}/seats/bob", {"bot": None}, token=host)
    run.call("postSeatToken", "POST", f"{url}/seats/bob/token", token=host)
    run.call("deleteSession", "DELETE", url, token=host)
    run.call("getSessionProof", "GET", f"{url}/proof")
    run.call("getSessionStream", "GET", f"{url}/stream")
    # A seats' deal: dealt once every seat has joined with its contribution.
    seats_deal = {"game": "meow10", "players": PLAYERS, "deal": "seats"}
    deal = run.call("createSession", "POST", "/v1/sessions", seats_deal)
    contribution = base64.urlsafe_b64encode(bytes(16)).decode().rstrip("=")
    run.call(
        "joinSession",
        "POST",
        f"/v1/sessions/{deal['id']}/join",
        {"contribution": contribution},
        token=deal["seats"]["ann"],
    )


if __name__ == "__main__":
    sys.stdout.write(json.dumps(record(), indent=1, ensure_ascii=False) + "\n")
