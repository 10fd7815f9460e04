"""Deeply nested bodies: refused as they are read, on every POST, before anything writes
them out again (a signature's canonical bytes, an Idempotency-Key's fingerprint, the
store, an error answer). orjson reads 1024 levels but writes only 254, so each depth
around those figures, and around the referee's own limit, is sent to every endpoint of
every game, nested in each place a body has, with and without signing keys and with and
without an Idempotency-Key: never a 500, always problem+json, and nothing is stored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from engines import REGISTRY
from service.app import create_app
from service.config import Settings
from service.jsonio import MAX_NESTING, too_deep
from service.store import MemoryStore

GAMES = sorted(REGISTRY)
REFUSED = (MAX_NESTING + 1, 254, 255, 1024)
SIGNING: dict[str, dict[str, Any]] = {
    "unsigned": {},
    "signed": {"signing_keys": {"k1": "secret"}},
    "required": {"signing_keys": {"k1": "secret"}, "require_signature": True},
}
MARK = "\x00deep"


class WatchedStore(MemoryStore):
    """The in-process store, noting every write a request makes."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[str] = []

    def create(self, *args: Any, **kwargs: Any) -> Any:
        self.writes.append("create")
        return super().create(*args, **kwargs)

    def commit(self, *args: Any, **kwargs: Any) -> Any:
        self.writes.append("commit")
        return super().commit(*args, **kwargs)

    def put_ticket(self, *args: Any, **kwargs: Any) -> Any:
        self.writes.append("put_ticket")
        return super().put_ticket(*args, **kwargs)


def depth(text: bytes) -> int:
    """How deep arrays and objects nest in `text` (no strings hold brackets here)."""
    deepest = level = 0
    for byte in text:
        if byte in b"[{":
            level += 1
            deepest = max(deepest, level)
        elif byte in b"]}":
            level -= 1
    return deepest


def nested(base: Any, path: tuple[Any, ...], total: int) -> bytes:
    """`base` as JSON with arrays nested at `path` so that the whole body nests `total`
    levels; path () makes the body itself the nest. Each step of the path is one level
    (the containers that hold the nest), so the nest gets what is left."""
    if not path:
        return b"[" * total + b"1" + b"]" * total
    body = orjson.loads(orjson.dumps(base))
    holder = body
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = MARK
    inner = total - len(path)
    text = orjson.dumps(body).replace(orjson.dumps(MARK), b"[" * inner + b"1" + b"]" * inner)
    assert depth(text) == total, (path, total)
    return text


def places(base: dict[str, Any]) -> dict[str, tuple[Any, ...]]:
    """Where to nest in `base`: the body itself, a field no schema knows, and inside each
    part the body has (a state, a state's own field, a move, options)."""
    found: dict[str, tuple[Any, ...]] = {"top": (), "unknown field": ("nested",)}
    if "state" in base:
        found["in state"] = ("state", "nested")
        found["state.players"] = ("state", "players")
    if "move" in base:
        found["in move"] = ("move", "nested")
    if "options" in base:
        found["in options"] = ("options", "nested")
    if "setup" in base:
        found["in setup.options"] = ("setup", "options", "nested")
    if "moves" in base:
        found["in moves.0"] = ("moves", 0, "nested")
    return found


def key_for(total: int, place: str) -> str:
    return f"deep-{total}-{place.replace(' ', '-')}"


