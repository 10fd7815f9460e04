from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_rolled_event_face_type_0 import CatTowerRolledEventFaceType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerRolledEvent")



@_attrs_define
class CatTowerRolledEvent:
    """ 
        Attributes:
            type_ (Literal['rolled']):
            player (str):
            face (CatTowerRolledEventFaceType0 | str):
     """

    type_: Literal['rolled']
    player: str
    face: CatTowerRolledEventFaceType0 | str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        face: str
        if isinstance(self.face, CatTowerRolledEventFaceType0):
            face = self.face.value
        else:
            face = self.face


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

        def _parse_face(data: object) -> CatTowerRolledEventFaceType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                face_type_0 = CatTowerRolledEventFaceType0(data)



                return face_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerRolledEventFaceType0 | str, data)

        face = _parse_face(d.pop("face"))


        cat_tower_rolled_event = cls(
            type_=type_,
            player=player,
            face=face,
        )

        return cat_tower_rolled_event

