"""The interval and percentiles the arena and the simulator report."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bench.simulate.stats import distribution, percentile, wilson


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        # Reference values: statsmodels' proportion_confint(..., method="wilson"), and
        # Newcombe (1998), Statistics in Medicine 17, table I (81/263, 15/148, 0/20).
        (5, 10, 0.236593, 0.763407),
        (0, 10, 0.0, 0.277533),
        (10, 10, 0.722467, 1.0),
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
    ],
)
def test_the_wilson_interval_of_known_proportions(wins, games, low, high):
    rate = wilson(wins, games)
    assert rate.rate == wins / games
    assert rate.low == pytest.approx(low, abs=1e-4)
    assert rate.high == pytest.approx(high, abs=1e-4)


def test_a_shared_win_enters_the_interval_as_half_a_win():
    assert wilson(2.5, 5).rate == 0.5
    assert wilson(2.5, 5).low == pytest.approx(wilson(5, 10).low, abs=0.12)
    assert wilson(2.5, 5).low < wilson(2.5, 5).rate < wilson(2.5, 5).high


@given(st.integers(1, 5000), st.data())
def test_the_interval_holds_the_rate_inside_zero_and_one(games, data):
    wins = data.draw(st.integers(0, games))
    rate = wilson(wins, games)
    assert 0 <= rate.low <= rate.rate <= rate.high <= 1
    # More games of the same proportion give a narrower interval.
    wider = wilson(wins, games)
    narrower = wilson(wins * 4, games * 4)
    assert narrower.high - narrower.low < wider.high - wider.low or math.isclose(
        wider.high - wider.low, 0
    )


def test_no_games_or_more_wins_than_games_is_refused():
    with pytest.raises(ValueError):
        wilson(0, 0)
    with pytest.raises(ValueError):
        wilson(3, 2)


def test_percentiles_interpolate_between_ranks():
    values = [10.0, 1.0, 4.0, 2.0, 3.0]
    assert percentile(values, 0) == 1.0
    assert percentile(values, 50) == 3.0
    assert percentile(values, 100) == 10.0
    assert percentile(values, 90) == pytest.approx(4 + 0.6 * 6)
    assert percentile([7.0], 99) == 7.0


def test_a_distribution_summarises_its_values():
    d = distribution([1.0, 2.0, 3.0, 4.0])
    assert (d["min"], d["median"], d["max"], d["mean"]) == (1.0, 2.5, 4.0, 2.5)
    assert d["p25"] == 1.75 and d["p75"] == 3.25
