"""The app factory: what it works out once (service/app.py, RefereeApp)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from flask import after_this_request
from werkzeug import local

from service.app import RefereeApp, create_app
from service.store import MemoryStore


def test_hooks_and_views_are_worked_out_once_and_nothing_later_is_kept() -> None:
    app = create_app(store=MemoryStore())
    assert isinstance(app, RefereeApp)
    registered = [
        *app.view_functions.values(),
        *(f for funcs in app.after_request_funcs.values() for f in funcs),
    ]
    assert registered and all(app.ensure_sync(f) is f for f in registered)
    assert set(registered) <= set(app._sync)  # noqa: SLF001
    known = len(app._sync)  # noqa: SLF001
    ran: list[int] = []

    @app.get("/later")
    def later() -> str:
        @after_this_request
        def note(response: Any) -> Any:
            ran.append(response.status_code)
            return response

        return "later"

    client = app.test_client()
    for _ in range(3):
        assert client.get("/later").text == "later"
    assert ran == [200, 200, 200]
    assert len(app._sync) == known and later not in app._sync  # noqa: SLF001
    answer = client.post("/v1/games/meow10/setup", json={"players": ["a", "b"], "seed": "s"})
    assert answer.status_code == 200 and answer.get_json()["state"]["players"] == ["a", "b"]


def test_a_validate_move_and_a_session_move_read_nothing_through_flask_s_proxies(
    monkeypatch: Any,
) -> None:
    """service/current.py: each read through `current_app`, `request` or `g` costs ~7 k
    instructions, so the service's own code on these paths reads the objects behind
    them. Flask's reads (its dispatch, its hooks' lookups) are its own."""
    service = str(Path(__file__).parents[2] / "service")
    ours: list[str] = []
    lookup = local._ProxyLookup.__get__  # noqa: SLF001

    def counted(self: Any, instance: Any, owner: Any = None) -> Any:
        caller = sys._getframe(1).f_code  # noqa: SLF001
        if instance is not None and caller.co_filename.startswith(service):
            ours.append(f"{caller.co_filename}:{caller.co_name}")
        return lookup(self, instance, owner)

    app = create_app(store=MemoryStore())
    client = app.test_client()
    made = client.post("/v1/sessions", json={"game": "meow10", "players": ["a", "b"]})
    session = made.get_json()
    token, version = session["seats"]["a"], session["version"]
    legal = client.get(
        f"/v1/sessions/{session['id']}/legal-moves", headers={"Authorization": f"Bearer {token}"}
    ).get_json()
    move = legal["moves"][0]
    setup = client.post("/v1/games/meow10/setup", json={"players": ["a", "b"], "seed": "s"})
    state = setup.get_json()["state"]
    listed = client.post("/v1/games/meow10/legal-moves", json={"state": state}).get_json()
    body = {"state": state, "move": listed["moves"][0]}
    monkeypatch.setattr(local._ProxyLookup, "__get__", counted)  # noqa: SLF001
    validated = client.post("/v1/games/meow10/validate-move", json=body)
    moved = client.post(
        f"/v1/sessions/{session['id']}/moves",
        json={"move": move, "expected_version": version},
        headers={"Authorization": f"Bearer {token}", "Idempotency-Key": "k1", "If-Match": "*"},
    )
    monkeypatch.undo()
    assert validated.get_json()["legal"] is True
    assert moved.status_code == 200 and moved.get_json()["version"] == version + 1
    assert ours == []
