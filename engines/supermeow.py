"""Super Meow: a deck-building race to a cat and a cape (docs/rules.md S1-S8).

Every player owns a tableau: a face-down `backpack` (index 0 on top), a `hand` of up to
two cards and a face-up `washing_machine`. A turn reveals the hand (S3), takes one action
(buy S4, throw away S5, mouse S6 or pass) and cleans up (S7); the move that ends a turn
also reveals the next hand, so it can end the game (S8).

A hand lies face down, hidden from everyone, its owner included, until it is revealed at
its owner's turn (S3). Rules version 1 read S3 otherwise (the owner saw it); `READINGS`
keeps both editions, since a game keeps the readings it started under, and
`SuperMeow.readings_of` picks the one a state is played under: the registry holds
`WireGame(SuperMeow(rules_version=...))` for each edition served.

Randomness: every shuffle (the initial backpacks and each washing machine turned into a
backpack) draws from the state's `seed` with the label f"shuffle:{n}", n being the
state's `shuffles` counter, which each shuffle increments.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from enum import StrEnum
from itertools import chain
from types import MappingProxyType
from typing import Any, ClassVar

from . import rng, wire
from .base import (
    CARD_NOT_IN_HAND,
    NOBODY,
    NOT_YOUR_TURN,
    SHARED_REASONS,
    WRONG_PHASE,
    Actor,
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
    illegal,
    invalid,
    is_integer,
    next_seat,
    passes,
    readonly,
    with_entry,
)
from .frozen import frozen
from .wire import Sight, write

START = "start"
KEEPER = "start-keep"  # S1: can be neither thrown away nor stolen
START_CODES = (START, KEEPER)
CAT, CAPE, MOUSE, CATFOOD = "cat", "cape", "mouse", "catfood"

# S1: the supply piles in catalogue order, with their provisional counts and prices.
DEFAULT_SUPPLY = {"coin2": 10, "coin3": 10, MOUSE: 4, CATFOOD: 8, CAT: 8, CAPE: 8}
DEFAULT_PRICES = {"coin2": 2, "coin3": 3, MOUSE: 3, CATFOOD: 4, CAT: 1, CAPE: 5}
DEFAULT_START_CARDS = [KEEPER, START, START, START]
SUPPLY_CODES = tuple(DEFAULT_SUPPLY)
SOLD_OUT = readonly(dict.fromkeys(SUPPLY_CODES, 0))  # every pile, each empty
CODES = (*START_CODES, *SUPPLY_CODES)  # also the stable order of legal moves
KNOWN = frozenset(CODES)

COINS = {START: 1, KEEPER: 1, "coin2": 2, "coin3": 3}  # S1/S4: what a card adds to the cap
KIND = {
    START: "start",
    KEEPER: "start",
    "coin2": "coin",
    "coin3": "coin",
    MOUSE: "mouse",
    CATFOOD: "catfood",
    CAT: "cat",
    CAPE: "cape",
}
HAND_SIZE = 2  # S2/S7
MAX_COUNT = 99  # the largest price or pile size an option may set
MAX_START_CARDS = 12
MAX_SUPPLY_PILES = 16  # six piles exist (S1); a state may name others, for `check` to refuse


@frozen
class Readings:
    """The readings that differ between rules versions, as one version reads them."""

    # S3: until its owner's turn reveals it, a hand is hidden from its owner too (the
    # rulebook: "You cannot look at them"); otherwise its owner's view shows it.
    own_hand_face_down: bool


READINGS: Mapping[int, Readings] = MappingProxyType(
    {1: Readings(own_hand_face_down=False), 2: Readings(own_hand_face_down=True)}
)
RULES_VERSION = 2  # the current edition: what new games are played under

NOT_FOR_SALE = ReasonCode("NOT_FOR_SALE", "S4", "Starting cards are not sold in the supply.")
SUPPLY_EMPTY = ReasonCode("SUPPLY_EMPTY", "S4", "That supply pile is empty.")
NOT_ENOUGH_COINS = ReasonCode(
    "NOT_ENOUGH_COINS", "S4", "The coins in hand are fewer than the card's price."
)
NOT_ENOUGH_CAT_FOOD = ReasonCode(
    "NOT_ENOUGH_CAT_FOOD", "S4", "The cat food cards in hand are fewer than the cat's price."
)
KEEPER_CANNOT_BE_THROWN_AWAY = ReasonCode(
    "KEEPER_CANNOT_BE_THROWN_AWAY", "S5", "The start-keep card can never be thrown away."
)
CANNOT_TARGET_SELF = ReasonCode(
    "CANNOT_TARGET_SELF", "S6", "A mouse steals from another player, never from its user."
)
EMPTY_SLOT = ReasonCode("EMPTY_SLOT", "S6", "The target's hand holds no card in that slot.")


# -- options ------------------------------------------------------------------------

OPTIONS_DOC = (
    "prices: card code -> price, merged over the defaults (the cat in cat food, the rest in "
    "coins); supply: card code -> pile size at setup, merged over the defaults; start_cards: "
    "each player's starting cards (start / start-keep, at most one keeper). All S1. "
    "Returned states carry every option in force."
)


def _count_map(defaults: Mapping[str, int], what: str) -> Any:
    """An option check for a code -> integer map merged over `defaults` (S1)."""

    def check(value: dict[str, Any]) -> dict[str, int]:
        out = dict(defaults)
        for code, number in value.items():
            if code not in defaults:
                raise invalid([code], f"unknown {what}; expected one of {', '.join(defaults)}")
            if not is_integer(number):
                raise invalid([code], "must be an integer")
            if not 0 <= number <= MAX_COUNT:
                raise invalid([code], f"must be from 0 to {MAX_COUNT}")
            out[code] = number
        return out

    return check


def _check_start_cards(value: list[Any]) -> list[str]:
    """S1: a list of `start` / `start-keep`, at most one keeper."""
    if not 1 <= len(value) <= MAX_START_CARDS:
        raise InvalidInput({"_schema": [f"must hold 1 to {MAX_START_CARDS} cards"]})
    for i, code in enumerate(value):
        if code not in START_CODES:
            raise invalid([i], "must be `start` or `start-keep`")
    if value.count(KEEPER) > 1:
        raise InvalidInput({"_schema": ["at most one `start-keep` card"]})
    return list(value)


@frozen
class Options:
    """The options in force (resolved: every option present)."""

    prices: Mapping[str, int]  # S4: the cat's in cat food cards, the others' in coins
    supply: Mapping[str, int]  # each supply pile's size at setup
    start_cards: tuple[str, ...]  # what each player starts with

    @staticmethod
    def from_wire(wire: Mapping[str, Any]) -> Options:
        return Options(
            prices=readonly(dict(wire["prices"])),
            supply=readonly(dict(wire["supply"])),
            start_cards=tuple(wire["start_cards"]),
        )

    def to_wire(self) -> dict[str, Any]:
        return {
            "prices": dict(self.prices),
            "supply": dict(self.supply),
            "start_cards": list(self.start_cards),
        }

    def per_player(self, code: str) -> int:
        """S1: the copies of a starting card each player owns."""
        return self.start_cards.count(code)


# -- state and moves ----------------------------------------------------------------


class Status(StrEnum):
    PLAYING = "playing"
    GAME_OVER = "game_over"  # S8: a revealed hand held a cat and a cape


@frozen
class Area:
    """One player's tableau. A backpack is face down to every reader; a hand is its
    owner's (S3 says more: `SuperMeow.hidden`)."""

    backpack: tuple[str, ...] = wire.pile(
        "Face down; index 0 is the top.",
        sight=Sight.NOBODY,
        view_description="Face down: its length.",
    )
    hand: tuple[str, ...] = wire.pile(
        "Slot 0, slot 1.",
        most=HAND_SIZE,
        sight=Sight.OWNER,
        view_description="Slot 0, slot 1 to whoever may see it; else its length.",
    )
    washing_machine: tuple[str, ...] = wire.pile("Face up.")

    @property
    def cards(self) -> tuple[str, ...]:
        return self.backpack + self.hand + self.washing_machine


