"""Cat Tower: stack cat cards onto a tower; the table reports what fell (docs/rules.md T1-T8).

The tower is physical (or simulated by a frontend), so the referee never decides whether it
falls: each stack move reports what fell (T4), the referee checks that the report is possible
and applies the penalty (T5). Die rolls and token flips come from the seed and the `rolls` and
`flips` counters the state carries, or are reported by the table with `physical_dice` (T3).

A turn is a chain of pending actions, one at a time (`Pending`, below, says what follows
each): a roll, then what the die asks (T6): one or two stacks, or a give and the
recipient's stack. A Fatty Catty card flips a token, whose action may pass to the next
player (`current` then names them: the token uses up their turn) and chain. A fall ends
the turn once its penalty is taken: "The next player begins their turn as usual"
(rulebook, Falling Cards), so no second card and no token follow it. With `variant: rush`
(T8) every player stacks onto their own tower at any time and `finish` claims the win.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import chain
from typing import Any, ClassVar, NamedTuple

from . import rng, wire
from .base import (
    ANYONE,
    CARD_NOT_IN_HAND,
    NOBODY,
    NOT_YOUR_TURN,
    SHARED_REASONS,
    WRONG_PHASE,
    Actor,
    Event,
    InvalidInput,
    OptionSpec,
    Outcome,
    Place,
    ReasonCode,
    Result,
    Rules,
    Seat,
    Step,
    check_player,
    check_player_map,
    deal,
    derive_seed,
    illegal,
    invalid,
    next_seat,
    passes,
    readonly,
    with_entry,
)
from .frozen import frozen, replace
from .wire import Sight, write

# -- components (T1) -----------------------------------------------------------------------


class Face(StrEnum):
    """The die's five results (T6)."""

    ONE_CAT = "one_cat"
    TWO_CATS = "two_cats"
    DRIED_FISH = "dried_fish"
    FATTY_CATTY = "fatty_catty"
    CAT_PAWS = "cat_paws"


class Token(StrEnum):
    """The tokens a Fatty Catty card flips (T6), in catalogue order."""

    ALL_CATS_ARE_EQUAL = "all_cats_are_equal"
    TURN_AROUND = "turn_around"
    SKIP = "skip"
    FATTY_CATTY = "fatty_catty"
    CAT_BELLY = "cat_belly"
    CAT_PAWS = "cat_paws"


CAT_CODES = tuple(f"cat-{i}" for i in range(1, 8))
CAT_COPIES = 6
CAT_DECK = tuple(code for code in CAT_CODES for _ in range(CAT_COPIES))  # 42 cards
CAT_COUNTS = Counter(CAT_DECK)
FATTY_CARDS = 12  # 2 types x 6, interchangeable (T2)
FATTY_TYPES = 2
TOKEN_COUNTS = {
    Token.ALL_CATS_ARE_EQUAL: 5,
    Token.TURN_AROUND: 2,
    Token.SKIP: 2,
    Token.FATTY_CATTY: 2,
    Token.CAT_BELLY: 2,
    Token.CAT_PAWS: 2,
}
KNOWN_CATS = frozenset(CAT_CODES)
KNOWN_TOKENS = frozenset(Token)
SORTED_CATS = tuple(sorted(CAT_CODES))  # the order of excess reports
SORTED_TOKENS = tuple(sorted(Token))
TOKEN_RANK = {code.value: i for i, code in enumerate(Token)}  # the pool's canonical order
FULL_POOL = tuple(code.value for code, n in TOKEN_COUNTS.items() for _ in range(n))
DIE_SIDES = (
    Face.ONE_CAT,
    Face.ONE_CAT,
    Face.TWO_CATS,
    Face.DRIED_FISH,
    Face.FATTY_CATTY,
    Face.CAT_PAWS,
)
FACES = tuple(Face)
HAND_SIZE = 7  # T2
NO_BASE_PLAYERS = 6  # T2: no base card with 6 players

FACE_EFFECTS = {
    Face.ONE_CAT: "Stack one cat card.",
    Face.TWO_CATS: "Stack two cat cards, one after another.",
    Face.DRIED_FISH: "Stack one cat card upside down.",
    Face.FATTY_CATTY: "Stack a Fatty Catty card, flip a token onto it and perform its action.",
    Face.CAT_PAWS: "Give one of your cat cards to another player, who stacks it.",
}
TOKEN_EFFECTS = {
    Token.ALL_CATS_ARE_EQUAL: "All hands are pooled, shuffled and dealt out from the flipper.",
    Token.TURN_AROUND: "Reverse the playing order.",
    Token.SKIP: "Skip the next player.",
    Token.FATTY_CATTY: "The next player stacks a Fatty Catty card and flips a token; their "
    "turn ends.",
    Token.CAT_BELLY: "The next player stacks one cat card upright; their turn ends.",
    Token.CAT_PAWS: "Give a cat card to the next player, who stacks it; their turn ends.",
}

TOWER_FIELDS = ("cat_cards", "fatty_cards", "tokens")
MAX_PIECES = 64  # more than any tower of the game can hold; bounds the work per request
RUSH_PENDING = {
    "action": "stack",
    "player": None,
    "kind": "cat",
    "remaining": 1,
    "upside_down": False,
}

# -- reasons ---------------------------------------------------------------------------------

WRONG_PIECE = ReasonCode(
    "WRONG_PIECE", "T6", "The die or token asks for the other kind of piece (cat or Fatty Catty)."
)
MUST_STACK_GIVEN_CARD = ReasonCode(
    "MUST_STACK_GIVEN_CARD", "T6", "A player given a card by Cat Paws must stack that card."
)
WRONG_RECIPIENT = ReasonCode(
    "WRONG_RECIPIENT", "T6", "Cat Paws gives to another player (the next one, for the token)."
)
FACE_REQUIRED = ReasonCode(
    "FACE_REQUIRED", "T3", "With physical_dice the roll must report the face rolled."
)
FACE_NOT_ALLOWED = ReasonCode(
    "FACE_NOT_ALLOWED", "T3", "The referee rolls the die unless physical_dice is on."
)
TOKEN_REQUIRED = ReasonCode(
    "TOKEN_REQUIRED",
    "T3",
    "With physical_dice a Fatty Catty card stacked with nothing fallen reports its token.",
)
TOKEN_NOT_ALLOWED = ReasonCode(
    "TOKEN_NOT_ALLOWED", "T3", "No token is reported: the referee flips, or no token is flipped."
)
TOKEN_NOT_IN_POOL = ReasonCode(
    "TOKEN_NOT_IN_POOL", "T6", "The reported token is not in the face-down pool."
)
RUSH_CATS_ONLY = ReasonCode(
    "RUSH_CATS_ONLY", "T8", "In Rush for the Fish only cat cards are stacked."
)
TOWER_NOT_COMPLETE = ReasonCode(
    "TOWER_NOT_COMPLETE", "T8", "A tower is complete only once its player has no cards in hand."
)


# -- options, state ----------------------------------------------------------------------------


class Variant(StrEnum):
    STANDARD = "standard"
    RUSH = "rush"  # T8: Rush for the Fish


