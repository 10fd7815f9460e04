"""Copy Cat Meow: lead a number, get copied for coins, or draw and call Meow (docs/rules.md C1-C14).

A match is `2 x players` games (8 with two players, C11), optionally played as several
sets (C13). Coins move only through `Ledger`, which applies the C10 debt rule (loans or
knockout) to every payment, so coins are conserved by every move.

Rules versions 1 and 2 read C7/C9 (revealed hands) and C10 (debt) differently, and a game
keeps the readings it started under, so both editions are kept in `READINGS`;
`CopyCat.readings_of` picks the one a state is played under, and every path that depends
on them (payments, loading, views) asks it.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from types import MappingProxyType
from typing import Any, ClassVar

from . import rng, wire
from .base import (
    ANYONE,
    CARD_NOT_IN_HAND,
    NOBODY,
    NOT_YOUR_TURN,
    SHARED_REASONS,
    WRONG_PHASE,
    Actor,
    Anyone,
    ErrorTree,
    InvalidInput,
    Nobody,
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

START_COINS = 25  # C2
COPY_PAY = 1  # C4: per card copied
EMPTY_HAND_BONUS = 3  # C8
MEOW_PAY = 3  # C7: each other player pays a successful declarer
MEOW_PENALTY = 6  # C7: per blocker (or in all, with shared_meow_penalty)
DECK_OUT_PAY = 1  # C9
LOAN = 10  # C10: never multiplied by stakes
MEOW_HAND_LIMIT = 4  # C5
ONE_DECK_MAX_PLAYERS = 5  # C14
MAX_PLAYERS = 8  # C14: more than 5 only with two decks
MAX_PRINTED_NUMBER = 99  # keeps custom `deck` codes short and sane
MAX_GAME_NUMBER = 16  # 2 x 8 players (C11, C14)
MAX_PLAYED = 64  # the most cards one lead or copy may name
MAX_TURNS = 100_000  # far beyond any game: a bound on a client's `turns`
SET_CHOICES = (1, 3, 5)  # C13: the sets a match may have
MAX_DECK_CODES = 128  # one copy; two decks double it (the wire caps piles at 256)
MAX_SET_POINTS = 1e6  # far beyond any match; a bound before the finer C13 check
# C13 rank bonuses by place; 6-8 players (two decks, C14) is our extension: +6, +3, zeros, -3, -6.
RANK_BONUS = {2: (6, -6), 3: (6, 0, -6), 4: (6, 3, -3, -6), 5: (6, 3, 0, -3, -6)}
DEFAULT_DECK = tuple(
    [str(n) for n in range(1, 13) for _ in range(4)] + ["1/2/3", "4/5/6", "6/7/8", "9/10/11"]
)  # C1 (provisional)


@dataclass(frozen=True, slots=True)
class Readings:
    """The readings that differ between rules versions, as one version reads them."""

    # C10 knockout: every payment of the move completes, so coins may drop below 0 (the
    # sheet: the causer "should still add any points they would have earned"); otherwise
    # the short payer pays what they have and the rest of that payment is dropped.
    knockout_pays_in_full: bool
    # C10: a payer left at exactly 0 coins has "run out" too and is lent 10 at once.
    loan_at_zero: bool
    # C7, C9: after a Meow or a deck-out every hand is public in every view until the
    # next deal ("All players reveal their cards"); otherwise views keep hands hidden.
    reveal_at_showdown: bool


READINGS: Mapping[int, Readings] = MappingProxyType(
    {
        1: Readings(knockout_pays_in_full=False, loan_at_zero=False, reveal_at_showdown=False),
        2: Readings(knockout_pays_in_full=True, loan_at_zero=True, reveal_at_showdown=True),
    }
)
RULES_VERSION = 2  # the current edition: what new games are played under

NO_CARDS = ReasonCode("NO_CARDS", "C3", "A lead or copy must play at least one card.")
CARDS_DO_NOT_SHOW_NUMBER = ReasonCode(
    "CARDS_DO_NOT_SHOW_NUMBER",
    "C3",
    "Every card played must show the number the move names (a special card any printed number).",
)
NUMBER_DOES_NOT_MATCH_FIELD = ReasonCode(
    "NUMBER_DOES_NOT_MATCH_FIELD", "C4", "A copy must name the number of the field."
)
CANNOT_COPY_OWN_LEAD = ReasonCode(
    "CANNOT_COPY_OWN_LEAD", "C6", "Back at the parent, the parent must draw (discard and draw 1)."
)
HAND_TOO_LARGE_FOR_MEOW = ReasonCode(
    "HAND_TOO_LARGE_FOR_MEOW", "C5", "Meow needs 4 or fewer cards in hand after the draw."
)
MEOW_LOCKED = ReasonCode(
    "MEOW_LOCKED", "C12", "Meow is refused until `meow_locked_turns` turns of the game are done."
)
NOT_ENOUGH_COINS_FOR_MEOW = ReasonCode(
    "NOT_ENOUGH_COINS_FOR_MEOW", "C12", "Meow needs at least `min_coins_for_meow` coins."
)


# -- cards ---------------------------------------------------------------------------


def parse_card(code: str) -> tuple[int, ...] | None:
    """C1: the numbers printed on a card code (`7` -> (7,), `6/7/8` -> (6, 7, 8)), or None
    when the code is not well formed (numbers 1-99, no leading zeros, strictly ascending)."""
    numbers: list[int] = []
    for part in code.split("/"):
        if not (part.isascii() and part.isdigit()) or part.startswith("0"):
            return None
        value = int(part)
        if value > MAX_PRINTED_NUMBER or (numbers and value <= numbers[-1]):
            return None
        numbers.append(value)
    return tuple(numbers)


@dataclass(frozen=True, slots=True)
class Cards:
    """The cards in force under the `deck` and `decks` options (C1, C14)."""

    counts: Mapping[str, int]  # physical copies of each code
    known: frozenset[str]  # the codes of `counts`
    order: tuple[str, ...]  # every physical card, unshuffled
    numbers: Mapping[str, tuple[int, ...]]  # the numbers each code shows
    rank: Mapping[str, int]  # each code's place in a listing: by lowest number, plain first
    printed: frozenset[int]  # every number some card shows
    most_showing: int  # the most cards that show one number: the largest possible field

    def shows(self, code: str, number: int) -> bool:
        return number in self.numbers[code]

    def meow_value(self, code: str, summed: bool = False) -> int:
        """C7/C9: a special card counts as its lowest number, or the sum of its numbers."""
        numbers = self.numbers[code]
        return sum(numbers) if summed else numbers[0]

    def hand_total(self, hand: Iterable[str], summed: bool = False) -> int:
        return sum(self.meow_value(code, summed) for code in hand)

    def in_order(self, codes: Iterable[str]) -> list[str]:
        """`codes` in listing order: by lowest number, plain cards before specials."""
        return sorted(codes, key=self.rank.__getitem__)


def _cards(deck: tuple[str, ...], decks: int) -> Cards:
    order = deck * decks
    numbers = {code: parse_card(code) or () for code in dict.fromkeys(order)}
    showing = Counter(n for code in order for n in numbers[code])
    ranked = sorted(numbers, key=lambda code: (numbers[code][0], len(numbers[code]), code))
    return Cards(
        counts=readonly(dict(Counter(order))),
        known=frozenset(numbers),
        order=order,
        numbers=readonly(numbers),
        rank=readonly({code: i for i, code in enumerate(ranked)}),
        printed=frozenset(showing),
        most_showing=max(showing.values()),
    )


# The default deck's, built once and kept, so decks clients choose never push them out.
DEFAULT_CARDS = {(DEFAULT_DECK, decks): _cards(DEFAULT_DECK, decks) for decks in (1, 2)}
# Decks clients choose are keyed by what they send, so a fixed number is kept: the largest
# deck is 128 distinct codes of 64 characters showing 24 numbers each, and
# 16 of them, two decks each, hold <= 16 x 80 KB = 1.3 MB (tests/engines/test_cache_bounds.py).
_chosen_cards = lru_cache(maxsize=16)(_cards)


def build_cards(deck: tuple[str, ...], decks: int) -> Cards:
    """The cards of a `deck` option (its codes checked). Kept: every state of a game
    shares one, and building the tables for 52 codes costs more than a move."""
    return DEFAULT_CARDS.get((deck, decks)) or _chosen_cards(deck, decks)


def _check_deck(value: list[Any]) -> list[str]:
    """C1: the `deck` option lists one copy of the deck, one code per physical card."""
    if not 1 <= len(value) <= MAX_DECK_CODES:
        raise InvalidInput({"_schema": [f"must list 1 to {MAX_DECK_CODES} card codes"]})
    for i, code in enumerate(value):
        if not isinstance(code, str) or len(code) > 64 or parse_card(code) is None:
            raise invalid(
                [i], "must be a card code: numbers 1-99 joined by '/', ascending (`7`, `6/7/8`)"
            )
    return list(value)


# -- options, state and moves --------------------------------------------------------


class SpecialMeowValue(StrEnum):
    """C7: what the declarer's special cards count as."""

    LOWEST = "lowest"
    SUM = "sum"