@frozen
class State:
    """A Super Meow game (docs/games/supermeow.md): each field declared once, as the wire
    has it."""

    players: tuple[str, ...] = wire.players()  # in seat order
    supply: Mapping[str, int] = wire.pile_counts(
        "Missing piles are empty.", empty=SOLD_OUT, max_items=MAX_SUPPLY_PILES
    )
    tableau: Mapping[str, Area] = wire.records(Area)
    trash: tuple[str, ...] = wire.codes("Thrown-away starting cards (S5).")
    current: str = wire.player("At game_over, the winner.")  # whose hand is revealed
    status: Status = wire.choice(Status)
    winner: str | None = wire.player_when_set("Only at game_over.")
    shuffles: int = wire.counter(
        "Shuffles so far; shuffle n uses the seed label shuffle:<n>.",
        view_description="Shuffles so far.",
    )
    options: Options = wire.options(Options.from_wire, Options.to_wire, OPTIONS_DOC)
    seed: str = wire.seed()

    def hand(self, player: str) -> tuple[str, ...]:
        return self.tableau[player].hand


@frozen
class Buy:
    TYPE: ClassVar[str] = "buy"
    player: str = wire.player()
    card: str = wire.code("A supply card (S4).")


@frozen
class ThrowAway:
    TYPE: ClassVar[str] = "throw_away"
    player: str = wire.player()
    card: str = wire.code("A card in hand (S5).")


