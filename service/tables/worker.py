"""A job worker (JOBS=dramatiq): `python -m service.tables.worker [--threads N]`.

It runs the tables' jobs and the webhook deliveries of every host on the session Redis
(REDIS_URL), with the same settings as the web workers (the environment). Run as many
as you like, on any hosts."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import threading

import dramatiq

from ..app import create_app
from ..hooks.deliver import deliver as deliver_events
from . import driver
from .jobs import WORKER_TIMEOUT_MS, actor_for, broker_for, deliver_actor_for

log = logging.getLogger(__name__)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--threads",
        type=int,
        default=4,
        help="jobs run at once (a bot's job waits out the rest of its pause in one)",
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    if not os.environ.get("REDIS_URL"):
        raise SystemExit("service.tables.worker runs on the session Redis: set REDIS_URL")
    # The jobs its own moves schedule (the next bot's turn, the next deadline) are sent
    # like any host's.
    app = create_app(jobs="dramatiq")
    broker = broker_for(app.extensions["settings"].redis_url)

    def act(session_id: str, version: int) -> None:
        with app.app_context():
            again = driver.act(session_id, version, wait=True)
            if again is not None:
                app.extensions["tables"].at(again, session_id, version)

    def deliver(session_id: str, retry_at: int) -> None:
        with app.app_context():
            again = deliver_events(session_id, retry_at)
            if again is not None:
                app.extensions["tables"].deliver(again, session_id, again)

    actor_for(broker, act)
    deliver_actor_for(broker, deliver)
    worker = dramatiq.Worker(broker, worker_threads=args.threads, worker_timeout=WORKER_TIMEOUT_MS)
    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stop.set())
    worker.start()
    # Its broker id names its heartbeat and the set of messages it holds in Redis
    # (`<namespace>:__acks__.<id>.<queue>`): which deadlines a worker holds, when it dies.
    log.info("table jobs: %d threads on %s as %s", args.threads, broker.client, broker.broker_id)
    stop.wait()
    worker.stop()
    broker.close()


if __name__ == "__main__":
    main()
