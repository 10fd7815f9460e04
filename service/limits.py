"""How often a client may create sessions, counted where every host counts (flask-limiter).

Creation is anonymous unless CREATE_KEYS says otherwise, so an address that creates
sessions in a loop would fill the store: each address may create `CREATE_RATE_LIMIT`
(default 30 a minute and 300 an hour), an IPv6 address counting with the rest of its
/64 (CREATE_LIMIT_IPV6_PREFIX), since one host commonly holds all of one. The counts
live in the session store's Redis, so they hold across hosts; without Redis, in the
process. Behind proxies that add X-Forwarded-For (FORWARDED_HOPS), the address is the
one the first proxy saw, for requests that come from one of TRUSTED_PROXIES
(service/proxies.py). Creation's answers carry the IETF RateLimit headers
(service/ratelimit_headers.py), a 429 its Retry-After.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable
from functools import wraps
from typing import Any

from flask import Flask, request
from flask_limiter import Limiter
from limits import parse_many

from . import proxies
from .config import Settings
from .ratelimit_headers import add_headers

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
    try:  # flask-limiter reads it only at the first request, and then logs and lets all in
        parse_many(settings.create_rate_limit)
    except ValueError as exc:
        raise ValueError(f"CREATE_RATE_LIMIT: {exc}") from None
    limiter = Limiter(
        key,
        storage_uri=storage_uri(settings),
        storage_options={"client_name": "meow-referee-limits"} if settings.redis_url else {},
        headers_enabled=False,  # its legacy X-RateLimit-*: ours are the IETF RateLimit ones
        swallow_errors=True,  # the store down: creation meets the store's own 503
        # Every limit looked at on each request, so a refusal's headers name each breached
        # limit and its Retry-After waits for the last of them to reset.
        fail_on_first_breach=False,
        key_prefix="meow-referee",
    )
    hooks = taken_hooks(app, limiter.init_app)
    hooks["after_request_funcs"].insert(0, add_headers(lambda: limiter.current_limits))
    app.extensions["limiter"] = limiter
    most = settings.create_rate_limit.replace(";", ", ")
    limited = limiter.limit(
        settings.create_rate_limit,
        error_message=f"Too many sessions created from this address (at most {most}); "
        "retry after Retry-After seconds.",
    )(app.view_functions[CREATE_ENDPOINT])
    app.view_functions[CREATE_ENDPOINT] = with_hooks(app, limited, hooks)


_HOOKS = ("before_request_funcs", "after_request_funcs", "teardown_request_funcs")
Hooks = dict[str, list[Callable[..., Any]]]


def only_on_creation(app: Flask, install: Callable[[Flask], None]) -> None:
    """Run `install(app)` (flask-limiter's init_app), then the request hooks it added
    around the creation view alone."""
    hooks = taken_hooks(app, install)
    app.view_functions[CREATE_ENDPOINT] = with_hooks(
        app, app.view_functions[CREATE_ENDPOINT], hooks
    )


def taken_hooks(app: Flask, install: Callable[[Flask], None]) -> Hooks:
    """Run `install(app)` and take the request hooks it added off the app: flask-limiter
    hooks every request, and with no default limits it has nothing to do on any but
    creation, yet its hooks, or a check of the endpoint before each, cost every request
    that runs them (docs/design.md)."""
    before = {kind: list(getattr(app, kind).get(None, ())) for kind in _HOOKS}
    install(app)
    taken: Hooks = {}
    for kind in _HOOKS:
        everywhere = getattr(app, kind).setdefault(None, [])
        taken[kind] = [hook for hook in everywhere if hook not in before[kind]]
        everywhere[:] = [hook for hook in everywhere if hook in before[kind]]
    return taken


def with_hooks(app: Flask, view: Callable[..., Any], hooks: Hooks) -> Callable[..., Any]:
    """`view` with `hooks` run around it as Flask would run them around the request: the
    before hooks first (one that answers is the answer), the view's answer or the error
    handlers' made a response for the after hooks (the last added first), the teardown
    hooks last, given the error that escapes, if any. Every other request runs none."""
    before, after, teardown = (hooks[kind] for kind in _HOOKS)

    @wraps(view)
    def hooked(*args: Any, **kwargs: Any) -> Any:
        error: BaseException | None = None
        try:
            try:
                answer = next((a for a in (hook() for hook in before) if a is not None), None)
                if answer is None:
                    answer = view(*args, **kwargs)
            except Exception as exc:  # Flask's own way: the error handlers make the answer
                answer = app.handle_user_exception(exc)
            response = app.make_response(answer)
            for hook in reversed(after):
                response = hook(response)
            return response
        except BaseException as exc:
            error = exc
            raise
        finally:
            for hook in reversed(teardown):
                hook(error)

    return hooked
