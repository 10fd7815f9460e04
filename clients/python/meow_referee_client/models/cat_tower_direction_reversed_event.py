from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_direction_reversed_event_direction import CatTowerDirectionReversedEventDirection
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerDirectionReversedEvent")



@_attrs_define
class CatTowerDirectionReversedEvent:
    """ 
        Attributes:
            type_ (Literal['direction_reversed']):
            player (str):
            direction (CatTowerDirectionReversedEventDirection):
     """

    type_: Literal['direction_reversed']
    player: str
    direction: CatTowerDirectionReversedEventDirection





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        direction = self.direction.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['direction_reversed'] , d.pop("type"))
        if type_ != 'direction_reversed':
            raise ValueError(f"type must match const 'direction_reversed', got '{type_}'")

        player = d.pop("player")

        direction = CatTowerDirectionReversedEventDirection(d.pop("direction"))




        cat_tower_direction_reversed_event = cls(
            type_=type_,
            player=player,
            direction=direction,
        )

        return cat_tower_direction_reversed_event

