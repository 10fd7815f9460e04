"""The bots over HTTP (docs/api.md, "Suggest a move"): POST /v1/games/{game}/suggest from
a seat's view, and GET /v1/sessions/{id}/suggest from a seat's token, through the real
app on the in-process store and on a real redis-server."""

from __future__ import annotations

import copy
import fcntl
import os
import random
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from bots.match import seat_to_act
from schemas.suggest import LEVELS, SUGGESTIONS
from service.app import create_app
from service.config import Settings
from service.referee import REFEREES
from service.store import MemoryStore
from service.suggestions import SLOTS_PREFIX

GAMES = sorted(SUGGESTIONS)
PLAYERS = ["ann", "bob", "cy"]
BUSY = "urn:meow-referee:problem:suggest-busy"
# Few iterations: every level of every game many times; the defaults are asked too.
QUICK = 20


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def position(game: str, seed: int, moves: int) -> tuple[Any, list[dict[str, Any]]]:
    """The state after up to `moves` random moves from a seeded deal, and the public log
    of them as a session's log pages show it."""
    rules = REFEREES[game].rules
    rnd = random.Random(seed)
    state = rules.setup(PLAYERS[: 2 + seed % 2], None, f"deal-{seed}", None, None)
    log: list[dict[str, Any]] = []
    for version in range(1, moves + 1):
        seat = seat_to_act(rules, state)
        if seat is None:
            break
        move = rnd.choice(list(rules.seat_moves(state, seat)))
        step = rules.apply(state, move)
        entry = {"move": rules.move_to_wire(move), "events": step.events}
        log.append({"version": version, **entry, "result": step.result})
        state = step.state
    return state, log


def view_of(game: str, state: Any, seat: str) -> dict[str, Any]:
    """`seat`'s view as GET /v1/sessions/{id} shows it (stamped with its rules version)."""
    referee = REFEREES[game]
    view: dict[str, Any] = referee.shown(referee.rules.to_wire(state), seat)["state"]
    return view


def question(game: str, seed: int, moves: int, **extra: Any) -> tuple[Any, dict[str, Any]]:
    """A position and the suggest body of the seat to act there."""
    state, log = position(game, seed, moves)
    seat = seat_to_act(REFEREES[game].rules, state)
    assert seat is not None
    return state, {"view": view_of(game, state, seat), "seat": seat, "log": log, **extra}


def question_with_a_choice(game: str, seed: int, moves: int) -> tuple[Any, dict[str, Any]]:
    """`question` at the first position from `moves` on where the seat to act has more
    than one legal move (a lone move is answered without a search)."""
    rules = REFEREES[game].rules
    for more in range(moves, moves + 100):
        state, body = question(game, seed, more)
        if len(list(rules.seat_moves(state, body["seat"]))) > 1:
            return state, body
    raise AssertionError(f"{game}: no choice to make in 100 moves from {moves}")


def errors_of(answer: Any) -> dict[str, Any]:
    assert answer.status_code == 422, answer.get_json()
    body = answer.get_json()
    assert body["type"] == "urn:meow-referee:problem:invalid-request"
    found: dict[str, Any] = body["errors"]
    return found


# -- the stateless suggestion ---------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAMES)
def test_every_level_of_every_game_suggests_a_move_validate_move_finds_legal(
    client: FlaskClient, game: str, level: str
) -> None:
    referee = REFEREES[game]
    for seed in range(4):
        state, body = question(game, seed, moves=seed * 7, level=level, iterations=QUICK)
        answer = client.post(f"/v1/games/{game}/suggest", json=body)
        assert answer.status_code == 200, answer.get_json()
        suggested = answer.get_json()
        assert suggested["level"] == level
        assert suggested["move"]["player"] == body["seat"]
        judged = client.post(
            f"/v1/games/{game}/validate-move",
            json={"state": referee.answered(state), "move": suggested["move"]},
        ).get_json()
        assert judged["legal"] is True, (suggested, judged)
        if level == "random":
            assert suggested["considered"] == []
        else:
            assert suggested["considered"][0]["move"] == suggested["move"]
            assert all(0.0 <= c["value"] <= 1.0 for c in suggested["considered"])


