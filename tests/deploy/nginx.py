"""Debian's nginx running deploy/nginx.conf on loopback, in front of the tiers a test starts.

One source of truth: the shipped file, rendered by changing only what differs on a test
machine. Each change names the directive it replaces and fails when that directive is
not in the file exactly as often as expected, so a config that drifts from what the
rendering knows fails loudly instead of being tested half-changed:

- `listen 80;` -> a free loopback port;
- the `server` lines of `upstream referee_api` / `upstream referee_streams` -> the
  addresses of the gunicorn tiers the test started;
- `pid`, `error_log`, `access_log` -> files in the test's directory, and the temp paths
  (compiled into Debian's nginx under /var/lib/nginx) set there too;
- `user www-data;` -> the user running the test (as root, workers that drop to
  www-data could not reach a test's temporary directory).

`add` puts test-only directives at the top of a block named by its opening line, e.g.
`{"location / {": "limit_req ...;"}`; `start_nginx(...)` is a context manager that runs it
and yields an `Nginx` with its `url`. Without nginx a test skips (fails with CI=true):
`make nginx` installs Debian's, as root.
"""

from __future__ import annotations

import getpass
import os
import re
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from bench.procs import ROOT
from tests.redis_server import in_ci

NGINX_CONF = ROOT / "deploy" / "nginx.conf"
START_TIMEOUT_S = 20.0


def require_nginx() -> str:
    found = shutil.which("nginx") or (
        "/usr/sbin/nginx" if os.path.exists("/usr/sbin/nginx") else None
    )
    if found is None:
        message = "nginx is not installed (`make nginx`, or apt-get install nginx)"
        if in_ci():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    return found


def _sub(text: str, pattern: str, replacement: str, count: int = 1) -> str:
    """Replace `pattern` (a whole line, multiline regex) exactly `count` times."""
    out, made = re.subn(pattern, replacement, text, flags=re.MULTILINE)
    if made != count:
        raise AssertionError(f"deploy/nginx.conf: {pattern!r} matched {made} times, not {count}")
    return out


def _servers(text: str, upstream: str, addresses: Sequence[str]) -> str:
    """The `server` lines of one upstream block, replaced by `addresses`."""
    block = re.search(rf"^(\s*)upstream {upstream} \{{\n(.*?)^\1\}}", text, re.M | re.S)
    if block is None:
        raise AssertionError(f"deploy/nginx.conf has no upstream {upstream}")
    body = block.group(2)
    indent = re.search(r"^(\s*)server ", body, re.M)
    if indent is None:
        raise AssertionError(f"upstream {upstream} has no server line")
    kept = "".join(
        line for line in body.splitlines(True) if not line.lstrip().startswith("server ")
    )
    servers = "".join(f"{indent.group(1)}server {a};\n" for a in addresses)
    return text[: block.start(2)] + servers + kept + text[block.end(2) :]


def render(
    text: str,
    *,
    port: int,
    api: Sequence[str],
    streams: Sequence[str],
    workdir: Path,
    add: Mapping[str, str] | None = None,
) -> str:
    """The shipped config as it runs here (see the module's docstring)."""
    user = getpass.getuser()
    text = _sub(text, r"^user www-data;$", f"user {user};" if os.geteuid() == 0 else "")
    text = _sub(text, r"^pid .*;$", f"pid {workdir / 'nginx.pid'};")
    text = _sub(text, r"^error_log \S+ (\w+);$", rf"error_log {workdir / 'error.log'} \1;")
    text = _sub(
        text, r"^(\s*)access_log \S+ (\w+);$", rf"\1access_log {workdir / 'access.log'} \2;"
    )
    text = _sub(text, r"^(\s*)listen 80;$", rf"\1listen 127.0.0.1:{port};")
    temp = "".join(
        f"    {kind}_temp_path {workdir / kind};\n"
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    text = _sub(text, r"^http \{\n", "http {\n" + temp)
    text = _servers(text, "referee_api", api)
    text = _servers(text, "referee_streams", streams)
    for opening, directives in (add or {}).items():
        at = text.count(opening)
        if at != 1:
            raise AssertionError(f"deploy/nginx.conf: {opening!r} found {at} times, not once")
        line_start = text.rfind("\n", 0, text.index(opening)) + 1
        indent = " " * (text.index(opening) - line_start + 4)
        lines = "".join(f"{indent}{d.strip()}\n" for d in directives.strip().splitlines())
        text = text.replace(opening + "\n", opening + "\n" + lines)
    return text


@dataclass(frozen=True)
class Nginx:
    url: str
    port: int
    master_pid: int
    workdir: Path

    @property
    def error_log(self) -> Path:
        return self.workdir / "error.log"

    @property
    def access_log(self) -> Path:
        return self.workdir / "access.log"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def address(url: str) -> str:
    """`host:port` of an `http://host:port` URL, as an upstream `server` line takes it."""
    return url.removeprefix("http://").rstrip("/")


@contextmanager
def start_nginx(
    workdir: Path,
    *,
    api: Sequence[str],
    streams: Sequence[str],
    add: Mapping[str, str] | None = None,
) -> Iterator[Nginx]:
    """nginx in the foreground with the rendered config, in its own process group; stopped
    (SIGQUIT, then SIGKILL to the group) however the test ends."""
    binary = require_nginx()
    workdir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    conf = workdir / "nginx.conf"
    conf.write_text(
        render(
            NGINX_CONF.read_text(), port=port, api=api, streams=streams, workdir=workdir, add=add
        )
    )
    argv = [binary, "-e", str(workdir / "error.log"), "-p", str(workdir), "-c", str(conf)]
    checked = subprocess.run([*argv, "-t"], capture_output=True, text=True, timeout=30)
    if checked.returncode != 0:
        raise AssertionError(f"nginx -t refused the rendered config:\n{checked.stderr}")
    with (workdir / "nginx.out").open("wb") as out:
        proc = subprocess.Popen(
            [*argv, "-g", "daemon off;"],
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _answers(port):
            if proc.poll() is not None or time.monotonic() > deadline:
                log = (workdir / "error.log").read_text(errors="replace")[-2000:]
                raise AssertionError(f"nginx did not start (exit {proc.poll()}):\n{log}")
            time.sleep(0.05)
        yield Nginx(f"http://127.0.0.1:{port}", port, proc.pid, workdir)
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)  # fast: a graceful stop would wait for streams
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        proc.wait()
