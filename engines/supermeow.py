"""Super Meow: a deck-building race to a cat and a cape (docs/rules.md S1-S8).

Every player owns a tableau: a face-down `backpack` (index 0 on top), a `hand` of up to
two cards and a face-up `washing_machine`. A turn reveals the hand (S3), takes one action
(buy S4, throw away S5, mouse S6 or pass) and cleans up (S7); the move that ends a turn
also reveals the next hand, so it can end the game (S8).

A hand lies face down, hidden from everyone, its owner included, until it is revealed at
its owner's turn (S3). Rules version 1 read S3 otherwise (the owner saw it); `READINGS`
keeps both editions, since a game keeps the readings it started under, and
`SuperMeow.readings_of` picks the one a state is played under.

Randomness: every shuffle (the initial backpacks and each washing machine turned into a
backpack) draws from the state's `seed` with the label f"shuffle:{n}", n being the
state's `shuffles` counter, which each shuffle increments.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
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
    derive_seed,
    illegal,
    invalid,
    load_codes,
    next_seat,
)

START = "start"
KEEPER = "start-keep"  # S1: can be neither thrown away nor stolen
START_CODES = (START, KEEPER)
CAT, CAPE, MOUSE, CATFOOD = "cat", "cape", "mouse", "catfood"

# S1: the supply piles in catalogue order, with their provisional counts and prices.
DEFAULT_SUPPLY = {"coin2": 10, "coin3": 10, MOUSE: 4, CATFOOD: 8, CAT: 8, CAPE: 8}
DEFAULT_PRICES = {"coin2": 2, "coin3": 3, MOUSE: 3, CATFOOD: 4, CAT: 1, CAPE: 5}
DEFAULT_START_CARDS = [KEEPER, START, START, START]
SUPPLY_CODES = tuple(DEFAULT_SUPPLY)
CODES = (*START_CODES, *SUPPLY_CODES)
KNOWN = frozenset(CODES)
ORDER = {code: i for i, code in enumerate(CODES)}  # the stable order of legal moves

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


@dataclass(frozen=True, slots=True)
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


def _count_map(defaults: Mapping[str, int], what: str) -> Any:
    """An option check for a code -> integer map merged over `defaults` (S1)."""

    def check(value: dict[str, Any]) -> dict[str, int]:
        out = dict(defaults)
        for code, number in value.items():
            if code not in defaults:
                raise invalid([code], f"unknown {what}; expected one of {', '.join(defaults)}")
            if not isinstance(number, int) or isinstance(number, bool):
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


@dataclass(frozen=True, slots=True)
class Components:
    """What the options put in play: pile sizes and per-player starting cards."""

    supply: dict[str, int]
    start_cards: tuple[str, ...]
    start_per_player: dict[str, int]  # start / start-keep -> copies each player owns


# Keyed by what clients send, but every part is bounded by the checks (six supply piles
# of 0-99 cards, 1-12 starting cards): <= 64 x 2 KB = 0.13 MB
# (tests/engines/test_cache_bounds.py).
@lru_cache(maxsize=64)
def _components(supply: tuple[tuple[str, int], ...], start: tuple[str, ...]) -> Components:
    per_player = {code: start.count(code) for code in START_CODES}
    return Components(dict(supply), start, per_player)


def components_for(options: Mapping[str, Any]) -> Components:
    return _components(tuple(options["supply"].items()), tuple(options["start_cards"]))


# -- hands ----------------------------------------------------------------------------


def coins_in(hand: Sequence[str]) -> int:
    """S4: the coins a hand shows; they cap the price and are not spent."""
    return sum(COINS.get(code, 0) for code in hand)


def is_super_meow(hand: Sequence[str]) -> bool:
    """S3/S8: a cat and a cape in one hand win."""
    return CAT in hand and CAPE in hand


def can_afford(hand: Sequence[str], code: str, prices: Mapping[str, int]) -> bool:
    """S4: the cat is priced in cat food cards, everything else in coins."""
    if code == CAT:
        return hand.count(CATFOOD) >= prices[CAT]
    return coins_in(hand) >= prices[code]


class SuperMeow(Game):
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
    move_types = ("buy", "throw_away", "mouse", "pass")
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
    event_types = (
        "card_bought",
        "card_thrown_away",
        "mouse_used",
        "turn_passed",
        "hand_washed",
        "washing_machine_shuffled",
        "cards_drawn",
        "hand_revealed",
        "game_ended",
    )

    def __init__(self, rules_version: int = RULES_VERSION) -> None:
        super().__init__()
        self.readings = READINGS[rules_version]
        self.rules_version = rules_version

    def readings_of(self, state: Mapping[str, Any]) -> Readings:
        """The readings `state` is played under: the one place they are chosen. Every game
        is played under this engine's edition (the registry's is the current one)."""
        return self.readings

    # -- components ---------------------------------------------------------------

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        parts = components_for(options)
        prices = options["prices"]
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
                    per_player=parts.start_per_player[code],
                    keeper=code == KEEPER,
                )
            else:
                card.update(
                    price=prices[code],
                    currency="catfood" if code == CAT else "coins",
                    supply=parts.supply[code],
                    per_player=None,
                    keeper=False,
                )
            cards.append(card)
        return {
            "cards": cards,
            "start_cards": list(parts.start_cards),
            "prices": dict(prices),
            "supply": dict(parts.supply),
            "hand_size": HAND_SIZE,
        }

    # -- setup ----------------------------------------------------------------------

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
        if deck is not None:
            raise invalid(["deck"], "Super Meow has no shared deck; pass a seed instead")
        starter = check_player(starter, players, ["starter"]) if starter else players[0]
        seed = seed if seed is not None else rng.new_seed()
        tableau: dict[str, dict[str, list[str]]] = {}
        for n, p in enumerate(players):  # S2: shuffle the starting cards, take the top 2
            backpack = rng.shuffled(resolved["start_cards"], seed, f"shuffle:{n}")
            tableau[p] = {
                "backpack": backpack[HAND_SIZE:],
                "hand": backpack[:HAND_SIZE],
                "washing_machine": [],
            }
        return {
            "players": players,
            "supply": dict(resolved["supply"]),
            "tableau": tableau,
            "trash": [],
            "current": starter,
            "status": "playing",
            "shuffles": len(players),
            "options": resolved,
            "seed": seed,
        }

    # -- loading client input ------------------------------------------------------

    def load_state(self, raw: Mapping[str, Any]) -> State:
        players = check_players(raw.get("players"), self)
        options = self.load_options(raw.get("options"))
        parts = components_for(options)
        tableau = check_player_map(raw, "tableau", players)
        state: State = {
            "players": players,
            "supply": _load_supply(raw.get("supply")),
            "tableau": {p: _load_area(tableau[p], p) for p in players},
            "trash": _load_trash(raw.get("trash")),
            "current": check_player(raw.get("current"), players, ["current"]),
            "status": raw.get("status"),
            "shuffles": _load_count(raw.get("shuffles", 0), ["shuffles"]),
            "options": options,
        }
        if raw.get("winner") is not None:
            state["winner"] = check_player(raw["winner"], players, ["winner"])
        _check_counts(state, parts)
        _check_status(state)
        seed = raw.get("seed")
        if seed is not None and not isinstance(seed, str):
            raise invalid(["seed"], "must be a string")
        state["seed"] = seed if seed is not None else derive_seed(state)
        return state

    def load_move(self, state: State, raw: Mapping[str, Any]) -> Move:
        move_type = raw.get("type")
        if move_type not in self.move_types:
            raise invalid(["type"], f"unknown move type {move_type!r}")
        player = check_player(raw.get("player"), state["players"], ["player"])
        move: Move = {"type": move_type, "player": player}
        if move_type in ("buy", "throw_away"):
            card = raw.get("card")
            if not isinstance(card, str) or card not in KNOWN:
                raise invalid(["card"], f"unknown card {card!r}")
            move["card"] = card
        elif move_type == "mouse":
            move["target"] = check_player(raw.get("target"), state["players"], ["target"])
            slot = raw.get("slot")
            if not isinstance(slot, int) or isinstance(slot, bool) or slot not in (0, 1):
                raise invalid(["slot"], "must be 0 or 1")
            move["slot"] = slot
        return move

    # -- rules ------------------------------------------------------------------------

    def apply(self, state: State, move: Move) -> Step[State]:
        if state["status"] != "playing":
            raise illegal(WRONG_PHASE, f"The game is over: {state.get('winner')} found Super Meow.")
        player = move["player"]
        if player != state["current"]:
            raise illegal(NOT_YOUR_TURN, f"It is {state['current']}'s turn.")
        turn = _Turn(state)
        kind = move["type"]
        if kind == "buy":
            _buy(turn, player, move["card"])
        elif kind == "throw_away":
            _throw_away(turn, player, move["card"])
        elif kind == "mouse":
            _mouse(turn, player, move["target"], move["slot"])
        else:
            turn.events.append({"type": "turn_passed", "player": player})
        return turn.end(player)

    def legal_moves(self, state: State) -> tuple[str | None, Iterator[Move]]:
        if state["status"] != "playing":
            return None, iter(())
        return state["current"], self._turn_moves(state)

    def _turn_moves(self, state: State) -> Iterator[Move]:
        player = state["current"]
        hand = state["tableau"][player]["hand"]
        prices = state["options"]["prices"]
        supply = state["supply"]
        coins, food = coins_in(hand), hand.count(CATFOOD)  # S4: computed once per listing
        for code in SUPPLY_CODES:
            if supply.get(code, 0) > 0 and (food if code == CAT else coins) >= prices[code]:
                yield {"type": "buy", "player": player, "card": code}
        for code in sorted(set(hand), key=ORDER.__getitem__):
            if code != KEEPER:
                yield {"type": "throw_away", "player": player, "card": code}
        if MOUSE in hand:
            players = state["players"]
            start = players.index(player)
            for step in range(1, len(players)):
                target = players[(start + step) % len(players)]
                for slot in range(min(HAND_SIZE, len(state["tableau"][target]["hand"]))):
                    yield {"type": "mouse", "player": player, "target": target, "slot": slot}
        yield {"type": "pass", "player": player}

    # -- scoring and views ----------------------------------------------------------

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: every hand holding a cat and a cape (S8), in seat order."""
        players = check_players(body.get("players"), self)
        options = self.load_options(body.get("options"))
        parts = components_for(options)
        hands = check_player_map(body, "hands", players)
        seen: Counter[str] = Counter()
        for p in players:
            hand = load_codes(hands[p], ["hands", p], KNOWN)
            if len(hand) > HAND_SIZE:
                raise invalid(["hands", p], f"a hand holds at most {HAND_SIZE} cards")
            _check_keepers(hand, parts, ["hands", p])  # as in a state's tableau
            seen.update(hand)
        _check_totals(seen, {}, parts, len(players), ["hands"])
        return {"winners": [p for p in players if is_super_meow(hands[p])]}

    def view(self, state: State, seat: str | None) -> State:
        """Backpacks are face down for everyone (their owner included); a hand is face down
        too until it is revealed at its owner's turn (S3), and then public until that turn
        ends: the `current` player's hand is the only one shown, to every reader."""
        out = {k: v for k, v in state.items() if k != "seed"}
        current = state["current"]
        owner = None if self.readings_of(state).own_hand_face_down else seat
        out["tableau"] = {
            p: {
                "backpack": len(area["backpack"]),
                "hand": list(area["hand"]) if p in (owner, current) else len(area["hand"]),
                "washing_machine": list(area["washing_machine"]),
            }
            for p, area in state["tableau"].items()
        }
        return out


