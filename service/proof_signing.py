"""Signed proofs: the referee's Ed25519 signature over a whole proof, so that a proof
verifies only as the referee issued it, whole and from its end (docs/fairness.md).

The hash chain shows that a proof hangs together, not who made it nor that it is all of
the game: anyone can cut it after a move, splice two games, change a field the chain does
not cover (`seed_source`) and chain the rest anew, or make one up offline. The signature
covers everything but itself:

    signed    = "meow-referee proof v1\\n" || canonical(proof without `signature`)
    signature = {"alg": "Ed25519", "kid": <key id>, "value": base64url(Ed25519(signed))}

The key id is the first 16 characters of base64url(SHA-256(raw public key)), so every
host holding the same key names it the same way. The public keys are published as a JWK
Set (RFC 7517, RFC 8037): `GET /.well-known/meow-referee/proof-keys`. No Flask here: the
offline verification (`python -m service.verification --key keys.json`) uses it too.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Iterable, Mapping
from typing import Any

import orjson
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)

from .proofs import canonical

ALG = "Ed25519"
FIELD = "signature"
# Names what is signed, so a signature by this key means nothing anywhere else.
CONTEXT = b"meow-referee proof v1\n"
KEY_ID_LENGTH = 16


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    """Base64url, padded or not (standard base64's `+/` accepted too); ValueError if not."""
    cleaned = _cleaned(text)
    padded = cleaned + "=" * (-len(cleaned) % 4)
    try:  # validate: no character outside the alphabet is skipped over
        return base64.b64decode(padded, altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("not base64url") from None


def unb64url_exact(text: str) -> bytes:
    """`unb64url`, refusing a last character that sets bits the bytes do not use: one
    text for one value, as a signature must be (another spelling is another proof)."""
    decoded = unb64url(text)
    if b64url(decoded) != _cleaned(text):
        raise ValueError("not base64url: unused bits are set")
    return decoded


def _cleaned(text: str) -> str:
    return text.strip().replace("+", "-").replace("/", "_").rstrip("=")


def _raw(public: Ed25519PublicKey) -> bytes:
    return public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def key_id(public: bytes) -> str:
    return b64url(hashlib.sha256(public).digest())[:KEY_ID_LENGTH]


def private_key(text: str) -> Ed25519PrivateKey:
    """PROOF_SIGNING_KEY: a PKCS#8 PEM Ed25519 key, or its 32-byte seed in base64url."""
    text = text.strip()
    if text.startswith("-----BEGIN"):
        key = serialization.load_pem_private_key(text.encode(), password=None)
        if not isinstance(key, Ed25519PrivateKey):
            raise ValueError("PROOF_SIGNING_KEY is a PEM key, but not an Ed25519 one")
        return key
    try:
        raw = unb64url(text)
    except ValueError:
        raw = b""
    if len(raw) != 32:
        raise ValueError("PROOF_SIGNING_KEY must be 32 bytes in base64url, or a PEM Ed25519 key")
    return Ed25519PrivateKey.from_private_bytes(raw)


def public_key(text: str) -> Ed25519PublicKey:
    """A retired key (PROOF_RETIRED_KEYS) or a JWK's `x`: 32 bytes in base64url."""
    raw = unb64url(text)
    if len(raw) != 32:
        raise ValueError(f"an Ed25519 public key is 32 bytes in base64url, not {text!r}")
    return Ed25519PublicKey.from_public_bytes(raw)


def new_private_key() -> str:
    """A fresh signing key as PROOF_SIGNING_KEY takes it."""
    seed = Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.Raw,
        serialization.PrivateFormat.Raw,
        serialization.NoEncryption(),
    )
    return b64url(seed)


def signed_bytes(proof: Mapping[str, Any]) -> bytes:
    return CONTEXT + canonical({k: v for k, v in proof.items() if k != FIELD})


class SignatureRefused(Exception):
    """A proof whose signature does not hold: `code` and `message` as a verdict names them."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


class ProofVerifier:
    """The public keys proofs are checked against, by key id."""

    def __init__(self, keys: Iterable[Ed25519PublicKey]) -> None:
        self._keys = {key_id(_raw(key)): key for key in keys}

    @classmethod
    def from_jwks(cls, document: Any) -> ProofVerifier:
        """The keys of a JWK Set as `GET /.well-known/meow-referee/proof-keys` serves it."""
        listed = document.get("keys") if isinstance(document, Mapping) else None
        if not isinstance(listed, list) or not listed:
            raise ValueError('not a JWK Set: expected {"keys": [...]} with at least one key')
        keys = []
        for jwk in listed:
            if not isinstance(jwk, Mapping) or (jwk.get("kty"), jwk.get("crv")) != (
                "OKP",
                "Ed25519",
            ):
                raise ValueError(f"not an Ed25519 JWK: {jwk!r}")
            key = public_key(str(jwk.get("x", "")))
            if "kid" in jwk and jwk["kid"] != key_id(_raw(key)):
                raise ValueError(f"kid {jwk['kid']!r} does not name its key")
            keys.append(key)
        return cls(keys)

    def jwks(self) -> dict[str, Any]:
        return {
            "keys": [
                {
                    "kty": "OKP",
                    "crv": "Ed25519",
                    "alg": ALG,
                    "use": "sig",
                    "kid": kid,
                    "x": b64url(_raw(key)),
                }
                for kid, key in self._keys.items()
            ]
        }

    def check(self, proof: Mapping[str, Any]) -> str:
        """The key id that signed `proof` exactly as it is; SignatureRefused otherwise."""
        signature = proof.get(FIELD)
        if signature is None:
            raise SignatureRefused(
                "UNSIGNED", "The proof carries no signature: the referee signs every proof."
            )
        mismatch = SignatureRefused(
            "SIGNATURE_MISMATCH",
            "The signature does not match the proof: a field was changed, moves were cut "
            "or spliced, or the referee never issued it.",
        )
        if not isinstance(signature, Mapping):
            raise mismatch
        kid = str(signature.get("kid"))
        key = self._keys.get(kid)
        if key is None:
            raise SignatureRefused(
                "UNKNOWN_SIGNING_KEY",
                f"The proof is signed with key {kid!r}, which is not among the referee's "
                "proof keys (GET /.well-known/meow-referee/proof-keys).",
            )
        try:
            key.verify(unb64url_exact(str(signature.get("value", ""))), signed_bytes(proof))
        except (InvalidSignature, ValueError, orjson.JSONEncodeError):
            raise mismatch from None
        return kid


class ProofSigner(ProofVerifier):
    """The key this referee signs proofs with, and the retired keys it still accepts."""

    def __init__(self, signing: Ed25519PrivateKey, retired: Iterable[Ed25519PublicKey] = ()):
        super().__init__([signing.public_key(), *retired])
        self._signing = signing
        self.kid = key_id(_raw(signing.public_key()))

    @classmethod
    def configured(cls, key: str | None, retired: Iterable[str] = ()) -> ProofSigner:
        """PROOF_SIGNING_KEY and PROOF_RETIRED_KEYS; without a key, one made for this
        process, whose proofs verify only while it runs (docs/fairness.md)."""
        signing = private_key(key) if key else Ed25519PrivateKey.generate()
        try:
            return cls(signing, [public_key(text) for text in retired])
        except ValueError as exc:
            raise ValueError(f"PROOF_RETIRED_KEYS: {exc}") from None

    def sign(self, proof: dict[str, Any]) -> dict[str, Any]:
        value = self._signing.sign(signed_bytes(proof))
        return {**proof, FIELD: {"alg": ALG, "kid": self.kid, "value": b64url(value)}}
