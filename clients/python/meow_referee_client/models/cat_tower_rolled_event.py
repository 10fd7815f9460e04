from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_rolled_event_face import CatTowerRolledEventFace
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerRolledEvent")



@_attrs_define
class CatTowerRolledEvent:
    """ 
        Attributes:
            type_ (Literal['rolled']):
            player (str):
            face (CatTowerRolledEventFace):
     """

    type_: Literal['rolled']
    player: str
    face: CatTowerRolledEventFace





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        face = self.face.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "face": face,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['rolled'] , d.pop("type"))
        if type_ != 'rolled':
            raise ValueError(f"type must match const 'rolled', got '{type_}'")

        player = d.pop("player")

        face = CatTowerRolledEventFace(d.pop("face"))




        cat_tower_rolled_event = cls(
            type_=type_,
            player=player,
            face=face,
        )

        return cat_tower_rolled_event

