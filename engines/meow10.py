"""Meow 10: shed cards by number or colour, or collect ten cat types (docs/rules.md M1-M10)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import field
from enum import StrEnum
from functools import lru_cache
from itertools import chain
from operator import itemgetter
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
    InvalidInput,
    Nobody,
    OptionSpec,
    Outcome,
    ReasonCode,
    Result,
    Rules,
    Seat,
    Step,
    check_player,
    check_player_map,
    deal,
    illegal,
    invalid,
    next_seat,
    passes,
    with_entry,
)
from .frozen import frozen, replace
from .wire import Place, Sight, readonly, write

RAINBOW = "rainbow"
TYPE_ID = re.compile(r"^[a-z][a-z0-9-]*$")
HAND_SIZE = {2: 8, 3: 7, 4: 6, 5: 5}  # M2
NUMBERS_PER_TYPE = (1, 1, 2, 3, 4)  # M1
RAINBOWS = 4
GAME_END_POINTS = 30  # M9
RAINBOW_PLAY_LIMIT = 4  # M4
RAINBOW_DRAW_COUNTS = (1, 2, 3, 4)  # M4: a rainbow on top lets the drawer choose

DEFAULT_TYPES = (
    ("fox", "red"),
    ("tabby", "orange"),
    ("calico", "yellow"),
    ("bengal", "green"),
    ("russian-blue", "blue"),
    ("siamese", "navy"),
    ("persian", "purple"),
    ("sphynx", "pink"),
    ("ragdoll", "white"),
    ("tuxedo", "black"),
)

TOO_MANY_CARDS = ReasonCode(
    "TOO_MANY_CARDS",
    "M3",
    "More cards than the number on top of the discard pile allows (M4: 4 on a rainbow).",
)
CARD_DOES_NOT_MATCH = ReasonCode(
    "CARD_DOES_NOT_MATCH", "M3", "A card matches neither the number nor the colour of the top card."
)
DRAW_COUNT_REQUIRED = ReasonCode(
    "DRAW_COUNT_REQUIRED", "M4", "With a rainbow on top, a draw must name its count (1-4)."
)
DRAW_COUNT_MISMATCH = ReasonCode(
    "DRAW_COUNT_MISMATCH", "M5", "A draw must take exactly the number on top of the discard pile."
)
NO_CARDS = ReasonCode("NO_CARDS", "M3", "A play must contain at least one card.")


# -- components ---------------------------------------------------------------------


@frozen
class CatType:
    id: str
    color: str


@frozen
class Card:
    code: str
    type: str | None  # None for a rainbow
    number: int  # 0 for a rainbow: it scores nothing (M7)
    color: str | None


@frozen
class Deck:
    """The 54 cards under one `types` option."""

    types: tuple[CatType, ...]
    cards: Mapping[str, Card]  # by code
    codes: frozenset[str]  # the codes of `cards`
    counts: Mapping[str, int]  # copies of each code in the deck
    order: tuple[str, ...]  # the unshuffled deck, one entry per physical card
    in_order: tuple[str, ...]  # `order` sorted: `holds_whole_deck` compares a state's cards
    # top code -> the codes that may follow it (M3/M4 `follows`), so that listing the
    # plays of a hand looks each step up instead of comparing two cards: 66,000
    # instructions of a legal-moves request's 1.26 million (5.2%, cachegrind).
    matching: Mapping[str, frozenset[str]]


def _deck(types: tuple[tuple[str, str], ...]) -> Deck:
    """The deck under a `types` option, as (id, colour) pairs."""
    cards: dict[str, Card] = {}
    order: list[str] = []
    for type_id, color in types:
        for number in NUMBERS_PER_TYPE:
            code = f"{type_id}-{number}"
            cards[code] = Card(code=code, type=type_id, number=number, color=color)
            order.append(code)
    cards[RAINBOW] = Card(code=RAINBOW, type=None, number=0, color=None)
    order.extend([RAINBOW] * RAINBOWS)
    matching = {top: frozenset(c for c in cards if matches(cards[c], cards[top])) for top in cards}
    return Deck(
        types=tuple(CatType(id=t, color=c) for t, c in types),
        cards=readonly(cards),
        codes=frozenset(cards),
        counts=readonly(dict(Counter(order))),
        order=tuple(order),
        in_order=tuple(sorted(order)),
        matching=readonly(matching),
    )


class NextStarter(StrEnum):
    """M8: whose penalty decides who starts the next round."""

    CUMULATIVE = "cumulative"
    ROUND = "round"


@frozen
class Options:
    """The options in force (resolved: every option present), and the deck they make."""

    types: tuple[CatType, ...]
    next_starter: NextStarter
    deck: Deck = field(compare=False, repr=False)

    @staticmethod
    def from_wire(wire: Mapping[str, Any]) -> Options:
        deck = build_deck(tuple(map(itemgetter("id", "color"), wire["types"])))
        next_starter = NextStarter(wire["next_starter"])
        return Options(types=deck.types, next_starter=next_starter, deck=deck)

    def to_wire(self) -> dict[str, Any]:
        return {
            "types": [{"id": t.id, "color": t.color} for t in self.types],
            "next_starter": self.next_starter.value,
        }


def _check_types(value: list[Any]) -> list[dict[str, str]]:
    """M1: the `types` option is exactly 10 {id, color}, ids unique and well formed."""
    if len(value) != 10:
        raise InvalidInput({"_schema": ["must list exactly 10 cat types"]})
    seen: set[str] = set()
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, dict) or set(item) != {"id", "color"}:
            raise invalid([i], "must be an object with exactly `id` and `color`")
        type_id, color = item["id"], item["color"]
        if not isinstance(type_id, str) or not TYPE_ID.fullmatch(type_id) or len(type_id) > 32:
            raise invalid([i, "id"], "must match ^[a-z][a-z0-9-]*$ (at most 32 characters)")
        if type_id == RAINBOW:
            raise invalid([i, "id"], "`rainbow` is reserved for the rainbow cards")
        if type_id in seen:
            raise invalid([i, "id"], "duplicate type id")
        if not isinstance(color, str) or not 1 <= len(color) <= 32:
            raise invalid([i, "color"], "must be a string of 1 to 32 characters")
        seen.add(type_id)
        out.append({"id": type_id, "color": color})
    return out


# -- state and moves ----------------------------------------------------------------


class Status(StrEnum):
    PLAYING = "playing"
    ROUND_OVER = "round_over"  # only next_round may follow
    GAME_OVER = "game_over"  # M9: nothing may follow


class End(StrEnum):
    """M6: how a round ended."""

    TEN = "ten"
    EMPTY_HAND = "empty_hand"
    DRAW_PILE_EMPTY = "draw_pile_empty"


OPTIONS_DOC = (
    "types: 10 {id, color} cat types (M1); next_starter: cumulative | round (M8). "
    "Returned states carry every option in force."
)


@frozen
class State:
    """A Meow 10 game (docs/games/meow10.md): each field declared once, as the wire has it."""

    players: tuple[str, ...] = wire.players()  # in seat order
    hands: Mapping[str, tuple[str, ...]] = wire.hands(
        view_description="The reader's own hand; another's by its length."
    )
    draw_pile: tuple[str, ...] = wire.codes(
        "Index 0 is the top.", sight=Sight.NOBODY, view_description="Cards left."
    )
    discard_pile: tuple[str, ...] = wire.codes("The last card is the top.")
    current: str = wire.player()
    starter: str = wire.player("This round's starter.")
    status: Status = wire.choice(Status)
    round: int = wire.integer(minimum=1, maximum=10000, default=1)
    totals: Mapping[str, int] = wire.counts(
        "Cumulative penalties (M7).", default=0, view_description="M7 totals."
    )
    options: Options = wire.options(Options.from_wire, Options.to_wire, OPTIONS_DOC)
    seed: str = wire.seed()

    @property
    def deck(self) -> Deck:
        return self.options.deck

    @property
    def top(self) -> Card:
        return self.deck.cards[self.discard_pile[-1]]


@frozen
class Play:
    TYPE: ClassVar[str] = "play"
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes("In playing order.", max_items=64)


@frozen
class Draw:
    TYPE: ClassVar[str] = "draw"
    player: str = wire.player()
    # required on a rainbow (M4); elsewhere it may only repeat N
    count: int | None = wire.integer(
        "Required with a rainbow on top (M4); else may only repeat N.",
        minimum=1,
        maximum=4,
        omit_none=True,
    )


@frozen
class NextRound:
    TYPE: ClassVar[str] = "next_round"
    player: str = wire.player()


Move = Play | Draw | NextRound
MOVES = (Play, Draw, NextRound)


# -- events and results: what a move made, written once for the answer ---------------


@frozen
class CardsPlayed:
    TYPE: ClassVar[str] = "cards_played"
    player: str = wire.player()
    cards: tuple[str, ...] = wire.codes()


@frozen
class CardsDrawn:
    """A count only: the cards are hidden."""

    TYPE: ClassVar[str] = "cards_drawn"
    player: str = wire.player()
    count: int = wire.integer()


@frozen
class RoundEnded:
    TYPE: ClassVar[str] = "round_ended"
    end: End = wire.choice(End)
    by: str | None = wire.player(nullable=True)


@frozen
class GameEnded:
    TYPE: ClassVar[str] = "game_ended"
    winners: tuple[str, ...] = wire.player_list()


@frozen
class RoundStarted:
    TYPE: ClassVar[str] = "round_started"
    round: int = wire.integer()
    starter: str = wire.player()


EVENTS = (CardsPlayed, CardsDrawn, RoundEnded, GameEnded, RoundStarted)


@frozen
class RoundResult:
    """A finished round's scoring (M7-M9)."""

    end: End = wire.choice(End)
    by: str | None = wire.player(nullable=True)
    penalties: Mapping[str, int] = wire.scores()
    totals: Mapping[str, int] = wire.scores()
    next_starter: str = wire.player()
    game_over: bool = wire.flag()
    winners: tuple[str, ...] = wire.player_list()


