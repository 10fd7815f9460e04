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
from dataclasses import dataclass, replace
from enum import StrEnum
from itertools import chain
from typing import Any, ClassVar, NamedTuple

from . import rng
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
    by_value,
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
from .base import State as WireState

# -- components (T1) -----------------------------------------------------------------------


class Face(StrEnum):
    """The die's five results (T6)."""

    ONE_CAT = "one_cat"
    TWO_CATS = "two_cats"
    DRIED_FISH = "dried_fish"
    FATTY_CATTY = "fatty_catty"
    CAT_PAWS = "cat_paws"


_FACE = by_value(Face)


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

TOWER_FIELDS = frozenset(("cat_cards", "fatty_cards", "tokens"))
PENDING_FIELDS = {
    "roll": frozenset(("action", "player")),
    "stack": frozenset(("action", "player", "kind", "remaining", "upside_down", "card")),
    "give": frozenset(("action", "player", "to")),
}
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


_STATUS = by_value(Status)


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True, kw_only=True)
class Tower:
    cat_cards: tuple[str, ...]  # bottom to top
    fatty_cards: int
    tokens: tuple[str, ...]  # bottom to top

    @staticmethod
    def from_wire(wire: Mapping[str, Any]) -> Tower:
        return Tower(
            cat_cards=tuple(wire["cat_cards"]),
            fatty_cards=wire["fatty_cards"],
            tokens=tuple(wire["tokens"]),
        )

    def to_wire(self) -> dict[str, Any]:
        return {
            "cat_cards": list(self.cat_cards),
            "fatty_cards": self.fatty_cards,
            "tokens": list(self.tokens),
        }


EMPTY_TOWER = Tower(cat_cards=(), fatty_cards=0, tokens=())


# What must happen next: one of these at a time while the game is playing. Each says who
# acts and what follows it; the rules for each are in the move that answers it.


@dataclass(frozen=True, slots=True)
class PendingRoll:
    """A turn begins: `player` (`current`) rolls, and the face says what follows (T6)."""

    action: ClassVar[str] = "roll"
    player: str

    def to_wire(self) -> dict[str, Any]:
        return {"action": "roll", "player": self.player}


@dataclass(frozen=True, slots=True)
class PendingStack:
    """Stack cat cards, then the turn ends: One Cat (one), Two Cats (`remaining` 2, then 1),
    Dried Fish (`upside_down`), or the Cat Belly token (the next player, upright)."""

    action: ClassVar[str] = "stack"
    player: str
    remaining: int = 1
    upside_down: bool = False

    def to_wire(self) -> dict[str, Any]:
        return _stack_wire(self.player, "cat", self.remaining, self.upside_down)


@dataclass(frozen=True, slots=True)
class PendingFatty:
    """Stack a Fatty Catty card (the die's face or the token's), then flip a token onto
    it and do what the token says; a fall ends the turn instead."""

    action: ClassVar[str] = "stack"
    player: str

    def to_wire(self) -> dict[str, Any]:
        return _stack_wire(self.player, "fatty")


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class PendingGivenCard:
    """The Cat Paws recipient stacks the `card` just given, then the turn of `current`
    ends."""

    action: ClassVar[str] = "stack"
    player: str
    card: str

    def to_wire(self) -> dict[str, Any]:
        return {**_stack_wire(self.player, "cat"), "card": self.card}


@dataclass(frozen=True, slots=True)
class PendingRush:
    """T8: anyone stacks a cat card onto their own tower, or finishes with an empty hand."""

    action: ClassVar[str] = "stack"

    def to_wire(self) -> dict[str, Any]:
        return dict(RUSH_PENDING)


RUSH = PendingRush()
Pending = PendingRoll | PendingStack | PendingFatty | PendingGive | PendingGivenCard | PendingRush


