from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowTurnPassedEvent")



@_attrs_define
class SuperMeowTurnPassedEvent:
    """ 
        Attributes:
            type_ (Literal['turn_passed']):
            player (str):
     """

    type_: Literal['turn_passed']
    player: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['turn_passed'] , d.pop("type"))
        if type_ != 'turn_passed':
            raise ValueError(f"type must match const 'turn_passed', got '{type_}'")

        player = d.pop("player")

        super_meow_turn_passed_event = cls(
            type_=type_,
            player=player,
        )

        return super_meow_turn_passed_event

