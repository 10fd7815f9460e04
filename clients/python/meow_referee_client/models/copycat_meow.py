from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_meow_type import CopycatMeowType






T = TypeVar("T", bound="CopycatMeow")



@_attrs_define
class CopycatMeow:
    """ 
        Attributes:
            type_ (CopycatMeowType):
            player (str):
     """

    type_: CopycatMeowType
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
        type_ = CopycatMeowType(d.pop("type"))




        player = d.pop("player")

        copycat_meow = cls(
            type_=type_,
            player=player,
        )

        return copycat_meow

