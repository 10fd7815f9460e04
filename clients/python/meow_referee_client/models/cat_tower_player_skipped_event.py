from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CatTowerPlayerSkippedEvent")



@_attrs_define
class CatTowerPlayerSkippedEvent:
    """ 
        Attributes:
            type_ (Literal['player_skipped']):
            player (str):
     """

    type_: Literal['player_skipped']
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
        type_ = cast(Literal['player_skipped'] , d.pop("type"))
        if type_ != 'player_skipped':
            raise ValueError(f"type must match const 'player_skipped', got '{type_}'")

        player = d.pop("player")

        cat_tower_player_skipped_event = cls(
            type_=type_,
            player=player,
        )

        return cat_tower_player_skipped_event

