from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_state import CopycatState





T = TypeVar("T", bound="CopycatSetupResponse")



@_attrs_define
class CopycatSetupResponse:
    """ 
        Attributes:
            state (CopycatState):
     """

    state: CopycatState





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        state = self.state.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        d = dict(src_dict)
        state = CopycatState.from_dict(d.pop("state"))




        copycat_setup_response = cls(
            state=state,
        )

        return copycat_setup_response

