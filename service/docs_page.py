"""GET /docs: Swagger UI on the spec this service serves, GET /openapi.json and
GET /openapi.yaml.

Everything the page loads comes from this service, so the docs work on a machine with no
other network: the Swagger UI files are the ones the flask-swagger-ui package installs
(its blueprint is not used: this one chooses the caching and the security headers), the
spec is GET /openapi.json, and the script that starts Swagger UI is DOCS_JS below. The
default validator badge, which would send the spec's address to validator.swagger.io, is
turned off, and the Content-Security-Policy lets the page reach no other origin, so a
later Swagger UI that tried to would be stopped by the browser.

The assets' URLs carry the package version and a hash of DOCS_JS: they never change
content, so browsers may keep them for a year; the page and the spec are revalidated.
"""

from __future__ import annotations

import hashlib
from functools import cache
from importlib import metadata, resources
from pathlib import Path

import orjson
from flask import Blueprint, Response, abort, request, send_file, url_for
from markupsafe import escape

from . import current
from .apidoc import NotInSpec
from .openapi import spec_document, spec_yaml

bp = Blueprint("docs_page", __name__)

SWAGGER_UI = "flask-swagger-ui"
# validatorUrl null: no badge, so no request to validator.swagger.io. displayOperationId
# shows each operation's id (createSession, ...), the names clients generate code from.
DOCS_JS = b"""\
"use strict";
(function () {
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    domNode: root,
    url: root.dataset.specUrl,
    layout: "BaseLayout",
    deepLinking: true,
    displayOperationId: true,
    validatorUrl: null
  });
})();
"""
# The files the page loads, and their content types; nothing else is served from the dist.
TYPES = {
    "swagger-ui-bundle.js": "text/javascript",
    "swagger-ui.css": "text/css",
    "index.css": "text/css",
    "favicon-32x32.png": "image/png",
    "favicon-16x16.png": "image/png",
}
YEAR_S = 365 * 24 * 3600
# The page may load only from its own origin (data: images are Swagger UI's inline icons;
# inline styles are React's style attributes). No inline script, no eval.
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'"
)
PAGE = """\
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>meow-referee API</title>
  <link rel="stylesheet" href="{assets}/index.css">
  <link rel="stylesheet" href="{assets}/swagger-ui.css">
  <link rel="icon" type="image/png" href="{assets}/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="{assets}/favicon-16x16.png" sizes="16x16">
</head>
<body>
  <noscript>This page needs JavaScript. The spec: <a href="{yaml}">openapi.yaml</a>,
  <a href="{spec}">openapi.json</a>.</noscript>
  <div id="swagger-ui" data-spec-url="{spec}"></div>
  <script src="{assets}/swagger-ui-bundle.js"></script>
  <script src="{assets}/docs.js"></script>
</body>
</html>
"""


@cache
def dist() -> Path:
    return Path(str(resources.files("flask_swagger_ui") / "dist"))


@cache
def asset_tag() -> str:
    """Changes whenever any asset may: another Swagger UI, or another DOCS_JS."""
    return f"{metadata.version(SWAGGER_UI)}-{hashlib.sha256(DOCS_JS).hexdigest()[:12]}"


@cache
def spec_json(create_keys: bool = False) -> bytes:
    """The document openapi.yaml holds, as JSON (both from build_spec); `create_keys`:
    that of a deployment that asks for a creation key (CREATE_KEYS)."""
    return orjson.dumps(spec_document(create_keys))


@cache
def spec_etag(create_keys: bool = False) -> str:
    return hashlib.sha256(spec_json(create_keys)).hexdigest()[:32]


def _keyed() -> bool:
    return bool(current.extension("settings").create_keys)


@bp.get("/openapi.yaml")
@NotInSpec("the document itself")
def serve_spec() -> Response:
    return Response(spec_yaml(_keyed()), mimetype="application/yaml")


@bp.get("/openapi.json")
@NotInSpec("the document itself, as JSON")
def serve_spec_json() -> Response:
    response = Response(spec_json(_keyed()), mimetype="application/json")
    response.cache_control.no_cache = True  # a new deployment may change it: revalidate
    response.set_etag(spec_etag(_keyed()))
    response.make_conditional(request)  # a 304 when If-None-Match names it
    return response


@bp.get("/docs")
@NotInSpec("the document's page, for people")
def docs() -> Response:
    assets = f"{request.script_root}/docs/assets/{asset_tag()}"
    html = PAGE.format(
        assets=escape(assets),
        spec=escape(url_for("docs_page.serve_spec_json")),
        yaml=escape(url_for("docs_page.serve_spec")),
    )
    response = Response(html, mimetype="text/html")
    response.cache_control.no_cache = True
    response.headers["Content-Security-Policy"] = PAGE_CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


@bp.get("/docs/assets/<tag>/<name>")
@NotInSpec("the document page's files")
def asset(tag: str, name: str) -> Response:
    if tag != asset_tag():
        abort(404, description="No such docs asset: the page that asked for it is outdated.")
    if name == "docs.js":
        response = Response(DOCS_JS, mimetype="text/javascript")
        response.cache_control.public = True
        response.cache_control.max_age = YEAR_S
    elif name in TYPES:
        response = send_file(dist() / name, mimetype=TYPES[name], max_age=YEAR_S)
    else:
        abort(404, description=f"No docs asset {name!r}.")
    response.cache_control.immutable = True
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
