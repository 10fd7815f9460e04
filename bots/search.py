"""Information-set Monte Carlo tree search, single observer (docs/bots.md#the-levels).

Cowling, Powley and Whitehouse (2012), "Information Set Monte Carlo Tree Search", as
OpenSpiel's `ismcts` reads it: one tree over the seat's information set, whose edges are
moves. Each iteration samples a determinisation of what the seat cannot see, walks down
the tree choosing among the moves that determinisation allows (UCB1, where a child's
exploration term counts the iterations it was *available*, not the parent's visits),
adds one node, plays a short playout (each mover's one-ply best move) cut off after
`depth` moves and scored by the game's `Player.value` for every player, and backs the
scores up so that each node holds the mean reward of the player who made its move:
every player maximises their own reward, for 2 to 8 players.

Progressive widening: a node visited n times may hold `widening(n)` children, and the
next one added is the untried move its mover's one-ply score ranks best (`rank`). A
position with hundreds of moves is searched among its few best first, and deeper.

The budget is counted in work: each move listed and each move applied is a unit, and
each iteration costs the budget's `per_iteration` units more (drawing a determinisation
and scoring a leaf, which cost a game's search as much as listing that many moves), so
a position whose every node lists hundreds of moves runs fewer iterations in about the
same time as one with a handful, and the same seed still gives the same decision.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from engines.base import Anyone, Rules, Seat

from .base import Considered, Decision, Knowledge, Level, Player, Ranks, Values, weighed
from .levels import settled

# UCB1's exploration constant, for rewards in [0, 1]. Small, since the heuristics' values
# of one position's moves differ by hundredths: at 0.7 every widened child drew about as
# many visits, and the most visited was the first one ranked (0.54 against greedy in
# Meow 10, 200 games; 0.58 at 0.1).
EXPLORATION = 0.1
# Moves a playout plays, each its mover's one-ply best (greedy's choice), before the
# heuristic scores where it stands; by game in bots/__init__.py (PLAYOUT_DEPTH). 0: the
# heuristic scores the new node itself; in Meow 10 playouts of two moves measured weaker
# against greedy than none (bench/RUNS.md).
PLAYOUT_DEPTH = 0
# Progressive widening: a node visited n times may hold ceil(WIDEN * (n + 1) ** ALPHA)
# children.
WIDEN = 2.0
ALPHA = 0.5


@dataclass(slots=True, eq=False)
class Node:
    """One move in the tree: who made it, how often it was chosen and available, and the
    sum of its mover's rewards over its visits."""

    move: Any
    mover: str | None
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[Any, Node] = field(default_factory=dict)
    # Its moves' one-ply scores for their mover, as far as scored (`_Walk._best_untried`).
    scores: dict[Any, float] = field(default_factory=dict)


@dataclass(slots=True)
class Budget:
    """What a search may still spend: iterations, work units (moves listed or applied,
    and `per_iteration` an iteration), and a wall-time check; any spent stops it."""

    iterations: int | None
    work: int | None
    over: Callable[[], bool]
    per_iteration: int = 0
    done: int = 0
    spent: int = 0

    def left(self) -> bool:
        if self.iterations is not None and self.done >= self.iterations:
            return False
        if self.work is not None and self.spent >= self.work:
            return False
        return not self.over()


def search(
    rules: Rules[Any, Any],
    player: Player[Any, Any],
    knowledge: Knowledge,
    first: Any,
    moves: Sequence[Any],
    rng: random.Random,
    budget: Budget,
    depth: int = PLAYOUT_DEPTH,
) -> Decision[Any]:
    """The most visited of the seat's `moves` once `budget` is spent (one iteration at
    least), from determinisations of `knowledge` (`first` is the first). A lone move is
    the answer whatever a search finds: one iteration scores it."""
    root = Node(move=None, mover=None)
    walk = _Walk(
        rules,
        player,
        rng,
        depth,
        _players(first),
        budget,
        isinstance(player, Ranks),
        isinstance(player, Values),
    )
    state = first
    while True:
        walk.iterate(root, state, moves)
        budget.done += 1
        budget.spent += budget.per_iteration
        if not budget.left() or len(moves) == 1:
            break
        state = player.determinise(rules, knowledge, rng)
    ranked = sorted(
        root.children.values(), key=lambda n: (-n.visits, -(n.reward / max(n.visits, 1)))
    )
    considered = tuple(
        Considered(rules.move_to_wire(n.move), n.visits, n.reward / max(n.visits, 1))
        for n in ranked
    )
    return Decision(considered[0].move, Level.MCTS, budget.done, considered)


