"""gunicorn settings, all from the environment.

`make run`, the Dockerfile and the benchmark all use this file:
gunicorn -c python:service.gunicorn_conf 'service.app:create_app()'
"""

from __future__ import annotations

import gc
import glob
import os
import shutil
import sys
import tempfile
from typing import Any

from service.config import Settings, flag, integer
from service.logs import log_format

host = os.environ.get("HOST", "127.0.0.1")
port = os.environ.get("PORT", "8000")
bind = [f"{host}:{port}"]

# Adjudication is CPU-bound: sync workers, one per usable CPU. Measured on 2 cores
# (bench/README.md): 2 workers beat 3 and 5 on every figure (5: -35% validate-move req/s,
# p99 doubled), and gthread or gevent only added tail latency. The in-process
# session store is not shared between processes, so without REDIS_URL it is one worker.
_cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
_default_workers = (_cpus or 1) if os.environ.get("REDIS_URL") else 1
workers = integer(os.environ, "WEB_CONCURRENCY", _default_workers)
if not os.environ.get("REDIS_URL") and workers != 1:
    raise SystemExit("WEB_CONCURRENCY > 1 needs REDIS_URL: the in-process store is per process")
# A stream holds its connection for as long as its reader watches: a sync worker would be
# held the whole time. With Redis, the API's instances run sync workers and the streams
# have instances of their own with the gevent worker (deploy/: nginx routes
# /v1/sessions/*/stream there). Without Redis there is one process for everything, so it
# runs gevent: every endpoint and the streams on one port. `make run` sets gevent itself
# (Makefile), so it serves streams on its one port with Redis too.
worker_class = os.environ.get(
    "GUNICORN_WORKER_CLASS", "sync" if os.environ.get("REDIS_URL") else "gevent"
)
threads = integer(os.environ, "GUNICORN_THREADS", 1)  # only with worker_class gthread
# gevent: connections one worker serves at once, streams included.
worker_connections = integer(os.environ, "GUNICORN_WORKER_CONNECTIONS", 4096)
timeout = integer(os.environ, "GUNICORN_TIMEOUT", 30)
graceful_timeout = integer(os.environ, "GUNICORN_GRACEFUL_TIMEOUT", 30)
keepalive = integer(os.environ, "GUNICORN_KEEPALIVE", 5)  # gthread and gevent: sync closes
# gunicorn 27's control socket defaults to one path per user ($HOME/.gunicorn/gunicorn.ctl),
# so two instances on a host (README, Scaling out) would share it, and stopping one
# removes the other's. Nothing here uses it: off, unless a path is given for this one.
_control_path = os.environ.get("GUNICORN_CONTROL_SOCKET")
control_socket_disable = not _control_path
if _control_path:
    control_socket = _control_path
# Recycle workers now and then so a slow leak can never grow without bound.
max_requests = integer(os.environ, "GUNICORN_MAX_REQUESTS", 0)
max_requests_jitter = integer(os.environ, "GUNICORN_MAX_REQUESTS_JITTER", 0)
# The app is loaded once, in the master, and the workers are forked from it, sharing its
# pages. Measured on 2 cores (bench/README.md, bench.pairs in both orders): validate-move
# +8-10% req/s, p99 1.3-2.6 ms lower; the bare ceiling app unchanged. The price: new code
# needs a restart, not a HUP. GUNICORN_PRELOAD=0 loads the app in each worker instead.
# A gevent worker is not preloaded: it patches the standard library (threading, socket)
# as it starts, and every lock and socket the app makes must be made after that, or one
# greenlet waiting on it would stop the others.
preload_app = flag(os.environ, "GUNICORN_PRELOAD", worker_class != "gevent")
# Each worker's heartbeat touches a file on every request; on a disk-backed /tmp (a
# container's overlay) that can stall the worker, so it lives in memory (gunicorn's FAQ).
worker_tmp_dir = os.environ.get("GUNICORN_WORKER_TMP_DIR") or (
    "/dev/shm" if os.path.isdir("/dev/shm") else None
)
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
# gunicorn's combined format and the answer's X-Request-Id (service/request_ids.py).
access_log_format = (
    '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" %({x-request-id}o)s'
)
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
# LOG_FORMAT=text (default) or json, request ids on every line: service/logs.py.
try:
    log_format()
except ValueError as exc:
    raise SystemExit(str(exc)) from None
logger_class = "service.logs.GunicornLogger"

# Proofs are signed with PROOF_SIGNING_KEY (docs/fairness.md). Unset, a key is made here,
# in the master, before the app is loaded (preloaded or in each worker), so that every
# worker of this instance signs with it and accepts the others' proofs; they verify only
# while this instance runs, and only here. A deployment of several hosts sets the key.
if not os.environ.get("PROOF_SIGNING_KEY"):
    from service.proof_signing import new_private_key

    os.environ["PROOF_SIGNING_KEY"] = new_private_key()
    if os.environ.get("REDIS_URL"):
        print(
            "PROOF_SIGNING_KEY is unset: proofs are signed with a key of this instance, "
            "which other hosts and a restart do not know",
            file=sys.stderr,
        )


