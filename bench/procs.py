"""The processes the benchmark starts (redis-server, gunicorn, wrk) and how it reads them.

Servers run in their own session (process group), so a Ctrl-C reaches only the benchmark,
which then stops each group it started, by id, in its `finally`.
"""

from __future__ import annotations

import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn
from urllib.parse import urlsplit

import orjson

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
HOST = "127.0.0.1"
# What every benchmark server runs with besides the production config: the benchmark
# creates thousands of sessions from one address, which the service's creation limit
# (CREATE_RATE_LIMIT, 30 a minute by default) would refuse. The environment may still set it.
SERVER_ENV = {"CREATE_RATE_LIMIT": ""}
# What gunicorn serves when the benchmark runs the service itself.
SERVICE_APP = "service.app:create_app()"


class BenchError(RuntimeError):
    """Something the benchmark needs is missing or broken; the message says what to do."""


def _raise_exit(signum: int, _frame: Any) -> NoReturn:
    raise SystemExit(128 + signum)  # unwinds through every `finally`, which stops servers


def guarded(body: Callable[[], int]) -> int:
    """A benchmark command's exit code: SIGTERM and Ctrl-C unwind through every `finally`,
    which stops the servers started so far; a BenchError or an interrupt is one line."""
    signal.signal(signal.SIGTERM, _raise_exit)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started with it ignored
    try:
        return body()
    except BenchError as exc:
        print(f"bench: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("bench: interrupted; every process it started is stopped", file=sys.stderr)
        return 130


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def stop_group(
    proc: subprocess.Popen[bytes], first: int = signal.SIGTERM, within_s: float = 10
) -> None:
    """Stop a server we started: `first` to its leader (gunicorn's master reaps its own
    workers), SIGKILL to it after `within_s`, then SIGKILL to whatever is left of its group."""
    if proc.poll() is None:
        proc.send_signal(first)
        try:
            proc.wait(within_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _wait_until(
    ready: Any, what: str, proc: subprocess.Popen[bytes], log: Path, within_s: float = 30
) -> None:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            tail = log.read_text(errors="replace")[-2000:]
            raise BenchError(f"{what} exited with {proc.returncode}; log {log}:\n{tail}")
        if ready():
            return
        time.sleep(0.1)
    raise BenchError(f"{what} did not become ready within {within_s:.0f} s; log {log}")


@contextmanager
def redis_server(
    log: Path, extra: Sequence[str] = (), wrapper: Sequence[str] = (), within_s: float = 30
) -> Iterator[str]:
    """A throw-away redis-server on a free loopback port, no persistence; yields its URL.
    `extra`: more of its options (`--maxclients N`); `wrapper` runs it under another
    program (valgrind), given `within_s` to start."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise BenchError("redis-server is missing: `make redis` (or apt-get install redis-server)")
    port = free_port()
    argv = [*wrapper, binary, "--bind", HOST, "--port", str(port), "--save", ""]
    argv += ["--appendonly", "no", *extra]
    with log.open("wb") as out:
        proc = subprocess.Popen(
            argv, stdout=out, stderr=subprocess.STDOUT, start_new_session=True, cwd=log.parent
        )
    try:

        def pong() -> bool:
            try:
                with socket.create_connection((HOST, port), timeout=1) as sock:
                    sock.sendall(b"PING\r\n")
                    return sock.recv(16).startswith(b"+PONG")
            except OSError:
                return False

        _wait_until(pong, "redis-server", proc, log, within_s)
        yield f"redis://{HOST}:{port}/0"
    finally:
        stop_group(proc, within_s=within_s)


@dataclass(frozen=True, slots=True)
class Server:
    url: str
    master_pid: int


@contextmanager
def gunicorn(
    app: str,
    env: dict[str, str],
    log: Path,
    root: Path = ROOT,
    port: int | None = None,
    wrapper: Sequence[str] = (),
    within_s: float = 30,
) -> Iterator[Server]:
    """gunicorn with the project's config (service/gunicorn_conf.py) serving `app`, from
    the checkout at `root` (another one puts its code before this one's on the path), on
    `port` (a free one unless given: a test restarts a server where its clients were).
    `wrapper` runs it under another program (valgrind), given `within_s` to start and to
    stop."""
    port = port or free_port()
    env = {**env, "HOST": HOST, "PORT": str(port)}
    if root != ROOT:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
    argv = [str(Path(sys.executable).parent / "gunicorn"), "-c", "python:service.gunicorn_conf"]
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*wrapper, sys.executable, *argv, app] if wrapper else [*argv, app],
            cwd=root,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://{HOST}:{port}"
    try:
        ready = lambda: request(url, "GET", "/") is not None  # noqa: E731
        _wait_until(ready, f"gunicorn {app}", proc, log, within_s)
        yield Server(url, proc.pid)
    finally:
        stop_group(proc, signal.SIGINT, within_s)  # gunicorn's quick shutdown


def request(
    base: str,
    method: str,
    path: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
    timeout_s: float = 10,
    source: str | None = None,
) -> tuple[int, bytes] | None:
    """One HTTP request; (status, body), or None when nothing answers. `source`: the
    loopback address it comes from (the service limits creation per address)."""
    parts = urlsplit(base)
    conn = http.client.HTTPConnection(
        parts.hostname or HOST,
        parts.port,
        timeout=timeout_s,
        source_address=None if source is None else (source, 0),
    )
    try:
        data = None if body is None else body if isinstance(body, bytes) else orjson.dumps(body)
        conn.request(method, path, data, {"Content-Type": "application/json", **(headers or {})})
        response = conn.getresponse()
        return response.status, response.read()
    except OSError:
        return None
    finally:
        conn.close()


def children(pid: int) -> list[int]:
    """The live child processes of `pid` (gunicorn's workers), from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return sorted(found)


def memory_kb(pid: int) -> dict[str, int]:
    """VmHWM (peak resident set) and VmRSS of a process, in kB."""
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmHWM", "VmRSS"):
            out[key] = int(value.split()[0])
    return out


# Who did the work during a figure, by process name (/proc/<pid>/comm) among our descendants.
# Anything else we started is a server.
ROLES = {"redis-server": "redis", "wrk": "wrk", "py-spy": "profiler"}


@dataclass(frozen=True, slots=True)
class CpuSample:
    busy: float  # CPU seconds the whole machine has been busy
    ours: float  # CPU seconds of this process and all its descendants, live or reaped
    reaped: float  # CPU seconds of our reaped children (wrk, once it has exited)
    roles: dict[str, float]  # CPU seconds of our live descendants by role (server, redis)


def cpu_sample() -> CpuSample:
    """Where CPU time went, machine-wide and ours. The deltas over a figure tell how much
    other work on the machine took meanwhile, and what one request cost each process."""
    hz = os.sysconf("SC_CLK_TCK")
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]
    user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, fields)
    busy = (user + nice + system + irq + softirq + steal) / hz
    parent: dict[int, int] = {}
    ticks: dict[int, int] = {}
    names: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                head, _, tail = (entry / "stat").read_text().rpartition(")")
            except OSError:
                continue
            stat = tail.split()
            pid = int(entry.name)
            parent[pid] = int(stat[1])
            ticks[pid] = int(stat[11]) + int(stat[12])  # utime + stime
            names[pid] = head.partition("(")[2]
    mine = {os.getpid()}
    grew = True
    while grew:
        found = {pid for pid, ppid in parent.items() if ppid in mine} - mine
        mine |= found
        grew = bool(found)
    roles: dict[str, float] = {}
    for pid in mine - {os.getpid()}:
        role = ROLES.get(names[pid], "server")
        roles[role] = roles.get(role, 0.0) + ticks[pid] / hz
    own = os.times()
    reaped = own.children_user + own.children_system
    return CpuSample(busy, own.user + own.system + reaped + sum(roles.values()), reaped, roles)


def ensure_tool(name: str) -> str:
    """The path of a Debian package's program of the same name, installed when missing."""
    found = shutil.which(name)
    if found:
        return found
    if os.geteuid() != 0:
        raise BenchError(f"{name} is missing; install it with `sudo apt-get install {name}`")
    print(f"{name} is missing: apt-get install {name}", file=sys.stderr)
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(["apt-get", "install", "-y", "-qq", name], check=True)
    found = shutil.which(name)
    if not found:
        raise BenchError(f"apt-get installed no {name}")
    return found


def ensure_wrk() -> str:
    return ensure_tool("wrk")


def run_wrk(
    wrk: str, url: str, mode: str, path: Path, seconds: int, connections: int, threads: int
) -> dict[str, Any]:
    """One wrk run with bench/post.lua (mode "body" or "lines"); its done() figures."""
    argv = [wrk, f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", "5s"]
    argv += ["-s", str(BENCH / "post.lua"), url, "--", mode, str(path)]
    before = cpu_sample()
    start = time.monotonic()
    done = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 60)
    elapsed = time.monotonic() - start
    after = cpu_sample()
    for line in done.stdout.splitlines():
        if line.startswith("BENCH_RESULT "):
            result: dict[str, Any] = orjson.loads(line.removeprefix("BENCH_RESULT "))
            result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
            others = (after.busy - before.busy) - (after.ours - before.ours)
            result["other_cpu_share"] = max(0.0, others / (elapsed * (os.cpu_count() or 1)))
            # CPU per request, by process: stabler than req/s on a machine whose speed
            # drifts, and it shows where a request's cost lies (wrk ran from start to end
            # of `elapsed`, a little longer than the requests it counted).
            spent = {
                role: after.roles.get(role, 0.0) - before.roles.get(role, 0.0)
                for role in ("server", "redis")
            }
            spent["wrk"] = after.reaped - before.reaped
            requests = max(result["requests"], 1)
            result["cpu_us_per_request"] = {
                role: round(cpu_s * 1e6 / requests, 1) for role, cpu_s in spent.items()
            }
            return result
    raise BenchError(f"wrk gave no result (exit {done.returncode}):\n{done.stdout}{done.stderr}")