@dataclass(frozen=True, slots=True, kw_only=True)
class State:
    """A Cat Tower game (docs/games/cattower.md): field for field its wire form."""

    players: tuple[str, ...]  # in seat order (clockwise)
    hands: Mapping[str, tuple[str, ...]]
    tower: Tower | Mapping[str, Tower]  # one shared tower; T8: one per player
    fatty_supply: int
    token_pool: tuple[str, ...]  # face down, in catalogue order
    discarded: tuple[str, ...]
    current: str | None  # None in Rush: nobody has the turn
    direction: int  # 1 clockwise, -1 after an odd number of Turn Arounds
    pending: Pending | None  # None once the game is over
    status: Status
    winner: str | None
    rolls: int
    flips: int
    options: Options
    seed: str

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


@dataclass(frozen=True, slots=True)
class Roll:
    player: str
    face: Face | None = None  # only with physical_dice (T3)


@dataclass(frozen=True, slots=True)
class Fall:
    """What fell besides the stacked piece, top-most first (T4), and whether it fell too."""

    stacked: bool = False
    cat_cards: int = 0
    fatty_cards: int = 0
    tokens: int = 0

    def to_wire(self) -> dict[str, Any]:
        return {
            "stacked": self.stacked,
            "cat_cards": self.cat_cards,
            "fatty_cards": self.fatty_cards,
            "tokens": self.tokens,
        }


@dataclass(frozen=True, slots=True)
class Stack:
    player: str
    card: str | None = None  # None: a Fatty Catty card
    fell: Fall | None = None  # None: nothing fell (a report of nothing is no report)
    token: str | None = None  # only with physical_dice: the token flipped (T3)


@dataclass(frozen=True, slots=True)
class Give:
    player: str
    to: str
    card: str


@dataclass(frozen=True, slots=True)
class Finish:
    player: str  # T8: claims the win with an empty hand


