"""Sessions in Redis or Redis Cluster: the production store, shared by every worker and host.

Keys of one session share the hash tag `{s:<id>}`, so they live in one cluster slot and
every script may touch them all (each is declared in KEYS):

    {s:<id>}:state        hash: v (version), d (record JSON), n (nonce of the last write)
    {s:<id>}:log          list of log entry JSON, {"nonce": <its commit's>, ...}, in order
    {s:<id>}:idem:<key>   hash: f (request fingerprint), r (first response)
    {s:<id>}:idems        set of the session's idempotency key names (for delete)

A move is one Lua script (compare-and-set: check, write, log, remember, renew), so no
WATCH/MULTI retry loop and no redis-py `transaction()` helper, which retries forever.
Timeouts are short and retries bounded: a dead Redis costs a request well under a
second, and the caller answers 503. The client reconnects by itself once Redis is back.

Persistence is Redis's business: run it with AOF (deploy/redis.conf), or a restart
forgets every session.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import orjson
import redis
from hiredis import pack_command  # redis-py's `hiredis` extra: a command packed in C
from redis.backoff import ExponentialBackoff
from redis.cluster import RedisCluster
from redis.commands.core import Script
from redis.exceptions import NoScriptError, RedisClusterException, RedisError
from redis.retry import Retry

from . import snapshots
from .base import (
    CommitResult,
    CommitStatus,
    Idempotency,
    LogEntry,
    Record,
    SessionExists,
    SessionStore,
    Snapshot,
    StoredAnswer,
    StoreUnavailable,
)

log = logging.getLogger(__name__)

T = TypeVar("T")
Client = redis.Redis | RedisCluster
# Redis is not there, or does not answer in time (as opposed to refusing a command).
_UNREACHABLE = (redis.ConnectionError, redis.TimeoutError, OSError)

# A connect or reply that takes longer than this means Redis is in trouble; waiting
# longer only ties up a worker (redis-py's defaults take seconds to give up).
SOCKET_TIMEOUT_S = 0.25
# A refused or dropped connection is tried 3 times in all, backing off 10 ms then 20 ms
# (capped at 100 ms; redis-py's ExponentialBackoff waits base × 2^failures from the first
# failure on). A timeout is not tried again: a Redis that did not answer in time will
# not answer the retry sooner, and each try would hold the worker another timeout.
RETRIES = 2
BACKOFF_BASE_S = 0.005
BACKOFF_CAP_S = 0.1
# After a connection failure or timeout, a standalone store answers StoreUnavailable at
# once for this long (the 503's Retry-After) instead of each request waiting out its own
# timeout: with one request at a time per worker, a hung Redis would otherwise queue
# every request of the host, health checks included, behind it. `ping` (readiness)
# still asks Redis, and an answer ends the pause. A cluster fails per shard, so it has
# no such pause: one shard down must not stop the others' sessions.
PAUSE_AFTER_FAILURE_S = 1.0
# Sessions whose last snapshot the workers of a host keep (store/snapshots.py), so that a
# move on one commits in one round trip instead of two. 8 KiB a slot: 16 MiB of shared
# memory, touched as it fills.
RECENT_SESSIONS = 2048

# KEYS: state, log. ARGV: record, ttl_ms, nonce.
# A create retried after a lost reply finds its own nonce and succeeds again.
# HSET is the first write: Redis refuses a script on full memory (maxmemory, noeviction)
# only at its first write that may grow memory, and lets everything after any write run.
_CREATE = """
local n = redis.call('HGET', KEYS[1], 'n')
if n then
  if n == ARGV[3] then return 1 end
  return 0
end
redis.call('HSET', KEYS[1], 'v', 0, 'd', ARGV[1], 'n', ARGV[3])
redis.call('DEL', KEYS[2])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""

