"""Meow 10's bot player: how it samples hidden cards, and its heuristic.

See docs/bots.md#determinisation-game-by-game.

Hidden from a seat: the other hands and the draw pile; every other card is on the
discard pile or in its own hand, and no card the log names is ever hidden again (a
played card stays on the discard pile until the round is re-dealt), so the log adds no
card to place. A deal that gives another player a Ten is refused while the round is in
play: such a hand would have ended the round (M6), so the true state holds none.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engines.base import Outcome, Place, Rules
from engines.frozen import replace
from engines.meow10 import (
    GAME_END_POINTS,
    Draw,
    Move,
    Options,
    Play,
    State,
    Status,
    hand_penalty,
    is_ten,
    play_limit,
)
from engines.wire import readonly

from .hidden import DealingPlayer, Dealt, Repair

# How many penalty points a point of standing difference is worth on the value's scale.
SCALE = 6.0
# `rank`: a drawn card's expected cost (its number, 2.2 on average, and half a point), the
# worth of a play that ends the round, and of each card the next player may play.
DRAWN_CARD = 2.7
EMPTIES_HAND = 20.0
LIMIT_LEFT = 0.1


class Meow10Player(DealingPlayer[State]):
    def candidates(self, view: Mapping[str, Any], seat: str) -> list[Place]:
        return [*(("hands", p) for p in view["players"] if p != seat), ("draw_pile",)]

    def shown(self, view: Mapping[str, Any], hidden: Sequence[Place]) -> list[tuple[Place, Any]]:
        hands = [(("hands", p), view["hands"][p]) for p in view["players"]]
        places = [
            *hands,
            (("draw_pile",), view["draw_pile"]),
            (("discard_pile",), view["discard_pile"]),
        ]
        return [(place, codes) for place, codes in places if place not in hidden]

    def full(self, rules: Rules[State, Any], view: Mapping[str, Any]) -> Sequence[str]:
        return rules.load_options_as(view.get("options"), Options.from_wire).deck.order

    def accepts(
        self, rules: Rules[State, Any], view: Mapping[str, Any], seat: str
    ) -> Callable[[dict[Place, list[str]]], bool]:
        if view.get("status") != Status.PLAYING.value:
            return lambda _: True
        deck = rules.load_options_as(view.get("options"), Options.from_wire).deck

        def no_ten(dealt: dict[Place, list[str]]) -> bool:
            return not any(
                is_ten(codes, deck) for place, codes in dealt.items() if place[0] == "hands"
            )

        return no_ten

    def repairs(
        self, rules: Rules[State, Any], view: Mapping[str, Any], seat: str
    ) -> Repair | None:
        if view.get("status") != Status.PLAYING.value:
            return None
        deck = rules.load_options_as(view.get("options"), Options.from_wire).deck

        def no_ten(dealt: Dealt, rng: random.Random) -> Dealt:
            """Each hidden hand dealt a Ten gives the draw pile its rainbows and its
            least-held type, for cards of the types it keeps (M6)."""
            mended = {place: list(codes) for place, codes in dealt.items()}
            pile = mended.get(("draw_pile",), [])
            for place, hand in mended.items():
                if place[0] != "hands" or not is_ten(hand, deck):
                    continue
                held = Counter(deck.cards[c].type for c in hand if deck.cards[c].type)
                dropped = min(held, key=lambda kind: held[kind])
                out = [c for c in hand if deck.cards[c].type in (None, dropped)]
                kept = set(held) - {dropped}
                fits = [c for c in pile if deck.cards[c].type in kept]
                if len(fits) < len(out):
                    continue
                into = rng.sample(fits, len(out))
                hand[:] = _without(hand, out) + into
                pile[:] = _without(pile, into) + out
            return mended

        return no_ten

    def rebuild(self, state: State, places: dict[Place, list[str]], seed: str) -> State:
        hands = dict(state.hands)
        draw_pile = state.draw_pile
        for place, codes in places.items():
            if place[0] == "hands":
                hands[place[1]] = tuple(codes)
            else:
                draw_pile = tuple(codes)
        return replace(state, hands=readonly(hands), draw_pile=draw_pile, seed=seed)

    def value(self, rules: Rules[State, Any], state: State, seat: str) -> float:
        """The game is won by the fewest penalty points at 30 (M9). A hand costs its
        numbers at a round's end (M7), a bigger hand costs more when another makes a Ten,
        and a hand near ten types threatens one: each player's expected total is their
        total plus what their hand would cost, less the Ten it is close to; the value is
        how far the seat is below its best opponent, on a logistic scale."""
        return self.values(rules, state)[seat]

    def values(self, rules: Rules[State, Any], state: State) -> dict[str, float]:
        """`value` for every player, each expected total worked out once."""
        outcome = rules.outcome(state)
        if outcome is not None:
            return {p: won(outcome, p) for p in state.players}
        deck = state.deck
        expected = {p: expected_total(state.totals[p], state.hands[p], deck) for p in state.players}
        out = {}
        for seat in state.players:
            best_other = min(expected[p] for p in state.players if p != seat)
            out[seat] = 1.0 / (1.0 + math.exp((expected[seat] - best_other) / SCALE))
        return out

    def settle(self, rules: Rules[State, Any], state: State, move: Move, rng: Any) -> Move:
        return move

    def rank(self, rules: Rules[State, Any], state: State, move: Move) -> float:
        """What `move` takes off its mover's expected total (`expected_total`, without
        applying it): a play sheds its numbers and half a point a card, and all of a hand
        ends the round; a draw adds cards worth DRAWN_CARD each. Of plays that shed
        alike, the one leaving the lower limit on top (M3) is ranked first: the next
        player may play, or must draw, that many."""
        if isinstance(move, Play):
            deck = state.deck
            shed = hand_penalty(move.cards, deck) + 0.5 * len(move.cards)
            if len(move.cards) == len(state.hands[move.player]):
                shed += EMPTIES_HAND
            return shed - LIMIT_LEFT * play_limit(deck.cards[move.cards[-1]])
        if isinstance(move, Draw):
            count = move.count or play_limit(state.top)
            return -DRAWN_CARD * count
        return 0.0


def expected_total(total: int, hand: Sequence[str], deck: Any) -> float:
    """A player's total after this round, as the hand stands: its numbers (M7), half a
    point a card (a Ten elsewhere costs the hand's size), and a point or two off for each
    cat type beyond six held towards a Ten (M6)."""
    types = {deck.cards[c].type for c in hand}
    rainbows = sum(1 for c in hand if deck.cards[c].type is None)
    distinct = len(types - {None}) + rainbows
    towards_ten = max(0, distinct - 6) * 1.5
    near_end = 1.0 + total / GAME_END_POINTS  # late in the game a point matters more
    return total + near_end * (hand_penalty(hand, deck) + 0.5 * len(hand) - towards_ten)


def won(outcome: Outcome, seat: str) -> float:
    """1 for a sole winner, shared among tied winners, 0 for a loser."""
    return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0


PLAYER = Meow10Player()


def _without(codes: Sequence[str], removed: Sequence[str]) -> list[str]:
    """`codes` less one copy of each of `removed` (a deck may hold a card twice)."""
    left = Counter(removed)
    kept = []
    for code in codes:
        if left[code]:
            left[code] -= 1
        else:
            kept.append(code)
    return kept
