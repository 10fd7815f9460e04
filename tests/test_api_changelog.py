"""docs/api-changelog.md has an entry for the spec's version, newest first."""

from __future__ import annotations

import re
from pathlib import Path

from service.openapi import API_VERSION, spec_document

CHANGELOG = Path(__file__).resolve().parents[1] / "docs/api-changelog.md"


def versions() -> list[str]:
    return re.findall(r"^## (\d+\.\d+\.\d+)$", CHANGELOG.read_text(), re.MULTILINE)


def test_the_changelog_names_the_specs_version_first() -> None:
    version = spec_document()["info"]["version"]
    assert version == API_VERSION
    assert versions()[0] == version, f"add a `## {version}` entry to {CHANGELOG.name}"


def test_the_changelog_lists_each_version_once_newest_first() -> None:
    listed = [tuple(int(part) for part in v.split(".")) for v in versions()]
    assert listed == sorted(set(listed), reverse=True) and len(listed) >= 2