class Status(StrEnum):
    PLAYING = "playing"
    GAME_OVER = "game_over"  # T7, T8: nothing may follow


class StackKind(StrEnum):
    """The piece a stack asks for, or stacked: a cat card or a Fatty Catty card."""

    CAT = "cat"
    FATTY = "fatty"


class End(StrEnum):
    EMPTY_HAND = "empty_hand"  # T7
    RUSH_FINISH = "rush_finish"  # T8


class SkipReason(StrEnum):
    """Why a Fatty Catty action was skipped (T6)."""

    FATTY_SUPPLY_EMPTY = "fatty_supply_empty"
    TOKEN_POOL_EMPTY = "token_pool_empty"


DIRECTIONS = (1, -1)  # clockwise, and after an odd number of Turn Arounds
OPTIONS_DOC = (
    "physical_dice: boolean, the table reports die faces and flipped tokens (T3); "
    "variant: standard | rush (Rush for the Fish, T8). "
    "Returned states carry every option in force."
)


@frozen
class Options:
    """The options in force (resolved: every option present)."""

    physical_dice: bool  # T3: the table reports faces and tokens
    variant: Variant

    @staticmethod
    def from_wire(wire: Mapping[str, Any]) -> Options:
        return Options(physical_dice=wire["physical_dice"], variant=Variant(wire["variant"]))

    def to_wire(self) -> dict[str, Any]:
        return {"physical_dice": self.physical_dice, "variant": self.variant.value}

    @property
    def rush(self) -> bool:
        return self.variant is Variant.RUSH


@frozen
class Tower:
    cat_cards: tuple[str, ...] = wire.codes("Bottom to top.", max_items=MAX_PIECES)
    fatty_cards: int = wire.integer(minimum=0)
    tokens: tuple[str, ...] = wire.codes("Bottom to top.", max_items=MAX_PIECES)


EMPTY_TOWER = Tower(cat_cards=(), fatty_cards=0, tokens=())
_TOWER = wire.codec(Tower)


# The tower field's own codec: its wire form is one tower or, in Rush, a map player ->
# tower, told apart by the shape alone as the schema tells them (a single tower's
# `cat_cards` is a list), a union no generic kind has.
def tower_from_wire(value: Mapping[str, Any]) -> Tower | Mapping[str, Tower]:
    if isinstance(value.get("cat_cards"), list):
        one: Tower = _TOWER.from_wire(value)
        return one
    return readonly({p: _TOWER.from_wire(t) for p, t in value.items()})


def tower_to_wire(tower: Tower | Mapping[str, Tower]) -> dict[str, Any]:
    if isinstance(tower, Tower):
        return _TOWER.to_wire(tower)
    return {p: _TOWER.to_wire(t) for p, t in tower.items()}


# What must happen next: one of these at a time while the game is playing. Each says who
# acts and what follows it; the rules for each are in the move that answers it. On the
# wire they are one flat object (`action`, then the fields of that action), whose four
# stack actions share the tag "stack" and differ by the fields they hold: their codec is
# `pending_from_wire` / `pending_to_wire` below, and their schema schemas/cattower.py's
# `CatTowerPending`.


@frozen
class PendingRoll:
    """A turn begins: `player` (`current`) rolls, and the face says what follows (T6)."""

    action: ClassVar[str] = "roll"
    player: str

    def to_wire(self) -> dict[str, Any]:
        return {"action": "roll", "player": self.player}


@frozen
class PendingStack:
    """Stack cat cards, then the turn ends: One Cat (one), Two Cats (`remaining` 2, then 1),
    Dried Fish (`upside_down`), or the Cat Belly token (the next player, upright)."""

    action: ClassVar[str] = "stack"
    player: str
    remaining: int = 1
    upside_down: bool = False

    def to_wire(self) -> dict[str, Any]:
        return _stack_wire(self.player, StackKind.CAT, self.remaining, self.upside_down)


@frozen
class PendingFatty:
    """Stack a Fatty Catty card (the die's face or the token's), then flip a token onto
    it and do what the token says; a fall ends the turn instead."""

    action: ClassVar[str] = "stack"
    player: str

    def to_wire(self) -> dict[str, Any]:
        return _stack_wire(self.player, StackKind.FATTY)


@frozen
class PendingGive:
    """Cat Paws: `player` gives a cat card to another player, who stacks it next
    (`PendingGivenCard`). The die lets the roller choose (`to` None); the token names the
    next player, who is `current` already."""

    action: ClassVar[str] = "give"
    player: str
    to: str | None = None

    def to_wire(self) -> dict[str, Any]:
        if self.to is None:
            return {"action": "give", "player": self.player}
        return {"action": "give", "player": self.player, "to": self.to}


@frozen
class PendingGivenCard:
    """The Cat Paws recipient stacks the `card` just given, then the turn of `current`
    ends."""

    action: ClassVar[str] = "stack"
    player: str
    card: str

    def to_wire(self) -> dict[str, Any]:
        return {**_stack_wire(self.player, StackKind.CAT), "card": self.card}


@dataclass(frozen=True, slots=True)
class PendingRush:
    """T8: anyone stacks a cat card onto their own tower, or finishes with an empty hand."""

    action: ClassVar[str] = "stack"

    def to_wire(self) -> dict[str, Any]:
        return dict(RUSH_PENDING)


RUSH = PendingRush()
Pending = PendingRoll | PendingStack | PendingFatty | PendingGive | PendingGivenCard | PendingRush


def pending_from_wire(wire: Mapping[str, Any] | None) -> Pending | None:
    """The typed pending action of its wire form: the one reading of `pending`, for a
    trusted state and for a client's once `load_state` has checked its fields."""
    if wire is None:
        return None
    player = wire["player"]
    match wire["action"]:
        case "roll":
            return PendingRoll(player=player)
        case "give":
            return PendingGive(player=player, to=wire.get("to"))
    if player is None:
        return RUSH
    if wire.get("kind") == StackKind.FATTY:
        return PendingFatty(player=player)
    card = wire.get("card")
    if card is not None:
        return PendingGivenCard(player=player, card=card)
    remaining, upside_down = wire.get("remaining", 1), wire.get("upside_down", False)
    return PendingStack(player=player, remaining=remaining, upside_down=upside_down)


def pending_to_wire(pending: Pending | None) -> dict[str, Any] | None:
    return None if pending is None else pending.to_wire()


def _stack_wire(
    player: str, kind: StackKind, remaining: int = 1, upside_down: bool = False
) -> dict[str, Any]:
    return {
        "action": "stack",
        "player": player,
        "kind": kind.value,
        "remaining": remaining,
        "upside_down": upside_down,
    }


