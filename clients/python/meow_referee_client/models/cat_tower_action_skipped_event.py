from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_action_skipped_event_reason_type_0 import CatTowerActionSkippedEventReasonType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CatTowerActionSkippedEvent")



@_attrs_define
class CatTowerActionSkippedEvent:
    """ 
        Attributes:
            type_ (Literal['action_skipped']):
            player (str):
            reason (CatTowerActionSkippedEventReasonType0 | str):
     """

    type_: Literal['action_skipped']
    player: str
    reason: CatTowerActionSkippedEventReasonType0 | str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        reason: str
        if isinstance(self.reason, CatTowerActionSkippedEventReasonType0):
            reason = self.reason.value
        else:
            reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['action_skipped'] , d.pop("type"))
        if type_ != 'action_skipped':
            raise ValueError(f"type must match const 'action_skipped', got '{type_}'")

        player = d.pop("player")

        def _parse_reason(data: object) -> CatTowerActionSkippedEventReasonType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = CatTowerActionSkippedEventReasonType0(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerActionSkippedEventReasonType0 | str, data)

        reason = _parse_reason(d.pop("reason"))


        cat_tower_action_skipped_event = cls(
            type_=type_,
            player=player,
            reason=reason,
        )

        return cat_tower_action_skipped_event

