from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_game_ended_event_end_type_0 import CopycatGameEndedEventEndType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CopycatGameEndedEvent")



@_attrs_define
class CopycatGameEndedEvent:
    """ 
        Attributes:
            type_ (Literal['game_ended']):
            end (CopycatGameEndedEventEndType0 | str):
            by (None | str):
     """

    type_: Literal['game_ended']
    end: CopycatGameEndedEventEndType0 | str
    by: None | str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        end: str
        if isinstance(self.end, CopycatGameEndedEventEndType0):
            end = self.end.value
        else:
            end = self.end

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

        def _parse_end(data: object) -> CopycatGameEndedEventEndType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = CopycatGameEndedEventEndType0(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatGameEndedEventEndType0 | str, data)

        end = _parse_end(d.pop("end"))


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

