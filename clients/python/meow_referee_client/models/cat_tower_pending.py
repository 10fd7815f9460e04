from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_pending_action import CatTowerPendingAction
from ..models.cat_tower_pending_kind import CatTowerPendingKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CatTowerPending")



@_attrs_define
class CatTowerPending:
    """ 
        Attributes:
            action (CatTowerPendingAction):
            player (None | str): null: any player (Rush).
            kind (CatTowerPendingKind | Unset): stack
            remaining (int | Unset): stack
            upside_down (bool | Unset): stack: Dried Fish.
            card (str | Unset): stack: the Cat Paws card to stack.
            to (str | Unset): give: the fixed recipient (Cat Paws token).
     """

    action: CatTowerPendingAction
    player: None | str
    kind: CatTowerPendingKind | Unset = UNSET
    remaining: int | Unset = UNSET
    upside_down: bool | Unset = UNSET
    card: str | Unset = UNSET
    to: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        player: None | str
        player = self.player

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        remaining = self.remaining

        upside_down = self.upside_down

        card = self.card

        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "player": player,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if remaining is not UNSET:
            field_dict["remaining"] = remaining
        if upside_down is not UNSET:
            field_dict["upside_down"] = upside_down
        if card is not UNSET:
            field_dict["card"] = card
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = CatTowerPendingAction(d.pop("action"))




        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))


        _kind = d.pop("kind", UNSET)
        kind: CatTowerPendingKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = CatTowerPendingKind(_kind)




        remaining = d.pop("remaining", UNSET)

        upside_down = d.pop("upside_down", UNSET)

        card = d.pop("card", UNSET)

        to = d.pop("to", UNSET)

        cat_tower_pending = cls(
            action=action,
            player=player,
            kind=kind,
            remaining=remaining,
            upside_down=upside_down,
            card=card,
            to=to,
        )

        return cat_tower_pending

