"""Each view carries its documentation: a view without any cannot be part of the app, and
the spec documents exactly the app's endpoints, each at the path that reaches it."""

from __future__ import annotations

import re

import pytest
from flask import Blueprint, Flask

from service import apidoc
from service.apidoc import NotInSpec, Operation, Undocumented
from service.app import create_app
from service.config import Settings
from service.openapi import build_spec
from service.store import MemoryStore

OK = {"200": {"description": "OK."}}
# A value each spec path parameter takes for the route matching below.
SAMPLES = {"id": "abc", "game": "meow10", "player": "ann"}


def documented_app(*views: tuple[str, str, object]) -> Flask:
    app = Flask(__name__)
    bp = Blueprint("probe", __name__)
    for rule, method, view in views:
        bp.add_url_rule(rule, view_func=view, methods=[method])  # type: ignore[arg-type]
    app.register_blueprint(bp)
    return app


def test_a_view_without_documentation_fails_the_check_and_the_builder_naming_it() -> None:
    def forgotten() -> str:
        return ""

    app = documented_app(("/v1/forgotten/<session_id>", "POST", forgotten))
    with pytest.raises(Undocumented, match=r"probe\.forgotten \(POST /v1/forgotten/<session_id>\)"):
        apidoc.check(app)
    with pytest.raises(Undocumented, match=r"probe\.forgotten"):
        build_spec(app)


def test_create_app_refuses_a_blueprint_whose_view_says_nothing(monkeypatch) -> None:
    from service import health

    def quiet() -> str:
        return ""

    extra = Blueprint("extra", __name__)
    extra.add_url_rule("/quiet", view_func=quiet)
    original = health.bp
    monkeypatch.setattr(health, "bp", extra)
    with pytest.raises(Undocumented, match=r"extra\.quiet \(GET /quiet\)"):
        create_app(Settings(), store=MemoryStore())
    monkeypatch.setattr(health, "bp", original)
    create_app(Settings(), store=MemoryStore())  # the real views all say something


def test_one_operation_documents_one_method() -> None:
    @Operation(operation_id="both", summary="Both.", responses=OK)
    def both() -> str:
        return ""

    app = Flask(__name__)
    app.add_url_rule("/both", view_func=both, methods=["GET", "POST"])
    with pytest.raises(Undocumented, match=r"both \(GET, POST /both\): one operation"):
        apidoc.check(app)


def test_an_operation_id_used_twice_fails_naming_both_paths() -> None:
    @Operation(operation_id="same", summary="One.", responses=OK)
    def one() -> str:
        return ""

    @Operation(operation_id="same", summary="Two.", responses=OK)
    def two() -> str:
        return ""

    app = documented_app(("/one", "GET", one), ("/two", "GET", two))
    with pytest.raises(Undocumented, match=r"'same' documents both GET /one and GET /two"):
        build_spec(app)


def test_a_path_variable_the_spec_cannot_describe_fails_naming_it() -> None:
    @Operation(operation_id="things", summary="Things.", responses=OK)
    def things(thing: str) -> str:
        return thing

    app = documented_app(("/things/<thing>", "GET", things))
    with pytest.raises(Undocumented, match=r"/things/<thing>: no path parameter documents"):
        build_spec(app)


def test_a_view_left_out_says_why_and_is_left_out() -> None:
    @Operation(operation_id="kept", summary="Kept.", responses=OK)
    def kept() -> str:
        return ""

    @NotInSpec("a page for people")
    def page() -> str:
        return ""

    document = build_spec(documented_app(("/kept", "GET", kept), ("/page", "GET", page))).to_dict()
    assert list(document["paths"]) == ["/kept"]
    operation = document["paths"]["/kept"]["get"]
    # What every operation shares is filled in: public, and the 405.
    assert operation["security"] == []
    assert set(operation["responses"]) == {"200", "405"}


def test_an_operation_writes_its_fields_in_one_order_whatever_order_they_are_given() -> None:
    operation = Operation(
        responses=OK,
        request={"type": "object"},
        parameters=[{"name": "x", "in": "query"}],
        security=[{"seatToken": []}],
        description="D.",
        summary="S.",
        tags=["t"],
        operation_id="o",
    )
    assert list(operation.as_dict()) == [
        "operationId",
        "tags",
        "summary",
        "description",
        "security",
        "parameters",
        "requestBody",
        "responses",
    ]


def test_every_spec_operation_is_reached_at_its_path_by_the_view_it_documents() -> None:
    """Each path of the document, its parameters filled in, is routed by the real app to
    a documented view (never the catch-all of unknown actions), and each documented view
    is in the document: the spec cannot name a path the app lacks, nor miss one."""
    app = create_app(Settings(), store=MemoryStore())
    adapter = app.url_map.bind("localhost")
    document = build_spec(app).to_dict()
    reached = set()
    for path, item in document["paths"].items():
        concrete = re.sub(r"{(\w+)}", lambda m: SAMPLES[m.group(1)], path)
        for method in item:
            if method == "parameters":
                continue
            endpoint, _ = adapter.match(concrete, method=method.upper())
            doc = apidoc.documentation(app.view_functions[endpoint])
            assert isinstance(doc, Operation | apidoc.PerGame), (path, method, endpoint)
            reached.add((endpoint, method))
    documented = {
        (rule.endpoint, method.lower())
        for rule in app.url_map.iter_rules()
        if isinstance(
            apidoc.documentation(app.view_functions[rule.endpoint]), Operation | apidoc.PerGame
        )
        for method in (rule.methods or set()) - {"HEAD", "OPTIONS"}
    }
    assert reached == documented
    assert ("games.unknown_action", "post") not in reached