# KEYS: state, log[, idem, idems]. ARGV: expected, expected stamp ('' for none), record,
# entry, ttl_ms, nonce[, fingerprint, response, idem_ttl_ms]. Order of checks: see
# SessionStore.commit. Each log entry is stored as JSON whose first key is "nonce", the
# nonce of the commit that made it (still plain JSON, so that a host running the code
# before this one reads it during a rolling deploy or after a rollback). A commit retried
# after a lost reply (it ran; its answer never arrived) finds its own nonce on the entry
# of the version it made, however many moves followed, and reports APPLIED instead of a
# false STALE that would apply it again.
_COMMIT = """
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return {'not_found'} end
v = tonumber(v)
if #KEYS == 4 then
  local first = redis.call('HMGET', KEYS[3], 'f', 'r')
  if first[1] then return {'duplicate', v, first[1], first[2]} end
end
local expected = tonumber(ARGV[1])
local n = redis.call('HGET', KEYS[1], 'n')
if v ~= expected or (ARGV[2] ~= '' and n ~= ARGV[2]) then
  if v > expected then
    local made = redis.call('LINDEX', KEYS[2], expected)
    local mine = '{"nonce":"' .. ARGV[6] .. '"'
    if made and string.sub(made, 1, #mine) == mine then
      return {'applied', expected + 1, v}
    end
  end
  return {'stale', v, redis.call('HGET', KEYS[1], 'd'), n}
end
v = v + 1
redis.call('HSET', KEYS[1], 'v', v, 'd', ARGV[3], 'n', ARGV[6])
redis.call('RPUSH', KEYS[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
if #KEYS == 4 then
  redis.call('HSET', KEYS[3], 'f', ARGV[7], 'r', ARGV[8])
  redis.call('PEXPIRE', KEYS[3], ARGV[9])
  redis.call('SADD', KEYS[4], KEYS[3])
  redis.call('PEXPIRE', KEYS[4], ARGV[9])
end
return {'applied', v}
"""

# KEYS: state, idem. An answer outlives its session when IDEMPOTENCY_TTL is the longer,
# and an expired session is a 404 on every endpoint, its stored answers included.
_REPLAY = """
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return redis.call('HMGET', KEYS[2], 'f', 'r')
"""

# KEYS: state, log. ARGV: ttl_ms.
_TOUCH = """
if redis.call('PEXPIRE', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('PEXPIRE', KEYS[2], ARGV[1])
return 1
"""


def _tag(session_id: str) -> str:
    if "{" in session_id or "}" in session_id:
        # A brace would move the key out of the session's hash slot.
        raise ValueError(f"session id must not contain braces: {session_id!r}")
    return f"{{s:{session_id}}}"


def _keys(session_id: str) -> tuple[str, str, str]:
    tag = _tag(session_id)
    return f"{tag}:state", f"{tag}:log", f"{tag}:idems"


def _idem_key(session_id: str, key: str) -> str:
    return f"{_tag(session_id)}:idem:{key}"


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _stored_entry(nonce: str, entry: LogEntry) -> bytes:
    """The log entry as stored: its commit's nonce first, where _COMMIT looks for it."""
    return orjson.dumps({"nonce": nonce, **entry})


def _entry_of(stored: bytes | str) -> LogEntry:
    """A stored log entry without its nonce (entries written before nonces have none)."""
    entry: LogEntry = orjson.loads(stored)
    entry.pop("nonce", None)
    return entry


def _ms(seconds: float) -> int:
    return max(1, round(seconds * 1000))


def parse_url(url: str, cluster: bool | None = None) -> tuple[str, bool]:
    """`redis+cluster://h:p` (or `rediss+cluster://`) selects Redis Cluster, as does
    cluster=True; returns the URL redis-py understands and whether it is a cluster."""
    parts = urlsplit(url)
    if not parts.scheme.endswith("+cluster"):
        # Untouched: urlunsplit would turn `unix:///path` into `unix:/path`.
        return url, bool(cluster)
    return urlunsplit(parts._replace(scheme=parts.scheme.removesuffix("+cluster"))), True