@frozen
class State:
    """A Cat Tower game (docs/games/cattower.md): each field declared once, as the wire has it."""

    players: tuple[str, ...] = wire.players()  # in seat order (clockwise)
    hands: Mapping[str, tuple[str, ...]] = wire.hands(
        view_description="The reader's own hand; another's by its length."
    )
    # one shared tower; T8: one per player
    tower: Tower | Mapping[str, Tower] = wire.game_object(tower_from_wire, tower_to_wire)
    fatty_supply: int = wire.integer(minimum=0)
    token_pool: tuple[str, ...] = wire.codes(  # in catalogue order
        "Face down.",
        max_items=MAX_PIECES,
        sight=Sight.NOBODY,
        view_description="Face down: its length.",
    )
    discarded: tuple[str, ...] = wire.codes("Cat cards out of play after falls (T5).")
    current: str | None = wire.player("null in Rush (T8).", nullable=True)
    direction: int = wire.integer_choice(DIRECTIONS)
    pending: Pending | None = wire.game_object(
        pending_from_wire,
        pending_to_wire,
        "Who must act next and how; null once the game is over.",
        nullable=True,
    )
    status: Status = wire.choice(Status)
    winner: str | None = wire.optional_player()
    rolls: int = wire.integer("Die rolls so far (T3).", minimum=0, default=0)
    flips: int = wire.integer("Tokens flipped so far (T3).", minimum=0, default=0)
    options: Options = wire.options(Options.from_wire, Options.to_wire, OPTIONS_DOC)
    seed: str = wire.seed()

    @property
    def turn(self) -> str:
        """Whose turn it is: the standard game always has one."""
        if self.current is None:
            raise ValueError("Rush for the Fish has no turns")
        return self.current

    def tower_of(self, player: str) -> Tower:
        """The tower `player` stacks onto: the shared one, or their own in Rush."""
        return self.tower if isinstance(self.tower, Tower) else self.tower[player]

    def with_tower(self, player: str, tower: Tower) -> Tower | Mapping[str, Tower]:
        """The `tower` field once `player`'s tower is `tower`."""
        if isinstance(self.tower, Tower):
            return tower
        return with_entry(self.tower, player, tower)


# -- moves -------------------------------------------------------------------------------------


@frozen
class Roll:
    TYPE: ClassVar[str] = "roll"
    player: str = wire.player()
    face: Face | None = wire.optional_choice(Face, "Only with physical_dice: the face rolled (T3).")


@frozen
class Fall:
    """What fell besides the stacked piece, top-most first (T4), and whether it fell too."""

    stacked: bool = wire.boolean("The stacked piece fell (default false).", default=False)
    cat_cards: int = wire.optional_integer("Default 0.", minimum=0, default=0)
    fatty_cards: int = wire.optional_integer("Default 0.", minimum=0, default=0)
    tokens: int = wire.optional_integer("Default 0.", minimum=0, default=0)


NOTHING_FELL = Fall()
_FALL = wire.codec(Fall)


def fall_from_wire(value: Mapping[str, Any] | None) -> Fall | None:
    """A fall report with its defaults filled; None when it reports nothing."""
    if value is None:
        return None
    fall: Fall = _FALL.from_wire(value)
    return None if fall == NOTHING_FELL else fall


@frozen
class Stack:
    TYPE: ClassVar[str] = "stack"
    player: str = wire.player()
    card: str | None = wire.code(  # None: a Fatty Catty card
        "The cat card; omitted for a Fatty Catty card.", omit_none=True
    )
    # None: nothing fell (a report of nothing is no report)
    fell: Fall | None = wire.game_object(
        fall_from_wire,
        _FALL.to_wire,
        "What fell besides the stacked piece, top-most first (T4).",
        omit_none=True,
    )
    token: Token | None = wire.optional_choice(
        Token,
        "Only with physical_dice, on a Fatty Catty card with nothing fallen "
        "(a fall ends the turn): the token flipped (T3).",
    )


@frozen
class Give:
    TYPE: ClassVar[str] = "give"
    player: str = wire.player()
    to: str = wire.player()
    card: str = wire.code()


@frozen
class Finish:
    TYPE: ClassVar[str] = "finish"
    player: str = wire.player()  # T8: claims the win with an empty hand


Move = Roll | Stack | Give | Finish
MOVES = (Roll, Stack, Give, Finish)


# -- events and the result: what a move made, written once for the answer ----------------------


@frozen
class Rolled:
    TYPE: ClassVar[str] = "rolled"
    player: str = wire.player()
    face: Face = wire.choice(Face)


@frozen
class Stacked:
    TYPE: ClassVar[str] = "stacked"
    player: str = wire.player()
    kind: StackKind = wire.choice(StackKind)
    card: str | None = wire.optional_text("A cat card; absent for fatty.")
    upside_down: bool = wire.flag()


@frozen
class Fell:
    TYPE: ClassVar[str] = "fell"
    player: str = wire.player()
    stacked: bool = wire.flag()
    cat_cards: int = wire.integer()
    fatty_cards: int = wire.integer()
    tokens: int = wire.integer()
    taken: tuple[str, ...] = wire.codes("Into the mover's hand.")
    discarded: tuple[str, ...] = wire.codes("Out of play.")


@frozen
class TokenFlipped:
    TYPE: ClassVar[str] = "token_flipped"
    player: str = wire.player()
    token: Token = wire.choice(Token)


@frozen
class DirectionReversed:
    TYPE: ClassVar[str] = "direction_reversed"
    player: str = wire.player()
    direction: int = wire.integer_choice(DIRECTIONS)


@frozen
class PlayerSkipped:
    TYPE: ClassVar[str] = "player_skipped"
    DESCRIPTION: ClassVar[str] = "`player` is the skipped player."
    player: str = wire.player()


@frozen
class CardsRedistributed:
    TYPE: ClassVar[str] = "cards_redistributed"
    DESCRIPTION: ClassVar[str] = "`player` flipped the token; counts only."
    player: str = wire.player()
    counts: Mapping[str, int] = wire.counts()


@frozen
class CardGiven:
    TYPE: ClassVar[str] = "card_given"
    player: str = wire.player()
    to: str = wire.player()
    card: str = wire.text()


@frozen
class ActionSkipped:
    TYPE: ClassVar[str] = "action_skipped"
    player: str = wire.player()
    reason: SkipReason = wire.choice(SkipReason)


@frozen
class TurnStarted:
    TYPE: ClassVar[str] = "turn_started"
    player: str = wire.player()


@frozen
class GameEnded:
    TYPE: ClassVar[str] = "game_ended"
    end: End = wire.choice(End)
    winner: str = wire.player()


EVENTS = (
    Rolled,
    Stacked,
    Fell,
    TokenFlipped,
    DirectionReversed,
    PlayerSkipped,
    CardsRedistributed,
    CardGiven,
    ActionSkipped,
    TurnStarted,
    GameEnded,
)


@frozen
class GameResult:
    """How the game ended (T7, T8)."""

    end: End = wire.choice(End)
    winner: str = wire.player()


# -- the rules ---------------------------------------------------------------------------------


