from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_view_tower_type_1_additional_property_tokens_item_type_0 import CatTowerViewTowerType1AdditionalPropertyTokensItemType0
from typing import cast






T = TypeVar("T", bound="CatTowerViewTowerType1AdditionalProperty")



@_attrs_define
class CatTowerViewTowerType1AdditionalProperty:
    """ 
        Attributes:
            cat_cards (list[str]):
            fatty_cards (int):
            tokens (list[CatTowerViewTowerType1AdditionalPropertyTokensItemType0 | str]):
     """

    cat_cards: list[str]
    fatty_cards: int
    tokens: list[CatTowerViewTowerType1AdditionalPropertyTokensItemType0 | str]





    def to_dict(self) -> dict[str, Any]:
        cat_cards = self.cat_cards



        fatty_cards = self.fatty_cards

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item: str
            if isinstance(tokens_item_data, CatTowerViewTowerType1AdditionalPropertyTokensItemType0):
                tokens_item = tokens_item_data.value
            else:
                tokens_item = tokens_item_data
            tokens.append(tokens_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cat_cards": cat_cards,
            "fatty_cards": fatty_cards,
            "tokens": tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cat_cards = cast(list[str], d.pop("cat_cards"))


        fatty_cards = d.pop("fatty_cards")

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in (_tokens):
            def _parse_tokens_item(data: object) -> CatTowerViewTowerType1AdditionalPropertyTokensItemType0 | str:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    tokens_item_type_0 = CatTowerViewTowerType1AdditionalPropertyTokensItemType0(data)



                    return tokens_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(CatTowerViewTowerType1AdditionalPropertyTokensItemType0 | str, data)

            tokens_item = _parse_tokens_item(tokens_item_data)

            tokens.append(tokens_item)


        cat_tower_view_tower_type_1_additional_property = cls(
            cat_cards=cat_cards,
            fatty_cards=fatty_cards,
            tokens=tokens,
        )

        return cat_tower_view_tower_type_1_additional_property

