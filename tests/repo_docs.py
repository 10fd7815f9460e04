"""The repository's files as a reader meets them: which files are tracked, which markdown
files and headings they point to, and whether those exist.

Headings are matched by GitHub's anchors: the heading's text as rendered, lower-cased,
everything but letters, digits, `_`, `-` and spaces dropped, spaces made hyphens, and a
`-1`, `-2`, ... suffix for a repeated heading.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterable
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Never part of the repository, when the tree is walked without git.
UNTRACKED_DIRS = {".git", ".venv", ".hypothesis", ".pytest_cache", ".ruff_cache", ".mypy_cache"}
UNTRACKED_DIRS |= {"__pycache__", "build", "dist", "results"}

FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
HTML_ANCHOR = re.compile(r"""<a\s+(?:id|name)=["']([^"']+)["']""")
# [text](target): the target up to whitespace or the closing parenthesis.
MD_LINK = re.compile(r"\[[^\]]*\]\(\s*([^)\s]+)(?:\s+\"[^\"]*\")?\s*\)")
# A path to a markdown file written out anywhere (a comment, a docstring, a doc): not part
# of a longer path or word, optionally followed by a #anchor.
MD_MENTION = re.compile(r"(?<![\w./-])((?:\.\.?/)*[\w-][\w.-]*(?:/[\w.-]+)*\.md)(?![\w])(#[\w-]+)?")
URL = re.compile(r"[a-z][a-z0-9+.-]*://\S+", re.IGNORECASE)


def tracked_files(suffixes: Iterable[str]) -> list[Path]:
    """The repository's files ending in one of `suffixes`: git's list where git knows the
    tree, else every file outside build and cache directories."""
    wanted = tuple(suffixes)
    return [path for path in _all_files() if path.name.endswith(wanted)]


@cache
def _all_files() -> tuple[Path, ...]:
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
        ).stdout.decode()
        names = [name for name in listed.split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        names = []
        for folder, dirs, files in os.walk(ROOT):
            dirs[:] = [d for d in dirs if d not in UNTRACKED_DIRS and not d.endswith(".egg-info")]
            names += [os.path.relpath(os.path.join(folder, f), ROOT) for f in files]
    return tuple(ROOT / name for name in sorted(names) if (ROOT / name).is_file())


def github_slug(heading: str) -> str:
    """The anchor GitHub gives a heading's text (before any duplicate suffix)."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link renders its text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def outside_fences(text: str) -> Iterable[str]:
    """The lines of a markdown text that are not inside fenced code blocks."""
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield line


def anchors(text: str) -> set[str]:
    """Every anchor a markdown text defines: its headings' slugs and explicit HTML anchors."""
    found: set[str] = set()
    seen: dict[str, int] = {}
    for line in outside_fences(text):
        found.update(HTML_ANCHOR.findall(line))
        match = HEADING.match(line)
        if not match:
            continue
        slug = github_slug(match[2])
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def broken_references(path: Path, text: str, root: Path = ROOT) -> list[str]:
    """What in `text` (the content of `path`) points to a missing file or heading.

    In markdown, every relative link must resolve from the file's folder, and a link into a
    markdown file (or to `#anchor` in this one) must name a heading it has. Anywhere, a
    markdown file's path written out must exist, from the file's folder or from the
    repository's root, with its anchor if one is given."""
    broken: list[str] = []
    here = path.parent
    if path.suffix == ".md":
        for target in MD_LINK.findall("\n".join(outside_fences(text))):
            if URL.match(target) or target.startswith("mailto:"):
                continue
            file_part, _, anchor = target.partition("#")
            resolved = (here / file_part) if file_part else path
            if not resolved.exists():
                broken.append(f"link to missing {target}")
            elif anchor and resolved.suffix == ".md" and anchor not in _anchors_of(resolved):
                broken.append(f"link to missing heading {target}")
    if path.suffix == ".md":  # links were checked above: a link's text only labels it
        text = MD_LINK.sub(" ", text)
    for name, anchor in MD_MENTION.findall(URL.sub(" ", text)):
        candidates = [here / name, root / name]
        found = next((c for c in candidates if c.is_file()), None)
        if found is None:
            broken.append(f"mention of missing {name}")
        elif anchor and anchor[1:] not in _anchors_of(found):
            broken.append(f"mention of missing heading {name}{anchor}")
    return broken


def _anchors_of(path: Path) -> set[str]:
    return anchors(path.read_text(encoding="utf-8"))
