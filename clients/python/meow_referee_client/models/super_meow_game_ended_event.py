from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowGameEndedEvent")



@_attrs_define
class SuperMeowGameEndedEvent:
    """ 
        Attributes:
            type_ (Literal['game_ended']):
            winner (str):
     """

    type_: Literal['game_ended']
    winner: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        winner = d.pop("winner")

        super_meow_game_ended_event = cls(
            type_=type_,
            winner=winner,
        )

        return super_meow_game_ended_event