# -- the rules ----------------------------------------------------------------------


class Meow10(Rules[State, Move]):
    id = "meow10"
    name = "Meow 10"
    min_players = 2
    max_players = 5
    options = {
        "types": OptionSpec(
            "array",
            [{"id": t, "color": c} for t, c in DEFAULT_TYPES],
            "M1: the 10 cat types as {id, color}; two types may share a colour.",
            check=_check_types,
        ),
        "next_starter": OptionSpec(
            "string",
            NextStarter.CUMULATIVE.value,
            "M8: who starts the next round: most cumulative penalty, or most this round.",
            choices=tuple(s.value for s in NextStarter),
        ),
    }
    state_type = State
    move_kinds = MOVES
    move_types = wire.tags(MOVES)
    event_kinds = EVENTS
    reasons = (
        *SHARED_REASONS,
        NO_CARDS,
        TOO_MANY_CARDS,
        CARD_DOES_NOT_MATCH,
        DRAW_COUNT_REQUIRED,
        DRAW_COUNT_MISMATCH,
    )
    event_types = wire.tags(EVENTS)
    player_maps = wire.player_maps(State)

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        deck = Options.from_wire(options).deck
        return {
            "cards": [
                {
                    "code": card.code,
                    "type": card.type,
                    "number": card.number if card.type else None,
                    "color": card.color,
                    "copies": deck.counts[card.code],
                }
                for card in deck.cards.values()
            ],
            "deck_size": len(deck.order),
            "hand_size": {str(n): size for n, size in HAND_SIZE.items()},
            "game_end_points": GAME_END_POINTS,
        }

    # -- what a state and a move may hold (their shape is the schema's) ----------------

    def check(self, state: State) -> None:
        check_player(state.current, state.players, ["current"])
        check_player(state.starter, state.players, ["starter"])
        self._check_cards(state)
        self._check_progress(state)

    def _check_cards(self, state: State) -> None:
        """Unknown codes are malformed; more copies than the deck holds is impossible.
        Hands in seat order, then the piles: the first bad card is named in that order."""
        if holds_whole_deck(state):  # every state a game makes (M1)
            return
        deck = state.deck
        places: list[tuple[Place, tuple[str, ...]]] = [
            *((("hands", p), state.hands[p]) for p in state.players),
            (("draw_pile",), state.draw_pile),
            (("discard_pile",), state.discard_pile),
        ]
        for path, codes in places:
            if not deck.codes.issuperset(codes):
                i = next(i for i, code in enumerate(codes) if code not in deck.codes)
                raise invalid([*path, i], f"unknown card {codes[i]!r}")
        seen = Counter(chain.from_iterable(codes for _, codes in places))
        for code, count in seen.items():
            if count > deck.counts[code]:
                raise InvalidInput(
                    {"_schema": [f"{count} copies of {code!r}; the deck holds {deck.counts[code]}"]}
                )

    def _check_progress(self, state: State) -> None:
        """M9: the status agrees with the totals; M3, M6: a round in play has a top card,
        cards to draw, and no hand that would already have ended it."""
        reached_end = max(state.totals.values()) >= GAME_END_POINTS
        if state.status is Status.GAME_OVER and not reached_end:
            raise invalid(["status"], f"game_over needs a total of {GAME_END_POINTS}+ (M9)")
        if state.status is not Status.GAME_OVER and reached_end:
            raise invalid(["status"], f"a total of {GAME_END_POINTS}+ means game_over (M9)")
        if state.status is not Status.PLAYING:
            return
        if not state.discard_pile:
            raise invalid(["discard_pile"], "must hold the top card while the round is playing")
        if not state.draw_pile:
            raise invalid(["draw_pile"], "is empty, so the round is over (M6)")
        for p in state.players:
            hand = state.hands[p]
            if not hand:
                raise invalid(["hands", p], "is empty, so the round is over (M6)")
            if is_ten(hand, state.deck):
                raise invalid(["hands", p], "holds a Ten, so the round is over (M6)")

    def check_move(self, state: State, move: Move) -> None:
        check_player(move.player, state.players, ["player"])
        if isinstance(move, Play):
            for i, code in enumerate(move.cards):
                if code not in state.deck.codes:
                    raise invalid(["cards", i], f"unknown card {code!r}")

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
        starter = check_player(starter, seats, ["starter"]) if starter else seats[0]  # M10
        cards = resolved.deck
        if deck is not None and Counter(deck) != Counter(cards.order):
            raise invalid(["deck"], f"must hold exactly the {len(cards.order)} cards of the game")
        seed = seed if seed is not None else rng.new_seed()
        order = list(deck) if deck is not None else rng.shuffled(cards.order, seed, "deal:1")
        return _dealt(
            seats,
            order,
            starter,
            round=1,
            totals=readonly(dict.fromkeys(seats, 0)),
            options=resolved,
            seed=seed,
        )

    # -- who acts, and how it ends ------------------------------------------------------

    def to_act(self, state: State) -> Actor:
        match state.status:
            case Status.PLAYING:
                return Seat(state.current)
            case Status.ROUND_OVER:
                return ANYONE  # M8: any player deals the next round
            case Status.GAME_OVER:
                return NOBODY

    def outcome(self, state: State) -> Outcome | None:
        """M9: over once a total reaches 30; the fewest points win, ties share the win."""
        if state.status is not Status.GAME_OVER:
            return None
        fewest = min(state.totals.values())
        return Outcome(tuple(p for p in state.players if state.totals[p] == fewest), "score_limit")

    # -- the moves: verify raises why not, can says whether, the move itself applies ---

    def apply(self, state: State, move: Move) -> Step[State]:
        match move:
            case Play():
                return self.play(state, move)
            case Draw():
                return self.draw(state, move)
            case NextRound():
                return self.next_round(state, move)

    def _verify_turn(self, state: State, player: str) -> None:
        """G2, G1: a play or a draw needs a round in play and the player's turn."""
        if state.status is Status.GAME_OVER:
            raise illegal(WRONG_PHASE, "The game is over (M9); nothing may follow.")
        if state.status is Status.ROUND_OVER:
            raise illegal(WRONG_PHASE, "The round is over; only next_round may follow.")
        if player != state.current:
            raise illegal(NOT_YOUR_TURN, f"It is {state.current}'s turn.")

    def verify_play(self, state: State, move: Play) -> None:
        self._verify_turn(state, move.player)
        top = state.top
        rule = limit_rule(top)
        if not move.cards:
            raise illegal(NO_CARDS, "Play at least one card, or draw.", rule)
        missing = not_held(move.cards, state.hands[move.player])
        if missing:
            raise illegal(CARD_NOT_IN_HAND, f"{move.player} does not hold {sorted(set(missing))}.")
        if not within_limit(len(move.cards), top):
            limit = play_limit(top)
            raise illegal(TOO_MANY_CARDS, f"At most {limit} card(s) may be played this turn.", rule)
        below = top.code
        for i, code in enumerate(move.cards):
            if not follows(state.deck, below, code):
                raise illegal(
                    CARD_DOES_NOT_MATCH,
                    f"Card {i + 1} ({code}) matches neither number nor colour of {below}.",
                )
            below = code

    def can_play(self, state: State, move: Play) -> bool:
        return passes(lambda: self.verify_play(state, move))

    def play(self, state: State, move: Play) -> Step[State]:
        self.verify_play(state, move)
        hand = list(state.hands[move.player])
        for code in move.cards:
            hand.remove(code)
        return self._end_turn(
            state,
            move.player,
            tuple(hand),
            [CardsPlayed(player=move.player, cards=move.cards)],
            discard_pile=state.discard_pile + move.cards,
        )

    def verify_draw(self, state: State, move: Draw) -> None:
        self._verify_turn(state, move.player)
        top = state.top
        if top.type is None:
            if move.count is None:
                raise illegal(DRAW_COUNT_REQUIRED, "A rainbow is on top: name a count from 1 to 4.")
        elif move.count is not None and move.count != top.number:
            raise illegal(DRAW_COUNT_MISMATCH, f"The draw must take {top.number} card(s).")

    def can_draw(self, state: State, move: Draw) -> bool:
        return passes(lambda: self.verify_draw(state, move))

    def draw(self, state: State, move: Draw) -> Step[State]:
        self.verify_draw(state, move)
        count = move.count if move.count is not None else state.top.number
        taken = state.draw_pile[:count]  # M5: fewer remain -> take them all
        return self._end_turn(
            state,
            move.player,
            state.hands[move.player] + taken,
            [CardsDrawn(player=move.player, count=len(taken))],
            draw_pile=state.draw_pile[count:],
        )

    def verify_next_round(self, state: State, move: NextRound) -> None:
        if state.status is Status.GAME_OVER:
            # G2: after the game, WRONG_PHASE like any other move type
            raise illegal(WRONG_PHASE, "The game is over (M9); no round follows.")
        if state.status is not Status.ROUND_OVER:
            raise illegal(WRONG_PHASE, "next_round is only allowed once the round is over.")

    def can_next_round(self, state: State, move: NextRound) -> bool:
        return passes(lambda: self.verify_next_round(state, move))

    def next_round(self, state: State, move: NextRound) -> Step[State]:
        self.verify_next_round(state, move)
        starter = next_starter(state)
        round_no = state.round + 1
        order = rng.shuffled(state.deck.order, state.seed, f"deal:{round_no}")
        after = _dealt(
            state.players,
            order,
            starter,
            round=round_no,
            totals=state.totals,
            options=state.options,
            seed=state.seed,
        )
        return Step(after, [write(RoundStarted(round=round_no, starter=starter))])

    def _end_turn(
        self,
        state: State,
        mover: str,
        hand: tuple[str, ...],
        events: list[CardsPlayed | CardsDrawn | RoundEnded | GameEnded],
        *,
        draw_pile: tuple[str, ...] | None = None,
        discard_pile: tuple[str, ...] | None = None,
    ) -> Step[State]:
        """The state after the mover's play or draw (their new `hand`, and the pile that
        changed): M6, the round ends, and is scored; or the turn passes."""
        hands = with_entry(state.hands, mover, hand)
        draw_pile = state.draw_pile if draw_pile is None else draw_pile
        discard_pile = state.discard_pile if discard_pile is None else discard_pile
        end = round_end(hand, draw_pile, state.deck)
        if end is None:
            after = _turn_passed(state, hands, draw_pile, discard_pile, mover)
            return Step(after, [*map(write, events)])
        result = score_round(
            state.players, hands, state.totals, state.starter, state.options, end, mover
        )
        after = replace(
            state,
            hands=hands,
            draw_pile=draw_pile,
            discard_pile=discard_pile,
            status=Status.GAME_OVER if result.game_over else Status.ROUND_OVER,
            totals=result.totals,
        )
        events.append(RoundEnded(end=end, by=mover))
        if result.game_over:
            events.append(GameEnded(winners=result.winners))
        return Step(after, [*map(write, events)], write(result))

    # -- listing: the same checks, move by move -----------------------------------------

    def legal_moves(self, state: State) -> Iterator[Move]:
        match self.to_act(state):
            case Seat(player):
                yield from self._plays(state, player)
                draws = (Draw(player=player, count=count) for count in draw_counts(state.top))
                yield from (draw for draw in draws if self.can_draw(state, draw))
            case Anyone():
                rounds = (NextRound(player=p) for p in state.players)
                yield from (move for move in rounds if self.can_next_round(state, move))
            case Nobody():
                return

    def _plays(self, state: State, player: str) -> Iterator[Play]:
        """Every play `verify_play` accepts, depth first: each play before its extensions,
        candidates in code order; copies of a code are interchangeable, so listed once.
        Built card by card through verify_play's own predicates: `holds` (a copy left in
        hand), `within_limit` and `follows`. One generator walks an explicit stack, and
        which codes follow a card is asked once: a bot's search lists a rainbow's
        hundreds of plays at every node it walks, and nested `yield from` generators cost
        more than the plays."""
        left = list(state.hands[player])
        codes = sorted(set(left))
        top = state.top
        deck = state.deck
        after: dict[str, list[str]] = {}

        def following(below: str) -> Iterator[str]:
            if below not in after:
                after[below] = [code for code in codes if follows(deck, below, code)]
            return iter(after[below])

        if not within_limit(1, top):
            return
        # Each entry: a play so far (its cards out of `left`) and the codes left to try
        # after it.
        stack: list[tuple[tuple[str, ...], Iterator[str]]] = [((), following(top.code))]
        while stack:
            cards, candidates = stack[-1]
            for code in candidates:
                if not holds(left, code):
                    continue
                play = (*cards, code)
                yield Play(player=player, cards=play)
                if within_limit(len(play) + 1, top):
                    left.remove(code)
                    stack.append((play, following(code)))
                    break
            else:
                stack.pop()
                if cards:
                    left.append(cards[-1])

    # -- scoring ------------------------------------------------------------------------

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: a finished round from its final hands; `end` is inferred (M6)."""
        players, resolved, hands = self.score_prologue(body)
        options = Options.from_wire(resolved)
        deck = options.deck
        for p in players:
            for i, code in enumerate(hands[p]):
                if code not in deck.cards:
                    raise invalid(["hands", p, i], f"unknown card {code!r}")
        seen = Counter(code for p in players for code in hands[p])
        for code, count in seen.items():
            if count > deck.counts[code]:
                raise invalid(
                    ["hands"], f"{count} copies of {code!r}; the deck holds {deck.counts[code]}"
                )
        totals = body.get("totals")
        if totals is None:
            totals = dict.fromkeys(players, 0)
        else:
            check_player_map(body, "totals", players)
            if max(totals.values()) >= GAME_END_POINTS:  # as a state would be game_over
                raise invalid(["totals"], f"a total of {GAME_END_POINTS}+ ended the game (M9)")
        starter = body.get("starter")
        starter = check_player(starter, players, ["starter"]) if starter is not None else players[0]
        kind: End = End.DRAW_PILE_EMPTY
        by: str | None = None
        for p in players:
            if is_ten(hands[p], deck):
                kind, by = End.TEN, p
                break
        else:
            for p in players:
                if not hands[p]:
                    kind, by = End.EMPTY_HAND, p
                    break
        return write(score_round(players, hands, totals, starter, options, kind, by))

    # -- standings ---------------------------------------------------------------------

    def standings(self, state: State) -> Mapping[str, int]:
        """M7: each player's cumulative penalty points (the fewest win, M9)."""
        return {p: state.totals[p] for p in state.players}


