"""The engines' caches are keyed by what clients send (their own decks, codes, hands), so
each holds a fixed number of entries, and the entries are held to a stated budget.

Each cache is filled to its size with the largest entries a request the checks accept
can make, every entry holding strings of its own (as each request's strings are new),
and the memory it then holds (tracemalloc, after a collection) must stay in the budget
its comment in the engine states. The caches found in the code must be the ones filled
here, so a new one cannot go unmeasured."""

from __future__ import annotations

import functools
import gc
import importlib
import pkgutil
import random
import tracemalloc
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import engines
import schemas
import service
from engines import REGISTRY, base, copycat, meow10
from schemas import fields

KB = 1000
MB = 1000 * KB
# Server-side caches keyed by the server's own values, never by what a client sends.
SERVER_KEYED = {
    "service.games_api._describe",  # a registered game id (checked before the call)
    "service.docs_page",  # no arguments: the page and its assets
    "service.play",  # no arguments: the table page's folder and files
    "service.openapi",  # no arguments: the spec
    "service.spec_examples",  # no arguments: the examples file
    "engines.wire",  # a game's declared classes
    "schemas.derive",  # a game's declared classes, as its schemas are built
}


def size_of(cache: Any) -> int:
    """How many entries an lru_cache holds at most (each here has a bound)."""
    maxsize: int | None = cache.cache_info().maxsize
    assert maxsize is not None
    return maxsize


def fresh(text: str) -> str:
    """An equal string that is a new object, as the same code in another request is."""
    return (text + "\x00")[:-1]


def widest_codes(count: int, seed: int = 0) -> list[str]:
    """Distinct Copy Cat codes as large as a deck may hold: 64 characters showing 24
    numbers (7 of one digit, 17 of two: 2 x 7 + 3 x 17 - 1 = 64), the most 64 hold."""
    rng = random.Random(seed)
    codes: set[str] = set()
    while len(codes) < count:
        numbers = [*sorted(rng.sample(range(1, 10), 7)), *sorted(rng.sample(range(10, 100), 17))]
        codes.add("/".join(map(str, numbers)))
    found = sorted(codes)
    assert all(len(code) == 64 and len(copycat.parse_card(code) or ()) == 24 for code in found)
    return found


# Allocations that are never a cache's: the metrics' flushing thread, which an earlier
# test's requests may have started, hands their counts to prometheus_client once a second
# and makes a labelled child for each new label set, whenever it wakes.
NOT_CACHED = [tracemalloc.Filter(False, "*/prometheus_client/*")]