Move = Roll | Stack | Give | Finish


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
    move_types = ("roll", "stack", "give", "finish")
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
    event_types = (
        "rolled",
        "stacked",
        "fell",
        "token_flipped",
        "direction_reversed",
        "player_skipped",
        "cards_redistributed",
        "card_given",
        "action_skipped",
        "turn_started",
        "game_ended",
    )
    player_maps = ("hands",)  # and `tower` in Rush, checked by `load_state`

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

    # -- the wire ---------------------------------------------------------------------------

    def from_wire(self, wire: Mapping[str, Any]) -> State:
        return _state(
            wire,
            Options.from_wire(wire["options"]),
            pending_from_wire(wire["pending"]),
            tuple(wire["token_pool"]),
            wire["seed"],
        )

    def to_wire(self, state: State) -> WireState:
        tower = state.tower
        return {
            "players": list(state.players),
            "hands": {p: list(hand) for p, hand in state.hands.items()},
            "tower": (
                tower.to_wire()
                if isinstance(tower, Tower)
                else {p: t.to_wire() for p, t in tower.items()}
            ),
            "fatty_supply": state.fatty_supply,
            "token_pool": list(state.token_pool),
            "discarded": list(state.discarded),
            "current": state.current,
            "direction": state.direction,
            "pending": pending_to_wire(state.pending),
            "status": state.status.value,
            "winner": state.winner,
            "rolls": state.rolls,
            "flips": state.flips,
            "options": state.options.to_wire(),
            "seed": state.seed,
        }

    def move_from_wire(self, wire: Mapping[str, Any]) -> Move:
        player = wire["player"]
        match wire["type"]:
            case "roll":
                face = wire.get("face")
                return Roll(player, _FACE(face) if face is not None else None)
            case "stack":
                return Stack(
                    player, wire.get("card"), fall_from_wire(wire.get("fell")), wire.get("token")
                )
            case "give":
                return Give(player, wire["to"], wire["card"])
            case _:
                return Finish(player)

    def move_to_wire(self, move: Move) -> dict[str, Any]:
        out: dict[str, Any]
        match move:
            case Roll(player, face):
                out = {"type": "roll", "player": player}
                if face is not None:
                    out["face"] = face.value
                return out
            case Stack(player, card, fell, token):
                out = {"type": "stack", "player": player}
                if card is not None:
                    out["card"] = card
                if fell is not None:
                    out["fell"] = fell.to_wire()
                if token is not None:
                    out["token"] = token
                return out
            case Give(player, to, card):
                return {"type": "give", "player": player, "to": to, "card": card}
            case Finish(player):
                return {"type": "finish", "player": player}

    # -- a client's state and move (their shape is the schema's) ------------------------------

    def load_state(self, wire: Mapping[str, Any]) -> State:
        """A client's state, in the order its errors are reported: players, options, the
        hands map, the tower's shape for the variant, then its pieces and turn, and
        `pending` last, each checked as the client sent it; then the typed state is built
        once. The pool is put in catalogue order."""
        players = wire["players"]
        self.check_player_count(players)
        options = self.load_options_as(wire.get("options"), Options.from_wire)
        rush = options.rush
        check_player_map(wire, "hands", players)
        _check_tower_shape(wire, players, rush)
        _check_pieces(wire, rush)
        _check_turn(wire, rush)
        pending = _load_pending(wire.get("pending"), wire, rush)
        seed = wire.get("seed")
        pool = _in_catalogue_order(wire["token_pool"])
        state = _state(wire, options, pending, pool, seed or "")
        if seed is None:
            state = replace(state, seed=derive_seed(self.to_wire(state)))
        return state

    def check(self, state: State) -> None:
        # A state is checked in its wire form, the form a client sends it in: which
        # fields `pending` may hold depends on its action.
        wire = self.to_wire(state)
        rush = state.options.rush
        _check_pieces(wire, rush)
        _check_turn(wire, rush)
        _load_pending(wire["pending"], wire, rush)

    def check_move(self, state: State, move: Move) -> None:
        check_player(move.player, state.players, ["player"])
        match move:
            case Stack(player, card, fell):
                if card is not None:
                    _check_cat_code(card, ["card"])
                if fell is not None:
                    _check_fall(state.tower_of(player), fell)  # T4: it cannot happen
            case Give(_, to, card):
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
            pending=RUSH if resolved.rush else PendingRoll(starter),
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

    def mover(self, move: Move) -> str:
        return move.player

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
        events: list[Event] = [{"type": "rolled", "player": move.player, "face": face.value}]
        match face:
            case Face.ONE_CAT:
                asked: Pending = PendingStack(move.player)
            case Face.TWO_CATS:
                asked = PendingStack(move.player, remaining=2)
            case Face.DRIED_FISH:
                asked = PendingStack(move.player, upside_down=True)
            case Face.FATTY_CATTY:
                asked = PendingFatty(move.player)
            case Face.CAT_PAWS:
                asked = PendingGive(move.player)
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
                return _win(state, move.player, "empty_hand", events, **pieces._asdict())
            case PendingStack(remaining=2) if move.fell is None:  # T6 Two Cats: one more
                asked = replace(pending, remaining=1)
                return Step(_restacked(state, pieces, state.current, asked), events)
            case PendingFatty() if move.fell is None:
                placed = _restacked(state, pieces, state.current, pending)
                return _flip(placed, move.player, move.token, events)
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
        events: list[Event] = [
            {"type": "card_given", "player": move.player, "to": move.to, "card": move.card}
        ]
        if not rest:  # T7: a giver who gives away their last card wins
            return _win(state, move.player, "empty_hand", events, hands=given)
        pending = PendingGivenCard(move.to, move.card)
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
        return _win(state, move.player, "rush_finish", [])

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
                    finish = Finish(p)
                    if self.can_finish(state, finish):
                        yield finish
                    yield from self._stacks(state, (Stack(p, code) for code in held(state, p)))
            case PendingRoll(player):
                rolls = (Roll(player, face) for face in (FACES if physical else (None,)))
                yield from (roll for roll in rolls if self.can_roll(state, roll))
            case PendingFatty(player):
                pool = state.token_pool
                tokens = dict.fromkeys(pool) if physical and pool else (None,)
                yield from self._stacks(state, (Stack(player, token=token) for token in tokens))
            case PendingGivenCard(player, card):
                yield from self._stacks(state, [Stack(player, card)])
            case PendingStack(player):
                yield from self._stacks(
                    state, (Stack(player, code) for code in held(state, player))
                )
            case PendingGive(player, to):
                others = [p for p in state.players if p != player]
                gives = (
                    Give(player, recipient, code)
                    for recipient in ((to,) if to is not None else others)
                    for code in held(state, player)
                )
                yield from (give for give in gives if self.can_give(state, give))

    def _stacks(self, state: State, stacks: Iterable[Stack]) -> Iterator[Stack]:
        return (stack for stack in stacks if self.can_stack(state, stack))

    # -- views and scoring ----------------------------------------------------------------------

    def hidden(self, state: State, seat: str | None) -> Iterable[Place]:
        """Other hands and the face-down token pool; towers, the discard and the Fatty
        Catty supply are public (docs/api.md#views)."""
        return [*(("hands", p) for p in state.players if p != seat), ("token_pool",)]

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
        events.append(_skipped(asked.player, "fatty_supply_empty"))
        return _end_turn(replace(state, **changes), ender, events)
    return Step(replace(state, pending=asked, **changes), events)


