from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_finish_type import CatTowerFinishType






T = TypeVar("T", bound="CatTowerFinish")



@_attrs_define
class CatTowerFinish:
    """ 
        Attributes:
            type_ (CatTowerFinishType):
            player (str):
     """

    type_: CatTowerFinishType
    player: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CatTowerFinishType(d.pop("type"))




        player = d.pop("player")

        cat_tower_finish = cls(
            type_=type_,
            player=player,
        )

        return cat_tower_finish