# -- the rules' pieces (module level so tests and other callers can use them) ---------


def matches(card: Card, top: Card) -> bool:
    """M3/M4: same number or same colour; a rainbow matches anything either way."""
    if card.type is None or top.type is None:
        return True
    return card.number == top.number or card.color == top.color


def follows(deck: Deck, below: str, code: str) -> bool:
    """Whether card `code` may be played on card `below` (M3/M4 `matches`)."""
    return code in deck.matching[below]


def play_limit(top: Card) -> int:
    """M3/M4: N is the top card's number; a rainbow allows 1-4."""
    return RAINBOW_PLAY_LIMIT if top.type is None else top.number


def limit_rule(top: Card) -> str:
    """The rule a play's limit comes from: M4 on a rainbow, else M3."""
    return "M4" if top.type is None else "M3"


def holds_whole_deck(state: State) -> bool:
    """Whether the state's cards are the deck's, each as many times: their codes sorted
    and compared with the deck's in C, where counting them code by code cost 39,800 more
    instructions a validate-move in a worker (2.6% of its 1.54 million, bench.instructions)."""
    cards = chain(chain.from_iterable(state.hands.values()), state.draw_pile, state.discard_pile)
    return tuple(sorted(cards)) == state.deck.in_order


def draw_counts(top: Card) -> tuple[int | None, ...]:
    """The distinct draws on `top`: a count of 1-4 on a rainbow (M4), else the one draw of N
    (M5; a count naming N is the same draw)."""
    return RAINBOW_DRAW_COUNTS if top.type is None else (None,)


