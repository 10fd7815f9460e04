"""The contract every game engine implements, and the errors it speaks.

Engines are pure: a state and a move go in, a new state, events and an optional
result come out, or an error explains why not. States, moves, events and results
are plain JSON-shaped dicts in the wire format of docs/api.md, so the schema layer can
hand them over without a conversion step. Engines import only the standard library.
"""

from __future__ import annotations

import hashlib
import json
import pickle
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

State = dict[str, Any]
Move = dict[str, Any]
Event = dict[str, Any]
Result = dict[str, Any]
# Nested field -> messages, shaped as marshmallow reports errors: {"hands": {"bob": ["..."]}}.
ErrorTree = dict[str, Any]


class RulesError(ValueError):
    """Base of everything an engine raises about its input."""


class IllegalMove(RulesError):
    """A well-formed move on a valid state that the rules forbid (HTTP 200, legal: false)."""

    def __init__(self, code: str, rule: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.rule = rule
        self.message = message

    def as_reason(self) -> dict[str, str]:
        return {"code": self.code, "rule": self.rule, "message": self.message}


class InvalidInput(RulesError):
    """Malformed or impossible input (HTTP 422). `errors` maps field paths to messages,
    relative to the object that was checked (the state, the move, the options...)."""

    def __init__(self, errors: ErrorTree) -> None:
        super().__init__(json.dumps(errors, sort_keys=True))
        self.errors = errors

    def nested(self, *path: str) -> InvalidInput:
        """The same errors, nested under `path` (e.g. "state")."""
        tree: ErrorTree = self.errors
        for key in reversed(path):
            tree = {key: tree}
        return InvalidInput(tree)


def invalid(path: Sequence[str | int], message: str) -> InvalidInput:
    """An InvalidInput for one field: invalid(["hands", "bob"], "unknown card 'x'")."""
    tree: Any = [message]
    for key in reversed(path):
        tree = {str(key): tree}
    return InvalidInput(tree)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What applying a legal move produced."""

    state: State
    events: list[Event]
    result: Result | None = None


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a game (G4): its JSON type, default and allowed values."""

    type: str  # "boolean" | "integer" | "string" | "array" | "object"
    default: Any
    description: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    # Extra validation/normalisation for structured options; raises InvalidInput
    # with paths relative to the option's value.
    check: Callable[[Any], Any] | None = field(default=None, compare=False)

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "default": self.default,
            "description": self.description,
        }
        if self.choices is not None:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out

    def resolve(self, name: str, value: Any) -> Any:
        """Check one option's value; returns the normalised value or raises InvalidInput."""
        expected: dict[str, type | tuple[type, ...]] = {
            "boolean": bool,
            "integer": int,
            "string": str,
            "array": list,
            "object": dict,
        }
        kind = expected[self.type]
        if not isinstance(value, kind) or (self.type == "integer" and isinstance(value, bool)):
            raise invalid([name], f"must be of type {self.type}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(json.dumps(c) for c in self.choices)
            raise invalid([name], f"must be one of {allowed}")
        if isinstance(value, int):  # bounds are for integer options
            if self.minimum is not None and value < self.minimum:
                raise invalid([name], f"must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise invalid([name], f"must be at most {self.maximum}")
        if self.check is not None:
            try:
                value = self.check(value)
            except InvalidInput as exc:
                raise exc.nested(name) from None
        return value


@dataclass(frozen=True, slots=True)
class ReasonCode:
    code: str
    rule: str
    description: str


# Reasons every game shares (docs/api.md#errors).
NOT_YOUR_TURN = ReasonCode("NOT_YOUR_TURN", "G1", "Another player must act now.")
WRONG_PHASE = ReasonCode("WRONG_PHASE", "G2", "This move type is not allowed in the current phase.")
CARD_NOT_IN_HAND = ReasonCode("CARD_NOT_IN_HAND", "G3", "The player does not hold that card.")
SHARED_REASONS = (NOT_YOUR_TURN, WRONG_PHASE, CARD_NOT_IN_HAND)


def illegal(reason: ReasonCode, message: str, rule: str | None = None) -> IllegalMove:
    """`rule` cites a narrower rule than the code's own where one applies (Meow 10's play
    limit is M3's, or M4's on a rainbow); the code stays the same for clients."""
    return IllegalMove(reason.code, rule or reason.rule, message)


# Options as resolved, keyed by what clients send, so a fixed number is kept (all dropped
# when full: one clear, never a partial walk another thread could trip over). Only options
# that pass their checks are kept, the largest a Copy Cat `deck` of 128 codes of 64
# characters, key and value together: <= 64 x 26 KB = 1.7 MB
# (tests/engines/test_cache_bounds.py).
_RESOLVED_OPTIONS: dict[tuple[str, bytes | str], dict[str, Any]] = {}
_RESOLVED_OPTIONS_MAX = 64


def _options_key(given: Mapping[str, Any] | None) -> bytes | str:
    """What resolved options are memoised by. Like repr, pickle encodes each value's type
    (1, true and 1.0 differ; == would mix them up), at 2-3x repr's speed on real options;
    anything pickle cannot encode is keyed by its repr, as it always was."""
    try:
        return pickle.dumps(given, pickle.HIGHEST_PROTOCOL)
    except Exception:
        return repr(given)


class Game(ABC):
    """One game's rules. Subclasses are stateless singletons registered in `engines.REGISTRY`.

    Every method is pure: no argument is mutated, no I/O happens, and all randomness
    comes from the state's `seed` plus counters the state carries. Events are public:
    they never name a card hidden from some seat (a draw gives a count), because sessions
    send every event to every seat.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    options: Mapping[str, OptionSpec]
    move_types: tuple[str, ...]
    reasons: tuple[ReasonCode, ...]  # including SHARED_REASONS
    event_types: tuple[str, ...]
    rules_version: int = 1  # the edition of the readings this engine plays (docs/rules.md)

    # -- options and catalogue ------------------------------------------------

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check every given option (G4). Errors are relative to options.

        Clients send back the options a state came with on every request, so results are
        memoised (by `_options_key`, which tells 1 from true, unlike ==). The copy is
        shallow: nested option values are shared and, like every state, never mutated."""
        key = (self.id, _options_key(given))
        cached = _RESOLVED_OPTIONS.get(key)
        if cached is None:
            cached = self._resolve_options(given)
            if len(_RESOLVED_OPTIONS) >= _RESOLVED_OPTIONS_MAX:
                _RESOLVED_OPTIONS.clear()
            _RESOLVED_OPTIONS[key] = cached
        return dict(cached)

    def load_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """resolve_options for options found in a request or state: errors nest under
        `options`, as they appear in the body."""
        if given is not None and not isinstance(given, Mapping):
            raise invalid(["options"], "must be an object")
        try:
            return self.resolve_options(given)
        except InvalidInput as exc:
            raise exc.nested("options") from None

    def _resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        given = given or {}
        unknown = sorted(set(given) - set(self.options))
        if unknown:
            raise InvalidInput({name: ["unknown option"] for name in unknown})
        out: dict[str, Any] = {}
        for name, spec in self.options.items():
            out[name] = spec.resolve(name, given[name]) if name in given else clone(spec.default)
        return out

    def describe(self) -> dict[str, Any]:
        """GET /v1/games/{game}: everything a frontend needs to know up front."""
        defaults = self.resolve_options(None)
        return {
            "id": self.id,
            "name": self.name,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": {name: spec.describe() for name, spec in self.options.items()},
            "catalogue": self.catalogue(defaults),
            "move_types": list(self.move_types),
            "reason_codes": [
                {"code": r.code, "rule": r.rule, "description": r.description} for r in self.reasons
            ],
            "event_types": list(self.event_types),
        }

    @abstractmethod
    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The components in force under `options` (cards with their attributes, prices...)."""

    # -- the game -------------------------------------------------------------

    @abstractmethod
    def setup(
        self,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        seed: str | None = None,
        starter: str | None = None,
        deck: Sequence[str] | None = None,
    ) -> State:
        """A fresh game. Raises InvalidInput (paths relative to the setup body)."""

    @abstractmethod
    def load_state(self, raw: Mapping[str, Any]) -> State:
        """Check a client-supplied state and return it normalised (defaults filled, options
        resolved, a seed derived when missing). Raises InvalidInput with paths relative to
        the state for impossible states (docs/api.md#errors: over-represented components,
        wrong player maps, contradictions, unknown codes)."""

    @abstractmethod
    def load_move(self, state: State, raw: Mapping[str, Any]) -> Move:
        """Check that a move is well formed for this state (known type, known cards,
        a player of the game, numbers in range). Raises InvalidInput relative to the move.
        Whether the move is *legal* is apply's business."""

    @abstractmethod
    def apply(self, state: State, move: Move) -> Outcome:
        """Apply a loaded move to a loaded state. Raises IllegalMove. Never mutates `state`."""

    @abstractmethod
    def legal_moves(self, state: State) -> tuple[str | None, Iterable[Move]]:
        """(player to act, every distinct legal move in a stable order). The player is None
        when any player may act (the moves are then listed once per player)."""

    def seat_moves(self, state: State, seat: str) -> tuple[str | None, Iterator[Move]]:
        """(player to act, the legal moves `seat` may send now, in legal_moves' order): what
        a session lists for a seat's token. Only the seat's own moves, so the listing shows
        nothing of another hand; and every game lists a player's moves from that player's
        view alone (tests/engines/test_contract.py), so it shows nothing hidden either."""
        player, moves = self.legal_moves(state)
        if player is not None and player != seat:  # without listing every move to find none
            return player, iter(())
        return player, (move for move in moves if move["player"] == seat)

    @abstractmethod
    def score(self, body: Mapping[str, Any]) -> dict[str, Any]:
        """POST /score: the game's scoring from hands alone. Raises InvalidInput."""

    def is_over(self, state: State) -> bool:
        """Whether nothing can follow: the game (Copy Cat: the match) is over."""
        return bool(state.get("status") == "game_over")

    @abstractmethod
    def view(self, state: State, seat: str | None) -> State:
        """What `seat` may see (None: the public). Hidden piles become their lengths;
        `seed` is removed."""


def clone(value: Any) -> Any:
    """A deep copy of JSON-shaped data, several times faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
    return value


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def derive_seed(state: Mapping[str, Any]) -> str:
    """A state without `seed` gets one derived from its own content (docs/api.md#conventions)."""
    content = {k: v for k, v in state.items() if k != "seed"}
    return "derived:" + hashlib.sha256(canonical_json(content).encode()).hexdigest()


def check_players(players: Any, game: Game, path: Sequence[str] = ("players",)) -> list[str]:
    """Players: 2..max unique ids (the id pattern itself is checked by the schema layer)."""
    if not isinstance(players, list):
        raise invalid(path, "must be a list of player ids")
    for p in players:  # a plain loop: all(<generator>) costs twice as much on a few ids
        if not isinstance(p, str):
            raise invalid(path, "must be a list of player ids")
    if len(set(players)) != len(players):
        raise invalid(path, "player ids must be unique")
    if not game.min_players <= len(players) <= game.max_players:
        raise invalid(path, f"{game.name} takes {game.min_players} to {game.max_players} players")
    return list(players)


def check_player_map(state: Mapping[str, Any], key: str, players: Sequence[str]) -> dict[str, Any]:
    """A per-player map must have exactly the game's players (docs/api.md#conventions)."""
    value = state.get(key)
    if not isinstance(value, dict):
        raise invalid([key], "must be an object keyed by player id")
    if value.keys() == set(players):  # the usual case, in one C-level comparison
        return value
    missing = [p for p in players if p not in value]
    extra = [p for p in value if p not in players]
    if missing or extra:
        errors: ErrorTree = {}
        for p in missing:
            errors[p] = ["missing player"]
        for p in extra:
            errors[p] = ["not a player of this game"]
        raise InvalidInput({key: errors})
    return value


def is_mapping(value: Any) -> bool:
    """isinstance(value, Mapping), asking the slow ABC only when value is not a plain dict."""
    return type(value) is dict or isinstance(value, Mapping)


def all_known(codes: list[Any], known: frozenset[str]) -> bool:
    """Whether every item is one of the `known` codes: a C-level subset test for the usual
    case, before any loop that names the first bad item. Only a str equals a str, so it
    also proves the items are strings."""
    try:
        return known.issuperset(codes)
    except TypeError:  # an unhashable item (a list, an object): not a code
        return False


def pooled(hands: Mapping[str, list[str]], players: Sequence[str], *piles: list[str]) -> list[str]:
    """Every card of the hands in seat order, then of each pile, in one list: counted or
    subset-tested once, where a Counter.update or a check per pile cost more."""
    every: list[str] = []
    for p in players:
        every += hands[p]
    for pile in piles:
        every += pile
    return every


def load_codes(
    value: Any, path: Sequence[str | int], known: frozenset[str], what: str = "card"
) -> list[str]:
    """A pile of `known` codes, copied; InvalidInput naming the first bad item otherwise."""
    if not isinstance(value, list):
        raise invalid(path, f"must be a list of {what} codes")
    if not all_known(value, known):
        for i, code in enumerate(value):
            if not isinstance(code, str) or code not in known:
                raise invalid([*path, i], f"unknown {what} {code!r}")
    return list(value)


def check_player(value: Any, players: Sequence[str], path: Sequence[str | int]) -> str:
    if value not in players:
        raise invalid(path, "not a player of this game")
    player: str = value  # equal to a player id, so a str
    return player


def next_seat(players: Sequence[str], player: str, step: int = 1) -> str:
    return players[(players.index(player) + step) % len(players)]


def deal(
    players: Sequence[str], order: Sequence[str], starter: str, size: int
) -> dict[str, list[str]]:
    """`size` cards each, one card at a time in seat order from the starter (docs/api.md), off the
    top of `order` (index 0). The first size x len(players) cards of `order` are dealt."""
    start = players.index(starter)
    seats = [*players[start:], *players[:start]]
    hands: dict[str, list[str]] = {p: [] for p in players}
    for i in range(size * len(players)):
        hands[seats[i % len(seats)]].append(order[i])
    return hands
