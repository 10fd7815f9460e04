from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_reason_code_type_0 import CatTowerReasonCodeType0
from typing import cast






T = TypeVar("T", bound="CatTowerReason")



@_attrs_define
class CatTowerReason:
    """ 
        Attributes:
            code (CatTowerReasonCodeType0 | str): CatTower's reason codes.
            rule (str): The rule id (docs/rules.md), e.g. M3.
            message (str): For humans.
     """

    code: CatTowerReasonCodeType0 | str
    rule: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        code: str
        if isinstance(self.code, CatTowerReasonCodeType0):
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
        def _parse_code(data: object) -> CatTowerReasonCodeType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_cat_tower_reason_code_type_0 = CatTowerReasonCodeType0(data)



                return componentsschemas_cat_tower_reason_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerReasonCodeType0 | str, data)

        code = _parse_code(d.pop("code"))


        rule = d.pop("rule")

        message = d.pop("message")

        cat_tower_reason = cls(
            code=code,
            rule=rule,
            message=message,
        )

        return cat_tower_reason