class Table:
    """A signed (or not) stateless game and a session of each game, and what to POST."""

    def __init__(self, mode: str, game: str) -> None:
        self.store = WatchedStore()
        self.client: FlaskClient = create_app(
            Settings(), store=self.store, **SIGNING[mode]
        ).test_client()
        self.game = game
        players = ["ann", "bob", "cy"][: max(2, REGISTRY[game].min_players)]
        setup = {"players": players, "seed": "deep", "options": {}}
        state = self._ok("post", f"/v1/games/{game}/setup", json=setup)["state"]
        move = self._ok("post", f"/v1/games/{game}/legal-moves", json={"state": state})["moves"][0]
        made = self.client.post("/v1/sessions", json={"game": game, "players": players})
        assert made.status_code == 201, made.get_json()
        self.session = made.get_json()["id"]
        self.auth = {"Authorization": f"Bearer {made.get_json()['seats'][players[0]]}"}
        listed = self._ok("get", f"/v1/sessions/{self.session}/legal-moves", headers=self.auth)
        self.session_move = listed["moves"][0]
        games = f"/v1/games/{game}"
        self.stateless = {
            f"{games}/setup": setup,
            f"{games}/validate-move": {"state": state, "move": move},
            f"{games}/legal-moves": {"state": state},
            f"{games}/score": {"players": players},
            f"{games}/replay": {"setup": setup, "moves": [move]},
            "/v1/sessions": {"game": game, "players": players, "options": {}},
        }
        self.seated = {
            f"/v1/sessions/{self.session}/moves": {"move": self.session_move},
            f"/v1/sessions/{self.session}/stream-tickets": {},
        }
        self.store.writes.clear()

    def _ok(self, method: str, path: str, **kwargs: Any) -> Any:
        response = getattr(self.client, method)(path, **kwargs)
        assert response.status_code == 200, (path, response.get_json())
        return response.get_json()

    def requests(self, total: int) -> list[tuple[str, str, bytes, dict[str, str]]]:
        """(what, path, body, headers) of every POST with a body nesting `total` levels."""
        out: list[tuple[str, str, bytes, dict[str, str]]] = []
        for path, base in self.stateless.items():
            for place, at in places(base).items():
                out.append((place, path, nested(base, at, total), {}))
        for path, base in self.seated.items():
            for place, at in places(base).items():
                body = nested(base, at, total)
                out.append((place, path, body, self.auth))
                key = {"Idempotency-Key": key_for(total, place)}
                out.append((f"{place}, Idempotency-Key", path, body, {**self.auth, **key}))
        return out

    def post(self, path: str, body: bytes, headers: dict[str, str]) -> Any:
        return self.client.post(path, data=body, content_type="application/json", headers=headers)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("mode", sorted(SIGNING))
def test_a_body_nested_too_deep_is_a_400_everywhere_and_stores_nothing(mode, game):
    table = Table(mode, game)
    wrong = []
    for total in REFUSED:
        for place, path, body, headers in table.requests(total):
            response = table.post(path, body, headers)
            problem = response.get_json() if response.mimetype.endswith("json") else None
            if (
                response.status_code != 400
                or response.mimetype != "application/problem+json"
                or not problem["type"].endswith(":malformed-json")
                or f"deeper than {MAX_NESTING} levels" not in problem["detail"]
            ):
                wrong.append((total, place, path, response.status_code, response.data[:160]))
    wrong.sort(key=lambda seen: -seen[3])  # any 500 first
    assert not wrong, f"{len(wrong)} answers were not the nesting 400, first: {wrong[:5]}"
    assert table.store.writes == []
    read = table.client.get(f"/v1/sessions/{table.session}", headers=table.auth).get_json()
    assert read["version"] == 0
    log = table.client.get(f"/v1/sessions/{table.session}/log", headers=table.auth).get_json()
    assert log["moves"] == []
    # No answer was kept under any key those requests carried: the key is still free.
    key = {"Idempotency-Key": key_for(1024, "in move"), **table.auth}
    move = table.client.post(
        f"/v1/sessions/{table.session}/moves", json={"move": table.session_move}, headers=key
    )
    assert move.status_code == 200, move.get_json()
    assert "Idempotent-Replayed" not in move.headers
    assert move.get_json()["version"] == 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("mode", sorted(SIGNING))
