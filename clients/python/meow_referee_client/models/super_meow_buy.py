from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_buy_type import SuperMeowBuyType






T = TypeVar("T", bound="SuperMeowBuy")



@_attrs_define
class SuperMeowBuy:
    """ 
        Attributes:
            type_ (SuperMeowBuyType):
            player (str):
            card (str): A supply card (S4).
     """

    type_: SuperMeowBuyType
    player: str
    card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SuperMeowBuyType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card")

        super_meow_buy = cls(
            type_=type_,
            player=player,
            card=card,
        )

        return super_meow_buy

