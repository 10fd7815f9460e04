from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_reason_code_type_0 import SuperMeowReasonCodeType0
from typing import cast






T = TypeVar("T", bound="SuperMeowReason")



@_attrs_define
class SuperMeowReason:
    """ 
        Attributes:
            code (str | SuperMeowReasonCodeType0): SuperMeow's reason codes.
            rule (str): The rule id (docs/rules.md), e.g. M3.
            message (str): For humans.
     """

    code: str | SuperMeowReasonCodeType0
    rule: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        code: str
        if isinstance(self.code, SuperMeowReasonCodeType0):
            code = self.code.value
        else:
            code = self.code

        rule = self.rule

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "rule": rule,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_code(data: object) -> str | SuperMeowReasonCodeType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_super_meow_reason_code_type_0 = SuperMeowReasonCodeType0(data)



                return componentsschemas_super_meow_reason_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | SuperMeowReasonCodeType0, data)

        code = _parse_code(d.pop("code"))


        rule = d.pop("rule")

        message = d.pop("message")

        super_meow_reason = cls(
            code=code,
            rule=rule,
            message=message,
        )

        return super_meow_reason

