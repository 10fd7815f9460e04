"""Cat Tower's bot player (docs/bots.md): determinisation, the rulebook's strategy, and
the table's part of a move from the fall model (bots/fall.py).

A seat sees its own hand, every tower and the discard; other hands show their length
and the token pool lies face down (`CatTower.hidden`). The pool is known as a multiset
all the same: every token not on a tower (a flipped token stays on its Fatty Catty card;
a fallen one goes back face down). Other hands are dealt from the cat cards the seat
cannot place (the 42 less its hand, the towers and the discard): the cards never dealt
stay in the box, so those hands are a uniformly random part of that rest, except for
cards the public record puts in a hand: a Cat Paws card waiting to be stacked (named by
`pending.card`), and with the log, cards a fall gave back to a stacker (`fell.taken`)
or Cat Paws gave (`card_given`), until that player stacks one of that code or All Cats
are Equal pools the hands again. Other hints in the log (which hands the pooled cards
went to) are not used.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from engines.base import Rules, is_integer, readonly
from engines.cattower import (
    CAT_DECK,
    DIE_SIDES,
    FULL_POOL,
    TOKEN_RANK,
    Move,
    PendingStack,
    Roll,
    Stack,
    State,
    Status,
    Token,
)
from engines.frozen import replace

from . import fall
from .base import Knowledge
from .hidden import bot_seed, view_error
from .sampled import PreparedPlayer

HAND_STEEPNESS = 0.5  # value(): a lead of one card in the race to an empty hand, in log-odds


@dataclass(frozen=True, slots=True)
class Plan:
    """What a knowledge fixes: the state with other hands and the pool empty; each hidden
    hand's length and the cards known to be in it; the cards unaccounted for (hands or
    box); and the tokens that may be in the pool, `pool_size` of them."""

    template: State
    sizes: Mapping[str, int]
    known: Mapping[str, tuple[str, ...]]
    unknown: tuple[str, ...]
    pool: tuple[str, ...]
    pool_size: int


class CatTowerPlayer(PreparedPlayer[State, Plan]):
    """Cat Tower's `Player` (bots/base.py). Its decisions are the player's (which card,
    to whom); what falls and, with `physical_dice`, the face and the token are the
    table's (`settle`)."""

    def prepare(self, rules: Rules[State, Any], knowledge: Knowledge) -> Plan:
        view = knowledge.view
        hands = view["hands"]
        counted = [(("hands", p), n) for p, n in hands.items()]
        for place, value in [*counted, (("token_pool",), view["token_pool"])]:
            if not isinstance(value, list) and not (is_integer(value) and value >= 0):
                raise view_error(place, "must be a list, or the length of a hidden one")
        towers = _towers(view["tower"])
        placed = Counter(
            code for cards in hands.values() if isinstance(cards, list) for code in cards
        )
        placed.update(code for tower in towers for code in tower["cat_cards"])
        placed.update(view["discarded"])
        rest = Counter(CAT_DECK)
        rest.subtract(placed)
        rest = +rest
        known = known_cards(view, knowledge.log, rest)
        for cards in known.values():
            rest.subtract(cards)
        sizes = {p: int(n) for p, n in hands.items() if not isinstance(n, list)}
        shown = {p: list(cards) if isinstance(cards, list) else [] for p, cards in hands.items()}
        wire = {key: view[key] for key in _STATE_KEYS if key in view}
        template = rules.from_wire({**wire, "hands": shown, "token_pool": [], "seed": ""})
        left = Counter(FULL_POOL)
        left.subtract(token for tower in towers for token in tower["tokens"])
        sent = view["token_pool"]  # its length; as tokens, kept for `check_view` to refuse
        pool = tuple(sent) if isinstance(sent, list) else tuple((+left).elements())
        return Plan(
            template=template,
            sizes=sizes,
            known={p: tuple(known[p].elements()) for p in sizes},
            unknown=tuple(sorted((+rest).elements())),
            pool=pool,
            pool_size=len(sent) if isinstance(sent, list) else int(sent),
        )

    def sample(self, plan: Plan, rng: random.Random) -> State:
        unknown = list(plan.unknown)
        rng.shuffle(unknown)
        hands = dict(plan.template.hands)
        for p, size in plan.sizes.items():
            cards = list(plan.known[p])
            take = size - len(cards)
            cards += unknown[:take]
            del unknown[:take]
            rng.shuffle(cards)
            hands[p] = tuple(cards)
        pool = plan.pool
        if len(pool) > plan.pool_size:  # a client's state left tokens out: which is unknown
            pool = tuple(sorted(rng.sample(pool, plan.pool_size), key=TOKEN_RANK.__getitem__))
        return replace(plan.template, hands=readonly(hands), token_pool=pool, seed=bot_seed(rng))

    def value(self, rules: Rules[State, Move], state: State, seat: str) -> float:
        """T7: the first empty hand wins, so a hand smaller than the smallest other one
        is a lead (each card is about a turn to stack)."""
        if state.status is Status.GAME_OVER:
            return 1.0 if state.winner == seat else 0.0
        mine = len(state.hands[seat])
        best_other = min(len(state.hands[p]) for p in state.players if p != seat)
        return 1.0 / (1.0 + math.exp(-HAND_STEEPNESS * (best_other - mine)))

    def settle(
        self, rules: Rules[State, Move], state: State, move: Move, rng: random.Random
    ) -> Move:
        """What the table reports, drawn: the fall of a stack (bots/fall.py); with
        `physical_dice`, the face rolled and the token a standing Fatty Catty card flips."""
        physical = state.options.physical_dice
        match move:
            case Roll() if physical:
                return replace(move, face=rng.choice(DIE_SIDES))
            case Stack(player=player, card=card):
                pending = state.pending
                upside_down = isinstance(pending, PendingStack) and pending.upside_down
                fell = fall.fall(state.tower_of(player), card is None, upside_down, rng)
                token = move.token
                if card is None and physical:
                    pool = state.token_pool
                    token = None if fell is not None or not pool else Token(rng.choice(pool))
                return replace(move, fell=fell, token=token)
        return move


