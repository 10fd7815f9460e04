"""bench.run's arithmetic over rounds: each ratio against the ceilings around its own
round, then one median figure per name."""

from __future__ import annotations

import pytest

from bench.run import Figure, set_ratios, summarize


def ceiling(index: int, rps: float) -> Figure:
    return Figure("ceiling", f"ceiling {index}", "", rps=rps, round=index)


def figure(name: str, index: int, rps: float, p99: float, server_us: float) -> Figure:
    return Figure(
        "validate-move", name, "", rps=rps, p99_ms=p99, round=index, cpu_us={"server": server_us}
    )


def test_a_ratio_is_taken_against_the_ceilings_around_its_round() -> None:
    # the machine slows down during the run: a single mean ceiling would blur the ratios
    http = [
        ceiling(0, 3000.0),
        figure("v", 0, 2500.0, 9.0, 800.0),
        ceiling(1, 2000.0),
        figure("v", 1, 1500.0, 12.0, 900.0),
        ceiling(2, 1000.0),
    ]
    assert set_ratios(http) == pytest.approx(2000.0)  # every ceiling's mean, for the header
    assert http[1].ratio == pytest.approx(2500 / 2500)  # (3000 + 2000) / 2
    assert http[3].ratio == pytest.approx(1500 / 1500)  # (2000 + 1000) / 2
    assert http[0].ratio == pytest.approx(1.5) and http[4].ratio == pytest.approx(0.5)


def test_rounds_fold_into_one_median_figure_per_name() -> None:
    http = [
        ceiling(0, 2000.0),
        figure("v", 0, 1000.0, 10.0, 900.0),
        figure("w", 0, 500.0, 20.0, 1500.0),
        ceiling(1, 2000.0),
        figure("v", 1, 1600.0, 30.0, 700.0),
        figure("w", 1, 700.0, 25.0, 1400.0),
        ceiling(2, 2000.0),
        figure("v", 2, 1200.0, 11.0, 800.0),
        Figure("validate-move", "w", "", round=2, na="refused"),
        ceiling(3, 2000.0),
    ]
    set_ratios(http)
    summary = {f.name: f for f in summarize(http)}
    assert [n for n in summary if n.startswith("ceiling")] == [f"ceiling {i}" for i in range(4)]
    v = summary["v (median of 3)"]
    assert (v.rps, v.p99_ms, v.ratio, v.cpu_us) == (
        1200.0,
        11.0,
        pytest.approx(0.6),
        {"server": 800.0},
    )
    w = summary["w (median of 2)"]  # the round with no figure does not count
    assert (w.rps, w.p99_ms, w.cpu_us) == (600.0, 22.5, {"server": 1450.0})


def test_a_single_round_is_reported_as_measured() -> None:
    http = [ceiling(0, 2000.0), figure("v", 0, 1000.0, 10.0, 900.0), ceiling(1, 2000.0)]
    set_ratios(http)
    assert summarize(http) == [http[0], http[2], http[1]]  # the ceilings first, unchanged
