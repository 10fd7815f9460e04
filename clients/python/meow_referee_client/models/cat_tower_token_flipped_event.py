from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_token_flipped_event_token import CatTowerTokenFlippedEventToken
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerTokenFlippedEvent")



@_attrs_define
class CatTowerTokenFlippedEvent:
    """ 
        Attributes:
            type_ (Literal['token_flipped']):
            player (str):
            token (CatTowerTokenFlippedEventToken):
     """

    type_: Literal['token_flipped']
    player: str
    token: CatTowerTokenFlippedEventToken





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        token = self.token.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['token_flipped'] , d.pop("type"))
        if type_ != 'token_flipped':
            raise ValueError(f"type must match const 'token_flipped', got '{type_}'")

        player = d.pop("player")

        token = CatTowerTokenFlippedEventToken(d.pop("token"))




        cat_tower_token_flipped_event = cls(
            type_=type_,
            player=player,
            token=token,
        )

        return cat_tower_token_flipped_event

