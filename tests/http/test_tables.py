"""Tables that run themselves, over HTTP on both stores with in-process jobs: bot seats
play from their views, clocks time out once, the host hands seats over (service/tables)."""

from __future__ import annotations

import dataclasses
import random
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

import bots
from bots.base import Knowledge
from service.config import Settings
from service.referee import REFEREES
from service.tables import driver, turns
from service.tables.jobs import jobs_url

GAMES = sorted(REFEREES)
PROBLEM = "urn:meow-referee:problem:"
# Each poll waits this long; a bot at delay 0 moves within a few of them.
POLL_S = 0.01
WAIT_S = 30.0


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client: FlaskClient, **body: Any) -> dict[str, Any]:
    answer = client.post("/v1/sessions", json={"players": ["ann", "bob", "cy"], **body})
    assert answer.status_code == 201, answer.get_json()
    created: dict[str, Any] = answer.get_json()
    return created


def wait_for(
    client: FlaskClient, session_id: str, token: str, done: Callable[[dict[str, Any]], bool]
) -> dict[str, Any]:
    """The seat's view once `done` holds; fails naming what it last saw after WAIT_S."""
    ends = time.monotonic() + WAIT_S
    while True:
        view: dict[str, Any] = client.get(
            f"/v1/sessions/{session_id}", headers=bearer(token)
        ).get_json()
        if done(view):
            return view
        assert time.monotonic() < ends, f"the table never got there: {view}"
        time.sleep(POLL_S)


def log_of(client: FlaskClient, session_id: str) -> list[dict[str, Any]]:
    moves: list[dict[str, Any]] = client.get(
        f"/v1/sessions/{session_id}/log?limit=1000"
    ).get_json()["moves"]
    return moves


def play_out(
    client: FlaskClient, session_id: str, player: str, token: str, seed: int
) -> list[dict[str, Any]]:
    """`player` plays random legal moves (each at the version it read) whenever it is to
    act, until the game is over; the moves it sent."""
    rnd, sent = random.Random(seed), list[dict[str, Any]]()
    while True:
        view = wait_for(
            client, session_id, token, lambda v: v["outcome"]["over"] or player in v["to_act"]
        )
        if view["outcome"]["over"]:
            return sent
        path = f"/v1/sessions/{session_id}"
        listed = client.get(f"{path}/legal-moves", headers=bearer(token)).get_json()
        move = rnd.choice(listed["moves"])
        body = {"move": move, "expected_version": view["version"]}
        answer = client.post(f"{path}/moves", headers=bearer(token), json=body)
        assert answer.status_code == 200, answer.get_json()
        sent.append(move)


class HeldJobs:
    """A scheduler that keeps the jobs it is given, so a test runs them when it says
    (with its own clock), not a timer thread."""

    def __init__(self) -> None:
        self.jobs: list[tuple[int, str, int]] = []

    def at(self, due_ms: int, session_id: str, version: int) -> None:
        self.jobs.append((due_ms, session_id, version))

    def close(self) -> None:
        pass


def held_jobs(app: Flask) -> Flask:
    app.extensions["tables"].close()
    app.extensions["tables"] = HeldJobs()
    return app


@pytest.fixture
def app(make_app: Callable[..., Flask]) -> Flask:
    return make_app(bot_delay_ms=0)


@pytest.mark.parametrize("game", GAMES)
def test_a_person_plays_a_whole_game_against_two_bots(app: Flask, game: str) -> None:
    client = app.test_client()
    created = create(client, game=game, bots={"bob": "random", "cy": "greedy"}, seed="s1")
    sid, ann = created["id"], created["seats"]["ann"]
    assert created["bots"] == {"bob": "random", "cy": "greedy"}
    sent = play_out(client, sid, "ann", ann, seed=7)
    assert sent
    log = log_of(client, sid)
    assert [entry["version"] for entry in log] == list(range(1, len(log) + 1))
    for entry in log:  # the referee marks its own moves, and only those
        mover = entry["move"]["player"]
        assert entry.get("by") == (None if mover == "ann" else "bot"), entry
    assert {entry["move"]["player"] for entry in log} == {"ann", "bob", "cy"}


