"""A reader that hangs up behind deploy/nginx.conf frees its seat's place within about a
second: nginx closes its connection to the stream tier, which notices at once instead of
at the stream's next heartbeat (15 s in these tiers)."""

from __future__ import annotations

import time

from tests.deploy.nginx import Nginx
from tests.streams.sse import open_http
from tests.streams.test_stream_hosts import Game

SEAT_STREAMS = 4  # STREAM_MAX_PER_SEAT


def test_a_stream_closed_behind_nginx_frees_its_place_within_a_second(proxy: Nginx) -> None:
    game = Game(proxy.url, "meow10", "nginx-gone")
    url = f"{proxy.url}{game.url}/stream"
    headers = {"Authorization": f"Bearer {game.tokens['ann']}"}
    held = []
    for _ in range(SEAT_STREAMS):
        response, reader = open_http(url, headers)
        assert reader is not None, (response.status, response.body)
        assert reader.next_event().event == "session"
        held.append(reader)
    assert open_http(url, headers)[0].status == 429
    held.pop().close()  # one reader hangs up
    closed_at = time.monotonic()
    while (answer := open_http(url, headers))[1] is None and time.monotonic() - closed_at < 3:
        assert answer[0].status == 429, (answer[0].status, answer[0].body)
        time.sleep(0.1)
    assert answer[1] is not None, "3 s after its reader hung up, the stream still held its place"
    for reader in (*held, answer[1]):
        reader.close()
