"""A collection over its cap is refused as it is parsed, before any of its items is built:
one 422 naming the field and its limit, answered at once, however many items it holds.
Through gunicorn as `make run` serves (one gevent worker, the sessions in its memory), a
proof of a million tiny moves is answered while the worker lives on, sessions and all."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient
from marshmallow import Schema, fields

from bench import procs
from schemas import REGISTRY as SCHEMAS
from schemas.base import MoveUnion
from schemas.cattower import Tower
from schemas.fields import JsonObject, PerPlayer
from schemas.lists import BoundedDict, BoundedList
from schemas.loader import CompiledLoader
from schemas.proofs import PROOFS
from schemas.sessions import MOVE_REQUESTS, SessionCreateRequest

# An answer naming one field is a few hundred bytes; one naming every item of 300,000
# was about ninety megabytes.
SMALL_ANSWER = 4096


def proof_with(**parts: Any) -> dict[str, Any]:
    """A proof's body, only as far as the test needs: the rest is missing (more 422s)."""
    return {"game": "cattower", **parts}


def entry(**parts: Any) -> dict[str, Any]:
    digest = "0" * 64
    move = {"type": "roll", "player": "ann"}
    hashes = {"commitment": digest, "hash": digest}
    return {"version": 1, "move": move, "events": [], "result": None, **hashes, **parts}


def copycat_state(client: FlaskClient, copiers: list[Any]) -> dict[str, Any]:
    setup = {"players": ["ann", "bob"], "seed": "copiers"}
    state: dict[str, Any] = client.post("/v1/games/copycat/setup", json=setup).get_json()["state"]
    state["field"] = {"parent": "ann", "number": 3, "cards": ["3"], "copiers": copiers}
    return state


CASES = {
    "300,000 proof moves": (
        "/v1/games/cattower/verify",
        lambda _: proof_with(moves=[{}] * 300_000),
        ["moves"],
        5000,
    ),
    "300,000 events of one proof move": (
        "/v1/games/cattower/verify",
        lambda _: proof_with(moves=[entry(events=[0] * 300_000)]),
        ["moves", "0", "events"],
        64,
    ),
    "100,000 replay moves": (
        "/v1/games/cattower/replay",
        lambda _: {"setup": {"players": ["ann", "bob"]}, "moves": [0] * 100_000},
        ["moves"],
        5000,
    ),
    "100,000 copiers of a Copy Cat field": (
        "/v1/games/copycat/validate-move",
        lambda client: {
            "state": copycat_state(client, [0] * 100_000),
            "move": {"type": "draw", "player": "bob"},
        },
        ["state", "field", "copiers"],
        7,
    ),
}


@pytest.mark.parametrize("case", CASES)
def test_a_collection_over_its_cap_is_one_422_naming_it_and_its_limit(
    client: FlaskClient, case: str
) -> None:
    path, body, field, limit = CASES[case]
    answer = client.post(path, data=orjson.dumps(body(client)), content_type="application/json")
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    errors = answer.get_json()["errors"]
    for key in field:
        errors = errors[key]
    assert errors == [f"must hold at most {limit} items"]
    assert len(answer.data) < SMALL_ANSWER, f"{len(answer.data)} bytes answered"


@pytest.fixture
def make_run(tmp_path: Path) -> Iterator[procs.Server]:
    """gunicorn as `make run` serves: no Redis, one gevent worker holding every session."""
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "WEB_CONCURRENCY")}
    env["CREATE_RATE_LIMIT"] = ""
    with procs.gunicorn("service.app:create_app()", env, tmp_path / "gunicorn.log") as server:
        yield server


def call(server: procs.Server, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    # Bounded well above what the answer takes (a second or two), and below gunicorn's
    # 30 s timeout, past which the worker and its sessions would be gone.
    answer = procs.request(server.url, method, path, body, timeout_s=25)
    assert answer is not None, f"no answer to {method} {path}: the worker is stuck or gone"
    return answer[0], orjson.loads(answer[1]) if answer[1] else None


BIG_PROOFS = {
    "1 MB of empty moves": (proof_with(moves=[{}] * 330_000), ["moves"], 5000),
    "4 MiB of one move's events": (
        proof_with(moves=[entry(events=[0] * 2_000_000)]),
        ["moves", "0", "events"],
        64,
    ),
}


@pytest.mark.parametrize("case", BIG_PROOFS)
def test_a_huge_proof_is_refused_at_once_and_the_worker_keeps_its_sessions(
    make_run: procs.Server, case: str
) -> None:
    proof, field, limit = BIG_PROOFS[case]
    raw = orjson.dumps(proof)
    assert len(raw) <= 4 * 1024 * 1024  # within MAX_PROOF_BYTES: the parse decides
    game = {"game": "meow10", "players": ["ann", "bob"]}
    status, created = call(make_run, "POST", "/v1/sessions", game)
    assert status == 201, created
    workers = procs.children(make_run.master_pid)

    status, problem = call(make_run, "POST", "/v1/games/cattower/verify", raw)
    assert status == 422, problem
    errors = problem["errors"]
    for key in field:
        errors = errors[key]
    assert errors == [f"must hold at most {limit} items"]

    assert call(make_run, "GET", "/healthz")[0] == 200
    status, session = call(make_run, "GET", f"/v1/sessions/{created['id']}")
    assert status == 200 and session["version"] == 0, "the session was lost"
    assert procs.children(make_run.master_pid) == workers, "the worker was replaced"


def fields_loaded(schema: Schema, seen: set[type[Schema]]) -> Iterator[tuple[str, Any]]:
    """Every field a request schema loads, through nested schemas, move unions, the
    schemas of per-player values and Cat Tower's towers."""
    if type(schema) in seen:
        return
    seen.add(type(schema))
    for name, field in schema.load_fields.items():
        yield f"{type(schema).__name__}.{name}", field
        inner = field.inner if isinstance(field, fields.List) else field
        for nested in schemas_within(inner):
            yield from fields_loaded(nested, seen)


def schemas_within(field: Any) -> list[Schema]:
    if isinstance(field, fields.Nested):
        return [field.schema]
    if isinstance(field, MoveUnion):
        return [loader.schema for loader in field._instances.values()]  # noqa: SLF001
    loader = getattr(field.check, "__self__", None) if isinstance(field, PerPlayer) else None
    if isinstance(loader, CompiledLoader):  # a PerPlayer of schema values
        return [loader.schema]
    if isinstance(field, Tower):
        return [Tower._one.schema]  # noqa: SLF001
    return []


REQUEST_SCHEMAS = [
    *(cls() for bundle in SCHEMAS.values() for cls in bundle.requests.values()),
    *(cls() for cls in PROOFS.values()),
    *(cls() for cls in MOVE_REQUESTS.values()),
    SessionCreateRequest(),
]


def test_every_list_a_request_loads_is_counted_before_its_items() -> None:
    """A list field marshmallow would load item by item before its Length validator runs
    is a BoundedList; a Dict field of marshmallow's (a key and a value field an entry) is
    a BoundedDict (JsonObject and PerPlayer take a length first too)."""
    seen: set[type[Schema]] = set()
    unbounded = [
        name
        for schema in REQUEST_SCHEMAS
        for name, field in fields_loaded(schema, seen)
        if (isinstance(field, fields.List) and not isinstance(field, BoundedList))
        or (isinstance(field, fields.Dict) and not isinstance(field, JsonObject | BoundedDict))
    ]
    assert unbounded == []
    assert len(seen) > 40  # the walk reached the states, moves and proof entries
