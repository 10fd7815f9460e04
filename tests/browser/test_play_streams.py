"""The table page's live stream when it drops: the gunicorn serving the page and its
streams stops while moves are made through another instance on the same Redis; when it
is back (same port), a seat's page (with a new ticket: the old one is spent) and a
spectator's page (EventSource's own reconnect, Last-Event-ID) catch up, with no reload:
the version, the log and the seat's hand are the session's, and play goes on from the
page."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from bench import procs
from tests.browser.conftest import Browser, live_env, start_service
from tests.browser.table_pages import Tab, api, assert_only, everyone_at, first_of, play
from tests.redis_server import ExternalRedis, RedisServer

PLAYERS = ["ann", "bob"]
# What Chromium logs while the server is away: failed connections of the page's requests.
AWAY = "net::ERR_"


def move_for(server_url: str, session: str, tokens: dict[str, str]) -> int:
    """One move made outside the page (through another instance): the first listed move
    of the seat that has one. Returns the new version."""
    for token in tokens.values():
        _, listing = api(server_url, "GET", f"/v1/sessions/{session}/legal-moves", token)
        if listing["moves"]:
            body = {"move": listing["moves"][0], "expected_version": listing["version"]}
            status, answer = api(server_url, "POST", f"/v1/sessions/{session}/moves", token, body)
            assert status == 200, answer
            return int(answer["version"])
    raise AssertionError("no seat has a move")


def test_a_dropped_stream_reconnects_and_catches_up(
    redis_node: RedisServer | ExternalRedis,
    launch_browser: Callable[[str], Browser],
    tmp_path: Path,
) -> None:
    env = live_env(redis_node.url)
    port = procs.free_port()
    with start_service(env, tmp_path / "other.log") as other:
        with start_service(env, tmp_path / "first.log", port=port) as first:
            url = first.url
            status, created = api(
                url,
                "POST",
                "/v1/sessions",
                body={"game": "meow10", "players": PLAYERS, "seed": "drop-1"},
            )
            assert status == 201, created
            session, tokens = created["id"], created["seats"]
            ann_browser, spectator_browser = launch_browser("ann"), launch_browser("spectator")
            ann = Tab.open(
                ann_browser, f"{url}/play/#session={session}&seat={tokens['ann']}", "ann"
            )
            spectator = Tab.open(spectator_browser, f"{url}/play/#session={session}", "spectator")
            everyone_at({"ann": ann}, [spectator], 0)
            for tab in (ann, spectator):
                tab.wait(lambda look: look.stream == "live", "a live stream")
            version = move_for(other.url, session, tokens)  # a move the pages hear of live
            everyone_at({"ann": ann}, [spectator], version)

        # The page's server is gone; the table goes on elsewhere.
        for tab in (ann, spectator):
            tab.wait(lambda look: look.stream == "reconnecting", "the stream reconnecting")
        missed = [move_for(other.url, session, tokens) for _ in range(3)]
        assert missed == [version + 1, version + 2, version + 3]
        dropped_at, version = version, missed[-1]
        assert ann.look().version == version - 3  # no stream, no news

        with start_service(env, tmp_path / "again.log", port=port):
            everyone_at({"ann": ann}, [spectator], version)
            for tab in (ann, spectator):
                look = tab.wait(lambda look: look.stream == "live", "the stream live again")
                assert look.log == list(range(1, version + 1)), (tab.name, look.log)
            _, seat_view = api(other.url, "GET", f"/v1/sessions/{session}", tokens["ann"])
            assert ann.look().hand == seat_view["state"]["hands"]["ann"]
            # Play goes on from the page, and the spectator hears of it.
            seats = {"ann": ann}
            while not ann.look().moves:
                version = move_for(other.url, session, tokens)
                everyone_at(seats, [spectator], version)
            version = play(seats, [spectator], first_of("next_round"), start=version, moves=1)
            _, log = api(other.url, "GET", f"/v1/sessions/{session}/log")
            assert [entry["version"] for entry in log["moves"]] == spectator.look().log
            # The seat reopened its stream with a new ticket, resuming after what it had.
            streams = [r.url for r in ann_browser.requests() if "/stream?" in r.url]
            tickets = [parse_qs(urlsplit(u).query)["ticket"][0] for u in streams]
            assert len(streams) >= 2 and len(set(tickets)) == len(tickets), streams
            assert parse_qs(urlsplit(streams[1]).query)["last_event_id"] == [str(dropped_at)]
            assert_only([ann_browser, spectator_browser], url, allow=[AWAY])
