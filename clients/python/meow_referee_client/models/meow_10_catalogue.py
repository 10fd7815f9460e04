from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_catalogue_cards_item import Meow10CatalogueCardsItem
  from ..models.meow_10_catalogue_hand_size import Meow10CatalogueHandSize





T = TypeVar("T", bound="Meow10Catalogue")



@_attrs_define
class Meow10Catalogue:
    """ Meow 10's cards, deck and scoring (GET /v1/games/meow10).

        Attributes:
            cards (list[Meow10CatalogueCardsItem]):
            deck_size (int):
            hand_size (Meow10CatalogueHandSize): Player count -> cards dealt to each.
            game_end_points (int): M9: the penalty that ends the game.
     """

    cards: list[Meow10CatalogueCardsItem]
    deck_size: int
    hand_size: Meow10CatalogueHandSize
    game_end_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_catalogue_cards_item import Meow10CatalogueCardsItem # noqa: PLC0415
        from ..models.meow_10_catalogue_hand_size import Meow10CatalogueHandSize # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        deck_size = self.deck_size

        hand_size = self.hand_size.to_dict()

        game_end_points = self.game_end_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "deck_size": deck_size,
            "hand_size": hand_size,
            "game_end_points": game_end_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_catalogue_cards_item import Meow10CatalogueCardsItem # noqa: PLC0415
        from ..models.meow_10_catalogue_hand_size import Meow10CatalogueHandSize # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = Meow10CatalogueCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        deck_size = d.pop("deck_size")

        hand_size = Meow10CatalogueHandSize.from_dict(d.pop("hand_size"))




        game_end_points = d.pop("game_end_points")

        meow_10_catalogue = cls(
            cards=cards,
            deck_size=deck_size,
            hand_size=hand_size,
            game_end_points=game_end_points,
        )


        meow_10_catalogue.additional_properties = d
        return meow_10_catalogue

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
