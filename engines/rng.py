"""Deterministic randomness from a state's seed.

Every random draw is a pure function of (seed, label): the label names what the draw
is for and carries a counter from the state ("deal:3", "roll:17"), so the same state
and move always give the same result, and no draw depends on an earlier one. Bytes
come from HMAC-SHA256 keyed by the seed; integers from rejection sampling, so every
permutation of a shuffle is equally likely (54! needs ~238 bits; the stream is unbounded).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def new_seed() -> str:
    """A fresh unguessable seed (256 bits)."""
    return secrets.token_hex(32)


class SeededStream:
    """A stream of uniform integers for one labelled draw."""

    __slots__ = ("_key", "_label", "_block", "_buf", "_pos")

    def __init__(self, seed: str, label: str) -> None:
        self._key = seed.encode()
        self._label = label.encode()
        self._block = 0
        self._buf = b""
        self._pos = 0

    def _refill(self) -> None:
        msg = self._label + b"#" + str(self._block).encode()
        self._buf = hmac.new(self._key, msg, hashlib.sha256).digest()
        self._block += 1
        self._pos = 0

    def _u32(self) -> int:
        if self._pos + 4 > len(self._buf):
            self._refill()
        value = int.from_bytes(self._buf[self._pos : self._pos + 4], "big")
        self._pos += 4
        return value

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), n <= 2**32."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 32) - ((1 << 32) % n)
        while True:
            value = self._u32()
            if value < limit:
                return value % n


def shuffled(items: Sequence[T], seed: str, label: str) -> list[T]:
    """A Fisher-Yates shuffle of `items` drawn from (seed, label)."""
    out = list(items)
    stream = SeededStream(seed, label)
    for i in range(len(out) - 1, 0, -1):
        j = stream.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def choice_index(n: int, seed: str, label: str) -> int:
    """One uniform index in [0, n) drawn from (seed, label)."""
    return SeededStream(seed, label).below(n)
