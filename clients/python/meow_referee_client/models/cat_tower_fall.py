from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CatTowerFall")



@_attrs_define
class CatTowerFall:
    """ 
        Attributes:
            stacked (bool | Unset): The stacked piece fell (default false).
            cat_cards (int | Unset): Default 0.
            fatty_cards (int | Unset): Default 0.
            tokens (int | Unset): Default 0.
     """

    stacked: bool | Unset = UNSET
    cat_cards: int | Unset = UNSET
    fatty_cards: int | Unset = UNSET
    tokens: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        stacked = self.stacked

        cat_cards = self.cat_cards

        fatty_cards = self.fatty_cards

        tokens = self.tokens


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if stacked is not UNSET:
            field_dict["stacked"] = stacked
        if cat_cards is not UNSET:
            field_dict["cat_cards"] = cat_cards
        if fatty_cards is not UNSET:
            field_dict["fatty_cards"] = fatty_cards
        if tokens is not UNSET:
            field_dict["tokens"] = tokens

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stacked = d.pop("stacked", UNSET)

        cat_cards = d.pop("cat_cards", UNSET)

        fatty_cards = d.pop("fatty_cards", UNSET)

        tokens = d.pop("tokens", UNSET)

        cat_tower_fall = cls(
            stacked=stacked,
            cat_cards=cat_cards,
            fatty_cards=fatty_cards,
            tokens=tokens,
        )

        return cat_tower_fall

