"""Whose X-Forwarded-For to believe: only that of the proxies the operator names.

Anyone can send `X-Forwarded-For`. Read from every peer, it would let a client name its
own address, and so create sessions past CREATE_RATE_LIMIT under as many addresses as it
likes. So the header is read (werkzeug's ProxyFix, `FORWARDED_HOPS` proxies deep) only
on requests whose immediate peer is one of `TRUSTED_PROXIES`; any other request is
counted under the address it came from, whatever it says.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from typing import Any

from werkzeug.middleware.proxy_fix import ProxyFix

from .config import Settings

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def networks(items: Iterable[str]) -> tuple[Network, ...]:
    """`TRUSTED_PROXIES`' addresses and CIDR blocks (`10.0.0.5`, `172.30.32.0/24`), an
    IPv4-mapped one as the IPv4 it maps (as a peer's address is compared)."""
    try:
        found = [ipaddress.ip_network(item, strict=False) for item in items]
    except ValueError as exc:
        raise ValueError(f"TRUSTED_PROXIES takes addresses or CIDR blocks: {exc}") from None
    mapped = [_ipv4_of(network) for network in found]
    for network in mapped:
        if network.prefixlen == 0:
            raise ValueError(
                f"TRUSTED_PROXIES: {network} is every address: any client could choose the "
                "address counted; name the proxy in front"
            )
    return tuple(mapped)


def _ipv4_of(network: Network) -> Network:
    """`::ffff:a.b.c.d/n` as `a.b.c.d/(n-96)`; any other network as it is."""
    if isinstance(network, ipaddress.IPv6Network) and network.prefixlen >= 96:
        mapped = network.network_address.ipv4_mapped
        if mapped is not None:
            return ipaddress.ip_network(f"{mapped}/{network.prefixlen - 96}")
    return network


def check(settings: Settings) -> tuple[Network, ...]:
    """The trusted proxies, refusing a setting that would believe anyone, or no one."""
    trusted = networks(settings.trusted_proxies)
    if settings.forwarded_hops < 0:
        raise ValueError("FORWARDED_HOPS must be 0 or more")
    if settings.forwarded_hops and not trusted:
        raise ValueError(
            "FORWARDED_HOPS is set but TRUSTED_PROXIES is not: name the proxy in front "
            "(its address or network), or any client could choose the address counted"
        )
    if trusted and not settings.forwarded_hops:
        raise ValueError("TRUSTED_PROXIES is set but FORWARDED_HOPS is 0: set both")
    return trusted


def is_within(address: str, trusted: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:  # a unix socket's peer has no address
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in network for network in trusted)


class TrustedProxyFix:
    """ProxyFix for requests from a trusted proxy; every other request as it came."""

    def __init__(self, app: Any, trusted: tuple[Network, ...], hops: int) -> None:
        self._app = app
        self._fixed = ProxyFix(app, x_for=hops)
        self._trusted = trusted

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        if is_within(environ.get("REMOTE_ADDR", ""), self._trusted):
            return self._fixed(environ, start_response)
        return self._app(environ, start_response)
