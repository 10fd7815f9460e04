"""The app factory: what it works out once (service/app.py, RefereeApp)."""

from __future__ import annotations

from typing import Any

from flask import after_this_request

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
