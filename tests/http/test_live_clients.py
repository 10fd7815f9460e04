"""The example script and the TypeScript client against the production server (gunicorn,
two workers, a real Redis): each plays whole session games from several seats."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench import procs
from engines import REGISTRY
from tests.redis_server import ExternalRedis, RedisServer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def server(
    redis_node: RedisServer | ExternalRedis, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[procs.Server]:
    env = {**os.environ, "REDIS_URL": redis_node.url, "WEB_CONCURRENCY": "2"}
    log = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
    with procs.gunicorn("service.app:create_app()", env, log) as running:
        yield running


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_the_example_plays_a_whole_game_of_every_game(server: procs.Server) -> None:
    done = run(sys.executable, "examples/play_sessions.py", "--base", server.url)
    assert done.returncode == 0, done.stdout + done.stderr
    games: list[dict[str, Any]] = [json.loads(line) for line in done.stdout.splitlines()]
    assert [g["game"] for g in games] == list(REGISTRY)
    for game in games:
        assert game["moves"] >= 10 and game["winners"], game
        assert set(game["winners"]) <= {"ann", "bob", "cy"}


def test_the_typescript_client_plays_a_whole_game(server: procs.Server, tmp_path: Path) -> None:
    built = run(
        "npx", "--no-install", "tsc", "-p", "tests/ts/tsconfig.json", "--outDir", str(tmp_path)
    )
    assert built.returncode == 0, built.stdout + built.stderr
    played = run("node", str(tmp_path / "client.js"), server.url)
    assert played.returncode == 0, played.stdout + played.stderr
    summary = json.loads(played.stdout)
    assert summary["moves"] >= 10 and summary["logged"] == summary["moves"]
    assert summary["handSeen"] > 0 and summary["winners"], summary