# Metrics across workers (service/metrics.py, docs/operations.md): each worker writes its
# figures to files in PROMETHEUS_MULTIPROC_DIR, which prometheus_client reads when it is
# first imported, so it is set here, in the master, before the app (preloaded or not)
# imports it. Unset: a fresh directory of this instance's own, in memory where there is
# /dev/shm, removed on exit. Set: it must be this instance's alone; the files a previous
# run left in it are removed now (counters would otherwise carry on from them). gunicorn
# runs this file once per master, so a reload (HUP) keeps the directory and its figures.
def metrics_dir() -> tuple[str, bool]:
    """The directory for this instance's figures, and whether it was made here."""
    given = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not given:
        shm = "/dev/shm" if os.path.isdir("/dev/shm") else None
        made = tempfile.mkdtemp(prefix="meow-referee-metrics-", dir=shm)
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = made
        return made, True
    os.makedirs(given, exist_ok=True)
    for stale in glob.glob(os.path.join(given, "*.db")):
        os.remove(stale)
    return given, False


_metrics_dir: str | None = None
_made_metrics_dir = False
# Only in gunicorn's master (its arbiter is loaded): a test or tool importing this file
# must not point later servers at a directory of its own.
if "gunicorn.arbiter" in sys.modules and flag(os.environ, "METRICS", Settings.metrics):
    _metrics_dir, _made_metrics_dir = metrics_dir()


# Heavy work's slots (service/heavy.py): files that every worker of this instance locks,
# so HEAVY_MAX counts across them. Unset: a directory of this instance's own, made here in
# the master before any worker (or a preloaded app) reads it, removed on exit.
def heavy_dir() -> tuple[str, bool]:
    """The directory of this instance's heavy-work slots, and whether it was made here."""
    given = os.environ.get("HEAVY_DIR")
    if given:
        os.makedirs(given, exist_ok=True)
        return given, False
    shm = "/dev/shm" if os.path.isdir("/dev/shm") else None
    made = tempfile.mkdtemp(prefix="meow-referee-heavy-", dir=shm)
    os.environ["HEAVY_DIR"] = made
    return made, True


_heavy_dir: str | None = None
_made_heavy_dir = False
if "gunicorn.arbiter" in sys.modules:
    _heavy_dir, _made_heavy_dir = heavy_dir()


def on_starting(server: Any) -> None:
    """In the master, before any worker is forked: the session snapshots the workers share
    (service/store/snapshots.py), so a move finds the last one whichever worker it lands on.
    A preloaded app's store made its mapping in the master already, and the fork shares
    it; only workers that each build the app need this one made for them first."""
    if os.environ.get("REDIS_URL") and not server.cfg.preload_app:
        from service.config import Settings
        from service.store import snapshots

        snapshots.share_between_workers(Settings.from_env().session_cache_size)


def child_exit(server: Any, worker: Any) -> None:
    """A worker that exited takes its open streams out of the figures (live gauges); its
    counters stay, as totals must. With GUNICORN_MAX_REQUESTS, each recycled worker's
    files stay too (docs/operations.md)."""
    if _metrics_dir is not None:
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid, _metrics_dir)  # type: ignore[no-untyped-call]


def worker_exit(server: Any, worker: Any) -> None:
    """In a worker as it exits: what it counted since its last batch reaches its files
    (service/metrics.py counts in batches)."""
    if _metrics_dir is not None:
        from service import metrics

        metrics.flush()


def on_exit(server: Any) -> None:
    if _made_metrics_dir and _metrics_dir is not None:
        shutil.rmtree(_metrics_dir, ignore_errors=True)
    if _made_heavy_dir and _heavy_dir is not None:
        shutil.rmtree(_heavy_dir, ignore_errors=True)


def pre_fork(server: Any, worker: Any) -> None:
    """The master's heap (a preloaded app: every module, table and compiled schema) goes to
    the permanent generation before each fork (`gc.freeze`, as the gc module's own docs
    advise a forking server): no collection in a worker walks it. A worker's full
    collection walked the whole app, some 20 M instructions that came every few hundred
    requests (bench/RUNS.md); and the collector never writes to those pages, so the
    workers keep sharing them with the master."""
    gc.freeze()


def post_worker_init(worker: Any) -> None:
    """A worker that built the app itself (not preloaded) freezes it as `pre_fork` does
    the master's. A gevent worker told to stop (SIGTERM) first ends its streams, so their
    readers reconnect to another instance at once instead of after the graceful timeout;
    then it stops as gunicorn does, letting the requests in flight finish."""
    if not worker.cfg.preload_app:
        gc.freeze()
    if worker_class != "gevent":
        return
    import signal

    import gevent

    hub = worker.wsgi.extensions.get("hub") if hasattr(worker.wsgi, "extensions") else None
    if hub is None:
        return
    stop = worker.handle_exit

    def handle_exit(sig: int, frame: Any) -> None:
        gevent.spawn(hub.drain)  # not in the handler: drain takes locks
        stop(sig, frame)

    signal.signal(signal.SIGTERM, handle_exit)