class CatTower(Rules[State, Move]):
    id = "cattower"
    name = "Cat Tower"
    min_players = 2
    max_players = 6
    options = {
        "physical_dice": OptionSpec(
            "boolean",
            False,
            "T3: the table reports each die face rolled and each token flipped.",
        ),
        "variant": OptionSpec(
            "string",
            Variant.STANDARD.value,
            "T8: `rush` (Rush for the Fish) gives every player their own tower.",
            choices=tuple(v.value for v in Variant),
        ),
    }
    state_type = State
    move_kinds = MOVES
    move_types = wire.tags(MOVES)
    event_kinds = EVENTS
    reasons = (
        *SHARED_REASONS,
        WRONG_PIECE,
        MUST_STACK_GIVEN_CARD,
        WRONG_RECIPIENT,
        FACE_REQUIRED,
        FACE_NOT_ALLOWED,
        TOKEN_REQUIRED,
        TOKEN_NOT_ALLOWED,
        TOKEN_NOT_IN_POOL,
        RUSH_CATS_ONLY,
        TOWER_NOT_COMPLETE,
    )
    event_types = wire.tags(EVENTS)
    player_maps = wire.player_maps(State)  # and `tower` in Rush, which `check` checks

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        rush = Options.from_wire(options).rush
        return {
            "cards": [{"code": code, "kind": "cat", "copies": CAT_COPIES} for code in CAT_CODES],
            "deck_size": len(CAT_DECK),
            "fatty_cards": {"copies": FATTY_CARDS, "types": FATTY_TYPES},
            "tokens": [
                {"code": code.value, "copies": n, "effect": TOKEN_EFFECTS[code]}
                for code, n in TOKEN_COUNTS.items()
            ],
            "die": [
                {"face": face.value, "sides": DIE_SIDES.count(face), "effect": FACE_EFFECTS[face]}
                for face in FACES
            ],
            "hand_size": HAND_SIZE,
            "tower_base": {
                str(n): 0 if rush or n == NO_BASE_PLAYERS else 1
                for n in range(self.min_players, self.max_players + 1)
            },
            "physical_dice": options["physical_dice"],
            "variant": options["variant"],
        }

    # -- a client's state and move (their shape is the schema's) ------------------------------

    def load_state(self, wire: Mapping[str, Any]) -> State:
        """A client's state, in the order its errors are reported: players, options, the
        hands map, the fields of `pending` (which its action takes: what the typed
        pending cannot hold), then `check` on the typed state. The pool is put in
        catalogue order and a missing seed derived from the content."""
        players = self.check_player_count(wire["players"])
        options = self.load_options_as(wire.get("options"), Options.from_wire)
        self.check_player_maps(wire, players)  # the hands
        if wire["status"] != Status.GAME_OVER:
            _check_pending_fields(wire["pending"], options.rush)
        seed = wire.get("seed")
        state = self._state_load(wire, options, seed or "")
        self.check(state)
        pool = _in_catalogue_order(state.token_pool)
        if pool != state.token_pool:
            state = replace(state, token_pool=pool)
        if seed is None:
            state = replace(state, seed=derive_seed(self.to_wire(state)))
        return state

    def check(self, state: State) -> None:
        """What the typed state means, in the order errors are reported: the tower the
        variant needs, the pieces, whose turn it is, then `pending` against the rest."""
        _check_towers(state)
        _check_pieces(state)
        _check_turn(state)
        _check_pending(state)

    def check_move(self, state: State, move: Move) -> None:
        check_player(move.player, state.players, ["player"])
        match move:
            case Stack(player=player, card=card, fell=fell):
                if card is not None:
                    _check_cat_code(card, ["card"])
                if fell is not None:
                    _check_fall(state.tower_of(player), fell)  # T4: it cannot happen
            case Give(to=to, card=card):
                check_player(to, state.players, ["to"])
                _check_cat_code(card, ["card"])

    # -- setup --------------------------------------------------------------------------------

    def setup(
        self,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        seed: str | None = None,
        starter: str | None = None,
        deck: Sequence[str] | None = None,
    ) -> State:
        seats = self.check_player_count(players)
        resolved = self.load_options_as(options, Options.from_wire)
        starter = check_player(starter, seats, ["starter"]) if starter is not None else seats[0]
        if deck is not None and Counter(deck) != CAT_COUNTS:
            raise invalid(["deck"], f"must hold exactly the {len(CAT_DECK)} cat cards")
        seed = seed if seed is not None else rng.new_seed()
        order = list(deck) if deck is not None else rng.shuffled(CAT_DECK, seed, "deal")
        hands = deal(seats, order, starter, HAND_SIZE)  # T2
        tower: Tower | Mapping[str, Tower]
        if resolved.rush:  # T8: own towers, from nothing
            tower = readonly(dict.fromkeys(seats, EMPTY_TOWER))
        elif len(seats) == NO_BASE_PLAYERS:  # T2
            tower = EMPTY_TOWER
        else:
            tower = Tower(cat_cards=(order[HAND_SIZE * len(seats)],), fatty_cards=0, tokens=())
        return State(
            players=seats,
            hands=readonly({p: tuple(hands[p]) for p in seats}),
            tower=tower,
            fatty_supply=FATTY_CARDS,
            token_pool=FULL_POOL,
            discarded=(),
            current=None if resolved.rush else starter,
            direction=1,
            pending=RUSH if resolved.rush else PendingRoll(player=starter),
            status=Status.PLAYING,
            winner=None,
            rolls=0,
            flips=0,
            options=resolved,
            seed=seed,
        )

    # -- who acts, and how it ends --------------------------------------------------------------

    def to_act(self, state: State) -> Actor:
        match state.pending:
            case None:
                return NOBODY
            case PendingRush():
                return ANYONE
            case pending:
                return Seat(pending.player)

    def outcome(self, state: State) -> Outcome | None:
        """T7: the first empty hand wins; T8: the first to finish their tower."""
        if state.status is not Status.GAME_OVER or state.winner is None:
            return None
        return Outcome((state.winner,), "rush_finish" if state.options.rush else "empty_hand")

    # -- the moves: verify raises why not, can says whether, the move itself applies ---------

    def apply(self, state: State, move: Move) -> Step[State]:
        match move:
            case Roll():
                return self.roll(state, move)
            case Stack():
                return self.stack(state, move)
            case Give():
                return self.give(state, move)
            case Finish():
                return self.finish(state, move)

    def _verify_turn(self, state: State, player: str, action: str) -> Pending:
        """G2, G1: the game goes on, `player` is the one `pending` waits for (anyone in
        Rush), and `action` is what it waits for. Returns the pending action."""
        pending = state.pending
        if pending is None:
            raise illegal(WRONG_PHASE, "The game is over.")
        if isinstance(pending, PendingRush):
            if action not in ("stack", "finish"):
                raise illegal(WRONG_PHASE, "Rush for the Fish has only stack and finish moves.")
            return pending
        if player != pending.player:
            raise illegal(NOT_YOUR_TURN, f"{pending.player} must {pending.action} now.")
        if action != pending.action:
            raise illegal(WRONG_PHASE, f"{player} must {pending.action}, not {action}.")
        return pending

    def verify_roll(self, state: State, move: Roll) -> None:
        self._verify_turn(state, move.player, "roll")
        physical = state.options.physical_dice
        if physical and move.face is None:
            raise illegal(FACE_REQUIRED, "physical_dice is on: report the face rolled.")
        if not physical and move.face is not None:
            raise illegal(FACE_NOT_ALLOWED, "The referee rolls the die: omit `face`.")

    def can_roll(self, state: State, move: Roll) -> bool:
        return passes(lambda: self.verify_roll(state, move))

    def roll(self, state: State, move: Roll) -> Step[State]:
        """T3: the die from the seed (or reported); T6: the face says what follows."""
        self.verify_roll(state, move)
        n = state.rolls + 1
        face = move.face
        if face is None:
            face = DIE_SIDES[rng.choice_index(len(DIE_SIDES), state.seed, f"roll:{n}")]
        events = [write(Rolled(player=move.player, face=face))]
        match face:
            case Face.ONE_CAT:
                asked: Pending = PendingStack(player=move.player)
            case Face.TWO_CATS:
                asked = PendingStack(player=move.player, remaining=2)
            case Face.DRIED_FISH:
                asked = PendingStack(player=move.player, upside_down=True)
            case Face.FATTY_CATTY:
                asked = PendingFatty(player=move.player)
            case Face.CAT_PAWS:
                asked = PendingGive(player=move.player)
        return _ask(state, asked, move.player, events, rolls=n)

    def verify_stack(self, state: State, move: Stack) -> None:
        pending = self._verify_turn(state, move.player, "stack")
        hand = state.hands[move.player]
        match pending:
            case PendingRush():
                if move.card is None:
                    raise illegal(
                        RUSH_CATS_ONLY, "Rush for the Fish stacks cat cards only: name `card`."
                    )
                if move.token is not None:
                    raise illegal(TOKEN_NOT_ALLOWED, "No token is flipped in Rush for the Fish.")
                if move.card not in hand:
                    raise illegal(CARD_NOT_IN_HAND, f"{move.player} does not hold {move.card}.")
            case PendingFatty():
                if move.card is not None:
                    raise illegal(
                        WRONG_PIECE, "A Fatty Catty card must be stacked now: omit `card`."
                    )
                # After a fall the next player begins their turn (rulebook, Falling Cards):
                # a token is flipped only when nothing fell (T5: never one that fell).
                self._verify_token(state, move.token, flipping=move.fell is None)
            case PendingStack() | PendingGivenCard():
                if move.card is None:
                    raise illegal(WRONG_PIECE, "A cat card must be stacked now: name it in `card`.")
                if move.card not in hand:
                    raise illegal(CARD_NOT_IN_HAND, f"{move.player} does not hold {move.card}.")
                if isinstance(pending, PendingGivenCard) and move.card != pending.card:
                    raise illegal(
                        MUST_STACK_GIVEN_CARD, f"{move.player} must stack the given {pending.card}."
                    )
                self._verify_token(state, move.token, flipping=False)

    def _verify_token(self, state: State, token: str | None, flipping: bool) -> None:
        """T3: a token is reported exactly when the table flips one: with physical_dice, on
        a Fatty Catty card that stays up, while the pool has tokens (T6: it must be one)."""
        physical, pool = state.options.physical_dice, state.token_pool
        if token is not None and not physical:
            raise illegal(TOKEN_NOT_ALLOWED, "The referee flips the tokens: omit `token`.")
        if token is not None and not flipping:
            raise illegal(TOKEN_NOT_ALLOWED, "No token is flipped by this stack: omit `token`.")
        if not flipping or not physical:
            return
        if not pool:
            if token is not None:
                raise illegal(TOKEN_NOT_IN_POOL, "The token pool is empty: omit `token`.")
        elif token is None:
            raise illegal(TOKEN_REQUIRED, "physical_dice is on: report the token flipped.")
        elif token not in pool:
            raise illegal(TOKEN_NOT_IN_POOL, f"No {token} token is left in the pool.")

    def can_stack(self, state: State, move: Stack) -> bool:
        return passes(lambda: self.verify_stack(state, move))

    def stack(self, state: State, move: Stack) -> Step[State]:
        """Stack the piece `pending` asks for; then, in order: the fall's penalty (T5), a
        win by the last card (T7), the second of Two Cats, a Fatty Catty card's token, or
        the end of the turn. A fall ends the turn whatever was left of it (rulebook)."""
        self.verify_stack(state, move)
        pending = state.pending
        upside_down = isinstance(pending, PendingStack) and pending.upside_down
        events: list[Event] = []
        pieces = _place(state, move.player, move.card, move.fell, upside_down, events)
        match pending:
            case PendingRush():  # T8: an empty hand wins by `finish`
                return Step(_restacked(state, pieces, state.current, pending), events)
            case _ if not pieces.hands[move.player]:  # T7
                return _win(state, move.player, End.EMPTY_HAND, events, **pieces._asdict())
            case PendingStack(remaining=2) if move.fell is None:  # T6 Two Cats: one more
                asked = replace(pending, remaining=1)
                return Step(_restacked(state, pieces, state.current, asked), events)
            case PendingFatty() if move.fell is None:
                placed = _restacked(state, pieces, state.current, pending)
                token = None if move.token is None else move.token.value
                return _flip(placed, move.player, token, events)
        return _end_turn(state, state.turn, events, pieces=pieces)

    def verify_give(self, state: State, move: Give) -> None:
        pending = self._verify_turn(state, move.player, "give")
        if move.card not in state.hands[move.player]:  # G3 before the game's own rules
            raise illegal(CARD_NOT_IN_HAND, f"{move.player} does not hold {move.card}.")
        if move.to == move.player:
            raise illegal(WRONG_RECIPIENT, "Cat Paws gives the card to another player.")
        fixed = pending.to if isinstance(pending, PendingGive) else None
        if fixed is not None and move.to != fixed:
            raise illegal(WRONG_RECIPIENT, f"The Cat Paws token gives to the next player, {fixed}.")

    def can_give(self, state: State, move: Give) -> bool:
        return passes(lambda: self.verify_give(state, move))

    def give(self, state: State, move: Give) -> Step[State]:
        """T6 Cat Paws: the card goes into the recipient's hand, who stacks it next."""
        self.verify_give(state, move)
        rest = list(state.hands[move.player])
        rest.remove(move.card)
        hands = {**state.hands, move.player: tuple(rest)}
        hands[move.to] = (*state.hands[move.to], move.card)
        given = readonly(hands)
        events = [write(CardGiven(player=move.player, to=move.to, card=move.card))]
        if not rest:  # T7: a giver who gives away their last card wins
            return _win(state, move.player, End.EMPTY_HAND, events, hands=given)
        pending = PendingGivenCard(player=move.to, card=move.card)
        return Step(replace(state, hands=given, pending=pending), events)

    def verify_finish(self, state: State, move: Finish) -> None:
        self._verify_turn(state, move.player, "finish")
        if state.hands[move.player]:
            raise illegal(TOWER_NOT_COMPLETE, f"{move.player} still has cat cards to stack.")

    def can_finish(self, state: State, move: Finish) -> bool:
        return passes(lambda: self.verify_finish(state, move))

    def finish(self, state: State, move: Finish) -> Step[State]:
        """T8: the first player whose tower is complete wins."""
        self.verify_finish(state, move)
        return _win(state, move.player, End.RUSH_FINISH, [])

    # -- listing: the same checks, move by move -------------------------------------------------

    def legal_moves(self, state: State) -> Iterator[Move]:
        """Every distinct legal move for `pending`, in a stable order, each through its
        kind's `can_*`. Physical reports of what fell are not enumerated; reported faces
        and tokens are (physical_dice requires them). Copies of a card are
        interchangeable: each code is listed once, in code order."""
        physical = state.options.physical_dice
        match state.pending:
            case None:
                return
            case PendingRush():
                for p in state.players:
                    finish = Finish(player=p)
                    if self.can_finish(state, finish):
                        yield finish
                    stacks = (Stack(player=p, card=code) for code in held(state, p))
                    yield from self._stacks(state, stacks)
            case PendingRoll(player=player):
                faces = FACES if physical else (None,)
                rolls = (Roll(player=player, face=face) for face in faces)
                yield from (roll for roll in rolls if self.can_roll(state, roll))
            case PendingFatty(player=player):
                pool = state.token_pool
                tokens = [Token(t) for t in dict.fromkeys(pool)] if physical and pool else [None]
                stacks = (Stack(player=player, token=token) for token in tokens)
                yield from self._stacks(state, stacks)
            case PendingGivenCard(player=player, card=card):
                yield from self._stacks(state, [Stack(player=player, card=card)])
            case PendingStack(player=player):
                stacks = (Stack(player=player, card=code) for code in held(state, player))
                yield from self._stacks(state, stacks)
            case PendingGive(player=player, to=to):
                others = [p for p in state.players if p != player]
                gives = (
                    Give(player=player, to=recipient, card=code)
                    for recipient in ((to,) if to is not None else others)
                    for code in held(state, player)
                )
                yield from (give for give in gives if self.can_give(state, give))

    def _stacks(self, state: State, stacks: Iterable[Stack]) -> Iterator[Stack]:
        return (stack for stack in stacks if self.can_stack(state, stack))

    # -- views and scoring ----------------------------------------------------------------------

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: T7, every player whose hand is empty."""
        players, _, hands = self.score_prologue(body)  # no option changes the cards
        for p in players:
            _check_codes(["hands", p], hands[p], KNOWN_CATS, "cat card")
        seen = Counter(code for p in players for code in hands[p])
        for code, count in seen.items():
            if count > CAT_COPIES:
                raise invalid(["hands"], f"{count} copies of {code!r}; the game has {CAT_COPIES}")
        return {"winners": [p for p in players if not hands[p]]}

    # -- standings ---------------------------------------------------------------------

    def standings(self, state: State) -> Mapping[str, int]:
        """T7, T8: the cards each player still holds; the first to empty their hand wins."""
        return {p: len(state.hands[p]) for p in state.players}


# -- the turn: what follows each action --------------------------------------------------------


def _ask(
    state: State, asked: Pending, ender: str, events: list[Event], **changes: Any
) -> Step[State]:
    """`asked` acts next, in the turn `ender`'s action belongs to; T6: a Fatty Catty action
    with the supply empty is skipped, and the turn of `ender` ends instead. `changes` are
    the action's other changes to `state` (not to the supply), made in the same new state."""
    if isinstance(asked, PendingFatty) and not state.fatty_supply:
        events.append(
            write(ActionSkipped(player=asked.player, reason=SkipReason.FATTY_SUPPLY_EMPTY))
        )
        return _end_turn(replace(state, **changes), ender, events)
    return Step(replace(state, pending=asked, **changes), events)


