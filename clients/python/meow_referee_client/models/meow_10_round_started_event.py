from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="Meow10RoundStartedEvent")



@_attrs_define
class Meow10RoundStartedEvent:
    """ 
        Attributes:
            type_ (Literal['round_started']):
            round_ (int):
            starter (str):
     """

    type_: Literal['round_started']
    round_: int
    starter: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_

        starter = self.starter


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "round": round_,
            "starter": starter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['round_started'] , d.pop("type"))
        if type_ != 'round_started':
            raise ValueError(f"type must match const 'round_started', got '{type_}'")

        round_ = d.pop("round")

        starter = d.pop("starter")

        meow_10_round_started_event = cls(
            type_=type_,
            round_=round_,
            starter=starter,
        )

        return meow_10_round_started_event

