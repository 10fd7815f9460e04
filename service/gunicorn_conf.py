"""gunicorn settings, all from the environment.

`make run`, the Dockerfile and the benchmark all use this file:
gunicorn -c python:service.gunicorn_conf 'service.app:create_app()'
"""

from __future__ import annotations

import os
from typing import Any

host = os.environ.get("HOST", "127.0.0.1")
port = os.environ.get("PORT", "8000")
bind = [f"{host}:{port}"]

# Adjudication is CPU-bound: sync workers, one per usable CPU. Measured on 2 cores
# (bench/README.md): 2 workers beat 3 and 5 on every figure (5: -35% validate-move req/s,
# p99 doubled), and gthread or gevent only added tail latency. The in-process
# session store is not shared between processes, so without REDIS_URL it is one worker.
_cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
_default_workers = (_cpus or 1) if os.environ.get("REDIS_URL") else 1
workers = int(os.environ.get("WEB_CONCURRENCY", _default_workers))
if not os.environ.get("REDIS_URL") and workers != 1:
    raise SystemExit("WEB_CONCURRENCY > 1 needs REDIS_URL: the in-process store is per process")
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "sync")
threads = int(os.environ.get("GUNICORN_THREADS", "1"))  # only with worker_class gthread
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "30"))
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE", "5"))  # gthread only: sync closes
# gunicorn 27's control socket defaults to one path per user ($HOME/.gunicorn/gunicorn.ctl),
# so two instances on a host (README, Scaling out) would share it, and stopping one
# removes the other's. Nothing here uses it: off, unless a path is given for this one.
_control_path = os.environ.get("GUNICORN_CONTROL_SOCKET")
control_socket_disable = not _control_path
if _control_path:
    control_socket = _control_path
# Recycle workers now and then so a slow leak can never grow without bound.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = int(os.environ.get("GUNICORN_MAX_REQUESTS_JITTER", "0"))
# The app is loaded once, in the master, and the workers are forked from it, sharing its
# pages. Measured on 2 cores (bench/README.md, bench.pairs in both orders): validate-move
# +8-10% req/s, p99 1.3-2.6 ms lower; the bare ceiling app unchanged. The price: new code
# needs a restart, not a HUP. GUNICORN_PRELOAD=0 loads the app in each worker instead.
preload_app = os.environ.get("GUNICORN_PRELOAD", "1").lower() not in ("0", "false", "no")
# Each worker's heartbeat touches a file on every request; on a disk-backed /tmp (a
# container's overlay) that can stall the worker, so it lives in memory (gunicorn's FAQ).
worker_tmp_dir = os.environ.get("GUNICORN_WORKER_TMP_DIR") or (
    "/dev/shm" if os.path.isdir("/dev/shm") else None
)
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")


def on_starting(server: Any) -> None:
    """In the master, before any worker is forked: the session snapshots the workers share
    (service/store/snapshots.py), so a move finds the last one whichever worker it lands on.
    A preloaded app's store made its mapping in the master already, and the fork shares
    it; only workers that each build the app need this one made for them first."""
    if os.environ.get("REDIS_URL") and not server.cfg.preload_app:
        from service.config import Settings
        from service.store import snapshots

        snapshots.share_between_workers(Settings.from_env().session_cache_size)
