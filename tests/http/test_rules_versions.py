"""Rules versions: a game keeps the readings it started under. Every edition listed is
served; a stateless state, setup or score names its own (absent: the current one); every
state answered carries its version; a session keeps its version to its end, its proof
included; a version not served is a 422 naming `rules_version`."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from flask.testing import FlaskClient

from engines import EDITIONS
from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from tests.http.helpers import assert_error_at
from tests.streams.sse import from_test_client

PLAYERS = ["ann", "bob", "cy"]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def ok(response: Any) -> dict[str, Any]:
    assert response.status_code in (200, 201), response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def knockout_state(**stamp: int) -> dict[str, Any]:
    """docs/rules.md C10's example, just before bob copies three 7s: ann led a 7 holding
    1 coin. Version 2 lets ann drop to -2 paying bob in full; version 1 stopped at 0."""
    return {
        "players": PLAYERS,
        "hands": {"ann": ["5"], "bob": ["7", "7", "7", "9"], "cy": ["2"]},
        "deck": ["1", "2", "4", "5", "6"],
        "discard_pile": [],
        "field": {"parent": "ann", "number": 7, "cards": ["7"], "copiers": []},
        "current": "bob",
        "phase": "respond",
        "coins": {"ann": 1, "bob": 36, "cy": 38},
        "game_number": 1,
        "starter": "ann",
        "turns": 1,
        "set_number": 1,
        "set_points": {"ann": 0, "bob": 0, "cy": 0},
        "removed": [],
        "set_over": False,
        "options": {"knockout": True},
        "seed": "fixed",
        **stamp,
    }


COPY = {"type": "copy", "player": "bob", "cards": ["7", "7", "7"], "number": 7}


def test_each_game_lists_every_rules_version_it_serves(client: FlaskClient) -> None:
    for game, editions in EDITIONS.items():
        detail = ok(client.get(f"/v1/games/{game}"))
        assert detail["rules_versions"] == sorted(editions)
        assert detail["rules_version"] == max(editions) == ENGINES[game].rules_version
    assert ok(client.get("/v1/games/copycat"))["rules_versions"] == [1, 2]
    assert ok(client.get("/v1/games/supermeow"))["rules_versions"] == [1, 2]
    assert ok(client.get("/v1/games/meow10"))["rules_versions"] == [1]


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_every_state_answered_carries_its_rules_version(client: FlaskClient, game: str) -> None:
    base = f"/v1/games/{game}"
    for version in sorted(EDITIONS[game]):
        state = ok(
            client.post(f"{base}/setup", json={"players": PLAYERS, "rules_version": version})
        )["state"]
        assert state["rules_version"] == version
        move = ok(client.post(f"{base}/legal-moves", json={"state": state}))["moves"][0]
        answer = ok(client.post(f"{base}/validate-move", json={"state": state, "move": move}))
        assert answer["legal"] and answer["state"]["rules_version"] == version
        setup = {"players": PLAYERS, "seed": "r", "rules_version": version}
        replayed = ok(client.post(f"{base}/replay", json={"setup": setup, "moves": []}))
        assert replayed["state"]["rules_version"] == version
    current = ok(client.post(f"{base}/setup", json={"players": PLAYERS}))["state"]
    assert current["rules_version"] == ENGINES[game].rules_version


def test_a_stamped_state_is_played_under_its_own_readings(client: FlaskClient) -> None:
    def copy_three_sevens(state: dict[str, Any]) -> dict[str, Any]:
        answer = ok(
            client.post("/v1/games/copycat/validate-move", json={"state": state, "move": COPY})
        )
        assert answer["legal"] and answer["result"]["end"] == "knockout"
        return answer

    old, new, unstamped = (
        copy_three_sevens(knockout_state(rules_version=1)),
        copy_three_sevens(knockout_state(rules_version=2)),
        copy_three_sevens(knockout_state()),
    )
    assert old["result"]["coins"] == {"ann": 0, "bob": 37, "cy": 38}  # version 1's C10
    assert old["result"]["winners"] == ["cy"] and old["state"]["rules_version"] == 1
    assert new["result"]["coins"] == {"ann": -2, "bob": 39, "cy": 38}  # version 2's C10
    assert new["result"]["winners"] == ["bob"] and new["state"]["rules_version"] == 2
    assert unstamped == new  # no stamp: the current version, and the answer says which


def test_a_score_names_its_rules_version_too(client: FlaskClient) -> None:
    body = {
        "players": PLAYERS,
        "hands": {"ann": ["1"], "bob": ["5", "6"], "cy": ["2"]},
        "coins": {"ann": 40, "bob": 2, "cy": 33},
        "declarer": "bob",
    }
    scored = {
        version: ok(client.post("/v1/games/copycat/score", json={**body, "rules_version": version}))
        for version in (1, 2)
    }
    # bob's failed Meow leaves him at exactly 0: version 2 lends him 10 (C10), 1 did not.
    assert scored[1]["coins"]["bob"] == 0 and scored[2]["coins"]["bob"] == 10
    assert ok(client.post("/v1/games/copycat/score", json=body)) == scored[2]


@pytest.mark.parametrize(
    ("game", "version"),
    [("meow10", 2), ("cattower", 0), ("copycat", 3), ("supermeow", "1"), ("copycat", True)],
)
def test_a_rules_version_not_served_is_a_422_naming_it(
    client: FlaskClient, game: str, version: object
) -> None:
    base = f"/v1/games/{game}"
    state = ok(client.post(f"{base}/setup", json={"players": PLAYERS}))["state"]
    move = ok(client.post(f"{base}/legal-moves", json={"state": state}))["moves"][0]
    state["rules_version"] = version
    for action, body, path in (
        ("validate-move", {"state": state, "move": move}, ["state", "rules_version"]),
        ("legal-moves", {"state": state}, ["state", "rules_version"]),
        ("setup", {"players": PLAYERS, "rules_version": version}, ["rules_version"]),
        (
            "replay",
            {"setup": {"players": PLAYERS, "rules_version": version}, "moves": []},
            ["setup", "rules_version"],
        ),
    ):
        assert_error_at(client.post(f"{base}/{action}", json=body), path)
    created = client.post(
        "/v1/sessions", json={"game": game, "players": PLAYERS, "rules_version": version}
    )
    assert_error_at(created, ["rules_version"])


def test_the_stamp_is_signed_with_the_state() -> None:
    """With signing on, a stamp changed to play a state under other readings is caught."""
    client = create_app(
        Settings(signing_keys={"k1": "secret"}, signing_key_id="k1"), store=MemoryStore()
    ).test_client()
    old = ok(client.post("/v1/games/copycat/setup", json={"players": PLAYERS, "rules_version": 1}))
    state = old["state"]
    move = ok(client.post("/v1/games/copycat/legal-moves", json={"state": state}))["moves"][0]
    ok(client.post("/v1/games/copycat/validate-move", json={"state": state, "move": move}))
    forged = {**state, "rules_version": 2}
    refused = client.post("/v1/games/copycat/validate-move", json={"state": forged, "move": move})
    assert_error_at(refused, ["state", "signature"])


def session(client: FlaskClient, version: int | None) -> dict[str, Any]:
    pinned = {} if version is None else {"rules_version": version}
    body = {"game": "supermeow", "players": ["ann", "bob"], "seed": "keep", **pinned}
    return ok(client.post("/v1/sessions", json=body))


def test_a_session_keeps_its_rules_version_to_its_end(client: FlaskClient) -> None:
    """Super Meow's S3: version 1 showed a face-down hand to its owner, version 2 shows it
    to nobody until its owner's turn. Two sessions dealt alike differ only by that."""
    old, new = session(client, 1), session(client, None)
    assert (old["rules_version"], new["rules_version"]) == (1, 2)
    assert (old["state"]["rules_version"], new["state"]["rules_version"]) == (1, 2)

    def bobs_hand(created: dict[str, Any]) -> Any:
        url = f"/v1/sessions/{created['id']}"
        read = ok(client.get(url, headers=bearer(created["seats"]["bob"])))
        assert read["rules_version"] == read["state"]["rules_version"] == created["rules_version"]
        return read["state"]["tableau"]["bob"]["hand"]

    assert isinstance(bobs_hand(old), list) and len(bobs_hand(old)) == bobs_hand(new) == 2
    # Moves go on under version 1: each answer is stamped 1 and bob still sees his hand.
    url = f"/v1/sessions/{old['id']}"
    for _ in range(4):
        seat = ok(client.get(url))["state"]["current"]
        listed = ok(client.get(f"{url}/legal-moves", headers=bearer(old["seats"][seat])))
        move = listed["moves"][0]
        moved = ok(
            client.post(f"{url}/moves", json={"move": move}, headers=bearer(old["seats"][seat]))
        )
        assert moved["state"]["rules_version"] == 1
        if seat != "bob":
            assert isinstance(bobs_hand(old), list)
    # The proof (open once the host ends the session) names version 1 and verifies under it.
    ended = client.delete(url, headers=bearer(old["host"]))
    assert ended.status_code == 204
    proof = ok(client.get(f"{url}/proof"))
    assert proof["rules_version"] == proof["state"]["rules_version"] == 1
    verdict = ok(client.post("/v1/games/supermeow/verify", json=proof))
    assert verdict["valid"] is True and verdict["version"] == 4
    for version, code in ((2, "ANCHOR_MISMATCH"), (7, "RULES_VERSION_NOT_SERVED")):
        forged = copy.deepcopy(proof)
        forged["rules_version"] = version
        verdict = ok(client.post("/v1/games/supermeow/verify", json=forged))
        assert verdict["valid"] is False and verdict["reason"]["code"] == code


def test_a_sessions_stream_carries_its_rules_version(client: FlaskClient) -> None:
    old = session(client, 1)
    url = f"/v1/sessions/{old['id']}"
    bob = bearer(old["seats"]["bob"])
    reader = from_test_client(client.get(f"{url}/stream", headers=bob, buffered=False))
    first = reader.next_event()
    assert first.event == "session" and first.data["state"]["rules_version"] == 1
    assert isinstance(first.data["state"]["tableau"]["bob"]["hand"], list)  # version 1's S3
    move = ok(client.get(f"{url}/legal-moves", headers=bearer(old["seats"]["ann"])))["moves"][0]
    ok(client.post(f"{url}/moves", json={"move": move}, headers=bearer(old["seats"]["ann"])))
    moved = reader.next_event()
    assert moved.event == "move" and moved.data["state"]["rules_version"] == 1
    reader.close()
