"""The stateless referee: each endpoint's flow from a parsed JSON body to a response body
(service/games_api.py routes each to its own view).

No Flask here, so sessions, benchmarks and tests call the same code. Errors travel as
exceptions (marshmallow ValidationError, engines.InvalidInput with field paths relative
to the body) and are mapped to HTTP in one place, service/problems.py.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Any

from engines import REGISTRY as ENGINES
from engines import Game, IllegalMove, InvalidInput
from engines.base import Move, State
from schemas import REGISTRY as SCHEMAS
from schemas import GameSchemas

from .signing import FIELD as SIGNATURE
from .signing import UNSIGNED, StateSigner


@dataclass(frozen=True)
class Referee:
    """One game's engine and wire schemas, side by side."""

    game: Game
    schemas: GameSchemas

    # -- loading (schema shape first, then the engine's meaning) ---------------

    def load_state(self, raw: Any, path: tuple[str, ...] = ("state",)) -> State:
        """A client state, already shape-checked by a schema, checked by the engine."""
        if SIGNATURE in raw:  # verified before the schema ran; not part of the game
            raw = {k: v for k, v in raw.items() if k != SIGNATURE}
        try:
            return self.game.load_state(raw)
        except InvalidInput as exc:
            raise exc.nested(*path) from None

    def load_request(self, name: str, body: dict[str, Any]) -> tuple[dict[str, Any], State]:
        """A validate or legal body's data and its state, each state field checked once.

        The state fields the engine checks in full are handed to it unchecked by the schema
        (GameSchemas.single_pass); if anything fails that way, the body is loaded again the
        full way (schema, then engine), so an error answer is always the full way's, and
        a rare bad request pays both passes instead of every good one."""
        single = self.schemas.single_pass(name)
        if single is not None:
            try:
                data = single.load(body)
                return data, self.load_state(data["state"])
            except Exception:  # noqa: BLE001, S110 - decided again below, the full way
                pass
        data = self.schemas.loader(name).load(body)
        return data, self.load_state(data["state"])

    def load_move(self, state: State, raw: Any, path: tuple[str, ...] = ("move",)) -> Move:
        try:
            return self.game.load_move(state, raw)
        except InvalidInput as exc:
            raise exc.nested(*path) from None

    def new_game(self, setup: dict[str, Any]) -> State:
        return self.game.setup(
            setup["players"],
            setup.get("options"),
            setup.get("seed"),
            setup.get("starter"),
            setup.get("deck"),
        )

    # -- endpoints ---------------------------------------------------------------

    def verified_state(self, signer: StateSigner, raw: Any) -> None:
        try:
            signer.verify(raw)
        except InvalidInput as exc:
            raise exc.nested("state") from None

    def setup(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        data = self.schemas.loader("setup").load(body)
        return {"state": signer.sign(self.new_game(data))}

    def validate_move(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        self.verified_state(signer, body.get("state"))
        data, state = self.load_request("validate", body)
        move = self.load_move(state, data["move"])
        try:
            outcome = self.game.apply(state, move)
        except IllegalMove as exc:
            return {"legal": False, "reason": exc.as_reason()}
        return {
            "legal": True,
            "state": signer.sign(outcome.state),
            "events": outcome.events,
            "result": outcome.result,
        }

    def legal_moves(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        self.verified_state(signer, body.get("state"))
        data, state = self.load_request("legal", body)
        return listing(*self.game.legal_moves(state), data["limit"])

    def score(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        data = self.schemas.loader("score").load(body)
        return self.game.score(data)

    def replay(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        data = self.schemas.loader("replay").load(body)
        try:
            state = self.new_game(data["setup"])
        except InvalidInput as exc:
            raise exc.nested("setup") from None
        results = []
        for index, raw in enumerate(data["moves"]):
            move = self.load_move(state, raw, ("moves", str(index)))
            try:
                outcome = self.game.apply(state, move)
            except IllegalMove as exc:
                return {"valid": False, "index": index, "reason": exc.as_reason()}
            state = outcome.state
            if outcome.result is not None:
                results.append(outcome.result)
        return {"valid": True, "state": signer.sign(state), "results": results}


def listing(player: str | None, moves: Iterable[Move], limit: int) -> dict[str, Any]:
    """A legal-moves answer: who acts, at most `limit` of `moves`, and whether more exist."""
    listed = list(islice(moves, limit + 1))
    return {"player": player, "moves": listed[:limit], "truncated": len(listed) > limit}


REFEREES: dict[str, Referee] = {
    game_id: Referee(ENGINES[game_id], SCHEMAS[game_id])
    for game_id in ENGINES
    if game_id in SCHEMAS
}
