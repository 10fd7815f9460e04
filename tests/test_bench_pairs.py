"""bench.pairs: the arithmetic of an A/B measured in turns."""

from __future__ import annotations

import argparse

import pytest

from bench.pairs import Sample, compare, env_setting, parse_args
from bench.procs import ROOT


def test_each_pair_gives_b_over_a_and_each_side_keeps_its_own_figures() -> None:
    # the machine slows down between pairs: B is 10% faster in the first and 10% slower
    # in the third, whatever the level, and the ratio sees only that
    pairs = [
        (Sample(2000.0, 9.0, 600.0), Sample(2200.0, 8.0, 550.0)),
        (Sample(3000.0, 7.0, 500.0), Sample(3000.0, 7.5, 500.0)),
        (Sample(1000.0, 12.0, 900.0), Sample(900.0, 14.0, 950.0)),
    ]
    figures = compare(pairs)
    low, mid, high = figures["B/A req/s"]
    assert (low, mid, high) == (pytest.approx(0.9), pytest.approx(1.0), pytest.approx(1.1))
    # B's CPU a request over A's, pair by pair: 550/600, 500/500, 950/900
    low, mid, high = figures["B/A CPU us/req"]
    assert (low, mid, high) == (pytest.approx(11 / 12), 1.0, pytest.approx(19 / 18))
    assert figures["A req/s"] == (1000.0, 2000.0, 3000.0)
    assert figures["B p99 ms"] == (7.5, 8.0, 14.0)
    assert figures["A server CPU us/req"] == (500.0, 600.0, 900.0)
    assert figures["B server CPU us/req"] == (500.0, 550.0, 950.0)


def test_server_settings_are_name_value_pairs_and_both_sides_default_to_the_same() -> None:
    assert env_setting("GUNICORN_WORKER_CLASS=gthread") == ("GUNICORN_WORKER_CLASS", "gthread")
    assert env_setting("EMPTY=") == ("EMPTY", "")
    for bad in ("NO_VALUE", "=x"):
        with pytest.raises(argparse.ArgumentTypeError):
            env_setting(bad)
    args = parse_args(["--b", "WEB_CONCURRENCY=3", "--b", "GUNICORN_THREADS=2"])
    assert (args.app, args.a, args.b) == (
        "ceiling",
        [],
        [("WEB_CONCURRENCY", "3"), ("GUNICORN_THREADS", "2")],
    )


def test_a_session_move_pair_needs_the_service_and_each_side_may_run_another_checkout(
    tmp_path, capsys
) -> None:
    args = parse_args(["--app", "service", "--workload", "session-move"])
    assert (args.workload, args.a_root, args.b_root) == ("session-move", ROOT, ROOT)
    with pytest.raises(SystemExit):
        parse_args(["--workload", "session-move"])  # the ceiling has no sessions
    assert "needs --app service" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_args(["--app", "service", "--a-root", str(tmp_path)])  # not a checkout
    assert "not a checkout" in capsys.readouterr().err
    (tmp_path / "service").mkdir()
    (tmp_path / "service" / "gunicorn_conf.py").write_text("")
    assert parse_args(["--app", "service", "--a-root", str(tmp_path)]).a_root == tmp_path


def test_worker_cpu_gives_b_over_a_pair_by_pair_and_takes_the_same_settings() -> None:
    from bench.worker_cpu import parse_args as cpu_args
    from bench.worker_cpu import ratios

    assert ratios([500.0, 400.0], [510.0, 380.0]) == [pytest.approx(1.02), pytest.approx(0.95)]
    with pytest.raises(ValueError):
        ratios([500.0], [510.0, 380.0])  # every pair has both sides
    args = cpu_args(["--a", "METRICS=0", "--b", "METRICS=1", "--pairs", "4"])
    assert (args.a, args.b, args.pairs, args.requests) == (
        [("METRICS", "0")],
        [("METRICS", "1")],
        4,
        1000,
    )


def test_the_median_interval_is_the_order_statistics_a_binomial_tail_allows() -> None:
    from bench.pairs import median_interval

    # n = 9: 2 P(B <= 1) = 20/512 keeps 96.1%, 2 P(B <= 2) = 92/512 would fall under 95%
    low, high, reached = median_interval([9.0, 1.0, 8.0, 2.0, 7.0, 3.0, 6.0, 4.0, 5.0])
    assert (low, high) == (2.0, 8.0)
    assert reached == pytest.approx(1 - 20 / 512)
    # n = 30: the 10th and 21st values (2 P(B <= 9) = 0.0428)
    low, high, reached = median_interval([float(v) for v in range(30)])
    assert (low, high) == (9.0, 20.0)
    assert reached == pytest.approx(0.9572, abs=1e-4)
    # five pairs cannot reach 95%: the whole range, at 1 - 2/32
    assert median_interval([1.0, 0.9, 1.1, 1.05, 0.95]) == (0.9, 1.1, pytest.approx(0.9375))