@dataclass(frozen=True, slots=True)
class Options:
    """The options in force (resolved: every option present), and the cards they make."""

    deck: tuple[str, ...]
    decks: int
    special_meow_value: SpecialMeowValue
    shared_meow_penalty: bool
    knockout: bool
    reverse_after_cycle: bool
    stakes: int
    remove_two: bool
    meow_locked_turns: int
    min_coins_for_meow: int
    sets: int
    cards: Cards = dataclasses.field(compare=False, repr=False)

    @staticmethod
    def from_wire(wire: Mapping[str, Any]) -> Options:
        deck = tuple(wire["deck"])
        return Options(
            deck=deck,
            decks=wire["decks"],
            special_meow_value=SpecialMeowValue(wire["special_meow_value"]),
            shared_meow_penalty=wire["shared_meow_penalty"],
            knockout=wire["knockout"],
            reverse_after_cycle=wire["reverse_after_cycle"],
            stakes=wire["stakes"],
            remove_two=wire["remove_two"],
            meow_locked_turns=wire["meow_locked_turns"],
            min_coins_for_meow=wire["min_coins_for_meow"],
            sets=wire["sets"],
            cards=build_cards(deck, wire["decks"]),
        )

    @staticmethod
    def of(wire: Mapping[str, Any] | Options) -> Options:
        """The typed options of resolved ones, or those a loader has typed already
        (`load_state`'s, memoised by `load_options_as`)."""
        return wire if isinstance(wire, Options) else Options.from_wire(wire)

    def to_wire(self) -> dict[str, Any]:
        return {
            "deck": list(self.deck),
            "decks": self.decks,
            "special_meow_value": self.special_meow_value.value,
            "shared_meow_penalty": self.shared_meow_penalty,
            "knockout": self.knockout,
            "reverse_after_cycle": self.reverse_after_cycle,
            "stakes": self.stakes,
            "remove_two": self.remove_two,
            "meow_locked_turns": self.meow_locked_turns,
            "min_coins_for_meow": self.min_coins_for_meow,
            "sets": self.sets,
        }


class Phase(StrEnum):
    LEAD = "lead"  # the game's first move, by its starter (C3)
    RESPOND = "respond"  # copy the field, or draw to decline (C4-C6)
    DRAWN = "drawn"  # after the draw: lead, or Meow (C5)
    GAME_OVER = "game_over"  # only next_game may follow
    MATCH_OVER = "match_over"  # C11, C13: nothing may follow


PLAYING = frozenset({Phase.LEAD, Phase.RESPOND, Phase.DRAWN})
OVER = frozenset({Phase.GAME_OVER, Phase.MATCH_OVER})
# The move kinds each phase of play allows (G2), in the order they are listed.
MOVES_BY_PHASE = {
    Phase.LEAD: ("lead",),
    Phase.RESPOND: ("copy", "draw"),
    Phase.DRAWN: ("lead", "meow"),
}


OPTIONS_DOC = (
    "deck: one copy of the deck as card codes (C1); decks: 1 | 2 (C14); special_meow_value: "
    "lowest | sum and shared_meow_penalty (C7); knockout (C10); reverse_after_cycle, stakes "
    "1-10, remove_two, meow_locked_turns, min_coins_for_meow (C12); sets: 1 | 3 | 5 (C13). "
    "Returned states carry every option in force."
)


@frozen
class Field:
    """The cards on the table: the parent's lead, then every copy (C3-C6)."""

    parent: str = wire.player("Who led (C3).")
    number: int = wire.integer(minimum=1, maximum=MAX_PRINTED_NUMBER)
    cards: tuple[str, ...] = wire.codes("The lead, then every copy.")
    # in turn order after the parent
    copiers: tuple[str, ...] = wire.player_list(max_items=MAX_PLAYERS - 1)


_FIELD = wire.codec(Field)


def _field_from_wire(value: Mapping[str, Any] | None) -> Field | None:
    return None if value is None else _FIELD.from_wire(value)


def _field_to_wire(field: Field | None) -> dict[str, Any] | None:
    return None if field is None else _FIELD.to_wire(field)


@frozen
class State:
    """A Copy Cat Meow game within its match (docs/games/copycat.md): each field declared
    once, as the wire has it. Its maps are built as a client sends them, for `check` to
    name what is wrong with them in Copy Cat's order (C14's seat count before the hands
    map, the coins map after the hands' codes and `current`)."""

    players: tuple[str, ...] = wire.players()  # in seat order (clockwise)
    hands: Mapping[str, tuple[str, ...]] = wire.hands(
        view_description="A hand the reader may see; another by its length.", as_sent=True
    )
    deck: tuple[str, ...] = wire.codes(
        "Index 0 is the top.", sight=Sight.NOBODY, view_description="Cards left."
    )
    discard_pile: tuple[str, ...] = wire.codes("The last card is the top.")
    field: Field | None = wire.game_object(_field_from_wire, _field_to_wire, nullable=True)
    current: str = wire.player()
    phase: Phase = wire.choice(Phase)
    # No lower bound: a knockout can leave a player below zero at a match's end (C10).
    coins: Mapping[str, int] = wire.integers(
        "Below 0 only under the knockout option, once the move that took them there has "
        "ended the set (C10).",
        view_description="",
        as_sent=True,
    )
    game_number: int = wire.integer(
        "1-based, within the set (C11).",
        minimum=1,
        maximum=MAX_GAME_NUMBER,
        view_description="1-based, within the set.",
    )
    starter: str = wire.player("This game's starter.")
    turns: int = wire.integer(
        "Completed turns this game (C12).",
        minimum=0,
        maximum=MAX_TURNS,
        default=0,
        view_description="Completed turns this game.",
    )
    set_number: int = wire.integer(minimum=1, maximum=max(SET_CHOICES), default=1)
    set_points: Mapping[str, int | float] = wire.points(
        "Cumulative rank bonuses (C13).",
        default=0,
        view_description="Rank bonuses (C13).",
        as_sent=True,
    )
    removed: tuple[str, ...] = wire.codes(
        "Taken out unseen (remove_two).",
        max_items=2,
        default=(),
        sight=Sight.NOBODY,
        view_description="Cards taken out unseen (remove_two).",
    )
    # Absent from a client's state: the set is over after its last game (C13), which
    # `load_state` fills in.
    set_over: bool = wire.optional_flag(
        "At game_over: the set is over (C13, C10).", view_description=""
    )
    options: Options = wire.options(Options.of, Options.to_wire, OPTIONS_DOC)
    seed: str = wire.seed()
    # `removed` after `phase` in a game the referee dealt (setup, sessions, replays), after
    # `set_points` in a client's state it loaded (validate-move). Clients hold states in
    # both layouts, so a game keeps the one it started with (docs/design.md).
    removed_after_phase: bool = wire.layout("removed", after="phase")

    @property
    def cards(self) -> Cards:
        return self.options.cards


@frozen
class Lead:
    TYPE: ClassVar[str] = "lead"
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes("1+ cards (C3).", max_items=MAX_PLAYED)
    number: int = wire.integer(
        "The number every card is played as (C1, C3).", minimum=1, maximum=MAX_PRINTED_NUMBER
    )


@frozen
class Copy:
    TYPE: ClassVar[str] = "copy"
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes("1+ cards (C4).", max_items=MAX_PLAYED)
    number: int = wire.integer(
        "Must be the field's number (C4).", minimum=1, maximum=MAX_PRINTED_NUMBER
    )


