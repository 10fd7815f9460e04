from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_direction_reversed_event_direction_type_0 import CatTowerDirectionReversedEventDirectionType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerDirectionReversedEvent")



@_attrs_define
class CatTowerDirectionReversedEvent:
    """ 
        Attributes:
            type_ (Literal['direction_reversed']):
            player (str):
            direction (CatTowerDirectionReversedEventDirectionType0 | int):
     """

    type_: Literal['direction_reversed']
    player: str
    direction: CatTowerDirectionReversedEventDirectionType0 | int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        direction: int
        if isinstance(self.direction, CatTowerDirectionReversedEventDirectionType0):
            direction = self.direction.value
        else:
            direction = self.direction


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

        def _parse_direction(data: object) -> CatTowerDirectionReversedEventDirectionType0 | int:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                direction_type_0 = CatTowerDirectionReversedEventDirectionType0(data)



                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerDirectionReversedEventDirectionType0 | int, data)

        direction = _parse_direction(d.pop("direction"))


        cat_tower_direction_reversed_event = cls(
            type_=type_,
            player=player,
            direction=direction,
        )

        return cat_tower_direction_reversed_event

