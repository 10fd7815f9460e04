from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SuperMeowCatalogueCardsItem")



@_attrs_define
class SuperMeowCatalogueCardsItem:
    """ 
        Attributes:
            code (str):
            kind (str):
            coins (int):
            cat_food (int):
            price (int | None): Null: a start card.
            currency (None | str): `coins` or `catfood`; null: a start card.
            supply (int | None): Its supply pile.
            per_player (int | None): A start card: how many each player starts with.
            keeper (bool):
     """

    code: str
    kind: str
    coins: int
    cat_food: int
    price: int | None
    currency: None | str
    supply: int | None
    per_player: int | None
    keeper: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        kind = self.kind

        coins = self.coins

        cat_food = self.cat_food

        price: int | None
        price = self.price

        currency: None | str
        currency = self.currency

        supply: int | None
        supply = self.supply

        per_player: int | None
        per_player = self.per_player

        keeper = self.keeper


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "kind": kind,
            "coins": coins,
            "cat_food": cat_food,
            "price": price,
            "currency": currency,
            "supply": supply,
            "per_player": per_player,
            "keeper": keeper,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        kind = d.pop("kind")

        coins = d.pop("coins")

        cat_food = d.pop("cat_food")

        def _parse_price(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        price = _parse_price(d.pop("price"))


        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))


        def _parse_supply(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        supply = _parse_supply(d.pop("supply"))


        def _parse_per_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        per_player = _parse_per_player(d.pop("per_player"))


        keeper = d.pop("keeper")

        super_meow_catalogue_cards_item = cls(
            code=code,
            kind=kind,
            coins=coins,
            cat_food=cat_food,
            price=price,
            currency=currency,
            supply=supply,
            per_player=per_player,
            keeper=keeper,
        )


        super_meow_catalogue_cards_item.additional_properties = d
        return super_meow_catalogue_cards_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
