"""Meow 10: shed cards by number or colour, or collect ten cat types (docs/rules.md M1-M10)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
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
    all_known,
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

RAINBOW = "rainbow"
TYPE_ID = re.compile(r"^[a-z][a-z0-9-]*$")
HAND_SIZE = {2: 8, 3: 7, 4: 6, 5: 5}  # M2
NUMBERS_PER_TYPE = (1, 1, 2, 3, 4)  # M1
RAINBOWS = 4
GAME_END_POINTS = 30  # M9
RAINBOW_PLAY_LIMIT = 4  # M4
MAX_PLAY = max(RAINBOW_PLAY_LIMIT, *NUMBERS_PER_TYPE)  # the most cards one play can hold
if MAX_PLAY > 4:  # Meow10._turn_moves nests one loop per card of a play
    raise RuntimeError("Meow10._turn_moves lists plays of at most 4 cards")

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


@dataclass(frozen=True, slots=True)
class Card:
    code: str
    type: str | None  # None for a rainbow
    number: int  # 0 for a rainbow: it scores nothing (M7)
    color: str | None


@dataclass(frozen=True, slots=True)
class Deck:
    """The 54 cards under one `types` option, with fast lookups."""

    cards: dict[str, Card]
    counts: dict[str, int]  # copies of each code in the deck
    order: tuple[str, ...]  # the unshuffled deck, one entry per physical card
    type_ids: frozenset[str]
    # top code -> the codes that may be played on it (M3/M4 `matches`): listing moves looks
    # matches up here instead of comparing cards in its innermost loop.
    matching: dict[str, frozenset[str]]
    known: frozenset[str]  # the codes of `cards`, for subset tests (base.all_known)
    multi: frozenset[str]  # the codes with several copies in the deck


@lru_cache(maxsize=64)
def build_deck(types: tuple[tuple[str, str], ...]) -> Deck:
    cards: dict[str, Card] = {}
    order: list[str] = []
    for type_id, color in types:
        for number in NUMBERS_PER_TYPE:
            code = f"{type_id}-{number}"
            cards[code] = Card(code, type_id, number, color)
            order.append(code)
    cards[RAINBOW] = Card(RAINBOW, None, 0, None)
    order.extend([RAINBOW] * RAINBOWS)
    matching = {top: frozenset(c for c in cards if matches(cards[c], cards[top])) for top in cards}
    type_ids = frozenset(t for t, _ in types)
    counts = dict(Counter(order))
    multi = frozenset(code for code, n in counts.items() if n > 1)
    return Deck(cards, counts, tuple(order), type_ids, matching, frozenset(cards), multi)


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


_last_deck: tuple[Any, Deck] | None = None


def deck_for(options: Mapping[str, Any]) -> Deck:
    """The deck under `options`. Resolved options share their `types` list (see
    Game.resolve_options), so the last one is remembered by identity: the key tuple of
    build_deck's cache was a tenth of a move's cost. The tuple holds a reference, so the
    identity cannot be reused by another list."""
    global _last_deck
    types = options["types"]
    last = _last_deck
    if last is not None and last[0] is types:
        return last[1]
    deck = build_deck(tuple((t["id"], t["color"]) for t in types))
    _last_deck = (types, deck)
    return deck


def is_ten(hand: Sequence[str], deck: Deck) -> bool:
    """M6: ten different types, each rainbow standing in for one missing type."""
    if len(hand) < len(deck.type_ids):  # a Ten needs a card per type
        return False
    types = set()
    rainbows = 0
    for code in hand:
        card = deck.cards[code]
        if card.type is None:
            rainbows += 1
        else:
            types.add(card.type)
    return len(types) + rainbows >= len(deck.type_ids)


def matches(card: Card, top: Card) -> bool:
    """M3/M4: same number or same colour; a rainbow matches anything either way."""
    if card.type is None or top.type is None:
        return True
    return card.number == top.number or card.color == top.color


def hand_penalty(hand: Sequence[str], deck: Deck) -> int:
    return sum(deck.cards[c].number for c in hand)


class Meow10(Game):
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
            "cumulative",
            "M8: who starts the next round: most cumulative penalty, or most this round.",
            choices=("cumulative", "round"),
        ),
    }
    move_types = ("play", "draw", "next_round")
    reasons = (
        *SHARED_REASONS,
        NO_CARDS,
        TOO_MANY_CARDS,
        CARD_DOES_NOT_MATCH,
        DRAW_COUNT_REQUIRED,
        DRAW_COUNT_MISMATCH,
    )
    event_types = ("cards_played", "cards_drawn", "round_ended", "game_ended", "round_started")

    # -- components ---------------------------------------------------------------

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        deck = deck_for(options)
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
        starter = check_player(starter, players, ["starter"]) if starter else players[0]  # M10
        cards = deck_for(resolved)
        if deck is not None:
            if Counter(deck) != Counter(cards.order):
                raise invalid(
                    ["deck"], f"must hold exactly the {len(cards.order)} cards of the game"
                )
            order = list(deck)
        seed = seed if seed is not None else rng.new_seed()
        if deck is None:
            order = rng.shuffled(cards.order, seed, "deal:1")
        return {
            "players": players,
            **_deal(players, order, starter),
            "round": 1,
            "totals": {p: 0 for p in players},
            "options": resolved,
            "seed": seed,
        }

    # -- loading client input ------------------------------------------------------

    def load_state(self, raw: Mapping[str, Any]) -> State:
        players = check_players(raw.get("players"), self)
        options = self.load_options(raw.get("options"))
        deck = deck_for(options)
        hands = check_player_map(raw, "hands", players)
        totals = raw.get("totals")
        if totals is None:
            totals = {p: 0 for p in players}
        else:
            check_player_map(raw, "totals", players)
            for p, value in totals.items():
                if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                    raise invalid(["totals", p], "must be a non-negative integer")
        state: State = {
            "players": players,
            "hands": {p: _pile(hands[p], ["hands", p]) for p in players},
            "draw_pile": _pile(raw.get("draw_pile"), ["draw_pile"]),
            "discard_pile": _pile(raw.get("discard_pile"), ["discard_pile"]),
            "current": check_player(raw.get("current"), players, ["current"]),
            "starter": check_player(raw.get("starter"), players, ["starter"]),
            "status": raw.get("status"),
            "round": raw.get("round", 1),
            "totals": dict(totals),
            "options": options,
        }
        self._check_cards(state, deck)
        self._check_consistency(state, deck)
        state["seed"] = raw["seed"] if raw.get("seed") is not None else derive_seed(state)
        return state

    def _check_cards(self, state: State, deck: Deck) -> None:
        """Unknown codes are malformed; more copies than the deck holds is impossible."""
        # Hands in seat order, then the piles: the order the first excess was named in before.
        hands = state["hands"]
        every = pooled(hands, state["players"], state["draw_pile"], state["discard_pile"])
        if not all_known(every, deck.known):  # name the first unknown card, place by place
            for p in state["players"]:
                load_codes(hands[p], ["hands", p], deck.known)
            load_codes(state["draw_pile"], ["draw_pile"], deck.known)
            load_codes(state["discard_pile"], ["discard_pile"], deck.known)
        # The usual case without counting every code: only the codes of several copies
        # (the 1s, the rainbows) are counted, and then every other code is within its one
        # copy exactly when the rest holds no duplicate, which one set shows. Any excess
        # falls through to the full count below, which names it as before.
        counts = deck.counts
        spare = 0
        for code, n in Counter(filter(deck.multi.__contains__, every)).items():
            if n > counts[code]:
                break
            spare += n - 1
        else:
            if len(set(every)) == len(every) - spare:
                return
        for code, count in Counter(every).items():
            if count > deck.counts[code]:
                raise InvalidInput(
                    {"_schema": [f"{count} copies of {code!r}; the deck holds {deck.counts[code]}"]}
                )

    def _check_consistency(self, state: State, deck: Deck) -> None:
        status = state["status"]
        if status not in ("playing", "round_over", "game_over"):
            raise invalid(["status"], "must be playing, round_over or game_over")
        if not isinstance(state["round"], int) or state["round"] < 1:
            raise invalid(["round"], "must be an integer >= 1")
        reached_end = max(state["totals"].values()) >= GAME_END_POINTS
        if status == "game_over" and not reached_end:
            raise invalid(["status"], f"game_over needs a total of {GAME_END_POINTS}+ (M9)")
        if status != "game_over" and reached_end:
            raise invalid(["status"], f"a total of {GAME_END_POINTS}+ means game_over (M9)")
        if status != "playing":
            return
        # M3: a round in play always has a top card; M6: it would already have ended.
        if not state["discard_pile"]:
            raise invalid(["discard_pile"], "must hold the top card while the round is playing")
        if not state["draw_pile"]:
            raise invalid(["draw_pile"], "is empty, so the round is over (M6)")
        for p in state["players"]:
            hand = state["hands"][p]
            if not hand:
                raise invalid(["hands", p], "is empty, so the round is over (M6)")
            if is_ten(hand, deck):
                raise invalid(["hands", p], "holds a Ten, so the round is over (M6)")

    def load_move(self, state: State, raw: Mapping[str, Any]) -> Move:
        move_type = raw.get("type")
        if move_type not in self.move_types:
            raise invalid(["type"], f"unknown move type {move_type!r}")
        player = check_player(raw.get("player"), state["players"], ["player"])
        move: Move = {"type": move_type, "player": player}
        if move_type == "play":
            cards = raw.get("cards")
            deck = deck_for(state["options"])
            if not isinstance(cards, list):
                raise invalid(["cards"], "must be a list of card codes")
            for i, code in enumerate(cards):
                if code not in deck.cards:
                    raise invalid(["cards", i], f"unknown card {code!r}")
            move["cards"] = list(cards)
        elif move_type == "draw" and raw.get("count") is not None:
            count = raw["count"]
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 4:
                raise invalid(["count"], "must be an integer from 1 to 4")
            move["count"] = count
        return move

    # -- rules ------------------------------------------------------------------------

    def apply(self, state: State, move: Move) -> Step[State]:
        if move["type"] == "next_round":
            return self._next_round(state, move)
        if state["status"] != "playing":
            if state["status"] == "game_over":
                raise illegal(WRONG_PHASE, "The game is over (M9); nothing may follow.")
            raise illegal(WRONG_PHASE, "The round is over; only next_round may follow.")
        player = move["player"]
        if player != state["current"]:
            raise illegal(NOT_YOUR_TURN, f"It is {state['current']}'s turn.")
        if move["type"] == "play":
            return self._play(state, player, move["cards"])
        return self._draw(state, player, move.get("count"))

    def _play(self, state: State, player: str, cards: list[str]) -> Step[State]:
        deck = deck_for(state["options"])
        hand = state["hands"][player]
        top = state["discard_pile"][-1]
        limit = play_limit(deck.cards[top])
        limit_rule = "M4" if deck.cards[top].type is None else "M3"  # a rainbow's 1-4, or N
        if not cards:
            raise illegal(NO_CARDS, "Play at least one card, or draw.", limit_rule)
        new_hand = list(hand)
        for code in cards:  # G3, counting copies; builds the hand left after the play
            try:
                new_hand.remove(code)
            except ValueError:
                missing = sorted(Counter(cards) - Counter(hand))
                raise illegal(CARD_NOT_IN_HAND, f"{player} does not hold {missing}.") from None
        if len(cards) > limit:
            raise illegal(
                TOO_MANY_CARDS, f"At most {limit} card(s) may be played this turn.", limit_rule
            )
        matching = deck.matching
        for i, code in enumerate(cards):
            if code not in matching[top]:
                raise illegal(
                    CARD_DOES_NOT_MATCH,
                    f"Card {i + 1} ({code}) matches neither number nor colour of {top}.",
                )
            top = code
        new = _shallow(state)
        new["hands"] = {**state["hands"], player: new_hand}
        new["discard_pile"] = [*state["discard_pile"], *cards]
        events = [{"type": "cards_played", "player": player, "cards": list(cards)}]
        return self._after_move(new, player, events)

    def _draw(self, state: State, player: str, count: int | None) -> Step[State]:
        deck = deck_for(state["options"])
        top = deck.cards[state["discard_pile"][-1]]
        if top.type is None:
            if count is None:
                raise illegal(DRAW_COUNT_REQUIRED, "A rainbow is on top: name a count from 1 to 4.")
        elif count is None:
            count = top.number
        elif count != top.number:
            raise illegal(DRAW_COUNT_MISMATCH, f"The draw must take {top.number} card(s).")
        taken = state["draw_pile"][:count]  # M5: fewer remain -> take them all
        new = _shallow(state)
        new["hands"] = {**state["hands"], player: [*state["hands"][player], *taken]}
        new["draw_pile"] = state["draw_pile"][count:]
        events = [{"type": "cards_drawn", "player": player, "count": len(taken)}]
        return self._after_move(new, player, events)

    def _after_move(self, state: State, player: str, events: list[dict[str, Any]]) -> Step[State]:
        """M6: check the three round ends in priority order; otherwise pass the turn."""
        end = round_end(state, player)
        if end is None:
            state["current"] = next_seat(state["players"], player)
            return Step(state, events)
        kind, by = end
        result = score_round(
            state["players"],
            state["hands"],
            state["totals"],
            state["starter"],
            state["options"],
            kind,
            by,
        )
        state["totals"] = result["totals"]
        state["status"] = "game_over" if result["game_over"] else "round_over"
        events.append({"type": "round_ended", "end": kind, "by": by})
        if result["game_over"]:
            events.append({"type": "game_ended", "winners": result["winners"]})
        return Step(state, events, result)

    def _next_round(self, state: State, move: Move) -> Step[State]:
        if state["status"] == "game_over":
            # G2: after the game, WRONG_PHASE like any other move type
            raise illegal(WRONG_PHASE, "The game is over (M9); no round follows.")
        if state["status"] != "round_over":
            raise illegal(WRONG_PHASE, "next_round is only allowed once the round is over.")
        starter = next_starter(state)
        round_no = state["round"] + 1
        order = rng.shuffled(deck_for(state["options"]).order, state["seed"], f"deal:{round_no}")
        new = _shallow(state)
        new["round"] = round_no
        new.update(_deal(state["players"], order, starter))
        events = [{"type": "round_started", "round": round_no, "starter": starter}]
        return Step(new, events)

    def legal_moves(self, state: State) -> tuple[str | None, Iterator[Move]]:
        if state["status"] == "round_over":
            moves = ({"type": "next_round", "player": p} for p in state["players"])
            return None, moves
        if state["status"] != "playing":
            return None, iter(())
        return state["current"], self._turn_moves(state)

    def _turn_moves(self, state: State) -> Iterator[Move]:
        """Every play sequence depth first (each prefix before its extensions, candidates in
        sorted code order; equal codes are interchangeable), then the draw(s)."""
        deck = deck_for(state["options"])
        player = state["current"]
        top = state["discard_pile"][-1]
        counts: dict[str, int] = {}  # a plain dict: Counter's constructor cost more
        for code in state["hands"][player]:
            counts[code] = counts.get(code, 0) + 1
        codes = sorted(counts)
        matching = deck.matching
        limit = play_limit(deck.cards[top])
        # A play holds at most MAX_PLAY (4) cards, so the search is four nested loops in one
        # generator: the recursive generator it replaces passed every move up through each
        # level, and called matches() per candidate, which cost more than building the move.
        after_top = matching[top]
        for a in codes:
            if a not in after_top:
                continue
            yield {"type": "play", "player": player, "cards": [a]}
            if limit < 2:
                continue
            counts[a] -= 1
            after_a = matching[a]
            for b in codes:
                if counts[b] and b in after_a:
                    yield {"type": "play", "player": player, "cards": [a, b]}
                    if limit < 3:
                        continue
                    counts[b] -= 1
                    after_b = matching[b]
                    for c in codes:
                        if counts[c] and c in after_b:
                            yield {"type": "play", "player": player, "cards": [a, b, c]}
                            if limit < 4:
                                continue
                            counts[c] -= 1
                            after_c = matching[c]
                            for d in codes:
                                if counts[d] and d in after_c:
                                    yield {"type": "play", "player": player, "cards": [a, b, c, d]}
                            counts[c] += 1
                    counts[b] += 1
            counts[a] += 1
        if top == RAINBOW:  # M4: choose 1-4
            for count in range(1, RAINBOW_PLAY_LIMIT + 1):
                yield {"type": "draw", "player": player, "count": count}
        else:
            yield {"type": "draw", "player": player}

    # -- scoring and views ----------------------------------------------------------

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: a finished round from its final hands; `end` is inferred (M6)."""
        players = check_players(body.get("players"), self)
        options = self.load_options(body.get("options"))
        deck = deck_for(options)
        hands = check_player_map(body, "hands", players)
        seen: Counter[str] = Counter()
        for p in players:
            for i, code in enumerate(hands[p]):
                if code not in deck.cards:
                    raise invalid(["hands", p, i], f"unknown card {code!r}")
            seen.update(hands[p])
        for code, count in seen.items():
            if count > deck.counts[code]:
                raise invalid(
                    ["hands"], f"{count} copies of {code!r}; the deck holds {deck.counts[code]}"
                )
        totals = body.get("totals")
        if totals is None:
            totals = {p: 0 for p in players}
        else:
            check_player_map(body, "totals", players)
            if max(totals.values()) >= GAME_END_POINTS:  # as a state would be game_over
                raise invalid(["totals"], f"a total of {GAME_END_POINTS}+ ended the game (M9)")
        starter = body.get("starter")
        starter = check_player(starter, players, ["starter"]) if starter is not None else players[0]
        kind, by = "draw_pile_empty", None
        for p in players:
            if is_ten(hands[p], deck):
                kind, by = "ten", p
                break
        else:
            for p in players:
                if not hands[p]:
                    kind, by = "empty_hand", p
                    break
        return score_round(players, hands, totals, starter, options, kind, by)

    def view(self, state: State, seat: str | None) -> State:
        out = {k: v for k, v in state.items() if k != "seed"}
        out["hands"] = {p: (list(h) if p == seat else len(h)) for p, h in state["hands"].items()}
        out["draw_pile"] = len(state["draw_pile"])
        return out


