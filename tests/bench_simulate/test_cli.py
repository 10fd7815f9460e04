"""`python -m bench.simulate` end to end: a small job writes its plots and a summary whose
numbers add up to the games played, and the same seed gives the same summary."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from matplotlib import image

from bench.simulate import cli

ROOT = Path(__file__).resolve().parents[2]
PLOTS = ("win-rate.png", "length.png", "standings.png", "summary.png")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def simulate(out: Path, *args: str) -> dict:
    assert cli.main([*args, "--out", str(out), "--quiet"]) == 0
    return json.loads((out / "summary.json").read_text())


def without_timing(report: dict) -> dict:
    return {**report, "jobs": None, "sets": [{**s, "timing": None} for s in report["sets"]]}


def test_a_small_job_writes_plots_and_a_summary_that_adds_up(tmp_path):
    report = simulate(
        tmp_path,
        *("--game", "copycat", "--seat", "mcts:4", "--seat", "greedy", "--seat", "random"),
        *("--n", "6", "--compare", '{"knockout": true}', "--rotate", "--jobs", "2"),
    )
    for name in PLOTS:
        data = (tmp_path / name).read_bytes()
        assert data.startswith(PNG_SIGNATURE) and len(data) > 10_000
        pixels = image.imread(tmp_path / name)
        assert pixels.shape[0] > 200 and pixels.shape[1] > 200
        assert pixels.std() > 0  # something is drawn
    assert report["seats"] == ["mcts:4", "greedy", "random"]
    assert [s["label"] for s in report["sets"]] == ["defaults", "knockout=true"]
    assert [s["options"] for s in report["sets"]] == [{}, {"knockout": True}]
    for s in report["sets"]:
        summary = s["summary"]
        assert summary["games"] == 6 and summary["seats"] == ["p1", "p2", "p3"]
        # Every game is won once, however its winners share it (none stalled: an
        # unfinished game is won by nobody).
        assert summary["unfinished"] == 0
        by_seat = summary["win_by_seat"].values()
        assert sum(r["wins"] for r in by_seat) == pytest.approx(6)
        assert all(r["games"] == 6 and r["low"] <= r["rate"] <= r["high"] for r in by_seat)
        by_bot = summary["win_by_bot"]
        assert set(by_bot) == {"mcts:4", "greedy", "random"}
        assert sum(r["wins"] for r in by_bot.values()) == pytest.approx(6)
        assert all(r["games"] == 6 for r in by_bot.values())  # rotated: each bot, each game
        assert summary["first_mover"]["games"] == 6
        assert summary["moves"]["min"] <= summary["moves"]["median"] <= summary["moves"]["max"]
        assert summary["rounds"]["min"] >= 1
        assert s["timing"]["games_per_s"] > 0
        assert set(s["timing"]["decision_ms"]) == set(by_bot)

    with (tmp_path / "games.csv").open() as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 2 * 6 * 3
    shares: dict[tuple[str, str], float] = defaultdict(float)
    for row in rows:
        shares[row["set"], row["game"]] += float(row["win_share"])
    assert all(share == pytest.approx(1) for share in shares.values())
    # The CSV holds what the summary counts: each seat's wins.
    first = report["sets"][0]
    for player, rate in first["summary"]["win_by_seat"].items():
        wins = sum(
            float(r["win_share"]) for r in rows if r["set"] == "defaults" and r["player"] == player
        )
        assert wins == pytest.approx(rate["wins"])
    # Rotated: the bots move a seat along each game.
    p1 = [r["bot"] for r in rows if r["set"] == "defaults" and r["player"] == "p1"]
    assert p1 == ["mcts:4", "greedy", "random"] * 2


def test_the_same_seed_gives_the_same_summary(tmp_path):
    args = ("--game", "meow10", "--seat", "mcts:4", "--seat", "greedy", "--n", "4")
    one = simulate(tmp_path / "one", *args, "--jobs", "1")
    two = simulate(tmp_path / "two", *args, "--jobs", "2")
    other = simulate(tmp_path / "other", *args, "--seed", "another")
    assert without_timing(one) == without_timing(two)
    assert (tmp_path / "one" / "games.csv").read_text() == (
        tmp_path / "two" / "games.csv"
    ).read_text()
    assert without_timing(one)["sets"] != without_timing(other)["sets"]


def test_options_a_game_refuses_are_named_before_any_game_is_played(tmp_path, capsys):
    with pytest.raises(SystemExit):
        cli.main(["--game", "copycat", "--options", '{"stakes": 99}', "--out", str(tmp_path)])
    refused = capsys.readouterr().err
    assert "--options" in refused and "stakes" in refused
    with pytest.raises(SystemExit):
        cli.main(["--game", "meow10", "--seat", "random", "--out", str(tmp_path)])
    assert "2 to 5 seats" in capsys.readouterr().err
    assert not (tmp_path / "summary.json").exists()


def test_the_command_line_runs_as_a_module(tmp_path):
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.simulate",
            "--game",
            "meow10",
            "--seat",
            "random",
            "--seat",
            "random",
            "--n",
            "2",
            "--out",
            str(tmp_path),
            "--quiet",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "first to move" in done.stdout
    assert all((tmp_path / name).stat().st_size > 0 for name in PLOTS)
