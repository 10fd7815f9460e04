"""One conformance harness over every registered game (OpenSpiel's random_sim_test).

Each game's own tests check its rules; this checks the contract all of them promise,
so a game added to the registry is held to it with no new test code. The games play
through their wire face (`engines.REGISTRY`); what the typed contract adds (who acts,
the outcome, the hidden places, the wire round trip) is read through each game's
`rules`. Whatever differs from game to game is found through the contract too: the
players a game seats, its options (`OptionSpec`), the places a seat may not see
(`rules.hidden`), never by the game's id.

The properties every game shares are hypothesis tests over generated games (players,
options drawn from each game's declared options, seed, starter, the moves' choices):
the same seed and moves replay identically, every state and move loads back unchanged,
views and events never show a hidden card, and legal_moves lists exactly the moves
apply accepts."""

from __future__ import annotations

import functools
import json
import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, reject, settings
from hypothesis import strategies as st
from marshmallow import ValidationError, validate

from engines import REGISTRY, IllegalMove, InvalidInput
from engines.base import (
    SHARED_REASONS,
    Anyone,
    Game,
    Nobody,
    OptionSpec,
    Seat,
    Step,
    canonical_json,
    clone,
)
from schemas.base import MoveUnion
from service.referee import REFEREES
from tests.json_nodes import node_at
from tests.testgames import TEST_GAMES, serving

# Every game served, and every game served only to tests (tests/testgames.py), which
# this module registers for its own run.
GAMES = sorted(REGISTRY) + sorted(TEST_GAMES)


@pytest.fixture(autouse=True, scope="module")
def _test_games_served() -> Iterator[None]:
    with serving(*TEST_GAMES):
        yield


MAX_MOVES = 400
# Enough for a random playout to end: Super Meow's, played at random by four, take up to
# about a thousand moves (a cat and a cape must be bought and then drawn together).
GAME_MOVES = 3000


def playout(
    game: Game, seed: str, players: int, max_moves: int = MAX_MOVES
) -> list[tuple[dict[str, Any], dict[str, Any] | None]]:
    rnd = random.Random(seed)
    state = game.setup([f"p{i}" for i in range(players)], seed=seed)
    steps: list[tuple[dict[str, Any], dict[str, Any] | None]] = []
    for _ in range(max_moves):
        _, moves = game.legal_moves(state)
        listed = list(moves)
        if not listed:
            break
        move = rnd.choice(listed)
        steps.append((state, move))
        state = game.apply(state, move).state
    steps.append((state, None))
    return steps


def option_variants(game: Game) -> list[dict[str, Any] | None]:
    """The defaults, then each other value of each boolean or choice option, alone (Cat
    Tower's physical dice, its Rush; Copy Cat's two decks...): what a game declares it
    may be played with, one change at a time."""
    variants: list[dict[str, Any] | None] = [None]
    for name, spec in game.options.items():
        values = spec.choices or ((False, True) if spec.type == "boolean" else ())
        variants += [{name: value} for value in values if value != spec.default]
    return variants


def seated(game: Game, options: dict[str, Any] | None, seed: str) -> dict[str, Any]:
    """A new game under `options` for four players, or the nearest number they seat."""
    counts = range(game.min_players, game.max_players + 1)
    for count in sorted(counts, key=lambda n: abs(n - 4)):
        try:
            return game.setup([f"p{i}" for i in range(count)], options, seed)
        except InvalidInput:
            continue
    raise AssertionError(f"no player count seats {game.id} with {options}")


# -- generated games: everything drawn from what the game declares -------------------

# The moves of a generated game that are played and checked: whole games of most (Meow
# 10, Cat Tower, a Copy Cat match of one set), the first part of a long one (a Super Meow
# played without buying much, a Copy Cat match of several sets).
CHECKED_MOVES = 300


