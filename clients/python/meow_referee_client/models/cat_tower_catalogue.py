from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_catalogue_cards_item import CatTowerCatalogueCardsItem
  from ..models.cat_tower_catalogue_die_item import CatTowerCatalogueDieItem
  from ..models.cat_tower_catalogue_fatty_cards import CatTowerCatalogueFattyCards
  from ..models.cat_tower_catalogue_tokens_item import CatTowerCatalogueTokensItem
  from ..models.cat_tower_catalogue_tower_base import CatTowerCatalogueTowerBase





T = TypeVar("T", bound="CatTowerCatalogue")



@_attrs_define
class CatTowerCatalogue:
    """ Cat Tower's cards, tokens and die (GET /v1/games/cattower).

        Attributes:
            cards (list[CatTowerCatalogueCardsItem]):
            deck_size (int):
            fatty_cards (CatTowerCatalogueFattyCards):
            tokens (list[CatTowerCatalogueTokensItem]):
            die (list[CatTowerCatalogueDieItem]):
            hand_size (int):
            tower_base (CatTowerCatalogueTowerBase): Player count -> cards in the tower's base.
            physical_dice (bool):
            variant (str):
     """

    cards: list[CatTowerCatalogueCardsItem]
    deck_size: int
    fatty_cards: CatTowerCatalogueFattyCards
    tokens: list[CatTowerCatalogueTokensItem]
    die: list[CatTowerCatalogueDieItem]
    hand_size: int
    tower_base: CatTowerCatalogueTowerBase
    physical_dice: bool
    variant: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_catalogue_cards_item import CatTowerCatalogueCardsItem # noqa: PLC0415
        from ..models.cat_tower_catalogue_die_item import CatTowerCatalogueDieItem # noqa: PLC0415
        from ..models.cat_tower_catalogue_fatty_cards import CatTowerCatalogueFattyCards # noqa: PLC0415
        from ..models.cat_tower_catalogue_tokens_item import CatTowerCatalogueTokensItem # noqa: PLC0415
        from ..models.cat_tower_catalogue_tower_base import CatTowerCatalogueTowerBase # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        deck_size = self.deck_size

        fatty_cards = self.fatty_cards.to_dict()

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)



        die = []
        for die_item_data in self.die:
            die_item = die_item_data.to_dict()
            die.append(die_item)



        hand_size = self.hand_size

        tower_base = self.tower_base.to_dict()

        physical_dice = self.physical_dice

        variant = self.variant


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "deck_size": deck_size,
            "fatty_cards": fatty_cards,
            "tokens": tokens,
            "die": die,
            "hand_size": hand_size,
            "tower_base": tower_base,
            "physical_dice": physical_dice,
            "variant": variant,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_catalogue_cards_item import CatTowerCatalogueCardsItem # noqa: PLC0415
        from ..models.cat_tower_catalogue_die_item import CatTowerCatalogueDieItem # noqa: PLC0415
        from ..models.cat_tower_catalogue_fatty_cards import CatTowerCatalogueFattyCards # noqa: PLC0415
        from ..models.cat_tower_catalogue_tokens_item import CatTowerCatalogueTokensItem # noqa: PLC0415
        from ..models.cat_tower_catalogue_tower_base import CatTowerCatalogueTowerBase # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = CatTowerCatalogueCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        deck_size = d.pop("deck_size")

        fatty_cards = CatTowerCatalogueFattyCards.from_dict(d.pop("fatty_cards"))




        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in (_tokens):
            tokens_item = CatTowerCatalogueTokensItem.from_dict(tokens_item_data)



            tokens.append(tokens_item)


        die = []
        _die = d.pop("die")
        for die_item_data in (_die):
            die_item = CatTowerCatalogueDieItem.from_dict(die_item_data)



            die.append(die_item)


        hand_size = d.pop("hand_size")

        tower_base = CatTowerCatalogueTowerBase.from_dict(d.pop("tower_base"))




        physical_dice = d.pop("physical_dice")

        variant = d.pop("variant")

        cat_tower_catalogue = cls(
            cards=cards,
            deck_size=deck_size,
            fatty_cards=fatty_cards,
            tokens=tokens,
            die=die,
            hand_size=hand_size,
            tower_base=tower_base,
            physical_dice=physical_dice,
            variant=variant,
        )


        cat_tower_catalogue.additional_properties = d
        return cat_tower_catalogue

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
