"""Cat Tower: stack cat cards onto a tower; the table reports what fell (docs/rules.md T1-T8).

The tower is physical (or simulated by a frontend), so the referee never decides whether it
falls: each stack move reports what fell (T4), the referee checks that the report is possible
and applies the penalty (T5). Die rolls and token flips come from the seed and the `rolls` and
`flips` counters the state carries, or are reported by the table with `physical_dice` (T3).

Turn structure (one `pending` action at a time): `roll` -> the die result (T6) -> one or two
`stack`s, or a `give` then the recipient's `stack`. A Fatty Catty card flips a token, whose
action may pass to the next player (`current` then names them: the token uses up their turn)
and chain. A fall ends the turn once its penalty is taken: "The next player begins their
turn as usual" (rulebook, Falling Cards), so no second card and no token follow it. With
`variant: rush` (T8) every player stacks onto their own tower at any time and `finish`
claims the win.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from . import rng
from .base import (
    CARD_NOT_IN_HAND,
    NOT_YOUR_TURN,
    SHARED_REASONS,
    WRONG_PHASE,
    Event,
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
    is_mapping,
    load_codes,
)

# -- components (T1) -----------------------------------------------------------------------

CAT_CODES = tuple(f"cat-{i}" for i in range(1, 8))
CAT_COPIES = 6
CAT_DECK = tuple(code for code in CAT_CODES for _ in range(CAT_COPIES))  # 42 cards
CAT_COUNTS = Counter(CAT_DECK)
FATTY_CARDS = 12  # 2 types x 6, interchangeable (T2)
FATTY_TYPES = 2
TOKEN_COUNTS = {
    "all_cats_are_equal": 5,
    "turn_around": 2,
    "skip": 2,
    "fatty_catty": 2,
    "cat_belly": 2,
    "cat_paws": 2,
}
KNOWN_CATS = frozenset(CAT_CODES)  # for subset tests (base.all_known)
KNOWN_TOKENS = frozenset(TOKEN_COUNTS)
SORTED_CATS = tuple(sorted(CAT_CODES))  # the order of excess reports
SORTED_TOKENS = tuple(sorted(TOKEN_COUNTS))
TOKEN_RANK = {code: i for i, code in enumerate(TOKEN_COUNTS)}  # the pool's canonical order
FULL_POOL = tuple(code for code, n in TOKEN_COUNTS.items() for _ in range(n))
DIE_SIDES = ("one_cat", "one_cat", "two_cats", "dried_fish", "fatty_catty", "cat_paws")
FACES = tuple(dict.fromkeys(DIE_SIDES))  # the five distinct results
HAND_SIZE = 7  # T2
NO_BASE_PLAYERS = 6  # T2: no base card with 6 players

FACE_EFFECTS = {
    "one_cat": "Stack one cat card.",
    "two_cats": "Stack two cat cards, one after another.",
    "dried_fish": "Stack one cat card upside down.",
    "fatty_catty": "Stack a Fatty Catty card, flip a token onto it and perform its action.",
    "cat_paws": "Give one of your cat cards to another player, who stacks it.",
}
TOKEN_EFFECTS = {
    "all_cats_are_equal": "All hands are pooled, shuffled and dealt out from the flipper.",
    "turn_around": "Reverse the playing order.",
    "skip": "Skip the next player.",
    "fatty_catty": "The next player stacks a Fatty Catty card and flips a token; their turn ends.",
    "cat_belly": "The next player stacks one cat card upright; their turn ends.",
    "cat_paws": "Give a cat card to the next player, who stacks it; their turn ends.",
}

FELL_COUNTS = ("cat_cards", "fatty_cards", "tokens")
TOWER_FIELDS = frozenset(("cat_cards", "fatty_cards", "tokens"))
PENDING_FIELDS = {
    "roll": frozenset(("action", "player")),
    "stack": frozenset(("action", "player", "kind", "remaining", "upside_down", "card")),
    "give": frozenset(("action", "player", "to")),
}
RUSH_PENDING = {
    "action": "stack",
    "player": None,
    "kind": "cat",
    "remaining": 1,
    "upside_down": False,
}

# -- reasons ---------------------------------------------------------------------------------

WRONG_PIECE = ReasonCode(
    "WRONG_PIECE", "T6", "The die or token asks for the other kind of piece (cat or Fatty Catty)."
)
MUST_STACK_GIVEN_CARD = ReasonCode(
    "MUST_STACK_GIVEN_CARD", "T6", "A player given a card by Cat Paws must stack that card."
)
WRONG_RECIPIENT = ReasonCode(
    "WRONG_RECIPIENT", "T6", "Cat Paws gives to another player (the next one, for the token)."
)
FACE_REQUIRED = ReasonCode(
    "FACE_REQUIRED", "T3", "With physical_dice the roll must report the face rolled."
)
FACE_NOT_ALLOWED = ReasonCode(
    "FACE_NOT_ALLOWED", "T3", "The referee rolls the die unless physical_dice is on."
)
TOKEN_REQUIRED = ReasonCode(
    "TOKEN_REQUIRED",
    "T3",
    "With physical_dice a Fatty Catty card stacked with nothing fallen reports its token.",
)
TOKEN_NOT_ALLOWED = ReasonCode(
    "TOKEN_NOT_ALLOWED", "T3", "No token is reported: the referee flips, or no token is flipped."
)
TOKEN_NOT_IN_POOL = ReasonCode(
    "TOKEN_NOT_IN_POOL", "T6", "The reported token is not in the face-down pool."
)
RUSH_CATS_ONLY = ReasonCode(
    "RUSH_CATS_ONLY", "T8", "In Rush for the Fish only cat cards are stacked."
)
TOWER_NOT_COMPLETE = ReasonCode(
    "TOWER_NOT_COMPLETE", "T8", "A tower is complete only once its player has no cards in hand."
)


class CatTower(Game):
    id = "cattower"
    name = "Cat Tower"
    min_players = 2
    max_players = 6
    options = {
        "physical_dice": OptionSpec(
            "boolean",
            False,
            "T3: the table reports each die face rolled and each token flipped.",
        ),
        "variant": OptionSpec(
            "string",
            "standard",
            "T8: `rush` (Rush for the Fish) gives every player their own tower.",
            choices=("standard", "rush"),
        ),
    }
    move_types = ("roll", "stack", "give", "finish")
    reasons = (
        *SHARED_REASONS,
        WRONG_PIECE,
        MUST_STACK_GIVEN_CARD,
        WRONG_RECIPIENT,
        FACE_REQUIRED,
        FACE_NOT_ALLOWED,
        TOKEN_REQUIRED,
        TOKEN_NOT_ALLOWED,
        TOKEN_NOT_IN_POOL,
        RUSH_CATS_ONLY,
        TOWER_NOT_COMPLETE,
    )
    event_types = (
        "rolled",
        "stacked",
        "fell",
        "token_flipped",
        "direction_reversed",
        "player_skipped",
        "cards_redistributed",
        "card_given",
        "action_skipped",
        "turn_started",
        "game_ended",
    )

    # -- components -------------------------------------------------------------------------

    def catalogue(self, options: Mapping[str, Any]) -> dict[str, Any]:
        rush = options["variant"] == "rush"
        return {
            "cards": [{"code": code, "kind": "cat", "copies": CAT_COPIES} for code in CAT_CODES],
            "deck_size": len(CAT_DECK),
            "fatty_cards": {"copies": FATTY_CARDS, "types": FATTY_TYPES},
            "tokens": [
                {"code": code, "copies": n, "effect": TOKEN_EFFECTS[code]}
                for code, n in TOKEN_COUNTS.items()
            ],
            "die": [
                {"face": face, "sides": DIE_SIDES.count(face), "effect": FACE_EFFECTS[face]}
                for face in FACES
            ],
            "hand_size": HAND_SIZE,
            "tower_base": {
                str(n): 0 if rush or n == NO_BASE_PLAYERS else 1
                for n in range(self.min_players, self.max_players + 1)
            },
            "physical_dice": options["physical_dice"],
            "variant": options["variant"],
        }

    # -- setup --------------------------------------------------------------------------------

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
        starter = check_player(starter, players, ["starter"]) if starter is not None else players[0]
        if deck is not None:
            if not isinstance(deck, list | tuple) or not all(isinstance(c, str) for c in deck):
                raise invalid(["deck"], "must be a list of cat card codes")
            if Counter(deck) != CAT_COUNTS:
                raise invalid(["deck"], f"must hold exactly the {len(CAT_DECK)} cat cards")
        seed = seed if seed is not None else rng.new_seed()
        order = list(deck) if deck is not None else rng.shuffled(CAT_DECK, seed, "deal")
        hands = deal(players, order, starter, HAND_SIZE)  # T2
        rush = resolved["variant"] == "rush"
        base_card = not rush and len(players) != NO_BASE_PLAYERS  # T2 (T8: own towers)
        base = [order[HAND_SIZE * len(players)]] if base_card else []
        tower: Any = (
            {p: _empty_tower() for p in players}
            if rush
            else {"cat_cards": base, "fatty_cards": 0, "tokens": []}
        )
        return {
            "players": players,
            "hands": {p: hands[p] for p in players},
            "tower": tower,
            "fatty_supply": FATTY_CARDS,
            "token_pool": list(FULL_POOL),
            "discarded": [],
            "current": None if rush else starter,
            "direction": 1,
            "pending": dict(RUSH_PENDING) if rush else {"action": "roll", "player": starter},
            "status": "playing",
            "winner": None,
            "rolls": 0,
            "flips": 0,
            "options": resolved,
            "seed": seed,
        }

    # -- loading client input -----------------------------------------------------------------

    def load_state(self, raw: Mapping[str, Any]) -> State:
        if not is_mapping(raw):
            raise InvalidInput({"_schema": ["must be an object"]})
        players = check_players(raw.get("players"), self)
        options = self.load_options(raw.get("options"))
        rush = options["variant"] == "rush"
        hands = check_player_map(raw, "hands", players)
        if rush:
            towers = check_player_map(raw, "tower", players)
            tower: Any = {p: _load_tower(towers[p], ["tower", p]) for p in players}
        else:
            tower = _load_tower(raw.get("tower"), ["tower"])
        status = raw.get("status")
        if status not in ("playing", "game_over"):
            raise invalid(["status"], "must be playing or game_over")
        direction = raw.get("direction")
        if type(direction) is not int or direction not in (1, -1):  # not 1.0, not true
            raise invalid(["direction"], "must be 1 or -1")
        state: State = {
            "players": players,
            "hands": {
                p: load_codes(hands[p], ["hands", p], KNOWN_CATS, "cat card") for p in players
            },
            "tower": tower,
            "fatty_supply": _count(raw.get("fatty_supply"), ["fatty_supply"]),
            "token_pool": sorted(
                load_codes(raw.get("token_pool"), ["token_pool"], KNOWN_TOKENS, "token"),
                key=TOKEN_RANK.__getitem__,
            ),
            "discarded": load_codes(raw.get("discarded"), ["discarded"], KNOWN_CATS, "cat card"),
            "current": raw.get("current"),
            "direction": direction,
            "pending": None,
            "status": status,
            "winner": raw.get("winner"),
            "rolls": _count(raw.get("rolls", 0), ["rolls"]),
            "flips": _count(raw.get("flips", 0), ["flips"]),
            "options": options,
        }
        _check_components(state, rush)
        self._check_consistency(state, rush)
        state["pending"] = _load_pending(raw.get("pending"), state, rush)
        seed = raw.get("seed")
        if seed is not None and not isinstance(seed, str):
            raise invalid(["seed"], "must be a string")
        state["seed"] = seed if seed is not None else derive_seed(state)
        return state

    def _check_consistency(self, state: State, rush: bool) -> None:
        players = state["players"]
        if rush:
            if state["current"] is not None:
                raise invalid(["current"], "must be null in Rush for the Fish: nobody has the turn")
            for p in players:
                if state["tower"][p]["fatty_cards"] or state["tower"][p]["tokens"]:
                    raise invalid(["tower", p], "holds cat cards only in Rush for the Fish (T8)")
        else:
            check_player(state["current"], players, ["current"])
        if state["status"] == "game_over":
            winner = check_player(state["winner"], players, ["winner"])
            if state["hands"][winner]:
                raise invalid(["winner"], "still holds cat cards (T7)")
            return
        if state["winner"] is not None:
            raise invalid(["winner"], "must be null while the game is playing")
        if not rush:
            for p in players:
                if not state["hands"][p]:
                    raise invalid(["hands", p], "is empty, so the game is over (T7)")

    def load_move(self, state: State, raw: Mapping[str, Any]) -> Move:
        if not is_mapping(raw):
            raise InvalidInput({"_schema": ["must be an object"]})
        move_type = raw.get("type")
        if move_type not in self.move_types:
            raise invalid(["type"], f"unknown move type {move_type!r}")
        player = check_player(raw.get("player"), state["players"], ["player"])
        move: Move = {"type": move_type, "player": player}
        if move_type == "roll":
            face = raw.get("face")
            if face is not None:
                if face not in FACES:
                    raise invalid(["face"], f"unknown die face {face!r}")
                move["face"] = face
        elif move_type == "stack":
            card = raw.get("card")
            if card is not None:
                move["card"] = _cat_code(card, ["card"])
            fell = _load_fell(raw.get("fell"))
            if fell is not None:
                _check_fall(_tower_of(state, player), fell)  # T4: 422, it cannot happen
                move["fell"] = fell
            token = raw.get("token")
            if token is not None:
                if not isinstance(token, str) or token not in TOKEN_COUNTS:
                    raise invalid(["token"], f"unknown token {token!r}")
                move["token"] = token
        elif move_type == "give":
            move["to"] = check_player(raw.get("to"), state["players"], ["to"])
            move["card"] = _cat_code(raw.get("card"), ["card"])
        return move

    # -- rules ----------------------------------------------------------------------------------

    def apply(self, state: State, move: Move) -> Step[State]:
        if state["status"] != "playing":
            raise illegal(WRONG_PHASE, "The game is over.")
        if state["options"]["variant"] == "rush":
            return self._apply_rush(state, move)
        pending = state["pending"]
        player = move["player"]
        if player != pending["player"]:
            raise illegal(NOT_YOUR_TURN, f"{pending['player']} must {pending['action']} now.")
        if move["type"] != pending["action"]:
            raise illegal(WRONG_PHASE, f"{player} must {pending['action']}, not {move['type']}.")
        if move["type"] == "roll":
            return self._roll(state, move)
        if move["type"] == "stack":
            return self._stack(state, move)
        return self._give(state, move)

    def _roll(self, state: State, move: Move) -> Step[State]:
        """T3: the die from the seed (or reported); T6: what each face asks for."""
        player = move["player"]
        physical = state["options"]["physical_dice"]
        face = move.get("face")
        if physical and face is None:
            raise illegal(FACE_REQUIRED, "physical_dice is on: report the face rolled.")
        if not physical and face is not None:
            raise illegal(FACE_NOT_ALLOWED, "The referee rolls the die: omit `face`.")
        n = state["rolls"] + 1
        if face is None:
            face = DIE_SIDES[rng.choice_index(len(DIE_SIDES), state["seed"], f"roll:{n}")]
        new = dict(state)
        new["rolls"] = n
        events: list[Event] = [{"type": "rolled", "player": player, "face": face}]
        if face == "cat_paws":
            new["pending"] = {"action": "give", "player": player}
        elif face == "fatty_catty":
            if not state["fatty_supply"]:  # T6: an empty supply skips the action
                events.append(_skipped(player, "fatty_supply_empty"))
                return _end_turn(new, player, events)
            new["pending"] = _stack_pending(player, "fatty")
        else:
            count = 2 if face == "two_cats" else 1
            new["pending"] = _stack_pending(player, "cat", count, face == "dried_fish")
        return Step(new, events)

    def _stack(self, state: State, move: Move) -> Step[State]:
        pending = state["pending"]
        player = move["player"]
        kind = pending["kind"]
        card = move.get("card")
        if kind == "fatty":
            if card is not None:
                raise illegal(WRONG_PIECE, "A Fatty Catty card must be stacked now: omit `card`.")
        else:
            if card is None:
                raise illegal(WRONG_PIECE, "A cat card must be stacked now: name it in `card`.")
            if card not in state["hands"][player]:
                raise illegal(CARD_NOT_IN_HAND, f"{player} does not hold {card}.")
            given = pending.get("card")
            if given is not None and card != given:
                raise illegal(MUST_STACK_GIVEN_CARD, f"{player} must stack the given {given}.")
        fell = move.get("fell")  # None when nothing fell
        token = move.get("token")
        # After a fall the next player begins their turn (rulebook, Falling Cards): a Fatty
        # Catty card flips a token only when nothing fell (T5: never one that fell).
        flipping = kind == "fatty" and fell is None
        if token is not None and not state["options"]["physical_dice"]:
            raise illegal(TOKEN_NOT_ALLOWED, "The referee flips the tokens: omit `token`.")
        if token is not None and not flipping:
            raise illegal(TOKEN_NOT_ALLOWED, "No token is flipped by this stack: omit `token`.")
        new = dict(state)
        events: list[Event] = []
        hand, new["tower"] = _place(
            new,
            state["tower"],
            state["hands"][player],
            player,
            kind,
            card,
            fell,
            pending["upside_down"],
            events,
        )
        new["hands"] = {**state["hands"], player: hand}
        if not hand:  # T7
            return _win(new, player, "empty_hand", events)
        # T6: two cats, one after another; after a fall (penalty taken) the turn is over,
        # whatever was left of it, and `flipping` is already false.
        if pending["remaining"] > 1 and fell is None:
            new["pending"] = {**pending, "remaining": pending["remaining"] - 1}
            return Step(new, events)
        if flipping:
            return self._flip(new, player, token, events)
        return _end_turn(new, new["current"], events)

    def _flip(
        self, new: State, flipper: str, token: str | None, events: list[Event]
    ) -> Step[State]:
        """T6: flip a token onto the Fatty Catty card just stacked, then act on it."""
        pool = new["token_pool"]
        if not pool:
            if token is not None:
                raise illegal(TOKEN_NOT_IN_POOL, "The token pool is empty: omit `token`.")
            events.append(_skipped(flipper, "token_pool_empty"))
            return _end_turn(new, flipper, events)
        n = new["flips"] + 1
        if new["options"]["physical_dice"]:
            if token is None:
                raise illegal(TOKEN_REQUIRED, "physical_dice is on: report the token flipped.")
            if token not in pool:
                raise illegal(TOKEN_NOT_IN_POOL, f"No {token} token is left in the pool.")
        else:
            token = pool[rng.choice_index(len(pool), new["seed"], f"flip:{n}")]
        new["flips"] = n
        pool = list(pool)
        pool.remove(token)
        new["token_pool"] = pool
        tower = new["tower"]
        new["tower"] = {**tower, "tokens": [*tower["tokens"], token]}
        events.append({"type": "token_flipped", "player": flipper, "token": token})
        return _token_action(new, flipper, token, events)

    def _give(self, state: State, move: Move) -> Step[State]:
        """T6 Cat Paws: the card goes into the recipient's hand; `pending.card` is stacked next."""
        pending = state["pending"]
        player, to, card = move["player"], move["to"], move["card"]
        hand = state["hands"][player]
        if card not in hand:  # G3 before the game's own rules, as in every game here
            raise illegal(CARD_NOT_IN_HAND, f"{player} does not hold {card}.")
        if to == player:
            raise illegal(WRONG_RECIPIENT, "Cat Paws gives the card to another player.")
        fixed = pending.get("to")
        if fixed is not None and to != fixed:
            raise illegal(WRONG_RECIPIENT, f"The Cat Paws token gives to the next player, {fixed}.")
        rest = list(hand)
        rest.remove(card)
        new = dict(state)
        new["hands"] = {**state["hands"], player: rest, to: [*state["hands"][to], card]}
        events: list[Event] = [{"type": "card_given", "player": player, "to": to, "card": card}]
        if not rest:  # T7: a giver who gives away their last card wins
            return _win(new, player, "empty_hand", events)
        new["pending"] = {**_stack_pending(to, "cat"), "card": card}
        return Step(new, events)

    def _apply_rush(self, state: State, move: Move) -> Step[State]:
        """T8: anyone stacks onto their own tower at any time; `finish` claims the win."""
        player = move["player"]
        hand = state["hands"][player]
        if move["type"] == "finish":
            if hand:
                raise illegal(TOWER_NOT_COMPLETE, f"{player} still has cat cards to stack.")
            return _win(dict(state), player, "rush_finish", [])
        if move["type"] != "stack":
            raise illegal(WRONG_PHASE, "Rush for the Fish has only stack and finish moves.")
        card = move.get("card")
        if card is None:
            raise illegal(RUSH_CATS_ONLY, "Rush for the Fish stacks cat cards only: name `card`.")
        if move.get("token") is not None:
            raise illegal(TOKEN_NOT_ALLOWED, "No token is flipped in Rush for the Fish.")
        if card not in hand:
            raise illegal(CARD_NOT_IN_HAND, f"{player} does not hold {card}.")
        new = dict(state)
        events: list[Event] = []
        hand, tower = _place(
            new, state["tower"][player], hand, player, "cat", card, move.get("fell"), False, events
        )
        new["hands"] = {**state["hands"], player: hand}
        new["tower"] = {**state["tower"], player: tower}
        return Step(new, events)

    # -- legal moves ----------------------------------------------------------------------------

    def legal_moves(self, state: State) -> tuple[str | None, Iterator[Move]]:
        if state["status"] != "playing":
            return None, iter(())
        if state["options"]["variant"] == "rush":
            return None, _rush_moves(state)
        pending = state["pending"]
        return pending["player"], _pending_moves(state, pending)

    # -- scoring and views ----------------------------------------------------------------------

    def score(self, body: Mapping[str, Any]) -> Result:
        """POST /score: T7, every player whose hand is empty."""
        players = check_players(body.get("players"), self)
        self.load_options(body.get("options"))  # no option changes the cards, but G4 holds
        hands = check_player_map(body, "hands", players)
        seen: Counter[str] = Counter()
        for p in players:
            seen.update(load_codes(hands[p], ["hands", p], KNOWN_CATS, "cat card"))
        for code, count in seen.items():
            if count > CAT_COPIES:
                raise invalid(["hands"], f"{count} copies of {code!r}; the game has {CAT_COPIES}")
        return {"winners": [p for p in players if not hands[p]]}

    def view(self, state: State, seat: str | None) -> State:
        """Other hands and the face-down token pool become lengths; towers, the discard and
        the Fatty Catty supply are public."""
        out = {k: v for k, v in state.items() if k != "seed"}
        out["hands"] = {p: (list(h) if p == seat else len(h)) for p, h in state["hands"].items()}
        out["token_pool"] = len(state["token_pool"])
        return out