def _flip(state: State, flipper: str, token: str | None, events: list[Event]) -> Step[State]:
    """T6: flip a token onto the Fatty Catty card just stacked (the reported one, or one
    from the seed and the `flips` counter), then do what it says."""
    pool = state.token_pool
    if not pool:
        events.append(write(ActionSkipped(player=flipper, reason=SkipReason.TOKEN_POOL_EMPTY)))
        return _end_turn(state, flipper, events)
    n = state.flips + 1
    if token is None:
        token = pool[rng.choice_index(len(pool), state.seed, f"flip:{n}")]
    left = list(pool)
    left.remove(token)
    tower = state.tower_of(flipper)
    flipped = replace(
        state,
        flips=n,
        token_pool=tuple(left),
        tower=state.with_tower(flipper, replace(tower, tokens=(*tower.tokens, token))),
    )
    events.append(write(TokenFlipped(player=flipper, token=Token(token))))
    return _token_action(flipped, flipper, token, events)


def _token_action(state: State, flipper: str, token: str, events: list[Event]) -> Step[State]:
    """T6: a token acts relative to its flipper. Those that hand an action to the next
    player make that player `current`: the action replaces their turn, which ends after it."""
    nxt = _seat_after(state, flipper)
    match token:
        case Token.TURN_AROUND:
            direction = -state.direction
            events.append(write(DirectionReversed(player=flipper, direction=direction)))
            return _end_turn(replace(state, direction=direction), flipper, events)
        case Token.SKIP:
            events.append(write(PlayerSkipped(player=nxt)))
            return _end_turn(state, flipper, events, steps=2)
        case Token.ALL_CATS_ARE_EQUAL:
            return _end_turn(_redistribute(state, flipper, events), flipper, events)
        case Token.FATTY_CATTY:
            asked: Pending = PendingFatty(player=nxt)
        case Token.CAT_BELLY:
            asked = PendingStack(player=nxt)
        case _:  # Token.CAT_PAWS: the flipper gives, the next player stacks
            asked = PendingGive(player=flipper, to=nxt)
    return _ask(replace(state, current=nxt), asked, flipper, events)