@frozen
class Draw:
    TYPE: ClassVar[str] = "draw"
    player: str = wire.player()


@frozen
class Meow:
    TYPE: ClassVar[str] = "meow"
    player: str = wire.player()


@frozen
class NextGame:
    TYPE: ClassVar[str] = "next_game"
    player: str = wire.player()


Move = Lead | Copy | Draw | Meow | NextGame
MOVES = (Lead, Copy, Draw, Meow, NextGame)


# -- events and results: what a move made, written once for the answer ----------------


class End(StrEnum):
    """How a game ended."""

    MEOW_SUCCESS = "meow_success"  # C7
    MEOW_FAILED = "meow_failed"  # C7
    EMPTY_HAND = "empty_hand"  # C8
    DECK_OUT = "deck_out"  # C9
    KNOCKOUT = "knockout"  # C10: nothing but a knockout ended it


@frozen
class CardsLed:
    TYPE: ClassVar[str] = "cards_led"
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes()
    number: int = wire.integer("The number led.")


@frozen
class CardsCopied:
    TYPE: ClassVar[str] = "cards_copied"
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes()
    number: int = wire.integer("The number copied.")


@frozen
class FieldDiscarded:
    TYPE: ClassVar[str] = "field_discarded"
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes()


@frozen
class CardDrawn:
    TYPE: ClassVar[str] = "card_drawn"
    DESCRIPTION: ClassVar[str] = "The card drawn is not named."
    player: str = wire.player()
    count: int = wire.integer_choice((1,))
    deck: int = wire.integer("Cards left in the deck.")


@frozen
class MeowDeclared:
    TYPE: ClassVar[str] = "meow_declared"
    player: str = wire.player()
    success: bool = wire.flag()


@frozen
class CoinsPaid:
    """One payment of a move (C4, C7-C10), as the ledger makes it."""

    TYPE: ClassVar[str] = "coins_paid"
    DESCRIPTION: ClassVar[str] = "One per transfer, in the order they happened."
    from_: str = wire.keyed("from", wire.player())
    to: str = wire.player()
    coins: int = wire.integer()
    loan: bool | None = wire.flag_when_set("A C10 loan; absent otherwise.")


@frozen
class PlayerKnockedOut:
    TYPE: ClassVar[str] = "player_knocked_out"
    player: str = wire.player()


@frozen
class GameEnded:
    TYPE: ClassVar[str] = "game_ended"
    end: End = wire.choice(End)
    by: str | None = wire.player(nullable=True)


@frozen
class SetEnded:
    TYPE: ClassVar[str] = "set_ended"
    set_number: int = wire.integer()


@frozen
class MatchEnded:
    TYPE: ClassVar[str] = "match_ended"
    winners: tuple[str, ...] = wire.player_list()


@frozen
class GameStarted:
    TYPE: ClassVar[str] = "game_started"
    set_number: int = wire.integer()
    game_number: int = wire.integer()
    starter: str = wire.player()


EVENTS = (
    CardsLed,
    CardsCopied,
    FieldDiscarded,
    CardDrawn,
    MeowDeclared,
    CoinsPaid,
    PlayerKnockedOut,
    GameEnded,
    SetEnded,
    MatchEnded,
    GameStarted,
)
Event = (
    CardsLed
    | CardsCopied
    | FieldDiscarded
    | CardDrawn
    | MeowDeclared
    | CoinsPaid
    | PlayerKnockedOut
    | GameEnded
    | SetEnded
    | MatchEnded
    | GameStarted
)


@frozen
class Transfer:
    """A payment as a result lists it: a `CoinsPaid` without its type."""

    from_: str = wire.keyed("from", wire.player())
    to: str = wire.player()
    coins: int = wire.integer()
    loan: bool | None = wire.flag_when_set("A C10 loan (never multiplied by stakes).")

    @staticmethod
    def of(paid: CoinsPaid) -> Transfer:
        return Transfer(from_=paid.from_, to=paid.to, coins=paid.coins, loan=paid.loan)


_TRANSFER = wire.codec(Transfer)


def _transfers_from_wire(value: Sequence[Mapping[str, Any]]) -> tuple[Transfer, ...]:
    return tuple(map(_TRANSFER.from_wire, value))


def _transfers_to_wire(transfers: Iterable[Transfer]) -> list[dict[str, Any]]:
    return list(map(_TRANSFER.to_wire, transfers))


def _transfers() -> Any:
    """A result's payments, in the order made (schemas/copycat.py gives their schema)."""
    return wire.game_object(_transfers_from_wire, _transfers_to_wire)


@frozen
class GameResult:
    """The end of a game (C7-C11), and of its set or match (C13)."""

    end: End = wire.choice(End)
    by: str | None = wire.player(nullable=True)
    totals: Mapping[str, int] = wire.scores("Revealed hand totals (Meow, deck-out); else empty.")
    transfers: tuple[Transfer, ...] = _transfers()
    coins: Mapping[str, int] = wire.scores(
        "After the move; below 0 for whoever a knockout took there."
    )
    set_over: bool = wire.flag()
    match_over: bool = wire.flag()
    winners: tuple[str, ...] = wire.player_list()
    next_starter: str | None = wire.player(nullable=True)
    set_points: Mapping[str, int | float] | None = wire.points(
        "With sets > 1 (C13).", omit_none=True
    )


@frozen
class ScoreResult:
    """POST /score's answer: a Meow's outcome (C7) or a deck-out's (C9)."""

    end: End = wire.choice_among(
        End, (End.MEOW_SUCCESS, End.MEOW_FAILED, End.EMPTY_HAND, End.DECK_OUT)
    )
    by: str | None = wire.player(nullable=True)
    totals: Mapping[str, int] = wire.scores()
    transfers: tuple[Transfer, ...] = _transfers()
    coins: Mapping[str, int] = wire.scores()
    knocked_out: tuple[str, ...] = wire.player_list()


# -- match structure (C11-C13) -------------------------------------------------------


def games_per_set(n_players: int) -> int:
    """C11: 2 x players games, 8 with two players."""
    return 8 if n_players == 2 else 2 * n_players


def hand_size(n_players: int) -> int:
    return 6 if n_players == 2 else 5  # C2


def direction(options: Options, game_number: int, n_players: int) -> int:
    """C12 reverse_after_cycle: counterclockwise (-1) from the second cycle of n games on."""
    return -1 if options.reverse_after_cycle and game_number > n_players else 1


def multiplier(options: Options, game_number: int, n_players: int) -> int:
    """C12 stakes: every coin amount of the rules is multiplied from the second cycle on."""
    return options.stakes if game_number > n_players else 1


def turn_step(state: State) -> int:
    """This game's turn direction (C12 reverse_after_cycle)."""
    return direction(state.options, state.game_number, len(state.players))


def seats_after(players: Sequence[str], player: str, step: int) -> list[str]:
    """The other players in turn order, starting after `player` (C10's payment order)."""
    start = players.index(player)
    n = len(players)
    return [players[(start + step * k) % n] for k in range(1, n)]


def rank_bonuses(players: Sequence[str], coins: Mapping[str, int]) -> dict[str, Fraction]:
    """C13: bonus by place in coins; tied players share the average of the places they span."""
    n = len(players)
    table = RANK_BONUS.get(n) or (6, 3, *([0] * (n - 4)), -3, -6)
    ranked = sorted(players, key=lambda p: -coins[p])
    out: dict[str, Fraction] = {}
    place = 0
    for _, group in itertools.groupby(ranked, key=lambda p: coins[p]):
        tied = list(group)
        share = Fraction(sum(table[place : place + len(tied)]), len(tied))
        out.update({p: share for p in tied})
        place += len(tied)
    return out


def _number(value: Fraction) -> int | float:
    """JSON-friendly: whole numbers stay ints, shared places may give halves or fifths."""
    return int(value) if value.denominator == 1 else round(float(value), 6)


def most(players: Sequence[str], values: Mapping[str, Any]) -> list[str]:
    best = max(values[p] for p in players)
    return [p for p in players if values[p] == best]


def check_seats(players: Sequence[str], options: Options) -> None:
    """C14: more than 5 players need two decks."""
    if len(players) > ONE_DECK_MAX_PLAYERS and options.decks == 1:
        raise invalid(["players"], "more than 5 players need two decks (C14: options.decks = 2)")


