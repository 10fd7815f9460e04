"""`to_act` and `outcome` beside every state an answer carries: stateless (setup,
validate-move, replay) and sessions (create, read, move, join, ended), each what the
engine contract says of the state the answer is about."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings

GAMES = sorted(ENGINES)
PLAYERS = ["ann", "bob", "cy"]


@pytest.fixture
def client() -> FlaskClient:
    return create_app(Settings()).test_client()


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def expected(game: str, state: dict[str, Any], ended: bool = False) -> dict[str, Any]:
    """What the contract says of a full wire state, worked out here from the engine."""
    rules = ENGINES[game].rules
    typed = rules.from_wire({k: v for k, v in state.items() if k != "rules_version"})
    listed = {rules.mover(move) for move in rules.legal_moves(typed)}
    over = rules.outcome(typed)
    players = list(state["players"])
    return {
        "to_act": [] if ended else [p for p in players if p in listed],
        "over": over is not None,
        "winners": [] if over is None else list(over.winners),
        "players": players,
    }


def check(answer: dict[str, Any], want: dict[str, Any], anyone: bool = False) -> None:
    outcome = answer["outcome"]
    if anyone:  # every seat may act: to_act names them all, movers or not
        assert answer["to_act"] == want["players"]
    else:
        assert answer["to_act"] == want["to_act"]
    assert outcome["over"] is want["over"]
    assert outcome["winners"] == want["winners"]
    assert (outcome["end"] is None) is not want["over"]
    assert list(outcome["scores"]) == want["players"]


def play_to_the_end(game: str, players: list[str], seed: str) -> tuple[dict[str, Any], list[Any]]:
    """(setup body, the moves of a whole game), chosen through the engine."""
    engine = ENGINES[game]
    state = engine.setup(players, seed=seed)
    moves: list[Any] = []
    for turn in range(3000):
        _, listed = engine.legal_moves(state)
        options = list(listed)
        if not options:
            break
        # Super Meow ends sooner when cards are bought: the first listed move buys.
        move = options[0] if game == "supermeow" else options[turn * 7 % len(options)]
        moves.append(move)
        state = engine.apply(state, move).state
    return {"players": players, "seed": seed}, moves


@pytest.mark.parametrize("game", GAMES)
def test_stateless_answers_carry_who_acts_and_how_it_stands(client: FlaskClient, game: str) -> None:
    setup = client.post(f"/v1/games/{game}/setup", json={"players": PLAYERS[:2], "seed": "p"})
    assert setup.status_code == 200
    body = setup.get_json()
    check(body, expected(game, body["state"]))
    assert body["outcome"]["over"] is False and len(body["to_act"]) >= 1
    legal = client.post(f"/v1/games/{game}/legal-moves", json={"state": body["state"]})
    move = legal.get_json()["moves"][0]
    validated = client.post(
        f"/v1/games/{game}/validate-move", json={"state": body["state"], "move": move}
    ).get_json()
    assert validated["legal"] is True
    check(validated, expected(game, validated["state"]))
    assert list(validated)[:4] == ["legal", "state", "to_act", "outcome"]  # beside the state
    assert "to_act" not in validated["state"] and "outcome" not in validated["state"]


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_move_and_an_invalid_replay_carry_no_progress(
    client: FlaskClient, game: str
) -> None:
    setup = client.post(f"/v1/games/{game}/setup", json={"players": PLAYERS[:2], "seed": "p"})
    state = setup.get_json()["state"]
    legal = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).get_json()
    waiting = next(p for p in state["players"] if p != legal["player"]) if legal["player"] else None
    if waiting is None:
        pytest.skip("anyone may act at the start")
    move = {**legal["moves"][0], "player": waiting}
    refused = client.post(f"/v1/games/{game}/validate-move", json={"state": state, "move": move})
    assert refused.get_json()["legal"] is False
    assert "to_act" not in refused.get_json() and "outcome" not in refused.get_json()
    replay = client.post(
        f"/v1/games/{game}/replay",
        json={"setup": {"players": PLAYERS[:2], "seed": "p"}, "moves": [move]},
    ).get_json()
    assert replay["valid"] is False and "to_act" not in replay and "outcome" not in replay


@pytest.mark.parametrize("game", GAMES)
def test_a_replayed_whole_game_is_over_with_its_winners_and_nobody_to_act(
    client: FlaskClient, game: str
) -> None:
    setup, moves = play_to_the_end(game, PLAYERS[:2], "to-the-end")
    replay = client.post(f"/v1/games/{game}/replay", json={"setup": setup, "moves": moves})
    body = replay.get_json()
    assert body["valid"] is True, body
    want = expected(game, body["state"])
    assert want["over"], "the playout reached the end"
    check(body, want)
    assert body["to_act"] == [] and body["outcome"]["winners"]
    assert isinstance(body["outcome"]["end"], str) and body["outcome"]["end"]


@pytest.mark.parametrize("game", GAMES)
def test_session_answers_carry_who_acts_for_every_reader(
    make_app: Callable[..., Flask], game: str
) -> None:
    app = make_app()
    client = app.test_client()
    created = client.post("/v1/sessions", json={"game": game, "players": PLAYERS[:2]})
    assert created.status_code == 201
    session = created.get_json()
    url, tokens = f"/v1/sessions/{session['id']}", session["seats"]

    def full() -> dict[str, Any]:
        return dict(app.extensions["store"].get(session["id"]).record["state"])

    check(session, expected(game, full()))
    for version in range(1, 13):
        want = expected(game, full())
        for token in [None, *tokens.values()]:
            read = client.get(url, headers=bearer(token) if token else {}).get_json()
            check(read, want, anyone=len(want["to_act"]) > 1)
        _, moves = ENGINES[game].legal_moves(full())
        listed = list(moves)
        if not listed:
            break
        move = listed[0]
        answer = client.post(
            f"{url}/moves", json={"move": move}, headers=bearer(tokens[move["player"]])
        ).get_json()
        assert answer["version"] == version
        after = expected(game, full())
        check(answer, after, anyone=len(after["to_act"]) > 1)
        assert list(answer)[:5] == ["game", "version", "state", "to_act", "outcome"]


def test_an_ended_session_moves_nobody_and_a_seats_deal_nobody_before_it_is_dealt(
    make_app: Callable[..., Flask],
) -> None:
    app = make_app()
    client = app.test_client()
    created = client.post(
        "/v1/sessions", json={"game": "meow10", "players": PLAYERS[:2], "deal": "seats"}
    ).get_json()
    url = f"/v1/sessions/{created['id']}"
    undealt = {"over": False, "winners": [], "end": None, "scores": {}}
    assert created["state"] is None
    assert created["to_act"] == [] and created["outcome"] == undealt
    assert client.get(url).get_json()["to_act"] == []
    joined = None
    for token in created["seats"].values():
        joined = client.post(
            f"{url}/join", json={"contribution": "A" * 24}, headers=bearer(token)
        ).get_json()
    assert joined is not None and joined["state"] is not None
    assert len(joined["to_act"]) == 1 and list(joined["outcome"]["scores"]) == PLAYERS[:2]
    assert client.delete(url, headers=bearer(created["host"])).status_code == 204
    read = client.get(url).get_json()
    assert read["ended"] == {"reason": "deleted"}
    assert read["to_act"] == [] and read["outcome"]["over"] is False
