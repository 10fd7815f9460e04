"""Real redis-server processes for tests: one node, or a 3-node Redis Cluster, on loopback.

Nothing here is mocked: the store and HTTP tests run against the same Redis a
deployment uses. Servers run in a temp dir without persistence, on free ports, and
can be stopped and restarted on the same port to test outages.

`find_redis()` decides what a test session may do: use the server named by REDIS_URL,
start our own, or skip. Skipping is allowed only outside CI: with CI=true a missing
redis-server fails the run instead of silently testing nothing.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest

from service.store.redis_store import _keys

HOST = "127.0.0.1"
ServerT = TypeVar("ServerT", "RedisServer", "RedisClusterServers")
START_TIMEOUT_S = 10.0


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def require_binary(name: str) -> str:
    """The binary's path; skips the test (fails in CI) when it is not installed."""
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (apt-get install redis-server) and REDIS_URL is unset"
        if in_ci():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    return path


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind((HOST, port))
        except OSError:
            return False
    return True


def free_port(bus: bool = False) -> int:
    """A free loopback port; with bus=True also port+10000 (a cluster node's bus port)."""
    for _ in range(200):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.bind((HOST, 0))
            port = int(s.getsockname()[1])
        if not bus:
            return port
        if port + 10000 < 65536 and _port_free(port + 10000):
            return port
    raise RuntimeError("no free port pair found")


def _wait_until(check: Callable[[], bool], what: str, timeout_s: float = START_TIMEOUT_S) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.02)
    raise RuntimeError(f"timed out waiting for {what}")


def _answers_ping(port: int) -> bool:
    try:
        with socket.create_connection((HOST, port), timeout=0.2) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False


class RedisServer:
    """One redis-server process; `stop()` and `start()` keep the port, as a restart would."""

    def __init__(self, workdir: Path, port: int | None = None, extra: Sequence[str] = ()) -> None:
        self.binary = require_binary("redis-server")
        self.workdir = workdir
        self.port = port or free_port(bus=bool(extra))
        self.extra = list(extra)
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://{HOST}:{self.port}/0"

    def start(self) -> None:
        args = [
            self.binary,
            "--port", str(self.port),
            "--bind", HOST,
            "--dir", str(self.workdir),
            "--save", "",
            "--appendonly", "no",
            "--logfile", str(self.workdir / f"redis-{self.port}.log"),
            *self.extra,
        ]  # fmt: skip
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _wait_until(lambda: _answers_ping(self.port), f"redis-server on port {self.port}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)  # an outage, not a clean shutdown
            self.proc.wait(timeout=START_TIMEOUT_S)
        self.proc = None

    def pause(self) -> None:
        """SIGSTOP: connections are accepted by the kernel but never answered."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGCONT)


class RedisClusterServers:
    """Three masters on loopback, slots spread by `redis-cli --cluster create`."""

    def __init__(self, workdir: Path, nodes: int = 3) -> None:
        self.cli = require_binary("redis-cli")
        self.nodes: list[RedisServer] = []
        for _ in range(nodes):
            port = free_port(bus=True)
            extra = [
                "--cluster-enabled", "yes",
                "--cluster-config-file", str(workdir / f"nodes-{port}.conf"),
                "--cluster-node-timeout", "2000",
            ]  # fmt: skip
            self.nodes.append(RedisServer(workdir, port, extra))

    @property
    def url(self) -> str:
        return f"redis+cluster://{HOST}:{self.nodes[0].port}"

    def start(self) -> None:
        for node in self.nodes:
            node.start()
        addresses = [f"{HOST}:{n.port}" for n in self.nodes]
        subprocess.run(
            [self.cli, "--cluster", "create", *addresses, "--cluster-replicas", "0"]
            + ["--cluster-yes"],
            check=True,
            capture_output=True,
            timeout=30,
        )
        _wait_until(self._ok, "cluster_state:ok on every node", timeout_s=20)

    def _ok(self) -> bool:
        for node in self.nodes:
            out = subprocess.run(
                [self.cli, "-h", HOST, "-p", str(node.port), "cluster", "info"],
                capture_output=True,
                text=True,
                timeout=5,
            ).stdout
            if "cluster_state:ok" not in out:
                return False
        return True

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()


def temp_workdir() -> Path:
    return Path(tempfile.mkdtemp(prefix="meow-redis-"))


class ExternalRedis:
    """The server named by REDIS_URL: usable, but not ours to stop."""

    def __init__(self, url: str) -> None:
        self.url = url


def remove_workdir(workdir: Path) -> None:
    shutil.rmtree(workdir, ignore_errors=True)


@contextmanager
def running(make: Callable[[Path], ServerT]) -> Iterator[ServerT]:
    """A server (or cluster) started in its own temp dir, stopped and removed afterwards,
    even when starting it failed half-way."""
    workdir = temp_workdir()
    server = make(workdir)
    try:
        server.start()
        yield server
    finally:
        server.stop()
        remove_workdir(workdir)


def write_loss(client: Any, session_id: str) -> Callable[[], None]:
    """Remember a session's state and log as they are now; the function returned puts
    them back, as Redis does when it loses the writes made in between (a failover, the
    last second of AOF)."""
    state_key, log_key, _ = _keys(session_id)
    saved = {key: client.dump(key) for key in (state_key, log_key)}

    def lose() -> None:
        for key, dumped in saved.items():
            client.delete(key)
            if dumped is not None:
                client.restore(key, 0, dumped)

    return lose
