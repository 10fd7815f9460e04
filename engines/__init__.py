"""Pure rules engines, one module per game, and the registry that names them.

Nothing here imports Flask, marshmallow, redis or any other outer layer
(tests/test_architecture.py enforces it). The registry holds each game's wire face
(`Game`); its `rules` are the typed contract (engines/base.py, docs/design.md).
"""

from __future__ import annotations

from .base import Game, IllegalMove, InvalidInput, Outcome, Rules, RulesError, Step, WireGame
from .cattower import CatTower
from .copycat import CopyCat
from .meow10 import Meow10
from .supermeow import SuperMeow

REGISTRY: dict[str, Game] = {
    game.id: game for game in (WireGame(Meow10()), WireGame(CopyCat()), SuperMeow(), CatTower())
}

__all__ = [
    "REGISTRY",
    "Game",
    "IllegalMove",
    "InvalidInput",
    "Outcome",
    "Rules",
    "RulesError",
    "Step",
    "WireGame",
]
