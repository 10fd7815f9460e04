from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_roll_face import CatTowerRollFace
from ..models.cat_tower_roll_type import CatTowerRollType
from ..types import UNSET, Unset






T = TypeVar("T", bound="CatTowerRoll")



@_attrs_define
class CatTowerRoll:
    """ 
        Attributes:
            type_ (CatTowerRollType):
            player (str):
            face (CatTowerRollFace | Unset): Only with physical_dice: the face rolled (T3).
     """

    type_: CatTowerRollType
    player: str
    face: CatTowerRollFace | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        face: str | Unset = UNSET
        if not isinstance(self.face, Unset):
            face = self.face.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
        })
        if face is not UNSET:
            field_dict["face"] = face

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CatTowerRollType(d.pop("type"))




        player = d.pop("player")

        _face = d.pop("face", UNSET)
        face: CatTowerRollFace | Unset
        if isinstance(_face,  Unset):
            face = UNSET
        else:
            face = CatTowerRollFace(_face)




        cat_tower_roll = cls(
            type_=type_,
            player=player,
            face=face,
        )

        return cat_tower_roll

