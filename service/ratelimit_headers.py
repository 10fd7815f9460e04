"""The IETF RateLimit headers of the limited operation, session creation
(draft-ietf-httpapi-ratelimit-headers-10), in place of flask-limiter's legacy X-RateLimit-*.

    RateLimit-Policy: "30-per-60s";q=30;w=60, "300-per-3600s";q=300;w=3600
    RateLimit: "30-per-60s";r=29;t=60, "300-per-3600s";r=299;t=3600

One policy per limit of CREATE_RATE_LIMIT (`q` requests in each window of `w` seconds),
and for each what this address has left (`r`) and the seconds until its window resets
(`t`). Retry-After only on the 429 of a breached limit: the seconds until it resets.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Protocol

from flask import Response

# What the spec says of them (service/sessions/views.py documents creation with these).
ITEM = r'"[0-9]+-per-[0-9]+s"'
POLICY_PATTERN = rf"^{ITEM};q=[0-9]+;w=[0-9]+(, {ITEM};q=[0-9]+;w=[0-9]+)*$"
STATE_PATTERN = rf"^{ITEM};r=[0-9]+;t=[0-9]+(, {ITEM};r=[0-9]+;t=[0-9]+)*$"


class Item(Protocol):
    amount: int

    def get_expiry(self) -> int: ...


class Limit(Protocol):
    """What flask-limiter tells of one limit in a request (its RequestLimit)."""

    @property
    def limit(self) -> Item: ...
    @property
    def breached(self) -> bool: ...
    @property
    def window(self) -> tuple[float, int]: ...  # (when it resets, epoch seconds; what is left)


def name(item: Item) -> str:
    return f"{item.amount}-per-{item.get_expiry()}s"


def rate_limit_headers(limits: Sequence[Limit], now: float, refused: bool) -> dict[str, str] | None:
    """The headers of an answer under `limits` (none: no header); Retry-After on a refusal."""
    if not limits:
        return None
    policy = ", ".join(
        f'"{name(x.limit)}";q={x.limit.amount};w={x.limit.get_expiry()}' for x in limits
    )
    windows = [x.window for x in limits]
    # Never past the window: a store that counts in whole seconds may say a second more.
    resets = [
        min(x.limit.get_expiry(), max(0, math.ceil(reset - now)))
        for x, (reset, _) in zip(limits, windows, strict=True)
    ]
    state = ", ".join(
        f'"{name(x.limit)}";r={max(0, left)};t={t}'
        for x, (_, left), t in zip(limits, windows, resets, strict=True)
    )
    headers = {"RateLimit-Policy": policy, "RateLimit": state}
    if refused:
        spent = [(x.breached or not left) for x, (_, left) in zip(limits, windows, strict=True)]
        breached = [t for t, out in zip(resets, spent, strict=True) if out]
        headers["Retry-After"] = str(max(breached or resets))
    return headers


def add_headers(current: Callable[[], Sequence[Limit]]) -> Callable[[Response], Response]:
    """An after-request hook of the limited view: its headers, from `current()` (the
    limiter's limits of this request). The store of the counts down: no header, as the
    limiter itself lets the request through (swallow_errors)."""

    def hook(response: Response) -> Response:
        try:
            headers = rate_limit_headers(current(), time.time(), response.status_code == 429)
        except Exception:  # the counts' store is unreachable: the answer goes without them
            return response
        if headers:
            response.headers.update(headers)
        return response

    return hook