def _flip(state: State, flipper: str, token: str | None, events: list[Event]) -> Step[State]:
    """T6: flip a token onto the Fatty Catty card just stacked (the reported one, or one
    from the seed and the `flips` counter), then do what it says."""
    pool = state.token_pool
    if not pool:
        events.append(_skipped(flipper, "token_pool_empty"))
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
    events.append({"type": "token_flipped", "player": flipper, "token": token})
    return _token_action(flipped, flipper, token, events)


def _token_action(state: State, flipper: str, token: str, events: list[Event]) -> Step[State]:
    """T6: a token acts relative to its flipper. Those that hand an action to the next
    player make that player `current`: the action replaces their turn, which ends after it."""
    nxt = _seat_after(state, flipper)
    match token:
        case Token.TURN_AROUND:
            direction = -state.direction
            events.append({"type": "direction_reversed", "player": flipper, "direction": direction})
            return _end_turn(replace(state, direction=direction), flipper, events)
        case Token.SKIP:
            events.append({"type": "player_skipped", "player": nxt})
            return _end_turn(state, flipper, events, steps=2)
        case Token.ALL_CATS_ARE_EQUAL:
            return _end_turn(_redistribute(state, flipper, events), flipper, events)
        case Token.FATTY_CATTY:
            asked: Pending = PendingFatty(nxt)
        case Token.CAT_BELLY:
            asked = PendingStack(nxt)
        case _:  # Token.CAT_PAWS: the flipper gives, the next player stacks
            asked = PendingGive(flipper, nxt)
    return _ask(replace(state, current=nxt), asked, flipper, events)


def _end_turn(
    state: State, ender: str, events: list[Event], steps: int = 1, pieces: Pieces | None = None
) -> Step[State]:
    """The turn of `ender` is over: the player `steps` seats on, in the current direction,
    rolls. `pieces`: where the move left them, when it was a stack."""
    seat = _seat_after(state, ender, steps)
    events.append({"type": "turn_started", "player": seat})
    if pieces is None:
        pieces = Pieces(
            state.hands, state.tower, state.fatty_supply, state.token_pool, state.discarded
        )
    return Step(_restacked(state, pieces, seat, PendingRoll(seat)), events)


def _win(state: State, player: str, end: str, events: list[Event], **changes: Any) -> Step[State]:
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
    events.append({"type": "game_ended", "end": end, "winner": player})
    return Step(over, events, {"end": end, "winner": player})


