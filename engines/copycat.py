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

import itertools
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from . import rng
from .base import (
    CARD_NOT_IN_HAND,
    NOT_YOUR_TURN,
    SHARED_REASONS,
    WRONG_PHASE,
    Game,
    InvalidInput,
    Move,
    OptionSpec,
    ReasonCode,
    Result,
    State,
    Step,
    check_player,
    check_player_map,
    check_players,
    deal,
    derive_seed,
    illegal,
    invalid,
    load_codes,
    next_seat,
    pooled,
)

START_COINS = 25  # C2
COPY_PAY = 1  # C4: per card copied
EMPTY_HAND_BONUS = 3  # C8
MEOW_PAY = 3  # C7: each other player pays a successful declarer
MEOW_PENALTY = 6  # C7: per blocker (or in all, with shared_meow_penalty)
DECK_OUT_PAY = 1  # C9
LOAN = 10  # C10: never multiplied by stakes
MEOW_HAND_LIMIT = 4  # C5
ONE_DECK_MAX_PLAYERS = 5  # C14
MAX_PRINTED_NUMBER = 99  # keeps custom `deck` codes short and sane
MAX_DECK_CODES = 128  # one copy; two decks double it (the wire caps piles at 256)
PHASES = ("lead", "respond", "drawn", "game_over", "match_over")
PLAYING = ("lead", "respond", "drawn")
OVER = ("game_over", "match_over")
MOVES_BY_PHASE = {"lead": ("lead",), "respond": ("copy", "draw"), "drawn": ("lead", "meow")}
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

# The caches below are keyed by what clients send (codes, decks of their own, hands), so
# each holds a fixed number of entries, and entries x the largest entry a checked request
# can make stays within a stated budget. The largest code is 64 characters showing 24
# numbers (nine of one digit and fifteen of two fit), the largest deck 128 distinct such
# codes. tests/engines/test_cache_bounds.py fills every engine cache with such entries and
# holds each to its budget (about 0.1 KB of each entry is the cache's own bookkeeping).


@lru_cache(maxsize=1024)  # <= 1024 x 0.5 KB (a 64-character key, 24 numbers) = 0.5 MB
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


# A sort key for every hand listed: cached, so sorting stays in C.
@lru_cache(maxsize=1024)  # <= 1024 x 0.3 KB (a 64-character key, its tuple) = 0.3 MB
def card_key(code: str) -> tuple[int, int, str]:
    """A stable order of codes: by lowest number, plain cards before specials."""
    numbers = parse_card(code) or (0,)
    return numbers[0], len(numbers), code


def meow_value(code: str, summed: bool = False) -> int:
    """C7/C9: a special card counts as its lowest number, or the sum of its numbers."""
    numbers = parse_card(code) or (0,)
    return sum(numbers) if summed else numbers[0]


def hand_total(hand: Sequence[str], summed: bool = False) -> int:
    return sum(meow_value(code, summed) for code in hand)


@dataclass(frozen=True, slots=True)
class Cards:
    """The cards in force under the `deck` and `decks` options (C1, C14)."""

    counts: dict[str, int]  # physical copies of each code
    order: tuple[str, ...]  # every physical card, unshuffled
    printed: frozenset[int]  # every number some card shows
    known: frozenset[str]  # the codes of `counts`, for subset tests (base.all_known)
    most_showing: int  # the most cards that show one number: the largest possible field


def _cards(deck: tuple[str, ...], decks: int) -> Cards:
    order = deck * decks
    showing = Counter(n for code in order for n in parse_card(code) or ())
    counts = dict(Counter(order))
    return Cards(counts, order, frozenset(showing), frozenset(counts), max(showing.values()))


# The default deck's, built once and kept, so decks clients choose never push them out.
DEFAULT_CARDS = {(DEFAULT_DECK, decks): _cards(DEFAULT_DECK, decks) for decks in (1, 2)}
# Decks clients choose: <= 16 x 44 KB (128 codes of 64 characters, two decks) = 0.7 MB.
_chosen_cards = lru_cache(maxsize=16)(_cards)


def build_cards(deck: tuple[str, ...], decks: int) -> Cards:
    return DEFAULT_CARDS.get((deck, decks)) or _chosen_cards(deck, decks)


def cards_for(options: Mapping[str, Any]) -> Cards:
    return build_cards(tuple(options["deck"]), options["decks"])


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


# -- match structure (C11-C13) -------------------------------------------------------


def games_per_set(n_players: int) -> int:
    """C11: 2 x players games, 8 with two players."""
    return 8 if n_players == 2 else 2 * n_players


def hand_size(n_players: int) -> int:
    return 6 if n_players == 2 else 5  # C2


def direction(options: Mapping[str, Any], game_number: int, n_players: int) -> int:
    """C12 reverse_after_cycle: counterclockwise (-1) from the second cycle of n games on."""
    return -1 if options["reverse_after_cycle"] and game_number > n_players else 1


def multiplier(options: Mapping[str, Any], game_number: int, n_players: int) -> int:
    """C12 stakes: every coin amount of the rules is multiplied from the second cycle on."""
    return options["stakes"] if game_number > n_players else 1


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


# -- coins ---------------------------------------------------------------------------


