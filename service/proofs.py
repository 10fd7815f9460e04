"""Fair play anyone can check: the seed's commitment, the hash-chained log, and proofs.

A session's referee draws its seed and keeps it secret while the game is played, so no
seat can foresee a shuffle; it shows everyone a **commitment** to it at creation,
`seed_commitment = HMAC-SHA256(key=salt, seed)`, so that once the game is over and the
seed revealed, anyone can check the deal was not chosen afterwards. The **salt** is 256
bits the referee draws and keeps secret with the seed until the proof: without it nobody
can test a guessed seed (a caller's `table-1`) against the commitment.

Every log entry is chained: `hash = SHA-256(previous hash || canonical(entry))`, the
first entry's previous hash being the **anchor**, `SHA-256(canonical(creation))` over the
game, its rules version, players, options, starter and the seed's commitment. An entry is
what every reader of the log sees (version, move, events, result) and a **commitment to
the state** after the move, `HMAC-SHA256(key=salt, canonical(state))`: it binds the hidden
parts of the state (hands, piles, the seed itself) into the chain without revealing them,
since nobody can test a guessed state, or a guessed seed dealt anew, without the salt. So
a seat's log proves its place in the chain, and the proof, which reveals seed and salt,
lets anyone replay the game and recompute every commitment and hash.

A session dealt **by its seats** (`seed_source: seats`) commits at creation to the
referee's part of the seed, `referee_seed`, and deals only once every seat has joined with
a contribution of its own: `seed = SHA-256(referee_seed || canonical(contributions))`,
`contributions` mapping each player to the base64url it sent. Its commitment is to
`referee_seed`, and its creation (the anchor) holds the contributions too.

A session stored without a salt (made by a referee that did not salt) commits with
`SHA-256(seed)` and keys its states with the seed; its proof says so with `seed_salt: null`.

`canonical(value)`: JSON with object keys sorted, no whitespace, UTF-8, as orjson writes
it with OPT_SORT_KEYS. Hashes and commitments are lowercase hex.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

ENTRY_FIELDS = ("version", "move", "events", "result", "commitment")


def canonical(value: Any) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


def new_salt() -> str:
    """256 bits, so that the commitment hides a seed however guessable it is."""
    return secrets.token_urlsafe(32)


def seed_commitment(seed: str, salt: str | None) -> str:
    if salt is None:  # a session stored without a salt
        return hashlib.sha256(seed.encode()).hexdigest()
    return hmac.new(salt.encode(), seed.encode(), hashlib.sha256).hexdigest()


def commitment_key(salt: str | None, seed: str) -> str:
    """What the states' commitments are keyed with: the salt (the seed for a session
    stored without one)."""
    return seed if salt is None else salt


def anchor(
    game: str,
    rules_version: int,
    players: Sequence[str],
    options: Mapping[str, Any],
    starter: str,
    commitment: str,
    contributions: Mapping[str, str] | None = None,
) -> str:
    """What the chain hangs from: the creation, every part a proof must reproduce (a
    seats' deal adds the seats' contributions)."""
    creation: dict[str, Any] = {
        "game": game,
        "rules_version": rules_version,
        "players": list(players),
        "options": options,
        "starter": starter,
        "seed_commitment": commitment,
    }
    if contributions is not None:
        creation["contributions"] = dict(contributions)
    return hashlib.sha256(canonical(creation)).hexdigest()


def dealt_seed(referee_seed: str, contributions: Mapping[str, str]) -> str:
    """A seats' deal's seed: no single party, the referee included, chooses it."""
    material = referee_seed.encode() + canonical(dict(contributions))
    return hashlib.sha256(material).hexdigest()


def state_commitment(key: str, state: Mapping[str, Any]) -> str:
    return commitment_to(key, canonical(state))


def commitment_to(key: str, state_json: bytes) -> str:
    """The commitment to a state whose canonical JSON is `state_json`."""
    return hmac.new(key.encode(), state_json, hashlib.sha256).hexdigest()


def chained(previous: str, entry: Mapping[str, Any]) -> str:
    """The hash of `entry` (its ENTRY_FIELDS) after `previous` in the chain."""
    material = canonical({name: entry.get(name) for name in ENTRY_FIELDS})
    return hashlib.sha256(bytes.fromhex(previous) + material).hexdigest()


def link(previous: str, key: str, entry: Mapping[str, Any], state_json: bytes) -> dict[str, Any]:
    """The log entry of a move, with the commitment (keyed by `commitment_key`) to the
    state it made, given as its canonical JSON, and hash: what a commit stores."""
    linked = {**entry, "result": entry.get("result"), "commitment": commitment_to(key, state_json)}
    linked["hash"] = chained(previous, linked)
    return linked


def fair_play(record: Mapping[str, Any]) -> dict[str, Any]:
    """What every session answer says of fair play: the rules edition, where the seed came
    from, its commitment, the chain's head (none before a seats' deal is dealt; sessions
    made before these have none of them), and a seats' deal's seats still to join."""
    fairness = record.get("fairness")
    if fairness is None:
        return {}
    shown = {
        "rules_version": fairness["rules_version"],
        "seed_source": fairness["seed_source"],
        "seed_commitment": fairness["seed_commitment"],
    }
    if "chain" in record:
        shown["chain"] = record["chain"]
    deal = fairness.get("deal")
    if deal is not None:
        joined = deal["contributions"]
        shown["deal"] = {"waiting_for": [p for p in record["seats"] if p not in joined]}
    return shown