# -- coins ---------------------------------------------------------------------------


class Ledger:
    """The coin movements of one move, in order. C10: payments run in the order they are
    made; a payer short of coins pays what they have, then borrows; with `knockout`,
    instead, a payer whose coins drop below 0 is knocked out (`Readings` say whether the
    payment still completes or stops at what the payer had)."""

    __slots__ = ("coins", "paid", "knocked", "players", "step", "knockout", "readings")

    def __init__(
        self,
        coins: Mapping[str, int],
        players: Sequence[str],
        step: int,
        knockout: bool,
        readings: Readings,
    ) -> None:
        self.coins = dict(coins)
        self.paid: list[CoinsPaid] = []
        self.knocked: list[str] = []
        self.players = players
        self.step = step
        self.knockout = knockout
        self.readings = readings

    def _move(self, src: str, dst: str, amount: int, loan: bool = False) -> None:
        self.coins[src] -= amount
        self.coins[dst] += amount
        self.paid.append(CoinsPaid(from_=src, to=dst, coins=amount, loan=True if loan else None))

    def pay(self, payer: str, payee: str, amount: int) -> None:
        if amount <= 0:
            return
        if self.knockout:
            self._pay_or_knock_out(payer, payee, amount)
            return
        remaining = amount
        while True:
            part = min(self.coins[payer], remaining)
            if part:
                self._move(payer, payee, part)
                remaining -= part
            if not remaining:
                break
            if not self._lend(payer):
                return
        if self.readings.loan_at_zero and not self.coins[payer]:
            self._lend(payer)  # C10: left at exactly 0, the payer has run out too

    def _pay_or_knock_out(self, payer: str, payee: str, amount: int) -> None:
        """C10 knockout: no loans. A payer who cannot pay in full is knocked out and the set
        ends after this move; the payment completes, taking their coins below 0, or (rules
        version 1) stops at what they have."""
        if self.coins[payer] < amount and payer not in self.knocked:
            self.knocked.append(payer)
        if self.readings.knockout_pays_in_full or self.coins[payer] >= amount:
            self._move(payer, payee, amount)
        elif self.coins[payer] > 0:
            self._move(payer, payee, self.coins[payer])

    def _lend(self, debtor: str) -> bool:
        """C10: the player with the most coins other than the debtor (ties: the first after
        the debtor) lends 10, or all they have if less. False when they have nothing: only
        a client's state with coins missing gets here, and our reading drops the rest of
        the debt."""
        seats = seats_after(self.players, debtor, self.step)
        lender = seats[0]
        for p in seats[1:]:
            if self.coins[p] > self.coins[lender]:
                lender = p
        if self.coins[lender] <= 0:
            return False
        self._move(lender, debtor, min(LOAN, self.coins[lender]), loan=True)
        return True

    def transfers(self) -> tuple[Transfer, ...]:
        return tuple(map(Transfer.of, self.paid))


def settle_meow(
    players: Sequence[str],
    hands: Mapping[str, Sequence[str]],
    declarer: str,
    options: Options,
    ledger: Ledger,
    rate: int,
) -> tuple[End, dict[str, int]]:
    """C7: reveal, compare, pay. Returns the end and the revealed totals."""
    summed = options.special_meow_value is SpecialMeowValue.SUM
    cards = options.cards
    totals = {p: cards.hand_total(hands[p], summed and p == declarer) for p in players}
    others = seats_after(players, declarer, ledger.step)
    mine = totals[declarer]
    blockers = [p for p in others if totals[p] <= mine]
    if not blockers:
        for p in others:  # payers in turn order after the declarer
            ledger.pay(p, declarer, MEOW_PAY * rate)
        return End.MEOW_SUCCESS, totals
    if options.shared_meow_penalty:
        shares = shared_penalty(len(blockers))
    else:
        shares = [MEOW_PENALTY] * len(blockers)
    for p, share in zip(blockers, shares, strict=True):
        ledger.pay(declarer, p, share * rate)
    return End.MEOW_FAILED, totals


def shared_penalty(blockers: int) -> list[int]:
    """C7 shared_meow_penalty: 6 in all, the remainder to the nearest blockers first
    (6, 3/3, 2/2/2, 2/2/1/1; beyond the sheet's four: 2/1/1/1/1, 1 x 6, 1 x 6 then 0)."""
    base, extra = divmod(MEOW_PENALTY, blockers)
    return [base + (1 if i < extra else 0) for i in range(blockers)]


def settle_deck_out(
    players: Sequence[str],
    hands: Mapping[str, Sequence[str]],
    cards: Cards,
    first: str,
    ledger: Ledger,
    rate: int,
) -> dict[str, int]:
    """C9: every lowest total receives 1 from each higher total. Payers in turn order from
    the seat after `first` (the player who could not draw), each paying the lowest in turn
    order after themselves."""
    totals = {p: cards.hand_total(hands[p]) for p in players}
    low = min(totals.values())
    for payer in [*seats_after(players, first, ledger.step), first]:
        if totals[payer] == low:
            continue
        for payee in seats_after(players, payer, ledger.step):
            if totals[payee] == low:
                ledger.pay(payer, payee, DECK_OUT_PAY * rate)
    return totals


# -- the game -------------------------------------------------------------------------


