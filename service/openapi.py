"""openapi.yaml, generated from the marshmallow schemas (never written by hand).

`python -m service.openapi > openapi.yaml` writes the committed file;
tests/http/test_openapi.py fails when it drifts from this generator.
"""

from __future__ import annotations

import sys
from functools import cache
from typing import Any

import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Blueprint, Response
from marshmallow import fields

from engines import REGISTRY as ENGINES
from schemas import REGISTRY as SCHEMAS
from schemas.base import MoveUnion
from schemas.common import GameDetailSchema, GameListSchema, HealthSchema, ProblemSchema
from schemas.docs import Documented, Named, Union

from . import sessions
from .jsonio import MAX_NESTING

bp = Blueprint("openapi", __name__)

PROBLEM = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
ERRORS = {
    "400": f"The body is not JSON, or nests deeper than {MAX_NESTING} levels.",
    "404": "Unknown game.",
    "413": "The body is over the size limit.",
    "422": "A malformed request or an impossible state; `errors` names the fields.",
}
ACTIONS = {
    "setup": ("setup", "Deal a new game."),
    "validate-move": ("validate", "Adjudicate one move on a state."),
    "legal-moves": ("legal", "List the legal moves of the player to act."),
    "score": ("score", "Score from the hands alone."),
    "replay": ("replay", "Replay a game from its setup and moves."),
}


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


def _json(schema: str) -> dict[str, Any]:
    return {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}}


def _errors(*codes: str) -> dict[str, Any]:
    return {code: {"description": ERRORS[code], "content": PROBLEM} for code in codes}


METHOD_NOT_ALLOWED = {
    "description": "The path does not take this method; `Allow` lists the methods it takes.",
    "headers": {
        "Allow": {"description": "E.g. `GET, HEAD, OPTIONS`.", "schema": {"type": "string"}}
    },
    "content": PROBLEM,
}


class RefereeSpec(APISpec):
    """The spec with what every operation shares filled in where an operation says nothing:
    no security (`security: []`: public), and the 405 the server answers on any path to a
    method the path does not take."""

    def to_dict(self) -> dict[str, Any]:
        document: dict[str, Any] = super().to_dict()
        document["components"]["responses"] = {"MethodNotAllowed": METHOD_NOT_ALLOWED}
        for item in document["paths"].values():
            for method, operation in item.items():
                if method == "parameters":
                    continue
                operation.setdefault("security", [])
                ref = {"$ref": "#/components/responses/MethodNotAllowed"}
                operation["responses"] = dict(
                    sorted({**operation["responses"], "405": ref}.items())
                )
        return document


def build_spec() -> APISpec:
    plugin = MarshmallowPlugin()
    spec = RefereeSpec(
        title="meow-referee",
        version="1.0.0",
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
    converter = plugin.converter
    assert converter is not None  # set by APISpec(plugins=...)
    converter.add_attribute_function(_documented_property)  # type: ignore[no-untyped-call]
    for name, schema in (
        ("Problem", ProblemSchema),
        ("GameList", GameListSchema),
        ("GameDetail", GameDetailSchema),
        ("Health", HealthSchema),
    ):
        spec.components.schema(name, schema=schema)

    spec.path(
        "/healthz",
        operations={
            "get": {
                "operationId": "healthz",
                "summary": "The process is alive.",
                "responses": {"200": {"description": "Alive.", "content": _json("Health")}},
            }
        },
    )
    spec.path(
        "/readyz",
        operations={
            "get": {
                "operationId": "readyz",
                "summary": "Dependencies are reachable.",
                "responses": {
                    "200": {"description": "Ready.", "content": _json("Health")},
                    "503": {"description": "Not ready.", "content": _json("Health")},
                },
            }
        },
    )
    spec.path(
        "/v1/games",
        operations={
            "get": {
                "operationId": "listGames",
                "summary": "The games this referee knows.",
                "responses": {"200": {"description": "The games.", "content": _json("GameList")}},
            }
        },
    )
    spec.path(
        "/v1/games/{game}",
        parameters=[
            {
                "name": "game",
                "in": "path",
                "required": True,
                "schema": {"type": "string", "enum": sorted(SCHEMAS)},
            }
        ],
        operations={
            "get": {
                "operationId": "getGame",
                "summary": "Catalogue, options, moves, reason codes.",
                "responses": {
                    "200": {"description": "The game.", "content": _json("GameDetail")},
                    **_errors("404"),
                },
            }
        },
    )
    for game_id, bundle in SCHEMAS.items():
        for cls in bundle.moves.values():
            spec.components.schema(cls.__name__, schema=cls)
        for cls in bundle.docs.components:
            component(converter, cls)
        codes = [r.code for r in ENGINES[game_id].reasons]
        for action, (key, summary) in ACTIONS.items():
            request_cls = bundle.requests[key]
            response = bundle.responses[key]
            component(converter, request_cls)
            component(converter, response)
            response_name = response.__name__ if isinstance(response, type) else response.name
            description = summary
            if action in ("validate-move", "replay"):
                description += " Reason codes: " + ", ".join(codes) + "."
            spec.path(
                f"/v1/games/{game_id}/{action}",
                operations={
                    "post": {
                        "operationId": f"{game_id}_{action.replace('-', '_')}",
                        "tags": [game_id],
                        "summary": summary,
                        "description": description,
                        "requestBody": {"required": True, "content": _json(request_cls.__name__)},
                        "responses": {
                            "200": {"description": "OK.", "content": _json(response_name)},
                            **_errors("400", "413", "422"),
                        },
                    }
                },
            )
    sessions.document_openapi(spec, lambda target: component(converter, target))
    return spec


@cache
def spec_yaml() -> str:
    return yaml.safe_dump(build_spec().to_dict(), sort_keys=False, allow_unicode=True)


@bp.get("/openapi.yaml")
def serve_spec() -> Response:
    return Response(spec_yaml(), mimetype="application/yaml")


if __name__ == "__main__":
    sys.stdout.write(spec_yaml())
