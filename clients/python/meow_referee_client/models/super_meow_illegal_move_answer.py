from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_reason import SuperMeowReason





T = TypeVar("T", bound="SuperMeowIllegalMoveAnswer")



@_attrs_define
class SuperMeowIllegalMoveAnswer:
    """ 
        Attributes:
            legal (bool):
            reason (SuperMeowReason):
     """

    legal: bool
    reason: SuperMeowReason





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_reason import SuperMeowReason # noqa: PLC0415
        legal = self.legal

        reason = self.reason.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "legal": legal,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_reason import SuperMeowReason # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        reason = SuperMeowReason.from_dict(d.pop("reason"))




        super_meow_illegal_move_answer = cls(
            legal=legal,
            reason=reason,
        )

        return super_meow_illegal_move_answer

