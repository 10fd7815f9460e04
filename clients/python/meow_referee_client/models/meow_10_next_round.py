from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_next_round_type import Meow10NextRoundType






T = TypeVar("T", bound="Meow10NextRound")



@_attrs_define
class Meow10NextRound:
    """ 
        Attributes:
            type_ (Meow10NextRoundType):
            player (str):
     """

    type_: Meow10NextRoundType
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
        type_ = Meow10NextRoundType(d.pop("type"))




        player = d.pop("player")

        meow_10_next_round = cls(
            type_=type_,
            player=player,
        )

        return meow_10_next_round

