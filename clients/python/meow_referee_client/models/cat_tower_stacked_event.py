from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_stacked_event_kind_type_0 import CatTowerStackedEventKindType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerStackedEvent")



@_attrs_define
class CatTowerStackedEvent:
    """ 
        Attributes:
            type_ (Literal['stacked']):
            player (str):
            kind (CatTowerStackedEventKindType0 | str):
            upside_down (bool):
            card (str | Unset): A cat card; absent for fatty.
     """

    type_: Literal['stacked']
    player: str
    kind: CatTowerStackedEventKindType0 | str
    upside_down: bool
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        kind: str
        if isinstance(self.kind, CatTowerStackedEventKindType0):
            kind = self.kind.value
        else:
            kind = self.kind

        upside_down = self.upside_down

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "kind": kind,
            "upside_down": upside_down,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['stacked'] , d.pop("type"))
        if type_ != 'stacked':
            raise ValueError(f"type must match const 'stacked', got '{type_}'")

        player = d.pop("player")

        def _parse_kind(data: object) -> CatTowerStackedEventKindType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = CatTowerStackedEventKindType0(data)



                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerStackedEventKindType0 | str, data)

        kind = _parse_kind(d.pop("kind"))


        upside_down = d.pop("upside_down")

        card = d.pop("card", UNSET)

        cat_tower_stacked_event = cls(
            type_=type_,
            player=player,
            kind=kind,
            upside_down=upside_down,
            card=card,
        )

        return cat_tower_stacked_event

