"""Copy Cat Meow's bot player: how it samples hidden cards, and its heuristic.

See docs/bots.md#determinisation-game-by-game.

Hidden from a seat: the other hands, the deck and the cards `remove_two` took out; every
other card is in its hand, on the field or on the discard pile. No card the log names is
ever hidden again within a game (a copied or discarded card stays in sight until the next
deal, and hands revealed at a showdown are in the view itself), so the log adds no card
to place.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from engines.base import Place, Rules
from engines.copycat import Move, Options, State
from engines.frozen import replace
from engines.wire import readonly

from .hidden import DealingPlayer
from .meow10 import won

# How many coins of difference move the value from 0.5 to 0.73.
SCALE = 5.0
# What a hand is worth in coins: each card a coin less (an empty hand pays 3, C8), and
# each point of its Meow total a fifth of a coin less (a low hand wins a Meow, C7).
PER_CARD = 1.0
PER_POINT = 0.2
SET_POINT = 2.0  # a C13 rank bonus point, in coins


class CopyCatPlayer(DealingPlayer[State]):
    def candidates(self, view: Mapping[str, Any], seat: str) -> list[Place]:
        others = (("hands", p) for p in view["players"] if p != seat)
        return [*others, ("deck",), ("removed",)]

    def shown(self, view: Mapping[str, Any], hidden: Sequence[Place]) -> list[tuple[Place, Any]]:
        places: list[tuple[Place, Any]] = [
            (("hands", p), view["hands"][p]) for p in view["players"]
        ]
        places += [(("deck",), view["deck"]), (("removed",), view.get("removed", []))]
        places.append((("discard_pile",), view["discard_pile"]))
        field = view.get("field")
        if field is not None:
            places.append((("field", "cards"), field["cards"]))
        return [(place, codes) for place, codes in places if place not in hidden]

    def full(self, rules: Rules[State, Any], view: Mapping[str, Any]) -> Sequence[str]:
        return rules.load_options_as(view.get("options"), Options.from_wire).cards.order

    def rebuild(self, state: State, places: dict[Place, list[str]], seed: str) -> State:
        hands = dict(state.hands)
        deck, removed = state.deck, state.removed
        for place, codes in places.items():
            if place[0] == "hands":
                hands[place[1]] = tuple(codes)
            elif place[0] == "deck":
                deck = tuple(codes)
            else:
                removed = tuple(codes)
        return replace(state, hands=readonly(hands), deck=deck, removed=removed, seed=seed)

    def value(self, rules: Rules[State, Any], state: State, seat: str) -> float:
        """The match is won by the most coins (C11; with sets, the most rank bonuses,
        C13). Coins are what a player has, less what their hand will likely cost: a card
        a coin (an empty hand collects 3, C8) and a low total wins a Meow or a deck-out
        (C7, C9). The value is how far the seat is above its best opponent."""
        outcome = rules.outcome(state)
        if outcome is not None:
            return won(outcome, seat)
        worth = {p: self._worth(state, p) for p in state.players}
        best_other = max(worth[p] for p in state.players if p != seat)
        return 1.0 / (1.0 + math.exp((best_other - worth[seat]) / SCALE))

    @staticmethod
    def _worth(state: State, player: str) -> float:
        hand = state.hands[player]
        total = state.cards.hand_total(hand)
        points = float(state.set_points[player]) * SET_POINT if state.options.sets > 1 else 0.0
        return points + state.coins[player] - PER_CARD * len(hand) - PER_POINT * total

    def settle(self, rules: Rules[State, Any], state: State, move: Move, rng: Any) -> Move:
        return move


PLAYER = CopyCatPlayer()