class CopyCat(Rules[State, Move]):
    id = "copycat"
    name = "Copy Cat Meow"
    min_players = 2
    max_players = MAX_PLAYERS
    options = {
        "deck": OptionSpec(
            "array",
            list(DEFAULT_DECK),
            "C1 (provisional): one copy of the deck as card codes (`7`, `6/7/8`).",
            check=_check_deck,
        ),
        "decks": OptionSpec(
            "integer",
            1,
            "C14: copies of `deck` shuffled together (two allow 6-8 players).",
            choices=(1, 2),
        ),
        "special_meow_value": OptionSpec(
            "string",
            SpecialMeowValue.LOWEST.value,
            "C7: the declarer's special cards count as their lowest number or their sum.",
            choices=tuple(v.value for v in SpecialMeowValue),
        ),
        "shared_meow_penalty": OptionSpec(
            "boolean", False, "C7: a blocked declarer pays 6 in all, split among the blockers."
        ),
        "knockout": OptionSpec(
            "boolean",
            False,
            "C10: no loans; a payment that takes a player below 0 ends the match (or set).",
        ),
        "reverse_after_cycle": OptionSpec(
            "boolean", False, "C12: counterclockwise play and rotation from the second cycle on."
        ),
        "stakes": OptionSpec(
            "integer",
            1,
            "C12: coin amounts are multiplied from the second cycle on.",
            minimum=1,
            maximum=10,
        ),
        "remove_two": OptionSpec(
            "boolean", False, "C12: 2 unseen cards leave the deck after each deal."
        ),
        "meow_locked_turns": OptionSpec(
            "integer",
            0,
            "C12: Meow is refused until this many turns of the game are done.",
            minimum=0,
            maximum=100,
        ),
        "min_coins_for_meow": OptionSpec(
            "integer", 0, "C12: Meow needs at least this many coins.", minimum=0, maximum=1000
        ),
        "sets": OptionSpec(
            "integer",
            1,
            "C13: sets in the match; coins reset each set, rank bonuses decide.",
            choices=SET_CHOICES,
        ),
    }
    move_kinds = MOVES
    move_types = wire.tags(MOVES)
    event_kinds = EVENTS
    reasons = (
        *SHARED_REASONS,
        NO_CARDS,
        CARDS_DO_NOT_SHOW_NUMBER,
        NUMBER_DOES_NOT_MATCH_FIELD,
        CANNOT_COPY_OWN_LEAD,
        HAND_TOO_LARGE_FOR_MEOW,
        MEOW_LOCKED,
        NOT_ENOUGH_COINS_FOR_MEOW,
    )
    event_types = wire.tags(EVENTS)
    state_type = State
    # No map is checked ahead of the build (each is declared `as_sent`): `check` checks
    # the hands, coins and set_points maps in the order Copy Cat names its errors (C14's
    # seat count first, the coins after the hands' codes), which checking them ahead
    # would change.
    player_maps = wire.player_maps(State)

    def __init__(self, rules_version: int = RULES_VERSION) -> None:
        self.readings = READINGS[rules_version]
        self.rules_version = rules_version

    def readings_of(self, state: State | Mapping[str, Any]) -> Readings:
        """The readings `state` is played under: the one place they are chosen, asked by
        every path that depends on them (payments, check, score, hidden). Every game is
        played under this engine's edition (the registry's is the current one)."""
        return self.readings

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        cards = Options.from_wire(options).cards
        return {
            "cards": [
                {
                    "code": code,
                    "type": "special" if len(cards.numbers[code]) > 1 else "number",
                    "numbers": list(cards.numbers[code]),
                    "meow_value": cards.meow_value(code),
                    "copies": cards.counts[code],
                }
                for code in cards.in_order(cards.counts)
            ],
            "deck_size": len(cards.order),
            "decks": options["decks"],
            "starting_coins": START_COINS,
            "hand_size": {"2": 6, "3+": 5},
            "games_per_set": {"2": 8, "3+": "2 x players"},
            "coin_amounts": {
                "copy_per_card": COPY_PAY,
                "empty_hand_bonus": EMPTY_HAND_BONUS,
                "meow_success": MEOW_PAY,
                "meow_penalty": MEOW_PENALTY,
                "deck_out": DECK_OUT_PAY,
                "loan": LOAN,
            },
            "meow_hand_limit": MEOW_HAND_LIMIT,
            "rank_bonus": {str(n): list(v) for n, v in RANK_BONUS.items()},
        }

    # -- what a state and a move may hold (their shape is the schema's) ----------------

    def load_state(self, wire: Mapping[str, Any]) -> State:
        """A client's state, checked as Rules.load_state checks one (the players, the
        options, then `check`) and built once, with the typed options memoised and what
        a missing `set_over` means filled in, in the layout of a loaded state: `removed`
        after `set_points` (State.removed_after_phase)."""
        players = self.check_player_count(wire["players"])
        options = self.load_options_as(wire.get("options"), Options.from_wire)
        seed = wire.get("seed")
        set_over = wire.get("set_over")
        if set_over is None:  # C13: the set is over after its last game
            phase = Phase(wire["phase"])
            last = wire["game_number"] == games_per_set(len(players))
            set_over = phase in OVER and (last or phase is Phase.MATCH_OVER)
        complete = {
            **wire,
            "set_over": set_over,
            "options": options,
            "seed": "" if seed is None else seed,
            "removed_after_phase": False,
        }
        state = self.from_wire(complete)
        self.check(state)
        if seed is None:  # derived from the content (docs/api.md#conventions)
            state = replace(state, seed=derive_seed(self.to_wire(state)))
        return state

    def check(self, state: State) -> None:
        """Every meaning error of a state, the first one found in this order: seats (C14),
        the hands and the codes of every pile, the players and numbers named, the field,
        the set, then what the pieces say together."""
        players, cards = state.players, state.cards
        check_seats(players, state.options)
        _check_seated(state.hands, "hands", players)
        for p in players:
            _check_known(state.hands[p], ("hands", p), cards)
        _check_known(state.deck, ("deck",), cards)
        _check_known(state.discard_pile, ("discard_pile",), cards)
        check_player(state.current, players, ["current"])
        _check_seated(state.coins, "coins", players)
        _check_at_most(state.game_number, "game_number", games_per_set(len(players)))
        check_player(state.starter, players, ["starter"])
        _check_at_most(state.set_number, "set_number", state.options.sets)
        _check_seated(state.set_points, "set_points", players)
        for p in players:
            if abs(state.set_points[p]) > MAX_SET_POINTS:
                raise invalid(["set_points", p], "must be a number")
        _check_known(state.removed, ("removed",), cards)
        if state.field is not None:
            _check_field(state, state.field)
        _check_set_over(state)
        _check_set_points(state)
        _check_card_counts(state)
        _check_coin_total(state.coins)
        _check_consistency(state)
        _check_debts(state, self.readings_of(state))

    def check_move(self, state: State, move: Move) -> None:
        check_player(move.player, state.players, ["player"])
        if isinstance(move, Lead | Copy):
            _check_known(move.cards, ("cards",), state.cards)
            if move.number not in state.cards.printed:
                raise invalid(["number"], f"no card in this deck shows {move.number}")

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
        check_seats(seats, resolved)
        starter = check_player(starter, seats, ["starter"]) if starter else seats[0]  # C2
        cards = resolved.cards
        needed = len(seats) * hand_size(len(seats)) + (2 if resolved.remove_two else 0)
        if needed > len(cards.order):
            raise invalid(
                ["options", "deck"], f"holds {len(cards.order)} cards; this deal needs {needed}"
            )
        seed = seed if seed is not None else rng.new_seed()
        if deck is not None and Counter(deck) != Counter(cards.order):
            raise invalid(["deck"], f"must hold exactly the {len(cards.order)} cards of the game")
        order = (
            list(deck) if deck is not None else rng.shuffled(cards.order, seed, _deal_label(1, 1))
        )
        return State(
            players=seats,
            coins=readonly(dict.fromkeys(seats, START_COINS)),
            game_number=1,
            set_number=1,
            set_points=readonly(dict.fromkeys(seats, 0)),
            options=resolved,
            seed=seed,
            removed_after_phase=True,
            **_dealt(seats, order, starter, resolved.remove_two),
        )

    # -- who acts, and how it ends ------------------------------------------------------

    def to_act(self, state: State) -> Actor:
        match state.phase:
            case Phase.GAME_OVER:
                return ANYONE  # any player deals the next game
            case Phase.MATCH_OVER:
                return NOBODY
            case _:
                return Seat(state.current)

    def outcome(self, state: State) -> Outcome | None:
        """C11: the most coins win the match; C13: with sets, the most rank bonus points."""
        if state.phase is not Phase.MATCH_OVER:
            return None
        if state.options.sets > 1:
            return Outcome(tuple(most(state.players, state.set_points)), "most_set_points")
        return Outcome(tuple(most(state.players, state.coins)), "most_coins")

    # -- the moves: verify raises why not, can says whether, the move itself applies ---

    def apply(self, state: State, move: Move) -> Step[State]:
        match move:
            case Lead():
                return self.lead(state, move)
            case Copy():
                return self.copy(state, move)
            case Draw():
                return self.draw(state, move)
            case Meow():
                return self.meow(state, move)
            case NextGame():
                return self.next_game(state, move)

    def _verify_turn(self, state: State, player: str, kind: str) -> None:
        """G2, G1, G2: a game in play, the player's turn, and a move its phase allows."""
        if state.phase is Phase.MATCH_OVER:
            raise illegal(WRONG_PHASE, "The match is over (C11); nothing may follow.")
        if state.phase is Phase.GAME_OVER:
            raise illegal(WRONG_PHASE, "The game is over; only next_game may follow (G2).")
        if player != state.current:
            raise illegal(NOT_YOUR_TURN, f"It is {state.current}'s turn.")
        allowed = MOVES_BY_PHASE[state.phase]
        if kind not in allowed:
            raise illegal(
                WRONG_PHASE, f"In phase {state.phase} the move must be {' or '.join(allowed)}."
            )

    def verify_lead(self, state: State, move: Lead) -> tuple[str, ...]:
        """G1-G3, C3; the hand the lead leaves, which `lead` keeps."""
        self._verify_turn(state, move.player, "lead")
        return _hand_after(state, move.player, move.cards, move.number, "C3")

    def can_lead(self, state: State, move: Lead) -> bool:
        return passes(lambda: self.verify_lead(state, move))

    def lead(self, state: State, move: Lead) -> Step[State]:
        """C3 (and C5 (B)): the player becomes the parent of a fresh field."""
        hand = self.verify_lead(state, move)
        player, cards, number = move.player, move.cards, move.number
        played: dict[str, Any] = {
            "hands": with_entry(state.hands, player, hand),
            "field": Field(parent=player, number=number, cards=cards, copiers=()),
            "turns": state.turns + 1,
        }
        led = CardsLed(player=player, cards=cards, number=number)
        if not hand:  # C8: a lead that empties the hand, paid by everyone else
            ledger, rate = self._ledger(state)
            for p in seats_after(state.players, player, ledger.step):
                ledger.pay(p, player, EMPTY_HAND_BONUS * rate)
            return self._end(state, played, [led], ledger, End.EMPTY_HAND, player)
        after = replace(
            state,
            **played,
            phase=Phase.RESPOND,
            current=next_seat(state.players, player, turn_step(state)),
        )
        return Step(after, [write(led)])

    def verify_copy(self, state: State, move: Copy) -> tuple[str, ...]:
        """G1-G3, C4, C6; the hand the copy leaves, which `copy` keeps."""
        self._verify_turn(state, move.player, "copy")
        field = _field(state)
        if not may_copy(field, move.player):
            raise illegal(CANNOT_COPY_OWN_LEAD, "The parent cannot copy their own lead: draw (C6).")
        hand = _hand_after(state, move.player, move.cards, move.number, "C4")  # G3 first
        if not names_field(field, move.number):
            raise illegal(
                NUMBER_DOES_NOT_MATCH_FIELD, f"The field is {field.number}; a copy must match it."
            )
        return hand

    def can_copy(self, state: State, move: Copy) -> bool:
        return passes(lambda: self.verify_copy(state, move))

    def copy(self, state: State, move: Copy) -> Step[State]:
        """C4: the parent pays 1 per card copied; C8: 3 more if the copy empties the hand."""
        hand = self.verify_copy(state, move)
        player, cards, field = move.player, move.cards, _field(state)
        played: dict[str, Any] = {
            "hands": with_entry(state.hands, player, hand),
            "field": replace(field, cards=field.cards + cards, copiers=(*field.copiers, player)),
            "turns": state.turns + 1,
        }
        events: list[Event] = [CardsCopied(player=player, cards=cards, number=move.number)]
        ledger, rate = self._ledger(state)
        ledger.pay(field.parent, player, COPY_PAY * len(cards) * rate)
        if not hand:
            ledger.pay(field.parent, player, EMPTY_HAND_BONUS * rate)
            return self._end(state, played, events, ledger, End.EMPTY_HAND, player)
        if ledger.knocked:
            return self._end(state, played, events, ledger, None, None)
        events.extend(ledger.paid)
        after = replace(
            state,
            **played,
            coins=readonly(ledger.coins),
            current=next_seat(state.players, player, ledger.step),
        )
        return Step(after, [*map(write, events)])

    def verify_draw(self, state: State, move: Draw) -> None:
        self._verify_turn(state, move.player, "draw")

    def can_draw(self, state: State, move: Draw) -> bool:
        return passes(lambda: self.verify_draw(state, move))

    def draw(self, state: State, move: Draw) -> Step[State]:
        """C5/C6: discard the field and draw 1; C9: an empty deck ends the game instead."""
        self.verify_draw(state, move)
        player, field = move.player, _field(state)
        discarded: dict[str, Any] = {
            "discard_pile": state.discard_pile + field.cards,
            "field": None,
        }
        events: list[Event] = [FieldDiscarded(player=player, cards=field.cards)]
        if not state.deck:
            ledger, rate = self._ledger(state)
            totals = settle_deck_out(state.players, state.hands, state.cards, player, ledger, rate)
            return self._end(state, discarded, events, ledger, End.DECK_OUT, player, totals)
        after = replace(
            state,
            **discarded,
            hands=with_entry(state.hands, player, (*state.hands[player], state.deck[0])),
            deck=state.deck[1:],
            phase=Phase.DRAWN,
        )
        events.append(CardDrawn(player=player, count=1, deck=len(after.deck)))
        return Step(after, [*map(write, events)])

    def verify_meow(self, state: State, move: Meow) -> None:
        """C5, C12: a small enough hand, once the lock is over, with the coins it needs."""
        self._verify_turn(state, move.player, "meow")
        options = state.options
        if len(state.hands[move.player]) > MEOW_HAND_LIMIT:
            raise illegal(HAND_TOO_LARGE_FOR_MEOW, "Meow needs 4 or fewer cards in hand (C5).")
        if state.turns < options.meow_locked_turns:
            raise illegal(
                MEOW_LOCKED,
                f"Meow is locked until {options.meow_locked_turns} turns are done; "
                f"{state.turns} are.",
            )
        if state.coins[move.player] < options.min_coins_for_meow:
            raise illegal(
                NOT_ENOUGH_COINS_FOR_MEOW,
                f"Meow needs at least {options.min_coins_for_meow} coins.",
            )

    def can_meow(self, state: State, move: Meow) -> bool:
        return passes(lambda: self.verify_meow(state, move))

    def meow(self, state: State, move: Meow) -> Step[State]:
        self.verify_meow(state, move)
        ledger, rate = self._ledger(state)
        end, totals = settle_meow(
            state.players, state.hands, move.player, state.options, ledger, rate
        )
        events: list[Event] = [MeowDeclared(player=move.player, success=end is End.MEOW_SUCCESS)]
        return self._end(
            state, {"turns": state.turns + 1}, events, ledger, end, move.player, totals
        )

    def verify_next_game(self, state: State, move: NextGame) -> None:
        if state.phase is Phase.MATCH_OVER:
            # G2: after the match, WRONG_PHASE like any other move type
            raise illegal(WRONG_PHASE, "The match is over (C11); no game follows.")
        if state.phase is not Phase.GAME_OVER:
            raise illegal(WRONG_PHASE, "next_game is only allowed once a game is over.")

    def can_next_game(self, state: State, move: NextGame) -> bool:
        return passes(lambda: self.verify_next_game(state, move))

    def next_game(self, state: State, move: NextGame) -> Step[State]:
        """C11: the next game (C13: or set), re-dealt from a fresh shuffle of the seed."""
        self.verify_next_game(state, move)
        starter, game_number, set_number = _next_game_starter(state)
        label = _deal_label(set_number, game_number)
        order = rng.shuffled(state.cards.order, state.seed, label)
        new_set = set_number != state.set_number
        after = replace(
            state,
            game_number=game_number,
            set_number=set_number,
            # C13: coins reset each set
            coins=readonly(dict.fromkeys(state.players, START_COINS)) if new_set else state.coins,
            **_dealt(state.players, order, starter, state.options.remove_two),
        )
        started = GameStarted(set_number=set_number, game_number=game_number, starter=starter)
        return Step(after, [write(started)])

    def _ledger(self, state: State) -> tuple[Ledger, int]:
        """A ledger for this game's coins, with its turn direction, and the stakes rate."""
        options = state.options
        readings = self.readings_of(state)
        ledger = Ledger(state.coins, state.players, turn_step(state), options.knockout, readings)
        return ledger, multiplier(options, state.game_number, len(state.players))

    def _end(
        self,
        state: State,
        played: Mapping[str, Any],
        events: list[Event],
        ledger: Ledger,
        end: End | None,
        by: str | None,
        totals: dict[str, int] | None = None,
    ) -> Step[State]:
        """The game is over after the move that changed `played` of `state` (and paid
        through `ledger`): C10 knockout, C11 match end, C13 set end and rank bonuses."""
        players, options = state.players, state.options
        events.extend(ledger.paid)
        events.extend(PlayerKnockedOut(player=p) for p in ledger.knocked)
        if end is None:  # C10: nothing but the knockout ended the game
            end, by = End.KNOCKOUT, ledger.knocked[0]
        set_over = state.game_number == games_per_set(len(players)) or bool(ledger.knocked)
        match_over = set_over and state.set_number == options.sets
        set_points = state.set_points
        if set_over and options.sets > 1:
            bonuses = rank_bonuses(players, ledger.coins)
            set_points = readonly(
                {p: _number(Fraction(str(set_points[p])) + bonuses[p]) for p in players}
            )
        after = replace(
            state,
            **played,
            coins=readonly(ledger.coins),
            phase=Phase.MATCH_OVER if match_over else Phase.GAME_OVER,
            set_over=set_over,
            set_points=set_points,
        )
        winners: tuple[str, ...] = ()
        if match_over:  # C11: most coins; C13: most bonus points over the sets
            winners = tuple(most(players, set_points if options.sets > 1 else ledger.coins))
        events.append(GameEnded(end=end, by=by))
        if set_over and options.sets > 1:
            events.append(SetEnded(set_number=state.set_number))
        if match_over:
            events.append(MatchEnded(winners=winners))
        result = GameResult(
            end=end,
            by=by,
            totals=totals or {},
            transfers=ledger.transfers(),
            coins=ledger.coins,
            set_over=set_over,
            match_over=match_over,
            winners=winners,
            next_starter=None if match_over else _next_game_starter(after)[0],
            set_points=set_points if options.sets > 1 else None,
        )
        return Step(after, [*map(write, events)], write(result))

    # -- listing: the same checks, move by move -----------------------------------------

    def legal_moves(self, state: State) -> Iterator[Move]:
        match self.to_act(state):
            case Seat(player):
                for kind in MOVES_BY_PHASE[state.phase]:
                    yield from self._listed(state, player, kind)
            case Anyone():
                games = (NextGame(player=p) for p in state.players)
                yield from (move for move in games if self.can_next_game(state, move))
            case Nobody():
                return

    def _listed(self, state: State, player: str, kind: str) -> Iterator[Move]:
        """The moves of one kind the phase allows `player`, who is to act (which
        `_verify_turn` lets through), by the named predicates the `verify_*` ask: a lead
        of each number a card in hand shows, a copy of the field's number (`names_field`)
        by anyone the field lets copy (`may_copy`), each play built by `_plays`; a draw
        and a Meow through their `can_*`."""
        hand, cards = state.hands[player], state.cards
        codes = cards.in_order(set(hand))  # each once
        match kind:
            case "lead":
                for number in sorted({n for code in codes for n in cards.numbers[code]}):
                    for played in _plays(cards, hand, codes, number):
                        yield Lead(player=player, cards=played, number=number)
            case "copy":
                field = _field(state)
                if may_copy(field, player):
                    for played in _plays(cards, hand, codes, field.number):
                        yield Copy(player=player, cards=played, number=field.number)
            case "draw":
                if self.can_draw(state, Draw(player=player)):
                    yield Draw(player=player)
            case "meow":
                if self.can_meow(state, Meow(player=player)):
                    yield Meow(player=player)

    # -- views and scoring --------------------------------------------------------------

    def hidden(self, state: State, seat: str | None) -> Iterable[Place]:
        """The sights' places: other hands, the deck and `removed` (docs/api.md#views);
        every hand is public from a Meow or a deck-out until the next deal (C7, C9)."""
        places = super().hidden(state, seat)
        if self.readings_of(state).reveal_at_showdown and hands_revealed(state):
            return (place for place in places if place[0] != "hands")
        return places

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: with a declarer the Meow outcome (C7), without the deck-out one (C9).
        The prologue's checks with C14's seat rule right after the options, as a state's."""
        players = self.check_player_count(body["players"])
        options = self.load_options_as(body.get("options"), Options.from_wire)
        check_seats(players, options)
        cards = options.cards
        raw_hands = check_player_map(body, "hands", players)
        hands = {p: tuple(raw_hands[p]) for p in players}
        for p in players:
            _check_known(hands[p], ("hands", p), cards)
        seen = Counter(code for p in players for code in hands[p])
        for code, count in seen.items():
            if count > cards.counts[code]:
                raise invalid(
                    ["hands"], f"{count} copies of {code!r}; the deck holds {cards.counts[code]}"
                )
        raw_coins = check_player_map(body, "coins", players)
        coins = {p: raw_coins[p] for p in players}
        _check_coin_total(coins)
        game_number = body.get("game_number", 1)
        _check_at_most(game_number, "game_number", games_per_set(len(players)))
        declarer = body.get("declarer")
        if declarer is not None:
            check_player(declarer, players, ["declarer"])
        n = len(players)
        rate = multiplier(options, game_number, n)
        step = direction(options, game_number, n)
        ledger = Ledger(coins, players, step, options.knockout, self.readings_of(body))
        if declarer is not None:
            end, totals = settle_meow(players, hands, declarer, options, ledger, rate)
        else:
            # Our reading: without a drawer, payers run in turn order from the first player.
            before_first = next_seat(players, players[0], -ledger.step)
            totals = settle_deck_out(players, hands, cards, before_first, ledger, rate)
            end = End.DECK_OUT
        scored = ScoreResult(
            end=end,
            by=declarer,
            totals=totals,
            transfers=ledger.transfers(),
            coins=ledger.coins,
            knocked_out=tuple(ledger.knocked),
        )
        return write(scored)

    # -- standings ---------------------------------------------------------------------

    def standings(self, state: State) -> Mapping[str, int | float]:
        """The match's points: coins (C11), or with sets the rank bonuses (C13); the most
        win. Set points may be fractions (ties share averages)."""
        points = state.set_points if state.options.sets > 1 else state.coins
        return {p: points[p] for p in state.players}