class Ledger:
    """The coin movements of one move, in order. C10: payments run in the order they are
    made; a payer short of coins pays what they have, then borrows; with `knockout`,
    instead, a payer whose coins drop below 0 is knocked out (`Readings` say whether the
    payment still completes or stops at what the payer had)."""

    __slots__ = ("coins", "transfers", "knocked", "players", "step", "knockout", "readings")

    def __init__(
        self,
        coins: Mapping[str, int],
        players: Sequence[str],
        step: int,
        knockout: bool,
        readings: Readings,
    ) -> None:
        self.coins = dict(coins)
        self.transfers: list[dict[str, Any]] = []
        self.knocked: list[str] = []
        self.players = players
        self.step = step
        self.knockout = knockout
        self.readings = readings

    def _move(self, src: str, dst: str, amount: int, loan: bool = False) -> None:
        self.coins[src] -= amount
        self.coins[dst] += amount
        transfer: dict[str, Any] = {"from": src, "to": dst, "coins": amount}
        if loan:
            transfer["loan"] = True
        self.transfers.append(transfer)

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


def settle_meow(
    players: Sequence[str],
    hands: Mapping[str, Sequence[str]],
    declarer: str,
    options: Mapping[str, Any],
    ledger: Ledger,
    rate: int,
) -> tuple[str, dict[str, int]]:
    """C7: reveal, compare, pay. Returns the end and the revealed totals."""
    summed = options["special_meow_value"] == "sum"
    totals = {p: hand_total(hands[p], summed and p == declarer) for p in players}
    others = seats_after(players, declarer, ledger.step)
    mine = totals[declarer]
    blockers = [p for p in others if totals[p] <= mine]
    if not blockers:
        for p in others:  # payers in turn order after the declarer
            ledger.pay(p, declarer, MEOW_PAY * rate)
        return "meow_success", totals
    if options["shared_meow_penalty"]:
        shares = shared_penalty(len(blockers))
    else:
        shares = [MEOW_PENALTY] * len(blockers)
    for p, share in zip(blockers, shares, strict=True):
        ledger.pay(declarer, p, share * rate)
    return "meow_failed", totals


def shared_penalty(blockers: int) -> list[int]:
    """C7 shared_meow_penalty: 6 in all, the remainder to the nearest blockers first
    (6, 3/3, 2/2/2, 2/2/1/1; beyond the sheet's four: 2/1/1/1/1, 1 x 6, 1 x 6 then 0)."""
    base, extra = divmod(MEOW_PENALTY, blockers)
    return [base + (1 if i < extra else 0) for i in range(blockers)]


def settle_deck_out(
    players: Sequence[str],
    hands: Mapping[str, Sequence[str]],
    first: str,
    ledger: Ledger,
    rate: int,
) -> dict[str, int]:
    """C9: every lowest total receives 1 from each higher total. Payers in turn order from
    the seat after `first` (the player who could not draw), each paying the lowest in turn
    order after themselves."""
    totals = {p: hand_total(hands[p]) for p in players}
    low = min(totals.values())
    for payer in [*seats_after(players, first, ledger.step), first]:
        if totals[payer] == low:
            continue
        for payee in seats_after(players, payer, ledger.step):
            if totals[payee] == low:
                ledger.pay(payer, payee, DECK_OUT_PAY * rate)
    return totals


# -- the game -------------------------------------------------------------------------