def _players(state: Any) -> tuple[str, ...]:
    players: tuple[str, ...] = tuple(state.players)
    return players


def widening(visits: int) -> int:
    """How many children a node visited `visits` times may hold."""
    return int(math.ceil(WIDEN * (visits + 1) ** ALPHA))


@dataclass(slots=True)
class _Walk:
    rules: Rules[Any, Any]
    player: Player[Any, Any]
    rng: random.Random
    depth: int
    players: tuple[str, ...]
    budget: Budget
    # Whether `player` ranks moves (`Ranks`) and scores every player at once (`Values`),
    # asked once: a runtime-checkable protocol's isinstance walks its attributes.
    ranks: bool
    values: bool

    def iterate(self, root: Node, state: Any, root_moves: Sequence[Any]) -> None:
        rules = self.rules
        path = [root]
        node = root
        legal: Sequence[Any] = root_moves
        while True:
            children = node.children
            # The children this determinisation allows, and the moves not yet tried, in
            # one pass: each move hashed once.
            tried: list[Node] = []
            untried: list[Any] = []
            for m in legal:
                c = children.get(m)
                if c is None:
                    untried.append(m)
                else:
                    tried.append(c)
            if untried and len(tried) < widening(node.visits):
                move = self._best_untried(node, state, untried)
                child = Node(move=move, mover=rules.mover(move))
                tried.append(child)
                children[move] = child
                for c in tried:
                    c.available += 1
                state = self._apply(state, move)
                path.append(child)
                break
            for c in tried:
                c.available += 1
            node = max(tried, key=_ucb)
            state = self._apply(state, node.move)
            path.append(node)
            if rules.outcome(state) is not None:
                break
            legal = self._moves(state)
            if not legal:
                break
        rewards = self._playout(state)
        for visited in path[1:]:
            visited.visits += 1
            assert visited.mover is not None
            visited.reward += rewards[visited.mover]
        root.visits += 1

    def _apply(self, state: Any, move: Any) -> Any:
        self.budget.spent += 1
        return settled(self.rules, self.player, state, move, self.rng)

    def _best_untried(self, node: Node, state: Any, untried: Sequence[Any]) -> Any:
        """The untried move its mover's one-ply score ranks best (each move scored in the
        first determinisation that allows it); ties drawn at random."""
        if len(untried) == 1:
            return untried[0]
        scores = node.scores
        new = [m for m in untried if m not in scores]
        if new:
            scores.update(zip(new, self._scores(state, new), strict=True))
        best = max(scores[m] for m in untried)
        return self.rng.choice([m for m in untried if scores[m] == best])

    def _scores(self, state: Any, moves: Sequence[Any]) -> list[float]:
        player, rules = self.player, self.rules
        if self.ranks:
            rank = cast(Ranks, player).rank
            return [rank(rules, state, m) for m in moves]
        self.budget.spent += len(moves)
        return [
            player.value(rules, settled(rules, player, state, m, self.rng), rules.mover(m))
            for m in moves
        ]

    def _moves(self, state: Any) -> list[Any]:
        """The moves of whoever acts that a bot weighs; when anyone may, only the first
        seat's that has any (who deals the next round changes nothing but who sent it)."""
        rules = self.rules
        actor = rules.to_act(state)
        moves: list[Any] = []
        if isinstance(actor, Seat):
            moves = weighed(rules.legal_moves(state))
        elif isinstance(actor, Anyone):
            for p in self.players:
                moves = weighed(rules.seat_moves(state, p))
                if moves:
                    break
        self.budget.spent += len(moves)
        return moves

    def _playout(self, state: Any) -> dict[str, float]:
        """Each player's reward after up to `depth` moves from `state`, each the one its
        mover's one-ply score ranks best (ties drawn at random), as the greedy level
        would: the next turns of a race played as a player would play them."""
        rules = self.rules
        for _ in range(self.depth):
            if rules.outcome(state) is not None:
                break
            legal = self._moves(state)
            if not legal:
                break
            move = legal[0]
            if len(legal) > 1:
                scores = self._scores(state, legal)
                best = max(scores)
                move = self.rng.choice([m for m, v in zip(legal, scores, strict=True) if v == best])
            state = self._apply(state, move)
        if self.values:
            return dict(cast(Values, self.player).values(rules, state))
        return {p: self.player.value(rules, state, p) for p in self.players}


def _ucb(node: Node) -> float:
    if node.visits == 0:
        return math.inf
    mean = node.reward / node.visits
    return mean + EXPLORATION * math.sqrt(math.log(max(node.available, 1)) / node.visits)
