from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_game_ended_event_end import CopycatGameEndedEventEnd
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CopycatGameEndedEvent")



@_attrs_define
class CopycatGameEndedEvent:
    """ 
        Attributes:
            type_ (Literal['game_ended']):
            end (CopycatGameEndedEventEnd):
            by (None | str):
     """

    type_: Literal['game_ended']
    end: CopycatGameEndedEventEnd
    by: None | str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        end = self.end.value

        by: None | str
        by = self.by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "end": end,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        end = CopycatGameEndedEventEnd(d.pop("end"))




        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))


        copycat_game_ended_event = cls(
            type_=type_,
            end=end,
            by=by,
        )

        return copycat_game_ended_event

