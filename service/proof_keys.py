"""GET /.well-known/meow-referee/proof-keys: the public keys proofs are signed with, as a
JWK Set, so anyone can check a proof offline (docs/fairness.md)."""

from __future__ import annotations

from flask import Blueprint, Response

from schemas.proofs import ProofKeySet

from . import current
from .apidoc import Operation, json_content
from .jsonio import json_response

bp = Blueprint("proof_keys", __name__)


@bp.get("/.well-known/meow-referee/proof-keys")
@Operation(
    operation_id="getProofKeys",
    summary="The keys the referee signs proofs with (a JWK Set).",
    description="The key signing now and any retired ones still accepted, as Ed25519 JWKs "
    "(RFC 8037): a proof's `signature.kid` names one. Give the document to "
    "`python -m service.verification --key` to check proofs offline.",
    responses={"200": {"description": "The keys.", "content": json_content(ProofKeySet)}},
)
def proof_keys() -> Response:
    return json_response(current.extension("proof_signer").jwks())
