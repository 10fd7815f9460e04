from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_catalogue_cards_item import CopycatCatalogueCardsItem
  from ..models.copycat_catalogue_coin_amounts import CopycatCatalogueCoinAmounts
  from ..models.copycat_catalogue_games_per_set import CopycatCatalogueGamesPerSet
  from ..models.copycat_catalogue_hand_size import CopycatCatalogueHandSize
  from ..models.copycat_catalogue_rank_bonus import CopycatCatalogueRankBonus





T = TypeVar("T", bound="CopycatCatalogue")



@_attrs_define
class CopycatCatalogue:
    """ Copy Cat Meow's cards, coins and bonuses (GET /v1/games/copycat).

        Attributes:
            cards (list[CopycatCatalogueCardsItem]):
            deck_size (int):
            decks (int):
            starting_coins (int):
            hand_size (CopycatCatalogueHandSize): Player count (`3+`: three and more) -> cards dealt.
            games_per_set (CopycatCatalogueGamesPerSet): Player count -> games in a set (or how many).
            coin_amounts (CopycatCatalogueCoinAmounts): What each payment of the rules is, in coins.
            meow_hand_limit (int):
            rank_bonus (CopycatCatalogueRankBonus): Player count -> each rank's bonus, first first.
     """

    cards: list[CopycatCatalogueCardsItem]
    deck_size: int
    decks: int
    starting_coins: int
    hand_size: CopycatCatalogueHandSize
    games_per_set: CopycatCatalogueGamesPerSet
    coin_amounts: CopycatCatalogueCoinAmounts
    meow_hand_limit: int
    rank_bonus: CopycatCatalogueRankBonus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_catalogue_cards_item import CopycatCatalogueCardsItem # noqa: PLC0415
        from ..models.copycat_catalogue_coin_amounts import CopycatCatalogueCoinAmounts # noqa: PLC0415
        from ..models.copycat_catalogue_games_per_set import CopycatCatalogueGamesPerSet # noqa: PLC0415
        from ..models.copycat_catalogue_hand_size import CopycatCatalogueHandSize # noqa: PLC0415
        from ..models.copycat_catalogue_rank_bonus import CopycatCatalogueRankBonus # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        deck_size = self.deck_size

        decks = self.decks

        starting_coins = self.starting_coins

        hand_size = self.hand_size.to_dict()

        games_per_set = self.games_per_set.to_dict()

        coin_amounts = self.coin_amounts.to_dict()

        meow_hand_limit = self.meow_hand_limit

        rank_bonus = self.rank_bonus.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "deck_size": deck_size,
            "decks": decks,
            "starting_coins": starting_coins,
            "hand_size": hand_size,
            "games_per_set": games_per_set,
            "coin_amounts": coin_amounts,
            "meow_hand_limit": meow_hand_limit,
            "rank_bonus": rank_bonus,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_catalogue_cards_item import CopycatCatalogueCardsItem # noqa: PLC0415
        from ..models.copycat_catalogue_coin_amounts import CopycatCatalogueCoinAmounts # noqa: PLC0415
        from ..models.copycat_catalogue_games_per_set import CopycatCatalogueGamesPerSet # noqa: PLC0415
        from ..models.copycat_catalogue_hand_size import CopycatCatalogueHandSize # noqa: PLC0415
        from ..models.copycat_catalogue_rank_bonus import CopycatCatalogueRankBonus # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = CopycatCatalogueCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        deck_size = d.pop("deck_size")

        decks = d.pop("decks")

        starting_coins = d.pop("starting_coins")

        hand_size = CopycatCatalogueHandSize.from_dict(d.pop("hand_size"))




        games_per_set = CopycatCatalogueGamesPerSet.from_dict(d.pop("games_per_set"))




        coin_amounts = CopycatCatalogueCoinAmounts.from_dict(d.pop("coin_amounts"))




        meow_hand_limit = d.pop("meow_hand_limit")

        rank_bonus = CopycatCatalogueRankBonus.from_dict(d.pop("rank_bonus"))




        copycat_catalogue = cls(
            cards=cards,
            deck_size=deck_size,
            decks=decks,
            starting_coins=starting_coins,
            hand_size=hand_size,
            games_per_set=games_per_set,
            coin_amounts=coin_amounts,
            meow_hand_limit=meow_hand_limit,
            rank_bonus=rank_bonus,
        )


        copycat_catalogue.additional_properties = d
        return copycat_catalogue

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