@frozen
class Mouse:
    TYPE: ClassVar[str] = "mouse"
    player: str = wire.player()
    target: str = wire.player("Another player (S6).")
    slot: int = wire.index("The target's hand slot, picked blind (S6).", size=HAND_SIZE)


@frozen
class Pass:
    TYPE: ClassVar[str] = "pass"
    player: str = wire.player()


Move = Buy | ThrowAway | Mouse | Pass
MOVES = (Buy, ThrowAway, Mouse, Pass)


# -- events and the result: what a move made, written once for the answer -----------


class Destination(StrEnum):
    """S5: where a thrown-away card goes."""

    TRASH = "trash"  # a starting card
    SUPPLY = "supply"  # a bought card, back to its pile


class End(StrEnum):
    SUPER_MEOW = "super_meow"  # S8


@frozen
class CardBought:
    TYPE: ClassVar[str] = "card_bought"
    player: str = wire.player()
    card: str = wire.text()


@frozen
class CardThrownAway:
    TYPE: ClassVar[str] = "card_thrown_away"
    player: str = wire.player()
    card: str = wire.text()
    to: Destination = wire.choice(Destination)


@frozen
class MouseUsed:
    TYPE: ClassVar[str] = "mouse_used"
    player: str = wire.player()
    target: str = wire.player()
    slot: int = wire.index(size=HAND_SIZE)
    card: str = wire.text("The picked card, flipped face up.")
    stolen: bool = wire.flag()


@frozen
class TurnPassed:
    TYPE: ClassVar[str] = "turn_passed"
    player: str = wire.player()


@frozen
class HandWashed:
    TYPE: ClassVar[str] = "hand_washed"
    DESCRIPTION: ClassVar[str] = "The rest of the revealed hand, into the washing machine."
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes()


@frozen
class WashingMachineShuffled:
    TYPE: ClassVar[str] = "washing_machine_shuffled"
    DESCRIPTION: ClassVar[str] = "The washing machine became the backpack: `cards` counts them."
    player: str = wire.player()
    cards: int = wire.integer()


@frozen
class CardsDrawn:
    TYPE: ClassVar[str] = "cards_drawn"
    DESCRIPTION: ClassVar[str] = "A count only: drawn cards are hidden."
    player: str = wire.player()
    count: int = wire.integer()


@frozen
class HandRevealed:
    TYPE: ClassVar[str] = "hand_revealed"
    DESCRIPTION: ClassVar[str] = "The next player's hand, public from now on (S3)."
    player: str = wire.player()
    hand: tuple[str, ...] = wire.codes()


@frozen
class GameEnded:
    TYPE: ClassVar[str] = "game_ended"
    winner: str = wire.player()


EVENTS = (
    CardBought,
    CardThrownAway,
    MouseUsed,
    TurnPassed,
    HandWashed,
    WashingMachineShuffled,
    CardsDrawn,
    HandRevealed,
    GameEnded,
)
Event = (
    CardBought
    | CardThrownAway
    | MouseUsed
    | TurnPassed
    | HandWashed
    | WashingMachineShuffled
    | CardsDrawn
    | HandRevealed
    | GameEnded
)


@frozen
class GameResult:
    """S8: the game's end and its one winner."""

    end: End = wire.choice(End)
    winner: str = wire.player()


@frozen
class ScoreResult:
    """POST /score's answer (S8)."""

    winners: tuple[str, ...] = wire.player_list("Every hand with a cat and a cape.")


# -- the rules ----------------------------------------------------------------------


