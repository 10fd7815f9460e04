"""openapi.yaml, generated from the marshmallow schemas and the views' documentation
(never written by hand).

Each view carries its operation (service/apidoc.py); this module walks the views of the
app create_app builds, in the order their routes are added, and assembles the document:
the path of each (the Flask rule's variables as the spec's path parameters, a `PerGame`
view once per game), the components its operations name, and what every operation
shares (the 405, its security: `[]` unless it says otherwise). Then what the document
adds to them: each operation's example request and answer (service/spec_examples.py),
and the answers' enums written open (service/open_enums.py). `python -m service.openapi
> openapi.yaml` writes the committed file; tests/http/test_openapi.py fails when it
drifts from this generator.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from functools import cache
from typing import Any

import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask
from marshmallow import fields

from schemas.base import MoveUnion
from schemas.catalogue import REFERRED
from schemas.common import GameDetailSchema, GameListSchema, HealthSchema, ProblemSchema
from schemas.docs import Documented, Named, Union
from schemas.fields import PLAYER_ID_PATTERN
from schemas.sessions import SESSION_ID_PATTERN

from . import apidoc, open_enums, spec_examples
from .problems import PROBLEM_TYPE, ProblemType
from .referee import REFEREES

# openapi.yaml's `info.version`: what docs/api-changelog.md names (docs/api.md says what a
# minor version may add to /v1).
API_VERSION = "1.3.0"
# The Flask rules' variables, as the spec names and describes them.
PATH_PARAMETERS: dict[str, dict[str, Any]] = {
    "game_id": {
        "name": "game",
        "in": "path",
        "required": True,
        "schema": {"type": "string", "enum": sorted(REFEREES)},
    },
    "session_id": {
        "name": "id",
        "in": "path",
        "required": True,
        "schema": {"type": "string", "pattern": SESSION_ID_PATTERN},
    },
    "player": {
        "name": "player",
        "in": "path",
        "required": True,
        "description": "A player id of the session.",
        "schema": {"type": "string", "pattern": PLAYER_ID_PATTERN},
    },
}
_VARIABLE = re.compile(r"<(?:[^:<>]+:)?([^<>]+)>")
PROBLEM_TYPES = Named(
    "ProblemTypes",
    {
        "type": "string",
        "enum": sorted(kind.uri for kind in ProblemType),
        "description": f"Every problem type the referee answers ({PROBLEM_TYPE}<slug>); "
        "docs/errors.md says when each is answered.",
    },
)


def component(converter: Any, target: Documented) -> dict[str, str]:
    """A reference to `target` as a component of the spec, registered on first use."""
    if isinstance(target, type):
        ref: dict[str, str] = converter.resolve_nested_schema(target)
        return ref
    components = converter.spec.components
    if target.name not in components.schemas:
        if isinstance(target, Named):
            components.schema(target.name, dict(target.schema))
        else:
            components.schema(target.name, _union_schema(converter, target))
    return {"$ref": f"#/components/schemas/{target.name}"}


def _union_schema(converter: Any, union: Union) -> dict[str, Any]:
    refs = {value: component(converter, cls) for value, cls in union.members.items()}
    out: dict[str, Any] = {}
    if union.description:
        out["description"] = union.description
    out["anyOf" if union.any_of else "oneOf"] = list(refs.values())
    if union.prop is not None:
        mapping = {value: ref["$ref"] for value, ref in refs.items()}
        out["discriminator"] = {"propertyName": union.prop, "mapping": mapping}
    return out


def _documented_property(
    converter: Any, field: fields.Field[Any], ret: dict[str, Any], **_: Any
) -> dict[str, Any]:
    """A field that documents another schema (a MoveUnion's moves, schemas.docs'
    `documented`) is written as a reference to its component, keeping its description."""
    if "const" in field.metadata:  # not among the keys apispec copies from metadata
        return {"const": field.metadata["const"]}
    target = field.union if isinstance(field, MoveUnion) else field.metadata.get("documented_as")
    if target is None:
        return {}
    reference: dict[str, Any] = component(converter, target)
    if field.allow_none:
        reference = {"anyOf": [reference, {"type": "null"}]}
    description = ret.get("description")
    ret.clear()
    return {"description": description, **reference} if description else reference


# Answers a client may send back as it got them: a seat's view and the log (to a
# suggestion), a proof (to its verification). Their enums stay open (service/open_enums.py).
ECHOED = tuple(
    f"{referee.schemas.title}{part}"
    for referee in REFEREES.values()
    for part in ("View", "Proof", "SuggestLogEntry")
)
EVENT_UNIONS = tuple(referee.schemas.docs.events.name for referee in REFEREES.values())

METHOD_NOT_ALLOWED = {
    "description": "The path does not take this method; `Allow` lists the methods it takes.",
    "headers": {
        "Allow": {"description": "E.g. `GET, HEAD, OPTIONS`.", "schema": {"type": "string"}}
    },
    "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}},
}


class RefereeSpec(APISpec):
    """The spec with what every operation shares filled in where an operation says nothing:
    no security (`security: []`: public), and the 405 the server answers on any path to a
    method the path does not take.

    The operations where a seat token is optional (apidoc.OPTIONAL_SEAT: `[{}, {seatToken:
    []}]`, no token or a seat's) leave `security` out and inherit it from the document's
    own `security`, which says just that. Written per operation, openapi-python-client
    (0.29.1) would type the operation for an authenticated client only (it asks for one
    on any operation whose own list is not empty), so a spectator could not call it; it
    does not read the document's list, which every other tool (Swagger UI, hey-api)
    applies as the OpenAPI standard says. So a spectator calls with a plain client, and a
    seat's client sends its token."""

    create_keys = False  # whether the app asks for a creation key (CREATE_KEYS)

    def to_dict(self) -> dict[str, Any]:
        document: dict[str, Any] = super().to_dict()
        document["security"] = apidoc.OPTIONAL_SEAT
        schemes = document["components"].get("securitySchemes", {})
        if not self.create_keys:  # nothing asks for one: no scheme to name
            schemes.pop(next(iter(apidoc.CREATE_KEY[0])), None)
        document["components"]["responses"] = {"MethodNotAllowed": METHOD_NOT_ALLOWED}
        for item in document["paths"].values():
            for method, operation in item.items():
                if method == "parameters":
                    continue
                if operation.get("security") == apidoc.OPTIONAL_SEAT:
                    del operation["security"]  # the document's
                elif operation.get("security") == apidoc.CREATE_KEY and not self.create_keys:
                    operation["security"] = []
                else:
                    operation.setdefault("security", [])
                ref = {"$ref": "#/components/responses/MethodNotAllowed"}
                operation["responses"] = dict(
                    sorted({**operation["responses"], "405": ref}.items())
                )
        open_enums.open_answers(document, ECHOED, EVENT_UNIONS)
        return _ordered(document)


# The document's own security beside its servers, before the paths that inherit it.
_ORDER = ("info", "servers", "security")


def _ordered(document: dict[str, Any]) -> dict[str, Any]:
    first = {key: document[key] for key in _ORDER if key in document}
    return {**first, **{k: v for k, v in document.items() if k not in first}}


def build_spec(app: Flask | None = None) -> APISpec:
    """The document of `app`'s views (by default, those of the app create_app builds with
    the default settings: openapi.yaml)."""
    app = app or _reference_app()
    plugin = MarshmallowPlugin()
    spec = RefereeSpec(
        title="meow-referee",
        version=API_VERSION,
        openapi_version="3.1.0",
        plugins=[plugin],
        info={
            "description": "A referee for Meow 10, Copy Cat Meow, Super Meow and Cat Tower. "
            "Contract: docs/api.md; rule readings: docs/rules.md.",
            "license": {"name": "MIT", "identifier": "MIT"},
        },
        servers=[
            # First, so /docs tries operations on the referee that serves it.
            {"url": "/", "description": "The referee serving this document."},
            {
                "url": "http://127.0.0.1:8000",
                "description": "`make run` on this machine (HOST and PORT change it).",
            },
        ],
    )
    settings = app.extensions.get("settings")
    spec.create_keys = bool(settings and settings.create_keys)
    converter = plugin.converter
    assert converter is not None  # set by APISpec(plugins=...)
    converter.add_attribute_function(_documented_property)  # type: ignore[no-untyped-call]

    def register(target: Documented) -> dict[str, str]:
        return component(converter, target)

    # What every part of the API answers with, first.
    spec.components.schema("Problem", schema=ProblemSchema)
    # Its `type` is one of the catalogue's, which schemas/ cannot know (it is service/'s).
    spec.components.schemas["Problem"]["properties"]["type"] = {
        "description": "The problem type: one of the catalogue's (docs/errors.md).",
        **register(PROBLEM_TYPES),
    }
    for target in REFERRED:  # named by reference from GameDetail's components
        register(target)
    for name, schema in (
        ("GameList", GameListSchema),
        ("GameDetail", GameDetailSchema),
        ("Health", HealthSchema),
    ):
        spec.components.schema(name, schema=schema)

    paths: dict[str, dict[str, Any]] = {}
    for path, parameters, method, operation in _operations(app, spec, register):
        item = paths.setdefault(path, {"parameters": parameters, "operations": {}})
        item["operations"][method] = operation
    for path, item in paths.items():
        spec.path(path, operations=item["operations"], parameters=item["parameters"] or None)
    return spec


def _reference_app(create_keys: bool = False) -> Flask:
    # Imported here: the app serves this document (service/docs_page.py imports it).
    from .app import create_app
    from .config import Settings
    from .store import MemoryStore

    keys = ("a creation key",) if create_keys else ()
    return create_app(Settings(create_keys=keys), store=MemoryStore())


PathOperation = tuple[str, list[dict[str, Any]], str, dict[str, Any]]


def _operations(
    app: Flask, spec: APISpec, register: Callable[[Documented], dict[str, str]]
) -> list[PathOperation]:
    """(spec path, its path parameters, method, operation) of every documented endpoint of
    `app`, in the order of its routes; the PerGame ones where the first of them is, game
    by game (each game's tag in one piece), each game's own components first."""
    found = list(apidoc.endpoints(app))
    per_game = [e for e in found if isinstance(e.doc, apidoc.PerGame)]
    out: list[PathOperation] = []
    seen_blueprints: set[str | None] = set()
    ids: dict[str, str] = {}
    resolve = apidoc.RefResolver(register)

    def add(rule: str, arguments: frozenset[str], method: str, doc: apidoc.Operation) -> None:
        path, parameters = _spec_path(rule, arguments)
        where = f"{method.upper()} {path}"
        if doc.operation_id in ids:
            raise apidoc.Undocumented(
                f"operationId {doc.operation_id!r} documents both {ids[doc.operation_id]} "
                f"and {where}"
            )
        ids[doc.operation_id] = where
        operation = with_example(resolve(doc.as_dict()), spec_examples.examples())
        out.append((path, parameters, method, operation))

    for endpoint in found:
        if endpoint.blueprint not in seen_blueprints:
            seen_blueprints.add(endpoint.blueprint)
            declared = apidoc.declared_components(endpoint.blueprint)
            for target in declared.schemas:
                register(target)
            for name, scheme in declared.security_schemes.items():
                spec.components.security_scheme(name, dict(scheme))
        if isinstance(endpoint.doc, apidoc.Operation):
            add(endpoint.rule, endpoint.arguments, endpoint.method, endpoint.doc)
        elif endpoint is per_game[0]:
            for game_id, referee in REFEREES.items():
                for cls in referee.schemas.moves.values():
                    register(cls)
                for target in referee.schemas.docs.components:
                    register(target)
                for each in per_game:
                    assert isinstance(each.doc, apidoc.PerGame)
                    described = each.doc.describe(game_id)
                    if described is None:
                        continue
                    rule = each.rule.replace("<game_id>", game_id)
                    add(rule, each.arguments - {"game_id"}, each.method, described)
    return out


def with_example(operation: dict[str, Any], found: dict[str, Any]) -> dict[str, Any]:
    """The operation with its example request and answer (service/spec_examples.py), each
    in its own copy of the content it illustrates (a content object may be shared)."""
    example = found.get(operation["operationId"])
    if example is None:
        return operation
    body = operation.get("requestBody")
    if body is not None and "request" in example:
        operation["requestBody"] = {**body, "content": _with(body["content"], example["request"])}
    answer = operation["responses"].get(str(example["status"]))
    if answer is not None and "content" in answer and "response" in example:
        content = _with(answer["content"], example["response"])
        operation["responses"] = {
            **operation["responses"],
            str(example["status"]): {**answer, "content": content},
        }
    return operation


def _with(content: dict[str, Any], value: Any) -> dict[str, Any]:
    """`content` with `value` as the example of its (first) media type."""
    media_type, media = next(iter(content.items()))
    return {**content, media_type: {**media, "example": value}}


def _spec_path(rule: str, arguments: frozenset[str]) -> tuple[str, list[dict[str, Any]]]:
    """A Flask rule as the spec writes it (`<session_id>` -> `{id}`), and the parameters
    that describe its variables (PATH_PARAMETERS)."""
    unknown = arguments - PATH_PARAMETERS.keys()
    if unknown:
        raise apidoc.Undocumented(
            f"{rule}: no path parameter documents {sorted(unknown)} (service/openapi.py, "
            "PATH_PARAMETERS)"
        )
    names = _VARIABLE.findall(rule)
    path = _VARIABLE.sub(lambda m: "{" + PATH_PARAMETERS[m.group(1)]["name"] + "}", rule)
    return path, [PATH_PARAMETERS[name] for name in names]


@cache
def spec_document(create_keys: bool = False) -> dict[str, Any]:
    """openapi.yaml's document; `create_keys`: that of a deployment with CREATE_KEYS set,
    whose session creation asks for a creation key."""
    return build_spec(_reference_app(create_keys)).to_dict()


@cache
def spec_yaml(create_keys: bool = False) -> str:
    return yaml.safe_dump(spec_document(create_keys), sort_keys=False, allow_unicode=True)


if __name__ == "__main__":
    sys.stdout.write(spec_yaml())