_STATE_KEYS = tuple(f.name for f in fields(State))  # a view may carry more (rules_version)


def _towers(tower: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The view's towers: the shared one, or each player's in Rush (T8)."""
    return [tower] if isinstance(tower.get("cat_cards"), list) else list(tower.values())


def known_cards(
    view: Mapping[str, Any], log: Sequence[Mapping[str, Any]], rest: Counter[str]
) -> dict[str, Counter[str]]:
    """Cards the public record puts in each hidden hand (at least these copies): the Cat
    Paws card to stack, and from the log the cards taken after a fall or given, until
    their holder stacks a card of that code or the hands are pooled. Only the pending
    card is kept if the log does not fit the view (it starts late, say)."""
    hands = view["hands"]
    known = {p: Counter[str]() for p in view["players"]}
    for entry in log:
        for event in entry["events"]:
            match event["type"]:
                case "fell":
                    known[event["player"]].update(event["taken"])
                case "stacked" if event.get("card") is not None:
                    _forget(known[event["player"]], event["card"])
                case "card_given":
                    _forget(known[event["player"]], event["card"])
                    known[event["to"]][event["card"]] += 1
                case "cards_redistributed":
                    known = {p: Counter[str]() for p in known}
    for p, cards in hands.items():
        if isinstance(cards, list):
            known[p] = Counter()
    pending = view.get("pending") or {}
    holder, card = pending.get("player"), pending.get("card")
    if not _fits(known, hands, rest):
        known = {p: Counter[str]() for p in known}
    if card is not None and isinstance(hands.get(holder), int) and not known[holder][card]:
        known[holder][card] += 1
        if not _fits(known, hands, rest):
            known = {p: Counter[str]() for p in known}
            known[holder][card] = 1
    return known


def _forget(known: Counter[str], card: str) -> None:
    if known[card] > 0:
        known[card] -= 1


def _fits(known: Mapping[str, Counter[str]], hands: Mapping[str, Any], rest: Counter[str]) -> bool:
    """Whether the known cards fit in their hands and among the cards unaccounted for."""
    together: Counter[str] = Counter()
    for p, cards in known.items():
        if isinstance(hands[p], int) and cards.total() > hands[p]:
            return False
        together.update(cards)
    return all(rest[code] >= k for code, k in together.items())


PLAYER = CatTowerPlayer()
