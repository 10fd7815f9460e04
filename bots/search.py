"""Information-set Monte Carlo tree search (docs/bots.md#mcts)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engines.base import Rules

from .base import Decision, Knowledge, Player


def search(
    rules: Rules[Any, Any],
    player: Player[Any, Any],
    knowledge: Knowledge,
    first: Any,
    moves: Sequence[Any],
    rng: random.Random,
    iterations: int,
    over: Callable[[], bool],
) -> Decision[Any]:
    raise NotImplementedError("mcts lands in the next commit")