def test_a_body_at_the_nesting_limit_is_read_and_answered_by_its_schema(mode, game):
    """One level less than refused: the body is read, and whatever it is answered with is
    the endpoint's own answer (a 422 naming the field, a ticket), never the 400 or a 500."""
    table = Table(mode, game)
    wrong = []
    for place, path, body, headers in table.requests(MAX_NESTING):
        response = table.post(path, body, headers)
        status = response.status_code
        expected = (201,) if path.endswith("stream-tickets") else (422,)
        if status not in expected or (
            status >= 400 and response.mimetype != "application/problem+json"
        ):
            wrong.append((place, path, status, response.data[:160]))
    assert not wrong, f"{len(wrong)} answers were not the endpoint's own, first: {wrong[:5]}"
    assert set(table.store.writes) == {"put_ticket"}  # the tickets; no session, no move
    read = table.client.get(f"/v1/sessions/{table.session}", headers=table.auth).get_json()
    assert read["version"] == 0


@pytest.mark.parametrize(("opening", "closing"), [(b"[", b"]"), (b'{"x":', b"}")])
def test_the_limit_counts_arrays_and_objects_alike(client, opening, closing):
    for total, status in ((MAX_NESTING, 422), (MAX_NESTING + 1, 400)):
        nest = opening * (total - 1) + b"1" + closing * (total - 1)
        body = b'{"players": ["a", "b"], "x": ' + nest + b"}"
        assert depth(body) == total
        response = client.post("/v1/games/meow10/setup", data=body)
        assert response.status_code == status, (total, response.get_json())
        assert response.mimetype == "application/problem+json"


def test_a_ticket_without_a_body_is_still_made(client):
    made = client.post("/v1/sessions", json={"game": "meow10", "players": ["a", "b"]}).get_json()
    auth = {"Authorization": f"Bearer {made['seats']['a']}"}
    response = client.post(f"/v1/sessions/{made['id']}/stream-tickets", headers=auth)
    assert response.status_code == 201
    assert response.get_json()["seat"] == "a"
    not_json = client.post(f"/v1/sessions/{made['id']}/stream-tickets", data=b"{", headers=auth)
    assert not_json.status_code == 400
    assert not_json.get_json()["type"].endswith(":malformed-json")


def test_the_docs_state_the_limit_the_code_enforces():
    root = Path(__file__).resolve().parents[2]
    errors = (root / "docs/errors.md").read_text()
    api = (root / "docs/api.md").read_text()
    assert f"| {MAX_NESTING} levels, on every endpoint" in errors
    assert f"objects more than {MAX_NESTING} levels deep" in api


def nesting(value: Any) -> int:
    """Levels of arrays and objects in a parsed value (the value itself is level 1)."""
    if isinstance(value, dict):
        return 1 + max(map(nesting, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(nesting, value), default=0)
    return 0


# Strings full of brackets: they count towards the bytes' brackets but never the depth.
_leaves = st.one_of(
    st.integers(-(2**63), 2**63 - 1), st.text(alphabet='[]{}x"\\', max_size=6), st.none()
)


def _chain(inner: Any, levels: int) -> Any:
    for i in range(levels):
        inner = [inner] if i % 2 else {"k": inner}
    return inner


_bodies = st.tuples(
    st.recursive(
        _leaves,
        lambda kids: (
            st.lists(kids, max_size=4)
            | st.dictionaries(st.text(alphabet="[{a", max_size=3), kids, max_size=4)
        ),
        max_leaves=40,
    ),
    st.integers(min_value=0, max_value=MAX_NESTING + 3),
    st.integers(min_value=0, max_value=40),
).map(lambda t: [_chain(t[0], t[1])] + [[]] * t[2])  # deep, wide, or both


@settings(max_examples=300, deadline=None)
@given(_bodies)
def test_too_deep_is_exactly_deeper_than_the_limit(body):
    raw = orjson.dumps(body)
    assert too_deep(raw, orjson.loads(raw)) == (nesting(body) > MAX_NESTING)
