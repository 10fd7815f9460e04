"""Sessions in Redis or Redis Cluster: the production store, shared by every worker and host.

Keys of one session share the hash tag `{s:<id>}`, so they live in one cluster slot and
every script may touch them all (each is declared in KEYS):

    {s:<id>}:state        hash: v (version), n (nonce of the last write),
                          r (the record's fixed part: its JSON, the moving parts null),
                          m (the last write's message: the moving parts and its log entry),
                          e (why it was ended, once it is: then it is never moved),
                          b (the session's bytes but m: r, log, keys; see SESSION_RESERVE_BYTES),
                          hc, ha, hf, ht (its webhook's deliveries: HookState; absent
                          before the first), so that they live and go with the session
    {s:<id>}:log          list of log entry JSON, {"nonce": <its commit's>, ...}, in order
    {s:<id>}:idem:<key>   hash: f (request fingerprint), r (first response)
    {s:<id>}:idems        set of the session's idempotency key names (for delete)
    {s:<id>}:streams      sorted set: "<holder>|<stream id>" -> lease end (ms), open streams
    {s:<id>}:ticket:<h>   string: whom a stream ticket (its hash <h>) is for; short TTL
    {s:<id>}:feed         the pub/sub channel of its commits and deletion (redis_feed.py)

A record is stored in two parts. What a move changes, its state and the chain's head (the
moving parts, `MOVING`), is in the message `m`, `{"v": <version>, "r": {<moving parts>},
"e": <log entry>}`, which the commit script also publishes as it is; the rest (game, seats,
setup, fairness...) is `r`, written when the session is created or joined and by a commit
that changes it, never by a move. So a move sends Redis its state once, serialised once,
and Redis stores and publishes those bytes without building anything: each byte a script
is given costs Redis some 11 instructions (Lua hashes every string it makes), and a
move's are its state and log entry. The record read back is `r` with `m`'s parts put in
their places. A session stored before this layout holds its whole record in `d` (no `r`,
no `m`): it reads as before, and its next write stores it in two parts.

A move is one Lua script (compare-and-set: check, write, log, remember, renew), so no
WATCH/MULTI retry loop and no redis-py `transaction()` helper, which retries forever.
Connecting times out fast and retries are bounded: a dead Redis costs a request well
under a second, and the caller answers 503. A reply may take longer (a busy machine is
not a dead Redis). The client reconnects by itself once Redis is back.

The client reads a session with HGETALL, and the scripts read the fields they need with
HMGET: Redis's command statistics tell a session read from a script's.

Persistence is Redis's business: run it with AOF (deploy/redis.conf), or a restart
forgets every session.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar
from urllib.parse import urlsplit, urlunsplit

import orjson
import redis
from hiredis import pack_command  # redis-py's `hiredis` extra: a command packed in C
from redis.backoff import ExponentialBackoff
from redis.cluster import RedisCluster
from redis.commands.core import Script
from redis.exceptions import NoScriptError, RedisClusterException, RedisError
from redis.retry import Retry

from .. import metrics
from . import snapshots
from .base import (
    SESSION_RESERVE_BYTES,
    CommitResult,
    CommitStatus,
    HookState,
    Idempotency,
    LogEntry,
    OutcomeUnknown,
    Record,
    SessionExists,
    SessionStore,
    Snapshot,
    StoredAnswer,
    StoredEntry,
    StoreFull,
    StoreUnavailable,
    new_stamp,
    with_state_json,
)
from .feed import Feed
from .redis_feed import RedisFeed, amended_message

log = logging.getLogger(__name__)

T = TypeVar("T")
Client = redis.Redis | RedisCluster
# Redis is not there, or does not answer in time (as opposed to refusing a command).
_UNREACHABLE = (redis.ConnectionError, redis.TimeoutError, OSError)

# A connect that takes longer than this means Redis is not there: on loopback or a LAN
# it takes well under a millisecond, whatever the load (redis-py's default waits
# seconds).
CONNECT_TIMEOUT_S = 0.25
# A reply, though, waits on Redis's one thread and on this worker's share of a busy CPU:
# load alone on a busy 2-core host delays one past a quarter of a second, and a move
# refused then may in fact have landed. This is long enough for load, short enough that
# a hung Redis frees the worker well within gunicorn's timeout.
REPLY_TIMEOUT_S = 2.0
# A refused or dropped connection is tried 3 times in all, backing off 10 ms then 20 ms
# (capped at 100 ms; redis-py's ExponentialBackoff waits base × 2^failures from the first
# failure on). A timeout is not tried again: a Redis that did not answer in time will
# not answer the retry sooner, and each try would hold the worker another timeout.
RETRIES = 2
BACKOFF_BASE_S = 0.005
BACKOFF_CAP_S = 0.1
# After a connection failure (refused, dropped, or not made in CONNECT_TIMEOUT_S), a
# standalone store answers StoreUnavailable at once for this long (the 503's
# Retry-After) instead of each request trying again: with one request at a time per
# worker, a Redis that is down would otherwise queue every request of the host behind
# its retries. A reply that timed out does not pause: it tells of one slow command, not
# of a Redis that is gone, and a pause would turn it into a second of 503s. `ping`
# (readiness) still asks Redis, and an answer ends the pause. A cluster fails per
# shard, so it has no such pause: one shard down must not stop the others' sessions.
PAUSE_AFTER_FAILURE_S = 1.0
# New sessions stop at this share of Redis's maxmemory; the rest is for live games' moves.
MEMORY_WATERMARK = 0.8
MEMORY_READ_EVERY_S = 1.0
MEMORY_READ_EVERY_CREATES = 20  # some 20 records (a few KiB each) past it at most
# The names the service's connections carry in Redis's CLIENT LIST.
CLIENT_NAME = "meow-referee"
# An async worker's requests wait this long for a pooled connection before a 503.
POOL_WAIT_S = 2.0
# Sessions whose last snapshot the workers of a host keep (store/snapshots.py), so that a
# move on one commits in one round trip instead of two. 8 KiB a slot: 16 MiB of shared
# memory, touched as it fills.
RECENT_SESSIONS = 2048
# Of those, the ones each worker keeps parsed (some 10 KB each: 5 MB a worker), with the
# typed state its own last move made (`_Parsed`).
PARSED_SESSIONS = 512

# KEYS: state, log. ARGV: fixed part, message, ttl_ms, nonce.
# A create retried after a lost reply finds its own nonce and succeeds again.
# HSET is the first write: Redis refuses a script on full memory (maxmemory, noeviction)
# only at its first write that may grow memory, and lets everything after any write run.
# A session's bytes (b) start at its fixed part and what Redis adds (some 600 bytes).
_CREATE = """
local n = redis.call('HGET', KEYS[1], 'n')
if n then
  if n == ARGV[4] then return 1 end
  return 0
