from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_state import CatTowerState





T = TypeVar("T", bound="CatTowerSetupResponse")



@_attrs_define
class CatTowerSetupResponse:
    """ 
        Attributes:
            state (CatTowerState):
     """

    state: CatTowerState





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        state = self.state.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        d = dict(src_dict)
        state = CatTowerState.from_dict(d.pop("state"))




        cat_tower_setup_response = cls(
            state=state,
        )

        return cat_tower_setup_response

