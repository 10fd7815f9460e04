"""Sessions in public: who may end a game (tests/http/test_sessions_http.py), and here the
bounds: paged logs, a move limit, a full store refusing new sessions while live ones move,
readiness that notices a Redis refusing writes, creation limits and keys."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from flask import Flask

from engines import REGISTRY as ENGINES
from service.app import create_app
from service.config import Settings
from service.limits import CREATE_ENDPOINT, network_of, only_on_creation
from service.store import MemoryStore, RedisStore
from tests.redis_server import RedisServer, running

PLAYERS = ["ann", "bob"]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Table:
    def __init__(self, app: Flask, game: str = "supermeow", made: Any = None, **body: Any) -> None:
        """A new session of `game`, or the one `made` (a creation's 201 answer)."""
        self.app, self.client, self.game = app, app.test_client(), game
        created = made or self.client.post(
            "/v1/sessions", json={"game": game, "players": PLAYERS, **body}
        )
        assert created.status_code == 201, created.get_json()
        self.id, self.tokens = created.get_json()["id"], created.get_json()["seats"]
        self.url = f"/v1/sessions/{self.id}"

    def move(self) -> Any:
        state = self.app.extensions["store"].get(self.id).record["state"]
        _, moves = ENGINES[self.game].legal_moves(state)
        move = list(moves)[-1]  # a Super Meow pass is listed last: the game never ends
        return self.client.post(
            f"{self.url}/moves", json={"move": move}, headers=bearer(self.tokens[move["player"]])
        )


# -- paged logs ------------------------------------------------------------------------


def test_the_log_comes_in_pages_each_linking_the_next(make_app: Any) -> None:
    table = Table(make_app())
    for _ in range(7):
        assert table.move().status_code == 200
    pages, url = [], f"{table.url}/log?limit=3"
    while url:
        answer = table.client.get(url)
        assert answer.status_code == 200
        body = answer.get_json()
        pages.append([m["version"] for m in body["moves"]])
        url = body.get("next")
        assert (answer.headers.get("Link") is None) == (url is None)
        if url:
            assert answer.headers["Link"] == f'<{url}>; rel="next"'
    assert pages == [[1, 2, 3], [4, 5, 6], [7]]
    whole = table.client.get(f"{table.url}/log").get_json()  # default: 100 a page
    assert [m["version"] for m in whole["moves"]] == list(range(1, 8)) and "next" not in whole
    tail = table.client.get(f"{table.url}/log?after=5").get_json()["moves"]
    assert [m["version"] for m in tail] == [6, 7]
    beyond = table.client.get(f"{table.url}/log?after=99")
    assert beyond.status_code == 200 and beyond.get_json()["moves"] == []


def test_a_page_is_read_again_with_its_tag_until_it_changes(make_app: Any) -> None:
    table = Table(make_app())
    for _ in range(2):
        table.move()
    first = table.client.get(f"{table.url}/log?limit=2")
    full_page = first.headers["ETag"]
    table.move()  # a move after the page leaves it as it was
    same = table.client.get(f"{table.url}/log?limit=2", headers={"If-None-Match": full_page})
    assert same.status_code == 304
    open_page = table.client.get(f"{table.url}/log?after=2&limit=2")
    table.move()  # the open page grows
    grown = table.client.get(
        f"{table.url}/log?after=2&limit=2", headers={"If-None-Match": open_page.headers["ETag"]}
    )
    assert grown.status_code == 200 and len(grown.get_json()["moves"]) == 2


@pytest.mark.parametrize(
    "query",
    ["limit=0", "limit=1001", "limit=x", "after=-1", "after=1.5", "page=2", "limit=3&limit=4"],
)
def test_a_bad_log_query_is_422_naming_it(make_app: Any, query: str) -> None:
    table = Table(make_app())
    answer = table.client.get(f"{table.url}/log?{query}")
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    named = query.split("=")[0]
    assert named in answer.get_json()["errors"]


# -- a move limit ----------------------------------------------------------------------


def test_past_its_move_limit_a_session_refuses_moves_and_stays_readable(make_app: Any) -> None:
    table = Table(make_app(session_max_moves=5))
    for _ in range(5):
        assert table.move().status_code == 200
    refused = table.move()
    assert refused.status_code == 409 and refused.mimetype == "application/problem+json"
    body = refused.get_json()
    assert body["type"].endswith("too-many-moves") and body["version"] == 5
    assert table.client.get(table.url).get_json()["version"] == 5
    log = table.client.get(f"{table.url}/log").get_json()["moves"]
    assert [m["version"] for m in log] == [1, 2, 3, 4, 5]


# -- a full store ------------------------------------------------------------------------


def test_the_in_process_store_has_a_cap_and_sweeps_the_expired() -> None:
    now = [0.0]
    store = MemoryStore(lambda: now[0], max_sessions=3)
    app = create_app(Settings(session_ttl_s=60), store=store)
    tables = [Table(app) for _ in range(3)]
    refused = app.test_client().post("/v1/sessions", json={"game": "meow10", "players": PLAYERS})
    assert refused.status_code == 503 and refused.get_json()["type"].endswith("store-full")
    assert int(refused.headers["Retry-After"]) > 0
    assert tables[0].move().status_code == 200  # live sessions go on
    now[0] += 61  # the three expire; the next creation sweeps them out
    Table(app)
    assert len(store._sessions) == 1


def small_redis(workdir: Path) -> RedisServer:
    return RedisServer(workdir, extra=["--maxmemory", "3mb", "--maxmemory-policy", "noeviction"])


@pytest.fixture
def full_redis() -> Iterator[RedisServer]:
    with running(small_redis) as server:
        yield server


def test_at_the_watermark_redis_refuses_new_sessions_and_live_games_keep_moving(
    full_redis: RedisServer,
) -> None:
    app = create_app(Settings(redis_url=full_redis.url), store=RedisStore(full_redis.url))
    client = app.test_client()
    live = Table(app)
    created = 0
    while True:
        answer = client.post("/v1/sessions", json={"game": "copycat", "players": PLAYERS})
        if answer.status_code != 201:
            break
        created += 1
        assert created < 5000, "the watermark never stopped creation"
    assert answer.status_code == 503 and answer.get_json()["type"].endswith("store-full")
    assert created > 10
    with redis.Redis.from_url(full_redis.url) as oracle:
        info = oracle.info("memory")
        assert info["used_memory"] < info["maxmemory"]  # stopped below the limit
        for _ in range(40):  # the moves of live tables still find room
            assert live.move().status_code == 200
        assert client.get("/readyz").status_code == 200
        # Its limit falls below what it holds (an operator's CONFIG SET, other data on the
        # same Redis): now it refuses every write, and answers PING all the same.
        oracle.config_set("maxmemory", int(oracle.info("memory")["used_memory"]) - 200_000)
        assert oracle.ping()
    ready = client.get("/readyz")
    assert ready.status_code == 503
    assert ready.get_json()["checks"]["store"].startswith("refuses writes (OutOfMemoryError")
    assert live.move().status_code == 503
    app.extensions["store"].close()


# -- creation limits and keys --------------------------------------------------------------


def test_creation_is_limited_per_address_across_hosts(make_app: Any) -> None:
    one, two = make_app(create_rate_limit="3/minute"), make_app(create_rate_limit="3/minute")
    body = {"game": "meow10", "players": PLAYERS}
    address = {"REMOTE_ADDR": f"203.0.113.{id(one) % 200}"}  # an address of this test's own

    def create(app: Flask, environ: dict[str, str] = address) -> Any:
        return app.test_client().post("/v1/sessions", json=body, environ_base=environ)

    assert [create(app).status_code for app in (one, two, one)] == [201, 201, 201]
    if isinstance(one.extensions["store"], RedisStore):  # counted in Redis: by every host
        refused = create(two)
    else:  # in one process, each host counts alone
        assert [create(one).status_code for _ in range(2)] == [201, 429]
        assert [create(two).status_code for _ in range(2)] == [201, 201]
        refused = create(two)
    assert refused.status_code == 429 and refused.mimetype == "application/problem+json"
    assert "at most 3/minute" in refused.get_json()["detail"]
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    assert create(one, {"REMOTE_ADDR": "198.51.100.7"}).status_code == 201  # another address


def test_the_limiter_runs_on_creation_alone() -> None:
    """Its request hooks cost about a third of a validate-move: every other endpoint skips
    them (service/limits.py), and creation still runs all three, in order."""
    app = Flask("hooks")
    ran: list[str] = []

    @app.route("/v1/sessions", methods=["POST"], endpoint=CREATE_ENDPOINT)
    def create() -> str:
        return "created"

    @app.route("/other", methods=["POST"])
    def other() -> str:
        return "other"

    def install(app: Flask) -> None:
        app.before_request(lambda: ran.append("before"))

        def after(response: Any) -> Any:
            ran.append("after")
            response.headers["X-Limited"] = "yes"
            return response

        app.after_request(after)
        app.teardown_request(lambda exc: ran.append("teardown"))

    only_on_creation(app, install)
    client = app.test_client()
    answer = client.post("/other")
    assert answer.text == "other" and "X-Limited" not in answer.headers and ran == []
    answer = client.post("/v1/sessions")
    assert answer.text == "created" and answer.headers["X-Limited"] == "yes"
    assert ran == ["before", "after", "teardown"]


def test_creation_answers_carry_the_limit_and_nothing_else_does(make_app: Any) -> None:
    """The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers), one policy per
    limit; Retry-After only on the refusal, never on a 201."""
    app = make_app(create_rate_limit="2/minute;5/hour")
    client = app.test_client()
    address = {"REMOTE_ADDR": "198.51.100.77"}
    body = {"game": "meow10", "players": PLAYERS}
    created = client.post("/v1/sessions", json=body, environ_base=address)
    assert created.status_code == 201 and "Retry-After" not in created.headers
    assert created.headers["RateLimit-Policy"] == ('"2-per-60s";q=2;w=60, "5-per-3600s";q=5;w=3600')
    state = re.fullmatch(
        r'"2-per-60s";r=1;t=(\d+), "5-per-3600s";r=4;t=(\d+)', created.headers["RateLimit"]
    )
    assert state is not None, created.headers["RateLimit"]
    assert 0 < int(state[1]) <= 60 and 0 < int(state[2]) <= 3600
    assert not [h for h in created.headers.keys() if h.startswith("X-RateLimit")]
    again = client.post("/v1/sessions", json=body, environ_base=address)
    assert again.status_code == 201 and "Retry-After" not in again.headers
    assert again.headers["RateLimit"].startswith('"2-per-60s";r=0;')
    refused = client.post("/v1/sessions", json=body, environ_base=address)
    assert refused.status_code == 429
    assert refused.headers["RateLimit"].startswith('"2-per-60s";r=0;')
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    game = client.get("/v1/games/meow10", environ_base=address)
    assert game.status_code == 200 and "RateLimit" not in game.headers
    read = client.get(f"/v1/sessions/{created.get_json()['id']}", environ_base=address)
    assert read.status_code == 200 and "RateLimit" not in read.headers


def test_behind_a_proxy_the_forwarded_address_is_the_one_counted(make_app: Any) -> None:
    app = make_app(create_rate_limit="1/minute", forwarded_hops=1, trusted_proxies=("10.0.0.1",))
    body = {"game": "meow10", "players": PLAYERS}
    client = app.test_client()
    proxy = {"REMOTE_ADDR": "10.0.0.1"}
    for address in ("192.0.2.10", "192.0.2.11"):
        answer = client.post(
            "/v1/sessions", json=body, headers={"X-Forwarded-For": address}, environ_base=proxy
        )
        assert answer.status_code == 201
    again = client.post(
        "/v1/sessions", json=body, headers={"X-Forwarded-For": "192.0.2.10"}, environ_base=proxy
    )
    assert again.status_code == 429


def test_x_forwarded_for_from_a_peer_not_trusted_does_not_escape_the_limit(
    make_app: Any,
) -> None:
    app = make_app(create_rate_limit="1/minute", forwarded_hops=1, trusted_proxies=("10.0.0.0/24",))
    body = {"game": "meow10", "players": PLAYERS}
    client = app.test_client()
    outsider = {"REMOTE_ADDR": "203.0.113.9"}  # straight to the service, past the proxy
    answers = [
        client.post(
            "/v1/sessions",
            json=body,
            headers={"X-Forwarded-For": f"192.0.2.{n}"},
            environ_base=outsider,
        ).status_code
        for n in (1, 2)
    ]
    assert answers == [201, 429], "a client named its own address in X-Forwarded-For"
    # the trusted proxy's word still counts
    proxied = client.post(
        "/v1/sessions",
        json=body,
        headers={"X-Forwarded-For": "203.0.113.9"},
        environ_base={"REMOTE_ADDR": "10.0.0.7"},
    )
    assert proxied.status_code == 429  # the same client, now through the proxy


@pytest.mark.parametrize(
    ("env", "names"),
    [
        ({"FORWARDED_HOPS": "1"}, "TRUSTED_PROXIES"),
        ({"TRUSTED_PROXIES": "10.0.0.1"}, "FORWARDED_HOPS"),
        ({"FORWARDED_HOPS": "1", "TRUSTED_PROXIES": "nginx"}, "TRUSTED_PROXIES"),
        ({"FORWARDED_HOPS": "-1", "TRUSTED_PROXIES": "10.0.0.1"}, "FORWARDED_HOPS"),
    ],
)
def test_forwarded_addresses_without_a_proxy_to_trust_are_refused_at_start_up(
    env: dict[str, str], names: str
) -> None:
    with pytest.raises(ValueError, match=names):
        create_app(Settings.from_env(env), store=MemoryStore())


def test_the_limit_counts_an_ipv6_client_by_its_64_and_an_ipv4_one_alone() -> None:
    key = network_of
    one_64 = ["2001:db8:0:1::1", "2001:db8:0:1:ffff:ffff:ffff:ffff", "2001:db8:0:1:a:b:c:d"]
    assert {key(address, 32, 64) for address in one_64} == {"2001:db8:0:1::/64"}
    assert key("2001:db8:0:2::1", 32, 64) != key("2001:db8:0:1::1", 32, 64)
    assert key("198.51.100.7", 32, 64) == "198.51.100.7" != key("198.51.100.8", 32, 64)
    assert key("::ffff:198.51.100.7", 32, 64) == "198.51.100.7"  # IPv4 on a dual-stack socket
    assert key("2001:db8:0:1::1", 32, 48) == key("2001:db8:0:2::1", 32, 48)
    assert key("198.51.100.7", 24, 64) == key("198.51.100.8", 24, 64) == "198.51.100.0/24"


def test_addresses_of_one_ipv6_64_share_one_creation_limit(make_app: Any) -> None:
    app = make_app(create_rate_limit="1/minute")
    body = {"game": "meow10", "players": PLAYERS}
    client = app.test_client()

    def create(address: str) -> int:
        answer = client.post("/v1/sessions", json=body, environ_base={"REMOTE_ADDR": address})
        return int(answer.status_code)

    assert create("2001:db8:42:7::1") == 201
    assert create("2001:db8:42:7::2") == 429, "a new address in the same /64 escaped the limit"
    assert create("2001:db8:42:8::1") == 201  # the next /64 is another client


@pytest.mark.parametrize("name", ["CREATE_LIMIT_IPV4_PREFIX", "CREATE_LIMIT_IPV6_PREFIX"])
def test_a_prefix_longer_than_an_address_is_refused_at_start_up(name: str) -> None:
    with pytest.raises(ValueError, match=name):
        create_app(Settings.from_env({name: "129"}), store=MemoryStore())


def test_with_creation_keys_only_their_holders_create(make_app: Any) -> None:
    app = make_app(create_keys=("lobby-key-1", "lobby-key-2"))
    client, body = app.test_client(), {"game": "meow10", "players": PLAYERS}
    # A key not in ASCII is refused as any other, not a 500.
    for headers in ({}, bearer("guess"), bearer("clé"), {"Authorization": "Basic x"}):
        refused = client.post("/v1/sessions", json=body, headers=headers)
        assert refused.status_code == 401 and refused.headers["WWW-Authenticate"].startswith(
            "Bearer"
        )
    assert client.post("/v1/sessions", json=body, headers=bearer("lobby-key-2")).status_code == 201


def test_a_refusal_waits_for_every_limit_it_breached(make_app: Any) -> None:
    """Both limits used up: the 429 names both, and Retry-After waits for the longer."""
    app = make_app(create_rate_limit="2/minute;3/hour")
    client, body = app.test_client(), {"game": "meow10", "players": PLAYERS}
    answers = [client.post("/v1/sessions", json=body) for _ in range(4)]
    assert [a.status_code for a in answers] == [201, 201, 429, 429]
    last = answers[-1]
    assert last.headers["RateLimit-Policy"].count("q=") == 2
    assert last.headers["RateLimit"].count("r=0") == 2
    assert int(last.headers["Retry-After"]) > 60  # the hour's, not the minute's


def test_a_deployment_limits_creation_by_default() -> None:
    assert Settings.from_env({}).create_rate_limit == "30/minute;300/hour"
    assert Settings.from_env({"CREATE_RATE_LIMIT": ""}).create_rate_limit == ""
    assert Settings.from_env({"CREATE_KEYS": "a, b,"}).create_keys == ("a", "b")