# -- the rules' pieces -------------------------------------------------------------------


def hands_revealed(state: State) -> bool:
    """C7, C9: whether the game ended with every hand revealed, by a Meow or a deck-out.
    The state does not say how a game ended, but these are the only ends that leave the
    field empty (a Meow follows a draw, which discarded it; a deck-out discards it) and
    every hand holding cards: an emptied hand ends the game (C8), and a knockout alone
    comes from a copy, whose field stays on the table."""
    return (
        state.phase in OVER and state.field is None and all(state.hands[p] for p in state.players)
    )


def _field(state: State) -> Field:
    """The field of a state in `respond`, where a loaded state always has one (C4)."""
    assert state.field is not None, "respond without a field is refused by check"
    return state.field


def _hand_after(
    state: State, player: str, cards: Sequence[str], number: int, rule: str
) -> tuple[str, ...]:
    """G3 and the lead's (C3) or copy's (C4) own checks: the hand left after playing
    `cards` as `number`, or IllegalMove."""
    if not plays_any(cards):
        raise illegal(NO_CARDS, "Play at least one card.", rule)
    hand = state.hands[player]
    left = list(hand)
    for code in cards:
        if not holds(left, code):
            missing = Counter(cards) - Counter(hand)
            raise illegal(CARD_NOT_IN_HAND, f"{player} does not hold {sorted(missing.elements())}.")
        left.remove(code)
    for code in cards:
        if not state.cards.shows(code, number):
            raise illegal(CARDS_DO_NOT_SHOW_NUMBER, f"{code} does not show {number}.", rule)
    return tuple(left)