class CopyCat(Game):
    id = "copycat"
    name = "Copy Cat Meow"
    min_players = 2
    max_players = 8  # C14: more than 5 only with two decks
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
            "lowest",
            "C7: the declarer's special cards count as their lowest number or their sum.",
            choices=("lowest", "sum"),
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
            choices=(1, 3, 5),
        ),
    }
    move_types = ("lead", "copy", "draw", "meow", "next_game")
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
    event_types = (
        "cards_led",
        "cards_copied",
        "field_discarded",
        "card_drawn",
        "meow_declared",
        "coins_paid",
        "player_knocked_out",
        "game_ended",
        "set_ended",
        "match_ended",
        "game_started",
    )

    def __init__(self, rules_version: int = RULES_VERSION) -> None:
        super().__init__()
        self.readings = READINGS[rules_version]
        self.rules_version = rules_version

    def readings_of(self, state: Mapping[str, Any]) -> Readings:
        """The readings `state` is played under: the one place they are chosen, asked by
        every path that depends on them (payments, load_state, score, view). Every game is
        played under this engine's edition (the registry's is the current one)."""
        return self.readings

    # -- components -------------------------------------------------------------------

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        cards = cards_for(options)
        return {
            "cards": [
                {
                    "code": code,
                    "type": "special" if len(parse_card(code) or ()) > 1 else "number",
                    "numbers": list(parse_card(code) or ()),
                    "meow_value": meow_value(code),
                    "copies": cards.counts[code],
                }
                for code in sorted(cards.counts, key=card_key)
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

    # -- setup ------------------------------------------------------------------------

    def setup(
        self,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        seed: str | None = None,
        starter: str | None = None,
        deck: Sequence[str] | None = None,
    ) -> State:
        players = check_players(list(players), self)
        resolved = self.load_options(options)
        _check_player_count(players, resolved)
        starter = check_player(starter, players, ["starter"]) if starter else players[0]  # C2
        cards = cards_for(resolved)
        needed = len(players) * hand_size(len(players)) + (2 if resolved["remove_two"] else 0)
        if needed > len(cards.order):
            raise invalid(
                ["options", "deck"], f"holds {len(cards.order)} cards; this deal needs {needed}"
            )
        seed = seed if seed is not None else rng.new_seed()
        if deck is not None:
            if Counter(deck) != Counter(cards.order):
                raise invalid(
                    ["deck"], f"must hold exactly the {len(cards.order)} cards of the game"
                )
            order = list(deck)
        else:
            order = rng.shuffled(cards.order, seed, _deal_label(1, 1))
        state: State = {"players": players}
        state.update(_deal(players, order, starter, resolved["remove_two"]))
        state.update(
            coins={p: START_COINS for p in players},
            game_number=1,
            starter=starter,
            turns=0,
            set_number=1,
            set_points={p: 0 for p in players},
            set_over=False,
            options=resolved,
            seed=seed,
        )
        return state

    # -- loading client input ---------------------------------------------------------

    def load_state(self, raw: Mapping[str, Any]) -> State:
        players = check_players(raw.get("players"), self)
        options = self.load_options(raw.get("options"))
        _check_player_count(players, options)
        cards = cards_for(options)
        n = len(players)
        hands = check_player_map(raw, "hands", players)
        state: State = {
            "players": players,
            "hands": {p: load_codes(hands[p], ["hands", p], cards.known) for p in players},
            "deck": load_codes(raw.get("deck"), ["deck"], cards.known),
            "discard_pile": load_codes(raw.get("discard_pile"), ["discard_pile"], cards.known),
            "field": None,
            "current": check_player(raw.get("current"), players, ["current"]),
            "phase": raw.get("phase"),
            "coins": _coins(raw, players),
            "game_number": _integer(raw.get("game_number"), ["game_number"], 1, games_per_set(n)),
            "starter": check_player(raw.get("starter"), players, ["starter"]),
            "turns": _integer(raw.get("turns", 0), ["turns"], 0, None),
            "set_number": _integer(raw.get("set_number", 1), ["set_number"], 1, options["sets"]),
            "set_points": _points(raw, players),
            "removed": load_codes(raw.get("removed", []), ["removed"], cards.known),
            "set_over": False,
            "options": options,
        }
        if state["phase"] not in PHASES:
            raise invalid(["phase"], f"must be one of {', '.join(PHASES)}")
        state["field"] = _load_field(raw.get("field"), state, cards)
        state["set_over"] = _load_set_over(raw.get("set_over"), state)
        _check_set_points(state)
        _check_components(state, cards)
        _check_consistency(state)
        _check_debts(state, cards, self.readings_of(state))
        state["seed"] = raw["seed"] if raw.get("seed") is not None else derive_seed(state)
        return state

    def load_move(self, state: State, raw: Mapping[str, Any]) -> Move:
        move_type = raw.get("type")
        if move_type not in self.move_types:
            raise invalid(["type"], f"unknown move type {move_type!r}")
        player = check_player(raw.get("player"), state["players"], ["player"])
        move: Move = {"type": move_type, "player": player}
        if move_type in ("lead", "copy"):
            cards = cards_for(state["options"])
            move["cards"] = load_codes(raw.get("cards"), ["cards"], cards.known)
            number = raw.get("number")
            if not isinstance(number, int) or isinstance(number, bool):
                raise invalid(["number"], "must be the integer the cards are played as")
            if number not in cards.printed:
                raise invalid(["number"], f"no card in this deck shows {number}")
            move["number"] = number
        return move

    # -- rules --------------------------------------------------------------------------

    def apply(self, state: State, move: Move) -> Step[State]:
        kind = move["type"]
        if kind == "next_game":
            return self._next_game(state)
        phase = state["phase"]
        if phase not in PLAYING:
            if phase == "match_over":
                raise illegal(WRONG_PHASE, "The match is over (C11); nothing may follow.")
            raise illegal(WRONG_PHASE, "The game is over; only next_game may follow (G2).")
        player = move["player"]
        if player != state["current"]:
            raise illegal(NOT_YOUR_TURN, f"It is {state['current']}'s turn.")
        if kind not in MOVES_BY_PHASE[phase]:
            allowed = " or ".join(MOVES_BY_PHASE[phase])
            raise illegal(WRONG_PHASE, f"In phase {phase} the move must be {allowed}.")
        if kind == "lead":
            return self._lead(state, player, move["cards"], move["number"])
        if kind == "copy":
            return self._copy(state, player, move["cards"], move["number"])
        if kind == "draw":
            return self._draw(state, player)
        return self._meow(state, player)

    def _lead(self, state: State, player: str, cards: list[str], number: int) -> Step[State]:
        """C3 (and C5 (B)): the player becomes the parent of a fresh field."""
        hand = _play_from_hand(state["hands"][player], player, cards, number)
        new = dict(state)
        new["hands"] = {**state["hands"], player: hand}
        new["field"] = {"parent": player, "number": number, "cards": list(cards), "copiers": []}
        new["turns"] = state["turns"] + 1
        events: list[dict[str, Any]] = [
            {"type": "cards_led", "player": player, "cards": list(cards), "number": number}
        ]
        if not hand:  # C8: a lead that empties the hand, paid by everyone else
            ledger, rate = _ledger(state, self.readings_of(state))
            for p in seats_after(state["players"], player, ledger.step):
                ledger.pay(p, player, EMPTY_HAND_BONUS * rate)
            return self._end(new, events, ledger, "empty_hand", player)
        new["phase"] = "respond"
        new["current"] = next_seat(state["players"], player, _step(state))
        return Step(new, events)

    def _copy(self, state: State, player: str, cards: list[str], number: int) -> Step[State]:
        """C4: the parent pays 1 per card copied; C8: 3 more if the copy empties the hand."""
        field = state["field"]
        parent = field["parent"]
        if player == parent:
            raise illegal(CANNOT_COPY_OWN_LEAD, "The parent cannot copy their own lead: draw (C6).")
        hand = _play_from_hand(state["hands"][player], player, cards, number, "C4")  # G3 first
        if number != field["number"]:
            raise illegal(
                NUMBER_DOES_NOT_MATCH_FIELD,
                f"The field is {field['number']}; a copy must match it.",
            )
        new = dict(state)
        new["hands"] = {**state["hands"], player: hand}
        new["field"] = {
            **field,
            "cards": [*field["cards"], *cards],
            "copiers": [*field["copiers"], player],
        }
        new["turns"] = state["turns"] + 1
        events: list[dict[str, Any]] = [
            {"type": "cards_copied", "player": player, "cards": list(cards), "number": number}
        ]
        ledger, rate = _ledger(state, self.readings_of(state))
        ledger.pay(parent, player, COPY_PAY * len(cards) * rate)
        if not hand:
            ledger.pay(parent, player, EMPTY_HAND_BONUS * rate)
            return self._end(new, events, ledger, "empty_hand", player)
        if ledger.knocked:
            return self._end(new, events, ledger, None, None)
        new["coins"] = ledger.coins
        events.extend(_payment_events(ledger))
        new["current"] = next_seat(state["players"], player, ledger.step)
        return Step(new, events)

    def _draw(self, state: State, player: str) -> Step[State]:
        """C5/C6: discard the field and draw 1; C9: an empty deck ends the game instead."""
        field = state["field"]
        new = dict(state)
        new["discard_pile"] = [*state["discard_pile"], *field["cards"]]
        new["field"] = None
        events: list[dict[str, Any]] = [
            {"type": "field_discarded", "player": player, "cards": list(field["cards"])}
        ]
        if not state["deck"]:
            ledger, rate = _ledger(state, self.readings_of(state))
            totals = settle_deck_out(state["players"], state["hands"], player, ledger, rate)
            return self._end(new, events, ledger, "deck_out", player, totals)
        new["hands"] = {**state["hands"], player: [*state["hands"][player], state["deck"][0]]}
        new["deck"] = state["deck"][1:]
        new["phase"] = "drawn"
        events.append(
            {"type": "card_drawn", "player": player, "count": 1, "deck": len(new["deck"])}
        )
        return Step(new, events)

    def _meow(self, state: State, player: str) -> Step[State]:
        refusal = meow_refusal(state, player)
        if refusal is not None:
            raise refusal
        ledger, rate = _ledger(state, self.readings_of(state))
        end, totals = settle_meow(
            state["players"], state["hands"], player, state["options"], ledger, rate
        )
        new = dict(state)
        new["turns"] = state["turns"] + 1
        events: list[dict[str, Any]] = [
            {"type": "meow_declared", "player": player, "success": end == "meow_success"}
        ]
        return self._end(new, events, ledger, end, player, totals)

    def _end(
        self,
        new: State,
        events: list[dict[str, Any]],
        ledger: Ledger,
        end: str | None,
        by: str | None,
        totals: dict[str, int] | None = None,
    ) -> Step[State]:
        """The game is over: C10 knockout, C11 match end, C13 set end and rank bonuses."""
        players = new["players"]
        options = new["options"]
        new["coins"] = ledger.coins
        events.extend(_payment_events(ledger))
        for p in ledger.knocked:
            events.append({"type": "player_knocked_out", "player": p})
        if end is None:  # C10: nothing but the knockout ended the game
            end, by = "knockout", ledger.knocked[0]
        set_over = new["game_number"] == games_per_set(len(players)) or bool(ledger.knocked)
        match_over = set_over and new["set_number"] == options["sets"]
        if set_over and options["sets"] > 1:
            bonuses = rank_bonuses(players, ledger.coins)
            new["set_points"] = {
                p: _number(Fraction(str(new["set_points"][p])) + bonuses[p]) for p in players
            }
        new["phase"] = "match_over" if match_over else "game_over"
        new["set_over"] = set_over
        winners: list[str] = []
        if match_over:  # C11: most coins; C13: most bonus points over the sets
            winners = most(players, new["set_points"] if options["sets"] > 1 else ledger.coins)
        events.append({"type": "game_ended", "end": end, "by": by})
        if set_over and options["sets"] > 1:
            events.append({"type": "set_ended", "set_number": new["set_number"]})
        if match_over:
            events.append({"type": "match_ended", "winners": winners})
        result: Result = {
            "end": end,
            "by": by,
            "totals": totals or {},
            "transfers": ledger.transfers,
            "coins": dict(ledger.coins),
            "set_over": set_over,
            "match_over": match_over,
            "winners": winners,
            "next_starter": None if match_over else _next_game_starter(new)[0],
        }
        if options["sets"] > 1:
            result["set_points"] = dict(new["set_points"])
        return Step(new, events, result)

    def _next_game(self, state: State) -> Step[State]:
        """C11: the next game (C13: or set), re-dealt from a fresh shuffle of the seed."""
        if state["phase"] == "match_over":
            # G2: after the match, WRONG_PHASE like any other move type
            raise illegal(WRONG_PHASE, "The match is over (C11); no game follows.")
        if state["phase"] != "game_over":
            raise illegal(WRONG_PHASE, "next_game is only allowed once a game is over.")
        players = state["players"]
        starter, game_number, set_number = _next_game_starter(state)
        options = state["options"]
        order = rng.shuffled(
            cards_for(options).order, state["seed"], _deal_label(set_number, game_number)
        )
        new = dict(state)
        new.update(_deal(players, order, starter, options["remove_two"]))
        new.update(
            game_number=game_number, starter=starter, turns=0, set_number=set_number, set_over=False
        )
        if set_number != state["set_number"]:
            new["coins"] = {p: START_COINS for p in players}  # C13: coins reset each set
        events = [
            {
                "type": "game_started",
                "set_number": set_number,
                "game_number": game_number,
                "starter": starter,
            }
        ]
        return Step(new, events)

    # -- legal moves --------------------------------------------------------------------

    def legal_moves(self, state: State) -> tuple[str | None, Iterator[Move]]:
        phase = state["phase"]
        if phase == "game_over":
            return None, ({"type": "next_game", "player": p} for p in state["players"])
        if phase == "match_over":
            return None, iter(())
        return state["current"], self._turn_moves(state, state["current"], phase)

    def _turn_moves(self, state: State, player: str, phase: str) -> Iterator[Move]:
        """Every distinct copy (sub-multisets of the cards showing the field's number) or
        lead (C1, C3: for each number the hand shows, ascending, every sub-multiset of the
        cards showing it), cards in `card_key` order, then draw or meow. Generated here
        rather than through a generator per number: listing moves is the engine's hot path."""
        hand = state["hands"][player]
        if phase == "respond":
            field = state["field"]
            if player != field["parent"]:  # C6: the parent can only draw
                number = field["number"]
                counts: dict[str, int] = {}  # only the codes that can be copied
                for code in hand:
                    if number in (parse_card(code) or ()):
                        counts[code] = counts.get(code, 0) + 1
                if counts:
                    copyable = sorted(counts, key=card_key)
                    yield from _combinations(copyable, counts, "copy", player, number)
            yield {"type": "draw", "player": player}
            return
        counts = {}
        for code in hand:
            counts[code] = counts.get(code, 0) + 1
        for number, codes in _lead_groups(frozenset(counts)):
            if len(codes) == 1:  # _combinations' common case inline: no generator per number
                code = codes[0]
                for k in range(1, counts[code] + 1):
                    yield {"type": "lead", "player": player, "cards": [code] * k, "number": number}
            else:
                yield from _combinations(codes, counts, "lead", player, number)
        if phase == "drawn" and _meow_refused_by(state, player) is None:
            yield {"type": "meow", "player": player}

    # -- scoring and views ------------------------------------------------------------------

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: with a declarer the Meow outcome (C7), without the deck-out one (C9)."""
        players = check_players(body.get("players"), self)
        options = self.load_options(body.get("options"))
        _check_player_count(players, options)
        cards = cards_for(options)
        raw_hands = check_player_map(body, "hands", players)
        hands = {p: load_codes(raw_hands[p], ["hands", p], cards.known) for p in players}
        seen = Counter(code for p in players for code in hands[p])
        for code, count in seen.items():
            if count > cards.counts[code]:
                raise invalid(
                    ["hands"], f"{count} copies of {code!r}; the deck holds {cards.counts[code]}"
                )
        coins = _counts(body, "coins", players)
        _check_coin_total(coins)
        game_number = _integer(
            body.get("game_number", 1), ["game_number"], 1, games_per_set(len(players))
        )
        declarer = body.get("declarer")
        if declarer is not None:
            check_player(declarer, players, ["declarer"])
        n = len(players)
        rate = multiplier(options, game_number, n)
        step = direction(options, game_number, n)
        ledger = Ledger(coins, players, step, options["knockout"], self.readings_of(body))
        if declarer is not None:
            end, totals = settle_meow(players, hands, declarer, options, ledger, rate)
        else:
            # Our reading: without a drawer, payers run in turn order from the first player.
            before_first = next_seat(players, players[0], -ledger.step)
            totals = settle_deck_out(players, hands, before_first, ledger, rate)
            end = "deck_out"
        return {
            "end": end,
            "by": declarer,
            "totals": totals,
            "transfers": ledger.transfers,
            "coins": ledger.coins,
            "knocked_out": ledger.knocked,
        }

    def is_over(self, state: State) -> bool:
        return bool(state.get("phase") == "match_over")  # C11, C13: the match, not a game

    def view(self, state: State, seat: str | None) -> State:
        """Other hands, the deck and `removed` are hidden; every hand is public from a Meow
        or a deck-out until the next deal (C7, C9)."""
        out = {k: v for k, v in state.items() if k != "seed"}
        public = self.readings_of(state).reveal_at_showdown and hands_revealed(state)
        out["hands"] = {
            p: (list(h) if public or p == seat else len(h)) for p, h in state["hands"].items()
        }
        out["deck"] = len(state["deck"])
        out["removed"] = len(state.get("removed", ()))
        return out


# -- helpers ---------------------------------------------------------------------------


def hands_revealed(state: State) -> bool:
    """C7, C9: whether the game ended with every hand revealed, by a Meow or a deck-out.
    The state does not say how a game ended, but these are the only ends that leave the
    field empty (a Meow follows a draw, which discarded it; a deck-out discards it) and
    every hand holding cards: an emptied hand ends the game (C8), and a knockout alone
    comes from a copy, whose field stays on the table."""
    return state["phase"] in OVER and state["field"] is None and all(state["hands"].values())


# <= 32 x 62 KB (a hand of 128 distinct codes of 64 characters, 24 numbers each) = 2 MB.
# Few entries suffice: a hit saves ~2 us of a listing, and random playouts list as fast
# with no cache at all as with 4096 entries.
@lru_cache(maxsize=32)
def _lead_groups(codes: frozenset[str]) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(number, the codes showing it in `card_key` order) for every number the codes show,
    ascending. Cached by the hand's distinct codes, which a listing asked again repeats."""
    by_number: dict[int, list[str]] = {}
    for code in sorted(codes, key=card_key):
        for number in parse_card(code) or ():
            by_number.setdefault(number, []).append(code)
    return tuple((number, tuple(by_number[number])) for number in sorted(by_number))


def _combinations(
    codes: Sequence[str], counts: Mapping[str, int], kind: str, player: str, number: int
) -> Iterator[Move]:
    if len(codes) == 1:  # the common case: one code, 1..copies of it
        code = codes[0]
        for k in range(1, counts[code] + 1):
            yield {"type": kind, "player": player, "cards": [code] * k, "number": number}
        return
    for picks in itertools.product(*(range(counts[c] + 1) for c in codes)):
        if any(picks):
            cards = [c for c, k in zip(codes, picks, strict=True) for _ in range(k)]
            yield {"type": kind, "player": player, "cards": cards, "number": number}


def meow_refusal(state: State, player: str) -> Exception | None:
    """Why `player` may not declare Meow now (C5, C12), or None. The rule itself is
    `_meow_refused_by`, shared by apply and legal_moves so the two always agree."""
    reason = _meow_refused_by(state, player)
    if reason is None:
        return None
    options = state["options"]
    if reason is HAND_TOO_LARGE_FOR_MEOW:
        return illegal(HAND_TOO_LARGE_FOR_MEOW, "Meow needs 4 or fewer cards in hand (C5).")
    if reason is MEOW_LOCKED:
        return illegal(
            MEOW_LOCKED,
            f"Meow is locked until {options['meow_locked_turns']} turns are done; "
            f"{state['turns']} are.",
        )
    return illegal(
        NOT_ENOUGH_COINS_FOR_MEOW, f"Meow needs at least {options['min_coins_for_meow']} coins."
    )


def _meow_refused_by(state: State, player: str) -> ReasonCode | None:
    """The first C5/C12 condition that refuses Meow, or None. legal_moves asks on every
    drawn turn, so this builds no exception."""
    options = state["options"]
    if len(state["hands"][player]) > MEOW_HAND_LIMIT:
        return HAND_TOO_LARGE_FOR_MEOW
    if state["turns"] < options["meow_locked_turns"]:
        return MEOW_LOCKED
    if state["coins"][player] < options["min_coins_for_meow"]:
        return NOT_ENOUGH_COINS_FOR_MEOW
    return None


def _play_from_hand(
    hand: Sequence[str], player: str, cards: Sequence[str], number: int, rule: str = "C3"
) -> list[str]:
    """G3 and the lead's (C3) or copy's (C4) own checks: the hand left after playing
    `cards` as `number`, or IllegalMove."""
    if not cards:
        raise illegal(NO_CARDS, "Play at least one card.", rule)
    left = list(hand)
    for code in cards:
        try:
            left.remove(code)  # one scan: a membership test first scanned twice
        except ValueError:
            missing = Counter(cards) - Counter(hand)
            raise illegal(
                CARD_NOT_IN_HAND, f"{player} does not hold {sorted(missing.elements())}."
            ) from None
    for code in cards:
        if number not in (parse_card(code) or ()):
            raise illegal(CARDS_DO_NOT_SHOW_NUMBER, f"{code} does not show {number}.", rule)
    return left


def _step(state: State) -> int:
    """This game's turn direction (C12 reverse_after_cycle)."""
    return direction(state["options"], state["game_number"], len(state["players"]))


def _ledger(state: State, readings: Readings) -> tuple[Ledger, int]:
    """A ledger for this game's coins, with its turn direction, and the stakes rate."""
    options = state["options"]
    ledger = Ledger(state["coins"], state["players"], _step(state), options["knockout"], readings)
    return ledger, multiplier(options, state["game_number"], len(state["players"]))


def _payment_events(ledger: Ledger) -> list[dict[str, Any]]:
    return [{"type": "coins_paid", **t} for t in ledger.transfers]


def _next_game_starter(state: State) -> tuple[str, int, int]:
    """(starter, game_number, set_number) of the game after this one (C11-C13)."""
    players = state["players"]
    if state["set_over"]:  # C13: the next set starts with the next player clockwise
        return next_seat(players, state["starter"]), 1, state["set_number"] + 1
    game_number = state["game_number"] + 1
    step = direction(state["options"], game_number, len(players))
    return next_seat(players, state["starter"], step), game_number, state["set_number"]


def _deal_label(set_number: int, game_number: int) -> str:
    return f"deal:{set_number}:{game_number}"


def _deal(players: Sequence[str], order: Sequence[str], starter: str, remove_two: bool) -> State:
    """C2: one card at a time in seat order from the starter; C12 remove_two: then 2 unseen
    cards leave the deck."""
    size = hand_size(len(players))
    hands = deal(players, order, starter, size)
    pos = size * len(players)
    removed = 2 if remove_two else 0
    return {
        "hands": hands,
        "deck": list(order[pos + removed :]),
        "discard_pile": [],
        "field": None,
        "current": starter,
        "phase": "lead",
        "removed": list(order[pos : pos + removed]),
    }


def _check_player_count(players: Sequence[str], options: Mapping[str, Any]) -> None:
    if len(players) > ONE_DECK_MAX_PLAYERS and options["decks"] == 1:
        raise invalid(["players"], "more than 5 players need two decks (C14: options.decks = 2)")


def _integer(value: Any, path: list[str | int], low: int, high: int | None) -> int:
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or value < low
        or (high is not None and value > high)
    ):
        bound = f"from {low} to {high}" if high is not None else f">= {low}"
        raise invalid(path, f"must be an integer {bound}")
    return value


def _counts(raw: Mapping[str, Any], key: str, players: Sequence[str]) -> dict[str, int]:
    value = check_player_map(raw, key, players)
    out = {p: value[p] for p in players}
    for v in out.values():  # the usual case (plain ints), before the checks that name one
        if type(v) is not int or v < 0:
            return {p: _integer(value[p], [key, p], 0, None) for p in players}
    return out


def _coins(raw: Mapping[str, Any], players: Sequence[str]) -> dict[str, int]:
    """A state's coins: integers, below 0 only where `_check_debts` allows."""
    value = check_player_map(raw, "coins", players)
    out = {p: value[p] for p in players}
    for p, v in out.items():
        if type(v) is not int and (not isinstance(v, int) or isinstance(v, bool)):
            raise invalid(["coins", p], "must be an integer")
    return out


def _points(raw: Mapping[str, Any], players: Sequence[str]) -> dict[str, int | float]:
    if raw.get("set_points") is None:
        return {p: 0 for p in players}
    value = check_player_map(raw, "set_points", players)
    out = {p: value[p] for p in players}
    for v in out.values():  # the usual case (plain ints), before the checks that name one
        if type(v) is not int or not -1e6 <= v <= 1e6:
            break
    else:
        return out
    for p in players:
        v = value[p]
        if not isinstance(v, int | float) or isinstance(v, bool) or v != v or abs(v) > 1e6:
            raise invalid(["set_points", p], "must be a number")
    return {p: value[p] for p in players}


def _load_field(raw: Any, state: State, cards: Cards) -> dict[str, Any] | None:
    """The field: null, or the parent's lead then every copy (C3-C6)."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise invalid(["field"], "must be null or an object")
    extra = sorted(set(raw) - {"parent", "number", "cards", "copiers"})
    if extra:
        raise InvalidInput({"field": {k: ["unknown field"] for k in extra}})
    players = state["players"]
    parent = check_player(raw.get("parent"), players, ["field", "parent"])
    number = raw.get("number")
    if not isinstance(number, int) or isinstance(number, bool) or number not in cards.printed:
        raise invalid(["field", "number"], "must be a number printed on some card")
    field_cards = load_codes(raw.get("cards"), ["field", "cards"], cards.known)
    copiers = raw.get("copiers")
    if not isinstance(copiers, list):
        raise invalid(["field", "copiers"], "must be a list of player ids")
    for i, p in enumerate(copiers):
        check_player(p, players, ["field", "copiers", i])
    for i, code in enumerate(field_cards):
        if number not in (parse_card(code) or ()):
            raise invalid(["field", "cards", i], f"{code} does not show {number} (C3)")
    if len(field_cards) < 1 + len(copiers):
        raise invalid(["field", "cards"], "must hold the lead and at least one card per copy")
    step = direction(state["options"], state["game_number"], len(players))
    expected = seats_after(players, parent, step)[: len(copiers)]
    if copiers != expected:
        raise invalid(
            ["field", "copiers"], "must be the players after the parent, in turn order (C4)"
        )
    return {"parent": parent, "number": number, "cards": field_cards, "copiers": list(copiers)}


def _check_set_points(state: State) -> None:
    """C13: rank bonuses come only with `sets` > 1, once a set is over, at most 6 a player a
    set, and each set's sum to 0 (tied players share averages). Points no finished set
    could give contradict the state (an impossible state: 422)."""
    points = state["set_points"]
    finished = 0 if state["options"]["sets"] == 1 else state["set_number"] - 1 + state["set_over"]
    most = max(RANK_BONUS[2]) * finished
    for p in state["players"]:
        if abs(points[p]) > most:
            raise invalid(
                ["set_points", p],
                f"is at most {most} in size after {finished} finished set(s) of rank bonuses",
            )
    # _number rounds every player's points to 6 decimals after each set (6/7 of a 7-way
    # tie does not end), so the sum may drift by half a millionth a player a set.
    if abs(sum(points.values())) > 1e-6 * len(points) * max(finished, 1):
        raise invalid(["set_points"], "rank bonuses sum to 0 in every set (C13)")


def _load_set_over(raw: Any, state: State) -> bool:
    last = state["game_number"] == games_per_set(len(state["players"]))
    over = state["phase"] in OVER
    if raw is None:
        return over and (last or state["phase"] == "match_over")
    if not isinstance(raw, bool):
        raise invalid(["set_over"], "must be a boolean")
    if raw and not over:
        raise invalid(["set_over"], "is only true once a game is over")
    if not raw and over and (last or state["phase"] == "match_over"):
        raise invalid(["set_over"], "the set is over after its last game (C11, C13)")
    return raw


def _check_components(state: State, cards: Cards) -> None:
    """More copies of a card than the decks hold, or more coins than the players brought,
    is impossible; fewer (cards out of play or unknown to the caller) is not."""
    # In the order the places were counted before, so the first excess named is the same.
    piles = [state["deck"], state["discard_pile"], state["removed"]]
    if state["field"] is not None:
        piles.append(state["field"]["cards"])
    for code, count in Counter(pooled(state["hands"], state["players"], *piles)).items():
        if count > cards.counts[code]:
            raise InvalidInput(
                {"_schema": [f"{count} copies of {code!r}; the decks hold {cards.counts[code]}"]}
            )
    _check_coin_total(state["coins"])


def _check_coin_total(coins: Mapping[str, int]) -> None:
    """More coins than the players brought is impossible, in a state or a /score body."""
    total = sum(coins.values())
    if total > START_COINS * len(coins):
        raise invalid(["coins"], f"{total} coins; the players brought {START_COINS} each (C2)")


def _check_debts(state: State, cards: Cards, readings: Readings) -> None:
    """C10: coins drop below 0 only under `knockout` when every payment completes, and the
    set ends with that move; a player paying from 0 then owes at most what one move can
    take. And under that reading a set ends before its last game only so."""
    players, coins, options = state["players"], state["coins"], state["options"]
    knockout = options["knockout"] and readings.knockout_pays_in_full
    in_debt = [p for p in players if coins[p] < 0]
    if in_debt and not (knockout and state["set_over"]):
        raise invalid(
            ["coins", in_debt[0]],
            "must be a non-negative integer: coins drop below 0 only under the knockout "
            "option, and that ends the set (C10)",
        )
    n = len(players)
    rate = multiplier(options, state["game_number"], n)
    # The most one player pays in one move: a copy of every card showing the field's
    # number and the empty-hand bonus, or a blocked Meow's penalty to every other player.
    most = rate * max(COPY_PAY * cards.most_showing + EMPTY_HAND_BONUS, MEOW_PENALTY * (n - 1))
    for p in in_debt:
        if coins[p] < -most:
            raise invalid(["coins", p], f"no move of this game takes a player below {-most} (C10)")
    last = state["game_number"] == games_per_set(n)
    if knockout and state["set_over"] and not last and not in_debt:
        raise invalid(
            ["set_over"],
            "a set ends before its last game only by a knockout, which leaves a player's "
            "coins below 0 (C10)",
        )


def _check_consistency(state: State) -> None:
    """Fields that contradict each other (an impossible state, docs/api.md#errors)."""
    phase = state["phase"]
    options = state["options"]
    players = state["players"]
    if len(state["removed"]) > (2 if options["remove_two"] else 0):
        raise invalid(["removed"], "holds at most 2 cards, and only with remove_two (C12)")
    if phase == "match_over" and state["set_number"] != options["sets"]:
        raise invalid(["phase"], "the match ends only in its last set (C13)")
    # What _end never leaves behind: a set cut short without a knockout, or the last set
    # over and the match not.
    last = state["game_number"] == games_per_set(len(players))
    if state["set_over"] and not last and not options["knockout"]:
        raise invalid(["set_over"], "a set ends before its last game only by a knockout (C10)")
    if state["set_over"] and phase == "game_over" and state["set_number"] == options["sets"]:
        raise invalid(["phase"], "the last set is over, so the match is: match_over (C11, C13)")
    if phase not in PLAYING:
        return
    field = state["field"]
    if phase == "respond" and field is None:
        raise invalid(["field"], "is required while players respond to a lead (C4)")
    if phase != "respond" and field is not None:
        raise invalid(["field"], f"must be null in phase {phase}")
    for p in players:
        if not state["hands"][p]:
            raise invalid(["hands", p], "is empty, so the game is over (C8)")
    if phase == "lead" and (state["current"] != state["starter"] or state["turns"] != 0):
        raise invalid(["phase"], "lead is the game's first move, by its starter (C3)")
    if phase == "respond":
        step = direction(options, state["game_number"], len(players))
        due = next_seat(players, field["parent"], step * (len(field["copiers"]) + 1))
        if state["current"] != due:
            raise invalid(["current"], f"must be {due}, next after the field's last play (C4, C6)")
