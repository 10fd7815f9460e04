from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerFellEvent")



@_attrs_define
class CatTowerFellEvent:
    """ 
        Attributes:
            type_ (Literal['fell']):
            player (str):
            stacked (bool):
            cat_cards (int):
            fatty_cards (int):
            tokens (int):
            taken (list[str]): Into the mover's hand.
            discarded (list[str]): Out of play.
     """

    type_: Literal['fell']
    player: str
    stacked: bool
    cat_cards: int
    fatty_cards: int
    tokens: int
    taken: list[str]
    discarded: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        stacked = self.stacked

        cat_cards = self.cat_cards

        fatty_cards = self.fatty_cards

        tokens = self.tokens

        taken = self.taken



        discarded = self.discarded




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "stacked": stacked,
            "cat_cards": cat_cards,
            "fatty_cards": fatty_cards,
            "tokens": tokens,
            "taken": taken,
            "discarded": discarded,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['fell'] , d.pop("type"))
        if type_ != 'fell':
            raise ValueError(f"type must match const 'fell', got '{type_}'")

        player = d.pop("player")

        stacked = d.pop("stacked")

        cat_cards = d.pop("cat_cards")

        fatty_cards = d.pop("fatty_cards")

        tokens = d.pop("tokens")

        taken = cast(list[str], d.pop("taken"))


        discarded = cast(list[str], d.pop("discarded"))


        cat_tower_fell_event = cls(
            type_=type_,
            player=player,
            stacked=stacked,
            cat_cards=cat_cards,
            fatty_cards=fatty_cards,
            tokens=tokens,
            taken=taken,
            discarded=discarded,
        )

        return cat_tower_fell_event