def plays_any(cards: Sequence[str]) -> bool:
    """C3, C4: a lead or a copy plays at least one card."""
    return len(cards) > 0


def holds(left: Sequence[str], code: str) -> bool:
    """G3: whether a copy of `code` is left in a hand (`left`: its cards not yet played)."""
    return code in left


def may_copy(field: Field, player: str) -> bool:
    """C6: anyone but the parent copies the field; back at the parent, only a draw."""
    return player != field.parent


def names_field(field: Field, number: int) -> bool:
    """C4: a copy is played as the field's number."""
    return number == field.number


def _plays(
    cards: Cards, hand: Sequence[str], codes: Sequence[str], number: int
) -> Iterator[tuple[str, ...]]:
    """Every distinct play of `number` from `hand` (`codes`: its codes, each once, in
    listing order) that `_hand_after` accepts, built card by card through its own
    predicates: each code that shows the number (`Cards.shows`), as many times as the
    hand `holds` a copy left, and at least one card in all (`plays_any`), at most
    `MAX_PLAYED` (what a move may name). Copies are interchangeable, so a play is listed
    once: each code's copies none to all, the later codes varying first."""
    showing = [code for code in codes if cards.shows(code, number)]
    left = list(hand)
    played: list[str] = []

    def extend(i: int) -> Iterator[tuple[str, ...]]:
        if i == len(showing):
            if plays_any(played):
                yield tuple(played)
            return
        code = showing[i]
        yield from extend(i + 1)  # none of its copies
        taken = 0
        while len(played) < MAX_PLAYED and holds(left, code):
            left.remove(code)
            played.append(code)
            taken += 1
            yield from extend(i + 1)
        del played[len(played) - taken :]
        left.extend([code] * taken)

    return extend(0)


def _next_game_starter(state: State) -> tuple[str, int, int]:
    """(starter, game_number, set_number) of the game after this one (C11-C13)."""
    players = state.players
    if state.set_over:  # C13: the next set starts with the next player clockwise
        return next_seat(players, state.starter), 1, state.set_number + 1
    game_number = state.game_number + 1
    step = direction(state.options, game_number, len(players))
    return next_seat(players, state.starter, step), game_number, state.set_number


def _deal_label(set_number: int, game_number: int) -> str:
    return f"deal:{set_number}:{game_number}"


