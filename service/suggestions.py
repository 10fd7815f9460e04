"""The bots' suggestions over HTTP: the one flow behind the stateless
POST /v1/games/{game}/suggest and a seat's GET /v1/sessions/{id}/suggest (docs/api.md,
"Suggest a move").

A bot is asked only what a seat knows (`bots.Knowledge`: its view and the public log),
so neither endpoint can hand it a card the seat does not see. Search is CPU work: an
instance searches SUGGEST_MAX at once across its workers (service/heavy.py's slots,
under a prefix of their own), and one more is a 503 `suggest-busy` at once, never a
wait; each search is capped in iterations and in wall time.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

import bots
from bots import Decision, Knowledge
from schemas.suggest import SUGGESTIONS

from . import current
from .config import Settings
from .heavy import RETRY_AFTER_S, HeavySlots
from .problems import ApiProblem, ProblemType, invalid_request

SLOTS_PREFIX = "suggest"
# The candidates an answer lists at most, best first: a hint needs the top few, and a
# greedy bot weighs every legal move (a Copy Cat hand has dozens).
CONSIDERED_MAX = 10


def suggest_busy(limit: int) -> ApiProblem:
    return ProblemType.SUGGEST_BUSY.problem(
        f"This instance is already searching its SUGGEST_MAX ({limit}) suggestions; retry shortly.",
        headers={"Retry-After": str(RETRY_AFTER_S)},
    )


def suggest_slots(settings: Settings) -> HeavySlots:
    return HeavySlots(settings.suggest_max, settings.heavy_dir, SLOTS_PREFIX, suggest_busy)


def has_bot(game_id: str) -> bool:
    return game_id in SUGGESTIONS


def no_bot(game_id: str) -> ApiProblem:
    return ProblemType.NOT_FOUND.problem(
        f"No bot plays {game_id!r} yet; bots play {', '.join(sorted(SUGGESTIONS))}."
    )


@dataclass(frozen=True)
class Question:
    """What a suggestion is asked of: a seat's knowledge, and how to search."""

    seat: str
    view: Mapping[str, Any]
    log: Sequence[Mapping[str, Any]]
    level: str
    seed: str | None = None
    iterations: int | None = None
    budget_ms: int | None = None

    def default_seed(self) -> str:
        """A seed of the question itself (seat, view, log): asked again, the same answer."""
        asked = {"seat": self.seat, "view": self.view, "log": self.log}
        digest = hashlib.sha256(orjson.dumps(asked, option=orjson.OPT_SORT_KEYS)).hexdigest()
        return f"view:{digest}"


def check_budget(question: Question, settings: Settings) -> None:
    """A 422 naming the field for a budget over this instance's caps."""
    caps = (
        ("iterations", question.iterations, settings.suggest_max_iterations, "ITERATIONS"),
        ("budget_ms", question.budget_ms, settings.suggest_max_budget_ms, "BUDGET_MS"),
    )
    errors = {
        name: [f"must be at most {cap} here (SUGGEST_MAX_{setting})"]
        for name, asked, cap, setting in caps
        if asked is not None and asked > cap
    }
    if errors:
        raise invalid_request(errors, "The search budget is over this instance's caps.")


def suggestion(game_id: str, question: Question) -> dict[str, Any]:
    """The answer to `question` in game `game_id`: the bot's move, and what it weighed.
    Raises InvalidInput naming the field for a view that is not one (bots.suggest)."""
    settings: Settings = current.extension("settings")
    check_budget(question, settings)
    budget = min(
        question.budget_ms or settings.suggest_max_budget_ms, settings.suggest_max_budget_ms
    )
    slots: HeavySlots = current.extension("suggest")
    with slots.held():
        decision = bots.suggest(
            game_id,
            Knowledge(question.seat, question.view, tuple(question.log)),
            level=question.level,
            seed=question.seed if question.seed is not None else question.default_seed(),
            iterations=question.iterations,
            budget_ms=budget,
        )
    return answer(decision)


def answer(decision: Decision[Any]) -> dict[str, Any]:
    return {
        "move": decision.move,
        "level": decision.level.value,
        "iterations": decision.iterations,
        "considered": [
            {"move": each.move, "visits": each.visits, "value": each.value}
            for each in decision.considered[:CONSIDERED_MAX]
        ],
    }
