"""The table page from another origin: the same files, served by a plain static server
(Python's http.server) on another port, play against the referee through CORS alone,
the stream included (`?api=` names the referee). Nothing else is reached."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from bench import procs
from service import play as play_page
from tests.browser.conftest import Browser, same_origin
from tests.browser.table_pages import Tab, assert_only, create_in_lobby, everyone_at, first_of, play


class StaticFiles(SimpleHTTPRequestHandler):
    """The folder's files as they are, with a CSP of the host's: its own files, and
    connections to the referee only."""

    csp = ""

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", self.csp)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the test's output is the page, not the access log


@contextmanager
def static_host(folder: Path, api_origin: str) -> Iterator[str]:
    handler = type(
        "Host",
        (StaticFiles,),
        {"csp": play_page.PAGE_CSP.replace("connect-src 'self'", f"connect-src {api_origin}")},
    )
    server = ThreadingHTTPServer((procs.HOST, 0), partial(handler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{procs.HOST}:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def test_the_page_plays_from_another_origin_through_cors(
    live_service: procs.Server, launch_browser: Callable[[str], Browser]
) -> None:
    api = live_service.url
    with static_host(play_page.folder(), api) as static:
        assert not same_origin(static, api)
        ann_browser, bob_browser = launch_browser("ann"), launch_browser("bob")
        lobby = Tab.open(ann_browser, f"{static}/?api={api}", "lobby")
        created = create_in_lobby(lobby, "meow10", ["ann", "bob"], "cors-1")
        for link in [*created.seats.values(), created.spectator]:
            assert link.startswith(f"{static}/?api={api}#session={created.session}")
        seats = {
            "ann": Tab.open(ann_browser, created.seats["ann"], "ann"),
            "bob": Tab.open(bob_browser, created.seats["bob"], "bob"),
        }
        spectator = Tab.open(bob_browser, created.spectator, "spectator")
        everyone_at(seats, [spectator], 0)
        last = play(seats, [spectator], first_of("next_round"), moves=8)
        assert spectator.look().log == list(range(1, last + 1))

        assert_only([ann_browser, bob_browser], static, api)
        urls = [r.url for b in (ann_browser, bob_browser) for r in b.requests()]
        paths = {urlsplit(u).path for u in urls if same_origin(u, api)}
        session = f"/v1/sessions/{created.session}"
        assert {f"{session}/stream", f"{session}/moves", f"{session}/legal-moves"} <= paths
        assert any(same_origin(u, static) and u.endswith("/app.js") for u in urls)