class RedisStore(SessionStore):
    def __init__(
        self,
        url: str,
        *,
        cluster: bool | None = None,
        socket_timeout_s: float = SOCKET_TIMEOUT_S,
        recent_sessions: int = RECENT_SESSIONS,
    ) -> None:
        self.url, self.cluster = parse_url(url, cluster)
        self._socket_timeout_s = socket_timeout_s
        self._client: Client | None = None
        self._scripts: dict[str, Script] = {}
        # Guards lazy client creation only; correctness never depends on local locks.
        self._lock = threading.Lock()
        # The last snapshot seen of recent sessions (version, record JSON), shared with
        # the host's other workers when gunicorn's master made the mapping (recent()).
        self._snapshots = snapshots.for_store(recent_sessions)
        self._paused_until = 0.0  # time.monotonic(): see PAUSE_AFTER_FAILURE_S

    # -- connection -------------------------------------------------------------

    def _retry(self) -> Retry:
        return Retry(
            ExponentialBackoff(cap=BACKOFF_CAP_S, base=BACKOFF_BASE_S),
            RETRIES,
            supported_errors=(redis.ConnectionError,),
        )

    def _connect(self) -> Client:
        options: dict[str, Any] = {
            "socket_connect_timeout": self._socket_timeout_s,
            "socket_timeout": self._socket_timeout_s,
            "retry": self._retry(),
        }
        if not self.cluster:
            # One connection per worker, not a pool: a sync worker serves one request at a
            # time, and a pool's checkout and return cost ~40 us a command (README,
            # Performance). Threads of a gthread worker take turns on it under redis-py's
            # own lock. RESP2: these replies are flat, and RESP3's parsing costs more.
            return redis.Redis.from_url(
                self.url, single_connection_client=True, protocol=2, **options
            )
        # RedisCluster reads the topology in its constructor, so it is built on first use:
        # an app must start (and report not ready) while the cluster is still down.
        return RedisCluster.from_url(self.url, **options)

    def _redis(self) -> Client:
        client = self._client
        if client is None:
            with self._lock:
                if self._client is None:
                    self._client = self._connect()
                    self._scripts = {
                        name: self._client.register_script(source)
                        for name, source in (
                            ("create", _CREATE),
                            ("commit", _COMMIT),
                            ("replay", _REPLAY),
                            ("touch", _TOUCH),
                        )
                    }
                client = self._client
        return client

    def _call(self, what: str, fn: Callable[[Client], T], *, probe: bool = False) -> T:
        """Every command goes through here: Redis not answering as it should is a 503.
        `probe` (readiness) asks Redis even during the pause after a failure."""
        self._check_pause(probe)
        try:
            client = self._redis()
            # gthread workers: threads queue for the client's one connection. One that
            # waited while another timed out checks the pause again, instead of timing
            # out in its turn; a wait longer than a timeout counts as one.
            lock = client.single_connection_lock if isinstance(client, redis.Redis) else None
            if lock is not None and not lock.acquire(timeout=self._socket_timeout_s):
                raise redis.TimeoutError("waited a timeout for the connection")
            try:
                self._check_pause(probe)
                result = fn(client)
            finally:
                if lock is not None:
                    lock.release()
        except (RedisError, RedisClusterException, OSError) as exc:
            if not self.cluster and isinstance(exc, _UNREACHABLE):
                self._paused_until = time.monotonic() + PAUSE_AFTER_FAILURE_S
            log.warning("session store unavailable during %s: %r", what, exc)
            raise StoreUnavailable(f"session store unavailable ({type(exc).__name__})") from exc
        if probe:
            self._paused_until = 0.0
        return result

    def _check_pause(self, probe: bool) -> None:
        if not probe and time.monotonic() < self._paused_until:
            raise StoreUnavailable("session store unavailable (it failed just now)")

    def _send(self, client: Any, command: tuple[Any, ...]) -> Any:
        """One command on a standalone client's own connection, for the hot path.

        Straight to redis-py's Connection (socket, hiredis parser, reconnect) and the
        client's Retry (the same bounded tries and backoff, disconnecting after each
        failure), past the client's per-command layers: those cost ~30-50 us of CPU a
        command, a tenth of a session move (bench/README.md). Called only inside `_call`,
        which holds the client's own lock, so gthread threads never interleave on the
        connection, as its methods do not."""
        conn = client.connection
        if conn is None:  # closed by another thread; the next call opens a new client
            raise redis.ConnectionError("the session store was closed")
        packed = [pack_command(command)]

        def round_trip() -> Any:
            conn.send_packed_command(packed, check_health=False)
            return conn.read_response()

        return conn.retry.call_with_retry(round_trip, lambda _error: conn.disconnect())

    def _execute(self, what: str, *command: Any) -> Any:
        def run(client: Client) -> Any:
            if self.cluster:  # routed by key, so the cluster client's own path
                return client.execute_command(*command)
            return self._send(client, command)

        return self._call(what, run)

    def _script(self, name: str, keys: list[str], args: list[Any]) -> Any:
        def run(client: Client) -> Any:
            script = self._scripts[name]
            if self.cluster:  # redis-py loads it on the node that lacks it
                return script(keys=keys, args=args, client=client)
            command = ("EVALSHA", script.sha, len(keys), *keys, *args)
            try:
                return self._send(client, command)
            except NoScriptError:  # Redis restarted or flushed its scripts: load it again
                self._send(client, ("SCRIPT", "LOAD", script.script))
                return self._send(client, command)

        return self._call(name, run)

    # -- the recent snapshots (a cache the compare-and-set keeps honest) ----------

    def _remember(self, session_id: str, version: int, data: bytes, stamp: str | None) -> None:
        if self._snapshots is not None:
            self._snapshots.put(session_id, version, data, stamp)

    def _forget(self, session_id: str) -> None:
        if self._snapshots is not None:
            self._snapshots.drop(session_id)

    def recent(self, session_id: str, version: int | None = None) -> Snapshot | None:
        if self._snapshots is None:
            return None
        # Checked against `version` before it is parsed: one that would be refused is no use.
        hit = self._snapshots.get(session_id, version)
        return None if hit is None else Snapshot(hit[0], orjson.loads(hit[1]), hit[2])

    # -- SessionStore -----------------------------------------------------------

    def create(self, session_id: str, record: Record, ttl_s: float) -> None:
        state, log_key, _ = _keys(session_id)
        data = orjson.dumps(record)
        nonce = secrets.token_hex(8)
        if not self._script("create", [state, log_key], [data, _ms(ttl_s), nonce]):
            raise SessionExists(session_id)
        self._remember(session_id, 0, data, nonce)

    def get(self, session_id: str) -> Snapshot | None:
        state, _, _ = _keys(session_id)
        version, data, stamp = self._execute("get", "HMGET", state, "v", "d", "n")
        if version is None or data is None:
            self._forget(session_id)
            return None
        made_by = _text(stamp) if stamp is not None else None
        self._remember(session_id, int(version), data, made_by)
        return Snapshot(int(version), orjson.loads(data), made_by)

    def commit(
        self,
        session_id: str,
        expected_version: int,
        record: Record,
        log_entry: LogEntry,
        ttl_s: float,
        idempotency: Idempotency | None = None,
        expected_stamp: str | None = None,
    ) -> CommitResult:
        state, log_key, idems = _keys(session_id)
        keys = [state, log_key]
        data = orjson.dumps(record)
        nonce = secrets.token_hex(8)
        args: list[Any] = [
            expected_version,
            expected_stamp or "",
            data,
            _stored_entry(nonce, log_entry),
            _ms(ttl_s),
            nonce,
        ]
        if idempotency is not None:
            keys += [_idem_key(session_id, idempotency.key), idems]
            args += [idempotency.fingerprint, idempotency.response, _ms(idempotency.ttl_s)]
        reply = self._script("commit", keys, args)
        status = CommitStatus(_text(reply[0]))
        version = int(reply[1]) if len(reply) > 1 else None
        answer = current = None
        if status is CommitStatus.DUPLICATE:
            answer = StoredAnswer(_text(reply[2]), _text(reply[3]))
        if status is CommitStatus.APPLIED:
            if len(reply) == 2:  # the session is at the version this commit made
                self._remember(session_id, expected_version + 1, data, nonce)
            # else it landed earlier and other moves followed: what we would hold is behind
        elif status is CommitStatus.STALE and version is not None and len(reply) > 2:
            found: bytes = reply[2]  # the record as the script found it
            made_by = _text(reply[3]) if len(reply) > 3 and reply[3] is not None else None
            current = Snapshot(version, orjson.loads(found), made_by)
            self._remember(session_id, version, found, made_by)
        else:  # whatever we hold of it is behind (or gone)
            self._forget(session_id)
        return CommitResult(status, version, answer, current)

    def get_idempotent(self, session_id: str, key: str) -> StoredAnswer | None:
        state, _, _ = _keys(session_id)
        reply = self._script("replay", [state, _idem_key(session_id, key)], [])
        if reply is None or reply[0] is None or reply[1] is None:
            return None
        return StoredAnswer(_text(reply[0]), _text(reply[1]))

    def log(self, session_id: str) -> list[LogEntry]:
        _, log_key, _ = _keys(session_id)
        entries = self._call("log", lambda r: r.lrange(log_key, 0, -1))
        return [_entry_of(entry) for entry in entries]

    def touch(self, session_id: str, ttl_s: float) -> bool:
        state, log_key, _ = _keys(session_id)
        return bool(self._script("touch", [state, log_key], [_ms(ttl_s)]))

    def delete(self, session_id: str) -> bool:
        state, log_key, idems = _keys(session_id)
        self._forget(session_id)
        # The state goes first: from then on every commit finds the session missing, so
        # no idempotency record can be added behind our back while the rest is removed.
        existed = bool(self._call("delete", lambda r: r.delete(state)))
        members = self._call("delete", lambda r: r.smembers(idems))
        self._call("delete", lambda r: r.delete(log_key, idems, *members))
        return existed

    def ping(self) -> bool:
        def ping(client: Client) -> bool:
            if isinstance(client, RedisCluster):
                # Every master, not one node: a down master loses a share of the sessions.
                return bool(client.ping(target_nodes=RedisCluster.PRIMARIES))
            return bool(client.ping())

        try:
            return self._call("ping", ping, probe=True)
        except StoreUnavailable:
            return False

    def close(self) -> None:
        with self._lock:
            client, self._client = self._client, None
        if client is None:
            return
        pools = []
        if isinstance(client, RedisCluster):
            # redis-py (8.1) hands each node's Redis a pool that Redis does not own, so
            # RedisCluster.close() returns connections to their pools but closes none.
            pools = [
                n.redis_connection.connection_pool for n in client.get_nodes() if n.redis_connection
            ]
        client.close()
        for pool in pools:
            pool.disconnect()
