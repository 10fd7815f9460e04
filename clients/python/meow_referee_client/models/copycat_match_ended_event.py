from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CopycatMatchEndedEvent")



@_attrs_define
class CopycatMatchEndedEvent:
    """ 
        Attributes:
            type_ (Literal['match_ended']):
            winners (list[str]):
     """

    type_: Literal['match_ended']
    winners: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['match_ended'] , d.pop("type"))
        if type_ != 'match_ended':
            raise ValueError(f"type must match const 'match_ended', got '{type_}'")

        winners = cast(list[str], d.pop("winners"))


        copycat_match_ended_event = cls(
            type_=type_,
            winners=winners,
        )

        return copycat_match_ended_event

