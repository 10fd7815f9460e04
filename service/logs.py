"""Log lines: readable text (the default) or one JSON object a line (`LOG_FORMAT=json`).

gunicorn's config names `GunicornLogger` as its logger class (service/gunicorn_conf.py),
which keeps gunicorn's own handlers (the error log and, when `GUNICORN_ACCESSLOG` is set,
the access log) and gives them these formats and the request id. The root logger, which
the service's own loggers reach (`service.*`, e.g. "session store unavailable during
get"), writes through the error log's handlers, so every line ends up in one stream in
one format. A logger class rather than gunicorn's `logconfig_dict`: with a dict, gunicorn
builds an access-log line for every request even when no access log is wanted.

A JSON line: {"time": "2026-12-01T07:50:00.123Z", "level": "WARNING", "logger": "...",
"message": "...", "request_id": "...", "process": 123} and "exception" (the traceback's
text) when the line carries one.
"""

from __future__ import annotations

import logging
import os
import time
from typing import Any

import orjson
from gunicorn.glogging import Logger

from .request_ids import ENVIRON_KEY, NONE, RequestIdFilter, current

FORMATS = ("text", "json")
TEXT_FORMAT = "%(asctime)s [%(process)d] [%(levelname)s] [%(request_id)s] %(message)s"
TEXT_DATE = "[%Y-%m-%d %H:%M:%S %z]"  # gunicorn's own


def log_format(env: dict[str, str] | os._Environ[str] | None = None) -> str:
    """LOG_FORMAT: `text` (default) or `json`; anything else stops the start-up."""
    value = (os.environ if env is None else env).get("LOG_FORMAT", "").strip().lower()
    chosen = value or "text"
    if chosen not in FORMATS:
        raise ValueError(f"LOG_FORMAT must be one of {', '.join(FORMATS)}, not {value!r}")
    return chosen


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", NONE),
            "process": record.process,
        }
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return orjson.dumps(line).decode()


class TextFormatter(logging.Formatter):
    """gunicorn's error-log line with the request id after the level."""

    def __init__(self) -> None:
        super().__init__(TEXT_FORMAT, TEXT_DATE)

    def format(self, record: logging.LogRecord) -> str:
        if not hasattr(record, "request_id"):  # a handler without the filter
            record.request_id = NONE
        return super().format(record)


def formatter(kind: str) -> logging.Formatter:
    return JsonFormatter() if kind == "json" else TextFormatter()


class GunicornLogger(Logger):  # type: ignore[misc]  # gunicorn ships no annotations
    """gunicorn's logger, in the chosen format, with request ids, and the root logger's
    lines (the service's own) on the same handlers."""

    def setup(self, cfg: Any) -> None:
        super().setup(cfg)  # also run again on a reload (HUP): everything here is replaced
        kind = log_format()
        ids = RequestIdFilter()
        for handler in self.error_log.handlers:
            handler.setFormatter(formatter(kind))
            handler.addFilter(ids)
        for handler in self.access_log.handlers:
            if kind == "json":  # text access lines keep gunicorn's access_log_format
                handler.setFormatter(JsonFormatter())
            handler.addFilter(ids)
        root = logging.getLogger()
        for handler in list(root.handlers):
            if getattr(handler, "_gunicorn", False):  # ours from a previous setup
                root.removeHandler(handler)
        for handler in self.error_log.handlers:
            root.addHandler(handler)
        root.setLevel(self.loglevel)

    def access(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> None:
        """The access line under its request's id: a gevent worker writes it after the
        body is closed, when the request's id is no longer current."""
        token = current.set(environ.get(ENVIRON_KEY, NONE))
        try:
            super().access(resp, req, environ, request_time)
        finally:
            current.reset(token)