# -- pure helpers (module level so tests and other callers can use them) -------------


def play_limit(top: Card) -> int:
    """M3/M4: N is the top card's number; a rainbow allows 1-4."""
    return RAINBOW_PLAY_LIMIT if top.type is None else top.number


def round_end(state: State, mover: str) -> tuple[str, str | None] | None:
    """M6: (end, by) when the round is over after `mover`'s move, in priority order.
    Only the mover's hand changed, and a loaded `playing` state holds no Ten and no empty
    hand, so the mover is the only player who can have ended the round."""
    hand = state["hands"][mover]
    if is_ten(hand, deck_for(state["options"])):
        return "ten", mover
    if not hand:
        return "empty_hand", mover
    if not state["draw_pile"]:
        return "draw_pile_empty", mover
    return None


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
    options: Mapping[str, Any],
    kind: str,
    by: str | None,
) -> Result:
    deck = deck_for(options)
    penalties = round_penalties(players, hands, deck, kind, by)
    new_totals = {p: totals[p] + penalties[p] for p in players}
    basis = new_totals if options["next_starter"] == "cumulative" else penalties
    game_over = max(new_totals.values()) >= GAME_END_POINTS  # M9
    fewest = min(new_totals.values())
    return {
        "end": kind,
        "by": by,
        "penalties": penalties,
        "totals": new_totals,
        "next_starter": pick_next_starter(players, basis, starter),
        "game_over": game_over,
        "winners": [p for p in players if new_totals[p] == fewest] if game_over else [],
    }