def _seat_after(state: State, player: str, steps: int = 1) -> str:
    players = state.players
    return players[(players.index(player) + steps * state.direction) % len(players)]


def _skipped(player: str, reason: str) -> Event:
    return {"type": "action_skipped", "player": player, "reason": reason}


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
    events.append(
        {
            "type": "cards_redistributed",
            "player": flipper,
            "counts": {p: len(hands[p]) for p in players},
        }
    )
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
    stacked: Event
    if card is not None:
        hand.remove(card)
        stacked = {"type": "stacked", "player": player, "kind": "cat", "card": card}
    else:
        supply -= 1
        stacked = {"type": "stacked", "player": player, "kind": "fatty"}
    stacked["upside_down"] = upside_down
    events.append(stacked)
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
        events.append(
            {
                "type": "fell",
                "player": player,
                **fell.to_wire(),
                "taken": taken,
                "discarded": thrown,
            }
        )
    if stays:
        if card is not None:
            cats = (*cats, card)
        else:
            fatty += 1
    return Pieces(
        with_entry(state.hands, player, tuple(hand)),
        state.with_tower(player, Tower(cat_cards=cats, fatty_cards=fatty, tokens=tokens)),
        supply,
        pool,
        discarded,
    )


def held(state: State, player: str) -> list[str]:
    """The distinct codes in `player`'s hand, sorted: copies are interchangeable."""
    return sorted(set(state.hands[player]))


# -- the wire's state, pending action and fall ----------------------------------------------------


def _state(
    wire: Mapping[str, Any],
    options: Options,
    pending: Pending | None,
    pool: tuple[str, ...],
    seed: str,
) -> State:
    """The typed state of a wire state whose options, pending action, pool and seed are
    read already (trusted, or checked by `load_state`)."""
    players = tuple(wire["players"])
    hands, tower = wire["hands"], wire["tower"]
    return State(
        players=players,
        hands=readonly({p: tuple(hands[p]) for p in players}),
        tower=readonly({p: Tower.from_wire(tower[p]) for p in players})
        if options.rush
        else Tower.from_wire(tower),
        fatty_supply=wire["fatty_supply"],
        token_pool=pool,
        discarded=tuple(wire["discarded"]),
        current=wire["current"],
        direction=wire["direction"],
        pending=pending,
        status=_STATUS(wire["status"]),
        winner=wire.get("winner"),
        rolls=wire.get("rolls", 0),
        flips=wire.get("flips", 0),
        options=options,
        seed=seed,
    )


def _in_catalogue_order(pool: Sequence[str]) -> tuple[str, ...]:
    """A client's pool as the game keeps it."""
    return tuple(sorted(pool, key=TOKEN_RANK.__getitem__))


def pending_from_wire(wire: Mapping[str, Any] | None) -> Pending | None:
    """The typed pending action of a trusted wire state."""
    if wire is None:
        return None
    player = wire["player"]
    match wire["action"]:
        case "roll":
            return PendingRoll(player)
        case "give":
            return PendingGive(player, wire.get("to"))
    if player is None:
        return RUSH
    if wire.get("kind") == "fatty":
        return PendingFatty(player)
    card = wire.get("card")
    if card is not None:
        return PendingGivenCard(player, card)
    return PendingStack(player, wire.get("remaining", 1), wire.get("upside_down", False))


def pending_to_wire(pending: Pending | None) -> dict[str, Any] | None:
    return None if pending is None else pending.to_wire()


def _stack_wire(
    player: str, kind: str, remaining: int = 1, upside_down: bool = False
) -> dict[str, Any]:
    return {
        "action": "stack",
        "player": player,
        "kind": kind,
        "remaining": remaining,
        "upside_down": upside_down,
    }


