from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_mouse_slot import SuperMeowMouseSlot
from ..models.super_meow_mouse_type import SuperMeowMouseType






T = TypeVar("T", bound="SuperMeowMouse")



@_attrs_define
class SuperMeowMouse:
    """ 
        Attributes:
            type_ (SuperMeowMouseType):
            player (str):
            target (str): Another player (S6).
            slot (SuperMeowMouseSlot): The target's hand slot, picked blind (S6).
     """

    type_: SuperMeowMouseType
    player: str
    target: str
    slot: SuperMeowMouseSlot





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        target = self.target

        slot = self.slot.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "target": target,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SuperMeowMouseType(d.pop("type"))




        player = d.pop("player")

        target = d.pop("target")

        slot = SuperMeowMouseSlot(d.pop("slot"))




        super_meow_mouse = cls(
            type_=type_,
            player=player,
            target=target,
            slot=slot,
        )

        return super_meow_mouse