def next_starter(state: State) -> str:
    """M8 from a round_over state: the final hands give this round's penalties again."""
    deck = deck_for(state["options"])
    end = round_end_from_hands(state, deck)
    penalties = round_penalties(state["players"], state["hands"], deck, *end)
    basis = state["totals"] if state["options"]["next_starter"] == "cumulative" else penalties
    return pick_next_starter(state["players"], basis, state["starter"])


def round_end_from_hands(state: State, deck: Deck) -> tuple[str, str | None]:
    for p in state["players"]:
        if is_ten(state["hands"][p], deck):
            return "ten", p
    return "hands", None


def _deal(players: Sequence[str], order: Sequence[str], starter: str) -> State:
    """M2: one card at a time in seat order from the starter, then turn up the top card."""
    size = HAND_SIZE[len(players)]
    hands = deal(players, order, starter, size)
    pos = size * len(players)
    return {
        "hands": hands,
        "draw_pile": list(order[pos + 1 :]),
        "discard_pile": [order[pos]],
        "current": starter,
        "starter": starter,
        "status": "playing",
    }


def _shallow(state: State) -> State:
    """A copy whose top-level fields can be replaced; untouched lists are shared read-only."""
    return dict(state)


def _pile(value: Any, path: list[str]) -> list[str]:
    """A hand or pile, copied; which codes it may hold is `_check_cards`' business."""
    if not isinstance(value, list):
        raise invalid(path, "must be a list of card codes")
    return list(value)
