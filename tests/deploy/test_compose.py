"""deploy/compose.yaml, read as compose reads it (Docker does not run here): the services
name each other, the files and the Dockerfile they use exist, and each tier runs the
worker it must."""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path
from typing import Any

import yaml

from bench.procs import ROOT

DEPLOY = ROOT / "deploy"


def compose() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    return loaded


def host_path(spec: str) -> Path:
    """The host side of a `host:container[:mode]` volume, relative to the compose file."""
    return (DEPLOY / spec.split(":", 1)[0]).resolve()


def test_both_tiers_are_the_project_s_image_on_one_redis_and_only_streams_run_gevent() -> None:
    services = compose()["services"]
    assert set(services) == {"nginx", "api", "streams", "jobs", "redis"}
    for name in ("api", "streams"):
        tier = services[name]
        build = tier["build"]
        assert (DEPLOY / build["context"]).resolve() == ROOT
        assert (ROOT / build["dockerfile"]).is_file()
        assert tier["environment"]["REDIS_URL"] == "redis://redis:6379/0"
        assert tier["environment"]["FORWARDED_HOPS"] == "1"  # nginx, the one proxy
        # whose X-Forwarded-For alone is believed
        nginx_address = services["nginx"]["networks"]["default"]["ipv4_address"]
        assert tier["environment"]["TRUSTED_PROXIES"] == nginx_address
        assert tier["environment"]["FORWARDED_ALLOW_IPS"] == nginx_address  # gunicorn's own
        subnet = compose()["networks"]["default"]["ipam"]["config"][0]["subnet"]
        assert ipaddress.ip_address(nginx_address) in ipaddress.ip_network(subnet)
        assert "ports" not in tier  # reached through nginx only
    assert "GUNICORN_WORKER_CLASS" not in services["api"]["environment"]  # sync by default
    assert services["streams"]["environment"]["GUNICORN_WORKER_CLASS"] == "gevent"
    assert services["streams"]["ulimits"]["nofile"] >= 4096  # GUNICORN_WORKER_CONNECTIONS


def test_every_tier_sends_table_jobs_to_the_job_workers_on_the_same_redis() -> None:
    """Bot turns and deadlines scheduled by any tier are run by `jobs` (Dramatiq on the
    session Redis), which serves no HTTP and so is no upstream of nginx."""
    services = compose()["services"]
    for name in ("api", "streams", "jobs"):
        assert services[name]["environment"]["JOBS"] == "dramatiq"
        assert services[name]["environment"]["REDIS_URL"] == "redis://redis:6379/0"
    jobs = services["jobs"]
    assert jobs["build"] == services["api"]["build"]
    assert jobs["command"][:3] == ["python", "-m", "service.tables.worker"]
    assert "ports" not in jobs
    upstreams = (DEPLOY / "nginx.conf").read_text()
    assert "jobs" not in re.findall(r"server\s+(\w+)", upstreams)


def test_nginx_gets_the_shipped_config_and_its_upstreams_are_the_tiers() -> None:
    services = compose()["services"]
    nginx = services["nginx"]
    (conf,) = [v for v in nginx["volumes"] if v.endswith(":/etc/nginx/nginx.conf:ro")]
    assert host_path(conf) == DEPLOY / "nginx.conf"
    assert "apt-get install -y --no-install-recommends nginx" in nginx["build"]["dockerfile_inline"]
    text = (DEPLOY / "nginx.conf").read_text()
    for upstream, service in (("referee_api", "api"), ("referee_streams", "streams")):
        block = re.search(rf"upstream {upstream} \{{(.*?)\}}", text, re.S)
        assert block is not None
        assert re.findall(r"^\s*server (\S+);", block.group(1), re.M) == [f"{service}:8000"]
    # the port the Dockerfile's gunicorn listens on
    assert "PORT=8000" in (ROOT / "Dockerfile").read_text()
    assert set(nginx["depends_on"]) == {"api", "streams"}


def test_redis_runs_the_shipped_config_on_the_compose_network() -> None:
    redis = compose()["services"]["redis"]
    (conf,) = [v for v in redis["volumes"] if v.endswith(":/usr/local/etc/redis/redis.conf:ro")]
    assert host_path(conf) == DEPLOY / "redis.conf"
    command = redis["command"]
    assert command[:2] == ["redis-server", "/usr/local/etc/redis/redis.conf"]
    # deploy/redis.conf binds to loopback and keeps its files in /var/lib/redis
    assert command[command.index("--bind") + 1] == "0.0.0.0"
    assert command[command.index("--dir") + 1] == "/data"
    assert any(v.endswith(":/data") for v in redis["volumes"])
    assert "appendonly yes" in (DEPLOY / "redis.conf").read_text()
