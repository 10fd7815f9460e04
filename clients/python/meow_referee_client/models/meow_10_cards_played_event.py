from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="Meow10CardsPlayedEvent")



@_attrs_define
class Meow10CardsPlayedEvent:
    """ 
        Attributes:
            type_ (Literal['cards_played']):
            player (str):
            cards (list[str]):
     """

    type_: Literal['cards_played']
    player: str
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

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
        type_ = cast(Literal['cards_played'] , d.pop("type"))
        if type_ != 'cards_played':
            raise ValueError(f"type must match const 'cards_played', got '{type_}'")

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))


        meow_10_cards_played_event = cls(
            type_=type_,
            player=player,
            cards=cards,
        )

        return meow_10_cards_played_event

