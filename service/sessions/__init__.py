"""Sessions: authoritative games kept by the referee (docs/sessions.md).

The full state (seed included) stays in the store; every answer goes out through the
engine's `view(state, seat)`. A seat is proven by its Bearer token, which the referee
keeps only as a SHA-256 hash; the acting seat comes from the token, never from the body.

Concurrency: a move is computed on a snapshot and written with the store's atomic
compare-and-set on the version. Nothing here locks: many workers on many hosts serve
one session, and the store decides which write wins.

One module a job: `seats` (tokens), `preconditions` (ETags, If-Match), `idempotency`
(Idempotency-Key), `moves` (the move flow), `stream` (streams and their tickets), `views`
(the other endpoints), `spec` (what their OpenAPI operations share; each operation is
beside its view), `routes` (the blueprint: every endpoint's path).
"""

from __future__ import annotations

from .routes import bp, private_headers

__all__ = ["bp", "private_headers"]