def is_ten(hand: Sequence[str], deck: Deck) -> bool:
    """M6: ten different types, each rainbow standing in for one missing type."""
    if len(hand) < len(deck.types):  # a card per type, at least
        return False
    types = set()
    rainbows = 0
    for code in hand:
        card = deck.cards[code]
        if card.type is None:
            rainbows += 1
        else:
            types.add(card.type)
    return len(types) + rainbows >= len(deck.types)


def hand_penalty(hand: Sequence[str], deck: Deck) -> int:
    return sum(deck.cards[c].number for c in hand)


def round_end(hand: Sequence[str], draw_pile: Sequence[str], deck: Deck) -> End | None:
    """M6: how the round ends after a move leaves the mover with `hand` and the draw pile
    as given, in priority order; None if it goes on. Only the mover's hand changed, and a
    loaded `playing` state holds no Ten and no empty hand, so only the mover can have
    ended the round."""
    if is_ten(hand, deck):
        return End.TEN
    if not hand:
        return End.EMPTY_HAND
    if not draw_pile:
        return End.DRAW_PILE_EMPTY
    return None


def holds(left: list[str], code: str) -> bool:
    """G3: whether a copy of `code` is left in a hand (`left`: its cards not yet played)."""
    return code in left


def within_limit(count: int, top: Card) -> bool:
    """M3/M4: whether a play of `count` cards is within the limit `top` sets."""
    return count <= play_limit(top)


