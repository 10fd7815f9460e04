from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CopycatPlayerKnockedOutEvent")



@_attrs_define
class CopycatPlayerKnockedOutEvent:
    """ 
        Attributes:
            type_ (Literal['player_knocked_out']):
            player (str):
     """

    type_: Literal['player_knocked_out']
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
        type_ = cast(Literal['player_knocked_out'] , d.pop("type"))
        if type_ != 'player_knocked_out':
            raise ValueError(f"type must match const 'player_knocked_out', got '{type_}'")

        player = d.pop("player")

        copycat_player_knocked_out_event = cls(
            type_=type_,
            player=player,
        )

        return copycat_player_knocked_out_event

