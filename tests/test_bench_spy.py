"""bench.spy's reading of py-spy samples: which layer a frame belongs to, and the totals."""

from __future__ import annotations

from bench.procs import ROOT
from bench.spy import aggregate, function_of, layer_of, line_of

SITE = f"{ROOT}/.venv/lib/python3.11/site-packages"
STDLIB = "/usr/lib/python3.11"

LOOP = f"run (gunicorn) ;handle ({SITE}/gunicorn/workers/sync.py:141)".replace(" ;", ";")
REFEREE = f"validate_move ({ROOT}/service/referee.py:70)"
LOAD = f"load ({ROOT}/schemas/loader.py:67)"
STATE = f"load_state ({ROOT}/engines/meow10.py:271)"
SEND = f"sendall ({STDLIB}/socket.py:10)"
WRITE = f"write ({SITE}/gunicorn/util.py:348)"
REDIS = f"read ({SITE}/redis/connection.py:9)"
STORE = f"commit ({ROOT}/service/store/redis_store.py:290)"


def test_a_frame_belongs_to_the_project_package_or_library_it_runs_in() -> None:
    assert layer_of(REFEREE) == "service"
    assert layer_of(STORE) == "session store"  # not "service": the longer directory wins
    assert layer_of(LOAD) == "schemas"
    assert layer_of(f"load ({SITE}/marshmallow/schema.py:1)") == "schemas"
    assert layer_of(STATE) == "engines"
    assert layer_of(WRITE) == "gunicorn"  # the virtualenv sits inside the project
    assert layer_of(f"match ({SITE}/werkzeug/routing/map.py:1)") == "Flask/werkzeug"
    assert layer_of(REDIS) == "redis-py"
    assert layer_of(SEND) is None
    assert layer_of(f"f ({SITE}/unlisted/x.py:1)") is None


def test_samples_add_up_by_layer_function_and_line() -> None:
    lines = [
        f"{LOOP};{REFEREE};{LOAD} 5",
        f"{LOOP};{REFEREE};{STATE} 3",
        f"{LOOP};{WRITE};{SEND} 2",  # the stdlib frame counts for its caller's layer
        f"{LOOP};{STORE};{REDIS};{SEND} 4",
        f"{LOOP};{REFEREE};{REFEREE} 1",  # recursion counts a function once per sample
        "garbage without a count",
        "",
    ]
    total, layers, inclusive, leaves = aggregate(lines)
    assert total == 15
    assert layers == {"schemas": 5, "engines": 3, "gunicorn": 2, "redis-py": 4, "service": 1}
    assert inclusive[function_of(REFEREE)] == 9
    assert inclusive["handle (sync.py)"] == 15
    assert leaves[SEND] == 6
    assert line_of(SEND) == "sendall (python3.11/socket.py:10)"
