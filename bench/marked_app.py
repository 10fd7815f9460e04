"""An app of the benchmark's, with a mark a counting tool can ask a worker for.

    gunicorn -c python:service.gunicorn_conf 'bench.marked_app:service()'

SIGPROF (which gunicorn leaves alone) has the process call `os.getpgrp`, which nothing
else calls; callgrind run with `--dump-before=getpgrp` then writes what the process ran
since its last mark (bench.instruction_table). The handler is set where the app is made,
in gunicorn's master when preloaded, and a forked worker keeps it. The app itself is the
one gunicorn serves otherwise.
"""

from __future__ import annotations

import os
import signal
from typing import Any

from flask import Flask

MARK = signal.SIGPROF


def _mark(signum: int, frame: Any) -> None:
    os.getpgrp()


def marked(app: Flask) -> Flask:
    signal.signal(MARK, _mark)
    return app


def service() -> Flask:
    from service.app import create_app

    return marked(create_app())


def ceiling() -> Flask:
    from .ceiling_app import create_app

    return marked(create_app())
