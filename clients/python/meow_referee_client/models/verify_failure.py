from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.verify_failure_code_type_0 import VerifyFailureCodeType0
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VerifyFailure")



@_attrs_define
class VerifyFailure:
    """ 
        Attributes:
            code (str | VerifyFailureCodeType0): What does not hold.
            message (str): For humans.
            rule (str | Unset): ILLEGAL_MOVE: the rule the move breaks.
     """

    code: str | VerifyFailureCodeType0
    message: str
    rule: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        code: str
        if isinstance(self.code, VerifyFailureCodeType0):
            code = self.code.value
        else:
            code = self.code

        message = self.message

        rule = self.rule


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_code(data: object) -> str | VerifyFailureCodeType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_0 = VerifyFailureCodeType0(data)



                return code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | VerifyFailureCodeType0, data)

        code = _parse_code(d.pop("code"))


        message = d.pop("message")

        rule = d.pop("rule", UNSET)

        verify_failure = cls(
            code=code,
            message=message,
            rule=rule,
        )

        return verify_failure

