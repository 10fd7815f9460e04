from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowHandRevealedEvent")



@_attrs_define
class SuperMeowHandRevealedEvent:
    """ 
        Attributes:
            type_ (Literal['hand_revealed']):
            player (str):
            hand (list[str]):
     """

    type_: Literal['hand_revealed']
    player: str
    hand: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "hand": hand,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['hand_revealed'] , d.pop("type"))
        if type_ != 'hand_revealed':
            raise ValueError(f"type must match const 'hand_revealed', got '{type_}'")

        player = d.pop("player")

        hand = cast(list[str], d.pop("hand"))


        super_meow_hand_revealed_event = cls(
            type_=type_,
            player=player,
            hand=hand,
        )

        return super_meow_hand_revealed_event

