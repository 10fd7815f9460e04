from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_reason_code import CatTowerReasonCode






T = TypeVar("T", bound="CatTowerReason")



@_attrs_define
class CatTowerReason:
    """ 
        Attributes:
            code (CatTowerReasonCode): CatTower's reason codes.
            rule (str): The rule id (docs/rules.md), e.g. M3.
            message (str): For humans.
     """

    code: CatTowerReasonCode
    rule: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

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
        code = CatTowerReasonCode(d.pop("code"))




        rule = d.pop("rule")

        message = d.pop("message")

        cat_tower_reason = cls(
            code=code,
            rule=rule,
            message=message,
        )

        return cat_tower_reason

