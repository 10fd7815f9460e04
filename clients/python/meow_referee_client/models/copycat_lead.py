from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_lead_type import CopycatLeadType
from typing import cast






T = TypeVar("T", bound="CopycatLead")



@_attrs_define
class CopycatLead:
    """ 
        Attributes:
            type_ (CopycatLeadType):
            player (str):
            cards (list[str]): 1+ cards (C3).
            number (int): The number every card is played as (C1, C3).
     """

    type_: CopycatLeadType
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
        type_ = CopycatLeadType(d.pop("type"))




        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))


        number = d.pop("number")

        copycat_lead = cls(
            type_=type_,
            player=player,
            cards=cards,
            number=number,
        )

        return copycat_lead

