from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CopycatSetEndedEvent")



@_attrs_define
class CopycatSetEndedEvent:
    """ 
        Attributes:
            type_ (Literal['set_ended']):
            set_number (int):
     """

    type_: Literal['set_ended']
    set_number: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        set_number = self.set_number


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "set_number": set_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['set_ended'] , d.pop("type"))
        if type_ != 'set_ended':
            raise ValueError(f"type must match const 'set_ended', got '{type_}'")

        set_number = d.pop("set_number")

        copycat_set_ended_event = cls(
            type_=type_,
            set_number=set_number,
        )

        return copycat_set_ended_event