# -- turn flow ------------------------------------------------------------------------------


def _stack_pending(
    player: str, kind: str, remaining: int = 1, upside_down: bool = False
) -> dict[str, Any]:
    return {
        "action": "stack",
        "player": player,
        "kind": kind,
        "remaining": remaining,
        "upside_down": upside_down,
    }


def _skipped(player: str, reason: str) -> Event:
    return {"type": "action_skipped", "player": player, "reason": reason}


def _end_turn(new: State, ender: str, events: list[Event], steps: int = 1) -> Step[State]:
    """The turn of `ender` is over: the player `steps` seats on, in the current direction, rolls."""
    players = new["players"]
    seat = players[(players.index(ender) + steps * new["direction"]) % len(players)]
    new["current"] = seat
    new["pending"] = {"action": "roll", "player": seat}
    events.append({"type": "turn_started", "player": seat})
    return Step(new, events)


def _win(new: State, player: str, end: str, events: list[Event]) -> Step[State]:
    """T7 / T8: the game ends at once."""
    new["status"] = "game_over"
    new["winner"] = player
    new["pending"] = None
    if new["current"] is not None:  # the winner, as Super Meow's; Rush has no turns
        new["current"] = player  # a Cat Paws token's giver wins while `current` is `to`
    events.append({"type": "game_ended", "end": end, "winner": player})
    return Step(new, events, {"end": end, "winner": player})


