"""Metrics counted in batches (service/metrics.py, `_Pending`): the figures a batch hands
to prometheus_client are those that counting each answer there would have made, and they
reach it with no scrape to ask for them."""

from __future__ import annotations

import random
import time

from prometheus_client import CollectorRegistry, Histogram, generate_latest

from service import metrics
from service.app import create_app
from service.config import Settings
from service.store import MemoryStore

VALIDATE_ROUTE = "/v1/games/<game_id>/validate-move"


def test_a_batch_of_latencies_makes_the_figures_observing_each_would() -> None:
    rng = random.Random(7)
    took = [rng.choice((0.0, 0.001, 0.0025, 1.0, 3.0)) or rng.uniform(0, 2) for _ in range(500)]
    figures = []
    for batched in (False, True):
        registry = CollectorRegistry()
        latency = Histogram("t", "t", ["route"], buckets=metrics.LATENCY_BUCKETS, registry=registry)
        child = latency.labels("r")
        if batched:
            pending = metrics._Pending()
            for seconds in took:
                pending.answered(("r", "GET", 200), seconds)
            metrics._observed(child, pending.answers[("r", "GET", 200)])
        else:
            for seconds in took:
                child.observe(seconds)
        figures.append(generate_latest(registry).decode())
    assert figures[0] == figures[1]
    assert 'le="0.001"' in figures[0] and "t_count" in figures[0]


def test_counts_reach_prometheus_client_within_the_flush_interval_unasked() -> None:
    client = create_app(Settings(), store=MemoryStore()).test_client()
    counted = metrics.REQUESTS.labels(VALIDATE_ROUTE, "POST", "400")
    metrics.flush()  # what earlier tests counted is in before this one counts
    before = counted._value.get()
    assert client.post("/v1/games/meow10/validate-move", data=b"{").status_code == 400
    deadline = time.monotonic() + 10 * metrics.FLUSH_S
    while counted._value.get() == before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert counted._value.get() == before + 1
