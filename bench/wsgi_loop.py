"""Run one request body through a checkout's WSGI app, in-process, a given number of times.

    python bench/wsgi_loop.py ROOT PATH BODY WARM COUNT

bench.instructions runs this file by its path under valgrind, once with few requests and
once with more: the difference is what the requests cost, start-up excluded. It imports
nothing but the checkout at ROOT, so it serves the code before a change (a worktree of
an older commit, without this file) as it serves this one. Every answer must be a 200.
"""

from __future__ import annotations

import gc
import io
import os
import sys
from typing import Any


def main(root: str, path: str, body_file: str, warm: int, count: int) -> None:
    sys.path.insert(0, root)
    os.chdir(root)
    from werkzeug.test import EnvironBuilder

    from service.app import create_app  # the checkout's own app

    app = create_app()
    gc.freeze()  # as a gunicorn worker's app is (service/gunicorn_conf.py, pre_fork)
    body = open(body_file, "rb").read()
    environ = EnvironBuilder(
        path=path, method="POST", data=body, content_type="application/json"
    ).get_environ()
    statuses: list[str] = []

    def start_response(status: str, headers: Any, exc_info: Any = None) -> Any:
        statuses.append(status)
        return lambda data: None

    for _ in range(warm + count):
        request = dict(environ, **{"wsgi.input": io.BytesIO(body)})
        b"".join(app(request, start_response))
        if not statuses[-1].startswith("200"):
            raise SystemExit(f"{path} answered {statuses[-1]}")


if __name__ == "__main__":
    root, path, body_file, warm, count = sys.argv[1:6]
    main(root, path, body_file, int(warm), int(count))
