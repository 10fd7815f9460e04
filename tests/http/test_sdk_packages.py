"""The SDKs as a user gets them (clients/README.md), against gunicorn's gevent workers on a
real Redis (streams and moves on one port): the Python wheel
installed into a new virtualenv and the `npm pack` tarball installed into an empty folder,
each playing a whole Meow 10 game (examples/sdk_meow10.py and .ts) through its streams.
And a stream whose connection is cut mid-game resumes with Last-Event-ID."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from meow_referee import Referee, StreamEvent, Table
from meow_referee_client.models import (
    Meow10SessionResponse,
    Meow10StreamMoveEvent,
    SessionCreateRequest,
    SessionCreateRequestGame,
    StreamEnd,
)

from bench import procs
from tests.redis_server import ExternalRedis, RedisServer
from tests.tcp_proxy import TcpProxy

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
SPEC_VERSION = yaml.safe_load((ROOT / "openapi.yaml").read_text())["info"]["version"]


@pytest.fixture(scope="module")
def server(
    redis_node: RedisServer | ExternalRedis, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[procs.Server]:
    env = {
        **os.environ,
        "REDIS_URL": redis_node.url,
        "GUNICORN_WORKER_CLASS": "gevent",  # streams and moves on one port, as `make run`
        "WEB_CONCURRENCY": "2",
    }
    log = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
    with procs.gunicorn("service.app:create_app()", env, log) as running:
        yield running


def run(*args: str | Path, cwd: Path = ROOT, **env: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **env},
    )
    assert done.returncode == 0, f"{args}: {done.stdout}{done.stderr}"
    return done


def assert_played_a_whole_game(summary: dict[str, Any]) -> None:
    """What both examples print, checked the same way."""
    assert summary["game"] == "meow10" and summary["over"] and summary["winners"], summary
    assert summary["location"].startswith("/v1/sessions/")
    versions = summary["logged"]
    assert versions == list(range(1, len(versions) + 1)) and len(versions) >= 10
    # every move reached the spectator once, in order, across its resume
    assert summary["streamed"] == versions and summary["same_moves"]
    assert len(summary["stream_starts"]) == 2 and summary["stream_starts"][1] == 6, summary
    assert summary["ended"] and summary["replayed"]
    assert summary["moves"] == len(versions)  # each applied once, the retries replayed
    assert summary["pages"] == -(-len(versions) // 8)  # the log, 8 moves a page


def test_the_python_wheel_installs_into_a_new_venv_and_plays_a_game(
    server: procs.Server, tmp_path: Path
) -> None:
    source = tmp_path / "src"  # built from a copy: the checkout is left as it was
    shutil.copytree(CLIENTS / "python", source, ignore=shutil.ignore_patterns("__pycache__"))
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", source, "-w", tmp_path)
    (wheel,) = tmp_path.glob("meow_referee_client-*.whl")
    assert wheel.name == f"meow_referee_client-{SPEC_VERSION}-py3-none-any.whl"
    names = zipfile.ZipFile(wheel).namelist()
    assert {"meow_referee/py.typed", "meow_referee_client/py.typed"} <= set(names)

    venv = tmp_path / "venv"  # its own site-packages only: never the checkout's
    run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "-q", wheel)
    example = tmp_path / "sdk_meow10.py"
    shutil.copy(ROOT / "examples" / "sdk_meow10.py", example)
    # -I: no PYTHONPATH, no user site, not the script's folder: only what the venv has
    played = run(python, "-I", example, "--base", server.url, cwd=tmp_path)
    summary = json.loads(played.stdout)
    assert not summary["errors"], summary
    assert Path(summary["sdk"]).is_relative_to(venv), summary["sdk"]
    assert_played_a_whole_game(summary)


def test_the_npm_package_installs_into_an_empty_folder_and_plays_a_game(
    server: procs.Server, tmp_path: Path
) -> None:
    source = tmp_path / "src"
    shutil.copytree(
        CLIENTS / "typescript", source, ignore=shutil.ignore_patterns("dist", "node_modules")
    )
    tools = f"{ROOT / 'node_modules' / '.bin'}{os.pathsep}{os.environ['PATH']}"  # tsc
    packed = run("npm", "pack", "--json", "--pack-destination", tmp_path, cwd=source, PATH=tools)
    (made,) = json.loads(packed.stdout)
    assert made["name"] == "@meow-referee/client" and made["version"] == SPEC_VERSION
    shipped = {f["path"] for f in made["files"]}
    assert shipped == {
        "README.md",
        "dist/client.d.ts",
        "dist/client.js",
        "openapi.d.ts",
        "package.json",
    }

    user = tmp_path / "user"
    user.mkdir()
    (user / "package.json").write_text('{"name": "user", "private": true, "type": "module"}')
    run(
        "npm",
        "install",
        "--offline",
        "--no-audit",
        "--no-fund",
        tmp_path / made["filename"],
        cwd=user,
    )
    shutil.copy(ROOT / "examples" / "sdk_meow10.ts", user / "sdk_meow10.ts")
    config = {
        "compilerOptions": {
            "strict": True,
            "target": "ES2022",
            "module": "node16",
            "moduleResolution": "node16",
            "lib": ["ES2022", "DOM"],
            "noUncheckedIndexedAccess": True,
            "skipLibCheck": True,  # the package's .d.ts were checked as it was built
            "types": ["node"],
            "typeRoots": [str(ROOT / "node_modules" / "@types")],
            "outDir": "build",
        },
        "files": ["sdk_meow10.ts"],
    }
    (user / "tsconfig.json").write_text(json.dumps(config))
    run("npx", "--no-install", "tsc", "-p", user / "tsconfig.json")  # the repo's tsc
    played = run("node", user / "build" / "sdk_meow10.js", server.url, cwd=user)
    summary = json.loads(played.stdout)
    assert summary["sdk"].startswith(f"file://{user}/node_modules/@meow-referee/client/")
    assert summary["ticket_seat"] == "bob"  # the EventSource URL opened bob's stream
    assert_played_a_whole_game(summary)

    # A server that takes the connection and never answers: the request is lost within
    # its timeout, tried again, and then refused, rather than pending for good.
    with socket.create_server(("127.0.0.1", 0)) as silent:
        held: list[socket.socket] = []
        threading.Thread(target=lambda: held.append(silent.accept()[0]), daemon=True).start()
        (user / "silent.mjs").write_text(
            'import { Referee } from "@meow-referee/client";\n'
            "const referee = new Referee(process.argv[2], { timeoutMs: 300, retries: 0 });\n"
            "try { await referee.table('abc').view(); console.log('answered'); }\n"
            "catch (error) { console.log(error.name); }\n"
        )
        url = f"http://127.0.0.1:{silent.getsockname()[1]}"
        gave_up = run("node", user / "silent.mjs", url, cwd=user)
        assert gave_up.stdout.strip() == "TimeoutError"
        for connection in held:
            connection.close()


class Cutter(TcpProxy):
    """127.0.0.1:port -> the server, byte for byte, until `cut()` drops every connection."""

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await self._upstream()

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            while data := await src.read(65536):
                dst.write(data)
                await dst.drain()
            dst.close()

        try:
            await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        except (ConnectionError, OSError):
            pass
        finally:
            writer.transport.abort()
            up_writer.transport.abort()

    def cut(self) -> None:
        def abort() -> None:
            for writer in self.writers:
                writer.transport.abort()

        self.loop.call_soon_threadsafe(abort)


def make_moves(seats: list[Table], count: int) -> None:
    """`count` moves, each by the seat that has one (its last listed)."""
    for _ in range(count):
        for table in seats:
            listing = table.legal_moves()
            if listing.moves:
                table.move(listing.moves[-1])
                break


def test_a_stream_cut_mid_game_resumes_from_its_last_event(server: procs.Server) -> None:
    host_port = int(server.url.rsplit(":", 1)[1])
    proxy = Cutter(("127.0.0.1", host_port))
    seen: list[StreamEvent] = []
    try:
        with Referee(server.url) as direct, Referee(f"http://127.0.0.1:{proxy.port}") as cut:
            game = SessionCreateRequestGame("meow10")
            players = ["ann", "bob", "cy"]
            opened = direct.create(SessionCreateRequest(game=game, players=players, seed="cut"))
            session = opened.session
            seats = [direct.table(session.id, session.seats[p]) for p in players]
            watcher = cut.table(session.id, session.seats["bob"])

            def read() -> None:
                for event in watcher.stream():
                    seen.append(event)
                    if isinstance(event, StreamEnd):
                        return

            reading = threading.Thread(target=read, daemon=True)
            reading.start()
            wait_for(lambda: len(seen) == 1, seen)  # open, with the view at version 0
            make_moves(seats, 3)
            wait_for(lambda: len(seen) == 4, seen)  # the view at 0, then moves 1-3
            proxy.cut()
            make_moves(seats, 3)  # while the stream is away, or back
            wait_for(lambda: len(seen) == 7, seen)
            direct.table(session.id, session.host).end()
            reading.join(10)
    finally:
        proxy.close()
    assert [e.version for e in seen] == [0, 1, 2, 3, 4, 5, 6, 6]  # nothing missed or twice
    view, first, end = seen[0], seen[1], seen[-1]
    assert isinstance(view, Meow10SessionResponse) and view.seat == "bob"
    assert isinstance(first, Meow10StreamMoveEvent) and isinstance(end, StreamEnd)
    assert isinstance(first.state.hands["bob"], list)  # bob's own view, across the resume


def wait_for(done: Callable[[], bool], seen: list[StreamEvent], within_s: float = 20) -> None:
    deadline = time.monotonic() + within_s
    while not done():
        versions = [e.version for e in seen]
        assert time.monotonic() < deadline, f"the stream has shown only versions {versions}"
        time.sleep(0.05)
