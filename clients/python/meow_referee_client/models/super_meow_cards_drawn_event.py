from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowCardsDrawnEvent")



@_attrs_define
class SuperMeowCardsDrawnEvent:
    """ 
        Attributes:
            type_ (Literal['cards_drawn']):
            player (str):
            count (int):
     """

    type_: Literal['cards_drawn']
    player: str
    count: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['cards_drawn'] , d.pop("type"))
        if type_ != 'cards_drawn':
            raise ValueError(f"type must match const 'cards_drawn', got '{type_}'")

        player = d.pop("player")

        count = d.pop("count")

        super_meow_cards_drawn_event = cls(
            type_=type_,
            player=player,
            count=count,
        )

        return super_meow_cards_drawn_event

