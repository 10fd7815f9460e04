"""Games served only to tests (docs/design.md, "Adding a game"): each is registered for as
long as a test asks (`serving`), into every registry a served game sits in, so the
contract test, the derived schemas, the spec build and the views hold it to what they
hold every game to, and no other test sees it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache

import pytest

import engines
import schemas
from engines import Game, WireGame
from schemas import GameSchemas, proofs, sessions
from schemas.loader import CompiledLoader
from service import referee
from tests.toygame import schemas as toygame_schemas
from tests.toygame.engine import ToyCat


@dataclass(frozen=True)
class GameForTests:
    """A test-only game: its engine's wire face, and how its schemas are built (once it
    is registered: they read its catalogue and editions)."""

    game: Game
    build: Callable[[], GameSchemas] = field(compare=False)


TEST_GAMES: dict[str, GameForTests] = {
    "toycat": GameForTests(WireGame(ToyCat()), toygame_schemas.build),
}


@cache
def _schemas(game_id: str) -> GameSchemas:
    return TEST_GAMES[game_id].build()


@contextmanager
def serving(*game_ids: str) -> Iterator[None]:
    """The test-only games named, registered as the referee registers every game (its
    engine, its schemas, its referee), and removed again afterwards."""
    with pytest.MonkeyPatch.context() as patch:
        for game_id in game_ids:
            game = TEST_GAMES[game_id].game
            patch.setitem(engines.EDITIONS, game_id, {game.rules_version: game})
            patch.setitem(engines.REGISTRY, game_id, game)
            bundle = _schemas(game_id)
            patch.setitem(schemas.REGISTRY, game_id, bundle)
            proof = proofs.proof_schemas(bundle)[1]
            patch.setitem(proofs.PROOFS, game_id, proof)
            patch.setitem(proofs.PROOF_LOADERS, game_id, CompiledLoader(proof()))
            moves = sessions.move_request_schema(bundle)
            patch.setitem(sessions.MOVE_REQUESTS, game_id, moves)
            patch.setitem(sessions.MOVE_LOADERS, game_id, CompiledLoader(moves()))
            patch.setitem(sessions.ANSWERS, game_id, sessions.GameAnswers(bundle))
            served = referee.Referee(game, bundle)
            patch.setitem(referee.EDITIONS, game_id, {game.rules_version: served})
            patch.setitem(referee.REFEREES, game_id, served)
        yield