def _token_action(new: State, flipper: str, token: str, events: list[Event]) -> Step[State]:
    """T6: a token acts relative to its flipper. Tokens that hand the action to the next
    player make that player `current`: the action replaces their turn, which ends after it."""
    players = new["players"]
    direction = new["direction"]
    nxt = players[(players.index(flipper) + direction) % len(players)]
    if token == "turn_around":
        new["direction"] = -direction
        events.append({"type": "direction_reversed", "player": flipper, "direction": -direction})
        return _end_turn(new, flipper, events)
    if token == "skip":
        events.append({"type": "player_skipped", "player": nxt})
        return _end_turn(new, flipper, events, steps=2)
    if token == "all_cats_are_equal":
        _redistribute(new, flipper, events)
        return _end_turn(new, flipper, events)
    if token == "fatty_catty":
        if not new["fatty_supply"]:  # T6: skipped, and the next player plays as usual
            events.append(_skipped(nxt, "fatty_supply_empty"))
            return _end_turn(new, flipper, events)
        new["current"] = nxt
        new["pending"] = _stack_pending(nxt, "fatty")
        return Step(new, events)
    new["current"] = nxt
    if token == "cat_belly":
        new["pending"] = _stack_pending(nxt, "cat")
    else:  # cat_paws: the flipper gives, the next player stacks
        new["pending"] = {"action": "give", "player": flipper, "to": nxt}
    return Step(new, events)


