from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_state import CopycatState





T = TypeVar("T", bound="CopycatLegalMovesRequest")



@_attrs_define
class CopycatLegalMovesRequest:
    """ 
        Attributes:
            state (CopycatState):
            limit (int | Unset):  Default: 1000.
     """

    state: CopycatState
    limit: int | Unset = 1000





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_state import CopycatState # noqa: PLC0415
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
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        d = dict(src_dict)
        state = CopycatState.from_dict(d.pop("state"))




        limit = d.pop("limit", UNSET)

        copycat_legal_moves_request = cls(
            state=state,
            limit=limit,
        )

        return copycat_legal_moves_request