@pytest.mark.parametrize("game", GAMES)
def test_the_same_body_twice_gets_the_same_answer_and_a_seed_is_honoured(
    client: FlaskClient, game: str
) -> None:
    _, body = question_with_a_choice(game, 5, moves=9)  # mcts at its default budget, no seed
    first = client.post(f"/v1/games/{game}/suggest", json=body).get_json()
    again = client.post(f"/v1/games/{game}/suggest", json=body).get_json()
    assert first == again
    assert first["level"] == "mcts" and first["iterations"] > 1
    seeded = {**body, "seed": "a seed of my own", "level": "greedy", "iterations": 3}
    answers = [client.post(f"/v1/games/{game}/suggest", json=seeded).get_json() for _ in "ab"]
    assert answers[0] == answers[1] and answers[0]["iterations"] == 3


def test_a_full_state_is_not_a_view_and_the_422_names_the_field(client: FlaskClient) -> None:
    state, body = question("meow10", 1, moves=3)
    whole = REFEREES["meow10"].answered(state)
    other = next(p for p in whole["players"] if p != body["seat"])
    cases = {
        "seed": ({**body, "view": whole}, ["view", "seed"]),
        "another hand": (
            {**body, "view": {**body["view"], "hands": whole["hands"]}},
            ["view", "hands", other],
        ),
        "the draw pile": (
            {**body, "view": {**body["view"], "draw_pile": whole["draw_pile"]}},
            ["view", "draw_pile"],
        ),
        "an unknown field": ({**body, "hint": True}, ["hint"]),
        "an unknown field of the view": (
            {**body, "view": {**body["view"], "peek": 1}},
            ["view", "peek"],
        ),
        "no view": ({"seat": body["seat"]}, ["view"]),
        "a seat that is not a player": ({**body, "seat": "zed"}, ["seat"]),
        "an unknown level": ({**body, "level": "cheat"}, ["level"]),
        "a log entry's result that is no result": (
            {**body, "log": [{**body["log"][0], "result": {}}]},
            ["log", "0", "result"],
        ),
        "a log entry's event with no type": (
            {**body, "log": [{**body["log"][0], "events": [{"player": "ann"}]}]},
            ["log", "0", "events", "0"],
        ),
    }
    for name, (sent, path) in cases.items():
        found: Any = errors_of(client.post("/v1/games/meow10/suggest", json=sent))
        for key in path:
            assert key in found, (name, found)
            found = found[key]
        assert found, name


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_not_to_act_is_a_422_naming_the_seat(client: FlaskClient, game: str) -> None:
    state, body = question(game, 2, moves=4)
    idle = next(p for p in state.players if p != body["seat"])
    sent = {"view": view_of(game, state, idle), "seat": idle, "log": body["log"]}
    assert "seat" in errors_of(client.post(f"/v1/games/{game}/suggest", json=sent))


def test_a_game_that_is_over_is_a_422_naming_the_view(client: FlaskClient) -> None:
    state, log = position("meow10", 3, moves=5000)
    rules = REFEREES["meow10"].rules
    assert rules.outcome(state) is not None
    sent = {"view": view_of("meow10", state, "ann"), "seat": "ann", "log": log[-50:]}
    assert "view" in errors_of(client.post("/v1/games/meow10/suggest", json=sent))


def test_budgets_over_the_caps_are_422s_naming_the_field() -> None:
    capped = Settings(suggest_max_iterations=40, suggest_max_budget_ms=200)
    client = create_app(capped).test_client()
    _, body = question("copycat", 1, moves=2)
    over = client.post("/v1/games/copycat/suggest", json={**body, "iterations": 41})
    assert list(errors_of(over)) == ["iterations"]
    over = client.post("/v1/games/copycat/suggest", json={**body, "budget_ms": 201})
    assert list(errors_of(over)) == ["budget_ms"]
    both = {**body, "iterations": 1000, "budget_ms": 10_000}
    assert sorted(errors_of(client.post("/v1/games/copycat/suggest", json=both))) == [
        "budget_ms",
        "iterations",
    ]
    at_caps = client.post("/v1/games/copycat/suggest", json={**body, "iterations": 40})
    assert at_caps.status_code == 200 and at_caps.get_json()["iterations"] <= 40
    for wrong in (0, -1, 1.5, "9", True):
        assert "iterations" in errors_of(
            client.post("/v1/games/copycat/suggest", json={**body, "iterations": wrong})
        )


