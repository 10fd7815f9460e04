"""Super Meow's bot player (docs/bots.md): determinisation and the rulebook's strategy.

What a seat cannot see is every backpack and every hand but the revealed one (S3; its own
hand too until its turn). The cards hidden there are known as a multiset: a player's deck
(backpack, hand and washing machine) is their starting cards plus what the public log
says they bought, threw away and stole or lost to a mouse, and the washing machines and
the revealed hand are face up. A determinisation deals each player's unseen cards into
their hidden slots uniformly at random.

Without a log the view still fixes how many of each card the tableaus hold together (the
supply sold the rest; the trash holds the thrown starting cards) and that a `start-keep`
never leaves its owner, but not who bought what: the unseen cards are then dealt across
all hidden slots at once, each player's keepers to their own. Both readings ignore the
little the order of events tells (a reshuffle that split a draw put the last card of
the old backpack in the hand): every arrangement of a player's unseen cards is taken as
equally likely.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from engines.base import Rules, readonly
from engines.frozen import replace
from engines.supermeow import (
    CAPE,
    CAT,
    CATFOOD,
    COINS,
    KEEPER,
    MOUSE,
    START,
    SUPPLY_CODES,
    Move,
    State,
    Status,
    is_super_meow,
)

from .base import Knowledge
from .hidden import bot_seed
from .sampled import PreparedPlayer

Decks = dict[str, Counter[str]]

# value(): how a deck's progress towards a cat and a cape is weighed (the rulebook's goal:
# "When you have in front of you a Cat card and a Cape card, you win").
REVEAL_WEIGHT = 0.5  # the chance a two-card hand shows both: what actually wins
REVEAL_SCALE = 4.0  # that chance is small (a 10-card deck with one of each: 2%); 25% counts full
OWN_CAT_WEIGHT = 0.12  # a cat in the deck: half of the winning pair
OWN_CAPE_WEIGHT = 0.14  # a cape: the other half, and the dearer one (5 coins)
CATFOOD_WEIGHT = 0.06  # what buys the cat; worth little once a cat is owned
MONEY_WEIGHT = 0.18  # coins per card: a hand of two must reach the cape's 5 coins
MONEY_TARGET = 2.5  # coins per card at which any two cards buy the cape
LEAD_STEEPNESS = 15.0  # how sharply a lead in progress turns into a likely win
# A hand waiting to be revealed that holds a cat and a cape wins at its reveal (S3, S8)
# unless a mouse steals from it first: in a determinisation that hand is one sample of
# what the player may draw, so a search averaging many learns how likely it is.
HAND_WIN = 0.9


@dataclass(frozen=True, slots=True)
class Plan:
    """What a knowledge fixes: the state with its hidden places empty, and for each player
    the cards surely theirs (`own`), their hidden slots and how many of those are their
    hand (None: the hand is shown); `shared` cards go to whichever slots are left."""

    template: State
    own: Mapping[str, tuple[str, ...]]
    slots: Mapping[str, int]
    hidden_hands: Mapping[str, int | None]
    hidden_backpacks: frozenset[str]  # all, in a view; a backpack sent as cards is kept
    shared: tuple[str, ...]


class SuperMeowPlayer(PreparedPlayer[State, Plan]):
    """Super Meow's `Player` (bots/base.py)."""

    def __init__(self) -> None:
        super().__init__()
        # The last log read and the decks it gave: a game asks once a move with the log
        # one entry longer, so only the new entries are read (a pure function of the
        # log, so keeping it changes no answer).
        self._read: tuple[tuple[Any, ...], tuple[Mapping[str, Any], ...], Decks] | None = None

    def decks(
        self, players: Sequence[str], start_cards: Sequence[str], log: Sequence[Mapping[str, Any]]
    ) -> Decks:
        """`decks_from_log`, reading only what was appended to the last log read."""
        key, entries, read = (tuple(players), tuple(start_cards)), tuple(log), self._read
        known = 0
        if read is not None and read[0] == key and entries[: len(read[1])] == read[1]:
            known = len(read[1])
            decks = {p: deck.copy() for p, deck in read[2].items()}
        else:
            decks = {p: Counter(start_cards) for p in players}
        decks = decks_from_log(players, start_cards, entries[known:], decks)
        self._read = (key, entries, {p: deck.copy() for p, deck in decks.items()})
        return decks

    def prepare(self, rules: Rules[State, Any], knowledge: Knowledge) -> Plan:
        view = knowledge.view
        players: Sequence[str] = view["players"]
        areas = view["tableau"]
        unseen = None
        if knowledge.log:
            decks = self.decks(players, view["options"]["start_cards"], knowledge.log)
            unseen = _unseen_of(view, decks)
        if unseen is not None:
            own = {p: tuple(unseen[p].elements()) for p in players}
            shared: tuple[str, ...] = ()
        else:
            own, shared = _unseen_from_view(view)
        empty = {
            p: {**a, "backpack": _listed(a["backpack"]), "hand": _listed(a["hand"])}
            for p, a in areas.items()
        }
        wire = {key: view[key] for key in _STATE_KEYS if key in view}
        template = rules.from_wire({**wire, "tableau": empty, "seed": ""})
        return Plan(
            template=template,
            own=own,
            slots={p: _slots(areas[p]) for p in players},
            hidden_hands={p: _length(areas[p]["hand"]) for p in players},
            hidden_backpacks=frozenset(
                p for p in players if _length(areas[p]["backpack"]) is not None
            ),
            shared=shared,
        )

    def sample(self, plan: Plan, rng: random.Random) -> State:
        rest = list(plan.shared)
        rng.shuffle(rest)
        tableau = {}
        for p, area in plan.template.tableau.items():
            cards = list(plan.own[p])
            take = plan.slots[p] - len(cards)
            cards += rest[:take]
            del rest[:take]
            rng.shuffle(cards)
            hidden = plan.hidden_hands[p]
            hand = area.hand if hidden is None else tuple(cards[:hidden])
            rest_of = cards if hidden is None else cards[hidden:]
            backpack = tuple(rest_of) if p in plan.hidden_backpacks else area.backpack
            tableau[p] = replace(area, backpack=backpack, hand=hand)
        return replace(plan.template, tableau=readonly(tableau), seed=bot_seed(rng))

    def value(self, rules: Rules[State, Move], state: State, seat: str) -> float:
        if state.status is Status.GAME_OVER:
            return 1.0 if state.winner == seat else 0.0
        mine = progress(Counter(state.tableau[seat].cards))
        best_other = max(
            progress(Counter(state.tableau[p].cards)) for p in state.players if p != seat
        )
        lead = 1.0 / (1.0 + math.exp(-LEAD_STEEPNESS * (mine - best_other)))
        first = first_to_reveal_a_win(state)
        if first is None:
            return lead
        return max(lead, HAND_WIN) if first == seat else min(lead, 1.0 - HAND_WIN)

    def settle(
        self, rules: Rules[State, Move], state: State, move: Move, rng: random.Random
    ) -> Move:
        return move  # nothing physical: every move is the player's whole decision


