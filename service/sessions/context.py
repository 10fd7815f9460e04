"""What every session endpoint reaches for: the store, the settings, a session by id."""

from __future__ import annotations

import re

from schemas.sessions import SESSION_ID_PATTERN

from .. import current
from ..config import Settings
from ..problems import ApiProblem, ProblemType
from ..proof_signing import ProofSigner
from ..referee import Referee, referee_of
from ..store import SessionStore, Snapshot

SESSION_ID = re.compile(SESSION_ID_PATTERN)
# How long to wait before trying again when the store is full: sessions expire, end and
# are deleted over minutes, not milliseconds.
STORE_FULL_RETRY_S = 30
# Views hold private cards: no shared cache may keep them or serve one seat's to another.
PRIVATE = (("Cache-Control", "no-store"), ("Vary", "Authorization"))


def store() -> SessionStore:
    found: SessionStore = current.extension("store")
    return found


def settings() -> Settings:
    found: Settings = current.extension("settings")
    return found


def proof_signer() -> ProofSigner:
    found: ProofSigner = current.extension("proof_signer")
    return found


def not_found(session_id: str) -> ApiProblem:
    return ProblemType.UNKNOWN_SESSION.problem(
        f"No session {session_id!r}: never created, deleted, or expired after its idle TTL.",
    )


def store_full(detail: str) -> ApiProblem:
    return ProblemType.STORE_FULL.problem(detail, headers={"Retry-After": str(STORE_FULL_RETRY_S)})


def load(session_id: str) -> tuple[Snapshot, Referee]:
    """The session as the store has it now, and its game's referee; 404 otherwise."""
    if not SESSION_ID.fullmatch(session_id):
        raise not_found(session_id)
    snap = store().get(session_id)
    if snap is None:
        raise not_found(session_id)
    referee = referee_of(snap.record)
    if referee is None:  # a game or rules version withdrawn from this deployment
        raise not_found(session_id)
    return snap, referee


def load_to_move(session_id: str, version: int | None) -> tuple[Snapshot, Referee]:
    """`load`, for a move: the snapshot held at `version` (any, without one) when there
    is one (`SessionStore.get_to_move`; it may be behind), else the session as read."""
    if not SESSION_ID.fullmatch(session_id):
        raise not_found(session_id)
    snap = store().get_to_move(session_id, version)
    if snap is None:
        raise not_found(session_id)
    referee = referee_of(snap.record)
    if referee is None:  # withdrawn from this deployment: a read decides, as any refusal
        if snap.held:
            return load(session_id)
        raise not_found(session_id)
    return snap, referee
