from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_copy_type import CopycatCopyType
from typing import cast






T = TypeVar("T", bound="CopycatCopy")



@_attrs_define
class CopycatCopy:
    """ 
        Attributes:
            type_ (CopycatCopyType):
            player (str):
            cards (list[str]): 1+ cards (C4).
            number (int): Must be the field's number (C4).
     """

    type_: CopycatCopyType
    player: str
    cards: list[str]
    number: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        cards = self.cards



        number = self.number


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "cards": cards,
            "number": number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CopycatCopyType(d.pop("type"))




        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))


        number = d.pop("number")

        copycat_copy = cls(
            type_=type_,
            player=player,
            cards=cards,
            number=number,
        )

        return copycat_copy

