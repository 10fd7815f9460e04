from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_types_type_0 import ProblemTypesType0
from ..models.reason_codes_type_0 import ReasonCodesType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_tree import ErrorTree





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            type_ (ProblemTypesType0 | str): Every problem type the referee answers (urn:meow-referee:problem:<slug>);
                docs/errors.md says when each is answered.
            title (str):
            status (int):
            detail (str):
            errors (ErrorTree | Unset): Each offending field (an index for list items) -> its messages, or the errors of the
                fields inside it.
            code (ReasonCodesType0 | str | Unset): Every reason code any game uses.
            rule (str | Unset): Rule errors: the rule id (docs/rules.md).
            version (int | Unset): The session's current version, where the problem concerns it: a 412, a stream's `Last-
                Event-ID` past it (422), and the 409s `stale-version`, `session-ended`, `too-many-moves`, `seat-is-bot`, `turn-
                timed-out` and `proof-not-open`.
            waiting_for (list[str] | Unset): 409 `deal-pending`: the seats still to join, in seat order.
     """

    type_: ProblemTypesType0 | str
    title: str
    status: int
    detail: str
    errors: ErrorTree | Unset = UNSET
    code: ReasonCodesType0 | str | Unset = UNSET
    rule: str | Unset = UNSET
    version: int | Unset = UNSET
    waiting_for: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_tree import ErrorTree # noqa: PLC0415
        type_: str
        if isinstance(self.type_, ProblemTypesType0):
            type_ = self.type_.value
        else:
            type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        code: str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        elif isinstance(self.code, ReasonCodesType0):
            code = self.code.value
        else:
            code = self.code

        rule = self.rule

        version = self.version

        waiting_for: list[str] | Unset = UNSET
        if not isinstance(self.waiting_for, Unset):
            waiting_for = self.waiting_for




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
        if waiting_for is not UNSET:
            field_dict["waiting_for"] = waiting_for

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_tree import ErrorTree # noqa: PLC0415
        d = dict(src_dict)
        def _parse_type_(data: object) -> ProblemTypesType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_problem_types_type_0 = ProblemTypesType0(data)



                return componentsschemas_problem_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ProblemTypesType0 | str, data)

        type_ = _parse_type_(d.pop("type"))


        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        _errors = d.pop("errors", UNSET)
        errors: ErrorTree | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ErrorTree.from_dict(_errors)




        def _parse_code(data: object) -> ReasonCodesType0 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reason_codes_type_0 = ReasonCodesType0(data)



                return componentsschemas_reason_codes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ReasonCodesType0 | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))


        rule = d.pop("rule", UNSET)

        version = d.pop("version", UNSET)

        waiting_for = cast(list[str], d.pop("waiting_for", UNSET))


        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            code=code,
            rule=rule,
            version=version,
            waiting_for=waiting_for,
        )

        return problem