end
redis.call('HSET', KEYS[1], 'v', 0, 'r', ARGV[1], 'm', ARGV[2], 'n', ARGV[4], 'b', #ARGV[1] + 600)
redis.call('DEL', KEYS[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
"""

# KEYS: state, log[, idem, idems]. ARGV: expected, expected stamp ('' for none), message,
# entry, ttl_ms, nonce [, fingerprint, response, idem_ttl_ms] [, fixed part, when it is
# not the one stored]. The store's own settings are
# written into the script (commit_script): its publish command (PUBLISH; SPUBLISH on a
# cluster), its reserve of bytes and its move watermark; each argument costs Redis some
# 1,000 instructions a move, and each byte of one some 11 (Lua hashes every string it
# makes). Order of checks: see SessionStore.commit. A session whose bytes (b: its fixed
# part, its log entries, its keys with what Redis adds to each, some 96 and 200 bytes;
# and the message) the move takes past its reserve is refused ('full') while its Redis
# uses the move watermark's share of maxmemory or more: only such moves read INFO (some
# 20 us), on the session's own shard, before anything is written. The reply's first word
# says which case it is, and so what follows it (decode_commit).
# An applied commit publishes its message on the session's channel for the streams
# (redis_feed.py; the channel is the state key's, `{s:<id>}:feed`): in the script, so a
# notice goes out exactly when a commit lands, in commit order. Each log entry is stored
# as JSON whose first key is "nonce", the nonce of the commit that made it (still plain
# JSON, so that a host running the code before this one reads it during a rolling deploy
# or after a rollback). A commit retried after a lost reply (it ran; its answer never
# arrived) finds its own nonce on the entry of the version it made, however many moves
# followed, and reports APPLIED instead of a false STALE that would apply it again. A
# session still in the whole-record layout (d) takes a commit that writes its fixed
# part, and is stored in two parts from then on; one without it is answered as stale, so
# that the store sends it.
_COMMIT = """
local h = redis.call('HMGET', KEYS[1], 'v', 'n', 'e', 'b', 'd')
local v = h[1]
if not v then return {'not_found'} end
v = tonumber(v)
if #KEYS == 4 then
  local first = redis.call('HMGET', KEYS[3], 'f', 'r')
  if first[1] then return {'duplicate', v, first[1], first[2]} end
end
if h[3] then return {'ended', v} end
local fixed = ARGV[#KEYS == 4 and 10 or 7]
local expected = tonumber(ARGV[1])
if v ~= expected or (ARGV[2] ~= '' and h[2] ~= ARGV[2]) or (h[5] and not fixed) then
  if v > expected then
    local made = redis.call('LINDEX', KEYS[2], expected)
    local mine = '{"nonce":"' .. ARGV[6] .. '"'
    if made and string.sub(made, 1, #mine) == mine then
      return {'applied_earlier', expected + 1}
    end
  end
  if h[5] then return {'stale', v, h[5], h[2]} end
  local found = redis.call('HMGET', KEYS[1], 'r', 'm')
  return {'stale', v, found[1] .. '\\n' .. found[2], h[2]}
end
local b = h[4]
if fixed then
  local held = h[5] and #h[5] or redis.call('HSTRLEN', KEYS[1], 'r')
  b = tonumber(b or held) - held + #fixed
else
  b = tonumber(b)
end
b = b + #ARGV[4] + 96
if #KEYS == 4 then b = b + 2 * #KEYS[3] + #ARGV[7] + #ARGV[8] + 200 end
if b + #ARGV[3] > RESERVE then
  local info = redis.call('INFO', 'memory')
  local most = tonumber(string.match(info, 'maxmemory:(%d+)'))
  local used = tonumber(string.match(info, 'used_memory:(%d+)'))
  if most > 0 and used >= WATERMARK * most then return {'full', v} end
end
v = v + 1
if fixed then
  redis.call('HSET', KEYS[1], 'v', v, 'm', ARGV[3], 'n', ARGV[6], 'b', b, 'r', fixed)
  if h[5] then redis.call('HDEL', KEYS[1], 'd') end
else
  redis.call('HSET', KEYS[1], 'v', v, 'm', ARGV[3], 'n', ARGV[6], 'b', b)
end
redis.call('RPUSH', KEYS[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
if #KEYS == 4 then
  redis.call('HSET', KEYS[3], 'f', ARGV[7], 'r', ARGV[8])
  redis.call('PEXPIRE', KEYS[3], ARGV[9])
  redis.call('SADD', KEYS[4], KEYS[3])
  redis.call('PEXPIRE', KEYS[4], ARGV[9])
end
redis.call('PUBLISH', string.sub(KEYS[1], 1, -6) .. 'feed', ARGV[3])
return {'applied', v}
"""


def commit_script(publish: str, reserve_bytes: int, move_watermark: float) -> str:
    """_COMMIT with a store's own settings written in (`publish` empty: it publishes
    nothing)."""
    script = _COMMIT.replace("RESERVE", str(int(reserve_bytes)))
    script = script.replace("WATERMARK", repr(float(move_watermark)))
    publishing = "redis.call('PUBLISH', string.sub(KEYS[1], 1, -6) .. 'feed', ARGV[3])\n"
    assert publishing in script
    return script.replace(publishing, publishing.replace("PUBLISH", publish) if publish else "")


# KEYS: state, log. ARGV: expected stamp, fixed part, message, nonce, ttl_ms, version,
# publish command ('' for none), notice. A seat joining a seats' deal, or the host
# changing a seat: the record replaced at the same version, no log entry, and a notice
# published (redis_feed.py) so that streams read the session again. A retry after a lost
# reply finds its own nonce: applied, and published already.
_AMEND = """
local h = redis.call('HMGET', KEYS[1], 'v', 'n', 'e', 'b', 'd')
if not h[1] then return {'not_found'} end
local v = tonumber(h[1])
local expected = tonumber(ARGV[6])
if h[3] then return {'ended', v} end
if v == expected and h[2] == ARGV[4] then return {'applied', v} end
if v ~= expected or h[2] ~= ARGV[1] then
  if h[5] then return {'stale', v, h[5], h[2]} end
  local found = redis.call('HMGET', KEYS[1], 'r', 'm')
  return {'stale', v, found[1] .. '\\n' .. found[2], h[2]}
end
local held = h[5] and #h[5] or redis.call('HSTRLEN', KEYS[1], 'r')
local b = tonumber(h[4] or held) - held + #ARGV[2]
redis.call('HSET', KEYS[1], 'r', ARGV[2], 'm', ARGV[3], 'n', ARGV[4], 'b', b)
if h[5] then redis.call('HDEL', KEYS[1], 'd') end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
if ARGV[7] ~= '' then redis.call(ARGV[7], string.sub(KEYS[1], 1, -6) .. 'feed', ARGV[8]) end
return {'applied', v}
"""

# KEYS: state, idem. An answer outlives its session when IDEMPOTENCY_TTL is the longer,
# and an expired session is a 404 on every endpoint, its stored answers included.
_REPLAY = """
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return redis.call('HMGET', KEYS[2], 'f', 'r')
"""

# KEYS: streams. ARGV: member, its holder's prefix ("<holder>|"), limit, lease_ms.
# Leases end by Redis's own clock, so every host counts alike.
_OPEN_STREAM = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local open = 0
for _, m in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if string.sub(m, 1, #ARGV[2]) == ARGV[2] then open = open + 1 end
end
if open >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[4]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
"""

# KEYS: streams. ARGV: a holder's prefix ("<holder>|"). Its live streams.
_COUNT_STREAMS = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local open = 0
for _, m in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf')) do
  if string.sub(m, 1, #ARGV[1]) == ARGV[1] then open = open + 1 end
end
return open
"""

# KEYS: state, streams. ARGV: lease_ms, members... Renews the leases, answers the head.
_RENEW_STREAMS = """
local head = redis.call('HMGET', KEYS[1], 'v', 'n')
if not head[1] then return false end
if #ARGV > 1 then
  local t = redis.call('TIME')
  local ends = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
  for i = 2, #ARGV do redis.call('ZADD', KEYS[2], ends, ARGV[i]) end
  redis.call('PEXPIRE', KEYS[2], ARGV[1])
end
return head
"""

# KEYS: state, log, idems. ARGV: reason, ttl_ms, nonce, publish command, channel.
# Ending is a write of its own (a new nonce, so a new tag), at the same version.
_END = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'e', ARGV[1], 'n', ARGV[3])
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], ARGV[2]) end
if ARGV[4] ~= '' then redis.call(ARGV[4], ARGV[5], '{"deleted":true}') end
return 1
"""

# KEYS: state, log. ARGV: ttl_ms.
_TOUCH = """
if redis.call('PEXPIRE', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('PEXPIRE', KEYS[2], ARGV[1])
return 1
"""

# KEYS: state. ARGV: expected cursor, expected attempts, then the new cursor, attempts,
# first failure and retry time. The cursor never moves back.
_SAVE_HOOK = """
local h = redis.call('HMGET', KEYS[1], 'v', 'hc', 'ha')
if not h[1] then return 0 end
local c, a = tonumber(h[2] or '0'), tonumber(h[3] or '0')
if c ~= tonumber(ARGV[1]) or a ~= tonumber(ARGV[2]) or tonumber(ARGV[3]) < c then return 0 end
redis.call('HSET', KEYS[1], 'hc', ARGV[3], 'ha', ARGV[4], 'hf', ARGV[5], 'ht', ARGV[6])
return 1
"""


# How far a call got when it failed (RedisStore._call).
_QUEUED, _CONNECTING, _SENT = "queued", "connecting", "sent"


def _lost_connection(exc: BaseException, stage: str) -> bool:
    """A failure to reach Redis at all (pause), rather than a reply that did not come in
    time (no pause). A timeout while connecting is the former; a refused or dropped
    connection is, whenever it happens, since the retries could not make a new one."""
    if isinstance(exc, redis.TimeoutError):
        return stage == _CONNECTING
    return True


def _tag(session_id: str) -> str:
    if "{" in session_id or "}" in session_id:
        # A brace would move the key out of the session's hash slot.
        raise ValueError(f"session id must not contain braces: {session_id!r}")
    return f"{{s:{session_id}}}"


def _keys(session_id: str) -> tuple[str, str, str]:
    tag = _tag(session_id)
    return f"{tag}:state", f"{tag}:log", f"{tag}:idems"


def channel(session_id: str) -> str:
    """The session's pub/sub channel: its hash tag puts it in the session's own slot, so
    sharded pub/sub (Redis Cluster) keeps it on the session's shard."""
    return f"{_tag(session_id)}:feed"


def _streams_key(session_id: str) -> str:
    return f"{_tag(session_id)}:streams"


def _ticket_key(session_id: str, ticket_hash: str) -> str:
    return f"{_tag(session_id)}:ticket:{ticket_hash}"


def _idem_key(session_id: str, key: str) -> str:
    return f"{_tag(session_id)}:idem:{key}"


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _stored_entry(nonce: str, entry: LogEntry) -> bytes:
    """The log entry as stored: its commit's nonce first, where _COMMIT looks for it."""
    return orjson.dumps({"nonce": nonce, **entry})


def _entry_of(stored: bytes | str) -> StoredEntry:
    """A stored log entry and its nonce (entries written before nonces have none)."""
    entry: LogEntry = orjson.loads(stored)
    nonce = entry.pop("nonce", None)
    return StoredEntry(entry, nonce if isinstance(nonce, str) else None)


# The parts of a record a move changes, stored (and published) apart from the rest.
MOVING = ("state", "chain", "turn")


def _fixed(record: Record) -> bytes:
    """The record's fixed part as stored (`r`): its JSON with the moving parts null, so
    that they are put back in their places."""
    return orjson.dumps({k: None if k in MOVING else v for k, v in record.items()})


def _moving(record: Record) -> bytes:
    """The record's moving parts: the state serialised once per write (here, or by the
    commit's caller: `with_state_json`), and stored, published and held as these bytes."""
    return orjson.dumps({k: record[k] for k in MOVING if k in record})


def _message(version: int, moving: bytes, entry: bytes | None = None) -> bytes:
    """A write's message (`m`): the version it makes, the record's moving parts, and its
    log entry as stored (none for a creation or a join), which Redis stores and publishes
    as it is. Measured on a Meow 10 session move, against the whole record written and
    its notice built in the script: Redis's own work 168 k -> 118 k instructions a move
    (-29%), the worker's unchanged (2.03 M)."""
    if entry is None:
        return b'{"v":%d,"r":%b}' % (version, moving)
    return b'{"v":%d,"r":%b,"e":%b}' % (version, moving, entry)


def _stored(fixed: bytes, moving: bytes) -> bytes:
    """A record in two parts, as the snapshot slots hold it: its fixed part, then its
    moving parts or a message holding them (JSON holds no raw newline)."""
    return fixed + b"\n" + moving


def _record_of(data: bytes) -> Record:
    """A record from what a store read or a slot holds: its two parts (_stored), or the
    whole record of a session stored before the two parts."""
    fixed, two, moving = data.partition(b"\n")
    record: Record = orjson.loads(fixed)
    if two:
        parts = orjson.loads(moving)
        # A message (a read's `m`) holds the parts under "r"; a moving part is never "v".
        record.update(parts["r"] if "v" in parts else parts)
    return record


def _fixed_of(data: bytes) -> bytes | None:
    """The fixed part of what a store read or a slot holds; None for a whole record."""
    fixed, two, _ = data.partition(b"\n")
    return fixed if two else None


def _same_fixed(record: Record, other: Record) -> bool:
    """Whether two records' fixed parts are the same: a move's shares them with the
    snapshot it was decided on, so this is mostly identity."""
    if len(record) != len(other):
        return False
    for key, value in record.items():
        if key not in MOVING:
            held = other.get(key, other)  # `other` itself: no value of its own
            if value is not held and value != held:
                return False
    return True


class _Parsed(NamedTuple):
    """A snapshot this worker wrote or read last, parsed: its record, the digest of its
    entry in the shared slots (None when not held there), its fixed part as stored (None
    for a session stored whole: its next commit writes it in two parts), and what the
    commit that made it was given as `decoded` when this worker made it."""

    version: int
    stamp: str | None
    record: Record
    digest: bytes | None
    fixed: bytes | None
    decoded: Any = None


@dataclass(frozen=True, slots=True)
class CommitReply:
    """_COMMIT's reply, decoded: the result, and what the snapshot cache needs of it."""

    result: CommitResult
    # Applied by this very call, so the session is at the version it made (a commit that
    # landed earlier, before its reply was lost, may have had moves follow it).
    landed_now: bool = False
    # STALE: the record as stored, which the cache keeps as it is.
    found: bytes | None = None


def decode_commit(reply: list[Any], nonce: str) -> CommitReply:
    """_COMMIT's reply, by its first word. `nonce` is the commit's own stamp. Raises
    StoreFull when the store had no room for the move."""
    word = _text(reply[0])
    if word == "applied":  # {'applied', the version made}
        return CommitReply(CommitResult(CommitStatus.APPLIED, int(reply[1]), stamp=nonce), True)
    if word == "applied_earlier":  # {'applied_earlier', the version it made back then}
        return CommitReply(CommitResult(CommitStatus.APPLIED, int(reply[1]), stamp=nonce))
    if word == "stale":  # {'stale', version, record as stored, stamp of its write (nil: none)}
        version, found = int(reply[1]), reply[2]
        made_by = None if reply[3] is None else _text(reply[3])
        current = Snapshot(version, _record_of(found), made_by)
        return CommitReply(CommitResult(CommitStatus.STALE, version, current=current), found=found)
    if word == "duplicate":  # {'duplicate', version, fingerprint, first answer}
        answer = StoredAnswer(_text(reply[2]), _text(reply[3]))
        return CommitReply(CommitResult(CommitStatus.DUPLICATE, int(reply[1]), answer))
    if word == "ended":  # {'ended', version}
        return CommitReply(CommitResult(CommitStatus.ENDED, int(reply[1])))
    if word == "not_found":  # {'not_found'}
        return CommitReply(CommitResult(CommitStatus.NOT_FOUND))
    if word == "full":  # {'full', version}: nothing written
        raise StoreFull(f"no room past the session's reserve (version {int(reply[1])})")
    raise ValueError(f"_COMMIT answered {reply!r}")


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
        reply_timeout_s: float = REPLY_TIMEOUT_S,
        connect_timeout_s: float = CONNECT_TIMEOUT_S,
        recent_sessions: int = RECENT_SESSIONS,
        pool_size: int = 0,
        watermark: float = MEMORY_WATERMARK,
        reserve_bytes: int = SESSION_RESERVE_BYTES,
    ) -> None:
        self.url, self.cluster = parse_url(url, cluster)
        self._reply_timeout_s = reply_timeout_s
        self._connect_timeout_s = connect_timeout_s
        # 0: one connection per worker, driven directly (sync workers: one request at a
        # time). An async worker (gevent: many streams and requests at once) takes turns
        # on a pool of this many instead, so that no request waits behind another's.
        self._pool_size = 0 if self.cluster else pool_size
        self._client: Client | None = None
        self._feed: Feed | None = None
        self._scripts: dict[str, Script] = {}
        # Guards lazy client creation only; correctness never depends on local locks.
        self._lock = threading.Lock()
        # The last snapshot seen of recent sessions (version, record JSON), shared with
        # the host's other workers when gunicorn's master made the mapping (recent()),
        # and this worker's own of them parsed, oldest first (_parsed_snapshot).
        self._snapshots = snapshots.for_store(recent_sessions)
        self._parsed: dict[str, _Parsed] = {}
        self._parsed_most = min(recent_sessions, PARSED_SESSIONS)
        self._paused_until = 0.0  # time.monotonic(): see PAUSE_AFTER_FAILURE_S
        # New sessions are refused above this share of maxmemory, so that the moves of
        # live ones still find room (deploy/redis.conf sets maxmemory).
        self._watermark = watermark
        # Moves of sessions past their reserve stop halfway from the creation watermark to
        # maxmemory, leaving the rest to the sessions within theirs.
        self.reserve_bytes, self.move_watermark = reserve_bytes, (1 + watermark) / 2
        self._memory_share, self._memory_read_at = 0.0, -MEMORY_READ_EVERY_S
        self._creations_unread = 0

    # -- connection -------------------------------------------------------------

    def _retry(self) -> Retry:
        return metrics.CountedRetry(
            ExponentialBackoff(cap=BACKOFF_CAP_S, base=BACKOFF_BASE_S),
            RETRIES,
            supported_errors=(redis.ConnectionError,),
        )

    def _connect(self) -> Client:
        options: dict[str, Any] = {
            "socket_connect_timeout": self._connect_timeout_s,
            "client_name": CLIENT_NAME,  # who is who in CLIENT LIST
            "socket_timeout": self._reply_timeout_s,
            "retry": self._retry(),
        }
        if self._pool_size:
            pool = redis.BlockingConnectionPool.from_url(
                self.url,
                max_connections=self._pool_size,
                timeout=POOL_WAIT_S,
                protocol=2,
                **options,
            )
            return redis.Redis(connection_pool=pool, protocol=2)
        if not self.cluster:
            # One connection per worker, not a pool: a sync worker serves one request at a
            # time, and a pool's checkout and return more than double a command's client
            # CPU (docs/sessions.md: 160 us against 70). Threads of a gthread
            # worker take turns on it under redis-py's own lock. RESP2: these replies are
            # flat, and RESP3's parsing costs more.
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
                            ("commit", self.commit_script),
                            ("amend", _AMEND),
                            ("replay", _REPLAY),
                            ("touch", _TOUCH),
                            ("open_stream", _OPEN_STREAM),
                            ("count_streams", _COUNT_STREAMS),
                            ("end", _END),
                            ("renew_streams", _RENEW_STREAMS),
                            ("save_hook", _SAVE_HOOK),
                        )
                    }
                client = self._client
        return client

    def _call(
        self, what: str, fn: Callable[[Client], T], *, probe: bool = False, write: bool = False
    ) -> T:
        """Every command goes through here: Redis not answering as it should is a 503, and
        OutcomeUnknown for a `write` whose command went out. `probe` (readiness) asks
        Redis even during the pause after a failure."""
        self._check_pause(probe)
        stage = _QUEUED
        try:
            client = self._redis()
            # gthread workers: threads queue for the client's one connection. One that
            # waited while another failed to connect checks the pause again, instead of
            # failing in its turn; a wait longer than a reply's timeout counts as one.
            lock = client.single_connection_lock if isinstance(client, redis.Redis) else None
            if not self._direct:
                lock = None  # a pool: each command takes a connection of its own
            if lock is not None and not lock.acquire(timeout=self._reply_timeout_s):
                raise redis.TimeoutError("waited a timeout for the connection")
            try:
                self._check_pause(probe)
                if self._direct:
                    # Connected first, so that a failure tells whether the command went
                    # out: a no-op when connected, retried when refused.
                    stage = _CONNECTING
                    connection = client.connection  # type: ignore[union-attr]
                    if connection is not None:
                        connection.connect()
                stage = _SENT
                result = fn(client)
            finally:
                if lock is not None:
                    lock.release()
        except (RedisError, RedisClusterException, OSError) as exc:
            if self._direct and isinstance(exc, _UNREACHABLE) and _lost_connection(exc, stage):
                self._paused_until = time.monotonic() + PAUSE_AFTER_FAILURE_S
            log.warning("session store unavailable during %s: %r", what, exc)
            metrics.store_error(type(exc).__name__)
            if write and stage == _SENT and isinstance(exc, _UNREACHABLE):
                raise OutcomeUnknown(f"no answer to {what} ({type(exc).__name__})") from exc
            raise StoreUnavailable(f"session store unavailable ({type(exc).__name__})") from exc
        if probe:
            self._paused_until = 0.0
        return result

    @property
    def _direct(self) -> bool:
        """One connection of a standalone Redis, driven straight (the sync workers' way)."""
        return not self.cluster and not self._pool_size

    def _check_pause(self, probe: bool) -> None:
        if not probe and time.monotonic() < self._paused_until:
            metrics.store_error("paused")
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
            if not self._direct:  # routed by key, or a pooled connection: the client's path
                return client.execute_command(*command)
            return self._send(client, command)

        return self._call(what, run)

    def _script(self, name: str, keys: list[str], args: list[Any], write: bool = False) -> Any:
        def run(client: Client) -> Any:
            script = self._scripts[name]
            if not self._direct:  # redis-py loads it where it is missing
                return script(keys=keys, args=args, client=client)
            command = ("EVALSHA", script.sha, len(keys), *keys, *args)
            try:
                return self._send(client, command)
            except NoScriptError:  # Redis restarted or flushed its scripts: load it again
                self._send(client, ("SCRIPT", "LOAD", script.script))
                return self._send(client, command)

        return self._call(name, run, write=write)

    # -- the recent snapshots (a cache the compare-and-set keeps honest) ----------

    def _remember(
        self,
        session_id: str,
        version: int,
        data: bytes,
        stamp: str | None,
        record: Record | None = None,
        fixed: bytes | None = None,
        decoded: Any = None,
    ) -> None:
        """Hold the snapshot in the shared slots, and `record` (parsed from `data`, and
        never changed: see base.py; `fixed`, its fixed part as `data` holds it) in this
        worker."""
        slots = self._snapshots
        if slots is None:
            return
        digest = slots.put(session_id, version, data, stamp)
        if record is not None:
            self._keep(session_id, _Parsed(version, stamp, record, digest, fixed, decoded))
        else:  # a read's record is its caller's own: parsed again when it is moved
            self._parsed.pop(session_id, None)

    def _keep(self, session_id: str, parsed: _Parsed) -> None:
        held = self._parsed
        held.pop(session_id, None)  # inserted again last: the newest
        held[session_id] = parsed
        if len(held) > self._parsed_most:
            try:
                held.pop(next(iter(held)), None)  # the one kept longest ago
            except (RuntimeError, StopIteration):  # another thread changed it meanwhile
                pass

    def _forget(self, session_id: str) -> None:
        if self._snapshots is not None:
            self._snapshots.drop(session_id)
            self._parsed.pop(session_id, None)

    def recent(self, session_id: str, version: int | None = None) -> Snapshot | None:
        slots = self._snapshots
        if slots is None:
            return None
        held = self._parsed_snapshot(session_id, version)
        if held is not None:
            return Snapshot(held.version, held.record, held.stamp, None, True, held.decoded)
        # Checked against `version` before it is parsed: one that would be refused is no use.
        hit = slots.read(session_id, version)
        if hit is None:
            return None
        found, data, stamp, digest = hit
        record = _record_of(data)
        self._keep(session_id, _Parsed(found, stamp, record, digest, _fixed_of(data)))
        return Snapshot(found, record, stamp, held=True)

    def _parsed_snapshot(self, session_id: str, version: int | None) -> _Parsed | None:
        """The snapshot of the session this worker keeps parsed (at `version` if given),
        when the shared slots still hold that very entry. Measured: a move on it is spared
        checking and parsing the slot's bytes, 100 k instructions of a Meow 10 session
        move (4.8% of its 2.1 M in a worker)."""
        held = self._parsed.get(session_id)
        if held is None or held.digest is None or (version is not None and held.version != version):
            return None
        assert self._snapshots is not None
        if self._snapshots.mark(session_id) != (held.version, held.digest):
            return None  # another worker moved it since, or the slot went to another session
        return held

    def _fixed_held(
        self, session_id: str, version: int, stamp: str | None, record: Record
    ) -> bytes | None:
        """The fixed part, as stored, of the write a commit expects (`version` by `stamp`)
        when this worker holds that write and `record` keeps its fixed part: the commit
        need not send it, since its compare-and-set finds that very write or applies
        nothing. None otherwise (it is sent and written)."""
        held = self._parsed.get(session_id)
        if held is None or held.fixed is None or stamp is None:
            return None
        if held.version != version or held.stamp != stamp:
            return None
        return held.fixed if _same_fixed(record, held.record) else None

    # -- SessionStore -----------------------------------------------------------

    def create(self, session_id: str, record: Record, ttl_s: float) -> None:
        if self._memory_used() >= self._watermark:
            raise StoreFull("Redis is at its memory watermark")
        state, log_key, _ = _keys(session_id)
        fixed, moving = _fixed(record), _moving(record)
        nonce = new_stamp()
        args = [fixed, _message(0, moving), _ms(ttl_s), nonce]
        if not self._script("create", [state, log_key], args):
            raise SessionExists(session_id)
        # The caller's record stays its own: held in the slots, parsed when it is moved.
        self._remember(session_id, 0, _stored(fixed, moving), nonce)

    def get(self, session_id: str) -> Snapshot | None:
        state, _, _ = _keys(session_id)
        fields = self._execute("get", "HGETALL", state)
        if isinstance(fields, list):  # the reply as sent (redis-py's layers make a dict)
            fields = dict(zip(fields[::2], fields[1::2], strict=True))
        version, stamp, ended = fields.get(b"v"), fields.get(b"n"), fields.get(b"e")
        data = fields.get(b"d")  # a session stored whole, before the two parts
        if data is None and b"r" in fields and b"m" in fields:
            data = _stored(fields[b"r"], fields[b"m"])
        if version is None or data is None:
            self._forget(session_id)
            return None
        made_by = _text(stamp) if stamp is not None else None
        if ended is not None:
            self._forget(session_id)  # nothing will be moved on it again
            return Snapshot(int(version), _record_of(data), made_by, _text(ended))
        self._remember(session_id, int(version), data, made_by)
        return Snapshot(int(version), _record_of(data), made_by)

    def commit(
        self,
        session_id: str,
        expected_version: int,
        record: Record,
        log_entry: LogEntry,
        ttl_s: float,
        idempotency: Idempotency | None = None,
        expected_stamp: str | None = None,
        stamp: str | None = None,
        decoded: Any = None,
        state_json: bytes | None = None,
    ) -> CommitResult:
        state, log_key, idems = _keys(session_id)
        keys = [state, log_key]
        nonce = stamp or new_stamp()
        entry = _stored_entry(nonce, log_entry)
        moving = _moving(with_state_json(record, state_json))
        held = self._fixed_held(session_id, expected_version, expected_stamp, record)
        fixed = _fixed(record) if held is None else held
        args: list[Any] = [
            expected_version,
            expected_stamp or "",
            _message(expected_version + 1, moving, entry),
            entry,
            _ms(ttl_s),
            nonce,
        ]
        if idempotency is not None:
            keys += [_idem_key(session_id, idempotency.key), idems]
            args += [idempotency.fingerprint, idempotency.response, _ms(idempotency.ttl_s)]
        if held is None:  # the fixed part is written too
            args.append(fixed)
        reply = decode_commit(self._script("commit", keys, args, write=True), nonce)
        result, current = reply.result, reply.result.current
        if reply.landed_now:  # the session is at the version this commit made
            data = _stored(fixed, moving)
            self._remember(session_id, expected_version + 1, data, nonce, record, fixed, decoded)
        elif current is not None and reply.found is not None:  # stale: as the script found it
            found = reply.found
            self._remember(
                session_id, current.version, found, current.stamp, current.record, _fixed_of(found)
            )
        elif not result.applied:  # whatever we hold of it is behind (or gone)
            self._forget(session_id)
        # else it landed earlier and other moves followed: this record is behind them
        return result

    def amend(
        self,
        session_id: str,
        version: int,
        expected_stamp: str,
        record: Record,
        ttl_s: float,
        stamp: str,
    ) -> CommitResult:
        state, log_key, _ = _keys(session_id)
        fixed, moving = _fixed(record), _moving(record)
        args = [expected_stamp, fixed, _message(version, moving), stamp, _ms(ttl_s), version]
        args += [self.publish_command, amended_message(version, stamp)]
        reply = decode_commit(self._script("amend", [state, log_key], args, write=True), stamp)
        if reply.landed_now:
            self._remember(session_id, version, _stored(fixed, moving), stamp, record, fixed)
        else:  # whatever we hold of it is behind (or gone)
            self._forget(session_id)
        return reply.result

    def get_idempotent(self, session_id: str, key: str) -> StoredAnswer | None:
        state, _, _ = _keys(session_id)
        reply = self._script("replay", [state, _idem_key(session_id, key)], [])
        if reply is None or reply[0] is None or reply[1] is None:
            return None
        return StoredAnswer(_text(reply[0]), _text(reply[1]))

    def log_since(self, session_id: str, after: int, limit: int | None = None) -> list[StoredEntry]:
        _, log_key, _ = _keys(session_id)
        start = max(0, after)  # entry i holds version i + 1
        stop = -1 if limit is None else start + limit - 1
        entries = self._call("log", lambda r: r.lrange(log_key, start, stop))
        return [_entry_of(entry) for entry in entries]

    def hook_state(self, session_id: str) -> HookState | None:
        state, _, _ = _keys(session_id)
        version, *hook = self._execute("hook", "HMGET", state, "v", "hc", "ha", "hf", "ht")
        if version is None:
            return None
        return HookState(*(int(value or 0) for value in hook))

    def save_hook(self, session_id: str, expected: HookState, new: HookState) -> bool:
        state, _, _ = _keys(session_id)
        args = [expected.cursor, expected.attempts, new.cursor, new.attempts]
        args += [new.first_failure_ms, new.retry_at_ms]
        return bool(self._script("save_hook", [state], args, write=True))

    def head(self, session_id: str) -> tuple[int, str | None] | None:
        state, _, _ = _keys(session_id)
        version, stamp = self._execute("head", "HMGET", state, "v", "n")
        if version is None:
            return None
        return int(version), _text(stamp) if stamp is not None else None

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
        streams = _streams_key(session_id)
        self._call("delete", lambda r: r.delete(log_key, idems, streams, *members))
        if existed:
            notice = (self.publish_command, channel(session_id), b'{"deleted":true}')
            self._call("delete", lambda r: r.execute_command(*notice))
        return existed

    # -- streams ----------------------------------------------------------------

    @property
    def commit_script(self) -> str:
        """_COMMIT with this store's publish command, reserve and move watermark."""
        return commit_script(self.publish_command, self.reserve_bytes, self.move_watermark)

    @property
    def publish_command(self) -> str:
        """Redis Cluster's sharded pub/sub keeps a channel on its slot's shard (Redis 7);
        plain PUBLISH would be broadcast to every node of the cluster."""
        return "SPUBLISH" if self.cluster else "PUBLISH"

    @property
    def feed(self) -> Feed:  # type: ignore[override]
        """The process's pub/sub connection, opened on first use (after gunicorn forks)."""
        if self._feed is None:
            with self._lock:
                if self._feed is None:
                    self._feed = RedisFeed(self.url, self.cluster, self._connect_timeout_s)
        return self._feed

    def put_ticket(self, session_id: str, ticket_hash: str, holder: str, ttl_s: float) -> None:
        key = _ticket_key(session_id, ticket_hash)
        self._execute("ticket", "SET", key, holder, "PX", _ms(ttl_s))

    def peek_ticket(self, session_id: str, ticket_hash: str) -> str | None:
        holder = self._execute("ticket", "GET", _ticket_key(session_id, ticket_hash))
        return None if holder is None else _text(holder)

    def take_ticket(self, session_id: str, ticket_hash: str) -> str | None:
        holder = self._execute("ticket", "GETDEL", _ticket_key(session_id, ticket_hash))
        return None if holder is None else _text(holder)

    def open_stream(
        self, session_id: str, holder: str, stream_id: str, limit: int, lease_s: float
    ) -> bool:
        member = f"{holder}|{stream_id}"
        args = [member, f"{holder}|", limit, _ms(lease_s)]
        return bool(self._script("open_stream", [_streams_key(session_id)], args))

    def count_streams(self, session_id: str, holder: str) -> int:
        return int(self._script("count_streams", [_streams_key(session_id)], [f"{holder}|"]))

    def renew_streams(
        self, session_id: str, members: list[tuple[str, str]], lease_s: float
    ) -> tuple[int, str | None] | None:
        state, _, _ = _keys(session_id)
        args: list[Any] = [_ms(lease_s), *(f"{h}|{s}" for h, s in members)]
        head = self._script("renew_streams", [state, _streams_key(session_id)], args)
        if not head or head[0] is None:
            return None
        return int(head[0]), _text(head[1]) if head[1] is not None else None

    def close_stream(self, session_id: str, holder: str, stream_id: str) -> None:
        key = _streams_key(session_id)
        self._execute("stream", "ZREM", key, f"{holder}|{stream_id}")

    def end(self, session_id: str, reason: str, ttl_s: float) -> bool:
        state, log_key, idems = _keys(session_id)
        self._forget(session_id)
        args = [reason, _ms(ttl_s), new_stamp(), self.publish_command, channel(session_id)]
        return bool(self._script("end", [state, log_key, idems], args))

    def _memory_used(self) -> float:
        """The share of `maxmemory` in use (of the fullest primary on a cluster); 0 when
        Redis has no limit. `INFO` costs ~100 us, so it is read once a second, or every
        MEMORY_READ_EVERY_CREATES creations if sooner (a burst cannot overshoot by more),
        and at every creation once near the watermark."""
        now = time.monotonic()
        self._creations_unread += 1
        near = self._memory_share >= 0.9 * self._watermark
        fresh = now - self._memory_read_at < MEMORY_READ_EVERY_S
        if not near and fresh and self._creations_unread < MEMORY_READ_EVERY_CREATES:
            return self._memory_share

        def read(client: Client) -> float:
            infos: list[Any]
            if isinstance(client, RedisCluster):
                infos = list(client.info("memory", target_nodes=RedisCluster.PRIMARIES).values())
            else:
                infos = [client.info("memory")]
            shares = [
                int(i["used_memory"]) / int(i["maxmemory"])
                for i in infos
                if isinstance(i, dict) and int(i.get("maxmemory", 0))
            ]
            return max(shares, default=0.0)

        self._memory_share = self._call("memory", read)
        self._memory_read_at, self._creations_unread = now, 0
        return self._memory_share

    def writable(self) -> str | None:
        """A write probe on every primary (a key with a TTL, in a slot each one owns):
        a Redis at `maxmemory` answers reads and PING but refuses writes."""

        def probe(client: Client) -> None:
            for key in self._probe_keys(client):
                client.set(key, b"1", px=10_000)

        try:
            self._call("ready", probe, probe=True)
        except StoreUnavailable as exc:
            cause = exc.__cause__
            if isinstance(cause, redis.ResponseError):  # OutOfMemoryError, ReadOnlyError...
                return f"refuses writes ({type(cause).__name__}: {cause})"
            return "unreachable"
        return None

    def _probe_keys(self, client: Client) -> list[str]:
        if not isinstance(client, RedisCluster):
            return ["meow-referee:readyz"]
        keys: dict[str, str] = {}
        primaries = {node.name for node in client.get_primaries()}
        for n in range(100_000):  # hash tags until every primary owns one: a few dozen
            key = f"{{readyz-{n}}}"
            keys.setdefault(client.get_node_from_key(key).name, key)
            if primaries <= keys.keys():
                break
        return [keys[name] for name in primaries if name in keys]

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
            feed, self._feed = self._feed, None
        if feed is not None:
            feed.close()
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