def _end_turn(
    state: State, ender: str, events: list[Event], steps: int = 1, pieces: Pieces | None = None
) -> Step[State]:
    """The turn of `ender` is over: the player `steps` seats on, in the current direction,
    rolls. `pieces`: where the move left them, when it was a stack."""
    seat = _seat_after(state, ender, steps)
    events.append(write(TurnStarted(player=seat)))
    if pieces is None:
        pieces = Pieces(
            hands=state.hands,
            tower=state.tower,
            fatty_supply=state.fatty_supply,
            token_pool=state.token_pool,
            discarded=state.discarded,
        )
    return Step(_restacked(state, pieces, seat, PendingRoll(player=seat)), events)


def _win(state: State, player: str, end: End, events: list[Event], **changes: Any) -> Step[State]:
    """T7 / T8: the game ends at once. `current` becomes the winner, as in the other games
    (a Cat Paws token's giver wins while `current` is the recipient); Rush has no turns.
    `changes` are the move's other changes to `state`, made in the same new state."""
    over = replace(
        state,
        status=Status.GAME_OVER,
        winner=player,
        pending=None,
        current=None if state.current is None else player,
        **changes,
    )
    events.append(write(GameEnded(end=end, winner=player)))
    return Step(over, events, write(GameResult(end=end, winner=player)))


def _seat_after(state: State, player: str, steps: int = 1) -> str:
    players = state.players
    return players[(players.index(player) + steps * state.direction) % len(players)]