def option_values(spec: OptionSpec) -> st.SearchStrategy[Any]:
    """Values of one option from its declaration: every choice, both booleans, integers
    from the minimum up; an array or object option varied from its default (the default's
    items with some left out or repeated; one object taking another's value of a field,
    like two cat types sharing a colour; counts from 1 to twice their default)."""
    default = spec.default
    if spec.choices is not None:
        return st.sampled_from(spec.choices)
    if spec.type == "boolean":
        return st.booleans()
    if spec.type == "integer":
        low = default if spec.minimum is None else spec.minimum
        high = low + 10 if spec.maximum is None else min(spec.maximum, low + 10)
        return st.one_of(st.just(default), st.integers(low, high))
    if spec.type == "array" and default and all(isinstance(item, dict) for item in default):
        size, keys = len(default), sorted(default[0])

        def shared(change: tuple[int, int, str]) -> list[dict[str, Any]]:
            to, of, key = change
            items = clone(default)
            items[to][key] = default[of][key]
            return items

        indices = st.integers(0, size - 1)
        return st.one_of(
            st.just(default), st.tuples(indices, indices, st.sampled_from(keys)).map(shared)
        )
    if spec.type == "array" and default:
        return st.one_of(
            st.just(default),
            st.lists(
                st.sampled_from(default),
                min_size=max(1, len(default) * 2 // 3),
                max_size=len(default) + 2,
            ),
        )
    if spec.type == "object" and default and all(type(v) is int for v in default.values()):
        counts = st.lists(st.sampled_from(sorted(default)), min_size=1, unique=True)
        return st.one_of(
            st.just(default),
            counts.flatmap(
                lambda keys: st.fixed_dictionaries(
                    {key: st.integers(1, max(1, 2 * default[key])) for key in keys}
                )
            ),
        )
    return st.just(default)


def allowed(name: str, spec: OptionSpec, value: Any) -> Any:
    """`value` if the option's own check takes it, else the default."""
    try:
        spec.resolve(name, value)
    except InvalidInput:
        return clone(spec.default)
    return value


@dataclass(frozen=True)
class Setup:
    """A generated game: its setup, the seed of the random choice of its moves, and the
    kind of move (one of the game's move types) it mostly plays when one is listed: a
    Super Meow that mostly buys, or a Copy Cat that mostly calls Meow, reaches its end
    sooner; one that mostly leads plays a long game."""

    players: tuple[str, ...]
    options: dict[str, Any]
    seed: str
    starter: str | None
    pick: int
    favourite: str

    def new(self, game: Game) -> dict[str, Any]:
        return game.setup(list(self.players), self.options, self.seed, self.starter)


@st.composite
def setups(draw: st.DrawFn, game: Game) -> Setup:
    """Players from the game's minimum to its maximum, options drawn from its declared
    ones; a combination the game refuses at setup (Copy Cat's six players on one deck,
    C14) is not a game, and is drawn again."""
    options = {
        name: draw(option_values(spec).map(functools.partial(allowed, name, spec)))
        for name, spec in game.options.items()
    }
    count = draw(st.integers(game.min_players, game.max_players))
    players = tuple(f"p{i}" for i in range(count))
    setup = Setup(
        players,
        options,
        draw(st.text(min_size=1, max_size=12)),
        draw(st.sampled_from([None, *players])),
        draw(st.integers(0, 2**32)),
        draw(st.sampled_from(game.move_types)),
    )
    try:
        setup.new(game)
    except InvalidInput:
        reject()
    return setup


def of_any_kind(listed: list[dict[str, Any]], rnd: random.Random) -> dict[str, Any]:
    """A random move of a random kind: a kind listed once (a Meow, a next round) is
    played as often as one listed a hundred times, so games reach their every end."""
    kind = rnd.choice(sorted({move["type"] for move in listed}))
    return rnd.choice([move for move in listed if move["type"] == kind])


def favouring(kind: str, listed: list[dict[str, Any]], rnd: random.Random) -> dict[str, Any]:
    """Mostly a move of `kind` when one is listed, else one of any kind."""
    favoured = [move for move in listed if move["type"] == kind]
    if favoured and rnd.random() < 0.8:
        return rnd.choice(favoured)
    return of_any_kind(listed, rnd)


Played = list[tuple[dict[str, Any], dict[str, Any] | None, Step[dict[str, Any]] | None]]


def play(game: Game, setup: Setup, limit: int = CHECKED_MOVES) -> Played:
    """(state, move, what the move made) for each move of a generated game, then the
    last state with neither; on the wire, played through the typed rules (as the service
    does: a state built once a move)."""
    rules = game.rules
    rnd = random.Random(setup.pick)
    typed = rules.setup(list(setup.players), setup.options, setup.seed, setup.starter)
    state = rules.to_wire(typed)
    steps: Played = []
    for _ in range(limit):
        listed = [*map(rules.move_to_wire, rules.legal_moves(typed))]
        if not listed:
            break
        move = favouring(setup.favourite, listed, rnd)
        made = rules.apply(typed, rules.move_from_wire(move))
        typed, after = made.state, rules.to_wire(made.state)
        steps.append((state, move, Step(after, made.events, made.result)))
        state = after
    steps.append((state, None, None))
    return steps


def through_json(value: Any) -> Any:
    """`value` as a client sends it back."""
    return json.loads(json.dumps(value))


@pytest.mark.parametrize("game_id", GAMES)
def test_describe_lists_options_reasons_and_a_catalogue(game_id):
    game = REGISTRY[game_id]
    described = game.describe()
    assert json.loads(json.dumps(described)) == described
    codes = [r["code"] for r in described["reason_codes"]]
    assert len(codes) == len(set(codes))
    assert all(re.fullmatch(r"[A-Z][A-Z0-9_]*", c) for c in codes)
    assert all(re.fullmatch(r"[A-Z]\d+", r["rule"]) for r in described["reason_codes"])
    assert {r.code for r in SHARED_REASONS} <= set(codes)
    assert set(described["options"]) == set(game.resolve_options(None))
    assert described["catalogue"]["cards"], "the cards in force, each by its code"
    assert all(isinstance(card["code"], str) for card in described["catalogue"]["cards"])


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=20)
@given(data=st.data())
def test_the_same_seed_and_moves_replay_identically(game_id, data):
    """A game is its setup and its moves: played again with the same choices it is the
    same game (the listing keeps its order), and each move, sent again on its state as a
    client sends both back, makes the same state, events and result, leaving the state
    it was applied to as it was."""
    game = REGISTRY[game_id]
    setup = data.draw(setups(game))
    steps = play(game, setup)
    assert play(game, setup) == steps
    state = setup.new(game)
    for before, move, step in steps:
        assert state == before
        if move is None:
            break
        sent = through_json(state)
        frozen = json.dumps(sent, sort_keys=True)
        again = game.apply(sent, game.load_move(sent, through_json(move)))
        assert json.dumps(sent, sort_keys=True) == frozen, "apply never mutates its input"
        assert again == step, move
        state = again.state


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=30)
@given(data=st.data())
def test_every_state_and_move_a_game_makes_loads_back_unchanged(game_id, data):
    """load_state accepts every state the engine produces, sent back through JSON, as
    the same state; the typed state and each move go to the wire and back unchanged."""
    game = REGISTRY[game_id]
    rules = game.rules
    for state, move, _ in play(game, data.draw(setups(game))):
        sent = through_json(state)
        assert game.load_state(sent) == state
        typed = rules.from_wire(sent)
        assert rules.to_wire(typed) == state
        assert rules.from_wire(through_json(rules.to_wire(typed))) == typed
        if move is not None:
            assert game.load_move(state, through_json(move)) == move
            assert rules.move_to_wire(rules.move_from_wire(move)) == move