def not_held(cards: Sequence[str], hand: Sequence[str]) -> list[str]:
    """G3: the cards of `cards` that `hand` does not hold, counting copies."""
    left = list(hand)
    missing = []
    for code in cards:
        if holds(left, code):
            left.remove(code)
        else:
            missing.append(code)
    return missing


def round_penalties(
    players: Sequence[str],
    hands: Mapping[str, Sequence[str]],
    deck: Deck,
    kind: str,
    by: str | None,
) -> dict[str, int]:
    """M7: card numbers in hand; after a Ten, the Ten player's hand size for everyone else."""
    if kind == "ten" and by is not None:
        size = len(hands[by])
        return {p: 0 if p == by else size for p in players}
    return {p: hand_penalty(hands[p], deck) for p in players}


def pick_next_starter(players: Sequence[str], points: Mapping[str, int], previous: str) -> str:
    """M8: most points starts; any tie for most keeps the previous starter."""
    most = max(points[p] for p in players)
    leaders = [p for p in players if points[p] == most]
    return leaders[0] if len(leaders) == 1 else previous


def score_round(
    players: Sequence[str],
    hands: Mapping[str, Sequence[str]],
    totals: Mapping[str, int],
    starter: str,
    options: Options,
    kind: End,
    by: str | None,
) -> RoundResult:
    penalties = round_penalties(players, hands, options.deck, kind, by)
    new_totals = {p: totals[p] + penalties[p] for p in players}
    basis = new_totals if options.next_starter is NextStarter.CUMULATIVE else penalties
    game_over = max(new_totals.values()) >= GAME_END_POINTS  # M9
    fewest = min(new_totals.values())
    return RoundResult(
        end=kind,
        by=by,
        penalties=readonly(penalties),
        totals=readonly(new_totals),
        next_starter=pick_next_starter(players, basis, starter),
        game_over=game_over,
        winners=tuple(p for p in players if new_totals[p] == fewest) if game_over else (),
    )