def retained(fill: Callable[[], None]) -> int:
    """Bytes still allocated after `fill` returns and its own objects are collected, but
    for what other threads allocate meanwhile (NOT_CACHED)."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot().filter_traces(NOT_CACHED)
        fill()
        gc.collect()
        after = tracemalloc.take_snapshot().filter_traces(NOT_CACHED)
        return sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    finally:
        tracemalloc.stop()


def clear_all() -> None:
    for cache in LRU_CACHES.values():
        cache.cache_clear()
    base._RESOLVED_OPTIONS.clear()
    fields._ACCEPTED_OBJECTS.clear()


def fill_chosen_cards() -> int:
    texts = widest_codes(copycat.MAX_DECK_CODES, seed=2)
    rng = random.Random(2)

    def fill() -> None:
        for _ in range(size_of(copycat._chosen_cards)):
            deck = [fresh(code) for code in texts]
            rng.shuffle(deck)  # another order is another deck
            copycat.build_cards(tuple(deck), 2)

    return retained(fill)


def widest_types(index: int) -> list[dict[str, str]]:
    """Ten Meow 10 types as large as the checks allow: ids of 32 characters, colours of
    32 characters outside Latin-1 (4 bytes each in Python)."""
    return [
        {"id": f"t{index:06d}{kind:02d}".ljust(32, "x"), "color": chr(0x1F600 + kind) * 32}
        for kind in range(10)
    ]


def type_pairs(types: list[dict[str, str]]) -> tuple[tuple[str, str], ...]:
    return tuple((kind["id"], kind["color"]) for kind in types)


def fill_chosen_deck() -> int:
    def fill() -> None:
        for index in range(size_of(meow10._chosen_deck)):
            meow10.build_deck(type_pairs(widest_types(index)))

    return retained(fill)


def fill_resolved_options() -> int:
    """Each entry with its typed options too, whose cards only the entry then holds (the
    cache of chosen cards is emptied), as after that cache has moved on to other decks."""
    rules = REGISTRY["copycat"].rules
    texts = widest_codes(copycat.MAX_DECK_CODES, seed=4)
    rng = random.Random(4)

    def fill() -> None:
        for _ in range(base._RESOLVED_OPTIONS_MAX):
            deck = [fresh(code) for code in texts]
            rng.shuffle(deck)
            typed = rules.load_options_as({"deck": deck, "decks": 2}, copycat.Options.from_wire)
            assert typed.cards.known == set(deck)
        copycat._chosen_cards.cache_clear()
        assert len(base._RESOLVED_OPTIONS) == base._RESOLVED_OPTIONS_MAX
        assert all(entry.typed is not None for entry in base._RESOLVED_OPTIONS.values())

    return retained(fill)


def fill_accepted_objects() -> int:
    """Objects as large as a body may send: the set holds their digests alone."""
    accepted = fields.JsonObject().quick().names["ACCEPTED"]

    def fill() -> None:
        for index in range(fields._ACCEPTED_OBJECTS_MAX):
            value = {"deck": [fresh(f"{index:04d}{'x' * 60}") for _ in range(2000)]}
            assert accepted(value) == value
        assert len(fields._ACCEPTED_OBJECTS) == fields._ACCEPTED_OBJECTS_MAX

    return retained(fill)


# cache -> (how it is filled, the budget its comment states)
BUDGETS: dict[str, tuple[Callable[[], int], int]] = {
    "engines.copycat._chosen_cards": (fill_chosen_cards, 1300 * KB),
    "engines.meow10._chosen_deck": (fill_chosen_deck, 880 * KB),
    "engines.base._RESOLVED_OPTIONS": (fill_resolved_options, 1700 * KB),
    "schemas.fields._ACCEPTED_OBJECTS": (fill_accepted_objects, 8 * KB),
}
# What bench/README.md promises for all of them together (4 MB), a worker's whole caches
# of what clients send, with the default decks kept beside them.
TOTAL_BUDGET = 4000 * KB


def _modules() -> Iterator[Any]:
    for package in (engines, schemas, service):
        yield package
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            yield importlib.import_module(info.name)


def _lru_caches() -> dict[str, Any]:
    found = {}
    for module in _modules():
        for name, value in vars(module).items():
            if isinstance(value, functools._lru_cache_wrapper) and value.__module__ == (
                module.__name__
            ):
                found[f"{module.__name__}.{name}"] = value
    return found


LRU_CACHES = {name: cache for name, cache in _lru_caches().items() if name.startswith("engines.")}


def test_every_cache_in_the_code_is_measured_here():
    caches = set(_lru_caches())
    client_keyed = {name for name in caches if not name.startswith(tuple(SERVER_KEYED))}
    assert client_keyed == set(BUDGETS) - {
        "engines.base._RESOLVED_OPTIONS",
        "schemas.fields._ACCEPTED_OBJECTS",
    }
    for name in caches - client_keyed:
        assert name.startswith(tuple(SERVER_KEYED))
    assert all(LRU_CACHES[name].cache_info().maxsize for name in client_keyed)


@pytest.mark.parametrize("name", sorted(BUDGETS))
def test_a_cache_filled_with_its_largest_entries_stays_in_its_budget(name):
    fill, budget = BUDGETS[name]
    clear_all()
    try:
        held = fill()
        if name in LRU_CACHES:
            info = LRU_CACHES[name].cache_info()
            assert info.currsize == info.maxsize, info  # every entry a distinct one
        assert 0 < held <= budget, f"{name} holds {held:,} bytes, budget {budget:,}"
    finally:
        clear_all()


def test_the_budgets_add_up_to_the_stated_total():
    pinned = 50 * KB + 2 * 25 * KB  # the default decks
    assert sum(budget for _, budget in BUDGETS.values()) + pinned <= TOTAL_BUDGET


def test_the_default_decks_are_kept_whatever_else_is_cached():
    clear_all()
    game = REGISTRY["meow10"]
    for index in range(size_of(meow10._chosen_deck) + 1):
        meow10.build_deck(type_pairs(widest_types(index)))
    default = game.resolve_options(None)
    assert meow10.build_deck(type_pairs(default["types"])) is meow10.DEFAULT_DECK
    deck = tuple(fresh(code) for code in copycat.DEFAULT_DECK)
    assert copycat.build_cards(deck, 2) is copycat.DEFAULT_CARDS[(copycat.DEFAULT_DECK, 2)]
    clear_all()
