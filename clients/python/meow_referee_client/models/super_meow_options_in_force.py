from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_options_in_force_start_cards_item_type_0 import SuperMeowOptionsInForceStartCardsItemType0
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_options_in_force_prices import SuperMeowOptionsInForcePrices
  from ..models.super_meow_options_in_force_supply import SuperMeowOptionsInForceSupply





T = TypeVar("T", bound="SuperMeowOptionsInForce")



@_attrs_define
class SuperMeowOptionsInForce:
    """ 
        Attributes:
            prices (SuperMeowOptionsInForcePrices): S1: card code -> price, merged over the defaults; the cat is priced in
                cat food cards, every other card in coins.
            supply (SuperMeowOptionsInForceSupply): S1: card code -> cards in its supply pile at setup, merged over the
                defaults.
            start_cards (list[str | SuperMeowOptionsInForceStartCardsItemType0]): S1: each player's starting cards (`start`
                / `start-keep`, at most one keeper).
     """

    prices: SuperMeowOptionsInForcePrices
    supply: SuperMeowOptionsInForceSupply
    start_cards: list[str | SuperMeowOptionsInForceStartCardsItemType0]





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_options_in_force_prices import SuperMeowOptionsInForcePrices # noqa: PLC0415
        from ..models.super_meow_options_in_force_supply import SuperMeowOptionsInForceSupply # noqa: PLC0415
        prices = self.prices.to_dict()

        supply = self.supply.to_dict()

        start_cards = []
        for start_cards_item_data in self.start_cards:
            start_cards_item: str
            if isinstance(start_cards_item_data, SuperMeowOptionsInForceStartCardsItemType0):
                start_cards_item = start_cards_item_data.value
            else:
                start_cards_item = start_cards_item_data
            start_cards.append(start_cards_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "prices": prices,
            "supply": supply,
            "start_cards": start_cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_options_in_force_prices import SuperMeowOptionsInForcePrices # noqa: PLC0415
        from ..models.super_meow_options_in_force_supply import SuperMeowOptionsInForceSupply # noqa: PLC0415
        d = dict(src_dict)
        prices = SuperMeowOptionsInForcePrices.from_dict(d.pop("prices"))




        supply = SuperMeowOptionsInForceSupply.from_dict(d.pop("supply"))




        start_cards = []
        _start_cards = d.pop("start_cards")
        for start_cards_item_data in (_start_cards):
            def _parse_start_cards_item(data: object) -> str | SuperMeowOptionsInForceStartCardsItemType0:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    start_cards_item_type_0 = SuperMeowOptionsInForceStartCardsItemType0(data)



                    return start_cards_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(str | SuperMeowOptionsInForceStartCardsItemType0, data)

            start_cards_item = _parse_start_cards_item(start_cards_item_data)

            start_cards.append(start_cards_item)


        super_meow_options_in_force = cls(
            prices=prices,
            supply=supply,
            start_cards=start_cards,
        )

        return super_meow_options_in_force

