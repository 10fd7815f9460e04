"""Each piece of a request on its own, in a loop, for bench.instructions' component table.

    python -m bench.component_loop REDIS_URL|- WARM BASE EXTRA GAME...

For every game and component: WARM calls, a mark, BASE calls, a mark, BASE + EXTRA calls,
a mark. Run under `valgrind --tool=callgrind --dump-before=getpgrp`, each mark
(`os.getpgrp`, which nothing else here calls) closes a dump of the instructions since the
one before, so the two counted sections' difference over EXTRA is one call's count, the
loop's own cost and the mark's cancelling out. It prints one JSON list: the label of each
section, in the order of the dumps. With `-` for the Redis URL the store's components are
left out.
"""

from __future__ import annotations

import gc
import io
import os
import secrets
import sys
from collections.abc import Callable, Iterable
from typing import Any

import orjson

from service import jsonio, proofs
from service.referee import REFEREES
from service.request_ids import RequestIds

from . import workloads

Component = tuple[str, Callable[[], Any]]

# What each component counts, in the order the table shows them.
REFEREE_COMPONENTS = (
    "json decode",
    "nesting check",
    "schema load",
    "engine load_state",
    "engine load_move",
    "engine apply",
    "engine to_wire",
    "json encode",
    "request id",
)
STORE_COMPONENTS = ("snapshot read", "redis commit", "chaining")


def referee_components(game_id: str) -> list[Component]:
    """The validate-move body's way through the referee, as bench.profile times it."""
    referee = REFEREES[game_id]
    body = workloads.validate_body(referee.game)
    raw = orjson.dumps(body)
    load = referee.schemas.loader("validate").load
    data = load(body)
    state = referee.load_state(data["state"])
    move = referee.load_move(state, data["move"])
    reply = referee.validate_move(body)
    request_ids = RequestIds(_empty_app)
    environ = {"REQUEST_METHOD": "POST", "wsgi.input": io.BytesIO(raw)}

    def with_request_id() -> None:
        answer = request_ids(dict(environ), _start_response)
        b"".join(answer)
        answer.close()

    return [
        ("json decode", lambda: orjson.loads(raw)),
        ("nesting check", lambda: jsonio.too_deep(raw, body)),
        ("schema load", lambda: load(body)),
        ("engine load_state", lambda: referee.load_state(data["state"])),
        ("engine load_move", lambda: referee.load_move(state, data["move"])),
        ("engine apply", lambda: referee.rules.apply(state, move)),
        ("engine to_wire", lambda: referee.rules.to_wire(state)),
        ("json encode", lambda: orjson.dumps(reply)),
        ("request id", with_request_id),
    ]


def store_components(game_id: str, redis_url: str) -> list[Component]:
    """A session move's store calls (one session of its own) and its chaining."""
    from service.store import RedisStore

    game = REFEREES[game_id].game
    state, move = workloads.mid_game(game)
    store = RedisStore(redis_url, recent_sessions=0)
    session_id = f"bench-components-{secrets.token_hex(8)}"
    record = {"game": game_id, "state": state, "seats": {}}
    store.create(session_id, record, 3600)
    versions = iter(range(10**9))
    entry = {"version": 1, "move": move, "events": game.apply(state, move).events}
    head = "0" * 64

    state_json = proofs.canonical(state)  # written by the chaining, as a session move's is
    moved: dict[str, Any] = {"move": {}}

    def commit() -> None:
        version = next(versions)
        written = store.commit(session_id, version, record, moved, 3600, state_json=state_json)
        if not written.applied:
            raise RuntimeError("the components' commit was refused")

    return [
        ("snapshot read", lambda: store.get(session_id)),
        ("redis commit", commit),
        ("chaining", lambda: proofs.link(head, state["seed"], entry, proofs.canonical(state))),
    ]


def _empty_app(environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
    start_response("200 OK", [])
    return [b""]


def _start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
    return len


def run(components: Iterable[tuple[str, Component]], warm: int, base: int, extra: int) -> list[str]:
    """Every component's three sections, marked; the label of each section, in order."""
    labels = []
    for game_id, (name, call) in components:
        for section, calls in (("warm", warm), ("base", base), ("more", base + extra)):
            # Each section starts with no young objects, so the collections the calls
            # cause fall alike in both counted sections and their difference holds them.
            gc.collect()
            os.getpgrp()
            labels.append("collect")
            for _ in range(calls):
                call()
            os.getpgrp()
            labels.append(f"{game_id}\t{name}\t{section}")
    return labels


def main(argv: list[str]) -> None:
    redis_url, warm, base, extra, *games = argv
    os.getpgrp()  # the first dump: start-up
    components = [(g, c) for g in games for c in referee_components(g)]
    if redis_url != "-":
        components += [(g, c) for g in games for c in store_components(g, redis_url)]
    labels = ["start-up"] + run(components, int(warm), int(base), int(extra))
    sys.stdout.write(orjson.dumps(labels).decode() + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
