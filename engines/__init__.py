"""Pure rules engines, one module per game, and the registry that names them.

Nothing here imports Flask, marshmallow, redis or any other outer layer
(tests/test_architecture.py enforces it). The registry holds each game's wire face
(`Game`); its `rules` are the typed contract (engines/base.py, docs/design.md).

`EDITIONS` holds every rules version each game is served under: a game keeps the
readings it started under to its end (docs/rules.md, "Rules versions"), so a revised
reading adds an edition and never replaces one. `REGISTRY` holds the current editions.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .base import Game, IllegalMove, InvalidInput, Outcome, Rules, RulesError, Step, WireGame
from .cattower import CatTower
from .copycat import CopyCat
from .meow10 import Meow10
from .supermeow import SuperMeow


def _editions(*games: Game) -> Mapping[int, Game]:
    return MappingProxyType({game.rules_version: game for game in games})


# A dict like REGISTRY, so that a test serves a test-only game by adding it for a while
# (tests/testgames.py); nothing else changes it.
EDITIONS: dict[str, Mapping[int, Game]] = {
    "meow10": _editions(WireGame(Meow10())),
    "copycat": _editions(WireGame(CopyCat(rules_version=1)), WireGame(CopyCat())),
    "supermeow": _editions(WireGame(SuperMeow(rules_version=1)), WireGame(SuperMeow())),
    "cattower": _editions(WireGame(CatTower())),
}

REGISTRY: dict[str, Game] = {
    game_id: editions[max(editions)] for game_id, editions in EDITIONS.items()
}

__all__ = [
    "EDITIONS",
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
