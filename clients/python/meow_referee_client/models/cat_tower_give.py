from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_give_type import CatTowerGiveType






T = TypeVar("T", bound="CatTowerGive")



@_attrs_define
class CatTowerGive:
    """ 
        Attributes:
            type_ (CatTowerGiveType):
            player (str):
            to (str):
            card (str):
     """

    type_: CatTowerGiveType
    player: str
    to: str
    card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        to = self.to

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "to": to,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CatTowerGiveType(d.pop("type"))




        player = d.pop("player")

        to = d.pop("to")

        card = d.pop("card")

        cat_tower_give = cls(
            type_=type_,
            player=player,
            to=to,
            card=card,
        )

        return cat_tower_give

