from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowCardBoughtEvent")



@_attrs_define
class SuperMeowCardBoughtEvent:
    """ 
        Attributes:
            type_ (Literal['card_bought']):
            player (str):
            card (str):
     """

    type_: Literal['card_bought']
    player: str
    card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

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
        type_ = cast(Literal['card_bought'] , d.pop("type"))
        if type_ != 'card_bought':
            raise ValueError(f"type must match const 'card_bought', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        super_meow_card_bought_event = cls(
            type_=type_,
            player=player,
            card=card,
        )

        return super_meow_card_bought_event

