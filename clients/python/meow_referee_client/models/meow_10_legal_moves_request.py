from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_state import Meow10State





T = TypeVar("T", bound="Meow10LegalMovesRequest")



@_attrs_define
class Meow10LegalMovesRequest:
    """ 
        Attributes:
            state (Meow10State):
            limit (int | Unset):  Default: 1000.
     """

    state: Meow10State
    limit: int | Unset = 1000





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        state = self.state.to_dict()

        limit = self.limit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        d = dict(src_dict)
        state = Meow10State.from_dict(d.pop("state"))




        limit = d.pop("limit", UNSET)

        meow_10_legal_moves_request = cls(
            state=state,
            limit=limit,
        )

        return meow_10_legal_moves_request

