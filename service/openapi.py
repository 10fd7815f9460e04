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

from . import sessions

bp = Blueprint("openapi", __name__)

PROBLEM = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
ERRORS = {
    "400": "The body is not JSON.",
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


def _move_union_property(_converter: Any, field: fields.Field[Any], **_: Any) -> dict[str, Any]:
    """A MoveUnion is documented as a oneOf of its move schemas, discriminated by `type`."""
    if not isinstance(field, MoveUnion):
        return {}
    refs = {name: f"#/components/schemas/{cls.__name__}" for name, cls in field.by_type.items()}
    return {
        "type": "object",
        "oneOf": [{"$ref": ref} for ref in refs.values()],
        "discriminator": {"propertyName": "type", "mapping": refs},
    }


def _json(schema: str) -> dict[str, Any]:
    return {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}}


def _errors(*codes: str) -> dict[str, Any]:
    return {code: {"description": ERRORS[code], "content": PROBLEM} for code in codes}


def build_spec() -> APISpec:
    plugin = MarshmallowPlugin()
    spec = APISpec(
        title="meow-referee",
        version="1.0.0",
        openapi_version="3.1.0",
        plugins=[plugin],
        info={
            "description": "A referee for Meow 10, Copy Cat Meow, Super Meow and Cat Tower. "
            "Contract: docs/api.md; rule readings: docs/rules.md."
        },
    )
    plugin.converter.add_attribute_function(_move_union_property)  # type: ignore[union-attr]
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
        codes = [r.code for r in ENGINES[game_id].reasons]
        for action, (key, summary) in ACTIONS.items():
            request_cls = bundle.requests[key]
            response_cls = bundle.responses[key]
            for cls in (request_cls, response_cls):
                if cls.__name__ not in spec.components.schemas:
                    spec.components.schema(cls.__name__, schema=cls)
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
                            "200": {"description": "OK.", "content": _json(response_cls.__name__)},
                            **_errors("400", "413", "422"),
                        },
                    }
                },
            )
    sessions.document_openapi(spec)
    reason_codes = sorted({r.code for g in ENGINES.values() for r in g.reasons})
    spec.components.schema(
        "ReasonCodes",
        {"type": "string", "enum": reason_codes, "description": "Every reason code any game uses."},
    )
    return spec


@cache
def spec_yaml() -> str:
    return yaml.safe_dump(build_spec().to_dict(), sort_keys=False, allow_unicode=True)


@bp.get("/openapi.yaml")
def serve_spec() -> Response:
    return Response(spec_yaml(), mimetype="application/yaml")


if __name__ == "__main__":
    sys.stdout.write(spec_yaml())
