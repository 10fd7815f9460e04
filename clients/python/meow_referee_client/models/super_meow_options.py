from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_options_start_cards_item import SuperMeowOptionsStartCardsItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_options_prices import SuperMeowOptionsPrices
  from ..models.super_meow_options_supply import SuperMeowOptionsSupply





T = TypeVar("T", bound="SuperMeowOptions")



@_attrs_define
class SuperMeowOptions:
    """ 
        Attributes:
            prices (SuperMeowOptionsPrices | Unset): S1: card code -> price, merged over the defaults; the cat is priced in
                cat food cards, every other card in coins.
            supply (SuperMeowOptionsSupply | Unset): S1: card code -> cards in its supply pile at setup, merged over the
                defaults.
            start_cards (list[SuperMeowOptionsStartCardsItem] | Unset): S1: each player's starting cards (`start` / `start-
                keep`, at most one keeper).
     """

    prices: SuperMeowOptionsPrices | Unset = UNSET
    supply: SuperMeowOptionsSupply | Unset = UNSET
    start_cards: list[SuperMeowOptionsStartCardsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_options_prices import SuperMeowOptionsPrices # noqa: PLC0415
        from ..models.super_meow_options_supply import SuperMeowOptionsSupply # noqa: PLC0415
        prices: dict[str, Any] | Unset = UNSET
        if not isinstance(self.prices, Unset):
            prices = self.prices.to_dict()

        supply: dict[str, Any] | Unset = UNSET
        if not isinstance(self.supply, Unset):
            supply = self.supply.to_dict()

        start_cards: list[str] | Unset = UNSET
        if not isinstance(self.start_cards, Unset):
            start_cards = []
            for start_cards_item_data in self.start_cards:
                start_cards_item = start_cards_item_data.value
                start_cards.append(start_cards_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if prices is not UNSET:
            field_dict["prices"] = prices
        if supply is not UNSET:
            field_dict["supply"] = supply
        if start_cards is not UNSET:
            field_dict["start_cards"] = start_cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_options_prices import SuperMeowOptionsPrices # noqa: PLC0415
        from ..models.super_meow_options_supply import SuperMeowOptionsSupply # noqa: PLC0415
        d = dict(src_dict)
        _prices = d.pop("prices", UNSET)
        prices: SuperMeowOptionsPrices | Unset
        if isinstance(_prices,  Unset):
            prices = UNSET
        else:
            prices = SuperMeowOptionsPrices.from_dict(_prices)




        _supply = d.pop("supply", UNSET)
        supply: SuperMeowOptionsSupply | Unset
        if isinstance(_supply,  Unset):
            supply = UNSET
        else:
            supply = SuperMeowOptionsSupply.from_dict(_supply)




        _start_cards = d.pop("start_cards", UNSET)
        start_cards: list[SuperMeowOptionsStartCardsItem] | Unset = UNSET
        if _start_cards is not UNSET:
            start_cards = []
            for start_cards_item_data in _start_cards:
                start_cards_item = SuperMeowOptionsStartCardsItem(start_cards_item_data)



                start_cards.append(start_cards_item)


        super_meow_options = cls(
            prices=prices,
            supply=supply,
            start_cards=start_cards,
        )

        return super_meow_options

