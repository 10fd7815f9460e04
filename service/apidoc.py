"""Each view's OpenAPI operation, written beside the view; service/openapi.py assembles them.

    @bp.get("/healthz")
    @Operation(operation_id="healthz", summary="The process is alive.", responses={...})
    def healthz() -> Response: ...

A view carries one of three: an `Operation`; a `PerGame`, whose operation is written
once and documented on each game's own path (each game's bodies have schemas of their
own); or `NotInSpec` with the reason it is left out (the docs page, the metrics). A view
that carries none fails the app at creation (`check`, called by create_app) and the spec
builder, each naming it, so an endpoint cannot be added without its documentation.

Why a decorator of our own rather than flask-smorest: smorest documents a view by taking
over its request parsing (webargs) and its error answers, and every byte the service
answers is pinned (docs/errors.md, the HTTP tests, the clients). The views already load
bodies with the marshmallow schemas and answer every problem through service/problems.py;
what they need from a framework is only a place for their documentation, next to them,
that the generator (apispec) reads. This module is that place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from flask import Blueprint, Flask

from schemas.common import ProblemSchema
from schemas.docs import Documented

View = TypeVar("View", bound=Callable[..., Any])

_ATTRIBUTE = "openapi_operation"
# No token, or a seat's: where a token is optional and changes the answer (a seat's view
# rather than the public one). The spec writes it once, as the document's requirement,
# which the operations that say it inherit (service/openapi.py says why).
OPTIONAL_SEAT: list[dict[str, list[str]]] = [{}, {"seatToken": []}]
# A creation key: asked for only by a deployment with CREATE_KEYS set, so the spec that
# deployment serves says so, and one without keys says `security: []`.
CREATE_KEY: list[dict[str, list[str]]] = [{"createKey": []}]
# The methods Flask answers on every rule by itself; never documented per view.
_IMPLIED = frozenset({"HEAD", "OPTIONS"})


@dataclass(frozen=True)
class Ref:
    """A reference to a schema, union or named schema, registered as a component of the
    spec on first use: `{"$ref": "#/components/schemas/<its name>"}`."""

    target: Documented


def json_content(target: Documented | Mapping[str, Any]) -> dict[str, Any]:
    """A `content` map of one JSON body: a component, or a JSON schema written out."""
    schema = target if isinstance(target, Mapping) else Ref(target)
    return {"application/json": {"schema": schema}}


@dataclass(frozen=True, kw_only=True)
class Operation:
    """One OpenAPI operation; as a decorator, the documentation of the view it decorates.

    `security` None says nothing, which the spec writes as `security: []` (public); a seat's
    operations name the seat's scheme, and those a seat token only changes say
    OPTIONAL_SEAT (the document's own requirement, service/openapi.py). `request` is the
    JSON body a client must send. The fields are written in this order, whatever order
    they are given in."""

    operation_id: str
    summary: str
    responses: Mapping[str, Any]
    tags: Sequence[str] = ()
    description: str | None = None
    security: Sequence[Mapping[str, Sequence[str]]] | None = None
    parameters: Sequence[Mapping[str, Any]] = ()
    request: Documented | Mapping[str, Any] | None = None

    def __call__(self, view: View) -> View:
        setattr(view, _ATTRIBUTE, self)
        return view

    def as_dict(self) -> dict[str, Any]:
        """The operation object, its `Ref`s still to resolve (RefResolver)."""
        out: dict[str, Any] = {"operationId": self.operation_id}
        if self.tags:
            out["tags"] = list(self.tags)
        out["summary"] = self.summary
        if self.description is not None:
            out["description"] = self.description
        if self.security is not None:
            out["security"] = self.security
        if self.parameters:
            out["parameters"] = self.parameters
        if self.request is not None:
            out["requestBody"] = {"required": True, "content": json_content(self.request)}
        out["responses"] = self.responses
        return out


@dataclass(frozen=True)
class PerGame:
    """A view whose path names a game (`<game_id>`), documented as one operation per game
    on that game's path: `describe(game_id)` is the game's (None: the game has no such
    endpoint, e.g. a suggestion where no bot plays it)."""

    describe: Callable[[str], Operation | None]

    def __call__(self, view: View) -> View:
        setattr(view, _ATTRIBUTE, self)
        return view


@dataclass(frozen=True)
class NotInSpec:
    """A view the API document leaves out, and why (it serves the document, a page, or
    operators rather than the API's clients)."""

    reason: str

    def __call__(self, view: View) -> View:
        setattr(view, _ATTRIBUTE, self)
        return view


Documentation = Operation | PerGame | NotInSpec


class Undocumented(Exception):
    """A view without documentation, or documented in a way the spec cannot hold."""


@dataclass(frozen=True)
class Endpoint:
    """One documented method of one URL rule."""

    rule: str  # Flask's, e.g. /v1/sessions/<session_id>
    arguments: frozenset[str]  # the rule's variables
    method: str  # lower case, as OpenAPI writes it
    blueprint: str | None
    doc: Operation | PerGame


def documentation(view: Callable[..., Any]) -> Documentation | None:
    # functools.wraps copies the attribute, so a wrapped view (the rate limit's) keeps it.
    found = getattr(view, _ATTRIBUTE, None)
    return found if isinstance(found, Operation | PerGame | NotInSpec) else None


def endpoints(app: Flask) -> Iterator[Endpoint]:
    """Every documented endpoint of `app`, in the order its rules were added; raises
    Undocumented naming the first view that carries no documentation."""
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":  # Flask's own, for an app with a static folder
            continue
        doc = documentation(app.view_functions[rule.endpoint])
        methods = sorted((rule.methods or set()) - _IMPLIED)
        where = f"{rule.endpoint} ({', '.join(methods)} {rule.rule})"
        if doc is None:
            raise Undocumented(
                f"{where} has no documentation: decorate the view with an Operation, a "
                "PerGame or a NotInSpec (service/apidoc.py)"
            )
        if isinstance(doc, NotInSpec):
            continue
        if len(methods) != 1:
            raise Undocumented(f"{where}: one operation documents one method; give each its view")
        blueprint, _, _ = rule.endpoint.rpartition(".")
        yield Endpoint(
            rule.rule, frozenset(rule.arguments), methods[0].lower(), blueprint or None, doc
        )


def check(app: Flask) -> None:
    """Fail now, naming it, if a view of `app` carries no documentation."""
    for _ in endpoints(app):
        pass


@dataclass(frozen=True)
class Components:
    """What a blueprint's operations name, registered before them."""

    schemas: tuple[Documented, ...] = ()
    security_schemes: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


_COMPONENTS: dict[str, Components] = {}


def declare_components(
    blueprint: Blueprint,
    *schemas: Documented,
    security_schemes: Mapping[str, Mapping[str, Any]] | None = None,
) -> None:
    """Components the spec lists, in this order, before those the blueprint's operations
    name first, when its first operation is added: the document's order does not then
    depend on the order of the views. And the security schemes its operations name."""
    _COMPONENTS[blueprint.name] = Components(schemas, dict(security_schemes or {}))


def declared_components(blueprint: str | None) -> Components:
    return _COMPONENTS.get(blueprint or "", Components())


class RefResolver:
    """Operations with each Ref replaced by `component(target)` (a $ref). A mapping or list
    met twice becomes one object met twice, as in the operations written (a shared header,
    a shared problem body), so the YAML writes each once, as an anchor and its aliases
    within a path."""

    def __init__(self, component: Callable[[Documented], dict[str, str]]) -> None:
        self._component = component
        self._done: dict[int, tuple[Any, Any]] = {}  # id -> (the original, kept alive; its copy)

    def __call__(self, value: Any) -> Any:
        if isinstance(value, Ref):
            return self._component(value.target)
        if not isinstance(value, Mapping | list | tuple):
            return value
        done = self._done.get(id(value))
        if done is not None:
            return done[1]
        out: Any
        if isinstance(value, Mapping):
            out = {key: self(item) for key, item in value.items()}
        else:
            out = [self(item) for item in value]
        self._done[id(value)] = (value, out)
        return out


def header(description: str, **schema: Any) -> dict[str, Any]:
    """A response header: a string, unless `schema` says more."""
    return {"description": description, "schema": {"type": "string", **schema}}


def retry_after(description: str) -> dict[str, Any]:
    """Retry-After in seconds: sent on a 429 or a 503 only."""
    return {"description": description, "schema": {"type": "integer", "minimum": 0}}


def problem_content() -> dict[str, Any]:
    """The `content` of a refusal: a problem+json body."""
    return {"application/problem+json": {"schema": Ref(ProblemSchema)}}
