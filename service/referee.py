"""The stateless referee: each endpoint's flow from a parsed JSON body to a response body
(service/games_api.py routes each to its own view).

No Flask here, so sessions, benchmarks and tests call the same code. Errors travel as
exceptions (marshmallow ValidationError, engines.InvalidInput with field paths relative
to the body) and are mapped to HTTP in one place, service/problems.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import islice
from typing import Any

from engines import EDITIONS as ENGINE_EDITIONS
from engines import Game, IllegalMove, InvalidInput, Rules
from engines.base import Anyone, Move, Seat, State, wire_player
from schemas import REGISTRY as SCHEMAS
from schemas import GameSchemas

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
        """A client state, already shape-checked by a schema, checked by the engine. Its
        `signature` (checked before the schema ran) and `rules_version` (which chose this
        referee) are not the game's: the engine reads only the fields the state declares."""
        try:
            return self.rules.load_state(raw)
        except InvalidInput as exc:
            raise exc.nested(*path) from None

    def load_request(self, name: str, body: dict[str, Any]) -> tuple[dict[str, Any], Any]:
        """A validate or legal body's data and its state: the schema checks its shape,
        then the engine the state's meaning."""
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

    @property
    def version(self) -> int:
        """The rules version this referee plays (docs/rules.md, "Rules versions")."""
        return self.game.rules_version

    def answered(self, state: Any) -> State:
        """A typed state as an answer carries it: on the wire, stamped with its version."""
        return stamped(self.rules.to_wire(state), self.version)

    def shown(self, state: State | None, seat: str | None, ended: bool = False) -> dict[str, Any]:
        """`shown`, under this referee's rules and version."""
        return shown(self.rules, self.version, state, seat, ended)

    def edition(self, version: object) -> Referee:
        """This game's referee under `version` when it is one served; otherwise this one,
        whose schema then names `rules_version` in its 422 (absent means current)."""
        if type(version) is not int:
            return self
        return EDITIONS[self.game.id].get(version, self)

    def edition_for(self, action: str, body: object) -> Referee:
        """The referee a stateless body asks for: by its state's stamp, its setup's or its
        own `rules_version`."""
        holder = body.get(_VERSION_HOLDER.get(action), body) if isinstance(body, dict) else None
        return self.edition(holder.get(VERSION)) if isinstance(holder, dict) else self

    # -- endpoints ---------------------------------------------------------------

    def verified_state(self, signer: StateSigner, raw: Any) -> None:
        try:
            signer.verify(raw)
        except InvalidInput as exc:
            raise exc.nested("state") from None

    def setup(self, body: dict[str, Any], signer: StateSigner = UNSIGNED) -> dict[str, Any]:
        data = self.schemas.loader("setup").load(body)
        state = self.setup_state(data)
        return {"state": signer.sign(self.answered(state)), **progress(self.rules, state)}

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
            "state": signer.sign(self.answered(step.state)),
            **progress(self.rules, step.state),
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
        answered = signer.sign(self.answered(state))
        return {"valid": True, "state": answered, **progress(self.rules, state), "results": results}


def listing(player: str | None, moves: Iterable[Move], limit: int) -> dict[str, Any]:
    """A legal-moves answer: who acts, at most `limit` of `moves`, and whether more exist."""
    listed = list(islice(moves, limit + 1))
    return {"player": player, "moves": listed[:limit], "truncated": len(listed) > limit}


VERSION = "rules_version"
# Where a stateless body names its rules version (else at its top: setup, score).
_VERSION_HOLDER = {"validate-move": "state", "legal-moves": "state", "replay": "setup"}


def stamped(state: State, version: int) -> State:
    """A state as every answer carries it: with the rules version it is played under."""
    return {**state, VERSION: version}


