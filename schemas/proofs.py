"""The proof of a session's game (GET /v1/sessions/{id}/proof), which is also the body of
POST /v1/games/{game}/verify: everything needed to recompute the game (docs/fairness.md).

Only the shape is checked here; whether the proof holds is the verification's business,
which answers `valid: false` naming the first part that fails, never a 422.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from . import REGISTRY
from .base import REPLAY_MOVES_MAX, SEED_FIELD_LENGTH, GameSchemas, MoveUnion
from .fields import MAX_PLAYERS_LISTED, Integer, JsonObject, PlayerId, PlayerIds
from .lists import BoundedDict, BoundedList
from .loader import CompiledLoader
from .progress import Outcome
from .sessions import SEED_SOURCES

# A replay takes at most this many moves, and so does a session (SESSION_MAX_MOVES).
PROOF_MOVES_MAX = REPLAY_MOVES_MAX
# No move of any game emits more than a dozen events.
PROOF_EVENTS_MAX = 64
HEX_DIGEST = r"^[0-9a-f]{64}$"
BASE64URL = r"^[A-Za-z0-9_-]+$"


class ProofSignature(Schema):
    """The referee's Ed25519 signature over the whole proof but this field
    (docs/fairness.md, "The signature")."""

    alg = fields.String(
        required=True, validate=validate.Equal("Ed25519"), metadata={"const": "Ed25519"}
    )
    kid = fields.String(
        required=True,
        validate=validate.Length(min=1, max=64),
        metadata={
            "description": "The signing key's id, as GET /.well-known/"
            "meow-referee/proof-keys lists it."
        },
    )
    value = fields.String(
        required=True,
        validate=[
            validate.Length(min=1, max=128),
            validate.Regexp(BASE64URL, error="must be unpadded base64url"),
        ],
        metadata={"description": "The signature, unpadded base64url.", "pattern": BASE64URL},
    )


class ProofDeal(Schema):
    """A seats' deal: what its seed was made of (docs/fairness.md, "A deal nobody
    chooses")."""

    referee_seed = fields.String(
        required=True,
        validate=validate.Length(min=1, max=SEED_FIELD_LENGTH),
        metadata={"description": "The referee's part, which `seed_commitment` commits to."},
    )
    contributions = BoundedDict(
        MAX_PLAYERS_LISTED,
        keys=PlayerId(),
        values=fields.String(validate=validate.Length(min=1, max=128)),
        required=True,
        metadata={"description": "Each seat's contribution, base64url, as it joined."},
    )


class ProofKey(Schema):
    """An Ed25519 public key as a JWK (RFC 8037)."""

    kty = fields.String(required=True, metadata={"const": "OKP"})
    crv = fields.String(required=True, metadata={"const": "Ed25519"})
    alg = fields.String(required=True, metadata={"const": "Ed25519"})
    use = fields.String(required=True, metadata={"const": "sig"})
    kid = fields.String(required=True, metadata={"description": "The key's id."})
    x = fields.String(required=True, metadata={"description": "The public key, base64url."})


class ProofKeySet(Schema):
    """A JWK Set (RFC 7517): the key signing proofs now first, then retired ones."""

    keys = fields.List(fields.Nested(ProofKey), required=True)


def _digest(description: str) -> fields.String:
    return fields.String(
        required=True,
        validate=validate.Regexp(HEX_DIGEST, error="must be 64 lowercase hex digits"),
        metadata={"description": description, "pattern": HEX_DIGEST},
    )


def _typed(target: Any, **metadata: Any) -> dict[str, Any]:
    """A JSON object loaded as it is (the verification checks what it holds, answering
    `valid: false`, never a 422), documented as the game's schema it holds."""
    return {"metadata": {"documented_as": target, **metadata}}