def _redistribute(new: State, flipper: str, events: list[Event]) -> None:
    """T6 All Cats are Equal: pool every hand, shuffle, deal one at a time in playing order
    from the flipper, so leftovers go to the flipper first."""
    players = new["players"]
    start, n, direction = players.index(flipper), len(players), new["direction"]
    order = [players[(start + k * direction) % n] for k in range(n)]
    pooled = [code for p in players for code in new["hands"][p]]
    cards = rng.shuffled(pooled, new["seed"], f"equal:{new['flips']}")
    hands: dict[str, list[str]] = {p: [] for p in players}
    for i, code in enumerate(cards):
        hands[order[i % n]].append(code)
    new["hands"] = hands
    events.append(
        {
            "type": "cards_redistributed",
            "player": flipper,
            "counts": {p: len(hands[p]) for p in players},
        }
    )


def _place(
    new: State,
    tower: Mapping[str, Any],
    hand: Sequence[str],
    player: str,
    kind: str,
    card: str | None,
    fell: Mapping[str, Any] | None,
    upside_down: bool,
    events: list[Event],
) -> tuple[list[str], dict[str, Any]]:
    """Stack one piece, then apply the reported fall (T4) and its penalty (T5).

    Writes the supply, pool and discard into `new`; returns the stacker's new hand and the
    new tower. The fall counts the pieces of the tower *before* the stack (the stacked piece
    is `fell.stacked`), top-most first.
    """
    if fell is not None:
        _check_fall(tower, fell)  # load_move checked it already; keep apply safe on its own
    hand = list(hand)
    cats = list(tower["cat_cards"])
    fatty = tower["fatty_cards"]
    tokens = tower["tokens"]
    supply = new["fatty_supply"]
    stacked: Event = {"type": "stacked", "player": player, "kind": kind}
    if kind == "cat":
        hand.remove(card)  # type: ignore[arg-type]
        stacked["card"] = card
    else:
        supply -= 1
    stacked["upside_down"] = upside_down
    events.append(stacked)
    stays = fell is None or not fell["stacked"]
    if fell is not None:
        fallen: list[str] = [card] if not stays and kind == "cat" and card is not None else []
        if not stays and kind == "fatty":
            supply += 1  # T5: fallen Fatty Catty cards go back to the supply
        k, f, t = fell["cat_cards"], fell["fatty_cards"], fell["tokens"]
        if k:
            fallen.extend(reversed(cats[-k:]))
            del cats[-k:]
        fatty -= f
        supply += f
        if t:  # T5: fallen tokens go back to the pool face down
            pool = [*new["token_pool"], *tokens[-t:]]
            new["token_pool"] = sorted(pool, key=TOKEN_RANK.__getitem__)
            tokens = tokens[:-t]
        take = min(len(fallen), 3 if t else 2)  # T5: 2 cards, 1 more if a token fell
        taken, thrown = fallen[:take], fallen[take:]
        hand.extend(taken)
        if thrown:
            new["discarded"] = [*new["discarded"], *thrown]
        events.append(
            {"type": "fell", "player": player, **fell, "taken": taken, "discarded": thrown}
        )
    if stays:
        if kind == "cat":
            cats.append(card)
        else:
            fatty += 1
    new["fatty_supply"] = supply
    return hand, {"cat_cards": cats, "fatty_cards": fatty, "tokens": tokens}


