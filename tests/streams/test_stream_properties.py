"""Property: whatever the deal and whatever the moves, a stream shows each reader exactly
its GET, and never a card hidden from it (hypothesis draws the seed and the moves)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore
from tests.streams.sse import from_test_client
from tests.views import REVEALING_ENDS, hands_of, hidden_piles

PLAYERS = ["ann", "bob", "cy"]
READERS: list[str | None] = [None, *PLAYERS]


@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(sorted(ENGINES)),
    seed=st.text(min_size=1, max_size=12),
    choices=st.lists(st.integers(min_value=0, max_value=10_000), min_size=5, max_size=40),
)
def test_a_stream_shows_each_reader_its_get_and_nothing_hidden(
    game: str, seed: str, choices: list[int]
) -> None:
    app = create_app(Settings(stream_heartbeat_s=0.2), store=MemoryStore())
    client = app.test_client()
    created = client.post("/v1/sessions", json={"game": game, "players": PLAYERS, "seed": seed})
    session, tokens = created.get_json()["id"], created.get_json()["seats"]
    url = f"/v1/sessions/{session}"

    def auth(reader: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {tokens[reader]}"} if reader else {}

    streams = {
        r: from_test_client(client.get(f"{url}/stream", headers=auth(r), buffered=False))
        for r in READERS
    }
    try:
        for reader, stream in streams.items():
            assert stream.next_event().data == client.get(url, headers=auth(reader)).get_json()
        for pick in choices:
            state = app.extensions["store"].get(session).record["state"]
            _, moves = ENGINES[game].legal_moves(state)
            listed = list(moves)
            if not listed:
                break
            move = listed[pick % len(listed)]
            answer: dict[str, Any] = client.post(
                f"{url}/moves", json={"move": move}, headers=auth(move["player"])
            ).get_json()
            result = answer["result"]
            showdown = result is not None and result.get("end") in REVEALING_ENDS
            for reader, stream in streams.items():
                event = stream.next_event()
                assert event.id == str(answer["version"])
                view = event.data["state"]
                assert view == client.get(url, headers=auth(reader)).get_json()["state"]
                assert "seed" not in view
                hidden = hidden_piles(game, view, reader, showdown)
                assert all(isinstance(pile, int) for pile in hidden.values()), (reader, hidden)
                for player, hand in hands_of(game, view).items():
                    assert f"hand:{player}" in hidden or isinstance(hand, list)
    finally:
        for stream in streams.values():
            stream.close()
        app.extensions["hub"].close()
