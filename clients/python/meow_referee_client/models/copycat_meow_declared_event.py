from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CopycatMeowDeclaredEvent")



@_attrs_define
class CopycatMeowDeclaredEvent:
    """ 
        Attributes:
            type_ (Literal['meow_declared']):
            player (str):
            success (bool):
     """

    type_: Literal['meow_declared']
    player: str
    success: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        success = self.success


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "success": success,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['meow_declared'] , d.pop("type"))
        if type_ != 'meow_declared':
            raise ValueError(f"type must match const 'meow_declared', got '{type_}'")

        player = d.pop("player")

        success = d.pop("success")

        copycat_meow_declared_event = cls(
            type_=type_,
            player=player,
            success=success,
        )

        return copycat_meow_declared_event