def _pending_moves(state: State, pending: Mapping[str, Any]) -> Iterator[Move]:
    """Every distinct legal move for `pending`, in a stable order. Physical reports of what
    fell are not enumerated; reported faces and tokens are (physical_dice requires them)."""
    player = pending["player"]
    physical = state["options"]["physical_dice"]
    action = pending["action"]
    if action == "roll":
        if physical:
            for face in FACES:
                yield {"type": "roll", "player": player, "face": face}
        else:
            yield {"type": "roll", "player": player}
    elif action == "stack":
        if pending["kind"] == "fatty":
            pool = state["token_pool"]
            if physical and pool:
                for token in dict.fromkeys(pool):
                    yield {"type": "stack", "player": player, "token": token}
            else:
                yield {"type": "stack", "player": player}
        elif pending.get("card") is not None:
            yield {"type": "stack", "player": player, "card": pending["card"]}
        else:
            for code in sorted(set(state["hands"][player])):
                yield {"type": "stack", "player": player, "card": code}
    else:
        fixed = pending.get("to")
        recipients = [fixed] if fixed is not None else [p for p in state["players"] if p != player]
        codes = sorted(set(state["hands"][player]))
        for to in recipients:
            for code in codes:
                yield {"type": "give", "player": player, "to": to, "card": code}


