"""Webhooks over HTTP with in-process jobs, on both stores: a real receiver on loopback
checks every delivery's signature with the standardwebhooks library, and sees each event
once (after dropping repeats by `webhook-id`), in version order, whatever it answered
(service/hooks, docs/sessions.md "Webhooks")."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.app import create_app
from service.config import Settings
from service.hooks.urls import parse_allowed
from service.tables.turns import now_ms
from tests.webhook_receiver import Delivery, Receiver, payload, receiving

from .test_tables import bearer, log_of, wait_for

BOTS = {"ann": "random", "bob": "random"}


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    with receiving() as found:
        yield found


@pytest.fixture
def memory_app(receiver: Receiver) -> Flask:
    """For what the store has no say in: the checks at creation."""
    return create_app(Settings(webhook_allowed=parse_allowed(f"{receiver.url}/hooks")))


@pytest.fixture
def app(make_app: Callable[..., Flask], receiver: Receiver) -> Flask:
    return make_app(
        bot_delay_ms=0, webhook_allowed=parse_allowed(f"{receiver.url}/hooks"), webhook_retry_ms=20
    )


def create(client: FlaskClient, receiver: Receiver, **body: Any) -> dict[str, Any]:
    sent = {"game": "meow10", "players": ["ann", "bob"], "seed": "hooks-1", **body}
    sent.setdefault("webhook", {"url": f"{receiver.url}/hooks/table"})
    answer = client.post("/v1/sessions", json=sent)
    assert answer.status_code == 201, answer.get_json()
    created: dict[str, Any] = answer.get_json()
    return created


def over(client: FlaskClient, created: dict[str, Any]) -> dict[str, Any]:
    token = created["seats"]["ann"]
    return wait_for(client, created["id"], token, lambda view: view["outcome"]["over"])


def move(client: FlaskClient, created: dict[str, Any]) -> int:
    """The first legal move of whoever acts; the version it made."""
    sid = created["id"]
    view = client.get(f"/v1/sessions/{sid}").get_json()
    headers = bearer(created["seats"][view["to_act"][0]])
    legal = client.get(f"/v1/sessions/{sid}/legal-moves", headers=headers).get_json()
    answer = client.post(
        f"/v1/sessions/{sid}/moves", json={"move": legal["moves"][0]}, headers=headers
    )
    assert answer.status_code == 200, answer.get_json()
    version: int = answer.get_json()["version"]
    return version


def ids(deliveries: list[Delivery]) -> list[str]:
    return [delivery.id for delivery in deliveries]


def test_every_move_and_the_end_come_once_in_order_signed(app: Flask, receiver: Receiver) -> None:
    client = app.test_client()
    created = create(client, receiver, bots=BOTS)
    assert created["webhook"] == {"url": f"{receiver.url}/hooks/table", "events": ["move", "end"]}
    secret = created["webhook_secret"]
    assert secret.startswith("whsec_")
    sid, version = created["id"], over(client, created)["version"]
    receiver.wait_for(f"{sid}:end")
    came = receiver.distinct(sid)
    assert ids(came) == [f"{sid}:{v}" for v in range(1, version + 1)] + [f"{sid}:end"]
    assert {d.path for d in came} == {"/hooks/table"}
    payloads = [d.verified(secret) for d in came]  # every signature checks
    moves = [p["data"] for p in payloads[:-1]]
    public = [{"session": sid, "game": "meow10", **entry} for entry in log_of(client, sid)]
    assert moves == public  # what the public log shows, nothing more
    assert {p["type"] for p in payloads[:-1]} == {"session.move"}
    assert all(p["timestamp"].endswith("Z") for p in payloads)
    end = payloads[-1]
    assert end["type"] == "session.ended"
    view = client.get(f"/v1/sessions/{sid}").get_json()
    assert end["data"] == {
        "session": sid,
        "game": "meow10",
        "version": version,
        "reason": "over",
        "outcome": view["outcome"],
    }
    forged = Delivery(came[0].path, came[0].headers, came[0].body.replace(b"meow10", b"meow11"))
    with pytest.raises(Exception, match="signature"):
        forged.verified(secret)


def test_a_webhook_of_the_end_alone_is_called_once(app: Flask, receiver: Receiver) -> None:
    client = app.test_client()
    created = create(
        client, receiver, bots=BOTS, webhook={"url": f"{receiver.url}/hooks", "events": ["end"]}
    )
    sid = created["id"]
    over(client, created)
    receiver.wait_for(f"{sid}:end")
    assert ids(receiver.kept()) == [f"{sid}:end"]
    assert receiver.kept()[0].verified(created["webhook_secret"])["data"]["reason"] == "over"


def test_a_receiver_answering_500_gets_each_event_again_until_it_takes_it(
    app: Flask, receiver: Receiver, caplog: pytest.LogCaptureFixture
) -> None:
    refused: dict[str, int] = {}

    def answer(delivery: Delivery) -> int:
        """500 to the first two tries of every event."""
        refused[delivery.id] = refused.get(delivery.id, 0) + 1
        return 500 if refused[delivery.id] <= 2 else 200

    receiver.answer = answer
    client = app.test_client()
    created = create(client, receiver)
    sid = created["id"]
    with caplog.at_level(logging.WARNING, "service.hooks"):
        made = [move(client, created) for _ in range(3)]  # none waits on the receiver
        assert (
            client.delete(f"/v1/sessions/{sid}", headers=bearer(created["host"])).status_code == 204
        )
        receiver.wait_for(f"{sid}:end", times=3)
    expected = [f"{sid}:{v}" for v in made] + [f"{sid}:end"]
    assert ids(receiver.distinct(sid)) == expected
    assert ids(receiver.kept()) == [event for event in expected for _ in range(3)]  # in order
    bodies: dict[str, set[bytes]] = {d.id: set() for d in receiver.kept()}
    for delivery in receiver.kept():
        bodies[delivery.id].add(delivery.body)
        delivery.verified(created["webhook_secret"])
    assert all(len(found) == 1 for found in bodies.values())  # a retry sends the same body
    end = payload(receiver.kept()[-1])["data"]
    assert (end["reason"], end["version"], end["outcome"]["over"]) == ("deleted", 3, False)
    failures = [r.getMessage() for r in caplog.records if "answered 500" in r.getMessage()]
    assert f"webhook {sid}:1 to" in failures[0] and "(attempt 1 of 8)" in failures[0], failures
    assert len(failures) == 2 * len(expected), failures
    # the end of version 3, once the job has heard the receiver's last 200
    store, ends = app.extensions["store"], now_ms() + 10_000
    while (state := store.hook_state(sid)).cursor != 2 * 3 + 1:
        assert now_ms() < ends, f"the cursor stayed at {state}"
        time.sleep(0.01)


def test_an_unreachable_receiver_never_holds_a_move_and_is_given_up(
    make_app: Callable[..., Flask], caplog: pytest.LogCaptureFixture
) -> None:
    with receiving() as gone:
        url = gone.url
    app = make_app(webhook_allowed=parse_allowed(url), webhook_retry_ms=10, webhook_attempts=3)
    client = app.test_client()
    with caplog.at_level(logging.WARNING, "service.hooks"):
        created = create(client, gone, webhook={"url": f"{url}/x"})
        sid = created["id"]
        made = [move(client, created) for _ in range(4)]
        assert made == [1, 2, 3, 4]
        store = app.extensions["store"]
        ends = now_ms() + 20_000
        while store.hook_state(sid).cursor < 2 * 4:
            assert now_ms() < ends, f"never given up: {store.hook_state(sid)}"
    assert store.hook_state(sid).attempts == 0
    tried = [r.getMessage() for r in caplog.records if f"webhook {sid}:1 to" in r.getMessage()]
    assert any("no answer" in line and "(attempt 1 of 3)" in line for line in tried), tried
    assert any("given up after 3 attempts" in line for line in tried), tried


BAD_URLS = {
    "elsewhere": "http://127.0.0.1:1/hooks",
    "path": "{url}/hookshot",
    "dots": "{url}/hooks/../admin",
    "scheme": "ftp://127.0.0.1/hooks",
    "credentials": "http://user:secret@127.0.0.1/hooks",
    "fragment": "{url}/hooks#x",
    "long": "{url}/hooks/" + "a" * 1100,
    "empty": "",
    "unclosed host": "http://[",
    # What a receiver or proxy may read as a way out of the allowed path.
    "encoded slash": "{url}/hooks/x%2F..%2F..%2Fadmin",
    "parameter": "{url}/hooks/..;/admin",
    "backslash": "{url}/hooks/..\\admin",
    "encoded twice": "{url}/hooks/%252e%252e/admin",
}


@pytest.mark.parametrize("case", sorted(BAD_URLS))
def test_a_webhook_url_not_allowed_is_a_422_naming_it(
    memory_app: Flask, receiver: Receiver, case: str
) -> None:
    url = BAD_URLS[case].format(url=receiver.url)
    answer = memory_app.test_client().post(
        "/v1/sessions", json={"game": "meow10", "players": ["ann", "bob"], "webhook": {"url": url}}
    )
    assert answer.status_code == 422, answer.get_json()
    assert answer.mimetype == "application/problem+json"
    errors = answer.get_json()["errors"]
    assert list(errors) == ["webhook"] and list(errors["webhook"]) == ["url"], errors


@pytest.mark.parametrize("events", [[], ["move", "move"], ["moves"], "end", ["end", "move", "end"]])
def test_bad_webhook_events_are_a_422_naming_them(
    memory_app: Flask, receiver: Receiver, events: Any
) -> None:
    body = {"url": f"{receiver.url}/hooks", "events": events}
    answer = memory_app.test_client().post(
        "/v1/sessions", json={"game": "meow10", "players": ["ann", "bob"], "webhook": body}
    )
    assert answer.status_code == 422, answer.get_json()
    assert list(answer.get_json()["errors"]["webhook"]) == ["events"]


def test_without_webhook_allowed_every_webhook_is_refused(
    make_app: Callable[..., Flask], receiver: Receiver
) -> None:
    answer = (
        make_app()
        .test_client()
        .post(
            "/v1/sessions",
            json={"game": "meow10", "players": ["ann", "bob"], "webhook": {"url": receiver.url}},
        )
    )
    assert answer.status_code == 422
    assert "WEBHOOK_ALLOWED is unset" in answer.get_json()["errors"]["webhook"]["url"][0]


@pytest.mark.parametrize(
    "value", ["ftp://host", "http://host/?q=1", "http://u:p@host", "http://host:99999", "host"]
)
def test_a_bad_webhook_allowed_setting_stops_the_start_naming_it(value: str) -> None:
    with pytest.raises(ValueError, match="WEBHOOK_ALLOWED"):
        Settings.from_env({"WEBHOOK_ALLOWED": f"http://ok.example, {value}"})
