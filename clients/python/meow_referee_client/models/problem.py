from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_types import ProblemTypes
from ..models.reason_codes import ReasonCodes
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_tree import ErrorTree





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            type_ (ProblemTypes): Every problem type the referee answers (urn:meow-referee:problem:<slug>); docs/errors.md
                says when each is answered.
            title (str):
            status (int):
            detail (str):
            errors (ErrorTree | Unset): Each offending field (an index for list items) -> its messages, or the errors of the
                fields inside it.
            code (ReasonCodes | Unset): Every reason code any game uses.
            rule (str | Unset): Rule errors: the rule id (docs/rules.md).
            version (int | Unset): 409 and 412: the session's current version.
     """

    type_: ProblemTypes
    title: str
    status: int
    detail: str
    errors: ErrorTree | Unset = UNSET
    code: ReasonCodes | Unset = UNSET
    rule: str | Unset = UNSET
    version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_tree import ErrorTree # noqa: PLC0415
        type_ = self.type_.value

        title = self.title

        status = self.status

        detail = self.detail

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value


        rule = self.rule

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
        })
        if errors is not UNSET:
            field_dict["errors"] = errors
        if code is not UNSET:
            field_dict["code"] = code
        if rule is not UNSET:
            field_dict["rule"] = rule
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_tree import ErrorTree # noqa: PLC0415
        d = dict(src_dict)
        type_ = ProblemTypes(d.pop("type"))




        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        _errors = d.pop("errors", UNSET)
        errors: ErrorTree | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ErrorTree.from_dict(_errors)




        _code = d.pop("code", UNSET)
        code: ReasonCodes | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = ReasonCodes(_code)




        rule = d.pop("rule", UNSET)

        version = d.pop("version", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            code=code,
            rule=rule,
            version=version,
        )

        return problem