def _redistribute(state: State, flipper: str, events: list[Event]) -> State:
    """T6 All Cats are Equal: pool every hand, shuffle, deal one at a time in playing order
    from the flipper, so leftovers go to the flipper first."""
    players = state.players
    start, n = players.index(flipper), len(players)
    order = [players[(start + k * state.direction) % n] for k in range(n)]
    pooled = [code for p in players for code in state.hands[p]]
    cards = rng.shuffled(pooled, state.seed, f"equal:{state.flips}")
    hands: dict[str, list[str]] = {p: [] for p in players}
    for i, code in enumerate(cards):
        hands[order[i % n]].append(code)
    counts = readonly({p: len(hands[p]) for p in players})
    events.append(write(CardsRedistributed(player=flipper, counts=counts)))
    return replace(state, hands=readonly({p: tuple(hand) for p, hand in hands.items()}))


class Pieces(NamedTuple):
    """Where a stack leaves the pieces (`_place`): the fields of the state it changes."""

    hands: Mapping[str, tuple[str, ...]]
    tower: Tower | Mapping[str, Tower]
    fatty_supply: int
    token_pool: tuple[str, ...]
    discarded: tuple[str, ...]


def _restacked(state: State, pieces: Pieces, current: str | None, pending: Pending | None) -> State:
    """`state` with `pieces`, `current` and `pending`: most moves' next state."""
    return replace(
        state,
        hands=pieces.hands,
        tower=pieces.tower,
        fatty_supply=pieces.fatty_supply,
        token_pool=pieces.token_pool,
        discarded=pieces.discarded,
        current=current,
        pending=pending,
    )


def _place(
    state: State,
    player: str,
    card: str | None,
    fell: Fall | None,
    upside_down: bool,
    events: list[Event],
) -> Pieces:
    """Stack `card` (None: a Fatty Catty card) onto `player`'s tower, then apply the
    reported fall (T4) and its penalty (T5). The fall counts the pieces of the tower
    *before* the stack (the stacked piece is `fell.stacked`), top-most first. Returns
    where the pieces are then, for the caller to build the next state with."""
    tower = state.tower_of(player)
    hand = list(state.hands[player])
    cats, fatty, tokens = tower.cat_cards, tower.fatty_cards, tower.tokens
    supply, pool, discarded = state.fatty_supply, state.token_pool, state.discarded
    if card is not None:
        hand.remove(card)
    else:
        supply -= 1
    kind = StackKind.FATTY if card is None else StackKind.CAT
    events.append(write(Stacked(player=player, kind=kind, card=card, upside_down=upside_down)))
    stays = fell is None or not fell.stacked
    if fell is not None:
        fallen = [card] if not stays and card is not None else []
        if not stays and card is None:
            supply += 1  # T5: fallen Fatty Catty cards go back to the supply
        if fell.cat_cards:
            fallen.extend(reversed(cats[-fell.cat_cards :]))
            cats = cats[: -fell.cat_cards]
        fatty -= fell.fatty_cards
        supply += fell.fatty_cards
        if fell.tokens:  # T5: fallen tokens go back to the pool face down
            pool = tuple(sorted((*pool, *tokens[-fell.tokens :]), key=TOKEN_RANK.__getitem__))
            tokens = tokens[: -fell.tokens]
        take = min(len(fallen), 3 if fell.tokens else 2)  # T5: 2 cards, 1 more if a token fell
        taken, thrown = fallen[:take], fallen[take:]
        hand.extend(taken)
        discarded += tuple(thrown)
        fallen_event = Fell(
            player=player,
            stacked=fell.stacked,
            cat_cards=fell.cat_cards,
            fatty_cards=fell.fatty_cards,
            tokens=fell.tokens,
            taken=tuple(taken),
            discarded=tuple(thrown),
        )
        events.append(write(fallen_event))
    if stays:
        if card is not None:
            cats = (*cats, card)
        else:
            fatty += 1
    return Pieces(
        hands=with_entry(state.hands, player, tuple(hand)),
        tower=state.with_tower(player, Tower(cat_cards=cats, fatty_cards=fatty, tokens=tokens)),
        fatty_supply=supply,
        token_pool=pool,
        discarded=discarded,
    )


def held(state: State, player: str) -> list[str]:
    """The distinct codes in `player`'s hand, sorted: copies are interchangeable."""
    return sorted(set(state.hands[player]))


def _in_catalogue_order(pool: Sequence[str]) -> tuple[str, ...]:
    """A client's pool as the game keeps it."""
    return tuple(sorted(pool, key=TOKEN_RANK.__getitem__))


# -- checks of a client's state and move ---------------------------------------------------------


def _check_codes(
    path: Sequence[str | int], codes: Sequence[str], known: frozenset[str], what: str
) -> None:
    if not known.issuperset(codes):
        i = next(i for i, code in enumerate(codes) if code not in known)
        raise invalid([*path, i], f"unknown {what} {codes[i]!r}")


def _check_cat_code(code: str, path: Sequence[str | int]) -> None:
    if code not in KNOWN_CATS:
        raise invalid(path, f"unknown cat card {code!r}")


def _check_fall(tower: Tower, fell: Fall) -> None:
    """T4: no more pieces of a kind can fall than the tower holds (besides the stacked one)."""
    for key, fallen, there in (
        ("cat_cards", fell.cat_cards, len(tower.cat_cards)),
        ("fatty_cards", fell.fatty_cards, tower.fatty_cards),
        ("tokens", fell.tokens, len(tower.tokens)),
    ):
        if fallen > there:
            raise invalid(["fell", key], f"only {there} in the tower (T4)")


def _check_towers(state: State) -> None:
    """The schema takes a tower or a map player -> tower; which one the variant needs is
    the game's to say (T8: a tower per player)."""
    tower, players = state.tower, state.players
    if state.options.rush:
        if isinstance(tower, Tower):  # one tower, or a map whose players are its fields
            check_player_map({"tower": dict.fromkeys(TOWER_FIELDS)}, "tower", players)
            raise invalid(
                ["tower", players[0]], "must be an object with cat_cards, fatty_cards and tokens"
            )
        check_player_map({"tower": tower}, "tower", players)
    elif not isinstance(tower, Tower):  # a map player -> tower
        for key in tower:
            if key not in TOWER_FIELDS:
                raise invalid(["tower", key], "unknown field")
        raise invalid(["tower", "cat_cards"], "must be a list of cat card codes")


def _towers(state: State) -> list[tuple[Place, Tower]]:
    """Each tower with its place: the shared one, or in Rush each player's."""
    tower = state.tower
    if isinstance(tower, Tower):
        return [(("tower",), tower)]
    return [(("tower", p), tower[p]) for p in state.players]