_STATE_KEYS = tuple(f.name for f in fields(State))  # a view may carry more (rules_version)


def first_to_reveal_a_win(state: State) -> str | None:
    """The first player, in the order hands will be revealed (the next player's first,
    the current player's new hand last), whose face-down hand holds a cat and a cape."""
    players = state.players
    at = players.index(state.current)
    for step in range(1, len(players) + 1):
        p = players[(at + step) % len(players)]
        if is_super_meow(state.tableau[p].hand):
            return p
    return None


def progress(deck: Counter[str]) -> float:
    """How far a deck is from winning, in [0, 1], by the rulebook's strategy: own a cat
    and a cape, enough coins per card to buy the cape, and a deck thin enough that a hand
    of two shows both."""
    n = sum(deck.values())
    cats, capes = deck[CAT], deck[CAPE]
    reveal = 2 * cats * capes / (n * (n - 1)) if n > 1 else 0.0
    money = sum(COINS.get(code, 0) * k for code, k in deck.items()) / n if n else 0.0
    return (
        REVEAL_WEIGHT * min(1.0, REVEAL_SCALE * reveal)
        + OWN_CAT_WEIGHT * (cats > 0)
        + OWN_CAPE_WEIGHT * (capes > 0)
        + CATFOOD_WEIGHT * (cats > 0 or deck[CATFOOD] > 0)
        + MONEY_WEIGHT * min(1.0, money / MONEY_TARGET)
    )


