"""Forward-compatible answers: the enums of what the referee answers are open in
openapi.yaml, so that a client generated today still reads an answer that holds a value
added tomorrow (a new rules version, status, event type, problem type or reason code:
docs/api.md, "Compatibility").

An answer's enum `{type: T, enum: [...]}` is written

    anyOf:
    - {type: T, enum: [...]}   # the values known today, typed
    - {type: T}                # any other, from a newer referee

which both generators the repository ships read without failing: openapi-python-client
(0.29.1) parses the known values into its enum class and keeps any other as a plain
`str` or `int` (`Enum | str`), openapi-typescript writes `("a" | "b") | string`. A game's
event union gains a last member, `UnknownEvent` (any `type`), which a client reads
when no known event fits.

What a client writes stays closed: moves, setups, options, states and query parameters,
whose unknown values the referee refuses with a 422. Only components that answers use
are opened: those no request reaches, but through an answer that a client sends back as
it got it (a seat's view and the log to a suggestion, a proof to its verification).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

_PREFIX = "#/components/schemas/"
UNKNOWN_EVENT = "UnknownEvent"
UNKNOWN_EVENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "An event of a type this document does not list: a newer referee may "
    "emit more (docs/api.md, Compatibility). Its `type` names it; skip what you do not know.",
    "properties": {"type": {"type": "string"}},
    "required": ["type"],
    "additionalProperties": True,  # whatever else it holds
}


def open_answers(document: dict[str, Any], echoed: Iterable[str], unions: Iterable[str]) -> None:
    """Open, in place, the enums of every component only answers use. `echoed`: answers a
    request may carry back (a request reaching them leaves them open); `unions`: the
    event unions, which gain the UnknownEvent member."""
    schemas: dict[str, Any] = document["components"]["schemas"]
    stop = frozenset(echoed)
    requests, answers = _roots(document)
    closed = _closure(schemas, requests, stop)
    opened = sorted(_closure(schemas, answers, frozenset()) - closed)
    for name in opened:
        schemas[name] = _opened(schemas[name])
    event_unions = [name for name in unions if name in opened]
    if event_unions:
        schemas[UNKNOWN_EVENT] = UNKNOWN_EVENT_SCHEMA
    for name in event_unions:
        union = schemas[name]
        members = union.pop("oneOf", None) or union.pop("anyOf")
        # anyOf: an unknown event fits the last member alone, a known one fits it too.
        union["anyOf"] = [*members, {"$ref": _PREFIX + UNKNOWN_EVENT}]
        union.pop("discriminator", None)  # its mapping cannot name what it does not know
        union["description"] = (
            union.get("description", "") + " A type not listed here is an UnknownEvent."
        ).strip()


def _roots(document: dict[str, Any]) -> tuple[set[str], set[str]]:
    """The components the requests name (bodies, parameters), and those the answers name."""
    requests: set[str] = set()
    answers: set[str] = set()
    for item in document["paths"].values():
        for method, operation in item.items():
            if method == "parameters":
                requests.update(_refs(operation))
                continue
            requests.update(_refs(operation.get("requestBody", {})))
            requests.update(_refs(operation.get("parameters", [])))
            answers.update(_refs(operation["responses"]))
    return requests, answers


def _closure(schemas: dict[str, Any], roots: Iterable[str], stop: frozenset[str]) -> set[str]:
    """Every component `roots` reach by $ref, not going into those of `stop`."""
    seen: set[str] = set()
    todo = [name for name in roots if name not in stop]
    while todo:
        name = todo.pop()
        if name in seen or name not in schemas:
            continue
        seen.add(name)
        todo.extend(ref for ref in _refs(schemas[name]) if ref not in stop)
    return seen


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith(_PREFIX):
                yield value.removeprefix(_PREFIX)
            elif key != "example":
                yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def _opened(node: Any) -> Any:
    """`node` with each enum written open (a copy: schemas may be shared)."""
    if isinstance(node, list):
        return [_opened(value) for value in node]
    if not isinstance(node, dict):
        return node
    out = {key: (value if key == "example" else _opened(value)) for key, value in node.items()}
    if "enum" not in out:
        return out
    kind, values = out.pop("type", None), out.pop("enum")
    known: dict[str, Any] = {"enum": values} if kind is None else {"type": kind, "enum": values}
    other: dict[str, Any] = {"type": kind} if kind is not None else {}
    if not other:  # an enum without a type: any value of the kinds its values have
        other = {"type": sorted({_json_type(value) for value in values})}
    return {**out, "anyOf": [known, other]}


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    return "number" if isinstance(value, float) else "string"
