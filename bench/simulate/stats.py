"""The numbers a simulation reports: win rates with Wilson intervals, percentiles and
distributions. Standard library only, so the arena and the tests read them without
matplotlib."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

# The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Rate:
    """`wins` out of `games` (a shared win counts as a fraction: half of a game two
    players share), and its 95% Wilson score interval."""

    wins: float
    games: int
    rate: float
    low: float
    high: float

    def as_json(self) -> dict[str, float | int]:
        return {
            "wins": self.wins,
            "games": self.games,
            "rate": self.rate,
            "low": self.low,
            "high": self.high,
        }


def wilson(wins: float, games: int, z: float = Z95) -> Rate:
    """The Wilson score interval (Wilson 1927) of a proportion: unlike the normal
    approximation it stays inside [0, 1] and keeps its coverage near 0 and 1, where a
    strong bot's win rate lies. Fractional wins (shared games) enter as they are."""
    if games <= 0:
        raise ValueError("a rate needs at least one game")
    if not 0 <= wins <= games:
        raise ValueError(f"{wins} wins out of {games} games")
    p = wins / games
    z2 = z * z
    denominator = 1 + z2 / games
    centre = (p + z2 / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denominator
    # The interval always holds p (the score test's statistic is 0 there); min and max
    # keep rounding at p = 0 or 1 from putting a bound a hair on the wrong side.
    return Rate(wins, games, p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def percentile(values: Sequence[float], q: float) -> float:
    """The `q`-th percentile (0-100) with linear interpolation between the closest ranks
    (numpy's default), of at least one value."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)


def distribution(values: Sequence[float]) -> dict[str, float]:
    """What a histogram shows, in numbers: the extremes, quartiles, mean and deviation."""
    return {
        "min": min(values),
        "p25": percentile(values, 25),
        "median": percentile(values, 50),
        "p75": percentile(values, 75),
        "max": max(values),
        "mean": statistics.fmean(values),
        "stdev": statistics.pstdev(values),
    }
