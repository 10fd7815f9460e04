"""Toy Cat: the tiny test-only game that follows docs/design.md's "Adding a game" to the
letter. Twenty cards (four suits of 1-5), a hidden stock, two move kinds: play a card
matching the top of the table by suit or number, or draw the stock's top card. A player
who empties their hand wins; when the stock runs out, the fewest cards win."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar

from engines import rng, wire
from engines.base import (
    CARD_NOT_IN_HAND,
    NOBODY,
    NOT_YOUR_TURN,
    SHARED_REASONS,
    WRONG_PHASE,
    Actor,
    OptionSpec,
    Outcome,
    ReasonCode,
    Result,
    Rules,
    Seat,
    Step,
    check_player,
    deal,
    illegal,
    invalid,
    next_seat,
    passes,
)
from engines.frozen import frozen, replace
from engines.wire import Sight, readonly, write

SUITS = ("mouse", "fish", "yarn", "box")
NUMBERS = (1, 2, 3, 4, 5)
DECK = tuple(f"{suit}-{number}" for suit in SUITS for number in NUMBERS)

# X1: a test-only rule id, outside the rule book's letters (docs/rules.md).
NO_MATCH = ReasonCode("NO_MATCH", "X1", "The card matches the top card by neither suit nor number.")


class Status(StrEnum):
    PLAYING = "playing"
    OVER = "over"


class End(StrEnum):
    EMPTY_HAND = "empty_hand"
    STOCK_OUT = "stock_out"


@frozen
class Options:
    hand_size: int

    @staticmethod
    def from_wire(given: Mapping[str, Any]) -> Options:
        return Options(hand_size=given["hand_size"])

    def to_wire(self) -> dict[str, Any]:
        return {"hand_size": self.hand_size}


@frozen
class State:
    players: tuple[str, ...] = wire.players()
    hands: Mapping[str, tuple[str, ...]] = wire.hands(
        view_description="The reader's own hand; another's by its length."
    )
    stock: tuple[str, ...] = wire.codes(
        "Index 0 is the top.", sight=Sight.NOBODY, view_description="Cards left."
    )
    table: tuple[str, ...] = wire.codes("The last card is the top.")
    current: str = wire.player()
    status: Status = wire.choice(Status)
    options: Options = wire.options(Options.from_wire, Options.to_wire, "hand_size: 1-3.")
    seed: str = wire.seed()


@frozen
class Play:
    TYPE: ClassVar[str] = "play"
    player: str = wire.player()
    card: str = wire.text("A card of the player's hand.")


@frozen
class Draw:
    TYPE: ClassVar[str] = "draw"
    player: str = wire.player()


Move = Play | Draw
MOVES = (Play, Draw)


@frozen
class CardPlayed:
    TYPE: ClassVar[str] = "card_played"
    player: str = wire.player()
    card: str = wire.text()


@frozen
class CardDrawn:
    """Who drew; the card is hidden."""

    TYPE: ClassVar[str] = "card_drawn"
    player: str = wire.player()


@frozen
class GameEnded:
    TYPE: ClassVar[str] = "game_ended"
    end: End = wire.choice(End)
    winners: tuple[str, ...] = wire.player_list()


EVENTS = (CardPlayed, CardDrawn, GameEnded)


@frozen
class ToyResult:
    end: End = wire.choice(End)
    winners: tuple[str, ...] = wire.player_list()


def matches(card: str, top: str) -> bool:
    suit, number = card.split("-")
    top_suit, top_number = top.split("-")
    return suit == top_suit or number == top_number


def holds(hand: Sequence[str], card: str) -> bool:
    return card in hand


class ToyCat(Rules[State, Move]):
    id = "toycat"
    name = "Toy Cat"
    min_players = 2
    max_players = 3
    options = {
        "hand_size": OptionSpec("integer", 3, "Cards dealt to each player.", minimum=1, maximum=3),
    }
    state_type = State
    move_kinds = MOVES
    move_types = wire.tags(MOVES)
    event_kinds = EVENTS
    event_types = wire.tags(EVENTS)
    reasons = (*SHARED_REASONS, NO_MATCH)
    player_maps = wire.player_maps(State)

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return {"cards": [{"code": code} for code in DECK]}

    def check(self, state: State) -> None:
        check_player(state.current, state.players, ["current"])
        places = [*(("hands", p) for p in state.players), ("stock",), ("table",)]
        for place in places:
            codes = state.hands[place[1]] if place[0] == "hands" else getattr(state, place[0])
            for i, code in enumerate(codes):
                if code not in DECK:
                    raise invalid([*place, i], f"unknown card {code!r}")
        held = (code for p in state.players for code in state.hands[p])
        seen = Counter([*state.stock, *state.table, *held])
        for code, count in seen.items():
            if count > 1:
                raise invalid(["_schema"], f"{count} copies of {code!r}; the deck holds 1")
        if state.status is Status.PLAYING and (not state.stock or not state.table):
            raise invalid(["status"], "a game in play has a stock and a top card")

    def check_move(self, state: State, move: Move) -> None:
        check_player(move.player, state.players, ["player"])
        if isinstance(move, Play) and move.card not in DECK:
            raise invalid(["card"], f"unknown card {move.card!r}")

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
        starter = check_player(starter, seats, ["starter"]) if starter else seats[0]
        seed = seed if seed is not None else rng.new_seed()
        order = list(deck) if deck is not None else rng.shuffled(DECK, seed, "deal")
        hands = deal(seats, order, starter, resolved.hand_size)
        dealt = resolved.hand_size * len(seats)
        return State(
            players=seats,
            hands=readonly({p: tuple(hand) for p, hand in hands.items()}),
            stock=tuple(order[dealt + 1 :]),
            table=(order[dealt],),
            current=starter,
            status=Status.PLAYING,
            options=resolved,
            seed=seed,
        )

    def to_act(self, state: State) -> Actor:
        return Seat(state.current) if state.status is Status.PLAYING else NOBODY

    def outcome(self, state: State) -> Outcome | None:
        if state.status is Status.PLAYING:
            return None
        fewest = min(len(hand) for hand in state.hands.values())
        winners = tuple(p for p in state.players if len(state.hands[p]) == fewest)
        end = "empty_hand" if fewest == 0 else "stock_out"
        return Outcome(winners, end)

    def standings(self, state: State) -> Mapping[str, int]:
        """Cards left in hand: the fewest win."""
        return {p: len(state.hands[p]) for p in state.players}

    def apply(self, state: State, move: Move) -> Step[State]:
        match move:
            case Play():
                return self.play(state, move)
            case Draw():
                return self.draw(state, move)

    def _verify_turn(self, state: State, player: str) -> None:
        if state.status is not Status.PLAYING:
            raise illegal(WRONG_PHASE, "The game is over.")
        if player != state.current:
            raise illegal(NOT_YOUR_TURN, f"It is {state.current}'s turn.")

    def verify_play(self, state: State, move: Play) -> None:
        self._verify_turn(state, move.player)
        if not holds(state.hands[move.player], move.card):
            raise illegal(CARD_NOT_IN_HAND, f"{move.player} does not hold {move.card}.")
        if not matches(move.card, state.table[-1]):
            raise illegal(NO_MATCH, f"{move.card} does not match {state.table[-1]}.")

    def can_play(self, state: State, move: Play) -> bool:
        return passes(lambda: self.verify_play(state, move))

    def play(self, state: State, move: Play) -> Step[State]:
        self.verify_play(state, move)
        hand = list(state.hands[move.player])
        hand.remove(move.card)
        after = replace(
            state,
            hands=readonly({**state.hands, move.player: tuple(hand)}),
            table=(*state.table, move.card),
        )
        return self._end_turn(after, move.player, CardPlayed(player=move.player, card=move.card))

    def verify_draw(self, state: State, move: Draw) -> None:
        self._verify_turn(state, move.player)

    def can_draw(self, state: State, move: Draw) -> bool:
        return passes(lambda: self.verify_draw(state, move))

    def draw(self, state: State, move: Draw) -> Step[State]:
        self.verify_draw(state, move)
        hand = (*state.hands[move.player], state.stock[0])
        after = replace(
            state,
            hands=readonly({**state.hands, move.player: hand}),
            stock=state.stock[1:],
        )
        return self._end_turn(after, move.player, CardDrawn(player=move.player))

    def _end_turn(self, state: State, mover: str, event: CardPlayed | CardDrawn) -> Step[State]:
        """The game ends on an empty hand or an empty stock; else the turn passes."""
        end = End.EMPTY_HAND if not state.hands[mover] else None
        if end is None and not state.stock:
            end = End.STOCK_OUT
        if end is None:
            return Step(replace(state, current=next_seat(state.players, mover)), [write(event)])
        over = replace(state, status=Status.OVER)
        winners = self.outcome(over)
        assert winners is not None
        result = ToyResult(end=end, winners=winners.winners)
        ended = GameEnded(end=end, winners=winners.winners)
        return Step(over, [write(event), write(ended)], write(result))

    def legal_moves(self, state: State) -> Iterator[Move]:
        if state.status is not Status.PLAYING:
            return
        player = state.current
        for card in sorted(set(state.hands[player])):
            play = Play(player=player, card=card)
            if self.can_play(state, play):
                yield play
        draw = Draw(player=player)
        if self.can_draw(state, draw):
            yield draw

    def score(self, body: Mapping[str, Any]) -> Result:
        players, _, hands = self.score_prologue(body)
        fewest = min(len(hands[p]) for p in players)
        winners = tuple(p for p in players if len(hands[p]) == fewest)
        return write(ToyResult(end=End.STOCK_OUT, winners=winners))
