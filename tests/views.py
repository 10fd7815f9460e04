"""What each reader of a session may see: the checks every view, answer and stream
event is held to (tests/http/test_sessions_http.py, tests/streams/)."""

from __future__ import annotations

from typing import Any

from engines import REGISTRY as ENGINES
from engines.wire import Kind, Sight, declared


def hands_of(game: str, view: dict[str, Any]) -> dict[str, Any]:
    """Where each player's hand sits in a view (Super Meow keeps hands in its tableau)."""
    if "tableau" in view:
        return {p: area["hand"] for p, area in view["tableau"].items()}
    return dict(view["hands"])


# Copy Cat's ends after which every hand is public until the next deal (C7, C9).
REVEALING_ENDS = {"meow_success", "meow_failed", "deck_out"}


def hidden_piles(
    game: str, view: dict[str, Any], seat: str | None, showdown: bool = False
) -> dict[str, Any]:
    """Everything `seat` must not see, read from its view: each must be a count. A Super
    Meow hand is face down to everyone, its owner too, until its owner's turn reveals it
    (S3); `showdown`: the last move ended a Copy Cat game by a Meow or a deck-out, which
    shows every hand (C7, C9)."""
    state_type = getattr(ENGINES[game].rules, "state_type", None)
    # Super Meow's hands follow S3, not a sight; a Copy Cat showdown shows every hand.
    if state_type is not None and game != "supermeow" and not showdown:
        return declared_hidden(state_type, view, seat)
    piles: dict[str, Any] = {}
    hands = hands_of(game, view)
    current = view.get("current")
    for player, hand in hands.items():
        if game == "supermeow":
            hidden = player != current
        else:
            hidden = player != seat and not (game == "copycat" and showdown)
        if hidden:
            piles[f"hand:{player}"] = hand
    for key in ("draw_pile", "deck", "removed", "token_pool"):
        if key in view:
            piles[key] = view[key]
    if "tableau" in view:
        for player, area in view["tableau"].items():
            piles[f"backpack:{player}"] = area["backpack"]
    return piles


def declared_hidden(state_type: type, view: dict[str, Any], seat: str | None) -> dict[str, Any]:
    """What `seat` must not see of a declared game's view, as its fields' sights say: the
    other entries of a map only its owner sees (a hand: `hand:<player>`), every pile
    nobody sees."""
    piles: dict[str, Any] = {}
    for each in declared(state_type):
        if each.wire.sight is Sight.OWNER:
            name = "hand" if each.wire.kind is Kind.HANDS else each.name
            for player, value in view[each.name].items():
                if player != seat:
                    piles[f"{name}:{player}"] = value
        elif each.wire.sight is Sight.NOBODY:
            piles[each.name] = view[each.name]
    return piles


# Names that are not components even where they spell like one (a die face `fatty_catty`
# is no Fatty Catty token).
NOT_COMPONENTS = {"type", "face", "kind", "action"}


def codes_in(value: Any, catalogue: set[str]) -> set[str]:
    """Every card or token code mentioned anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} & catalogue
    if isinstance(value, dict):
        keys = set(value) & catalogue  # e.g. a supply keyed by card code
        return keys.union(
            *(codes_in(v, catalogue) for k, v in value.items() if k not in NOT_COMPONENTS)
        )
    if isinstance(value, list):
        return set().union(*(codes_in(v, catalogue) for v in value))
    return set()


def catalogue_codes(game: str, options: dict[str, Any]) -> set[str]:
    codes: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("code"), str):
                codes.add(value["code"])
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(ENGINES[game].catalogue(options))
    return codes


def answered_view(game: str, state: dict[str, Any], seat: str | None) -> dict[str, Any]:
    """`seat`'s view as a session answers it: the engine's view, stamped with the current
    rules version (every state the referee answers carries its own)."""
    engine = ENGINES[game]
    return {**engine.view(state, seat), "rules_version": engine.rules_version}