@pytest.mark.parametrize("game_id", GAMES)
def test_moves_for_a_player_who_may_not_act_are_refused(game_id):
    game = REGISTRY[game_id]
    state = game.setup([f"p{i}" for i in range(game.min_players)], seed="turns")
    player, moves = game.legal_moves(state)
    move = next(iter(moves))
    assert player is not None
    other = next(p for p in state["players"] if p != player)
    with pytest.raises(IllegalMove) as excinfo:
        game.apply(state, {**move, "player": other})
    assert excinfo.value.code == "NOT_YOUR_TURN"


def _lists_in(state: dict[str, Any]) -> list[tuple[str, ...]]:
    """Paths of the state's lists of strings (card piles, hands), one or two levels down."""
    paths: list[tuple[str, ...]] = []
    for key, value in state.items():
        if isinstance(value, list) and value and isinstance(value[0], str):
            paths.append((key,))
        elif isinstance(value, dict):
            for inner, item in value.items():
                if isinstance(item, list) and item and isinstance(item[0], str):
                    paths.append((key, inner))
    return paths


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unhashable_item_in_any_pile_is_refused_not_a_crash(game_id):
    """A list where a card code belongs is refused naming it (the schema's check, or the
    engine's for a game not typed yet), never a TypeError from a set or a Counter."""
    game = REGISTRY[game_id]
    steps = playout(game, "unhashable", 3)
    state = steps[len(steps) // 3][0]
    paths = _lists_in(state)
    assert paths, "no pile found to corrupt"
    for path in paths:
        bad = json.loads(json.dumps(state))
        target = bad
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = [["not", "a", "code"], *target[path[-1]]]
        with pytest.raises((ValidationError, InvalidInput)):
            REFEREES[game_id].legal_moves({"state": bad, "limit": 1})


def hidden_lists(state: Any, view: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths of the lists a view shows only as their length: what its seat cannot see."""
    if isinstance(state, list) and isinstance(view, int) and not isinstance(view, bool):
        return [path]
    if isinstance(state, dict) and isinstance(view, dict):
        return [p for k in state if k in view for p in hidden_lists(state[k], view[k], (*path, k))]
    return []


def reshuffled_out_of_sight(
    game: Game, state: dict[str, Any], seat: str, rnd: random.Random
) -> dict[str, Any] | None:
    """The state with the cards `seat` cannot see dealt anew among the places it cannot see
    (each keeping its size), so `seat`'s view is unchanged; None if no such deal differs
    and is a state the game allows. Tried widest first: all of them pooled, then pooled
    by field (a Cat Tower token never goes into a hand), then each place on its own (a
    Super Meow keeper never leaves its owner's tableau)."""
    paths = hidden_lists(state, game.view(state, seat))
    for group_of in (lambda path: 0, lambda path: path[0], lambda path: path):
        other = json.loads(json.dumps(state))
        groups: dict[Any, list[tuple[Any, Any]]] = {}
        for path in paths:
            groups.setdefault(group_of(path), []).append((node_at(other, path[:-1]), path[-1]))
        for holders in groups.values():
            pool = [code for holder, key in holders for code in holder[key]]
            rnd.shuffle(pool)
            for holder, key in holders:
                size = len(holder[key])
                holder[key], pool = pool[:size], pool[size:]
        if other == state:
            continue
        try:
            return game.load_state(other)
        except InvalidInput:
            continue
    return None


def out_of_sight(game: Game, state: dict[str, Any], seat: str) -> set[str]:
    """Every code in the places `seat` cannot see."""
    return {c for path in hidden_lists(state, game.view(state, seat)) for c in node_at(state, path)}


def probes(move: dict[str, Any], codes: list[str], rnd: random.Random) -> list[dict[str, Any]]:
    """Wrong versions of a legal move: a card the mover may not hold in place of its own."""
    out = []
    for code in rnd.sample(codes, min(4, len(codes))):
        if isinstance(move.get("cards"), list) and move["cards"]:
            out.append({**move, "cards": [code, *move["cards"][1:]]})
        if isinstance(move.get("card"), str):
            out.append({**move, "card": code})
    return out


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", ["x", "y"])
def test_a_refusal_depends_only_on_what_the_mover_can_see(game_id, seed):
    """docs/api.md#errors: a message never reveals a card its reader may not see. So an illegal move
    is refused with the same code, rule and message whatever lies out of the mover's
    sight: the other hands, the deck, the face-down piles."""
    game = REGISTRY[game_id]
    rnd = random.Random(seed)
    compared = 0
    for state, _ in playout(game, seed, min(game.max_players, 4))[:-1:3]:
        player, moves = game.legal_moves(state)
        listed = list(moves)
        for move in rnd.sample(listed, min(3, len(listed))):
            mover = player or move["player"]  # Rush: anyone moves
            twin = reshuffled_out_of_sight(game, state, mover, rnd)
            if twin is None:
                continue
            for probe in probes(move, sorted(out_of_sight(game, state, mover)), rnd):
                answers = []
                for each in (state, twin):
                    try:
                        game.apply(each, game.load_move(each, probe))
                        answers.append("legal")
                    except IllegalMove as exc:
                        answers.append((exc.code, exc.rule, exc.message))
                    except InvalidInput as exc:
                        answers.append(("invalid", exc.errors))
                if "legal" not in answers:  # a legal probe may draw on either deal
                    assert answers[0] == answers[1], (probe, answers)
                    compared += 1
    assert compared > 20, compared


def shown_as_length(state: Any, view: Any, path: tuple[Any, ...] = ()) -> set[tuple[Any, ...]]:
    """Where `view` differs from `state`; each such place must be a list shown as its length."""
    if isinstance(state, dict) and isinstance(view, dict):
        assert set(view) == set(state) - ({"seed"} if not path else set()), path
        changed = [k for k in view if view[k] != state[k] or type(view[k]) is not type(state[k])]
        return set().union(*(shown_as_length(state[k], view[k], (*path, k)) for k in changed))
    if view == state and type(view) is type(state):
        return set()
    assert isinstance(state, list) and view == len(state), (path, view)
    return {path}


def readers(state: dict[str, Any]) -> list[str | None]:
    """Every seat, and the public (None)."""
    return [None, *state["players"]]


def hidden_places(game: Game, state: dict[str, Any]) -> dict[str | None, set[tuple[Any, ...]]]:
    """What each reader may not see, as the game declares it (Rules.hidden); each game's
    own tests say which places those are (docs/api.md#views)."""
    rules = game.rules
    typed = rules.from_wire(state)
    return {seat: set(rules.hidden(typed, seat)) for seat in readers(state)}


def assert_views_hide(game: Game, state: dict[str, Any], hidden: dict[Any, set[Any]]) -> None:
    """Each reader's view has the state's shape, `seed` absent and every place it may not
    see replaced by its length; everything else (discard piles, the field, towers,
    supplies, coins...) exactly as in the state."""
    for seat, places in hidden.items():
        assert shown_as_length(state, game.view(state, seat)) == places, (seat, state)


def strings_in(value: Any) -> list[str]:
    """Every string a JSON value holds (not its keys)."""
    found, left = [], [value]
    while left:
        item = left.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            left.extend(item.values())
        elif isinstance(item, list):
            left.extend(item)
    return found


def list_items(value: Any) -> Iterator[str]:
    """Every string a JSON value holds in a list: its cards and pieces, and player ids."""
    if isinstance(value, dict):
        for item in value.values():
            yield from list_items(item)
    elif isinstance(value, list):
        for item in value:
            yield from [item] if isinstance(item, str) else list_items(item)


@functools.cache
def cards_in_force(game_id: str, options: str) -> frozenset[str]:
    """The codes of the cards a game's catalogue lists under its options (as JSON). Cards
    only, not tests/views.py's `catalogue_codes`: a Cat Tower die face shares its name with
    a token (`fatty_catty`), and an event naming a face names no hidden piece."""
    catalogue = REGISTRY[game_id].catalogue(json.loads(options))
    return frozenset(card["code"] for card in catalogue["cards"])


def held_by(value: Any, player: str) -> Counter[str]:
    """The codes in every place of a state under `player`'s id (a hand, a tableau)."""
    held: Counter[str] = Counter()
    if isinstance(value, dict):
        for key, item in value.items():
            held += Counter(list_items(item)) if key == player else held_by(item, player)
    elif isinstance(value, list):
        for item in value:
            held += held_by(item, player)
    return held


def on_view(state: dict[str, Any], hidden: dict[Any, set[Any]]) -> Counter[str]:
    """The strings the public sees of a state's play: all but its seed, its options (a
    Copy Cat `deck` option lists every card) and the places hidden from the public."""
    seen = Counter(strings_in({k: v for k, v in state.items() if k not in ("seed", "options")}))
    for place in hidden[None]:
        seen -= Counter(strings_in(node_at(state, place)))
    return seen


def assert_events_show_no_hidden_card(
    game: Game,
    before: dict[str, Any],
    move: dict[str, Any],
    step: Step[dict[str, Any]],
    hidden_before: dict[Any, set[Any]],
    hidden_after: dict[Any, set[Any]],
) -> None:
    """Events go to every seat, spectators included: each card an event names is on
    public view before or after the move, or named by the move itself (a card given
    openly), as many times as the event names it; but for one card of a player the move
    names (a Super Meow mouse flips the card it picks face up, stolen or kept)."""
    assert all(isinstance(event.get("type"), str) for event in step.events)
    assert {event["type"] for event in step.events} <= set(game.event_types)
    cards = cards_in_force(game.id, canonical_json(before["options"]))
    named = [Counter(code for code in strings_in(event) if code in cards) for event in step.events]
    if not any(named):
        return
    shown = on_view(before, hidden_before) + on_view(step.state, hidden_after)
    shown += Counter(strings_in(move))
    picked: Counter[str] = Counter()
    for other in set(before["players"]) & set(strings_in(move)) - {move["player"]}:
        picked |= held_by(before, other)
    for event, cards_named in zip(step.events, named, strict=True):
        beyond = cards_named - shown
        assert not beyond or (beyond.total() == 1 and not beyond - picked), (move, event)


# Views are compared every few moves, and at every move that changes what some reader
# may not see (a Copy Cat showdown revealing the hands, a Super Meow turn passing).
VIEW_EVERY = 5


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25)
@given(data=st.data())
def test_views_and_events_never_show_a_hidden_card(game_id, data):
    """docs/api.md#views: a view hides exactly what `rules.hidden` names for its reader,
    and no event names a hidden card."""
    game = REGISTRY[game_id]
    steps = play(game, data.draw(setups(game)))
    hidden = [hidden_places(game, state) for state, _, _ in steps]
    for i, (state, move, step) in enumerate(steps):
        if i % VIEW_EVERY == 0 or move is None or hidden[i] != hidden[i - 1]:
            assert_views_hide(game, state, hidden[i])
        if move is not None and step is not None:
            assert_events_show_no_hidden_card(game, state, move, step, hidden[i], hidden[i + 1])


def untouched() -> Any:
    raise AssertionError("the acting player's moves were listed")
    yield


@pytest.mark.parametrize("game_id", GAMES)
def test_a_waiting_seat_gets_no_moves_without_the_acting_players_being_listed(game_id, monkeypatch):
    """A listing can run to millions of moves (Meow 10 with one colour); a seat that may not
    act must not pay for them on every poll (review finding): its answer never starts the
    acting player's generator."""
    game = REGISTRY[game_id]
    state = game.setup(["p0", "p1", "p2"], None, "waiting")
    player, _ = game.legal_moves(state)
    assert player is not None
    waiting = next(p for p in state["players"] if p != player)
    monkeypatch.setattr(type(game.rules), "legal_moves", lambda self, state: untouched())
    got, moves = game.seat_moves(state, waiting)
    assert got == player and list(moves) == []


def shape(move: dict[str, Any]) -> tuple[str, ...]:
    """A move's kind and the fields it names (a stack with a token, a draw with a count)."""
    return (move["type"], *sorted(move))


# Each game under its defaults (three seeds) and under each of its option variants (one),
# which may change what a seat lists (Cat Tower's physical dice list the tokens left in the
# face-down pool).
with serving(*TEST_GAMES):
    SEAT_MOVE_OPTIONS = [
        pytest.param(g, options, id=f"{g}-{'defaults' if options is None else options}")
        for g in GAMES
        for options in option_variants(REGISTRY[g])
    ]


@pytest.mark.parametrize(("game_id", "options"), SEAT_MOVE_OPTIONS)
def test_a_seats_moves_depend_only_on_what_the_seat_can_see(game_id, options):
    """GET /v1/sessions/{id}/legal-moves lists `seat_moves` to a seat's token: only that
    seat's moves, and the same list whatever lies out of its sight (other hands, the
    deck, face-down piles), so the listing reveals no hidden card, nor their order. Every
    kind of move a seat is listed is compared so at least once."""
    game = REGISTRY[game_id]
    rnd = random.Random(game_id)
    compared = listed = 0
    shapes: dict[tuple[str, ...], bool] = {}  # listed -> compared on a twin
    for seed in ("seat-a", "seat-b", "seat-c") if options is None else ("seat-a",):
        state = seated(game, options, seed)
        for _ in range(MAX_MOVES):
            for seat in state["players"]:
                player, moves = game.seat_moves(state, seat)
                mine = list(moves)
                assert all(move["player"] == seat for move in mine)
                assert player == game.legal_moves(state)[0]
                listed += len(mine)
                twin = reshuffled_out_of_sight(game, state, seat, rnd)
                if twin is not None:
                    assert [*game.seat_moves(twin, seat)[1]] == mine, (seat, state)
                    compared += 1
                for move in mine:
                    shapes[shape(move)] = shapes.get(shape(move), False) or twin is not None
            _, every = game.legal_moves(state)
            choices = list(every)
            if not choices:
                break
            state = game.apply(state, rnd.choice(choices)).state
    assert compared > 50 and listed > 50, (compared, listed)
    assert all(shapes.values()), f"listed but never compared on a twin: {shapes}"


# docs/errors.md: what comes before CARD_NOT_IN_HAND when a move breaks several rules.
BEFORE_CARDS = {"WRONG_PHASE", "NOT_YOUR_TURN", "WRONG_PIECE", "CANNOT_COPY_OWN_LEAD"}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_card_not_held_is_refused_before_the_games_own_rules(game_id):
    """docs/errors.md's order: a legal move changed to name a card its player does not hold
    (whatever else is then wrong with it) is a CARD_NOT_IN_HAND, unless it fails on the
    game's end, the turn or the moment first."""
    game = REGISTRY[game_id]
    rnd = random.Random(game_id)
    refused = 0
    for state, _ in playout(game, "order", min(game.max_players, 4))[:-1:2]:
        player, moves = game.legal_moves(state)
        for move in list(moves)[:5]:
            seat = player or move["player"]
            hand = state["hands"][seat] if "hands" in state else state["tableau"][seat]["hand"]
            codes = sorted(out_of_sight(game, state, seat) - set(hand))
            named = move.get("cards") or [move.get("card")]
            if move["type"] == "buy" or not all(code in hand for code in named):
                continue  # a Super Meow buy names a card of the supply, not of the hand
            for probe in probes(move, codes, rnd):
                if "number" in probe:  # and a number the field may not have
                    probe["number"] = rnd.randint(1, 12)
                try:
                    loaded = game.load_move(state, probe)
                except InvalidInput:  # not a card of this kind at all (a Cat Tower token)
                    continue
                with pytest.raises(IllegalMove) as excinfo:
                    game.apply(state, loaded)
                assert excinfo.value.code in BEFORE_CARDS | {"CARD_NOT_IN_HAND"}, probe
                refused += excinfo.value.code == "CARD_NOT_IN_HAND"
    assert refused > 10, refused


@pytest.mark.parametrize("game_id", GAMES)
def test_a_derived_seed_comes_from_the_content_not_its_spelling(game_id):
    """docs/api.md#conventions: a state without `seed` gets one derived from its own
    content. Defaults left out or spelled out are the same content, so the same seed, and
    the same game."""
    game = REGISTRY[game_id]
    for state, _ in playout(game, "derived", min(game.max_players, 3))[:40:8]:
        spelled = {k: v for k, v in json.loads(json.dumps(state)).items() if k != "seed"}
        terse = {k: v for k, v in spelled.items() if k != "options"}  # every option default
        assert game.load_state(terse)["seed"] == game.load_state(spelled)["seed"]
        assert game.load_state(spelled)["seed"] != game.load_state(state)["seed"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", ["p", "q"])
def test_who_acts_is_who_the_listing_names(game_id, seed):
    """to_act: a seat lists only its own moves; anyone lists moves of several players;
    nobody lists nothing, exactly when the game is over."""
    game = REGISTRY[game_id]
    rules = game.rules
    for state, _ in playout(game, seed, min(game.max_players, 4)):
        typed = rules.from_wire(state)
        actor = rules.to_act(typed)
        movers = {rules.mover(move) for move in rules.legal_moves(typed)}
        match actor:
            case Seat(player):
                assert movers == {player}, (actor, movers)
            case Anyone():
                assert movers and movers <= set(state["players"]), movers
            case Nobody():
                assert not movers
        assert isinstance(actor, Nobody) == rules.is_over(typed) == game.is_over(state)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", ["o", "u"])
def test_a_game_over_has_an_outcome_and_only_then(game_id, seed):
    game = REGISTRY[game_id]
    rules = game.rules
    steps = playout(game, seed, min(game.max_players, 4), GAME_MOVES)
    for state, _ in steps:
        outcome = rules.outcome(rules.from_wire(state))
        if outcome is not None:
            assert outcome.winners and set(outcome.winners) <= set(state["players"])
            assert re.fullmatch(r"[a-z_]+", outcome.end)
        assert (outcome is not None) == game.is_over(state)
    assert game.is_over(steps[-1][0]), "a random playout reaches the end"


def orderless(move: dict[str, Any]) -> str:
    """A move with the cards it names in one fixed order."""
    return canonical_json({k: sorted(v) if isinstance(v, list) else v for k, v in move.items()})


@functools.cache
def names_cards_in_order(game_id: str) -> bool:
    """Whether the order a move names its cards in is part of the move (a run of cards
    played one onto another), found along a seeded game: some listed move is refused
    with its cards reversed. Where none is, the cards are a set (led together), which
    the listing names in one order: any other order is the same move."""
    game = REGISTRY[game_id]
    rules = game.rules
    for state, _ in playout(game, "order", min(game.max_players, 4)):
        typed = rules.from_wire(state)
        for move in map(rules.move_to_wire, rules.legal_moves(typed)):
            for key, cards in move.items():
                if isinstance(cards, list) and len(set(cards)) > 1:
                    try:
                        rules.apply(typed, rules.load_move(typed, {**move, key: cards[::-1]}))
                    except IllegalMove:
                        return True
    return False


@dataclass(frozen=True)
class Elsewhere:
    """The moves a game lists at some moment, under any of its option variants, and what
    its moves' fields may hold: the values each field of each kind takes in a listing or
    is allowed by the move schema when they are few (a die face, a token, a slot, a
    count), and the fields a kind may go without (a draw's count)."""

    moves: tuple[dict[str, Any], ...]
    values: dict[str, dict[str, list[Any]]]
    optional: dict[str, set[str]]


def few_allowed(field: Any) -> list[Any]:
    """The values a move schema's field allows, when it names a dozen or fewer."""
    for check in field.validators:
        if isinstance(check, validate.OneOf):
            return list(check.choices)
        if isinstance(check, validate.Range) and check.min is not None and check.max is not None:
            if check.max - check.min <= 12:
                return list(range(check.min, check.max + 1))
    return []


@functools.cache
def elsewhere(game_id: str) -> Elsewhere:
    game = REGISTRY[game_id]
    found: dict[str, dict[str, Any]] = {}
    for options in option_variants(game):
        rnd = random.Random(game_id)
        state = seated(game, options, "elsewhere")
        for _ in range(150):
            listed = list(game.legal_moves(state)[1])
            if not listed:
                break
            found.update((canonical_json(move), move) for move in listed)
            state = game.apply(state, of_any_kind(listed, rnd)).state
    moves = tuple(found.values())
    values: dict[str, dict[str, dict[str, Any]]] = {}
    optional: dict[str, set[str]] = {}
    for kind, schema in REFEREES[game_id].schemas.moves.items():
        fields = values.setdefault(kind, {})
        for key, field in schema().fields.items():
            if key in ("type", "player"):
                continue
            if not field.required:
                optional.setdefault(kind, set()).add(key)
            for value in few_allowed(field):
                fields.setdefault(key, {})[canonical_json(value)] = value
    for move in moves:
        fields = values.setdefault(move["type"], {})
        for key, value in move.items():
            if key not in ("type", "player"):
                fields.setdefault(key, {})[canonical_json(value)] = value
    return Elsewhere(
        moves,
        {kind: {key: [*v.values()] for key, v in of.items()} for kind, of in values.items()},
        optional,
    )


def some(values: list[Any], rnd: random.Random, most: int = 12) -> list[Any]:
    return values if len(values) <= most else rnd.sample(values, most)


def candidates(
    state: dict[str, Any],
    listed: list[dict[str, Any]],
    known: Elsewhere,
    cards: frozenset[str],
    rnd: random.Random,
) -> list[dict[str, Any]]:
    """Moves near the listed ones (one of each kind, and a few others), most of them
    wrong: each sent by every other player; with one field given another value the field
    takes in some listing (a die face, a number, a recipient), a neighbouring number, any
    card in force or any code of the state, or left out where the kind is listed without
    it, or added where it is listed with it (a draw naming a count); with its cards a
    random run of the cards listed now and any of the state (a card not held, an order
    not listed); and moves listed at other moments of the game (a next round mid-round),
    by any player."""
    players = state["players"]
    codes = sorted(set(list_items(state)) - set(players))
    listed_cards = sorted(
        {c for move in listed for v in move.values() if isinstance(v, list) for c in v}
    )
    kinds: dict[str, list[dict[str, Any]]] = {}
    for move in listed:
        kinds.setdefault(move["type"], []).append(move)
    chosen = [rnd.choice(moves) for moves in kinds.values()]
    chosen += rnd.sample(listed, min(4, len(listed)))
    out: list[dict[str, Any]] = []
    for move in chosen:
        out += [{**move, "player": p} for p in players if p != move["player"]]
        fields = known.values.get(move["type"], {})
        for key in sorted(fields):
            if key not in move:
                out += [{**move, key: value} for value in some(fields[key], rnd)]
                continue
            if key in known.optional.get(move["type"], ()):
                out.append({k: v for k, v in move.items() if k != key})
            out += [{**move, key: value} for value in some(fields[key], rnd)]
            value = move[key]
            if isinstance(value, int) and not isinstance(value, bool):
                out += [{**move, key: value + step} for step in (-1, 1)]
            elif isinstance(value, str):
                others = some(sorted(cards), rnd) + rnd.sample(codes, min(3, len(codes)))
                out += [{**move, key: code} for code in others]
            elif isinstance(value, list) and value and all(isinstance(c, str) for c in value):
                pool = listed_cards + rnd.sample(codes, min(2, len(codes)))
                for _ in range(4):
                    out.append({**move, key: rnd.sample(pool, rnd.randint(1, min(5, len(pool))))})
                swapped = rnd.sample(codes, min(3, len(codes)))
                out += [{**move, key: [code, *value[1:]]} for code in swapped]
    elsewhere_moves = rnd.sample(known.moves, min(20, len(known.moves)))
    out += [{**move, "player": rnd.choice(players)} for move in elsewhere_moves]
    return out


@functools.cache
def move_schema(game_id: str) -> MoveUnion:
    """The game's move schema, which shape-checks every move before the engine sees it."""
    return MoveUnion(REFEREES[game_id].schemas.moves, "Move")


def effect(game: Game, step: Step[Any]) -> str:
    """What a move did: the next state, its events and result."""
    return canonical_json([game.rules.to_wire(step.state), step.events, step.result])


# The states of each generated game whose listing is checked against apply.
CHECKED_STATES = 20


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=30)
@given(data=st.data())
def test_legal_moves_lists_exactly_the_moves_apply_accepts(game_id, data):
    """Listing and applying share their checks (a verify / can / do triad per move kind):
    every listed move applies, each is listed once, and a move near them applies only if
    it is listed: as listed, or doing exactly what a listed move does (a draw naming the
    count it must draw anyway), or, where the order of a move's cards is no part of the
    move, with its cards in another order."""
    game = REGISTRY[game_id]
    rules = game.rules
    setup = data.draw(setups(game))
    rnd = random.Random(setup.pick)
    known = elsewhere(game_id)
    in_order = names_cards_in_order(game_id)
    steps = play(game, setup)
    refused = 0
    for state, _, _ in rnd.sample(steps, min(CHECKED_STATES, len(steps))):
        typed = rules.from_wire(state)
        moves = list(rules.legal_moves(typed))
        listed = [rules.move_to_wire(move) for move in moves]
        keys = {canonical_json(move) for move in listed}
        unordered = {orderless(move) for move in listed}
        assert len(keys) == len(listed), "each distinct move is listed once"
        assert in_order or len(unordered) == len(listed), "once, in one order of its cards"
        made = [rules.apply(typed, move) for move in moves]  # every listed move applies
        effects: set[str] = set()  # what they do, worked out when first needed
        cards = cards_in_force(game_id, canonical_json(state["options"]))
        for move in candidates(state, listed, known, cards, rnd):
            try:
                loaded = rules.load_move(typed, move_schema(game_id).deserialize(move))
            except (ValidationError, InvalidInput):
                continue  # not a move of this game, or not one of this state's
            as_listed = rules.move_to_wire(loaded)
            try:
                step = rules.apply(typed, loaded)
            except IllegalMove:
                assert canonical_json(as_listed) not in keys, ("listed but refused", move)
                refused += 1
                continue
            if canonical_json(as_listed) in keys:
                continue
            effects = effects or {effect(game, step) for step in made}
            assert effect(game, step) in effects or (
                not in_order and orderless(as_listed) in unordered
            ), ("applies but is not listed", move)
    assert refused > 20, refused


@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_of_the_state_as_written_is_the_view(game_id):
    """A move writes its state for the store, and its answer masks those very bytes'
    value (`Rules.view`'s `written`): the same view, and the written state left as it was."""
    game = REGISTRY[game_id]
    rules = game.rules
    for seed in ("a", "b"):
        for state, _ in playout(game, seed, game.min_players, max_moves=120):
            typed = rules.from_wire(state)
            written = rules.to_wire(typed)
            kept = clone(written)
            for seat in (*typed.players, None):
                assert rules.view(typed, seat, written) == rules.view(typed, seat)
            assert written == kept
