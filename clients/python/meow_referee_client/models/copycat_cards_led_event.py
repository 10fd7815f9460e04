from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CopycatCardsLedEvent")



@_attrs_define
class CopycatCardsLedEvent:
    """ 
        Attributes:
            type_ (Literal['cards_led']):
            player (str):
            cards (list[str]):
            number (int): The number led.
     """

    type_: Literal['cards_led']
    player: str
    cards: list[str]
    number: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

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
        type_ = cast(Literal['cards_led'] , d.pop("type"))
        if type_ != 'cards_led':
            raise ValueError(f"type must match const 'cards_led', got '{type_}'")

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))


        number = d.pop("number")

        copycat_cards_led_event = cls(
            type_=type_,
            player=player,
            cards=cards,
            number=number,
        )

        return copycat_cards_led_event

