"""The contract every game engine implements, and the errors it speaks.

`Rules[S, M]` is the engine contract (docs/design.md): one game's rules on its typed,
immutable state `S` and moves `M`. It says who acts (`to_act`: a seat, anyone, or
nobody because the game is over), whether the game is over and how (`outcome`), the
legal moves, how a move applies (a verify / can / do triad per move kind, shared by
listing and applying), and what each seat may see (`hidden`, masked by one helper).
A state the game made enters from the wire in one place (`from_wire`), a client's in
another (`load_state`, which checks it), and every state leaves in one (`to_wire`), each
derived from the game's declared types (engines/wire.py) where it declares them.

`WireGame` (`Game`) is the same rules spoken in wire JSON (plain dicts, docs/api.md),
what `engines.REGISTRY` holds: tools, tests and benchmarks drive engines through it, and
the service speaks the contract behind it (`rules`). A step's events and result are wire
JSON on both faces: written once as the step is made (a declared game's from its typed
events, `wire.write`), read by nobody but the wire.

Engines import only the standard library.
"""

from __future__ import annotations

import hashlib
import json
import pickle
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Protocol, TypeVar

from .wire import Codec, codec, hidden_places, options_decoder, union
from .wire import Place as Place
from .wire import readonly as readonly

State = dict[str, Any]  # a state on the wire
Move = dict[str, Any]  # a move on the wire
Event = dict[str, Any]
Result = dict[str, Any]
# Nested field -> messages, shaped as marshmallow reports errors: {"hands": {"bob": ["..."]}}.
ErrorTree = dict[str, Any]


class PlayerMove(Protocol):
    """What every typed move declares first: the player who sends it."""

    @property
    def player(self) -> str: ...


S = TypeVar("S")  # a game's typed state
M = TypeVar("M", bound=PlayerMove)  # a game's typed move
K = TypeVar("K")
V = TypeVar("V")
Opts = TypeVar("Opts")  # a game's typed options


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


# -- who acts, how it ended, what a move made ---------------------------------------


@dataclass(frozen=True, slots=True)
class Seat:
    """One player must act now."""

    player: str


@dataclass(frozen=True, slots=True)
class Anyone:
    """Any player may act (Meow 10's next_round, Cat Tower's Rush for the Fish)."""


@dataclass(frozen=True, slots=True)
class Nobody:
    """Nothing can follow: the game is over."""


ANYONE = Anyone()
NOBODY = Nobody()
Actor = Seat | Anyone | Nobody