def fall_from_wire(wire: Mapping[str, Any] | None) -> Fall | None:
    """A fall report with its defaults filled; None when it reports nothing."""
    if wire is None:
        return None
    fall = Fall(
        wire.get("stacked", False),
        wire.get("cat_cards", 0),
        wire.get("fatty_cards", 0),
        wire.get("tokens", 0),
    )
    return fall if fall != Fall() else None


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


def _check_tower_shape(wire: Mapping[str, Any], players: Sequence[str], rush: bool) -> None:
    """The schema takes a tower or a map player -> tower; which one the variant needs is
    the game's to say (T8: a tower per player)."""
    tower = wire["tower"]
    if rush:
        check_player_map(wire, "tower", players)
        for p in players:
            if not isinstance(tower[p], Mapping):  # players named like a tower's fields
                raise invalid(
                    ["tower", p], "must be an object with cat_cards, fatty_cards and tokens"
                )
    elif not isinstance(tower.get("cat_cards"), list):  # a map player -> tower
        for key in tower:
            if key not in TOWER_FIELDS:
                raise invalid(["tower", key], "unknown field")
        raise invalid(["tower", "cat_cards"], "must be a list of cat card codes")


def _check_pieces(wire: Mapping[str, Any], rush: bool) -> None:
    """Unknown codes, pile by pile in the order errors name them (towers, hands in seat
    order, the pool, the discard), then more copies of a piece than the game has,
    counting every place (cat cards and tokens never share a code)."""
    players, hands, tower = wire["players"], wire["hands"], wire["tower"]
    towers: list[tuple[Place, Mapping[str, Any]]] = (
        [(("tower", p), tower[p]) for p in players] if rush else [(("tower",), tower)]
    )
    cats: list[str] = []
    tokens: list[str] = []
    fatty = wire["fatty_supply"]
    for _, t in towers:
        cats += t["cat_cards"]
        tokens += t["tokens"]
        fatty += t["fatty_cards"]
    for p in players:
        cats += hands[p]
    cats += wire["discarded"]
    tokens += wire["token_pool"]
    # Every code at once; the piles are walked only to name the first unknown one.
    if not (KNOWN_CATS.issuperset(cats) and KNOWN_TOKENS.issuperset(tokens)):
        _check_codes_by_pile(wire, towers)
    errors = _excess_copies(cats, tokens)
    if fatty > FATTY_CARDS:
        errors.append(f"{fatty} Fatty Catty cards in the supply and tower; the game has 12")
    if errors:
        raise InvalidInput({"_schema": errors})


def _check_codes_by_pile(
    wire: Mapping[str, Any], towers: list[tuple[Place, Mapping[str, Any]]]
) -> None:
    """The first unknown code, pile by pile in the order errors name them."""
    piles: list[tuple[Place, Sequence[str], frozenset[str], str]] = []
    for path, t in towers:
        piles.append(((*path, "cat_cards"), t["cat_cards"], KNOWN_CATS, "cat card"))
        piles.append(((*path, "tokens"), t["tokens"], KNOWN_TOKENS, "token"))
    piles += [(("hands", p), wire["hands"][p], KNOWN_CATS, "cat card") for p in wire["players"]]
    piles.append((("token_pool",), wire["token_pool"], KNOWN_TOKENS, "token"))
    piles.append((("discarded",), wire["discarded"], KNOWN_CATS, "cat card"))
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


def _check_turn(wire: Mapping[str, Any], rush: bool) -> None:
    """Who has the turn (nobody in Rush), and the status against the hands (T7)."""
    players, hands = wire["players"], wire["hands"]
    if rush:
        if wire["current"] is not None:
            raise invalid(["current"], "must be null in Rush for the Fish: nobody has the turn")
        for p in players:
            if wire["tower"][p]["fatty_cards"] or wire["tower"][p]["tokens"]:
                raise invalid(["tower", p], "holds cat cards only in Rush for the Fish (T8)")
    else:
        check_player(wire["current"], players, ["current"])
    if wire["status"] == Status.GAME_OVER:
        winner = check_player(wire.get("winner"), players, ["winner"])
        if hands[winner]:
            raise invalid(["winner"], "still holds cat cards (T7)")
        return
    if wire.get("winner") is not None:
        raise invalid(["winner"], "must be null while the game is playing")
    if not rush:
        for p in players:
            if not hands[p]:
                raise invalid(["hands", p], "is empty, so the game is over (T7)")