def proof_schemas(bundle: GameSchemas) -> tuple[type[Schema], type[Schema]]:
    """(the game's proof entry, the game's proof)."""
    title = bundle.title
    entry = Schema.from_dict(
        {
            "version": Integer(required=True, validate=validate.Range(min=1)),
            "move": MoveUnion(bundle.moves, bundle.move_union, required=True),
            "events": BoundedList(
                JsonObject(**_typed(bundle.docs.events)), PROOF_EVENTS_MAX, required=True
            ),
            "result": JsonObject(allow_none=True, required=True, **_typed(bundle.result)),
            "commitment": _digest(
                "HMAC-SHA256 of the state after the move, keyed by the salt "
                "(by the seed where `seed_salt` is null)."
            ),
            "hash": _digest("SHA-256 of the previous entry's hash and this entry."),
        },
        name=f"{title}ProofEntry",
    )
    proof = Schema.from_dict(
        {
            "game": fields.String(
                required=True,
                validate=validate.Equal(bundle.game_id),
                metadata={"const": bundle.game_id},
            ),
            "rules_version": Integer(required=True, validate=validate.Range(min=1)),
            "players": PlayerIds(required=True),
            "options": JsonObject(
                required=True,
                **_typed(bundle.docs.options_in_force, description="The options in force."),
            ),
            "starter": PlayerId(required=True),
            "seed": fields.String(
                required=True,
                validate=validate.Length(min=1, max=SEED_FIELD_LENGTH),
                metadata={"description": "The seed, revealed: every shuffle, roll and flip."},
            ),
            "seed_salt": fields.String(
                allow_none=True,
                load_default=None,
                validate=validate.Length(min=1, max=SEED_FIELD_LENGTH),
                metadata={
                    "description": "The salt of the seed's commitment, revealed; null for a "
                    "session stored without one (its commitment is SHA-256 of the seed)."
                },
            ),
            "seed_source": fields.String(
                required=True,
                validate=validate.OneOf(SEED_SOURCES),
                metadata={
                    "enum": list(SEED_SOURCES),
                    "description": "`caller`: the session's creator chose the seed; `seats`: "
                    "it is SHA-256 of the referee's part and every seat's (`deal`).",
                },
            ),
            "seed_commitment": _digest(
                "HMAC-SHA256 of the seed keyed by the salt (of `deal.referee_seed` for a "
                "seats' deal), shown since the creation."
            ),
            "deal": fields.Nested(
                ProofDeal,
                metadata={"description": "Only for a seats' deal: what its seed was made of."},
            ),
            "anchor": _digest("SHA-256 of the creation: the chain's start."),
            "moves": BoundedList(fields.Nested(entry), PROOF_MOVES_MAX, required=True),
            "chain": _digest("The hash of the last entry (the anchor's without moves)."),
            "state": JsonObject(
                required=True, **_typed(bundle.state, description="The final state, whole.")
            ),
            "signature": fields.Nested(
                ProofSignature,
                metadata={"description": "The referee's; a proof without one does not verify."},
            ),
        },
        name=f"{title}Proof",
    )
    return entry, proof


PROOFS: dict[str, type[Schema]] = {
    game_id: proof_schemas(bundle)[1] for game_id, bundle in REGISTRY.items()
}
PROOF_LOADERS: dict[str, CompiledLoader] = {
    game_id: CompiledLoader(cls()) for game_id, cls in PROOFS.items()
}


VERIFY_CODES = [
    "SEED_DERIVATION_MISMATCH",
    "SEED_COMMITMENT_MISMATCH",
    "RULES_VERSION_NOT_SERVED",
    "SETUP_INVALID",
    "ANCHOR_MISMATCH",
    "VERSION_OUT_OF_ORDER",
    "HASH_MISMATCH",
    "ILLEGAL_MOVE",
    "MALFORMED_MOVE",
    "EVENTS_MISMATCH",
    "RESULT_MISMATCH",
    "STATE_MISMATCH",
    "CHAIN_MISMATCH",
    "FINAL_STATE_MISMATCH",
    "UNSIGNED",
    "UNKNOWN_SIGNING_KEY",
    "SIGNATURE_MISMATCH",
]


class VerifyFailure(Schema):
    code = fields.String(
        required=True,
        validate=validate.OneOf(VERIFY_CODES),
        metadata={"enum": VERIFY_CODES, "description": "What does not hold."},
    )
    message = fields.String(required=True, metadata={"description": "For humans."})
    rule = fields.String(metadata={"description": "ILLEGAL_MOVE: the rule the move breaks."})


class VerifyResponse(Schema):
    """The verdict: valid, or the first part that fails (`index`: the move's position in
    `moves`, null for the seed, the creation, the chain's head or the final state)."""

    valid = fields.Boolean(required=True)
    game = fields.String(metadata={"description": "When valid: the game verified."})
    version = Integer(metadata={"description": "When valid: the moves replayed."})
    chain = fields.String(metadata={"description": "When valid: the chain's head."})
    signed_by = fields.String(
        allow_none=True,
        metadata={"description": "When valid: the id of the key that signed the proof."},
    )
    outcome = fields.Nested(
        Outcome,
        metadata={
            "description": "When valid: how the game the moves make stands. A host may end "
            "a session before it is over, and its proof then holds a game not over."
        },
    )
    index = Integer(allow_none=True, metadata={"description": "When not valid."})
    reason = fields.Nested(VerifyFailure, metadata={"description": "When not valid."})
