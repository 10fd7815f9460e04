from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_pass_type import SuperMeowPassType






T = TypeVar("T", bound="SuperMeowPass")



@_attrs_define
class SuperMeowPass:
    """ 
        Attributes:
            type_ (SuperMeowPassType):
            player (str):
     """

    type_: SuperMeowPassType
    player: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

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
        type_ = SuperMeowPassType(d.pop("type"))




        player = d.pop("player")

        super_meow_pass = cls(
            type_=type_,
            player=player,
        )

        return super_meow_pass

