from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowWashingMachineShuffledEvent")



@_attrs_define
class SuperMeowWashingMachineShuffledEvent:
    """ 
        Attributes:
            type_ (Literal['washing_machine_shuffled']):
            player (str):
            cards (int):
     """

    type_: Literal['washing_machine_shuffled']
    player: str
    cards: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        cards = self.cards


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['washing_machine_shuffled'] , d.pop("type"))
        if type_ != 'washing_machine_shuffled':
            raise ValueError(f"type must match const 'washing_machine_shuffled', got '{type_}'")

        player = d.pop("player")

        cards = d.pop("cards")

        super_meow_washing_machine_shuffled_event = cls(
            type_=type_,
            player=player,
            cards=cards,
        )

        return super_meow_washing_machine_shuffled_event