# -- one turn ---------------------------------------------------------------------------


class _Turn:
    """A copy-on-write working copy of a state: only the piles a move touches are copied."""

    __slots__ = ("state", "tableau", "copied", "supply", "events")

    def __init__(self, state: State) -> None:
        self.state: State = dict(state)
        self.tableau: dict[str, dict[str, list[str]]] = dict(state["tableau"])
        self.state["tableau"] = self.tableau
        self.copied: set[str] = set()
        self.supply: dict[str, int] | None = None
        self.events: list[dict[str, Any]] = []

    def area(self, player: str) -> dict[str, list[str]]:
        if player not in self.copied:
            old = self.tableau[player]
            self.tableau[player] = {
                "backpack": list(old["backpack"]),
                "hand": list(old["hand"]),
                "washing_machine": list(old["washing_machine"]),
            }
            self.copied.add(player)
        return self.tableau[player]

    def to_supply(self, code: str, delta: int) -> None:
        if self.supply is None:
            self.supply = dict(self.state["supply"])
            self.state["supply"] = self.supply
        self.supply[code] = self.supply.get(code, 0) + delta

    def draw(self, player: str, count: int) -> list[str]:
        """S7: draw from the backpack; only a draw that finds it empty shuffles the washing
        machine into a new backpack, and drawing continues. Both empty: fewer cards."""
        area = self.area(player)
        drawn: list[str] = []
        pending = 0
        while len(drawn) < count:
            if not area["backpack"]:
                if not area["washing_machine"]:
                    break
                if pending:
                    self.events.append({"type": "cards_drawn", "player": player, "count": pending})
                    pending = 0
                self.shuffle(player, area)
            drawn.append(area["backpack"].pop(0))
            pending += 1
        if pending:
            self.events.append({"type": "cards_drawn", "player": player, "count": pending})
        return drawn

    def shuffle(self, player: str, area: dict[str, list[str]]) -> None:
        n = self.state.get("shuffles", 0)
        washed = area["washing_machine"]
        area["backpack"] = rng.shuffled(washed, self.state["seed"], f"shuffle:{n}")
        area["washing_machine"] = []
        self.state["shuffles"] = n + 1
        self.events.append(
            {"type": "washing_machine_shuffled", "player": player, "cards": len(washed)}
        )

    def end(self, player: str) -> Step[State]:
        """S7 clean-up, then S3: the next player's hand is revealed and may win (S8)."""
        area = self.area(player)
        washed = area["hand"]
        area["washing_machine"].extend(washed)
        area["hand"] = []
        self.events.append({"type": "hand_washed", "player": player, "cards": list(washed)})
        area["hand"] = self.draw(player, HAND_SIZE)
        nxt = next_seat(self.state["players"], player)
        self.state["current"] = nxt
        hand = self.tableau[nxt]["hand"]
        self.events.append({"type": "hand_revealed", "player": nxt, "hand": list(hand)})
        if not is_super_meow(hand):
            return Step(self.state, self.events)
        self.state["status"] = "game_over"
        self.state["winner"] = nxt
        self.events.append({"type": "game_ended", "winner": nxt})
        return Step(self.state, self.events, {"end": "super_meow", "winner": nxt})