def _check_pieces(state: State) -> None:
    """Unknown codes, pile by pile in the order errors name them (towers, hands in seat
    order, the pool, the discard), then more copies of a piece than the game has,
    counting every place (cat cards and tokens never share a code)."""
    towers = _towers(state)
    cats: list[str] = []
    tokens: list[str] = []
    fatty = state.fatty_supply
    for _, t in towers:
        cats += t.cat_cards
        tokens += t.tokens
        fatty += t.fatty_cards
    for p in state.players:
        cats += state.hands[p]
    cats += state.discarded
    tokens += state.token_pool
    # Every code at once; the piles are walked only to name the first unknown one: 19,100
    # instructions of a validate-move's 1.10 million (1.7%, `bench.instructions`).
    if not (KNOWN_CATS.issuperset(cats) and KNOWN_TOKENS.issuperset(tokens)):
        _check_codes_by_pile(state, towers)
    errors = _excess_copies(cats, tokens)
    if fatty > FATTY_CARDS:
        errors.append(f"{fatty} Fatty Catty cards in the supply and tower; the game has 12")
    if errors:
        raise InvalidInput({"_schema": errors})


def _check_codes_by_pile(state: State, towers: list[tuple[Place, Tower]]) -> None:
    """The first unknown code, pile by pile in the order errors name them."""
    piles: list[tuple[Place, Sequence[str], frozenset[str], str]] = []
    for path, t in towers:
        piles.append(((*path, "cat_cards"), t.cat_cards, KNOWN_CATS, "cat card"))
        piles.append(((*path, "tokens"), t.tokens, KNOWN_TOKENS, "token"))
    piles += [(("hands", p), state.hands[p], KNOWN_CATS, "cat card") for p in state.players]
    piles.append((("token_pool",), state.token_pool, KNOWN_TOKENS, "token"))
    piles.append((("discarded",), state.discarded, KNOWN_CATS, "cat card"))
    for path, codes, known, what in piles:
        _check_codes(path, codes, known, what)


def _excess_copies(cats: list[str], tokens: list[str]) -> list[str]:
    """What has more copies than the game, cat cards then tokens, each in code order."""
    counts = Counter(chain(cats, tokens))
    errors = [
        f"{counts[code]} copies of {code!r} counting every place; the game has {CAT_COPIES}"
        for code in SORTED_CATS
        if counts[code] > CAT_COPIES
    ]
    errors += [
        f"{counts[code]} {code.value!r} tokens counting every place; the game has "
        f"{TOKEN_COUNTS[code]}"
        for code in SORTED_TOKENS
        if counts[code] > TOKEN_COUNTS[code]
    ]
    return errors


def _check_turn(state: State) -> None:
    """Who has the turn (nobody in Rush), and the status against the hands (T7)."""
    players, hands = state.players, state.hands
    rush = state.options.rush
    if rush:
        if state.current is not None:
            raise invalid(["current"], "must be null in Rush for the Fish: nobody has the turn")
        for (_, p), t in _towers(state):
            if t.fatty_cards or t.tokens:
                raise invalid(["tower", p], "holds cat cards only in Rush for the Fish (T8)")
    else:
        check_player(state.current, players, ["current"])
    if state.status is Status.GAME_OVER:
        winner = check_player(state.winner, players, ["winner"])
        if hands[winner]:
            raise invalid(["winner"], "still holds cat cards (T7)")
        return
    if state.winner is not None:
        raise invalid(["winner"], "must be null while the game is playing")
    if not rush:
        for p in players:
            if not hands[p]:
                raise invalid(["hands", p], "is empty, so the game is over (T7)")


PENDING_FIELDS = {
    "roll": frozenset(("action", "player")),
    "stack": frozenset(("action", "player", "kind", "remaining", "upside_down", "card")),
    "give": frozenset(("action", "player", "to")),
}


def _check_pending_fields(raw: Mapping[str, Any] | None, rush: bool) -> None:
    """The fields a client's `pending` holds are its action's (the schema checked their
    types): what `pending_from_wire` reads of them must be all they say. Before the
    state is built, as the per-player maps are: the typed pending cannot hold a field
    its action does not take."""
    if raw is None:
        return
    action = raw["action"]
    fields = PENDING_FIELDS[action]
    for key in raw:
        if key not in fields:
            raise invalid(["pending", key], f"unknown field for a pending {action}")
    if rush:
        loaded = {**RUSH_PENDING, **{k: v for k, v in raw.items() if v is not None}}
        if raw.get("player") is not None or loaded != RUSH_PENDING:
            raise invalid(["pending"], f"must be {RUSH_PENDING} in Rush for the Fish (T8)")
        return
    if action != "stack" or raw.get("player") is None:
        return
    kind = raw.get("kind")
    if kind is None:  # a stack's kind; the schema checks its values (roll and give have none)
        raise invalid(["pending", "kind"], "must be cat or fatty")
    remaining = raw.get("remaining", 1)
    upside_down = raw.get("upside_down", False)
    if raw.get("card") is not None:
        if kind != StackKind.CAT or remaining != 1 or upside_down:
            raise invalid(["pending", "card"], "only a single upright cat stack has a given card")
    elif kind == StackKind.FATTY:
        if remaining != 1 or upside_down:
            raise invalid(["pending", "kind"], "a Fatty Catty stack is a single upright card")
    elif remaining == 2 and upside_down:
        raise invalid(["pending", "upside_down"], "only Dried Fish is upside down, one card")


def _check_pending(state: State) -> None:
    """`pending` against the status, `current`, `direction`, the hands and the supply."""
    pending, players = state.pending, state.players
    if state.status is Status.GAME_OVER:
        if pending is not None:
            raise invalid(["pending"], "must be null once the game is over")
        return
    if pending is None:
        raise invalid(["pending"], "must say who acts next while the game is playing")
    if state.options.rush:
        if pending != RUSH:
            raise invalid(["pending"], f"must be {RUSH_PENDING} in Rush for the Fish (T8)")
        return
    match pending:
        case PendingRush():  # a pending with no player outside Rush
            check_player(None, players, ["pending", "player"])
        case PendingRoll(player=player):
            check_player(player, players, ["pending", "player"])
            if player != state.current:
                raise invalid(["pending", "player"], "the player to roll must be `current`")
        case PendingGive(player=player, to=None):  # the Cat Paws die: the roller gives
            check_player(player, players, ["pending", "player"])
            if player != state.current:
                raise invalid(["pending", "player"], "the Cat Paws roller must be `current`")
        case PendingGive(player=player, to=to):
            check_player(player, players, ["pending", "player"])
            check_player(to, players, ["pending", "to"])
            if to != next_seat(players, player, state.direction) or to != state.current:
                raise invalid(
                    ["pending", "to"], "the Cat Paws token gives to the next player, `current`"
                )
        case PendingGivenCard(player=player, card=card):
            check_player(player, players, ["pending", "player"])
            _check_cat_code(card, ["pending", "card"])
            if card not in state.hands[player]:
                raise invalid(["pending", "card"], "the given card must be in the stacker's hand")
            # the Cat Paws die's target need not be `current`
        case PendingStack(player=player) | PendingFatty(player=player):
            check_player(player, players, ["pending", "player"])
            if player != state.current:
                raise invalid(["pending", "player"], "the stacker must be `current`")
            if isinstance(pending, PendingFatty) and not state.fatty_supply:
                raise invalid(["pending", "kind"], "the Fatty Catty supply is empty")
