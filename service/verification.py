"""Verifying a proof: a seats' deal's seed against what it was made of, the seed against
its commitment, the creation against the anchor,
then every move replayed from the setup, its events, result, state and hash recomputed,
the chain's head and the final state, and last the referee's signature over the whole.
The first part that fails is named, as a replay names the first illegal move.

    python -m service.verification proof.json --key keys.json   # the same, offline

`keys.json` is the referee's JWK Set (GET /.well-known/meow-referee/proof-keys). Without
it the command checks everything but the signature, and says so (exit 3, not 0).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import orjson

from engines import IllegalMove, InvalidInput
from schemas.proofs import PROOF_LOADERS

from . import proofs
from .proof_signing import ProofVerifier, SignatureRefused
from .referee import EDITIONS, REFEREES, Referee, progress


def _failed(index: int | None, code: str, message: str, rule: str | None = None) -> dict[str, Any]:
    reason = {"code": code, "message": message}
    if rule is not None:
        reason["rule"] = rule
    return {"valid": False, "index": index, "reason": reason}


def verify(referee: Referee, body: dict[str, Any], keys: ProofVerifier | None) -> dict[str, Any]:
    """The verdict on a proof (POST /v1/games/{game}/verify). A malformed proof raises
    (a 422 naming the field); one that does not hold is `valid: false`. The signature is
    checked last, against `keys`; without keys (offline, none given) it is not checked and
    a valid verdict has `signed_by: null`."""
    data = PROOF_LOADERS[referee.game.id].load(body)
    seed, salt, deal = data["seed"], data["seed_salt"], data.get("deal")
    committed, contributions = seed, None
    if deal is not None or data["seed_source"] == "seats":
        contributions = None if deal is None else deal["contributions"]
        if (
            deal is None
            or data["seed_source"] != "seats"
            or set(deal["contributions"]) != set(data["players"])
            or proofs.dealt_seed(deal["referee_seed"], deal["contributions"]) != seed
        ):
            return _failed(
                None,
                "SEED_DERIVATION_MISMATCH",
                "The seed is not SHA-256 of the referee's part and every seat's contribution.",
            )
        committed = deal["referee_seed"]  # what was committed to before the seats joined
    if proofs.seed_commitment(committed, salt) != data["seed_commitment"]:
        return _failed(None, "SEED_COMMITMENT_MISMATCH", "The seed is not the one committed to.")
    served = EDITIONS[referee.game.id]
    if data["rules_version"] not in served:
        return _failed(
            None,
            "RULES_VERSION_NOT_SERVED",
            f"This referee plays {referee.game.id} under rules versions {sorted(served)}.",
        )
    referee = served[data["rules_version"]]  # the game is replayed under its own readings
    game = referee.game
    setup = {"players": data["players"], "options": data["options"], "seed": seed}
    setup["starter"] = data["starter"]
    rules = referee.rules
    try:
        state = referee.setup_state(setup)
    except InvalidInput as exc:
        return _failed(None, "SETUP_INVALID", f"The setup cannot be dealt: {exc.errors}")
    anchor = proofs.anchor(
        game.id,
        data["rules_version"],
        data["players"],
        rules.to_wire(state)["options"],
        data["starter"],
        data["seed_commitment"],
        contributions,
    )
    if anchor != data["anchor"]:
        return _failed(None, "ANCHOR_MISMATCH", "The creation is not the one the chain hangs from.")
    previous, key = anchor, proofs.commitment_key(salt, seed)
    for index, entry in enumerate(data["moves"]):
        if entry["version"] != index + 1:
            return _failed(
                index, "VERSION_OUT_OF_ORDER", f"Entry {index} claims version {entry['version']}."
            )
        if proofs.chained(previous, entry) != entry["hash"]:
            return _failed(index, "HASH_MISMATCH", "The entry's hash is not its chained hash.")
        try:
            move = referee.load_move(state, entry["move"], ("moves", str(index), "move"))
            step = rules.apply(state, move)
        except IllegalMove as exc:
            return _failed(index, "ILLEGAL_MOVE", exc.message, exc.rule)
        except InvalidInput as exc:
            return _failed(index, "MALFORMED_MOVE", f"The move does not fit the game: {exc.errors}")
        # As JSON, exactly: Python's == takes 1, 1.0 and true for one another.
        if proofs.canonical(step.events) != proofs.canonical(entry["events"]):
            return _failed(index, "EVENTS_MISMATCH", "The move's events are not what it gives.")
        if proofs.canonical(step.result) != proofs.canonical(entry["result"]):
            return _failed(index, "RESULT_MISMATCH", "The move's result is not what it gives.")
        state = step.state
        if proofs.state_commitment(key, rules.to_wire(state)) != entry["commitment"]:
            return _failed(
                index,
                "STATE_MISMATCH",
                "The state the move makes (its deals, rolls and flips) is not the one committed.",
            )
        previous = entry["hash"]
    if previous != data["chain"]:
        return _failed(None, "CHAIN_MISMATCH", "The chain's head is not its last entry's hash.")
    if proofs.canonical(referee.answered(state)) != proofs.canonical(data["state"]):
        return _failed(
            None, "FINAL_STATE_MISMATCH", "The final state is not the one the moves make."
        )
    signed_by = None
    if keys is not None:
        try:
            signed_by = keys.check(body)
        except SignatureRefused as exc:
            return _failed(None, exc.code, exc.message)
    verdict = {"valid": True, "game": game.id, "version": len(data["moves"]), "chain": previous}
    # How the game the proof holds stands: a host may end a session before it is over.
    outcome = progress(rules, state)["outcome"]
    return {**verdict, "signed_by": signed_by, "outcome": outcome}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m service.verification",
        description="Verify a proof offline. Exit 0: it holds and its signature is the "
        "referee's; 1: it does not hold; 2: a usage error; 3: it holds, but its signature "
        "was not checked (no --key).",
    )
    parser.add_argument("proof", type=Path, help="the proof, as GET .../proof answered it")
    parser.add_argument(
        "--key",
        type=Path,
        help="the referee's proof keys, as GET /.well-known/meow-referee/proof-keys answers "
        "them (a JWK Set)",
    )
    args = parser.parse_args(argv)
    keys = None
    if args.key is not None:
        try:
            keys = ProofVerifier.from_jwks(orjson.loads(args.key.read_bytes()))
        except (OSError, orjson.JSONDecodeError, ValueError) as exc:
            print(f"--key {args.key}: {exc}", file=sys.stderr)
            return 2
    try:
        body = orjson.loads(args.proof.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        print(f"{args.proof}: {exc}", file=sys.stderr)
        return 2
    referee = REFEREES.get(str(body.get("game"))) if isinstance(body, dict) else None
    if referee is None:
        print("not a proof of a game this referee knows", file=sys.stderr)
        return 2
    try:
        verdict = verify(referee, body, keys)
    except Exception as exc:  # noqa: BLE001 - a malformed proof: say which field
        messages = getattr(exc, "messages", None) or getattr(exc, "errors", None) or str(exc)
        print(orjson.dumps({"valid": False, "malformed": messages}).decode())
        return 1
    verdict["signature"] = "checked" if keys is not None else "not checked: no --key given"
    print(orjson.dumps(verdict).decode())
    if not verdict["valid"]:
        return 1
    if keys is None:
        print(
            "The proof holds together, but its signature was NOT checked: it may have been "
            "cut, changed and chained anew, or made up. Give --key to check it.",
            file=sys.stderr,
        )
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
