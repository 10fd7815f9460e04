from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_token_flipped_event_token_type_0 import CatTowerTokenFlippedEventTokenType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerTokenFlippedEvent")



@_attrs_define
class CatTowerTokenFlippedEvent:
    """ 
        Attributes:
            type_ (Literal['token_flipped']):
            player (str):
            token (CatTowerTokenFlippedEventTokenType0 | str):
     """

    type_: Literal['token_flipped']
    player: str
    token: CatTowerTokenFlippedEventTokenType0 | str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        token: str
        if isinstance(self.token, CatTowerTokenFlippedEventTokenType0):
            token = self.token.value
        else:
            token = self.token


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

        def _parse_token(data: object) -> CatTowerTokenFlippedEventTokenType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_type_0 = CatTowerTokenFlippedEventTokenType0(data)



                return token_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerTokenFlippedEventTokenType0 | str, data)

        token = _parse_token(d.pop("token"))


        cat_tower_token_flipped_event = cls(
            type_=type_,
            player=player,
            token=token,
        )

        return cat_tower_token_flipped_event