def wire_player(actor: Actor) -> str | None:
    """The `player` a legal-moves answer names: the seat to act, null for anyone or nobody."""
    return actor.player if isinstance(actor, Seat) else None


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended (python-chess's outcome as data): who won, and why it ended,
    in a word of the game's own (Meow 10: "score_limit")."""

    winners: tuple[str, ...]
    end: str


@dataclass(frozen=True, slots=True)
class Step(Generic[S]):
    """What applying a legal move produced: the next state, the public events (never a
    card hidden from some seat: sessions send every event to every seat), and the
    result when the move ended a round, game or match."""

    state: S
    events: list[Event]
    result: Result | None = None


# -- options, reasons ---------------------------------------------------------------


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
        if not (is_integer(value) if self.type == "integer" else isinstance(value, kind)):
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


def passes(verify: Callable[[], object]) -> bool:
    """The `can_*` of a triad: whether its `verify_*` lets the move through."""
    try:
        verify()
    except IllegalMove:
        return False
    return True


@dataclass(slots=True)
class _Resolved:
    """One memoised set of options: as resolved, and as the game's typed value, built from
    them once (with the builder that made it: a game's editions may build their own)."""

    options: dict[str, Any]
    typed: tuple[Callable[[Any], Any], Any] | None = None


# Options as resolved, keyed by what clients send, so a fixed number is kept (all dropped
# when full: one clear, never a partial walk another thread could trip over). Only options
# that pass their checks are kept, the largest a Copy Cat `deck` of 128 codes of 64
# characters: key, resolved options and typed ones (its cards) together <= 16 x 110 KB =
# 1.7 MB (tests/engines/test_cache_bounds.py).
_RESOLVED_OPTIONS: dict[tuple[str, bytes | str], _Resolved] = {}
_RESOLVED_OPTIONS_MAX = 16


class Seated(dict[str, Any]):
    """A client's state as a schema's quick test read it, which found every per-player map
    keyed by exactly the players (schemas/loader.py, `Quick`): `load_state` does not look
    at those keys again."""

    __slots__ = ()


class WrittenOptions(dict[str, Any]):
    """Options as a client sent them, with `key`: b"j" and a digest of their JSON, which the
    schema layer takes to know options it has checked before. That is their memo key here
    too: JSON tells 1 from true as pickle does, at a third of pickle's cost (engines write
    no JSON themselves), and a pickle never begins with "j" (its first byte is 0x80)."""

    __slots__ = ("key",)

    def __init__(self, given: Mapping[str, Any], key: bytes) -> None:
        super().__init__(given)
        self.key = key


def _options_key(given: Mapping[str, Any] | None) -> bytes | str:
    """What resolved options are memoised by. Like repr, pickle encodes each value's type
    (1, true and 1.0 differ; == would mix them up), at 2-3x repr's speed on real options;
    anything pickle cannot encode is keyed by its repr; written options by their own key."""
    if type(given) is WrittenOptions:
        return given.key
    try:
        return pickle.dumps(given, pickle.HIGHEST_PROTOCOL)
    except Exception:
        return repr(given)


class GameInfo(ABC):
    """What a game is, on both faces: its name, seats, options, catalogue and vocabulary
    (GET /v1/games/{game}), and the checks of players and options every body starts with."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: Mapping[str, OptionSpec]
    move_types: tuple[str, ...]
    reasons: tuple[ReasonCode, ...]  # including SHARED_REASONS
    event_types: tuple[str, ...]
    rules_version: int = 1  # the edition of the readings this engine plays (docs/rules.md)

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check every given option (G4). Errors are relative to options.

        The copy is shallow: nested option values are shared and, like every state, never
        mutated."""
        return dict(self._resolved(given).options)

    def _resolved(self, given: Mapping[str, Any] | None) -> _Resolved:
        """Clients send back the options a state came with on every request, so results are
        memoised (by `_options_key`, which tells 1 from true, unlike ==)."""
        key = (self.id, _options_key(given))
        cached = _RESOLVED_OPTIONS.get(key)
        if cached is None:
            cached = _Resolved(self._resolve_options(given))
            if len(_RESOLVED_OPTIONS) >= _RESOLVED_OPTIONS_MAX:
                _RESOLVED_OPTIONS.clear()
            _RESOLVED_OPTIONS[key] = cached
        return cached

    def load_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """resolve_options for options found in a request or state: errors nest under
        `options`, as they appear in the body."""
        return dict(self._loaded(given).options)

    def load_options_as(
        self, given: Mapping[str, Any] | None, build: Callable[[Any], Opts]
    ) -> Opts:
        """`build(self.load_options(given))`: a game's typed options (its
        `Options.from_wire`), memoised beside the resolved ones. They are frozen, so one
        value serves every request that sends the same options: 33,400 instructions of a
        Copy Cat validate-move's 1.19 million (2.8%, its cards' tables; `bench.instructions`)."""
        resolved = self._loaded(given)
        typed = resolved.typed
        if typed is None or typed[0] != build:  # ==: a bound method is new on each access
            typed = resolved.typed = (build, build(dict(resolved.options)))
        return typed[1]

    def _loaded(self, given: Mapping[str, Any] | None) -> _Resolved:
        try:
            return self._resolved(given)
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
        """The components in force under resolved `options` (cards with their attributes...)."""

    def check_player_count(
        self, players: Sequence[str], path: Sequence[str] = ("players",)
    ) -> tuple[str, ...]:
        """How many players this game seats. That they are distinct, well-formed ids is the
        schema's check (schemas/fields.py PlayerIds)."""
        if not self.min_players <= len(players) <= self.max_players:
            raise invalid(
                path, f"{self.name} takes {self.min_players} to {self.max_players} players"
            )
        return tuple(players)

    def score_prologue(
        self, body: Mapping[str, Any]
    ) -> tuple[tuple[str, ...], dict[str, Any], Mapping[str, Any]]:
        """What every POST /score body is checked for first, in this order: the player
        count, the options (resolved), and `hands` holding exactly the players."""
        players = self.check_player_count(body["players"])
        options = self.load_options(body.get("options"))
        hands = check_player_map(body, "hands", players)
        return players, options, hands


# -- the contract -------------------------------------------------------------------


class Rules(GameInfo, Generic[S, M]):
    """One game's rules on its typed state `S` and moves `M` (docs/design.md).

    Every method is pure: no argument is mutated (states are immutable anyway), no I/O
    happens, and all randomness comes from the state's `seed` plus counters the state
    carries. The schema layer has checked the wire's shape before anything here runs;
    these methods check meaning, on typed values."""

    # Wire fields keyed by player id: each must hold exactly the players
    # (docs/api.md#conventions). Checked before a client state is built; an absent one
    # is optional (the schema says which are required).
    player_maps: tuple[str, ...] = ()

    # The game's declared types (engines/wire.py): its state, its move kinds and its
    # event kinds. The wire codec, `hidden` and the schemas are derived from them; a
    # game that declares them writes none of those.
    state_type: type[S]
    move_kinds: tuple[type[M], ...] = ()
    event_kinds: tuple[type, ...] = ()

    # -- the wire: one way in, one way out ------------------------------------------

    @cached_property
    def _state_codec(self) -> Codec:
        return codec(self.state_type)

    @cached_property
    def _state_load(self) -> Callable[[Mapping[str, Any], Any, str], S]:
        """The codec's build of a client's state, its typed options and seed given."""
        load = self._state_codec.load
        assert load is not None, f"{self.state_type.__name__} declares no options"
        return load

    @cached_property
    def _options_codec(self) -> Callable[[Any], Any]:
        """The typed options' builder the state declares (`load_options_as` memoises it)."""
        return options_decoder(self.state_type)

    @cached_property
    def _move_codec(self) -> Codec:
        return union(self.move_kinds)

    def from_wire(self, wire: Mapping[str, Any]) -> S:
        """The typed state of a trusted wire state: one the game made (a stored session's,
        or one `load_state` checked and `to_wire` wrote). Builds, checks nothing."""
        state: S = self._state_codec.from_wire(wire)
        return state

    def to_wire(self, state: S) -> State:
        """The state as JSON (docs/api.md, docs/games/), fresh: the caller may keep or change it."""
        return self._state_codec.to_wire(state)

    def move_from_wire(self, wire: Mapping[str, Any]) -> M:
        """The typed move of a move the game's move schema loaded. Builds, checks nothing."""
        move: M = self._move_codec.from_wire(wire)
        return move

    def move_to_wire(self, move: M) -> Move:
        """The move as JSON, as a session's log and a legal-moves listing show it."""
        return self._move_codec.to_wire(move)

    # -- client input ---------------------------------------------------------------

    def load_state(self, wire: Mapping[str, Any]) -> S:
        """A client's state, shape-checked by the schema, checked for meaning: players and
        options first, then the per-player maps, then the game's `check` on the typed state,
        built once with its typed options (resolved, defaults filled, memoised). A missing
        seed is derived from the content (docs/api.md#conventions). Raises InvalidInput
        relative to the state."""
        players = self.check_player_count(wire["players"])
        options = self.load_options_as(wire.get("options"), self._options_codec)
        self.check_player_maps(wire, players)
        seed = wire.get("seed")
        state = self._state_load(wire, options, "" if seed is None else seed)
        self.check(state)
        if seed is None:
            state = self._state_load(wire, options, derive_seed(self.to_wire(state)))
        return state

    def check_player_maps(self, wire: Mapping[str, Any], players: Sequence[str]) -> None:
        """Each per-player map a client's state holds has exactly the players, unless the
        schema's quick path found them so (`Seated`)."""
        if type(wire) is Seated:
            return
        for key in self.player_maps:
            if key in wire:
                check_player_map(wire, key, players)

    @abstractmethod
    def check(self, state: S) -> None:
        """Raise InvalidInput (paths relative to the state) for an impossible state: unknown
        codes, components over-represented, contradictions (docs/api.md#errors)."""

    def load_move(self, state: S, wire: Mapping[str, Any]) -> M:
        """A client's move, shape-checked by the schema, checked for meaning against
        `state`. Raises InvalidInput relative to the move; whether the move is legal is
        `apply`'s business."""
        move = self.move_from_wire(wire)
        self.check_move(state, move)
        return move

    @abstractmethod
    def check_move(self, state: S, move: M) -> None:
        """Raise InvalidInput if the move names what this game has not: a player not
        seated, a code no component has under the state's options."""

    # -- the game -------------------------------------------------------------------

    @abstractmethod
    def setup(
        self,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        seed: str | None = None,
        starter: str | None = None,
        deck: Sequence[str] | None = None,
    ) -> S:
        """A fresh game. Raises InvalidInput (paths relative to the setup body)."""

    @abstractmethod
    def to_act(self, state: S) -> Actor:
        """Who acts now: one seat, anyone (each player's moves are listed), or nobody."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """How the game (Copy Cat: the match) ended; None while it goes on."""

    def is_over(self, state: S) -> bool:
        return self.outcome(state) is not None

    @abstractmethod
    def legal_moves(self, state: S) -> Iterator[M]:
        """Every distinct legal move in a stable order, lazily (a listing can run to
        millions of moves). Each passes the same `verify_*` that `apply` runs."""

    def mover(self, move: M) -> str:
        """The player who sends `move`: the `player` every move declares."""
        return move.player

    def seat_moves(self, state: S, seat: str) -> Iterator[M]:
        """The legal moves `seat` may send now, in legal_moves' order: what a session lists
        for a seat's token. Only the seat's own moves, so the listing shows nothing of
        another hand; and every game lists a player's moves from that player's view alone
        (tests/engines/test_contract.py), so it shows nothing hidden either."""
        actor = self.to_act(state)
        if isinstance(actor, Seat) and actor.player != seat:  # without listing them all
            return iter(())
        return (move for move in self.legal_moves(state) if self.mover(move) == seat)

    @abstractmethod
    def apply(self, state: S, move: M) -> Step[S]:
        """Apply a loaded move: the move kind's `verify_*` (raises IllegalMove), then its
        change. `state` is left as it was."""

    # -- what each seat sees, and scoring ------------------------------------------------

    def hidden(self, state: S, seat: str | None) -> Iterable[Place]:
        """The places of the wire state that `seat` (None: the public) may not see: each
        is shown as its length (docs/api.md#views). A declared state's are its fields'
        sights (engines/wire.py `Sight`)."""
        return hidden_places(self.state_type, state, seat)

    def view(self, state: S, seat: str | None, written: State | None = None) -> State:
        """What `seat` may see: the wire state without `seed`, each hidden place masked.
        `written`: `to_wire(state)` when the caller has it already (a move writes its state
        for the store first), which the view masks rather than writing the state again."""
        return masked(self.to_wire(state) if written is None else written, self.hidden(state, seat))

    @abstractmethod
    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: the game's scoring from hands alone (a body the schema loaded).
        Starts with `score_prologue`. Raises InvalidInput."""

    # -- standings ----------------------------------------------------------------------

    @abstractmethod
    def standings(self, state: S) -> Mapping[str, int | float]:
        """Every player, in seat order, and their running standing in the game's own terms
        (docs/games/): what decides the winner once `outcome` names one. Public: it
        reveals nothing a view hides."""


# -- the wire face ------------------------------------------------------------------


class WireGame(GameInfo, Generic[S, M]):
    """One game's rules on wire JSON: what `engines.REGISTRY` holds, for tools, tests and
    benchmarks; `rules` is the typed contract the service speaks. States and moves given
    are trusted as `from_wire` trusts them (made by the game, or checked by `load_state` /
    `load_move`)."""

    rules: Rules[S, M]

    def __init__(self, rules: Rules[S, M]) -> None:
        self.rules = rules
        self.id, self.name = rules.id, rules.name
        self.min_players, self.max_players = rules.min_players, rules.max_players
        self.options, self.move_types = rules.options, rules.move_types
        self.reasons, self.event_types = rules.reasons, rules.event_types
        self.rules_version = rules.rules_version

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return self.rules.catalogue(options)

    def setup(
        self,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        seed: str | None = None,
        starter: str | None = None,
        deck: Sequence[str] | None = None,
    ) -> State:
        return self.rules.to_wire(self.rules.setup(players, options, seed, starter, deck))

    def load_state(self, raw: Mapping[str, Any]) -> State:
        return self.rules.to_wire(self.rules.load_state(raw))

    def load_move(self, state: State, raw: Mapping[str, Any]) -> Move:
        rules = self.rules
        return rules.move_to_wire(rules.load_move(rules.from_wire(state), raw))

    def apply(self, state: State, move: Move) -> Step[State]:
        rules = self.rules
        step = rules.apply(rules.from_wire(state), rules.move_from_wire(move))
        return Step(rules.to_wire(step.state), step.events, step.result)

    def legal_moves(self, state: State) -> tuple[str | None, Iterable[Move]]:
        rules = self.rules
        typed = rules.from_wire(state)
        return wire_player(rules.to_act(typed)), map(rules.move_to_wire, rules.legal_moves(typed))

    def seat_moves(self, state: State, seat: str) -> tuple[str | None, Iterable[Move]]:
        rules = self.rules
        typed = rules.from_wire(state)
        moves = rules.seat_moves(typed, seat)
        return wire_player(rules.to_act(typed)), map(rules.move_to_wire, moves)

    def score(self, body: Mapping[str, Any]) -> Result:
        return self.rules.score(body)

    def is_over(self, state: State) -> bool:
        return self.rules.is_over(self.rules.from_wire(state))

    def view(self, state: State, seat: str | None) -> State:
        return self.rules.view(self.rules.from_wire(state), seat)


# What a registry entry is, whichever game it holds.
Game = WireGame[Any, Any]


# -- helpers ------------------------------------------------------------------------


def with_entry(mapping: Mapping[K, V], key: K, value: V) -> Mapping[K, V]:
    """A read-only copy of `mapping` with `key` set to `value`."""
    return readonly({**mapping, key: value})


def masked(wire: State, places: Iterable[Place]) -> State:
    """A view of a fresh wire state: `seed` removed and each place (a list) replaced by its
    length. The containers on a place's path are copied, so `wire` is left as it was."""
    out = {key: value for key, value in wire.items() if key != "seed"}
    for place in places:
        holder = out
        for key in place[:-1]:
            child = dict(holder[key])
            holder[key] = child
            holder = child
        holder[place[-1]] = len(holder[place[-1]])
    return out


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


def check_player_map(state: Mapping[str, Any], key: str, players: Sequence[str]) -> dict[str, Any]:
    """A per-player map must have exactly the game's players (docs/api.md#conventions);
    that it is an object keyed by player ids is the schema's check (`PerPlayer`)."""
    value: dict[str, Any] = state[key]
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


def is_integer(value: Any) -> bool:
    """A JSON integer: an int and not a bool, which Python counts as one."""
    return isinstance(value, int) and not isinstance(value, bool)


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
