from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_catalogue_cards_item import SuperMeowCatalogueCardsItem
  from ..models.super_meow_catalogue_prices import SuperMeowCataloguePrices
  from ..models.super_meow_catalogue_supply import SuperMeowCatalogueSupply





T = TypeVar("T", bound="SuperMeowCatalogue")



@_attrs_define
class SuperMeowCatalogue:
    """ Super Meow's cards, prices and supply (GET /v1/games/supermeow).

        Attributes:
            cards (list[SuperMeowCatalogueCardsItem]):
            start_cards (list[str]):
            prices (SuperMeowCataloguePrices):
            supply (SuperMeowCatalogueSupply):
            hand_size (int):
     """

    cards: list[SuperMeowCatalogueCardsItem]
    start_cards: list[str]
    prices: SuperMeowCataloguePrices
    supply: SuperMeowCatalogueSupply
    hand_size: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_catalogue_cards_item import SuperMeowCatalogueCardsItem # noqa: PLC0415
        from ..models.super_meow_catalogue_prices import SuperMeowCataloguePrices # noqa: PLC0415
        from ..models.super_meow_catalogue_supply import SuperMeowCatalogueSupply # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        start_cards = self.start_cards



        prices = self.prices.to_dict()

        supply = self.supply.to_dict()

        hand_size = self.hand_size


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "start_cards": start_cards,
            "prices": prices,
            "supply": supply,
            "hand_size": hand_size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_catalogue_cards_item import SuperMeowCatalogueCardsItem # noqa: PLC0415
        from ..models.super_meow_catalogue_prices import SuperMeowCataloguePrices # noqa: PLC0415
        from ..models.super_meow_catalogue_supply import SuperMeowCatalogueSupply # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = SuperMeowCatalogueCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        start_cards = cast(list[str], d.pop("start_cards"))


        prices = SuperMeowCataloguePrices.from_dict(d.pop("prices"))




        supply = SuperMeowCatalogueSupply.from_dict(d.pop("supply"))




        hand_size = d.pop("hand_size")

        super_meow_catalogue = cls(
            cards=cards,
            start_cards=start_cards,
            prices=prices,
            supply=supply,
            hand_size=hand_size,
        )


        super_meow_catalogue.additional_properties = d
        return super_meow_catalogue

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
