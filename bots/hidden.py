"""What a seat cannot see, worked out from its view alone, and a full state built from it.

Every game's `determinise` (bots/<game>.py) is the same three steps on different cards:
which places of the view are shown as lengths (`hidden_places`), which cards the seat
cannot account for (`unseen`: the game's full multiset minus every card the view shows),
and a state with those cards dealt into those places (`Deal.state`). The first deal of a
decision is checked by the game's own `load_state` and its view compared with the view
given (`check_view`), so a view that is not a view is refused by name; later deals of the
same knowledge only move the unseen cards between the same places (`Deal.again`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engines.base import InvalidInput, Place, Rules, invalid, is_integer

from .base import Knowledge

S = TypeVar("S")

# A view's version stamp (added by the service beside the masked state): not the game's.
RULES_VERSION = "rules_version"


def at(tree: Mapping[str, Any], place: Place) -> Any:
    node: Any = tree
    for key in place:
        node = node[key]
    return node


def hidden_places(view: Mapping[str, Any], candidates: Iterable[Place]) -> list[Place]:
    """The `candidates` (places a game may hide: other hands, piles nobody sees) that this
    view shows as a length, in the order given; a candidate the view lacks is an error."""
    out: list[Place] = []
    for place in candidates:
        try:
            value = at(view, place)
        except (KeyError, TypeError, IndexError):
            raise view_error(place, "missing") from None
        if is_integer(value):
            if value < 0:
                raise view_error(place, "a hidden place's length must be 0 or more")
            out.append(place)
        elif not isinstance(value, list | tuple):
            raise view_error(place, "must be a list of codes, or the length of a hidden one")
    return out


def unseen(full: Iterable[str], shown: Iterable[tuple[Place, Sequence[str]]]) -> list[str]:
    """The cards of `full` (the game's whole multiset) that no shown place holds, sorted
    (so that a deal depends on the seed alone). A place showing a card the game has fewer
    copies of is named."""
    left = Counter(full)
    for place, codes in shown:
        if not isinstance(codes, list | tuple):
            raise view_error(place, "must be a list of codes")
        for i, code in enumerate(codes):
            if not isinstance(code, str) or left[code] <= 0:
                raise view_error((*place, i), f"{code!r} is not a card left to be seen here")
            left[code] -= 1
    return sorted(left.elements())


def view_error(place: Sequence[str | int], message: str) -> InvalidInput:
    """An InvalidInput naming a field of the view: `{"view": {"hands": {"bob": [...]}}}`."""
    return invalid(["view", *place], message)


def first_difference(got: Any, want: Any, path: tuple[str, ...] = ()) -> tuple[str, ...] | None:
    """The path of the first place two wire trees differ at, or None if they are equal."""
    if isinstance(got, Mapping) and isinstance(want, Mapping):
        for key in [*want, *(k for k in got if k not in want)]:
            if key not in got or key not in want:
                return (*path, str(key))
            found = first_difference(got[key], want[key], (*path, str(key)))
            if found is not None:
                return found
        return None
    return None if got == want else path


def check_view(rules: Rules[S, Any], state: S, seat: str, view: Mapping[str, Any]) -> None:
    """Refuse a view that the state built from it does not give back: a hidden place sent
    as its cards (a state, not a view), or fields that contradict each other."""
    made = rules.view(state, seat)
    path = first_difference(made, view)
    if path is None:
        return
    want = at(made, path) if path and _has(made, path) else None
    if is_integer(want) and not is_integer(at(view, path) if _has(view, path) else None):
        raise view_error(path, f"{seat} cannot see this place: send its length ({want}), not it")
    raise view_error(path or ("_schema",), "is not what this seat's view of the game shows")


def _has(tree: Mapping[str, Any], place: Sequence[str]) -> bool:
    try:
        at(tree, tuple(place))
    except (KeyError, TypeError, IndexError):
        return False
    return True


def fill(view: Mapping[str, Any], places: Mapping[Place, Sequence[str]]) -> dict[str, Any]:
    """A wire state: `view` with each place replaced by its cards (containers copied)."""
    out = dict(view)
    for place, codes in places.items():
        holder = out
        for key in place[:-1]:
            child = dict(holder[key])
            holder[key] = child
            holder = child
        holder[place[-1]] = list(codes)
    return out


def bot_seed(rng: random.Random) -> str:
    """A determinisation's own seed: what is dealt later (the next round) is unknown too."""
    return f"bot:{rng.getrandbits(64):016x}"


Dealt = dict[Place, list[str]]
# Mends a deal `accept` refused into one it takes, keeping each place's size (None: the
# game has no such deals).
Repair = Callable[[Dealt, random.Random], Dealt]


@dataclass(frozen=True, slots=True)
class Deal(Generic[S]):
    """The unseen cards of one knowledge and the places they go, with a checked state
    (`template`) to build each further deal from by `rebuild(template, places, seed)`."""

    cards: tuple[str, ...]
    places: tuple[Place, ...]
    sizes: tuple[int, ...]
    template: S
    rebuild: Callable[[S, dict[Place, list[str]], str], S]
    accept: Callable[[dict[Place, list[str]]], bool]
    repair: Repair | None = None

    def again(self, rng: random.Random) -> S:
        dealt = deal(self.cards, self.places, self.sizes, rng, self.accept, self.repair)
        return self.rebuild(self.template, dealt, bot_seed(rng))


def deal(
    cards: Sequence[str],
    places: Sequence[Place],
    sizes: Sequence[int],
    rng: random.Random,
    accept: Callable[[dict[Place, list[str]]], bool] = lambda _: True,
    repair: Repair | None = None,
    tries: int = 50,
) -> dict[Place, list[str]]:
    """`cards` shuffled and dealt into `places` (each its size): uniform over the deals
    `accept` takes, by rejection. A game's `accept` rules out deals its state check would
    refuse; where most deals are such (a view can make them nearly all), the last one
    refused is mended by the game's `repair`, no longer uniform but one the true state
    could be."""
    pool = list(cards)
    dealt: dict[Place, list[str]] = {}
    for _ in range(tries):
        rng.shuffle(pool)
        dealt = {}
        start = 0
        for place, size in zip(places, sizes, strict=True):
            dealt[place] = pool[start : start + size]
            start += size
        if accept(dealt):
            return dealt
    return dealt if repair is None else repair(dealt, rng)


def sizes_of(
    view: Mapping[str, Any], places: Sequence[Place], cards: Sequence[str]
) -> tuple[int, ...]:
    """Each hidden place's length, which together must be the unseen cards' number."""
    sizes = tuple(int(at(view, place)) for place in places)
    if sum(sizes) != len(cards):
        where = places[0] if places else ("_schema",)
        raise view_error(
            where,
            f"the hidden places hold {sum(sizes)} cards, but {len(cards)} cards are unseen",
        )
    return sizes


class DealingPlayer(Generic[S]):
    """A card game's `determinise`: the unseen cards dealt at random into the hidden
    places, uniformly among the deals `accepts` takes. A game names its places and cards
    (`candidates`, `shown`, `full`) and how a deal rebuilds a checked state (`rebuild`).

    The deal of one knowledge is prepared once and kept for the next call with the same
    knowledge object (a search determinises it once an iteration); it is a pure function
    of the knowledge, so keeping it changes no answer."""

    def __init__(self) -> None:
        self._last: tuple[Knowledge, Deal[S]] | None = None

    def candidates(self, view: Mapping[str, Any], seat: str) -> list[Place]:
        raise NotImplementedError

    def shown(self, view: Mapping[str, Any], hidden: Sequence[Place]) -> list[tuple[Place, Any]]:
        raise NotImplementedError

    def full(self, rules: Rules[S, Any], view: Mapping[str, Any]) -> Sequence[str]:
        raise NotImplementedError

    def rebuild(self, state: S, places: dict[Place, list[str]], seed: str) -> S:
        raise NotImplementedError

    def accepts(
        self, rules: Rules[S, Any], view: Mapping[str, Any], seat: str
    ) -> Callable[[dict[Place, list[str]]], bool]:
        """Which deals the true state could be (all, unless the game says otherwise)."""
        return lambda _: True

    def repairs(self, rules: Rules[S, Any], view: Mapping[str, Any], seat: str) -> Repair | None:
        """How a deal `accepts` refuses is mended (None: every deal is accepted)."""
        return None

    def determinise(self, rules: Rules[S, Any], knowledge: Knowledge, rng: random.Random) -> S:
        last = self._last
        if last is not None and last[0] is knowledge:
            return last[1].again(rng)
        state, prepared = self._first(rules, knowledge, rng)
        self._last = (knowledge, prepared)
        return state

    def _first(
        self, rules: Rules[S, Any], knowledge: Knowledge, rng: random.Random
    ) -> tuple[S, Deal[S]]:
        view, seat = knowledge.view, knowledge.seat
        try:
            places = hidden_places(view, self.candidates(view, seat))
            cards = unseen(self.full(rules, view), self.shown(view, places))
        except InvalidInput as exc:
            if "view" in exc.errors:
                raise
            raise exc.nested("view") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise view_error(("_schema",), f"is not a view of {rules.id}: {exc!r}") from None
        sizes = sizes_of(view, places, cards)
        accept, repair = self.accepts(rules, view, seat), self.repairs(rules, view, seat)
        dealt = deal(cards, places, sizes, rng, accept, repair)
        wire = fill(view, dealt)
        wire["seed"] = bot_seed(rng)
        try:
            state = rules.load_state(wire)
        except InvalidInput as exc:
            raise exc.nested("view") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise view_error(("_schema",), f"is not a view of {rules.id}: {exc!r}") from None
        check_view(rules, state, seat, view)
        prepared = Deal(tuple(cards), tuple(places), sizes, state, self.rebuild, accept, repair)
        return state, prepared
