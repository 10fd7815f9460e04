from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_play_type import Meow10PlayType
from typing import cast






T = TypeVar("T", bound="Meow10Play")



@_attrs_define
class Meow10Play:
    """ 
        Attributes:
            type_ (Meow10PlayType):
            player (str):
            cards (list[str]): In playing order.
     """

    type_: Meow10PlayType
    player: str
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = Meow10PlayType(d.pop("type"))




        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))


        meow_10_play = cls(
            type_=type_,
            player=player,
            cards=cards,
        )

        return meow_10_play

