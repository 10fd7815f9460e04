from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.cat_tower_cards_redistributed_event_counts import CatTowerCardsRedistributedEventCounts





T = TypeVar("T", bound="CatTowerCardsRedistributedEvent")



@_attrs_define
class CatTowerCardsRedistributedEvent:
    """ 
        Attributes:
            type_ (Literal['cards_redistributed']):
            player (str):
            counts (CatTowerCardsRedistributedEventCounts):
     """

    type_: Literal['cards_redistributed']
    player: str
    counts: CatTowerCardsRedistributedEventCounts





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_cards_redistributed_event_counts import CatTowerCardsRedistributedEventCounts # noqa: PLC0415
        type_ = self.type_

        player = self.player

        counts = self.counts.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "counts": counts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_cards_redistributed_event_counts import CatTowerCardsRedistributedEventCounts # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['cards_redistributed'] , d.pop("type"))
        if type_ != 'cards_redistributed':
            raise ValueError(f"type must match const 'cards_redistributed', got '{type_}'")

        player = d.pop("player")

        counts = CatTowerCardsRedistributedEventCounts.from_dict(d.pop("counts"))




        cat_tower_cards_redistributed_event = cls(
            type_=type_,
            player=player,
            counts=counts,
        )

        return cat_tower_cards_redistributed_event