def test_a_bot_chooses_from_its_seats_view_and_the_public_log_only(
    make_app: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the driver hands the bot is exactly what the seat's own token reads: its view
    (GET /v1/sessions/{id}) and the log's public fields, never the state."""
    client = make_app(bot_delay_ms=300).test_client()
    asked: list[Knowledge] = []
    real = bots.suggest

    def spy(game: str, knowledge: Knowledge, **kwargs: Any) -> Any:
        asked.append(knowledge)
        return real(game, knowledge, **kwargs)

    monkeypatch.setattr(bots, "suggest", spy)
    created = create(client, game="supermeow", bots={"bob": "mcts"}, seed="s2")
    sid, seats = created["id"], created["seats"]
    first = created["to_act"][0]
    assert first == "ann"
    listed = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(seats["ann"]))
    move = listed.get_json()["moves"][0]
    moved = client.post(
        f"/v1/sessions/{sid}/moves", headers=bearer(seats["ann"]), json={"move": move}
    ).get_json()
    assert moved["to_act"] == ["bob"]  # this seed's deal
    own = client.get(f"/v1/sessions/{sid}", headers=bearer(seats["bob"])).get_json()
    wait_for(client, sid, seats["bob"], lambda v: v["version"] >= 2)
    knowledge = asked[0]  # the decision that made version 2 (bob may go on moving)
    assert knowledge.seat == "bob"
    shown = {k: v for k, v in own["state"].items() if k != "rules_version"}
    assert dict(knowledge.view) == shown
    assert [dict(entry) for entry in knowledge.log] == log_of(client, sid)[:1]


def test_the_create_answer_and_views_say_whose_deadline_runs(app: Flask) -> None:
    client = app.test_client()
    before = turns.now_ms()
    created = create(client, game="copycat", clock={"turn_seconds": 60, "on_timeout": "bot"})
    clock = created["clock"]
    assert clock["seat"] == created["to_act"][0]
    deadline = clock["deadline"]
    assert deadline.endswith("Z")
    from datetime import datetime  # noqa: PLC0415

    ends = datetime.fromisoformat(deadline.replace("Z", "+00:00")).timestamp() * 1000
    assert before + 60_000 <= ends <= turns.now_ms() + 60_000
    public = client.get(f"/v1/sessions/{created['id']}").get_json()
    assert public["clock"] == clock and "bots" not in public


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"bots": {"bob": "genius"}}, ("bots", "bob", "value")),
        ({"bots": {"zed": "random"}}, ("bots", "zed")),
        ({"bots": ["bob"]}, ("bots",)),
        ({"clock": {"turn_seconds": 4, "on_timeout": "bot"}}, ("clock", "turn_seconds")),
        ({"clock": {"turn_seconds": 86_401, "on_timeout": "bot"}}, ("clock", "turn_seconds")),
        ({"clock": {"turn_seconds": 30, "on_timeout": "forfeit"}}, ("clock", "on_timeout")),
        ({"clock": {"turn_seconds": 30}}, ("clock", "on_timeout")),
        ({"clock": {"turn_seconds": 30, "on_timeout": "bot", "level": "x"}}, ("clock", "level")),
    ],
)
def test_bad_tables_are_refused_naming_the_field(
    app: Flask, body: dict[str, Any], field: tuple[str, ...]
) -> None:
    client = app.test_client()
    answer = client.post("/v1/sessions", json={"game": "meow10", "players": ["ann", "bob"], **body})
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["type"] == PROBLEM + "invalid-request"
    errors: Any = problem["errors"]
    for key in field:
        errors = errors[key]
    assert errors


