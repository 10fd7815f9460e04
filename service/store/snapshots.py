"""The last snapshot of recent sessions, shared by the worker processes of one host.

A move computed on a snapshot the worker already holds skips the read: one Redis round
trip instead of two (docs/sessions.md). Kept per process, a snapshot helps only when the
next move of a table lands on the same worker, about one time in N workers; kept in
memory that gunicorn's master maps before it forks the workers, it helps whichever
worker the move lands on.

No locks. Writers copy a whole entry into its slot, readers copy it out, and each entry
carries a BLAKE2b digest of its session id, version, stamp and record: a reader that meets a
half-written entry (a write in progress, two writers at once, a worker killed mid-write)
sees a digest that does not match and treats the slot as empty. A torn entry that still
matched would need a 128-bit collision. And whatever is held only seeds the store's
compare-and-set, which refuses anything but the current version made by the same write
(the stamp: a version Redis lost and another host then wrote anew is not the same).

Slots are 8-way set-associative: a session may sit in any slot of its set, and a new
session takes the one written longest ago. With 2 ways, about one session in seven
shared its set with two others once the live sessions filled a third of the slots, and
tables taking turns evicted each other every move; with 8, no set overflows at a third
(at half, about 4% of such moves still read first). Each slot is `SLOT_BYTES`; a record
too large for it is not held (its moves read first).
"""

from __future__ import annotations

import mmap
import struct
import time
import zlib
from hashlib import blake2b

SLOT_BYTES = 8192
WAYS = 8
# digest, when written (CLOCK_MONOTONIC ns: one clock for every process of a host),
# version, id length, record length, the store's stamp of the write (NUL-padded)
_HEAD = struct.Struct("<16sQQHI16s")
_EMPTY = bytes(_HEAD.size)
STAMP_BYTES = 16


def _digest(key: bytes, version: int, stamp: bytes, data: bytes) -> bytes:
    mac = blake2b(key, digest_size=16)
    mac.update(version.to_bytes(8, "little"))
    mac.update(stamp)
    mac.update(data)
    return mac.digest()


class SnapshotSlots:
    """`sets` × `WAYS` slots of `slot_bytes` in one anonymous shared mapping: shared with every
    process forked after it is made, private otherwise."""

    def __init__(self, sessions: int, slot_bytes: int = SLOT_BYTES) -> None:
        self.sets = max(1, -(-sessions // WAYS))
        self.slot_bytes = slot_bytes
        self._map = mmap.mmap(-1, self.sets * WAYS * slot_bytes)  # MAP_SHARED | MAP_ANONYMOUS

    @property
    def capacity(self) -> int:
        return self.sets * WAYS

    def _slots(self, key: bytes) -> range:
        first = zlib.crc32(key) % self.sets * WAYS
        return range(first * self.slot_bytes, (first + WAYS) * self.slot_bytes, self.slot_bytes)

    def _entry(self, offset: int, key: bytes) -> tuple[bool, int, int, int]:
        """(whether it names `key`, when written, version, record length) of the entry
        at `offset`; not yet verified against its digest."""
        _, written, version, key_len, data_len, _ = _HEAD.unpack_from(self._map, offset)
        start = offset + _HEAD.size
        mine = (
            key_len == len(key)
            and _HEAD.size + key_len + data_len <= self.slot_bytes
            and self._map[start : start + key_len] == key
        )
        return mine, written, version, data_len

    def get(
        self, session_id: str, version: int | None = None
    ) -> tuple[int, bytes, str | None] | None:
        """(version, record JSON, stamp) held for the session, at `version` if given; None
        when not held, not at that version, or caught mid-write."""
        found = self.read(session_id, version)
        return None if found is None else found[:3]

    def read(
        self, session_id: str, version: int | None = None
    ) -> tuple[int, bytes, str | None, bytes] | None:
        """`get`, and the entry's digest (what `mark` compares)."""
        key = session_id.encode()
        for offset in self._slots(key):
            mine, _, found, data_len = self._entry(offset, key)
            if not mine:
                continue
            if version is not None and found != version:
                return None
            entry = self._map[offset : offset + _HEAD.size + len(key) + data_len]
            data = entry[_HEAD.size + len(key) :]
            stamp = entry[_HEAD.size - STAMP_BYTES : _HEAD.size]
            digest = entry[:16]
            if digest != _digest(key, found, stamp, data):
                return None  # torn: it was being written while we read
            return found, data, stamp.rstrip(b"\0").decode() or None, digest
        return None

    def mark(self, session_id: str) -> tuple[int, bytes] | None:
        """The version and digest of the entry naming the session, read without checking
        its bytes: when they are those of an entry this process wrote or read whole, the
        slot holds that entry (or is being written over, and it was current just before),
        so a copy of it kept in process is as good as reading it."""
        key = session_id.encode()
        for offset in self._slots(key):
            mine, _, version, _ = self._entry(offset, key)
            if mine:
                return version, self._map[offset : offset + 16]
        return None

    def put(
        self, session_id: str, version: int, data: bytes, stamp: str | None = None
    ) -> bytes | None:
        """Hold this snapshot, unless the session's slot already holds a later version
        (a slower reader must not roll it back). One too large for a slot is not held,
        and any older one held is dropped; so is one whose stamp is over 16 bytes. The
        digest written, or None when nothing was."""
        key = session_id.encode()
        size = _HEAD.size + len(key) + len(data)
        stamp_bytes = (stamp or "").encode()
        if size > self.slot_bytes or len(stamp_bytes) > STAMP_BYTES:
            self.drop(session_id)
            return None
        target, oldest = None, None
        for offset in self._slots(key):
            mine, written, held, _ = self._entry(offset, key)
            if mine:
                if held > version:
                    return None
                target = offset
                break
            if oldest is None or written < oldest[0]:
                oldest = (written, offset)
        if target is None:
            assert oldest is not None
            target = oldest[1]
        stamp_bytes = stamp_bytes.ljust(STAMP_BYTES, b"\0")
        digest = _digest(key, version, stamp_bytes, data)
        head = _HEAD.pack(digest, time.monotonic_ns(), version, len(key), len(data), stamp_bytes)
        self._map[target : target + size] = head + key + data
        return digest

    def drop(self, session_id: str) -> None:
        """Forget the session (gone, or whatever is held of it is behind)."""
        key = session_id.encode()
        for offset in self._slots(key):
            if self._entry(offset, key)[0]:
                self._map[offset : offset + _HEAD.size] = _EMPTY

    def close(self) -> None:
        self._map.close()


_shared: SnapshotSlots | None = None


def share_between_workers(sessions: int) -> None:
    """Called in gunicorn's master before it forks (service/gunicorn_conf.py): every
    worker's store then holds its snapshots in this one mapping."""
    global _shared
    _shared = SnapshotSlots(sessions) if sessions > 0 else None


def for_store(sessions: int) -> SnapshotSlots | None:
    """The mapping the master shared, else a new one: shared with the workers when a
    preloading master builds the app before it forks, else this process's own (tests,
    one process). None when snapshots are off (`SESSION_CACHE_SIZE=0`)."""
    if sessions <= 0:
        return None
    if _shared is not None and _shared.capacity >= sessions:
        return _shared
    return SnapshotSlots(sessions)
