"""Which webhook URLs a deployment allows (WEBHOOK_ALLOWED), so that nobody can make the
referee send requests where the operator has not said it may (a request forger). Pure:
no Flask, no network; no name is looked up."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import SplitResult, unquote, urlsplit

from schemas.hooks import MAX_URL_CHARS

DEFAULT_PORTS = {"http": 80, "https": 443}
# What some receivers and proxies read as a path separator or a way out of a segment (a
# backslash, a `;` parameter as in `..;/`, an encoded `/` or backslash, a `%` encoded to
# be decoded twice): an allowed prefix could be left through them, so no path holds them.
_AMBIGUOUS_PATH = re.compile(r"[\\;]|%(2f|5c|25)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Allowed:
    """One allowed prefix: a scheme, a host and port, and a path prefix ("" any path)."""

    scheme: str
    host: str
    port: int
    path: str

    def admits(self, url: SplitResult) -> bool:
        if (url.scheme, (url.hostname or ""), port_of(url)) != (self.scheme, self.host, self.port):
            return False
        path = url.path or "/"
        return not self.path or path == self.path or path.startswith(self.path + "/")


def port_of(url: SplitResult) -> int | None:
    """The port `url` names, else its scheme's; None when it names no valid one."""
    try:
        return url.port or DEFAULT_PORTS.get(url.scheme)
    except ValueError:  # not a number, or out of range
        return None


def _split(url: str) -> tuple[SplitResult | None, str]:
    """The URL split, or None and why it is refused (whoever names it)."""
    if len(url) > MAX_URL_CHARS:
        return None, f"is longer than {MAX_URL_CHARS} characters"
    if not url.isascii() or any(c.isspace() or ord(c) < 32 for c in url):
        return None, "holds spaces or characters outside printable ASCII"
    try:
        parts = urlsplit(url)
    except ValueError:  # an unclosed [IPv6] host
        return None, "is not a URL"
    if parts.scheme not in DEFAULT_PORTS:
        return None, "must be an http:// or https:// URL"
    if not parts.hostname:
        return None, "names no host"
    if parts.username is not None or parts.password is not None:
        return None, "must not hold credentials (user:password@)"
    if port_of(parts) is None:
        return None, "has a port that is not a number from 1 to 65535"
    if parts.fragment:
        return None, "must not have a #fragment"
    # A receiver would resolve `..` and leave the allowed path.
    if any(unquote(seg) in (".", "..") for seg in parts.path.split("/")):
        return None, "must not have . or .. path segments"
    if _AMBIGUOUS_PATH.search(parts.path):
        return None, "must not have \\, ; or an encoded /, \\ or % in its path"
    return parts, ""


def parse_allowed(value: str) -> tuple[Allowed, ...]:
    """WEBHOOK_ALLOWED: comma-separated prefixes, scheme://host[:port][/path]. ValueError
    names a bad one (the service does not start)."""
    allowed = []
    for item in (part.strip() for part in value.split(",")):
        if not item:
            continue
        parts, why = _split(item)
        if parts is None or parts.query:
            raise ValueError(f"WEBHOOK_ALLOWED: {item!r} {why or 'must not have a ?query'}")
        port = port_of(parts)
        assert port is not None
        allowed.append(Allowed(parts.scheme, parts.hostname or "", port, parts.path.rstrip("/")))
    return tuple(allowed)


def refusal(url: str, allowed: tuple[Allowed, ...]) -> str | None:
    """Why `url` may not receive webhooks here, or None when it may."""
    parts, why = _split(url)
    if parts is None:
        return why
    if not allowed:
        return "is not allowed: this deployment sends no webhooks (WEBHOOK_ALLOWED is unset)"
    if not any(prefix.admits(parts) for prefix in allowed):
        return "is not allowed: it matches none of this deployment's WEBHOOK_ALLOWED prefixes"
    return None