def test_a_move_for_a_bot_seat_is_refused(make_app: Callable[..., Flask]) -> None:
    client = make_app(bot_delay_ms=60_000).test_client()  # the bot waits: the seat is its own
    created = create(client, game="meow10", bots={"ann": "random"}, seed="s3")
    sid, ann = created["id"], created["seats"]["ann"]
    listed = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(ann)).get_json()
    answer = client.post(
        f"/v1/sessions/{sid}/moves",
        headers=bearer(ann),
        json={"move": listed["moves"][0], "expected_version": 0},
    )
    assert answer.status_code == 409
    assert answer.get_json()["type"] == PROBLEM + "seat-is-bot"
    assert log_of(client, sid) == []


def test_a_timed_out_turn_is_played_once_and_a_late_move_refused(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deadline passes (the clock moved on, not the test's wall time): the person's
    move is a 409 `turn-timed-out`, and the job plays the turn once, marked `timeout`."""
    client = held_jobs(app).test_client()
    created = create(
        client,
        game="meow10",
        players=["ann", "bob"],
        clock={"turn_seconds": 5, "on_timeout": "bot"},
    )
    sid, ann = created["id"], created["seats"]["ann"]
    assert created["clock"]["seat"] == "ann"
    held: HeldJobs = app.extensions["tables"]
    assert [(session, version) for _, session, version in held.jobs] == [(sid, 0)]
    assert turns.iso(held.jobs[0][0]) == created["clock"]["deadline"]  # due at the deadline
    listed = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(ann)).get_json()
    # Five seconds on: every reader of the time (the guard, the job) sees it.
    later = turns.now_ms() + 5_001
    monkeypatch.setattr(turns, "now_ms", lambda: later)
    monkeypatch.setattr(driver, "now_ms", lambda: later)
    answer = client.post(
        f"/v1/sessions/{sid}/moves",
        headers=bearer(ann),
        json={"move": listed["moves"][0], "expected_version": 0},
    )
    assert answer.status_code == 409
    assert answer.get_json()["type"] == PROBLEM + "turn-timed-out"
    with app.app_context():  # the job, and a retried copy of it
        assert driver.act(sid, 0) is None
        assert driver.act(sid, 0) is None
    log = log_of(client, sid)
    assert [(e["version"], e["move"]["player"], e.get("by")) for e in log] == [
        (1, "ann", "timeout")
    ]
    view = client.get(f"/v1/sessions/{sid}", headers=bearer(ann)).get_json()
    assert view["version"] == 1 and view["clock"]["seat"] == view["to_act"][0]


def test_a_move_racing_its_deadline_lands_once(app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    """At the deadline, the person's move and two copies of the job race: exactly one
    makes version 1, whichever it is."""
    client = held_jobs(app).test_client()
    for round_ in range(10):
        created = create(
            client,
            game="meow10",
            players=["ann", "bob"],
            seed=f"race-{round_}",
            clock={"turn_seconds": 5, "on_timeout": "bot"},
        )
        sid, ann = created["id"], created["seats"]["ann"]
        listed = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(ann)).get_json()
        due = turns.now_ms() + 5_000
        monkeypatch.setattr(driver, "now_ms", lambda due=due: due)  # the jobs see it due
        answers: list[int] = []

        def person(
            sid: str = sid,
            ann: str = ann,
            listed: dict[str, Any] = listed,
            answers: list[int] = answers,
        ) -> None:
            answer = app.test_client().post(
                f"/v1/sessions/{sid}/moves",
                headers=bearer(ann),
                json={"move": listed["moves"][0], "expected_version": 0},
            )
            answers.append(answer.status_code)

        def job(sid: str = sid) -> None:
            with app.app_context():
                driver.act(sid, 0)

        threads = [threading.Thread(target=f) for f in (job, person, job)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        log = log_of(client, sid)
        assert len(log) == 1, log
        by = log[0].get("by")
        assert (by is None) == (answers == [200]), (log, answers)
        assert answers in ([200], [409])


def thinking_table(client: FlaskClient, level: str, seed: str = "ahead") -> dict[str, Any]:
    """A Meow 10 table whose first seat is a bot at `level` (its creation's job held), its
    game's `seed` chosen, so its bot's seeds start with it."""
    created = create(client, game="meow10", players=["ann", "bob"], bots={"ann": level}, seed=seed)
    assert created["to_act"] == ["ann"]
    return created


@pytest.mark.parametrize(("level", "ahead"), [("mcts", 200), ("greedy", 100), ("random", 100)])
def test_a_bot_seats_job_starts_its_think_ahead_before_the_move_is_due(
    make_app: Callable[..., Flask], level: str, ahead: int
) -> None:
    app = held_jobs(make_app(bot_delay_ms=Settings().bot_delay_ms))
    before = turns.now_ms()
    thinking_table(app.test_client(), level)
    after = turns.now_ms()
    [(at, _, version)] = app.extensions["tables"].jobs
    due = at + ahead  # the creation's commit time + the delay
    assert version == 0 and turns.THINK_AHEAD_MS.get(level, 0) == ahead
    assert before <= due - Settings().bot_delay_ms <= after


@pytest.mark.parametrize("wait", [False, True])
def test_a_bot_decides_ahead_and_its_move_lands_when_due_never_before(
    make_app: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch, wait: bool
) -> None:
    """The job run at its think-ahead decides at once; its move is committed when due: by
    the same job after a sleep (`wait`, a job worker's thread), or by the job run again
    when due, with the decision this process kept (the in-process timer's thread does not
    sleep). Either way the seat's bot decides once, and the move is the one it chose."""
    app = held_jobs(make_app(bot_delay_ms=Settings().bot_delay_ms))
    client = app.test_client()
    ours = f"ahead-{secrets.token_hex(8)}"  # the seeds of this table's bot, and no other's
    sid = thinking_table(client, "mcts", seed=ours)["id"]
    [(start, _, _)] = app.extensions["tables"].jobs
    due = start + turns.THINK_AHEAD_MS["mcts"]
    clock = [start]
    slept: list[float] = []
    asked: list[Any] = []
    real = bots.suggest

    def spy(game: str, knowledge: Knowledge, **kwargs: Any) -> Any:
        decision = real(game, knowledge, **kwargs)
        if str(kwargs.get("seed")).startswith(ours):  # not another app's timer thread's
            asked.append(decision.move)
        return decision

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        clock[0] += round(seconds * 1000)

    monkeypatch.setattr(bots, "suggest", spy)
    monkeypatch.setattr(driver, "now_ms", lambda: clock[0])
    monkeypatch.setattr(driver, "sleep", sleep)  # the driver's alone: other threads sleep too
    with app.app_context():
        again = driver.act(sid, 0, wait=wait)
        assert len(asked) == 1
        if wait:
            assert again is None and slept == [(due - start) / 1000]
        else:
            assert again == due and slept == []
            assert log_of(client, sid) == []  # nothing before it is due
            clock[0] = due
            assert driver.act(sid, 0) is None
    assert len(asked) == 1  # decided once
    [entry] = log_of(client, sid)
    assert entry["move"] == asked[0] and entry["by"] == "bot"


def test_a_decision_kept_for_a_seat_handed_back_is_not_played(
    make_app: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host hands the thinking bot's seat to a person before the move is due: the job
    run when due plays nothing, though the version is the same."""
    app = held_jobs(make_app(bot_delay_ms=Settings().bot_delay_ms))
    client = app.test_client()
    created = thinking_table(client, "mcts")
    sid = created["id"]
    [(start, _, _)] = app.extensions["tables"].jobs
    monkeypatch.setattr(driver, "now_ms", lambda: start)
    with app.app_context():
        again = driver.act(sid, 0)
    assert again is not None
    handed = client.put(
        f"/v1/sessions/{sid}/seats/ann", headers=bearer(created["host"]), json={"bot": None}
    )
    assert handed.status_code == 200, handed.get_json()
    monkeypatch.setattr(driver, "now_ms", lambda: again)
    with app.app_context():
        assert driver.act(sid, 0) is None
    assert log_of(client, sid) == []


def test_a_bot_move_overtaken_by_a_new_token_is_decided_again(
    make_app: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host reissues bob's token while ann's bot thinks: the bot's commit meets that
    write at the same version, which schedules no job, so the job asks to run again at
    once, and then plays the turn."""
    app = held_jobs(make_app(bot_delay_ms=0))
    client = app.test_client()
    created = create(client, game="meow10", players=["ann", "bob"], bots={"ann": "random"})
    sid = created["id"]
    real = bots.suggest
    reissued: list[int] = []

    def overtaken(game: str, knowledge: Knowledge, **kwargs: Any) -> Any:
        if not reissued:  # the host's write lands while the bot thinks, once
            issued = client.post(
                f"/v1/sessions/{sid}/seats/bob/token", headers=bearer(created["host"])
            )
            reissued.append(issued.status_code)
        return real(game, knowledge, **kwargs)

    monkeypatch.setattr(bots, "suggest", overtaken)
    with app.app_context():
        again = driver.act(sid, 0, wait=True)
        assert reissued == [201]
        assert again is not None and log_of(client, sid) == []
        assert driver.act(sid, 0, wait=True) is None
    [entry] = log_of(client, sid)
    assert entry["move"]["player"] == "ann" and entry["by"] == "bot"


def test_the_host_hands_a_seat_to_a_bot_and_back_and_reissues_a_token(app: Flask) -> None:
    client = app.test_client()
    created = create(client, game="copycat", players=["ann", "bob"], seed="s4")
    sid, host = created["id"], created["seats"]
    first = created["to_act"][0]
    other = "bob" if first == "ann" else "ann"
    seats, host = created["seats"], created["host"]
    # a seat's token may not change seats
    refused = client.put(
        f"/v1/sessions/{sid}/seats/{first}", headers=bearer(seats[other]), json={"bot": "random"}
    )
    assert refused.status_code == 403
    assert (
        client.put(f"/v1/sessions/{sid}/seats/{first}", json={"bot": "random"}).status_code == 401
    )
    for body, field in (({"bot": "genius"}, "bot"), ({}, "bot")):
        bad = client.put(f"/v1/sessions/{sid}/seats/{first}", headers=bearer(host), json=body)
        assert bad.status_code == 422 and field in bad.get_json()["errors"]
    bad = client.put(f"/v1/sessions/{sid}/seats/zed", headers=bearer(host), json={"bot": "random"})
    assert bad.status_code == 422 and "player" in bad.get_json()["errors"]
    before = client.get(f"/v1/sessions/{sid}").headers["ETag"]
    handed = client.put(
        f"/v1/sessions/{sid}/seats/{first}", headers=bearer(host), json={"bot": "random"}
    )
    assert handed.status_code == 200 and handed.get_json()["bots"] == {first: "random"}
    assert handed.headers["ETag"] != before  # a write of its own
    wait_for(client, sid, seats[other], lambda v: v["version"] >= 1)
    log = log_of(client, sid)
    assert log[0]["move"]["player"] == first and log[0]["by"] == "bot"
    back = client.put(f"/v1/sessions/{sid}/seats/{first}", headers=bearer(host), json={"bot": None})
    assert back.status_code == 200 and "bots" not in back.get_json()
    # a new token for `other`: the old one stops working, the new one reads the seat
    issued = client.post(f"/v1/sessions/{sid}/seats/{other}/token", headers=bearer(host))
    assert issued.status_code == 201 and issued.get_json()["player"] == other
    token = issued.get_json()["token"]
    assert client.get(f"/v1/sessions/{sid}", headers=bearer(seats[other])).status_code == 401
    mine = client.get(f"/v1/sessions/{sid}", headers=bearer(token)).get_json()
    assert mine["seat"] == other
    refused = client.post(f"/v1/sessions/{sid}/seats/{other}/token", headers=bearer(token))
    assert refused.status_code == 403


@pytest.mark.parametrize("value", [0, 1, "true", "on"])
def test_fall_model_takes_a_json_boolean_only(app: Flask, value: object) -> None:
    body = {"game": "cattower", "players": ["ann", "bob"], "fall_model": value}
    refused = app.test_client().post("/v1/sessions", json=body)
    assert refused.status_code == 422, refused.get_json()
    assert refused.get_json()["errors"] == {"fall_model": ["Not a valid boolean."]}


def test_a_digital_cat_tower_draws_what_fell_for_people_too(app: Flask) -> None:
    """`fall_model`: a person's stack reports nothing, and what fell is the fall model's
    draw, seeded by the version and the caller's seed (the session's secret salt
    otherwise): replayed from the proof, every stack of the person's is the model's draw
    on the state before it. The game is the same every run: one where the person's
    stacks fall."""
    client = app.test_client()
    refused = client.post(
        "/v1/sessions", json={"game": "meow10", "players": ["ann", "bob"], "fall_model": True}
    )
    assert refused.status_code == 422 and "fall_model" in refused.get_json()["errors"]
    created = create(
        client,
        game="cattower",
        players=["ann", "bob"],
        bots={"bob": "random"},
        fall_model=True,
        seed="falls-1",
    )
    assert created["fall_model"] is True
    sid, ann = created["id"], created["seats"]["ann"]
    sent = play_out(client, sid, "ann", ann, seed=3)
    assert not any("fell" in move for move in sent)  # what a person sends: the model draws
    proof = client.get(f"/v1/sessions/{sid}/proof").get_json()
    referee = REFEREES["cattower"]
    rules = referee.rules
    state = referee.setup_state(proof)
    stacks, falls = 0, 0
    for entry in proof["moves"]:
        move = referee.load_move(state, entry["move"])
        if entry["move"]["player"] == "ann" and entry["move"]["type"] == "stack":
            stacks += 1
            asked = dataclasses.replace(move, fell=None)
            rng = random.Random(f"{proof['seed']}:bot:{entry['version'] - 1}:settle")
            drawn = bots.PLAYERS["cattower"].settle(rules, state, asked, rng)
            assert drawn == move, entry
            falls += move.fell is not None
        state = rules.apply(state, move).state
    assert stacks > 0 and falls > 0, (stacks, falls)


def test_bots_stop_at_the_most_moves_a_session_takes(make_app: Callable[..., Flask]) -> None:
    """A table of bots alone (Super Meow can go on forever) stops where a person's move
    would be refused: at SESSION_MAX_MOVES."""
    client = make_app(bot_delay_ms=0, session_max_moves=6).test_client()
    created = create(client, game="supermeow", bots=dict.fromkeys(("ann", "bob", "cy"), "random"))
    sid, ann = created["id"], created["seats"]["ann"]
    wait_for(client, sid, ann, lambda v: v["version"] >= 6)
    time.sleep(0.2)  # room for a seventh, which must not come
    assert len(log_of(client, sid)) == 6


@pytest.mark.parametrize(
    "env",
    [
        {"REDIS_URL": "redis+cluster://127.0.0.1:7000"},
        {"REDIS_URL": "redis://127.0.0.1:7000", "REDIS_CLUSTER": "1"},
    ],
)
def test_dramatiq_jobs_on_a_redis_cluster_are_refused_by_name(env: dict[str, str]) -> None:
    """Dramatiq's broker runs on one node: on a cluster the app would not even start
    (redis-py refuses the URL, or the scripts' keys span slots)."""
    with pytest.raises(ValueError, match="JOBS=dramatiq runs on one Redis node"):
        Settings.from_env({**env, "JOBS": "dramatiq"})
    assert Settings.from_env(env).jobs == "inprocess"


@pytest.mark.parametrize(
    ("sessions", "jobs"),
    [
        ("redis://h:6379", "redis://h:6379/1"),
        ("redis://h:6379/0", "redis://h:6379/1"),
        ("rediss://:pw@h:6380/3", "rediss://:pw@h:6380/0"),
        ("unix:///run/redis.sock", "unix:///run/redis.sock?db=1"),
        ("unix:///run/redis.sock?db=2", "unix:///run/redis.sock?db=0"),
    ],
)
def test_the_jobs_keep_their_keys_out_of_the_sessions_database(sessions: str, jobs: str) -> None:
    """Dramatiq's maintenance runs KEYS over its database: never the sessions' one."""
    assert jobs_url(sessions) == jobs
