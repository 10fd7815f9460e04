from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_reason import Meow10Reason





T = TypeVar("T", bound="Meow10IllegalMoveAnswer")



@_attrs_define
class Meow10IllegalMoveAnswer:
    """ 
        Attributes:
            legal (bool):
            reason (Meow10Reason):
     """

    legal: bool
    reason: Meow10Reason





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_reason import Meow10Reason # noqa: PLC0415
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
        from ..models.meow_10_reason import Meow10Reason # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        reason = Meow10Reason.from_dict(d.pop("reason"))




        meow_10_illegal_move_answer = cls(
            legal=legal,
            reason=reason,
        )

        return meow_10_illegal_move_answer

