"""GET /: a small page for a person who opens the referee's address in a browser, linking
the table (/play/) and the API's documentation (/docs). Clients use the API, not this."""

from __future__ import annotations

from html import escape

from flask import Blueprint, Response, request

from .apidoc import NotInSpec
from .play import PAGE_CSP

bp = Blueprint("landing", __name__)

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>meow-referee</title>
<link rel="icon" href="{root}/play/icon.svg">
</head>
<body>
<h1>meow-referee</h1>
<p>The rules authority for Meow 10, Copy Cat Meow, Super Meow and Cat Tower.</p>
<ul>
<li><a href="{root}/play/">Play at the table</a>: start a game, share its seats, or ask
for a hint.</li>
<li><a href="{root}/docs">The API's documentation</a>, to try every endpoint, and
<a href="{root}/openapi.yaml">openapi.yaml</a> for generators.</li>
</ul>
</body>
</html>
"""


@bp.get("/")
@NotInSpec("the referee's front page, for people: it links the table and the docs")
def landing() -> Response:
    # Links stay under the path a proxy serves the referee at (SCRIPT_NAME).
    response = Response(PAGE.format(root=escape(request.script_root)), mimetype="text/html")
    response.headers["Content-Security-Policy"] = PAGE_CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
