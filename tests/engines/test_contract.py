"""One conformance harness over every registered game (OpenSpiel's random_sim_test).

Each game's own tests check its rules; this checks the contract all of them promise,
so a game added to the registry is held to it with no new test code. The games play
through their wire face (`engines.REGISTRY`); what the typed contract adds (who acts,
the outcome, the hidden places, the wire round trip) is read through each game's
`rules`."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from marshmallow import ValidationError

from engines import REGISTRY, IllegalMove, InvalidInput
from engines.base import SHARED_REASONS, Anyone, Game, Nobody, Seat
from service.referee import REFEREES
from tests.json_nodes import node_at

GAMES = sorted(REGISTRY)
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


@pytest.mark.parametrize("game_id", GAMES)
def test_describe_lists_options_reasons_and_a_catalogue(game_id):
    game = REGISTRY[game_id]
    described = game.describe()
    assert json.loads(json.dumps(described)) == described
    codes = [r["code"] for r in described["reason_codes"]]
    assert len(codes) == len(set(codes))
    assert all(re.fullmatch(r"[A-Z][A-Z0-9_]*", c) for c in codes)
    assert all(re.fullmatch(r"[GMCST]\d+", r["rule"]) for r in described["reason_codes"])
    assert {r.code for r in SHARED_REASONS} <= set(codes)
    assert set(described["options"]) == set(game.resolve_options(None))
    assert described["catalogue"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", ["a", "b", "c"])
def test_random_playouts_keep_the_contract(game_id, seed):
    game = REGISTRY[game_id]
    # Up to 5: copycat seats 6-8 only with its two-deck option (C14), tested in its own suite.
    most = min(game.max_players, 5)
    players = game.min_players + (ord(seed) % (most - game.min_players + 1))
    steps = playout(game, seed, players)
    again = playout(game, seed, players)
    assert steps == again, "the same seed and choices give the same game"
    for state, move in steps:
        frozen = json.dumps(state, sort_keys=True)
        assert game.load_state(json.loads(frozen)) == state
        for seat in [None, *state["players"]]:
            assert "seed" not in game.view(state, seat)
        if move is not None:
            outcome = game.apply(state, move)
            assert json.dumps(state, sort_keys=True) == frozen, "apply never mutates its input"
            assert all(isinstance(e.get("type"), str) for e in outcome.events)
            assert set(e["type"] for e in outcome.events) <= set(game.event_types)


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


# Copy Cat's ends that reveal every hand until the next deal (C7, C9).
REVEALING_ENDS = {"meow_success", "meow_failed", "deck_out"}


def hidden_places(game_id: str, state: dict[str, Any], seat: str | None) -> set[tuple[Any, ...]]:
    """What `seat` may not see, as the game declares it (Rules.hidden); each game's own
    tests say which places those are (docs/api.md#views)."""
    rules = REGISTRY[game_id].rules
    return set(rules.hidden(rules.from_wire(state), seat))


def shown_as_length(state: Any, view: Any, path: tuple[Any, ...] = ()) -> set[tuple[Any, ...]]:
    """Where `view` differs from `state`; each such place must be a list shown as its length."""
    if isinstance(state, dict) and isinstance(view, dict):
        assert set(view) == set(state) - ({"seed"} if not path else set()), path
        return set().union(*(shown_as_length(state[k], view[k], (*path, k)) for k in view))
    if view == state and type(view) is type(state):
        return set()
    assert isinstance(state, list) and view == len(state), (path, view)
    return {path}


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


# Options that change what a player may list: Cat Tower's physical dice list the tokens
# left in the face-down pool.
SEAT_MOVE_OPTIONS = [(g, None) for g in GAMES] + [("cattower", {"physical_dice": True})]


@pytest.mark.parametrize(("game_id", "options"), SEAT_MOVE_OPTIONS)
def test_a_seats_moves_depend_only_on_what_the_seat_can_see(game_id, options):
    """GET /v1/sessions/{id}/legal-moves lists `seat_moves` to a seat's token: only that
    seat's moves, and the same list whatever lies out of its sight (other hands, the
    deck, face-down piles), so the listing reveals no hidden card, nor their order."""
    game = REGISTRY[game_id]
    rnd = random.Random(game_id)
    players = [f"p{i}" for i in range(min(game.max_players, 4))]
    compared = listed = tokens = 0
    for seed in ("seat-a", "seat-b", "seat-c"):
        state = game.setup(players, options, seed)
        for _ in range(MAX_MOVES):
            for seat in players:
                player, moves = game.seat_moves(state, seat)
                mine = list(moves)
                assert all(move["player"] == seat for move in mine)
                assert player == game.legal_moves(state)[0]
                listed += len(mine)
                tokens += sum("token" in move for move in mine)
                twin = reshuffled_out_of_sight(game, state, seat, rnd)
                if twin is not None:
                    assert [*game.seat_moves(twin, seat)[1]] == mine, (seat, state)
                    compared += 1
            _, every = game.legal_moves(state)
            choices = list(every)
            if not choices:
                break
            state = game.apply(state, rnd.choice(choices)).state
    assert compared > 50 and listed > 50, (compared, listed)
    assert tokens or not options, "no physical Fatty Catty token was listed"


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", ["v", "w"])
def test_every_view_hides_exactly_what_api_md_hides(game_id, seed):
    """A view has the state's shape, `seed` absent and every place its reader may not see
    replaced by its length; everything else (discard piles, the field, towers, supplies,
    coins...) exactly as in the state."""
    game = REGISTRY[game_id]
    steps = playout(game, seed, min(game.max_players, 4))
    revealed = 0
    for i in range(0, len(steps), 7 if game_id != "copycat" else 1):
        state = steps[i][0]
        made_by = game.apply(*steps[i - 1]).result if i else None
        end = made_by["end"] if made_by else None
        revealed += end in REVEALING_ENDS
        for seat in [None, *state["players"]]:
            hidden = shown_as_length(state, game.view(state, seat))
            assert hidden == hidden_places(game_id, state, seat), (seat, state)
    assert revealed or game_id != "copycat", "no Copy Cat game ended with its hands revealed"


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


@pytest.mark.parametrize("game_id", GAMES)
def test_a_typed_state_and_its_moves_go_to_the_wire_and_back_unchanged(game_id):
    rules = REGISTRY[game_id].rules
    for state, move in playout(REGISTRY[game_id], "wire", 3)[::5]:
        typed = rules.from_wire(state)
        assert rules.to_wire(typed) == state
        assert rules.from_wire(json.loads(json.dumps(rules.to_wire(typed)))) == typed
        if move is not None:
            assert rules.move_to_wire(rules.move_from_wire(move)) == move


def candidates(
    state: dict[str, Any], listed: list[dict[str, Any]], rnd: random.Random
) -> list[dict[str, Any]]:
    """Moves near the listed ones: each listed move sent by every other player, and with a
    card of the state (any place, seen or not) in place of one of its own."""
    codes = sorted({c for path in _lists_in(state) for c in node_at(state, path)})
    out: list[dict[str, Any]] = []
    for move in rnd.sample(listed, min(6, len(listed))):
        out.extend({**move, "player": p} for p in state["players"] if p != move["player"])
        out.extend(probes(move, codes, rnd))
    return out


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", ["l", "m"])
def test_every_listed_move_applies_and_moves_near_them_are_refused_unless_listed(game_id, seed):
    """Listing and applying share their checks (a verify / can / do triad per move kind):
    a listed move is exactly one that apply accepts, in both directions."""
    game = REGISTRY[game_id]
    rnd = random.Random(seed)
    refused = 0
    for state, _ in playout(game, seed, min(game.max_players, 4))[::3]:
        _, moves = game.legal_moves(state)
        listed = list(moves)
        for move in listed:
            game.apply(state, game.load_move(state, move))
        for move in candidates(state, listed, rnd):
            try:
                loaded = game.load_move(state, move)
                game.apply(state, loaded)
            except (IllegalMove, InvalidInput):
                refused += 1
                continue
            assert loaded in listed, ("applies but is not listed", move)
    assert refused > 20, refused