class SuperMeow(Rules[State, Move]):
    id = "supermeow"
    name = "Super Meow"
    min_players = 2
    max_players = 4
    options = {
        "prices": OptionSpec(
            "object",
            dict(DEFAULT_PRICES),
            "S1: card code -> price, merged over the defaults; the cat is priced in cat food "
            "cards, every other card in coins.",
            check=_count_map(DEFAULT_PRICES, "priced card"),
        ),
        "supply": OptionSpec(
            "object",
            dict(DEFAULT_SUPPLY),
            "S1: card code -> cards in its supply pile at setup, merged over the defaults.",
            check=_count_map(DEFAULT_SUPPLY, "supply pile"),
        ),
        "start_cards": OptionSpec(
            "array",
            list(DEFAULT_START_CARDS),
            "S1: each player's starting cards (`start` / `start-keep`, at most one keeper).",
            check=_check_start_cards,
        ),
    }
    move_kinds = MOVES
    move_types = wire.tags(MOVES)
    event_kinds = EVENTS
    reasons = (
        *SHARED_REASONS,
        NOT_FOR_SALE,
        SUPPLY_EMPTY,
        NOT_ENOUGH_COINS,
        NOT_ENOUGH_CAT_FOOD,
        KEEPER_CANNOT_BE_THROWN_AWAY,
        CANNOT_TARGET_SELF,
        EMPTY_SLOT,
    )
    event_types = wire.tags(EVENTS)
    state_type = State
    player_maps = wire.player_maps(State)

    def __init__(self, rules_version: int = RULES_VERSION) -> None:
        self.readings = READINGS[rules_version]
        self.rules_version = rules_version

    def readings_of(self, state: State) -> Readings:
        """The readings `state` is played under: the one place they are chosen. Every game
        is played under this engine's edition (the registry's is the current one)."""
        return self.readings

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        resolved = Options.from_wire(options)
        cards = []
        for code in CODES:
            card: dict[str, Any] = {
                "code": code,
                "kind": KIND[code],
                "coins": COINS.get(code, 0),
                "cat_food": 1 if code == CATFOOD else 0,
            }
            if code in START_CODES:
                card.update(
                    price=None,
                    currency=None,
                    supply=None,
                    per_player=resolved.per_player(code),
                    keeper=code == KEEPER,
                )
            else:
                card.update(
                    price=resolved.prices[code],
                    currency="catfood" if code == CAT else "coins",
                    supply=resolved.supply[code],
                    per_player=None,
                    keeper=False,
                )
            cards.append(card)
        return {
            "cards": cards,
            "start_cards": list(resolved.start_cards),
            "prices": dict(resolved.prices),
            "supply": dict(resolved.supply),
            "hand_size": HAND_SIZE,
        }

    # -- what a state and a move may hold (their shape is the schema's) ----------------

    def check(self, state: State) -> None:
        """Which piles and codes exist, where a card may lie, every card counted once, and
        a status the hands agree with; the first error in that order."""
        for code in state.supply:
            if code not in DEFAULT_SUPPLY:
                raise invalid(["supply", code], "not a supply pile")
        owned = {p: state.tableau[p].cards for p in state.players}
        seen = Counter(chain(state.trash, *owned.values()))  # S1: every card, in one pass
        for p in state.players:
            area = state.tableau[p]
            _check_known_piles(area, p)
            if len(area.hand) > HAND_SIZE:
                raise invalid(
                    ["tableau", p, "hand"], f"a hand holds at most {HAND_SIZE} cards (S7)"
                )
        self._check_trash(state.trash)
        check_player(state.current, state.players, ["current"])
        if state.winner is not None:
            check_player(state.winner, state.players, ["winner"])
        keepers = state.options.per_player(KEEPER)
        for p, mine in owned.items():
            _check_keepers(mine, keepers, ["tableau", p])
        _check_totals(seen, state.supply, state.options, len(state.players), ["_schema"])
        self._check_status(state)

    def _check_trash(self, trash: tuple[str, ...]) -> None:
        """S5: only starting cards go to the trash, and never the keeper."""
        _check_known(trash, ["trash"])
        if trash.count(START) == len(trash):  # the usual trash, in one pass
            return
        for i, code in enumerate(trash):
            if code == KEEPER:
                raise invalid(["trash", i], "the start-keep card can never be thrown away (S5)")
            if code != START:
                raise invalid(["trash", i], "only starting cards go to the trash (S5)")

    def _check_status(self, state: State) -> None:
        """Contradictions: a winner while playing, an unnoticed Super Meow (S3/S8)."""
        hand = state.hand(state.current)
        if state.status is Status.PLAYING:
            if state.winner is not None:
                raise invalid(["winner"], "must be absent while playing")
            if is_super_meow(hand):
                raise invalid(
                    ["tableau", state.current, "hand"],
                    "the current player's revealed hand holds a cat and a cape: the game is "
                    "over (S3)",
                )
            return
        if state.winner is None:
            raise invalid(["winner"], "is required once the game is over")
        if state.winner != state.current:
            raise invalid(["winner"], "must be the current player, whose reveal won (S3)")
        if not is_super_meow(hand):
            raise invalid(["tableau", state.current, "hand"], "must hold a cat and a cape (S8)")

    def check_move(self, state: State, move: Move) -> None:
        check_player(move.player, state.players, ["player"])
        match move:
            case Buy() | ThrowAway() if move.card not in KNOWN:
                raise invalid(["card"], f"unknown card {move.card!r}")
            case Mouse():
                check_player(move.target, state.players, ["target"])

    # -- setup ------------------------------------------------------------------------

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
        if deck is not None:
            raise invalid(["deck"], "Super Meow has no shared deck; pass a seed instead")
        starter = check_player(starter, seats, ["starter"]) if starter else seats[0]
        seed = seed if seed is not None else rng.new_seed()
        tableau = {}
        for n, p in enumerate(seats):  # S2: shuffle the starting cards, take the top 2
            backpack = tuple(rng.shuffled(resolved.start_cards, seed, f"shuffle:{n}"))
            tableau[p] = Area(
                backpack=backpack[HAND_SIZE:], hand=backpack[:HAND_SIZE], washing_machine=()
            )
        return State(
            players=seats,
            supply=readonly(dict(resolved.supply)),
            tableau=readonly(tableau),
            trash=(),
            current=starter,
            status=Status.PLAYING,
            shuffles=len(seats),
            options=resolved,
            seed=seed,
        )

    # -- who acts, and how it ends ------------------------------------------------------

    def to_act(self, state: State) -> Actor:
        return Seat(state.current) if state.status is Status.PLAYING else NOBODY

    def outcome(self, state: State) -> Outcome | None:
        """S8: the player whose revealed hand holds a cat and a cape wins, alone."""
        if state.status is Status.PLAYING or state.winner is None:  # a game over names one
            return None
        return Outcome((state.winner,), "super_meow")

    # -- the moves: verify raises why not, can says whether, the move itself applies ---

    def apply(self, state: State, move: Move) -> Step[State]:
        match move:
            case Buy():
                return self.buy(state, move)
            case ThrowAway():
                return self.throw_away(state, move)
            case Mouse():
                return self.mouse(state, move)
            case Pass():
                return self.pass_turn(state, move)

    def _verify_turn(self, state: State, player: str) -> None:
        """G2, G1: every move needs a game in play and the player's turn."""
        if state.status is not Status.PLAYING:
            raise illegal(WRONG_PHASE, f"The game is over: {state.winner} found Super Meow.")
        if player != state.current:
            raise illegal(NOT_YOUR_TURN, f"It is {state.current}'s turn.")

    def verify_buy(self, state: State, move: Buy) -> None:
        """S4: one card from a non-empty pile, the price capped by the hand."""
        self._verify_turn(state, move.player)
        card = move.card
        if not for_sale(card):
            raise illegal(NOT_FOR_SALE, "Starting cards cannot be bought.")
        if not in_stock(state, card):
            raise illegal(SUPPLY_EMPTY, f"The {card} pile is empty.")
        if not affords(state, move.player, card):
            price, shown = state.options.prices[card], shows(state.hand(move.player), card)
            if card == CAT:
                raise illegal(
                    NOT_ENOUGH_CAT_FOOD, f"A {card} costs {price} cat food; the hand shows {shown}."
                )
            raise illegal(
                NOT_ENOUGH_COINS, f"A {card} costs {price} coins; the hand shows {shown}."
            )

    def can_buy(self, state: State, move: Buy) -> bool:
        return passes(lambda: self.verify_buy(state, move))

    def buy(self, state: State, move: Buy) -> Step[State]:
        """S4: the bought card goes to the washing machine; the coins are not spent."""
        self.verify_buy(state, move)
        area = state.tableau[move.player]
        events: list[Event] = [CardBought(player=move.player, card=move.card)]
        return self._end_turn(
            state,
            move.player,
            area.hand,
            (*area.washing_machine, move.card),
            events,
            supply=_restocked(state.supply, move.card, -1),
        )

    def verify_throw_away(self, state: State, move: ThrowAway) -> None:
        self._verify_turn(state, move.player)
        if not holds(state.hand(move.player), move.card):
            raise illegal(CARD_NOT_IN_HAND, f"{move.player}'s hand holds no {move.card}.")
        if not throwable(move.card):
            raise illegal(
                KEEPER_CANNOT_BE_THROWN_AWAY, "The start-keep card cannot be thrown away."
            )

    def can_throw_away(self, state: State, move: ThrowAway) -> bool:
        return passes(lambda: self.verify_throw_away(state, move))

    def throw_away(self, state: State, move: ThrowAway) -> Step[State]:
        """S5: a starting card to the trash, a bought card back to its pile."""
        self.verify_throw_away(state, move)
        area = state.tableau[move.player]
        kept, machine = without(area.hand, move.card), area.washing_machine
        to = Destination.TRASH if move.card == START else Destination.SUPPLY
        events: list[Event] = [CardThrownAway(player=move.player, card=move.card, to=to)]
        if to is Destination.TRASH:
            trash = (*state.trash, move.card)
            return self._end_turn(state, move.player, kept, machine, events, trash=trash)
        supply = _restocked(state.supply, move.card, 1)
        return self._end_turn(state, move.player, kept, machine, events, supply=supply)

    def verify_mouse(self, state: State, move: Mouse) -> None:
        self._verify_turn(state, move.player)
        if not holds(state.hand(move.player), MOUSE):
            raise illegal(CARD_NOT_IN_HAND, f"{move.player}'s hand holds no mouse.")
        if move.target == move.player:
            raise illegal(CANNOT_TARGET_SELF, "Pick another player's hand.")
        if not fills(state, move.target, move.slot):
            size = len(state.hand(move.target))
            raise illegal(
                EMPTY_SLOT, f"{move.target}'s hand holds {size} card(s): no slot {move.slot}."
            )

    def can_mouse(self, state: State, move: Mouse) -> bool:
        return passes(lambda: self.verify_mouse(state, move))

    def mouse(self, state: State, move: Mouse) -> Step[State]:
        """S6: a blind pick of one of the target's hand slots; the keeper can't be stolen,
        any other card goes to the thief's washing machine and the victim refills that
        slot (S7). Either way the mouse returns to its pile."""
        self.verify_mouse(state, move)
        thief = state.tableau[move.player]
        kept, machine = without(thief.hand, MOUSE), thief.washing_machine
        supply = _restocked(state.supply, MOUSE, 1)
        victim = state.tableau[move.target]
        card = victim.hand[move.slot]  # flipped face up for everyone (rulebook): public
        stolen = card != KEEPER
        events: list[Event] = [
            MouseUsed(
                player=move.player, target=move.target, slot=move.slot, card=card, stolen=stolen
            )
        ]
        if not stolen:
            return self._end_turn(state, move.player, kept, machine, events, supply=supply)
        refill, backpack, victim_machine, shuffles = draw(
            victim.backpack,
            victim.washing_machine,
            1,
            move.target,
            state.seed,
            state.shuffles,
            events,
        )
        before, after = victim.hand[: move.slot], victim.hand[move.slot + 1 :]
        hand = (*before, *refill, *after)  # S6: no refill, one fewer
        return self._end_turn(
            state,
            move.player,
            kept,
            (*machine, card),
            events,
            supply=supply,
            tableau=with_entry(
                state.tableau,
                move.target,
                Area(backpack=backpack, hand=hand, washing_machine=victim_machine),
            ),
            shuffles=shuffles,
        )

    def verify_pass(self, state: State, move: Pass) -> None:
        self._verify_turn(state, move.player)

    def can_pass(self, state: State, move: Pass) -> bool:
        return passes(lambda: self.verify_pass(state, move))

    def pass_turn(self, state: State, move: Pass) -> Step[State]:
        self.verify_pass(state, move)
        events: list[Event] = [TurnPassed(player=move.player)]
        area = state.tableau[move.player]
        return self._end_turn(state, move.player, area.hand, area.washing_machine, events)

    def _end_turn(
        self,
        state: State,
        mover: str,
        kept: tuple[str, ...],
        machine: tuple[str, ...],
        events: list[Event],
        *,
        supply: Mapping[str, int] | None = None,
        trash: tuple[str, ...] | None = None,
        tableau: Mapping[str, Area] | None = None,
        shuffles: int | None = None,
    ) -> Step[State]:
        """The state after the mover's action, which left `kept` in their hand and their
        washing machine `machine` (and changed whatever else is given): S7, the rest of the
        hand is washed and two cards drawn; S3, the next player's hand is revealed, and S8,
        wins if it holds a cat and a cape."""
        events.append(HandWashed(player=mover, cards=kept))
        tableau = state.tableau if tableau is None else tableau
        hand, backpack, machine, count = draw(
            tableau[mover].backpack,
            machine + kept,
            HAND_SIZE,
            mover,
            state.seed,
            state.shuffles if shuffles is None else shuffles,
            events,
        )
        areas = with_entry(
            tableau, mover, Area(backpack=backpack, hand=hand, washing_machine=machine)
        )
        nxt = next_seat(state.players, mover)
        revealed = areas[nxt].hand
        events.append(HandRevealed(player=nxt, hand=revealed))
        won = is_super_meow(revealed)
        if won:
            events.append(GameEnded(winner=nxt))
        after = State(
            players=state.players,
            supply=state.supply if supply is None else supply,
            tableau=areas,
            trash=state.trash if trash is None else trash,
            current=nxt,
            status=Status.GAME_OVER if won else Status.PLAYING,
            shuffles=count,
            options=state.options,
            seed=state.seed,
            winner=nxt if won else None,
        )
        result = write(GameResult(end=End.SUPER_MEOW, winner=nxt)) if won else None
        return Step(after, [*map(write, events)], result)

    # -- listing: the same checks, move by move -----------------------------------------

    def legal_moves(self, state: State) -> Iterator[Move]:
        """Every legal move in a stable order, for the seat to act (which `_verify_turn`
        lets through), by the named predicates the `verify_*` ask: each card `for_sale`,
        `in_stock` that the hand `affords`; each distinct card the hand `holds` that is
        `throwable`; with a mouse held, each slot another player's hand `fills` (in seat
        order from the next player); and the pass. Any other move fails one of them, so
        none is left out. (Predicates rather than `can_buy`: a refusal raised for each
        pile the hand cannot pay for halved the moves a playout makes per second.)"""
        if not isinstance(actor := self.to_act(state), Seat):
            return
        player = actor.player
        hand = state.hand(player)
        for code in CODES:
            if for_sale(code) and in_stock(state, code) and affords(state, player, code):
                yield Buy(player=player, card=code)
        for code in CODES:
            if holds(hand, code) and throwable(code):
                yield ThrowAway(player=player, card=code)
        if holds(hand, MOUSE):
            for step in range(1, len(state.players)):
                target = next_seat(state.players, player, step)
                for slot in range(HAND_SIZE):
                    if fills(state, target, slot):
                        yield Mouse(player=player, target=target, slot=slot)
        yield Pass(player=player)

    # -- views and scoring --------------------------------------------------------------

    def hidden(self, state: State, seat: str | None) -> Iterable[Place]:
        """The sights hide every backpack, from its owner too, and each hand from all but
        its owner; S3 reveals the `current` player's hand to every reader until that turn
        ends, and (rules version 2) a hand is face down to its owner too until then."""
        reader = None if self.readings_of(state).own_hand_face_down else seat
        revealed = ("tableau", state.current, "hand")
        return (place for place in super().hidden(state, reader) if place != revealed)

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: every hand holding a cat and a cape (S8), in seat order."""
        players, resolved, hands = self.score_prologue(body)
        options = Options.from_wire(resolved)
        seen: Counter[str] = Counter()
        for p in players:
            hand = hands[p]
            _check_known(hand, ["hands", p])
            if len(hand) > HAND_SIZE:
                raise invalid(["hands", p], f"a hand holds at most {HAND_SIZE} cards")
            _check_keepers(hand, options.per_player(KEEPER), ["hands", p])  # as in a tableau
            seen.update(hand)
        _check_totals(seen, {}, options, len(players), ["hands"])
        return write(ScoreResult(winners=tuple(p for p in players if is_super_meow(hands[p]))))

    # -- standings ---------------------------------------------------------------------

    def standings(self, state: State) -> Mapping[str, int]:
        """S8: the Super Meow card, 1 for the player who took it; no other points."""
        return {p: int(p == state.winner) for p in state.players}


# -- the rules' pieces (module level so tests and other callers can use them) ---------


def coins_in(hand: Sequence[str]) -> int:
    """S4: the coins a hand shows; they cap the price and are not spent."""
    return sum(COINS.get(code, 0) for code in hand)


def shows(hand: Sequence[str], card: str) -> int:
    """S4: what a hand shows to pay for `card`: cat food cards for the cat, else coins."""
    return hand.count(CATFOOD) if card == CAT else coins_in(hand)


def for_sale(card: str) -> bool:
    """S4: the supply sells its own cards; starting cards are never for sale."""
    return card in DEFAULT_SUPPLY


def in_stock(state: State, card: str) -> bool:
    """S4: the supply pile of `card` is not empty."""
    return state.supply[card] > 0


def affords(state: State, player: str, card: str) -> bool:
    """S4: `player`'s hand shows at least the price of `card`."""
    return shows(state.hand(player), card) >= state.options.prices[card]


