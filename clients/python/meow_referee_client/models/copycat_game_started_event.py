from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CopycatGameStartedEvent")



@_attrs_define
class CopycatGameStartedEvent:
    """ 
        Attributes:
            type_ (Literal['game_started']):
            set_number (int):
            game_number (int):
            starter (str):
     """

    type_: Literal['game_started']
    set_number: int
    game_number: int
    starter: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        set_number = self.set_number

        game_number = self.game_number

        starter = self.starter


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "set_number": set_number,
            "game_number": game_number,
            "starter": starter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_started'] , d.pop("type"))
        if type_ != 'game_started':
            raise ValueError(f"type must match const 'game_started', got '{type_}'")

        set_number = d.pop("set_number")

        game_number = d.pop("game_number")

        starter = d.pop("starter")

        copycat_game_started_event = cls(
            type_=type_,
            set_number=set_number,
            game_number=game_number,
            starter=starter,
        )

        return copycat_game_started_event