def _rush_moves(state: State) -> Iterator[Move]:
    for p in state["players"]:
        hand = state["hands"][p]
        if not hand:
            yield {"type": "finish", "player": p}
        for code in sorted(set(hand)):
            yield {"type": "stack", "player": p, "card": code}


# -- loading helpers --------------------------------------------------------------------------


def _empty_tower() -> dict[str, Any]:
    return {"cat_cards": [], "fatty_cards": 0, "tokens": []}


def _count(value: Any, path: Sequence[str | int]) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise invalid(path, "must be a non-negative integer")
    return value


def _cat_code(value: Any, path: Sequence[str | int]) -> str:
    if not isinstance(value, str) or value not in CAT_COUNTS:
        raise invalid(path, f"unknown cat card {value!r}")
    return value


def _load_tower(raw: Any, path: list[str]) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise invalid(path, "must be an object with cat_cards, fatty_cards and tokens")
    for key in raw:
        if key not in TOWER_FIELDS:
            raise invalid([*path, key], "unknown field")
    return {
        "cat_cards": load_codes(raw.get("cat_cards"), [*path, "cat_cards"], KNOWN_CATS, "cat card"),
        "fatty_cards": _count(raw.get("fatty_cards"), [*path, "fatty_cards"]),
        "tokens": load_codes(raw.get("tokens"), [*path, "tokens"], KNOWN_TOKENS, "token"),
    }