def _buy(turn: _Turn, player: str, card: str) -> None:
    """S4: one card from a non-empty pile, the price capped by the hand; to the washer."""
    if card in START_CODES:
        raise illegal(NOT_FOR_SALE, "Starting cards cannot be bought.")
    state = turn.state
    if state["supply"].get(card, 0) <= 0:
        raise illegal(SUPPLY_EMPTY, f"The {card} pile is empty.")
    hand = state["tableau"][player]["hand"]
    prices = state["options"]["prices"]
    if not can_afford(hand, card, prices):
        if card == CAT:
            shown, reason = hand.count(CATFOOD), NOT_ENOUGH_CAT_FOOD
        else:
            shown, reason = coins_in(hand), NOT_ENOUGH_COINS
        unit = "cat food" if card == CAT else "coins"
        raise illegal(reason, f"A {card} costs {prices[card]} {unit}; the hand shows {shown}.")
    turn.to_supply(card, -1)
    turn.area(player)["washing_machine"].append(card)
    turn.events.append({"type": "card_bought", "player": player, "card": card})


def _throw_away(turn: _Turn, player: str, card: str) -> None:
    """S5: a starting card to the trash, a bought card back to its pile; never the keeper."""
    if card not in turn.state["tableau"][player]["hand"]:
        raise illegal(CARD_NOT_IN_HAND, f"{player}'s hand holds no {card}.")
    if card == KEEPER:
        raise illegal(KEEPER_CANNOT_BE_THROWN_AWAY, "The start-keep card cannot be thrown away.")
    turn.area(player)["hand"].remove(card)
    if card == START:
        turn.state["trash"] = [*turn.state["trash"], card]
        to = "trash"
    else:
        turn.to_supply(card, 1)
        to = "supply"
    turn.events.append({"type": "card_thrown_away", "player": player, "card": card, "to": to})