def _load_pending(
    raw: Mapping[str, Any] | None, wire: Mapping[str, Any], rush: bool
) -> Pending | None:
    """A client's `pending` (the schema checked its fields' types), typed: which fields its
    action takes, and that it agrees with the status, `current`, `direction`, the hands and
    the supply."""
    if wire["status"] == Status.GAME_OVER:
        if raw is not None:
            raise invalid(["pending"], "must be null once the game is over")
        return None
    if raw is None:
        raise invalid(["pending"], "must say who acts next while the game is playing")
    action = raw["action"]
    fields = PENDING_FIELDS[action]
    for key in raw:
        if key not in fields:
            raise invalid(["pending", key], f"unknown field for a pending {action}")
    if rush:
        loaded = {**RUSH_PENDING, **{k: v for k, v in raw.items() if v is not None}}
        if raw.get("player") is not None or loaded != RUSH_PENDING:
            raise invalid(["pending"], f"must be {RUSH_PENDING} in Rush for the Fish (T8)")
        return RUSH
    player = check_player(raw.get("player"), wire["players"], ["pending", "player"])
    match action:
        case "roll":
            if player != wire["current"]:
                raise invalid(["pending", "player"], "the player to roll must be `current`")
            return PendingRoll(player)
        case "give":
            return _load_pending_give(raw, wire, player)
        case _:
            return _load_pending_stack(raw, wire, player)


def _load_pending_give(raw: Mapping[str, Any], wire: Mapping[str, Any], player: str) -> PendingGive:
    to = raw.get("to")
    if to is None:  # the Cat Paws die: the roller gives
        if player != wire["current"]:
            raise invalid(["pending", "player"], "the Cat Paws roller must be `current`")
        return PendingGive(player)
    players = wire["players"]
    check_player(to, players, ["pending", "to"])
    if to != next_seat(players, player, wire["direction"]) or to != wire["current"]:
        raise invalid(["pending", "to"], "the Cat Paws token gives to the next player, `current`")
    return PendingGive(player, to)


def _load_pending_stack(raw: Mapping[str, Any], wire: Mapping[str, Any], player: str) -> Pending:
    kind = raw.get("kind")
    if kind is None:  # a stack's kind; the schema checks its values (roll and give have none)
        raise invalid(["pending", "kind"], "must be cat or fatty")
    remaining = raw.get("remaining", 1)
    upside_down = raw.get("upside_down", False)
    card = raw.get("card")
    if card is not None:
        _check_cat_code(card, ["pending", "card"])
        if kind != "cat" or remaining != 1 or upside_down:
            raise invalid(["pending", "card"], "only a single upright cat stack has a given card")
        if card not in wire["hands"][player]:
            raise invalid(["pending", "card"], "the given card must be in the stacker's hand")
        return PendingGivenCard(player, card)  # the Cat Paws die's target need not be `current`
    if player != wire["current"]:
        raise invalid(["pending", "player"], "the stacker must be `current`")
    if kind == "fatty":
        if remaining != 1 or upside_down:
            raise invalid(["pending", "kind"], "a Fatty Catty stack is a single upright card")
        if not wire["fatty_supply"]:
            raise invalid(["pending", "kind"], "the Fatty Catty supply is empty")
        return PendingFatty(player)
    if remaining == 2 and upside_down:
        raise invalid(["pending", "upside_down"], "only Dried Fish is upside down, one card")
    return PendingStack(player, remaining, upside_down)
