"""GET /: the front page a person sees, linking the table and the docs, each of which is
served; behind a path prefix the links stay under it."""

from __future__ import annotations

import re

from service import play


def links(page: str) -> list[str]:
    return re.findall(r'href="([^"]+)"', page)


def test_the_front_page_links_the_table_and_the_docs_and_each_link_is_served(client):
    page = client.get("/")
    assert page.status_code == 200
    assert page.mimetype == "text/html"
    assert page.headers["Content-Security-Policy"] == play.PAGE_CSP
    assert page.headers["X-Content-Type-Options"] == "nosniff"
    found = links(page.text)
    assert {"/play/", "/docs", "/openapi.yaml"} <= set(found)
    for url in found:
        with client.get(url) as answer:
            assert answer.status_code == 200, url


def test_behind_a_path_prefix_the_links_stay_under_it(client):
    page = client.get("/", environ_overrides={"SCRIPT_NAME": "/referee"})
    assert page.status_code == 200
    assert all(url.startswith("/referee/") for url in links(page.text))
