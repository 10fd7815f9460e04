from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_game_ended_event_end import CatTowerGameEndedEventEnd
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerGameEndedEvent")



@_attrs_define
class CatTowerGameEndedEvent:
    """ 
        Attributes:
            type_ (Literal['game_ended']):
            end (CatTowerGameEndedEventEnd):
            winner (str):
     """

    type_: Literal['game_ended']
    end: CatTowerGameEndedEventEnd
    winner: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        end = self.end.value

        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "end": end,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        end = CatTowerGameEndedEventEnd(d.pop("end"))




        winner = d.pop("winner")

        cat_tower_game_ended_event = cls(
            type_=type_,
            end=end,
            winner=winner,
        )

        return cat_tower_game_ended_event