def _dealt(
    players: tuple[str, ...], order: Sequence[str], starter: str, remove_two: bool
) -> dict[str, Any]:
    """The fields a deal sets. C2: one card at a time in seat order from the starter;
    C12 remove_two: then 2 unseen cards leave the deck."""
    size = hand_size(len(players))
    hands = deal(players, order, starter, size)
    pos = size * len(players)
    removed = 2 if remove_two else 0
    return {
        "hands": readonly({p: tuple(hand) for p, hand in hands.items()}),
        "deck": tuple(order[pos + removed :]),
        "discard_pile": (),
        "field": None,
        "current": starter,
        "phase": Phase.LEAD,
        "starter": starter,
        "turns": 0,
        "removed": tuple(order[pos : pos + removed]),
        "set_over": False,
    }


# -- checks of a client's state ------------------------------------------------------------


def _check_seated(values: Mapping[str, Any], key: str, players: Sequence[str]) -> None:
    """A per-player map holds exactly the players (docs/api.md#conventions)."""
    if values.keys() == set(players):
        return
    errors: ErrorTree = {p: ["missing player"] for p in players if p not in values}
    errors.update({p: ["not a player of this game"] for p in values if p not in players})
    raise InvalidInput({key: errors})


def _check_known(codes: Sequence[str], path: Place, cards: Cards) -> None:
    """Every code is a card of the deck in force; the first that is not is named."""
    if not cards.known.issuperset(codes):
        i = next(i for i, code in enumerate(codes) if code not in cards.known)
        raise invalid([*path, i], f"unknown card {codes[i]!r}")


def _check_at_most(value: int, key: str, high: int) -> None:
    """A count the schema bounds for every game, bounded here by this game's players or sets."""
    if value > high:
        raise invalid([key], f"must be an integer from 1 to {high}")


def _check_field(state: State, field: Field) -> None:
    """The field: the parent's lead then every copy, by the players after the parent (C3-C6)."""
    players, cards = state.players, state.cards
    check_player(field.parent, players, ["field", "parent"])
    if field.number not in cards.printed:
        raise invalid(["field", "number"], "must be a number printed on some card")
    _check_known(field.cards, ("field", "cards"), cards)
    for i, p in enumerate(field.copiers):
        check_player(p, players, ["field", "copiers", i])
    for i, code in enumerate(field.cards):
        if not cards.shows(code, field.number):
            raise invalid(["field", "cards", i], f"{code} does not show {field.number} (C3)")
    if len(field.cards) < 1 + len(field.copiers):
        raise invalid(["field", "cards"], "must hold the lead and at least one card per copy")
    expected = seats_after(players, field.parent, turn_step(state))[: len(field.copiers)]
    if list(field.copiers) != expected:
        raise invalid(
            ["field", "copiers"], "must be the players after the parent, in turn order (C4)"
        )


def _check_set_over(state: State) -> None:
    """`set_over` is true only once a game is over, and always after a set's last game."""
    over = state.phase in OVER
    last = state.game_number == games_per_set(len(state.players))
    if state.set_over and not over:
        raise invalid(["set_over"], "is only true once a game is over")
    if not state.set_over and over and (last or state.phase is Phase.MATCH_OVER):
        raise invalid(["set_over"], "the set is over after its last game (C11, C13)")


def _check_set_points(state: State) -> None:
    """C13: rank bonuses come only with `sets` > 1, once a set is over, at most 6 a player a
    set, and each set's sum to 0 (tied players share averages). Points no finished set
    could give contradict the state (an impossible state: 422)."""
    points = state.set_points
    finished = 0 if state.options.sets == 1 else state.set_number - 1 + state.set_over
    bound = max(RANK_BONUS[2]) * finished
    for p in state.players:
        if abs(points[p]) > bound:
            raise invalid(
                ["set_points", p],
                f"is at most {bound} in size after {finished} finished set(s) of rank bonuses",
            )
    # _number rounds every player's points to 6 decimals after each set (6/7 of a 7-way
    # tie does not end), so the sum may drift by half a millionth a player a set.
    if abs(sum(points.values())) > 1e-6 * len(points) * max(finished, 1):
        raise invalid(["set_points"], "rank bonuses sum to 0 in every set (C13)")


def _piles(state: State) -> list[str]:
    """Every card of a state: the hands in seat order (`check` has seated them), then the
    deck, the discard pile, `removed` and the field."""
    field = state.field.cards if state.field is not None else ()
    hands = itertools.chain.from_iterable(state.hands.values())
    return [*hands, *state.deck, *state.discard_pile, *state.removed, *field]


def _check_card_counts(state: State) -> None:
    """More copies of a card than the decks hold is impossible; fewer (cards out of play
    or unknown to the caller) is not. The first excess is named in `_piles`' order."""
    counts = state.cards.counts
    for code, count in Counter(_piles(state)).items():
        if count > counts[code]:
            raise InvalidInput(
                {"_schema": [f"{count} copies of {code!r}; the decks hold {counts[code]}"]}
            )


def _check_coin_total(coins: Mapping[str, int]) -> None:
    """More coins than the players brought is impossible, in a state or a /score body."""
    total = sum(coins.values())
    if total > START_COINS * len(coins):
        raise invalid(["coins"], f"{total} coins; the players brought {START_COINS} each (C2)")


def _check_debts(state: State, readings: Readings) -> None:
    """C10: coins drop below 0 only under `knockout` when every payment completes, and the
    set ends with that move; a player paying from 0 then owes at most what one move can
    take. And under that reading a set ends before its last game only so."""
    players, coins, options = state.players, state.coins, state.options
    knockout = options.knockout and readings.knockout_pays_in_full
    in_debt = [p for p in players if coins[p] < 0]
    if in_debt and not (knockout and state.set_over):
        raise invalid(
            ["coins", in_debt[0]],
            "must be a non-negative integer: coins drop below 0 only under the knockout "
            "option, and that ends the set (C10)",
        )
    n = len(players)
    rate = multiplier(options, state.game_number, n)
    # The most one player pays in one move: a copy of every card showing the field's
    # number and the empty-hand bonus, or a blocked Meow's penalty to every other player.
    worst = COPY_PAY * state.cards.most_showing + EMPTY_HAND_BONUS
    deepest = rate * max(worst, MEOW_PENALTY * (n - 1))
    for p in in_debt:
        if coins[p] < -deepest:
            raise invalid(
                ["coins", p], f"no move of this game takes a player below {-deepest} (C10)"
            )
    last = state.game_number == games_per_set(n)
    if knockout and state.set_over and not last and not in_debt:
        raise invalid(
            ["set_over"],
            "a set ends before its last game only by a knockout, which leaves a player's "
            "coins below 0 (C10)",
        )


def _check_consistency(state: State) -> None:
    """Fields that contradict each other (an impossible state, docs/api.md#errors)."""
    phase, options, players = state.phase, state.options, state.players
    if len(state.removed) > (2 if options.remove_two else 0):
        raise invalid(["removed"], "holds at most 2 cards, and only with remove_two (C12)")
    if phase is Phase.MATCH_OVER and state.set_number != options.sets:
        raise invalid(["phase"], "the match ends only in its last set (C13)")
    # What a game's end never leaves behind: a set cut short without a knockout, or the
    # last set over and the match not.
    last = state.game_number == games_per_set(len(players))
    if state.set_over and not last and not options.knockout:
        raise invalid(["set_over"], "a set ends before its last game only by a knockout (C10)")
    if state.set_over and phase is Phase.GAME_OVER and state.set_number == options.sets:
        raise invalid(["phase"], "the last set is over, so the match is: match_over (C11, C13)")
    if phase not in PLAYING:
        return
    field = state.field
    if phase is Phase.RESPOND and field is None:
        raise invalid(["field"], "is required while players respond to a lead (C4)")
    if phase is not Phase.RESPOND and field is not None:
        raise invalid(["field"], f"must be null in phase {phase}")
    for p in players:
        if not state.hands[p]:
            raise invalid(["hands", p], "is empty, so the game is over (C8)")
    if phase is Phase.LEAD and (state.current != state.starter or state.turns != 0):
        raise invalid(["phase"], "lead is the game's first move, by its starter (C3)")
    if field is not None:  # in respond
        due = next_seat(players, field.parent, turn_step(state) * (len(field.copiers) + 1))
        if state.current != due:
            raise invalid(["current"], f"must be {due}, next after the field's last play (C4, C6)")