def next_starter(state: State) -> str:
    """M8 from a round_over state: the final hands give this round's penalties again."""
    end = round_end_from_hands(state)
    penalties = round_penalties(state.players, state.hands, state.deck, *end)
    cumulative = state.options.next_starter is NextStarter.CUMULATIVE
    return pick_next_starter(
        state.players, state.totals if cumulative else penalties, state.starter
    )


def round_end_from_hands(state: State) -> tuple[str, str | None]:
    for p in state.players:
        if is_ten(state.hands[p], state.deck):
            return "ten", p
    return "hands", None


def _turn_passed(
    state: State,
    hands: Mapping[str, tuple[str, ...]],
    draw_pile: tuple[str, ...],
    discard_pile: tuple[str, ...],
    mover: str,
) -> State:
    """The state after a play or draw that leaves the round going: the turn passes."""
    return replace(
        state,
        hands=hands,
        draw_pile=draw_pile,
        discard_pile=discard_pile,
        current=next_seat(state.players, mover),
    )


def _dealt(
    players: tuple[str, ...],
    order: Sequence[str],
    starter: str,
    *,
    round: int,
    totals: Mapping[str, int],
    options: Options,
    seed: str,
) -> State:
    """M2: a round dealt one card at a time in seat order from the starter, then the top
    card turned up."""
    size = HAND_SIZE[len(players)]
    hands = deal(players, order, starter, size)
    pos = size * len(players)
    return State(
        players=players,
        hands=readonly({p: tuple(hand) for p, hand in hands.items()}),
        draw_pile=tuple(order[pos + 1 :]),
        discard_pile=(order[pos],),
        current=starter,
        starter=starter,
        status=Status.PLAYING,
        round=round,
        totals=totals,
        options=options,
        seed=seed,
    )


# The default types' deck, built once and kept (a deck and its matching table cost more
# to build than a move), so types clients choose never push it out. Types clients choose
# are keyed by what they send, so their cache holds a fixed number: <= 16 x 55 KB (ten
# ids and colours of 32 characters, the colours outside Latin-1, 54 cards and their
# matches) = 880 KB (tests/engines/test_cache_bounds.py).
DEFAULT_DECK = _deck(DEFAULT_TYPES)
_chosen_deck = lru_cache(maxsize=16)(_deck)


def build_deck(types: tuple[tuple[str, str], ...]) -> Deck:
    return DEFAULT_DECK if types == DEFAULT_TYPES else _chosen_deck(types)