def _mouse(turn: _Turn, player: str, target: str, slot: int) -> None:
    """S6: a blind pick of one of the target's hand slots; the keeper can't be stolen, any
    other card goes to the thief's washing machine and the victim refills that slot (S7).
    Either way the mouse returns to its pile."""
    if MOUSE not in turn.state["tableau"][player]["hand"]:
        raise illegal(CARD_NOT_IN_HAND, f"{player}'s hand holds no mouse.")
    if target == player:
        raise illegal(CANNOT_TARGET_SELF, "Pick another player's hand.")
    size = len(turn.state["tableau"][target]["hand"])
    if slot >= size:
        raise illegal(EMPTY_SLOT, f"{target}'s hand holds {size} card(s): no slot {slot}.")
    turn.area(player)["hand"].remove(MOUSE)
    turn.to_supply(MOUSE, 1)
    victim = turn.area(target)
    card = victim["hand"][slot]  # flipped face up for everyone (rulebook), so it is public
    stolen = card != KEEPER
    turn.events.append(
        {
            "type": "mouse_used",
            "player": player,
            "target": target,
            "slot": slot,
            "card": card,
            "stolen": stolen,
        }
    )
    if not stolen:
        return
    turn.area(player)["washing_machine"].append(card)
    refill = turn.draw(target, 1)
    if refill:
        victim["hand"][slot] = refill[0]
    else:
        del victim["hand"][slot]  # S6: a victim who cannot refill keeps a shorter hand


