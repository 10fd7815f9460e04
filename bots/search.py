"""Information-set Monte Carlo tree search, single observer (docs/bots.md#the-levels).

Cowling, Powley and Whitehouse (2012), "Information Set Monte Carlo Tree Search", as
OpenSpiel's `ismcts` reads it: one tree over the seat's information set, whose edges are
moves. Each iteration samples a determinisation of what the seat cannot see, walks down
the tree choosing among the moves that determinisation allows (UCB1, where a child's
exploration term counts the iterations it was *available*, not the parent's visits),
adds one node, plays a short playout cut off after `depth` moves and scored by the
game's `Player.value` for every player, and backs the scores up so that each node holds
the mean reward of the player who made its move: every player maximises their own
reward, for 2 to 8 players.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.base import Anyone, Rules, Seat

from .base import Considered, Decision, Knowledge, Level, Player
from .levels import settled

# UCB1's exploration constant, for rewards in [0, 1].
EXPLORATION = 0.7
# Moves a playout plays at random before the heuristic scores where it stands. None: the
# heuristic scores the new node itself, which measured as strong as 4 random moves
# against greedy in Meow 10 (docs/bots.md) at a fraction of the cost, so more
# iterations fit the budget.
PLAYOUT_DEPTH = 0


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


def search(
    rules: Rules[Any, Any],
    player: Player[Any, Any],
    knowledge: Knowledge,
    first: Any,
    moves: Sequence[Any],
    rng: random.Random,
    iterations: int,
    over: Callable[[], bool],
    depth: int = PLAYOUT_DEPTH,
) -> Decision[Any]:
    """The most visited of the seat's `moves` after `iterations` iterations (fewer if
    `over` says the wall-time budget is spent), from determinisations of `knowledge`
    (`first` is the first)."""
    root = Node(move=None, mover=None)
    players = _players(first)
    done = 0
    state = first
    while done < iterations:
        _iterate(rules, player, root, state, moves, rng, depth, players)
        done += 1
        if done >= iterations or over():
            break
        state = player.determinise(rules, knowledge, rng)
    ranked = sorted(
        root.children.values(), key=lambda n: (-n.visits, -(n.reward / max(n.visits, 1)))
    )
    considered = tuple(
        Considered(rules.move_to_wire(n.move), n.visits, n.reward / max(n.visits, 1))
        for n in ranked
    )
    return Decision(considered[0].move, Level.MCTS, done, considered)


def _players(state: Any) -> tuple[str, ...]:
    players: tuple[str, ...] = tuple(state.players)
    return players


def _iterate(
    rules: Rules[Any, Any],
    player: Player[Any, Any],
    root: Node,
    state: Any,
    root_moves: Sequence[Any],
    rng: random.Random,
    depth: int,
    players: tuple[str, ...],
) -> None:
    path = [root]
    node = root
    legal: Sequence[Any] = root_moves
    while True:
        untried = [m for m in legal if m not in node.children]
        if untried:
            move = rng.choice(untried)
            child = Node(move=move, mover=rules.mover(move))
            node.children[move] = child  # before counting: it was available too
            for m in legal:
                if m in node.children:
                    node.children[m].available += 1
            state = settled(rules, player, state, move, rng)
            path.append(child)
            break
        children = [node.children[m] for m in legal]
        for child in children:
            child.available += 1
        node = max(children, key=_ucb)
        state = settled(rules, player, state, node.move, rng)
        path.append(node)
        if rules.outcome(state) is not None:
            break
        legal = _moves(rules, state, players)
        if not legal:
            break
    rewards = _playout(rules, player, state, rng, depth, players)
    for visited in path[1:]:
        visited.visits += 1
        assert visited.mover is not None
        visited.reward += rewards[visited.mover]


def _ucb(node: Node) -> float:
    if node.visits == 0:
        return math.inf
    mean = node.reward / node.visits
    return mean + EXPLORATION * math.sqrt(math.log(max(node.available, 1)) / node.visits)


def _moves(rules: Rules[Any, Any], state: Any, players: tuple[str, ...]) -> list[Any]:
    """The moves of whoever acts; when anyone may, only the first seat's that has any
    (who deals the next round changes nothing but who sent it)."""
    actor = rules.to_act(state)
    if isinstance(actor, Seat):
        return list(rules.legal_moves(state))
    if isinstance(actor, Anyone):
        for p in players:
            own = list(rules.seat_moves(state, p))
            if own:
                return own
    return []


def _playout(
    rules: Rules[Any, Any],
    player: Player[Any, Any],
    state: Any,
    rng: random.Random,
    depth: int,
    players: tuple[str, ...],
) -> dict[str, float]:
    """Each player's reward after up to `depth` random moves from `state`."""
    for _ in range(depth):
        if rules.outcome(state) is not None:
            break
        legal = _moves(rules, state, players)
        if not legal:
            break
        state = settled(rules, player, state, rng.choice(legal), rng)
    return {p: player.value(rules, state, p) for p in players}
