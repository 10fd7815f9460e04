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
from engines import Game, IllegalMove, InvalidInput, Rules
from engines.base import Move, State, wire_player
from schemas import REGISTRY as SCHEMAS
from schemas import GameSchemas

from .signing import FIELD as SIGNATURE
from .signing import UNSIGNED, StateSigner


@dataclass(frozen=True)
class Referee:
    """One game's engine and wire schemas, side by side. The flows speak the engine
    contract (`rules`, engines/base.py): states and moves are the game's typed values
    from the moment the engine has checked them to the answer, which `to_wire` writes."""

    game: Game
    schemas: GameSchemas

    @property
    def rules(self) -> Rules[Any, Any]:
        return self.game.rules

    # -- loading (schema shape first, then the engine's meaning) ---------------

    def load_state(self, raw: Any, path: tuple[str, ...] = ("state",)) -> Any:
        """A client state, already shape-checked by a schema, checked by the engine."""
        if SIGNATURE in raw:  # verified before the schema ran; not part of the game
            raw = {k: v for k, v in raw.items() if k != SIGNATURE}
        try:
            return self.rules.load_state(raw)
        except InvalidInput as exc:
            raise exc.nested(*path) from None

    def load_request(self, name: str, body: dict[str, Any]) -> tuple[dict[str, Any], Any]:
        """A validate or legal body's data and its state: the schema checks its shape,
        then the engine the state's meaning.

        A game not typed yet may still check some state fields only in its engine
        (GameSchemas.single_pass): they are handed to it unchecked by the schema, and
        if anything fails that way the body is loaded again the full way, so an error
        answer is always the full way's. Goes with the last untyped game."""
        single = self.schemas.single_pass(name)
        if single is not None:
            try:
                data = single.load(body)
                return data, self.load_state(data["state"])
            except Exception:  # noqa: BLE001, S110 - decided again below, the full way
                pass
        data = self.schemas.loader(name).load(body)
        return data, self.load_state(data["state"])

    def load_move(self, state: Any, raw: Any, path: tuple[str, ...] = ("move",)) -> Any:
        try:
            return self.rules.load_move(state, raw)
        except InvalidInput as exc:
            raise exc.nested(*path) from None

    def setup_state(self, setup: dict[str, Any]) -> Any:
        """The typed state of a setup body the schema loaded."""
        return self.rules.setup(
            setup["players"],
            setup.get("options"),
            setup.get("seed"),
            setup.get("starter"),
            setup.get("deck"),
        )

    def new_game(self, setup: dict[str, Any]) -> State:
        """A setup body's state on the wire, as a session stores it."""
        return self.rules.to_wire(self.setup_state(setup))

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
            step = self.rules.apply(state, move)
        except IllegalMove as exc:
            return {"legal": False, "reason": exc.as_reason()}
        return {
            "legal": True,
            "state": signer.sign(self.rules.to_wire(step.state)),
            "events": step.events,
            "result": step.result,
        }

    def legal_moves(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        self.verified_state(signer, body.get("state"))
        data, state = self.load_request("legal", body)
        rules = self.rules
        moves = map(rules.move_to_wire, rules.legal_moves(state))
        return listing(wire_player(rules.to_act(state)), moves, data["limit"])

    def score(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        data = self.schemas.loader("score").load(body)
        return self.rules.score(data)

    def replay(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        data = self.schemas.loader("replay").load(body)
        try:
            state = self.setup_state(data["setup"])
        except InvalidInput as exc:
            raise exc.nested("setup") from None
        results = []
        for index, raw in enumerate(data["moves"]):
            move = self.load_move(state, raw, ("moves", str(index)))
            try:
                step = self.rules.apply(state, move)
            except IllegalMove as exc:
                return {"valid": False, "index": index, "reason": exc.as_reason()}
            state = step.state
            if step.result is not None:
                results.append(step.result)
        return {"valid": True, "state": signer.sign(self.rules.to_wire(state)), "results": results}


def listing(player: str | None, moves: Iterable[Move], limit: int) -> dict[str, Any]:
    """A legal-moves answer: who acts, at most `limit` of `moves`, and whether more exist."""
    listed = list(islice(moves, limit + 1))
    return {"player": player, "moves": listed[:limit], "truncated": len(listed) > limit}


REFEREES: dict[str, Referee] = {
    game_id: Referee(ENGINES[game_id], SCHEMAS[game_id])
    for game_id in ENGINES
    if game_id in SCHEMAS
}
