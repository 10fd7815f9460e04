"""How often a client may create sessions, counted where every host counts (flask-limiter).

Creation is anonymous unless CREATE_KEYS says otherwise, so an address that creates
sessions in a loop would fill the store: each address may create `CREATE_RATE_LIMIT`
(default 30 a minute and 300 an hour), an IPv6 address counting with the rest of its
/64 (CREATE_LIMIT_IPV6_PREFIX), since one host commonly holds all of one. The counts
live in the session store's Redis, so they hold across hosts; without Redis, in the
process. Behind proxies that add X-Forwarded-For (FORWARDED_HOPS), the address is the
one the first proxy saw, for requests that come from one of TRUSTED_PROXIES
(service/proxies.py).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable
from typing import Any

from flask import Flask, request
from flask_limiter import Limiter

from . import proxies
from .config import Settings

CREATE_ENDPOINT = "sessions.create_session"


def storage_uri(settings: Settings) -> str:
    """The limits library's name for the session store's Redis (or memory without one)."""
    url = settings.redis_url
    if not url:
        return "memory://"
    if url.startswith("unix://"):
        return "redis+unix://" + url.removeprefix("unix://")
    if settings.redis_cluster and "+cluster" not in url.split("://", 1)[0]:
        scheme, rest = url.split("://", 1)
        return f"{scheme}+cluster://{rest}"
    return url


def address_key(ipv4_prefix: int = 32, ipv6_prefix: int = 64) -> Callable[[], str]:
    """The limit's key for a request: its client's network, `ipv4_prefix` or `ipv6_prefix`
    bits long (a single IPv4 address, and an IPv6 /64, by default)."""
    if not 0 <= ipv4_prefix <= 32:
        raise ValueError(f"CREATE_LIMIT_IPV4_PREFIX must be 0 to 32, not {ipv4_prefix}")
    if not 0 <= ipv6_prefix <= 128:
        raise ValueError(f"CREATE_LIMIT_IPV6_PREFIX must be 0 to 128, not {ipv6_prefix}")

    def key() -> str:
        return network_of(request.remote_addr or "unknown", ipv4_prefix, ipv6_prefix)

    return key


def network_of(address: str, ipv4_prefix: int, ipv6_prefix: int) -> str:
    """`2001:db8:0:1::/64` for `2001:db8:0:1:a:b:c:d`; an IPv4 address alone at /32."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:  # no address (a unix socket's peer): one key for all of them
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped  # an IPv4 client of a dual-stack socket
    prefix = ipv4_prefix if ip.version == 4 else ipv6_prefix
    if prefix == ip.max_prefixlen:
        return str(ip)
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def init_limits(app: Flask, settings: Settings) -> None:
    trusted = proxies.check(settings)  # refused at start-up, not at the first request
    key = address_key(settings.create_limit_ipv4_prefix, settings.create_limit_ipv6_prefix)
    if trusted:
        fix = proxies.TrustedProxyFix(app.wsgi_app, trusted, settings.forwarded_hops)
        app.wsgi_app = fix  # type: ignore[method-assign]
    if not settings.create_rate_limit:
        return
    limiter = Limiter(
        key,
        storage_uri=storage_uri(settings),
        storage_options={"client_name": "meow-referee-limits"} if settings.redis_url else {},
        headers_enabled=True,  # Retry-After (and X-RateLimit-*) on the refusal
        swallow_errors=True,  # the store down: creation meets the store's own 503
        key_prefix="meow-referee",
    )
    only_on_creation(app, limiter.init_app)
    app.extensions["limiter"] = limiter
    create = app.view_functions[CREATE_ENDPOINT]
    most = settings.create_rate_limit.replace(";", ", ")
    limited = limiter.limit(
        settings.create_rate_limit,
        error_message=f"Too many sessions created from this address (at most {most}); "
        "retry after Retry-After seconds.",
    )(create)
    app.view_functions[CREATE_ENDPOINT] = limited  # type: ignore[assignment]


_HOOKS = ("before_request_funcs", "after_request_funcs", "teardown_request_funcs")


def only_on_creation(app: Flask, install: Callable[[Flask], None]) -> None:
    """Run `install(app)` (flask-limiter's init_app), then let the request hooks it added
    run on session creation only. It hooks every request, and with no default limits it
    has nothing to do on any other, yet its hooks would be a third of a validate-move's
    instructions (docs/design.md). So they move to the sessions blueprint's hooks, which
    the games' endpoints never run, and within it run for creation alone."""
    before = {kind: list(getattr(app, kind).get(None, ())) for kind in _HOOKS}
    install(app)
    blueprint = CREATE_ENDPOINT.rpartition(".")[0]
    for kind in _HOOKS:
        everywhere = getattr(app, kind).setdefault(None, [])
        added = [hook for hook in everywhere if hook not in before[kind]]
        everywhere[:] = [hook for hook in everywhere if hook in before[kind]]
        getattr(app, kind).setdefault(blueprint, []).extend(_gated(kind, hook) for hook in added)


def _gated(kind: str, hook: Callable[..., Any]) -> Callable[..., Any]:
    if kind == "after_request_funcs":

        def after(response: Any) -> Any:
            return hook(response) if request.endpoint == CREATE_ENDPOINT else response

        return after

    def other(*args: Any) -> Any:
        return hook(*args) if request.endpoint == CREATE_ENDPOINT else None

    return other
