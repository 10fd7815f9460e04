from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_draw_type import Meow10DrawType
from ..types import UNSET, Unset






T = TypeVar("T", bound="Meow10Draw")



@_attrs_define
class Meow10Draw:
    """ 
        Attributes:
            type_ (Meow10DrawType):
            player (str):
            count (int | Unset): Required with a rainbow on top (M4); else may only repeat N.
     """

    type_: Meow10DrawType
    player: str
    count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
        })
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = Meow10DrawType(d.pop("type"))




        player = d.pop("player")

        count = d.pop("count", UNSET)

        meow_10_draw = cls(
            type_=type_,
            player=player,
            count=count,
        )

        return meow_10_draw

