from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_game_ended_event_end_type_0 import CatTowerGameEndedEventEndType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerGameEndedEvent")



@_attrs_define
class CatTowerGameEndedEvent:
    """ 
        Attributes:
            type_ (Literal['game_ended']):
            end (CatTowerGameEndedEventEndType0 | str):
            winner (str):
     """

    type_: Literal['game_ended']
    end: CatTowerGameEndedEventEndType0 | str
    winner: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        end: str
        if isinstance(self.end, CatTowerGameEndedEventEndType0):
            end = self.end.value
        else:
            end = self.end

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

        def _parse_end(data: object) -> CatTowerGameEndedEventEndType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = CatTowerGameEndedEventEndType0(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerGameEndedEventEndType0 | str, data)

        end = _parse_end(d.pop("end"))


        winner = d.pop("winner")

        cat_tower_game_ended_event = cls(
            type_=type_,
            end=end,
            winner=winner,
        )

        return cat_tower_game_ended_event