def test_the_default_caps_are_5000_iterations_and_a_second() -> None:
    settings = Settings.from_env({})
    assert (settings.suggest_max_iterations, settings.suggest_max_budget_ms) == (5000, 1000)
    env = {"SUGGEST_MAX": "3", "SUGGEST_MAX_ITERATIONS": "10", "SUGGEST_MAX_BUDGET_MS": "50"}
    from_env = Settings.from_env(env)
    assert (from_env.suggest_max, from_env.suggest_max_iterations) == (3, 10)
    assert from_env.suggest_max_budget_ms == 50


def test_a_game_no_bot_plays_has_no_suggest_endpoint(client: FlaskClient) -> None:
    for game in sorted(set(REFEREES) - set(SUGGESTIONS)):
        answer = client.post(f"/v1/games/{game}/suggest", json={})
        assert answer.status_code == 404, answer.get_json()
    assert client.post("/v1/games/nope/suggest", json={}).status_code == 404


# -- the concurrency cap --------------------------------------------------------------


def held_elsewhere(directory: Path, count: int) -> list[int]:
    """The first `count` suggestion slots locked as another worker would."""
    held = []
    for i in range(count):
        fd = os.open(directory / f"{SLOTS_PREFIX}-{i}", os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        held.append(fd)
    return held


def test_past_suggest_max_a_suggestion_is_a_503_at_once_and_others_are_served(
    tmp_path: Path,
) -> None:
    app = create_app(
        Settings(), store=MemoryStore(), suggest_max=2, heavy_max=1, heavy_dir=str(tmp_path)
    )
    client = app.test_client()
    _, body = question("meow10", 4, moves=5, iterations=QUICK)
    held = held_elsewhere(tmp_path, 2)
    try:
        busy = client.post("/v1/games/meow10/suggest", json=body)
        assert busy.status_code == 503
        assert busy.get_json()["type"] == BUSY
        assert busy.headers["Retry-After"] == "1"
        # heavy work has slots of its own, in the same directory
        assert client.post("/v1/games/meow10/setup", json={"players": PLAYERS}).status_code == 200
        fcntl.flock(held.pop(), fcntl.LOCK_UN)  # one slot is free again
        assert client.post("/v1/games/meow10/suggest", json=body).status_code == 200
    finally:
        for fd in held:
            os.close(fd)


def test_a_process_of_its_own_counts_its_suggestions_too(app: Flask, client: FlaskClient) -> None:
    """Without HEAVY_DIR (one process) the slots are the process's own: hold them all."""
    _, body = question("copycat", 4, moves=5, iterations=QUICK)
    slots = app.extensions["suggest"]
    with slots.held():
        busy = client.post("/v1/games/copycat/suggest", json=body)
        assert (busy.status_code, busy.get_json()["type"]) == (503, BUSY)
    assert client.post("/v1/games/copycat/suggest", json=body).status_code == 200


# -- a seat's hint in a session ----------------------------------------------------------


def play(client: FlaskClient, session: dict[str, Any], moves: int, seed: int) -> None:
    """`moves` random legal moves, each by the seat to act, through the API."""
    rnd = random.Random(seed)
    for _ in range(moves):
        to_act = client.get(f"/v1/sessions/{session['id']}").get_json()["to_act"]
        if not to_act:
            return
        seat = to_act[0]
        listed = client.get(
            f"/v1/sessions/{session['id']}/legal-moves", headers=bearer(session["seats"][seat])
        ).get_json()["moves"]
        moved = client.post(
            f"/v1/sessions/{session['id']}/moves",
            json={"move": rnd.choice(listed)},
            headers=bearer(session["seats"][seat]),
        )
        assert moved.status_code == 200, moved.get_json()


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_hint_is_the_stateless_suggestion_of_its_view_and_the_log(
    make_app: Any, game: str
) -> None:
    """Both searches stop at their work budget, never at the wall-time cap, which a
    loaded machine would reach at different points."""
    client = make_app(suggest_max_budget_ms=120_000).test_client()
    created = client.post("/v1/sessions", json={"game": game, "players": PLAYERS, "seed": "h"})
    session = created.get_json()
    hints = {}
    for round_ in range(3):
        play(client, session, min(round_, 1), round_)
        seat = client.get(f"/v1/sessions/{session['id']}").get_json()["to_act"][0]
        token = bearer(session["seats"][seat])
        for query in ("", "?level=greedy&iterations=5&seed=mine", f"?iterations={QUICK}"):
            hint = client.get(f"/v1/sessions/{session['id']}/suggest{query}", headers=token)
            assert hint.status_code == 200, hint.get_json()
            assert hint.headers["Cache-Control"] == "no-store"
            got = hint.get_json()
            read = client.get(f"/v1/sessions/{session['id']}", headers=token).get_json()
            log = client.get(f"/v1/sessions/{session['id']}/log?limit=1000").get_json()["moves"]
            assert (got["game"], got["version"]) == (game, read["version"])
            body: dict[str, Any] = {"view": read["state"], "seat": seat, "log": log}
            for key, value in (p.split("=") for p in query.lstrip("?").split("&") if p):
                body[key] = int(value) if value.isdigit() else value
            stateless = client.post(f"/v1/games/{game}/suggest", json=body).get_json()
            assert {k: got[k] for k in stateless} == stateless
            hints[(seat, round_, query)] = got["move"]
            assert got["move"]["player"] == seat
    assert len({seat for seat, _, _ in hints}) >= 2  # more than one seat asked for a hint


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_not_to_act_or_without_a_token_gets_no_hint(make_app: Any, game: str) -> None:
    client = make_app().test_client()
    session = client.post("/v1/sessions", json={"game": game, "players": PLAYERS}).get_json()
    url = f"/v1/sessions/{session['id']}/suggest"
    assert client.get(url).status_code == 401
    assert client.get(url, headers=bearer("not-a-token")).status_code == 401
    assert client.get(url, headers=bearer(session["host"])).status_code == 401
    idle = next(p for p in PLAYERS if p not in session["to_act"])
    assert "seat" in errors_of(client.get(url, headers=bearer(session["seats"][idle])))
    mover = bearer(session["seats"][session["to_act"][0]])
    assert list(errors_of(client.get(f"{url}?iterations=99999", headers=mover))) == ["iterations"]
    assert list(errors_of(client.get(f"{url}?budget_ms=x", headers=mover))) == ["budget_ms"]
    assert list(errors_of(client.get(f"{url}?peek=1", headers=mover))) == ["peek"]
    assert client.get("/v1/sessions/nope/suggest", headers=mover).status_code == 404
    client.delete(f"/v1/sessions/{session['id']}", headers=bearer(session["host"]))
    ended = client.get(url, headers=mover)
    assert ended.status_code == 409
    assert ended.get_json()["type"] == "urn:meow-referee:problem:session-ended"
    assert ended.get_json()["version"] == session["version"]  # as a move's refusal says


def test_a_hint_does_not_change_when_only_another_seats_hidden_hand_does(make_app: Any) -> None:
    """Two sessions whose states differ only in bob's hand (swapped with the draw pile)
    give ann the same view, so ann's hints are the same in both, at every level. (The
    instance's wall-time cap is lifted: a search it cuts short on a busy machine stops at
    another iteration, which is what the cap is for, not what this checks.)"""
    app = make_app(suggest_max_budget_ms=600_000)
    client = app.test_client()
    store = app.extensions["store"]
    created = client.post("/v1/sessions", json={"game": "meow10", "players": ["ann", "bob"]})
    session = created.get_json()
    record = copy.deepcopy(store.get(session["id"]).record)
    state = record["state"]
    size = len(state["hands"]["bob"])
    assert len(state["draw_pile"]) >= size
    bob, pile = state["hands"]["bob"], state["draw_pile"]
    state["hands"]["bob"], state["draw_pile"] = pile[:size], bob + pile[size:]
    assert sorted(state["hands"]["bob"]) != sorted(bob)
    store.create("swapped-bob", record, 3600)
    ann = bearer(session["seats"]["ann"])
    views = [
        client.get(f"/v1/sessions/{sid}", headers=ann).get_json()["state"]
        for sid in (session["id"], "swapped-bob")
    ]
    assert views[0] == views[1]
    for query in ("", "?level=greedy", "?level=random", "?iterations=300"):
        hints = [
            client.get(f"/v1/sessions/{sid}/suggest{query}", headers=ann).get_json()
            for sid in (session["id"], "swapped-bob")
        ]
        assert hints[0]["move"] == hints[1]["move"]
        assert hints[0]["considered"] == hints[1]["considered"]
