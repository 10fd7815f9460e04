"""bench.instructions --table: what it counts, and the table it builds from the counts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import orjson
from gunicorn.workers.base import Worker

from bench import marked_app
from bench.component_loop import REFEREE_COMPONENTS
from bench.instruction_table import (
    CEILING,
    MIDDLEWARE,
    PRODUCTION,
    SESSION,
    VALIDATE,
    Counts,
    Workload,
    callgrind_totals,
    per_call,
    production_env,
    table,
    variants,
)
from bench.instructions import parse_args
from bench.procs import ROOT


def test_the_table_runs_one_seed_and_200_requests_unless_told() -> None:
    args = parse_args(["--table"])
    assert (args.hash_seeds, args.requests) == ([0], 200)
    args = parse_args([])
    assert (args.hash_seeds, args.requests) == ([0, 1, 2], 300)


def test_each_middleware_off_worker_serves_what_the_production_worker_serves() -> None:
    plan = {v.name: v for v in variants(["meow10", "copycat"], "meow10")}
    assert set(plan[PRODUCTION].workloads) == {
        Workload(kind, game) for kind in (VALIDATE, SESSION) for game in ("meow10", "copycat")
    }
    assert plan[PRODUCTION].env == ()
    assert plan[CEILING].workloads == (Workload(CEILING, "meow10"),)
    assert plan["CREATE_RATE_LIMIT="].env == (("CREATE_RATE_LIMIT", ""),)
    # what the production worker serves, in its order: only the middleware differs
    for off in ("CREATE_RATE_LIMIT=", "METRICS=0", "CORS_ORIGINS="):
        assert plan[off].workloads == plan[PRODUCTION].workloads


def test_the_production_env_leaves_the_defaults_alone(monkeypatch) -> None:
    monkeypatch.setenv("CREATE_RATE_LIMIT", "")
    monkeypatch.setenv("METRICS", "0")
    monkeypatch.setenv("CORS_ORIGINS", "")
    env = production_env("redis://127.0.0.1:1/0", 3)
    assert not {"CREATE_RATE_LIMIT", "METRICS", "CORS_ORIGINS"} & set(env)
    assert env["PYTHONHASHSEED"] == "3" and env["WEB_CONCURRENCY"] == "1"


def test_a_component_is_its_longer_section_less_its_shorter_over_the_calls_between() -> None:
    sections = {
        "start-up": 10**9,
        "meow10\tjson decode\twarm": 5_000_000,
        "collect": 70_000,
        "meow10\tjson decode\tbase": 1_200_000,
        "meow10\tjson decode\tmore": 12_700_000,
    }
    assert per_call(sections, 200) == {("meow10", "json decode"): 57_500}


def test_a_dump_s_count_is_its_totals_line(tmp_path: Path) -> None:
    out = tmp_path / "cg.1.1"
    out.write_text("version: 1\ncmd: python\nevents: Ir\nfn=x\n1 5\ntotals: 4567\n")
    assert callgrind_totals(out) == 4567


def test_the_table_gives_each_game_its_ratios_and_each_piece_its_share() -> None:
    served = {
        (CEILING, Workload(CEILING, "meow10")): 1_000_000.0,
        (PRODUCTION, Workload(VALIDATE, "meow10")): 1_600_000.0,
        (PRODUCTION, Workload(SESSION, "meow10")): 2_000_000.0,
        ("METRICS=0", Workload(VALIDATE, "meow10")): 1_560_000.0,
        ("CORS_ORIGINS=", Workload(VALIDATE, "meow10")): 1_584_000.0,
        ("CREATE_RATE_LIMIT=", Workload(SESSION, "meow10")): 2_000_000.0,
    }
    components = {("meow10", name): 16_000.0 for name in REFEREE_COMPONENTS}
    lines = list(table(["meow10"], Counts(served, components)))
    assert lines[0].endswith(": 1,000,000")
    assert lines[2].split() == ["meow10", "1,600,000", "0.62", "2,000,000", "0.50"]
    rows = {line[:30].strip(): line[30:].split() for line in lines[9:]}
    assert rows["schema load"] == ["16,000", "1.0%"]
    assert rows["metrics (METRICS=0)"] == ["40,000", "2.5%"]
    assert rows["CORS (CORS_ORIGINS=)"] == ["16,000", "1.0%"]
    assert rows["limiter (CREATE_RATE_LIMIT=)"] == ["0", "0.0%"]
    assert len(rows) == len(REFEREE_COMPONENTS) + len(MIDDLEWARE)


def test_the_component_loop_labels_every_section_it_marks() -> None:
    argv = [sys.executable, "-m", "bench.component_loop", "-", "1", "1", "2", "meow10"]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=True)
    labels = orjson.loads(done.stdout)
    assert labels[0] == "start-up"
    assert labels[1:7] == [
        "collect",
        "meow10\tjson decode\twarm",
        "collect",
        "meow10\tjson decode\tbase",
        "collect",
        "meow10\tjson decode\tmore",
    ]
    assert len(labels) == 1 + 6 * len(REFEREE_COMPONENTS)


def test_the_mark_is_a_signal_gunicorn_s_workers_keep() -> None:
    assert marked_app.MARK not in Worker.SIGNALS