# -- loading helpers --------------------------------------------------------------------


def _load_count(value: Any, path: list[str | int]) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise invalid(path, "must be a non-negative integer")
    return value


def _load_supply(value: Any) -> dict[str, int]:
    """Supply piles by code; a missing pile is empty (cards may be missing, docs/api.md#errors)."""
    if not isinstance(value, dict):
        raise invalid(["supply"], "must be an object: card code -> count")
    for code, count in value.items():
        if code not in DEFAULT_SUPPLY:
            raise invalid(["supply", code], "not a supply pile")
        if type(count) is not int or count < 0:  # a call only for what may be wrong
            _load_count(count, ["supply", code])
    return {code: value.get(code, 0) for code in SUPPLY_CODES}


AREA_PILES = ("backpack", "hand", "washing_machine")
AREA_KEYS = frozenset(AREA_PILES)


def _load_area(value: Any, player: str) -> dict[str, list[str]]:
    path: list[str | int] = ["tableau", player]
    if not isinstance(value, dict):
        raise invalid(path, "must be an object with backpack, hand and washing_machine")
    if not AREA_KEYS.issuperset(value):
        extra = sorted(set(value) - AREA_KEYS)
        raise InvalidInput({"tableau": {player: {k: ["unknown field"] for k in extra}}})
    area = {key: load_codes(value.get(key), [*path, key], KNOWN) for key in AREA_PILES}
    if len(area["hand"]) > HAND_SIZE:
        raise invalid([*path, "hand"], f"a hand holds at most {HAND_SIZE} cards (S7)")
    return area


def _load_trash(value: Any) -> list[str]:
    trash = load_codes(value, ["trash"], KNOWN)
    if trash.count(START) == len(trash):  # the usual case: nothing but `start` cards
        return trash
    for i, code in enumerate(trash):
        if code == KEEPER:
            raise invalid(["trash", i], "the start-keep card can never be thrown away (S5)")
        if code != START:
            raise invalid(["trash", i], "only starting cards go to the trash (S5)")
    return trash


def _check_counts(state: State, parts: Components) -> None:
    """Every card in one place: no code more often than the components hold (S1)."""
    players = state["players"]
    cards = list(state["trash"])
    for p in players:
        area = state["tableau"][p]
        mine = [*area["backpack"], *area["hand"], *area["washing_machine"]]
        _check_keepers(mine, parts, ["tableau", p])
        cards += mine
    # One Counter over every card: several Counters added up cost more than the rest.
    _check_totals(Counter(cards), state["supply"], parts, len(players), ["_schema"])


def _check_keepers(cards: list[str], parts: Components, path: list[str | int]) -> None:
    """S5/S6: a keeper never leaves its owner, so one player holds at most their own."""
    held, keepers = cards.count(KEEPER), parts.start_per_player[KEEPER]
    if held > keepers:
        raise invalid(path, f"holds {held} start-keep cards; at most {keepers}")


def _check_totals(
    seen: Counter[str],
    supply: Mapping[str, int],
    parts: Components,
    n_players: int,
    path: list[str | int],
) -> None:
    """Starting cards are counted globally (a stolen `start` sits in another tableau):
    at most players x their copies in `start_cards`; bought cards plus their pile at most
    the pile's size at setup."""
    for code in CODES:
        if code in START_CODES:
            held, limit = seen.get(code, 0), n_players * parts.start_per_player[code]
        else:
            held, limit = seen.get(code, 0) + supply.get(code, 0), parts.supply[code]
        if held > limit:
            raise invalid(path, f"{held} {code} cards counting every place; the game holds {limit}")


def _check_status(state: State) -> None:
    """Contradictions: a winner while playing, an unnoticed Super Meow (S3/S8)."""
    status, winner, current = state["status"], state.get("winner"), state["current"]
    hand = state["tableau"][current]["hand"]
    if status == "playing":
        if winner is not None:
            raise invalid(["winner"], "must be absent while playing")
        if is_super_meow(hand):
            raise invalid(
                ["tableau", current, "hand"],
                "the current player's revealed hand holds a cat and a cape: the game is over (S3)",
            )
    elif status == "game_over":
        if winner is None:
            raise invalid(["winner"], "is required once the game is over")
        if winner != current:
            raise invalid(["winner"], "must be the current player, whose reveal won (S3)")
        if not is_super_meow(hand):
            raise invalid(["tableau", current, "hand"], "must hold a cat and a cape (S8)")
    else:
        raise invalid(["status"], "must be playing or game_over")
