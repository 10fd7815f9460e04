"""Settings from the environment (service/config.py, service/gunicorn_conf.py): a value
that cannot be used stops the start with a message naming the setting
(docs/configuration.md)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from service.app import create_app
from service.config import Settings
from service.store import MemoryStore

ROOT = Path(__file__).resolve().parents[1]
# Every setting service/config.py reads as a number, by the helper it reads it with.
NUMBERS = sorted(
    set(
        re.findall(
            r'(?:integer|_float|_optional_int)\(\s*env,\s*"([A-Z_]+)"',
            (ROOT / "service/config.py").read_text(),
        )
    )
)


def test_the_scan_finds_the_numeric_settings() -> None:
    assert {"SESSION_TTL", "STREAM_HEARTBEAT", "STREAM_MAX_PUBLIC_PER_PROCESS"} <= set(NUMBERS)
    assert len(NUMBERS) > 30


@pytest.mark.parametrize("name", NUMBERS)
def test_a_number_that_is_not_one_is_refused_by_its_name(name: str) -> None:
    with pytest.raises(ValueError, match=rf"^{name} must be a (whole )?number, not 'abc'$"):
        Settings.from_env({name: "abc"})


def test_numbers_read_as_numbers_and_empty_as_unset() -> None:
    settings = Settings.from_env({"SESSION_TTL": "60", "STREAM_HEARTBEAT": "0.5"})
    assert (settings.session_ttl_s, settings.stream_heartbeat_s) == (60, 0.5)
    assert Settings.from_env({"SESSION_TTL": ""}).session_ttl_s == Settings.session_ttl_s
    with pytest.raises(ValueError, match="^SESSION_TTL must be a whole number, not '1.5'$"):
        Settings.from_env({"SESSION_TTL": "1.5"})


@pytest.mark.parametrize("name", ["REDIS_CLUSTER", "REQUIRE_SIGNATURE", "METRICS"])
def test_a_yes_or_no_setting_takes_yes_or_no_only(name: str) -> None:
    env = {"SIGNING_KEYS": "k:s"} if name == "REQUIRE_SIGNATURE" else {}
    with pytest.raises(ValueError, match=f"^{name} must be 1/true/yes or 0/false/no"):
        Settings.from_env({**env, name: "maybe"})


def test_redis_cluster_and_require_signature_read_as_flags() -> None:
    on = Settings.from_env(
        {"REDIS_URL": "redis://127.0.0.1:7000", "REDIS_CLUSTER": "On", "SIGNING_KEYS": "k:s"}
        | {"REQUIRE_SIGNATURE": "YES"}
    )
    assert on.redis_cluster and on.require_signature
    off = Settings.from_env({"REDIS_CLUSTER": "off", "REQUIRE_SIGNATURE": "0"})
    assert not off.redis_cluster and not off.require_signature


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("GUNICORN_TIMEOUT", "soon", "GUNICORN_TIMEOUT must be a whole number, not 'soon'"),
        ("GUNICORN_PRELOAD", "maybe", "GUNICORN_PRELOAD must be 1/true/yes or 0/false/no"),
    ],
)
def test_gunicorns_settings_are_refused_by_their_names(name: str, value: str, message: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), name: value}
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-c", "import service.gunicorn_conf"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert message in done.stderr, done.stderr


@pytest.mark.parametrize("value", ["0", "-1", "1.5", "nan"])
def test_the_creation_watermark_is_a_share_of_the_store(value: str) -> None:
    with pytest.raises(ValueError, match="^CREATE_WATERMARK must be above 0 and at most 1"):
        Settings.from_env({"CREATE_WATERMARK": value})
    assert Settings.from_env({"CREATE_WATERMARK": "1"}).create_watermark == 1


@pytest.mark.parametrize("value", ["30/minute;", "30/min", "30/minute;300/hour;", "many"])
def test_a_creation_limit_that_does_not_parse_stops_the_start(value: str) -> None:
    with pytest.raises(ValueError, match="^CREATE_RATE_LIMIT: "):
        create_app(Settings.from_env({"CREATE_RATE_LIMIT": value}), store=MemoryStore())


@pytest.mark.parametrize("value", ["0.0.0.0/0", "::/0", "::ffff:0.0.0.0/96"])
def test_trusting_every_address_stops_the_start(value: str) -> None:
    settings = Settings.from_env({"TRUSTED_PROXIES": value, "FORWARDED_HOPS": "1"})
    with pytest.raises(ValueError, match="is every address"):
        create_app(settings, store=MemoryStore())


def test_an_ipv4_mapped_trusted_proxy_is_its_ipv4_address() -> None:
    settings = Settings.from_env({"TRUSTED_PROXIES": "::ffff:10.0.0.1", "FORWARDED_HOPS": "1"})
    client = create_app(settings, store=MemoryStore()).test_client()
    body = {"game": "meow10", "players": ["ann", "bob"]}
    remaining = []
    for forwarded in ("203.0.113.7", "203.0.113.7", "198.51.100.9"):
        answer = client.post(
            "/v1/sessions",
            json=body,
            headers={"X-Forwarded-For": forwarded},
            environ_base={"REMOTE_ADDR": "10.0.0.1"},
        )
        assert answer.status_code == 201
        remaining.append(answer.headers["RateLimit"])
    # Counted by the address nginx saw: the second client starts afresh.
    assert remaining[0] != remaining[1] and remaining[2] == remaining[0]
