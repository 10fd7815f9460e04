"""GET /docs and GET /openapi.json over HTTP: what the page links to, content types,
caching and security headers. tests/browser/test_docs_page.py renders it in Chromium."""

from __future__ import annotations

import re

import orjson
import pytest
import yaml

from service import docs_page

ASSET_TYPES = {
    "index.css": "text/css; charset=utf-8",
    "swagger-ui.css": "text/css; charset=utf-8",
    "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
    "docs.js": "text/javascript; charset=utf-8",
    "favicon-32x32.png": "image/png",
    "favicon-16x16.png": "image/png",
}


def links(html: str) -> list[str]:
    return re.findall(r'(?:src|href|data-spec-url)="([^"]*)"', html)


def test_openapi_json_is_the_document_openapi_yaml_holds(client):
    as_json = client.get("/openapi.json")
    assert as_json.status_code == 200
    assert as_json.mimetype == "application/json"
    as_yaml = client.get("/openapi.yaml")
    assert orjson.loads(as_json.data) == yaml.safe_load(as_yaml.data)


def test_openapi_json_is_revalidated_by_its_etag(client):
    first = client.get("/openapi.json")
    assert first.headers["Cache-Control"] == "no-cache"
    again = client.get("/openapi.json", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    assert again.data == b""
    other = client.get("/openapi.json", headers={"If-None-Match": '"something-else"'})
    assert other.status_code == 200
    assert other.data == first.data


def test_the_page_loads_only_paths_of_this_service(client):
    page = client.get("/docs")
    assert page.status_code == 200
    assert page.mimetype == "text/html"
    assert page.headers["Cache-Control"] == "no-cache"
    found = links(page.text)
    assert found, page.text
    for url in found:
        assert url.startswith("/") and not url.startswith("//"), url  # no other host
    assert 'data-spec-url="/openapi.json"' in page.text
    names = {url.rsplit("/", 1)[1] for url in found if url.startswith("/docs/assets/")}
    assert names == set(ASSET_TYPES)


def test_the_page_may_reach_no_other_origin(client):
    policy = client.get("/docs").headers["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["default-src"] == "'none'"
    assert directives["script-src"] == "'self'"  # no inline script, no eval
    assert directives["connect-src"] == "'self'"  # "Try it out" reaches this service only
    assert directives["img-src"] == "'self' data:"
    for value in directives.values():
        assert "http" not in value and "*" not in value, policy


def test_swagger_ui_is_told_not_to_call_the_public_validator():
    script = docs_page.DOCS_JS.decode()
    assert re.search(r"\bvalidatorUrl:\s*null\b", script), script


def test_every_asset_has_its_content_type_and_is_cached_for_a_year(client):
    for url in links(client.get("/docs").text):
        if not url.startswith("/docs/assets/"):
            continue
        with client.get(url) as answer:  # closes the file it sends
            name = url.rsplit("/", 1)[1]
            assert answer.status_code == 200, url
            assert answer.headers["Content-Type"] == ASSET_TYPES[name], url
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
            cache = answer.headers["Cache-Control"]
            assert {"public", "immutable", "max-age=31536000"} <= set(cache.split(", ")), cache
            assert answer.data


def test_the_stylesheets_load_nothing_but_inline_data(client):
    for name in ("index.css", "swagger-ui.css"):
        with client.get(f"/docs/assets/{docs_page.asset_tag()}/{name}") as answer:
            css = answer.text
        assert "@import" not in css
        for target in re.findall(r"url\(\s*['\"]?([^'\")]*)", css):
            assert target.startswith("data:"), (name, target[:80])


def test_the_asset_tag_changes_with_the_script():
    """A new docs.js must get a new URL, since browsers keep the old one for a year."""
    tag = docs_page.asset_tag()
    assert tag.startswith(docs_page.metadata.version(docs_page.SWAGGER_UI) + "-")
    assert docs_page.hashlib.sha256(docs_page.DOCS_JS).hexdigest()[:12] in tag


@pytest.mark.parametrize(
    "path",
    [
        "/docs/assets/0.0.0-000000000000/swagger-ui.css",  # an outdated page's tag
        "/docs/assets/{tag}/swagger-ui.js.map",
        "/docs/assets/{tag}/oauth2-redirect.html",  # in the package, not served
        "/docs/assets/{tag}/..%2Fpyproject.toml",
    ],
)
def test_anything_else_under_docs_is_a_404_problem(client, path):
    answer = client.get(path.format(tag=docs_page.asset_tag()))
    assert answer.status_code == 404
    assert answer.mimetype == "application/problem+json"
    assert answer.get_json()["status"] == 404


def test_behind_a_path_prefix_the_page_links_under_it(client):
    page = client.get("/docs", environ_overrides={"SCRIPT_NAME": "/referee"})
    found = links(page.text)
    assert found
    assert all(url.startswith("/referee/") for url in found), found