def decks_from_log(
    players: Sequence[str],
    start_cards: Sequence[str],
    log: Sequence[Mapping[str, Any]],
    decks: Decks | None = None,
) -> Decks:
    """Each player's deck after the logged events: their starting cards (S1), plus each
    card bought (S4) or stolen (S6), less each thrown away (S5), stolen from them or
    spent as a mouse (it returns to its pile). `decks`: where an earlier part of the log
    left them (changed in place)."""
    if decks is None:
        decks = {p: Counter(start_cards) for p in players}
    for entry in log:
        for event in entry["events"]:
            match event["type"]:
                case "card_bought":
                    decks[event["player"]][event["card"]] += 1
                case "card_thrown_away":
                    decks[event["player"]][event["card"]] -= 1
                case "mouse_used":
                    decks[event["player"]][MOUSE] -= 1
                    if event["stolen"]:
                        decks[event["target"]][event["card"]] -= 1
                        decks[event["player"]][event["card"]] += 1
    return decks


def _unseen_of(view: Mapping[str, Any], decks: Decks) -> dict[str, Counter[str]] | None:
    """Each player's cards the view hides, from the log's decks; None when the log does
    not add up to the view (a log that starts late)."""
    players = view["players"]
    unseen: dict[str, Counter[str]] = {}
    for p in players:
        area = view["tableau"][p]
        left = decks[p].copy()
        left.subtract(_shown(area))
        if any(k < 0 for k in left.values()) or left.total() != _slots(area):
            return None
        unseen[p] = +left
    return unseen


def _unseen_from_view(
    view: Mapping[str, Any],
) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
    """The view alone: each player's unseen keepers (a `start-keep` never leaves its
    owner), and the other cards the tableaus hold together (each supply pile's size less
    what is left of it; the starting cards less the trash) less those face up."""
    players = view["players"]
    options = view["options"]
    areas = view["tableau"]
    total: Counter[str] = Counter(
        {code: options["supply"][code] - view["supply"].get(code, 0) for code in SUPPLY_CODES}
    )
    starts = Counter(options["start_cards"])
    total[START] = len(players) * starts[START] - view["trash"].count(START)
    for p in players:
        total.subtract(_shown(areas[p]))
    keepers = {p: max(0, starts[KEEPER] - _shown(areas[p])[KEEPER]) for p in players}
    own = {p: (KEEPER,) * min(keepers[p], _slots(areas[p])) for p in players}
    return own, tuple(code for code in (+total).elements() if code != KEEPER)


def _shown(area: Mapping[str, Any]) -> Counter[str]:
    """The face-up cards of a tableau in a view: its washing machine and a revealed hand
    (and whatever else it sends as cards, which `check_view` then refuses)."""
    shown = Counter(area["washing_machine"])
    shown.update(_listed(area["hand"]))
    shown.update(_listed(area["backpack"]))
    return shown


def _slots(area: Mapping[str, Any]) -> int:
    """How many of a tableau's cards the view hides."""
    return sum(_length(area[pile]) or 0 for pile in ("backpack", "hand"))


def _length(pile: Any) -> int | None:
    """A hidden pile's length; None when the view shows the pile's cards."""
    return None if isinstance(pile, list) else int(pile)


def _listed(pile: Any) -> list[str]:
    """A shown pile's cards; none for a hidden one."""
    return list(pile) if isinstance(pile, list) else []


PLAYER = SuperMeowPlayer()
