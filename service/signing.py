"""Tamper-evident stateless play: an HMAC-SHA256 signature over a canonical encoding.

A signed state carries `"signature": "<key id>.<base64url mac>"`. The key id lets keys
rotate: the active key signs, every configured key verifies. The signature proves the
state came from this referee unchanged; it does not hide anything (see docs/security.md).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Mapping
from typing import Any

import orjson

from engines import InvalidInput

FIELD = "signature"


def canonical(state: Mapping[str, Any]) -> bytes:
    """Sorted keys, no whitespace, UTF-8: the same bytes for the same JSON value."""
    return orjson.dumps({k: v for k, v in state.items() if k != FIELD}, option=orjson.OPT_SORT_KEYS)


class StateSigner:
    def __init__(
        self, keys: Mapping[str, str], active: str | None = None, required: bool = False
    ) -> None:
        if active is not None and active not in keys:
            raise ValueError(f"signing key id {active!r} is not among the configured keys")
        if required and not keys:
            raise ValueError("REQUIRE_SIGNATURE needs SIGNING_KEYS")
        if any("." in kid or not kid for kid in keys):
            raise ValueError("key ids must be non-empty and contain no '.'")
        self._keys = {kid: secret.encode() for kid, secret in keys.items()}
        self._active = active or next(iter(keys), None)
        self.required = required

    @property
    def enabled(self) -> bool:
        return self._active is not None

    def _mac(self, kid: str, state: Mapping[str, Any]) -> str:
        digest = hmac.new(self._keys[kid], canonical(state), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()

    def sign(self, state: dict[str, Any]) -> dict[str, Any]:
        """The state with its signature (unchanged when no key is configured)."""
        if self._active is None:
            return state
        return {**state, FIELD: f"{self._active}.{self._mac(self._active, state)}"}

    def verify(self, raw: Any) -> None:
        """Check a client state's signature; raises InvalidInput naming `signature`.
        Without keys a signature is ignored; unsigned states pass unless it is required."""
        if self._active is None or not isinstance(raw, Mapping):
            return
        signature = raw.get(FIELD)
        if signature is None:
            if self.required:
                raise InvalidInput(
                    {FIELD: ["required: send the state exactly as the referee returned it"]}
                )
            return
        kid, _, mac = signature.partition(".") if isinstance(signature, str) else ("", "", "")
        if kid not in self._keys:
            raise InvalidInput({FIELD: ["unknown signing key"]})
        # Compared as bytes: compare_digest refuses str with non-ASCII characters (a 500).
        if not hmac.compare_digest(mac.encode(), self._mac(kid, raw).encode()):
            raise InvalidInput(
                {FIELD: ["does not match the state: it was altered or not issued here"]}
            )


UNSIGNED = StateSigner({})
