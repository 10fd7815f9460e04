from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_state import SuperMeowState





T = TypeVar("T", bound="SuperMeowLegalMovesRequest")



@_attrs_define
class SuperMeowLegalMovesRequest:
    """ 
        Attributes:
            state (SuperMeowState):
            limit (int | Unset):  Default: 1000.
     """

    state: SuperMeowState
    limit: int | Unset = 1000





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
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
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
        d = dict(src_dict)
        state = SuperMeowState.from_dict(d.pop("state"))




        limit = d.pop("limit", UNSET)

        super_meow_legal_moves_request = cls(
            state=state,
            limit=limit,
        )

        return super_meow_legal_moves_request

