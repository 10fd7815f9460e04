"""docs/rules.md defines every rule id the referee can cite, and every id it defines is cited.

An illegal move names a rule id in its reason's `rule`, and a reader looks that id up in
docs/rules.md. So every id an engine can put there needs a section, as does every id a
doc, a comment or the spec mentions. The other way round, each reading in the rule book is
implemented by an engine, which cites the id where it applies (a reason code, a comment or
a docstring): a section no engine cites describes a reading the referee does not have.
"""

from __future__ import annotations

import ast
import re

import pytest

from engines import REGISTRY
from tests.repo_docs import ROOT, github_slug, tracked_files

RULE_BOOK = ROOT / "docs/rules.md"
ENGINES = ROOT / "engines"
RULE_ID = re.compile(r"[GMCST][0-9]{1,2}")
MENTION = re.compile(r"\b[GMCST][0-9]{1,2}\b")
# "M1-M10" names a span of the rule book, not a citation of its two ends.
SPAN = re.compile(r"\b[GMCST][0-9]{1,2}\s*[-\u2013]\s*[GMCST][0-9]{1,2}\b")
RULE_HEADING = re.compile(r"^### (?P<id>[GMCST][0-9]{1,2}) (?P<title>\S.*)$")
# Each game's rule ids share a letter; G ids belong to every game.
GAME_OF_LETTER = {"M": "meow10", "C": "copycat", "S": "supermeow", "T": "cattower"}
SECTION_OF_LETTER = {"G": "All games", **{k: f"(`{v}`)" for k, v in GAME_OF_LETTER.items()}}
# Where rule ids may be mentioned: every tracked doc, source file and the spec.
MENTIONING = (".md", ".py", ".yaml")


def rule_sections() -> list[tuple[str, str, str, str]]:
    """(id, title, the `## ` section it sits in, its body) for each rule heading, in order."""
    sections: list[tuple[str, str, str, str]] = []
    part = ""
    current: tuple[str, str, str] | None = None
    body: list[str] = []
    for line in RULE_BOOK.read_text(encoding="utf-8").splitlines():
        if line.startswith(("## ", "### ")) and current is not None:
            sections.append((*current, "\n".join(body)))
            current, body = None, []
        if line.startswith("## "):
            part = line[3:]
        elif line.startswith("### "):
            match = RULE_HEADING.match(line)
            assert match, (
                f"docs/rules.md: every ### heading is a rule, `### <id> <title>`: {line!r}"
            )
            current = (match["id"], match["title"], part)
        elif current is not None:
            body.append(line)
    if current is not None:
        sections.append((*current, "\n".join(body)))
    return sections


def defined_ids() -> set[str]:
    return {rule_id for rule_id, *_ in rule_sections()}


def engine_literals() -> dict[str, set[str]]:
    """Every string literal in engines/*.py that is a rule id, by module: the ids passed to
    ReasonCode, to illegal(..., rule) and to helpers that pass them on."""
    found: dict[str, set[str]] = {}
    for path in sorted(ENGINES.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        found[path.stem] = {
            node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and RULE_ID.fullmatch(node.value)
        }
    return found


def registry_ids() -> dict[str, set[str]]:
    """The rule id of every reason code each game can answer with (GET /v1/games/{game})."""
    return {game_id: {r.rule for r in game.reasons} for game_id, game in REGISTRY.items()}


def test_every_rule_heading_has_the_anchor_scheme_and_its_three_parts():
    sections = rule_sections()
    ids = [rule_id for rule_id, *_ in sections]
    assert len(ids) == len(set(ids)), "a rule id is defined twice in docs/rules.md"
    for rule_id, title, part, body in sections:
        # Links into the rule book are `docs/rules.md#<id>-<title words>`.
        assert github_slug(f"{rule_id} {title}").startswith(rule_id.lower() + "-")
        assert SECTION_OF_LETTER[rule_id[0]] in part, f"{rule_id} sits under {part!r}"
        for label in ("**Rulebook**", "**Reading", "**Options.**"):
            assert label in body, f"{rule_id} has no {label} part"
        assert "\n> " in body, f"{rule_id} quotes no rulebook sentence"


def test_the_literal_scan_sees_every_reason_codes_rule():
    # The scan below must find what the registry holds, or it would prove nothing.
    literals = set().union(*engine_literals().values())
    for game_id, rules in registry_ids().items():
        assert rules <= literals, f"{game_id}: {sorted(rules - literals)} not seen in engines/"


def test_every_rule_id_an_engine_can_cite_is_defined():
    defined = defined_ids()
    for game_id, rules in registry_ids().items():
        assert rules <= defined, f"{game_id} reasons cite undefined {sorted(rules - defined)}"
    for module, rules in engine_literals().items():
        assert rules <= defined, f"engines/{module}.py cites undefined {sorted(rules - defined)}"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_games_reasons_cite_its_own_rules_or_the_shared_ones(game_id):
    letter = next(k for k, v in GAME_OF_LETTER.items() if v == game_id)
    literals = engine_literals()[game_id]
    for rule in registry_ids()[game_id] | literals:
        assert rule[0] in ("G", letter), f"{game_id} cites another game's rule {rule}"


def test_every_rule_id_mentioned_anywhere_is_defined():
    defined = defined_ids()
    undefined: dict[str, set[str]] = {}
    for path in tracked_files(MENTIONING):
        mentioned = set(MENTION.findall(path.read_text(encoding="utf-8")))
        if mentioned - defined:
            undefined[str(path.relative_to(ROOT))] = mentioned - defined
    assert not undefined, f"rule ids not defined in docs/rules.md: {undefined}"


def test_the_docs_mentions_are_scanned():
    # docs/api.md and the game pages cite rules; an empty scan would pass anything.
    scanned = {str(p.relative_to(ROOT)) for p in tracked_files(MENTIONING)}
    for doc in ("README.md", "openapi.yaml", "docs/api.md", "docs/games/copycat.md"):
        assert doc in scanned
    assert "C10" in MENTION.findall((ROOT / "docs/api.md").read_text(encoding="utf-8"))


def cited(text: str) -> set[str]:
    """The rule ids `text` cites: mentions, spans left out."""
    return set(MENTION.findall(SPAN.sub(" ", text)))


def test_every_defined_rule_is_cited_by_the_engine_that_implements_it():
    sources = {p.stem: cited(p.read_text(encoding="utf-8")) for p in ENGINES.glob("*.py")}
    uncited = []
    for rule_id in sorted(defined_ids()):
        game = GAME_OF_LETTER.get(rule_id[0])
        texts = [sources[game]] if game else list(sources.values())
        if not any(rule_id in ids for ids in texts):
            uncited.append(rule_id)
    assert not uncited, f"defined in docs/rules.md but cited by no engine: {uncited}"


def test_every_defined_rule_is_referenced_outside_the_rule_book():
    # Weaker than the engine citation above, but it holds the docs to it too: a reader of
    # the code or the other docs meets every id the rule book defines somewhere.
    referenced: set[str] = set()
    for path in tracked_files(MENTIONING):
        if path != RULE_BOOK:
            referenced |= cited(path.read_text(encoding="utf-8"))
    assert defined_ids() <= referenced, sorted(defined_ids() - referenced)