def holds(hand: Sequence[str], card: str) -> bool:
    """G3: whether `hand` holds a copy of `card`."""
    return card in hand


def throwable(card: str) -> bool:
    """S5: every card but the keeper may be thrown away."""
    return card != KEEPER


def fills(state: State, target: str, slot: int) -> bool:
    """S6: whether `target`'s hand has a card in `slot` for a mouse to pick."""
    return slot < len(state.hand(target))


def is_super_meow(hand: Sequence[str]) -> bool:
    """S3/S8: a cat and a cape in one hand win."""
    return CAT in hand and CAPE in hand


def without(cards: tuple[str, ...], code: str) -> tuple[str, ...]:
    """`cards` less one copy of `code` (the first), in their order."""
    i = cards.index(code)
    return cards[:i] + cards[i + 1 :]


def draw(
    backpack: tuple[str, ...],
    machine: tuple[str, ...],
    count: int,
    player: str,
    seed: str,
    shuffles: int,
    events: list[Event],
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], int]:
    """S7: `count` cards off `player`'s backpack. Only a draw that finds the backpack empty
    turns the washing machine, shuffled, into a new backpack (shuffle number `shuffles`),
    and drawing goes on; both empty: fewer cards. The cards drawn, the backpack and
    washing machine left, and the shuffle count after; the events say how many were
    drawn, never which."""
    drawn, backpack = backpack[:count], backpack[count:]
    if drawn:
        events.append(CardsDrawn(player=player, count=len(drawn)))
    if len(drawn) < count and machine:
        backpack = tuple(rng.shuffled(machine, seed, f"shuffle:{shuffles}"))
        events.append(WashingMachineShuffled(player=player, cards=len(machine)))
        more, backpack, machine = backpack[: count - len(drawn)], backpack[count - len(drawn) :], ()
        events.append(CardsDrawn(player=player, count=len(more)))
        drawn, shuffles = drawn + more, shuffles + 1
    return drawn, backpack, machine, shuffles


