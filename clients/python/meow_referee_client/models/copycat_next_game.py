from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_next_game_type import CopycatNextGameType






T = TypeVar("T", bound="CopycatNextGame")



@_attrs_define
class CopycatNextGame:
    """ 
        Attributes:
            type_ (CopycatNextGameType):
            player (str):
     """

    type_: CopycatNextGameType
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
        type_ = CopycatNextGameType(d.pop("type"))




        player = d.pop("player")

        copycat_next_game = cls(
            type_=type_,
            player=player,
        )

        return copycat_next_game

