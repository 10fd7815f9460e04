"""bench.instructions: a request's count from two valgrind runs, and the loop it counts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import orjson
import pytest

from bench import workloads
from bench.instructions import LOOP, Count, parse_args, per_request, summary_instructions
from bench.procs import ROOT
from engines import REGISTRY


def test_one_request_is_the_difference_of_two_counts_over_the_requests_between() -> None:
    args = parse_args(["--game", "meow10", "--base", "10", "--requests", "40"])
    assert args.hash_seeds == [0, 1, 2] and args.game == ["meow10"]
    args.hash_seeds = [0, 1]
    totals = {
        Count("a", "meow10", 0, 10): 5_000_000,  # start-up and 10 requests
        Count("a", "meow10", 0, 50): 9_000_000,  # 40 more: 100,000 each
        Count("a", "meow10", 1, 10): 5_200_000,
        Count("a", "meow10", 1, 50): 9_400_000,  # another hash seed: 105,000
    }
    assert per_request(args, totals, "a", "meow10") == [100_000, 105_000]


def test_the_total_is_read_from_the_summary_line(tmp_path: Path) -> None:
    out = tmp_path / "cg.out"
    out.write_text("desc: I1 cache:\ncmd: python\nevents: Ir\nfl=x.c\n1 5\nsummary: 123456\n")
    assert summary_instructions(out) == 123_456


@pytest.mark.parametrize("legal", [True, False])
def test_the_loop_serves_the_body_and_stops_on_any_answer_but_200(tmp_path: Path, legal) -> None:
    body = workloads.validate_body(REGISTRY["meow10"])
    if not legal:
        body["move"] = {"type": "no-such-move"}
    (tmp_path / "body.json").write_bytes(orjson.dumps(body))
    argv = [sys.executable, str(LOOP), str(ROOT), "/v1/games/meow10/validate-move"]
    done = subprocess.run(
        [*argv, str(tmp_path / "body.json"), "1", "3"],
        capture_output=True,
        text=True,
        check=False,
        env={"CREATE_RATE_LIMIT": "", "PATH": "/usr/bin:/bin"},
    )
    if legal:
        assert done.returncode == 0, done.stderr
    else:
        assert done.returncode != 0 and "answered 422" in done.stderr
