"""A determinisation prepared once per knowledge, checked once, then sampled cheaply.

Super Meow and Cat Tower work out what a seat cannot see (each player's unseen cards, the
cards the log puts in a hand) in ways the one-pool deal of bots/hidden.py cannot express,
but share its contract: the first state built from a knowledge must give the seat back
its view (`check_view`: a hidden place sent as its cards is kept as sent, then named
there) and load (`rules.load_state`), or the view is refused by name. A search then asks
for one determinisation an iteration, and those reuse the prepared plan (a pure function
of the knowledge, so keeping it changes no answer).
"""

from __future__ import annotations

import random
from typing import Any, Generic, TypeVar

from engines.base import InvalidInput, Rules

from .base import Knowledge
from .hidden import check_view, view_error

S = TypeVar("S")
P = TypeVar("P")


class PreparedPlayer(Generic[S, P]):
    """`determinise` from a game's `prepare` (knowledge -> plan) and `sample` (plan ->
    state): the first sample of each knowledge checked, the plan kept for the next call
    with the same knowledge object."""

    def __init__(self) -> None:
        self._last: tuple[Knowledge, P] | None = None

    def prepare(self, rules: Rules[S, Any], knowledge: Knowledge) -> P:
        raise NotImplementedError

    def sample(self, plan: P, rng: random.Random) -> S:
        raise NotImplementedError

    def determinise(self, rules: Rules[S, Any], knowledge: Knowledge, rng: random.Random) -> S:
        last = self._last
        if last is not None and last[0] is knowledge:
            return self.sample(last[1], rng)
        try:
            plan = self.prepare(rules, knowledge)
            state = self.sample(plan, rng)
            check_view(rules, state, knowledge.seat, knowledge.view)
            rules.load_state(rules.to_wire(state))
        except InvalidInput as exc:
            raise exc if "view" in exc.errors else exc.nested("view") from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise view_error(("_schema",), f"is not a view of {rules.id}: {exc!r}") from None
        self._last = (knowledge, plan)
        return state
