"""GET /play/ over HTTP: the files the table page is made of, their content types,
revalidation and security headers. tests/browser/test_play_*.py play it in Chromium."""

from __future__ import annotations

import re

import pytest

from service import play

PAGE_FILES = sorted(path.name for path in play.folder().iterdir())


def test_play_without_a_slash_redirects_keeping_the_query(client):
    answer = client.get("/play?api=http://127.0.0.1:9000")
    assert answer.status_code == 308
    assert answer.headers["Location"].endswith("/play/?api=http://127.0.0.1:9000")


def get(client, path, **kwargs):
    """The answer, read whole (send_file's file is closed again)."""
    with client.get(path, **kwargs) as answer:
        answer.get_data()
        return answer


def test_behind_a_path_prefix_the_redirect_stays_under_it(client):
    answer = client.get("/play", environ_overrides={"SCRIPT_NAME": "/referee"})
    assert answer.status_code == 308
    assert answer.headers["Location"].endswith("/referee/play/")


def test_the_page_is_html_with_a_policy_that_allows_only_this_origin(client):
    page = get(client, "/play/")
    assert page.status_code == 200
    assert page.mimetype == "text/html"
    policy = page.headers["Content-Security-Policy"]
    assert policy == play.PAGE_CSP
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["default-src"] == "'none'"
    for name in ("script-src", "style-src", "img-src", "connect-src"):
        assert directives[name] == "'self'", name  # no inline code, no other host
    assert page.headers["X-Content-Type-Options"] == "nosniff"
    assert page.headers["Referrer-Policy"] == "no-referrer"
    # No inline script or style for the policy to refuse.
    assert not re.search(r"<script(?![^>]*\bsrc=)", page.text)
    assert "style=" not in page.text and "<style" not in page.text


def test_every_file_the_page_or_a_module_names_is_served_with_its_type(client):
    page = get(client, "/play/").text
    named = set(re.findall(r'(?:src|href)="([^"]+)"', page)) - {"./"}
    for name in PAGE_FILES:
        if name.endswith(".js"):
            source = get(client, f"/play/{name}").text
            named |= set(re.findall(r'from "\./([^"]+)"', source))
    assert named >= {"app.js", "play.css", "icon.svg"}
    types = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}
    for name in named:
        answer = get(client, f"/play/{name}")
        assert answer.status_code == 200, name
        assert answer.mimetype == types[name[name.rindex(".") :]], name
    # ...and nothing of the folder is left unused or unserved.
    assert named | {"index.html"} == set(PAGE_FILES)


@pytest.mark.parametrize("name", PAGE_FILES)
def test_files_are_revalidated_by_their_etag(client, name):
    path = "/play/" if name == "index.html" else f"/play/{name}"
    first = get(client, path)
    assert first.status_code == 200
    assert "no-cache" in first.headers["Cache-Control"]
    again = get(client, path, headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    assert again.data == b""


@pytest.mark.parametrize(
    "path", ["/play/nothing.js", "/play/.hidden", "/play/%2e%2e%2fplay.py", "/play/web/x"]
)
def test_anything_else_is_a_404_problem(client, path):
    answer = client.get(path)
    assert answer.status_code == 404
    assert answer.mimetype == "application/problem+json"
