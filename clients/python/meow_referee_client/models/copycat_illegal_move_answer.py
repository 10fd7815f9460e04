from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_reason import CopycatReason





T = TypeVar("T", bound="CopycatIllegalMoveAnswer")



@_attrs_define
class CopycatIllegalMoveAnswer:
    """ 
        Attributes:
            legal (bool):
            reason (CopycatReason):
     """

    legal: bool
    reason: CopycatReason





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_reason import CopycatReason # noqa: PLC0415
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
        from ..models.copycat_reason import CopycatReason # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        reason = CopycatReason.from_dict(d.pop("reason"))




        copycat_illegal_move_answer = cls(
            legal=legal,
            reason=reason,
        )

        return copycat_illegal_move_answer

