"""The Redis store's feed: one pub/sub connection per process, read by one thread.

Each followed session is one channel (`{s:<id>}:feed`), which the commit and amend
scripts publish to as they apply a write (redis_store.py). Standalone Redis: SUBSCRIBE /
PUBLISH. Redis Cluster: sharded pub/sub (SSUBSCRIBE / SPUBLISH, Redis 7), whose channel
lives on the shard of its hash slot, the session's own, instead of being broadcast to
every node.

One connection a process, however many streams it serves, keeps Redis's client count
flat (streams fan out in process, service/streams/hub.py). Pub/sub delivers at most
once: when the connection drops, the thread reconnects (backing off), subscribes to
every followed channel again and delivers a `Reset`, after which the hub reads what it
may have missed from the store.

Under gunicorn's gevent worker the thread is a greenlet (threading is patched), and its
short polls yield to the requests.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from typing import Any

import orjson
import redis
from redis.cluster import RedisCluster
from redis.exceptions import RedisClusterException, RedisError

from .feed import Amended, Committed, Deleted, Feed, Reset

log = logging.getLogger(__name__)

# How long one read waits for a message before the thread looks at its commands
# (subscribe, unsubscribe, close): the longest a new stream waits for its subscription.
POLL_S = 0.02
# After a dropped connection, reconnect after this long, doubling up to the cap.
BACKOFF_S, BACKOFF_CAP_S = 0.05, 1.0
_PREFIX, _SUFFIX = "{s:", "}:feed"


def _channel(session_id: str) -> str:
    return f"{_PREFIX}{session_id}{_SUFFIX}"


def _session_of(channel: bytes | str) -> str:
    name = channel.decode() if isinstance(channel, bytes) else channel
    return name.removeprefix(_PREFIX).removesuffix(_SUFFIX)


def amended_message(version: int, stamp: str) -> bytes:
    """What the amend script publishes: the version rewritten and the write's stamp."""
    return orjson.dumps({"amended": version, "n": stamp})


def notice_of(session_id: str, data: bytes) -> Committed | Amended | Deleted:
    """A published message as a notice: `{"deleted": true}`, an amendment's
    (`amended_message`; a host running the code before it logs it as unreadable and sees
    the change at its next check), or a commit's message as the
    store keeps it, `{"v": version, "r": {the record's moving parts}, "e": entry}`, whose
    entry names its write first (`{"v", "d": the whole record, "e"}` from a host running
    the code before the two parts, during a rolling deploy)."""
    message = orjson.loads(data)
    if message.get("deleted"):
        return Deleted(session_id)
    if "amended" in message:
        return Amended(session_id, int(message["amended"]), str(message["n"]))
    entry = message["e"]
    stamp = entry.pop("nonce", "")
    parts = message["r"] if "r" in message else message["d"]
    return Committed(session_id, int(message["v"]), str(stamp), entry, parts["state"])


class RedisFeed(Feed):
    def __init__(self, url: str, cluster: bool, timeout_s: float) -> None:
        super().__init__()
        self._url, self._cluster, self._timeout_s = url, cluster, timeout_s
        self._lock = threading.Lock()
        # Followed sessions, each with the event set once its subscription is in place.
        self._wanted: dict[str, threading.Event] = {}
        self._commands: deque[tuple[str, str]] = deque()  # ("subscribe" | "unsubscribe", id)
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._closed = False

    # -- Feed -------------------------------------------------------------------

    def follow(self, session_id: str, timeout_s: float) -> bool:
        with self._lock:
            subscribed = self._wanted.get(session_id)
            if subscribed is None:
                subscribed = self._wanted[session_id] = threading.Event()
                self._commands.append(("subscribe", session_id))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="redis-feed", daemon=True)
                self._thread.start()
        self._wake.set()
        return subscribed.wait(timeout_s)

    def unfollow(self, session_id: str) -> None:
        with self._lock:
            if self._wanted.pop(session_id, None) is not None:
                self._commands.append(("unsubscribe", session_id))
        self._wake.set()

    def close(self) -> None:
        self._closed = True
        self._wake.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2)

    # -- the thread ---------------------------------------------------------------

    def _connect(self) -> Any:
        options: dict[str, Any] = {
            "socket_connect_timeout": self._timeout_s,
            "client_name": "meow-referee-feed",
        }
        if not self._url.startswith("unix:"):  # TCP's own: a unix socket takes no keepalive
            options["socket_keepalive"] = True
        if self._cluster:
            return RedisCluster.from_url(self._url, **options).pubsub()
        return redis.Redis.from_url(self._url, protocol=2, **options).pubsub()

    def _run(self) -> None:
        backoff, failed = BACKOFF_S, False
        while not self._closed:
            pubsub = None
            try:
                pubsub = self._connect()
                with self._lock:  # a fresh connection: every followed channel again
                    self._commands.clear()
                    again = list(self._wanted)
                for session_id in again:
                    self._subscribe(pubsub, session_id)
                if failed:
                    self.deliver(Reset())  # whatever was published meanwhile is lost
                failed, backoff = False, BACKOFF_S
                self._serve(pubsub)
            except (RedisError, RedisClusterException, OSError) as exc:
                if not failed:
                    log.warning("stream feed lost its Redis connection: %r", exc)
                failed = True
                time.sleep(backoff)
                backoff = min(backoff * 2, BACKOFF_CAP_S)
            finally:
                if pubsub is not None:
                    try:
                        pubsub.close()
                    except (RedisError, OSError):
                        pass

    def _serve(self, pubsub: Any) -> None:
        while not self._closed:
            self._run_commands(pubsub)
            if not self._wanted:  # nothing to read: wait for a follow instead of spinning
                self._wake.wait(1.0)
                self._wake.clear()
                continue
            if self._cluster:
                message = pubsub.get_sharded_message(timeout=POLL_S)
            else:
                message = pubsub.get_message(timeout=POLL_S)
            if message is not None:
                self._handle(message)

    def _run_commands(self, pubsub: Any) -> None:
        while True:
            with self._lock:
                if not self._commands:
                    return
                command, session_id = self._commands.popleft()
            if command == "subscribe":
                self._subscribe(pubsub, session_id)
            elif self._cluster:
                pubsub.sunsubscribe(_channel(session_id))
            else:
                pubsub.unsubscribe(_channel(session_id))

    def _subscribe(self, pubsub: Any, session_id: str) -> None:
        if self._cluster:
            pubsub.ssubscribe(_channel(session_id))
        else:
            pubsub.subscribe(_channel(session_id))

    def _handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        kind = kind.decode() if isinstance(kind, bytes) else kind
        session_id = _session_of(message["channel"])
        if kind in ("subscribe", "ssubscribe"):
            with self._lock:
                subscribed = self._wanted.get(session_id)
            if subscribed is not None:
                subscribed.set()
        elif kind in ("message", "smessage"):
            try:
                notice = notice_of(session_id, message["data"])
            except (orjson.JSONDecodeError, KeyError, TypeError, ValueError):
                log.warning("stream feed: unreadable message on %s", message["channel"])
                return
            self.deliver(notice)