def _restocked(supply: Mapping[str, int], code: str, delta: int) -> Mapping[str, int]:
    return with_entry(supply, code, supply[code] + delta)


def _check_known_piles(area: Area, player: str) -> None:
    _check_known(area.backpack, ["tableau", player, "backpack"])
    _check_known(area.hand, ["tableau", player, "hand"])
    _check_known(area.washing_machine, ["tableau", player, "washing_machine"])


def _check_known(codes: Sequence[str], path: list[str | int]) -> None:
    """Every code is a card of the game; the first that is not is named."""
    if not KNOWN.issuperset(codes):
        i = next(i for i, code in enumerate(codes) if code not in KNOWN)
        raise invalid([*path, i], f"unknown card {codes[i]!r}")


def _check_keepers(cards: Sequence[str], keepers: int, path: list[str | int]) -> None:
    """S5/S6: a keeper never leaves its owner, so one player holds at most their own
    `keepers` (their copies in `start_cards`)."""
    held = cards.count(KEEPER)
    if held > keepers:
        raise invalid(path, f"holds {held} start-keep cards; at most {keepers}")


def _check_totals(
    seen: Counter[str],
    supply: Mapping[str, int],
    options: Options,
    n_players: int,
    path: list[str | int],
) -> None:
    """Starting cards are counted globally (a stolen `start` sits in another tableau):
    at most players x their copies in `start_cards`; bought cards plus their pile at most
    the pile's size at setup."""
    for code in START_CODES:
        held, limit = seen.get(code, 0), n_players * options.per_player(code)
        if held > limit:
            raise _over(path, code, held, limit)
    for code in SUPPLY_CODES:
        held, limit = seen.get(code, 0) + supply.get(code, 0), options.supply[code]
        if held > limit:
            raise _over(path, code, held, limit)


def _over(path: list[str | int], code: str, held: int, limit: int) -> InvalidInput:
    return invalid(path, f"{held} {code} cards counting every place; the game holds {limit}")