def progress(rules: Rules[Any, Any], state: Any) -> dict[str, Any]:
    """`to_act` and `outcome` of a typed state, as every answer that carries a state
    carries them beside it (docs/api.md, "Who acts, and how it stands"): from the engine
    contract alone, so no client works them out per game."""
    standings = rules.standings(state)
    actor = rules.to_act(state)
    if isinstance(actor, Seat):
        to_act = [actor.player]
    elif isinstance(actor, Anyone):
        to_act = list(standings)  # every player, in seat order
    else:
        to_act = []
    ended = rules.outcome(state)
    outcome = {
        "over": ended is not None,
        "winners": [] if ended is None else list(ended.winners),
        "end": None if ended is None else ended.end,
        "scores": dict(standings),
    }
    return {"to_act": to_act, "outcome": outcome}


def undealt() -> dict[str, Any]:
    """`to_act` and `outcome` without a state (a seats' deal waits for its seats): nobody
    moves, nothing is over, nobody scores yet."""
    return {"to_act": [], "outcome": {"over": False, "winners": [], "end": None, "scores": {}}}


def shown(
    rules: Rules[Any, Any], version: int, state: State | None, seat: str | None, ended: bool
) -> dict[str, Any]:
    """`state`, `to_act` and `outcome` of a session answer: `seat`'s view (None: the
    public's) of a stored wire state under rules version `version`, and how the game
    stands. No state (a seats' deal waiting) and a session `ended` early move nobody."""
    if state is None:
        return {"state": None, **undealt()}
    typed = rules.from_wire(state)
    found = {"state": stamped(rules.view(typed, seat), version), **progress(rules, typed)}
    if ended:
        found["to_act"] = []
    return found


def move_answer(
    rules: Rules[Any, Any],
    version: int,
    state: Any,
    seat: str | None,
    entry: Mapping[str, Any],
    *,
    with_move: bool = False,
    written: State | None = None,
) -> dict[str, Any]:
    """The answer to the move of log entry `entry`, which made the typed `state`, as
    `seat` (None: the public) sees it under rules version `version`: what the move's
    POST answers, and (`with_move`: the move itself too) what a stream's move event
    carries. Events and results are public by the engine contract. `written`: the
    state as the move wrote it for the store (`rules.to_wire(state)`), when at hand."""
    view = rules.view(state, seat, written)
    seen = {"state": stamped(view, version), **progress(rules, state)}
    found: dict[str, Any] = {
        "game": rules.id,  # what a typed client tells the games' answers apart by
        "version": entry["version"],
    }
    if with_move:  # a stream's order: the move, what it made, then the state
        found |= {"move": entry["move"], "events": entry["events"]}
        found |= {"result": entry.get("result"), **seen}
    else:
        found |= {**seen, "events": entry["events"], "result": entry.get("result")}
    if "hash" in entry:  # a chained session's entry: the chain's head once it is in
        found["chain"] = entry["hash"]
    if "clock" in entry:  # a table with a clock: the deadline the move started
        found["clock"] = entry["clock"]
    if with_move and "by" in entry:
        found["by"] = entry["by"]
    return found


# Every edition each game is served under; a session or a stamped state picks its own.
EDITIONS: dict[str, dict[int, Referee]] = {
    game_id: {version: Referee(game, SCHEMAS[game_id]) for version, game in editions.items()}
    for game_id, editions in ENGINE_EDITIONS.items()
    if game_id in SCHEMAS
}
# The current edition of each game: what a new game or an unstamped state is played under.
REFEREES: dict[str, Referee] = {
    game_id: editions[max(editions)] for game_id, editions in EDITIONS.items()
}


def referee_of(record: Mapping[str, Any]) -> Referee | None:
    """A stored session's referee: its game under the version it was created with (one
    from before sessions kept theirs plays the current one). None when this deployment
    no longer serves that game or version: it is never played on under other rules."""
    editions = EDITIONS.get(str(record.get("game")))
    if editions is None:
        return None
    fairness = record.get("fairness")
    if not isinstance(fairness, Mapping):
        return editions[max(editions)]
    version = fairness.get("rules_version")
    return editions.get(version) if isinstance(version, int) else None
