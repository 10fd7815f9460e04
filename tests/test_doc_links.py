"""No file of the repository sends a reader to a markdown file, or a heading, it does not hold.

The contract lives in docs/: a comment, a docstring, a doc or the spec that points to a file
elsewhere leaves its reader with nothing to read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.repo_docs import ROOT, anchors, broken_references, github_slug, tracked_files

SCANNED = (".md", ".py", ".yaml")


def test_no_tracked_file_points_to_a_missing_markdown_file_or_heading():
    broken = {}
    for path in tracked_files(SCANNED):
        found = broken_references(path, path.read_text(encoding="utf-8"))
        if found:
            broken[str(path.relative_to(ROOT))] = found
    assert not broken, broken


def test_the_scan_covers_code_docs_and_the_spec():
    names = {str(p.relative_to(ROOT)) for p in tracked_files(SCANNED)}
    assert {"README.md", "docs/api.md", "docs/rules.md", "openapi.yaml"} <= names
    assert "engines/base.py" in names and "tests/test_doc_links.py" in names


@pytest.mark.parametrize(
    ("heading", "slug"),
    [
        # GitHub's anchors for headings of this repository.
        ("M3 Play limit", "m3-play-limit"),
        ("Meow 10 (`meow10`)", "meow-10-meow10"),
        ("`POST /v1/games/{game}/setup`", "post-v1gamesgamesetup"),
        (
            "bench/pairs.py: A/B in turns, and the noise floor",
            "benchpairspy-ab-in-turns-and-the-noise-floor",
        ),
        (
            "The session floor: what a session move cannot avoid (2026-12-01)",
            "the-session-floor-what-a-session-move-cannot-avoid-2026-12-01",
        ),
    ],
)
def test_anchors_are_githubs(heading, slug):
    assert github_slug(heading) == slug


def test_repeated_headings_and_fenced_lines_follow_github():
    text = '# Top\n## Events\n```sh\n# not a heading\n```\n## Events\n<a id="kept"></a>\n'
    assert anchors(text) == {"top", "events", "events-1", "kept"}


# The made-up files below are spelled with {MD}, so that this file's own scan (the first
# test) does not take them for references to files of the repository.
MD = ".md"


def test_missing_files_and_headings_are_reported(tmp_path: Path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / f"guide{MD}").write_text("# Guide\n## Sessions\n", encoding="utf-8")
    doc = tmp_path / "docs" / f"page{MD}"
    text = (
        f"[ok](guide{MD}#sessions) [gone](gone{MD}) [bad](guide{MD}#nowhere) [self](#page)\n"
        "# Page\n"
        f"`docs/guide{MD}#sessions` is there; `SHARED{MD}` is not; `docs/guide{MD}#streams`"
        " neither.\n"
        f"[web](https://example.com/README{MD}#x)\n"
    )
    doc.write_text(text, encoding="utf-8")
    assert broken_references(doc, text, tmp_path) == [
        f"link to missing gone{MD}",
        f"link to missing heading guide{MD}#nowhere",
        f"mention of missing SHARED{MD}",
        f"mention of missing heading docs/guide{MD}#streams",
    ]


def test_a_comment_naming_a_file_outside_the_repository_is_reported(tmp_path: Path):
    code = tmp_path / "module.py"
    text = f'"""Reads the shared CONTRACT{MD}, section "Errors"."""\n'
    assert broken_references(code, text, tmp_path) == [f"mention of missing CONTRACT{MD}"]