def _towers(state: State) -> list[Mapping[str, Any]]:
    tower = state["tower"]
    return list(tower.values()) if state["options"]["variant"] == "rush" else [tower]


def _tower_of(state: State, player: str) -> Mapping[str, Any]:
    towers = state["tower"]
    tower: Mapping[str, Any] = towers[player] if state["options"]["variant"] == "rush" else towers
    return tower


def _check_components(state: State, rush: bool) -> None:
    """More copies than the components hold, counting every place, is impossible (a 422)."""
    # Every cat card and token (their codes never overlap) in one list, counted once: a
    # Counter.update per pile cost more than the counting.
    pieces = [*state["discarded"], *state["token_pool"]]
    for hand in state["hands"].values():
        pieces += hand
    fatty = state["fatty_supply"]
    for tower in _towers(state):
        pieces += tower["cat_cards"]
        pieces += tower["tokens"]
        fatty += tower["fatty_cards"]
    counts = Counter(pieces)
    # Every piece is a known code (load_state checked them first), so going through the
    # known codes in sorted order finds every excess, in code order.
    errors = [
        f"{counts[code]} copies of {code!r} counting every place; the game has {CAT_COPIES}"
        for code in SORTED_CATS
        if counts.get(code, 0) > CAT_COPIES
    ]
    errors += [
        f"{counts[code]} {code!r} tokens counting every place; the game has {TOKEN_COUNTS[code]}"
        for code in SORTED_TOKENS
        if counts.get(code, 0) > TOKEN_COUNTS[code]
    ]
    if fatty > FATTY_CARDS:
        errors.append(f"{fatty} Fatty Catty cards in the supply and tower; the game has 12")
    if errors:
        raise InvalidInput({"_schema": errors})


