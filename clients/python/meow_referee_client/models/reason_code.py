from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ReasonCode")



@_attrs_define
class ReasonCode:
    """ 
        Attributes:
            code (str):
            rule (str):
            description (str):
     """

    code: str
    rule: str
    description: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        rule = self.rule

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "rule": rule,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        rule = d.pop("rule")

        description = d.pop("description")

        reason_code = cls(
            code=code,
            rule=rule,
            description=description,
        )

        return reason_code

