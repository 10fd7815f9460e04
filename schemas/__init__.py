"""Marshmallow wire schemas, one module per game, and the registry that names them.

Imports engines' ids only by convention (the same game ids); never imports service/.
"""

from __future__ import annotations

from .base import GameSchemas
from .cattower import SCHEMAS as CATTOWER
from .copycat import SCHEMAS as COPYCAT
from .meow10 import SCHEMAS as MEOW10
from .supermeow import SCHEMAS as SUPERMEOW

REGISTRY: dict[str, GameSchemas] = {s.game_id: s for s in (MEOW10, COPYCAT, SUPERMEOW, CATTOWER)}

__all__ = ["REGISTRY", "GameSchemas"]