def _load_pending(raw: Any, state: State, rush: bool) -> dict[str, Any] | None:
    """`pending` must agree with the status, `current`, the hands and the supply."""
    if state["status"] == "game_over":
        if raw is not None:
            raise invalid(["pending"], "must be null once the game is over")
        return None
    if not isinstance(raw, dict):
        raise invalid(["pending"], "must say who acts next while the game is playing")
    action = raw.get("action")
    if action not in PENDING_FIELDS:
        raise invalid(["pending", "action"], "must be roll, stack or give")
    for key in raw:
        if key not in PENDING_FIELDS[action]:
            raise invalid(["pending", key], f"unknown field for a pending {action}")
    if rush:
        loaded = {**RUSH_PENDING, **{k: v for k, v in raw.items() if v is not None}}
        if raw.get("player") is not None or loaded != RUSH_PENDING:
            raise invalid(["pending"], f"must be {RUSH_PENDING} in Rush for the Fish (T8)")
        return dict(RUSH_PENDING)
    players = state["players"]
    player = check_player(raw.get("player"), players, ["pending", "player"])
    current = state["current"]
    if action == "roll":
        if player != current:
            raise invalid(["pending", "player"], "the player to roll must be `current`")
        return {"action": "roll", "player": player}
    if action == "give":
        return _load_pending_give(raw, state, player)
    return _load_pending_stack(raw, state, player)


def _load_pending_give(raw: Mapping[str, Any], state: State, player: str) -> dict[str, Any]:
    players, current = state["players"], state["current"]
    to = raw.get("to")
    if to is None:  # the Cat Paws die: the roller gives
        if player != current:
            raise invalid(["pending", "player"], "the Cat Paws roller must be `current`")
        return {"action": "give", "player": player}
    check_player(to, players, ["pending", "to"])
    after = players[(players.index(player) + state["direction"]) % len(players)]
    if to != after or to != current:
        raise invalid(["pending", "to"], "the Cat Paws token gives to the next player, `current`")
    return {"action": "give", "player": player, "to": to}


def _load_pending_stack(raw: Mapping[str, Any], state: State, player: str) -> dict[str, Any]:
    kind = raw.get("kind")
    if kind not in ("cat", "fatty"):
        raise invalid(["pending", "kind"], "must be cat or fatty")
    remaining = raw.get("remaining", 1)
    if type(remaining) is not int or remaining not in (1, 2):  # not 2.0, not true
        raise invalid(["pending", "remaining"], "must be 1 or 2")
    upside_down = raw.get("upside_down", False)
    if not isinstance(upside_down, bool):
        raise invalid(["pending", "upside_down"], "must be a boolean")
    card = raw.get("card")
    pending = _stack_pending(player, kind, remaining, upside_down)
    if card is not None:
        _cat_code(card, ["pending", "card"])
        if kind != "cat" or remaining != 1 or upside_down:
            raise invalid(["pending", "card"], "only a single upright cat stack has a given card")
        if card not in state["hands"][player]:
            raise invalid(["pending", "card"], "the given card must be in the stacker's hand")
        pending["card"] = card
        return pending  # the Cat Paws die's target need not be `current`
    if player != state["current"]:
        raise invalid(["pending", "player"], "the stacker must be `current`")
    if kind == "fatty":
        if remaining != 1 or upside_down:
            raise invalid(["pending", "kind"], "a Fatty Catty stack is a single upright card")
        if not state["fatty_supply"]:
            raise invalid(["pending", "kind"], "the Fatty Catty supply is empty")
    elif remaining == 2 and upside_down:
        raise invalid(["pending", "upside_down"], "only Dried Fish is upside down, one card")
    return pending


def _load_fell(raw: Any) -> dict[str, Any] | None:
    """The fall report in its canonical form, or None when nothing fell."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise invalid(["fell"], "must be an object")
    for key in raw:
        if key != "stacked" and key not in FELL_COUNTS:
            raise invalid(["fell", key], "unknown field")
    stacked = raw.get("stacked", False)
    if not isinstance(stacked, bool):
        raise invalid(["fell", "stacked"], "must be a boolean")
    fell: dict[str, Any] = {"stacked": stacked}
    for key in FELL_COUNTS:
        fell[key] = _count(raw.get(key, 0), ["fell", key])
    if not stacked and not any(fell[key] for key in FELL_COUNTS):
        return None
    return fell


def _check_fall(
    tower: Mapping[str, Any], fell: Mapping[str, Any], path: Sequence[str] = ("fell",)
) -> None:
    """T4: no more pieces of a kind can fall than the tower holds (besides the stacked one)."""
    held = {
        "cat_cards": len(tower["cat_cards"]),
        "fatty_cards": tower["fatty_cards"],
        "tokens": len(tower["tokens"]),
    }
    for key in FELL_COUNTS:
        if fell[key] > held[key]:
            raise invalid([*path, key], f"only {held[key]} in the tower (T4)")
