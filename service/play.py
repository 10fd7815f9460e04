"""GET /play/: the table, a browser frontend for sessions (docs/play.md).

The page is static files (service/web/play/: an HTML shell, ES modules, one stylesheet, an
icon), served as they are: no build step, nothing from another host. It uses only the
public API, as any other client would, so the same files work from any static host that
points them at a referee (`?api=`), through CORS.

The Content-Security-Policy lets the page load and connect only to this origin, with no
inline script or style. Files are revalidated on every load (an ETag each), so a new
deployment shows at once; only the names in the folder with a known type are served.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from flask import Blueprint, Response, abort, send_file

from .apidoc import NotInSpec

bp = Blueprint("play", __name__)

TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
}
# 'self' only: the page's modules, its stylesheet, its icon, and the API (fetch and
# EventSource are connect-src). form-action 'none': the lobby's form is handled in script.
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


@cache
def folder() -> Path:
    return Path(__file__).resolve().parent / "web" / "play"  # package data (pyproject.toml)


@cache
def files() -> dict[str, str]:
    """Served name -> content type: every file of the folder whose type is known."""
    return {
        path.name: TYPES[path.suffix]
        for path in folder().iterdir()
        if path.is_file() and path.suffix in TYPES
    }


def _send(name: str) -> Response:
    response = send_file(folder() / name, mimetype=files()[name], max_age=0, etag=True)
    response.cache_control.no_cache = True  # revalidate: the names carry no version
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    if name.endswith(".html"):
        response.headers["Content-Security-Policy"] = PAGE_CSP
    return response


# `/play` (no slash) is redirected here by the router, query kept: the page's files are
# named relative to it, so the same files work at any path of any static host.
@bp.get("/play/")
@NotInSpec("the table's page, for people: a client of the API, not part of it")
def page() -> Response:
    return _send("index.html")


@bp.get("/play/<name>")
@NotInSpec("the table's files")
def asset(name: str) -> Response:
    if name not in files():
        abort(404, description=f"The table has no file {name!r}.")
    return _send(name)
