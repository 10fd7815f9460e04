from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_mouse_used_event_slot_type_0 import SuperMeowMouseUsedEventSlotType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowMouseUsedEvent")



@_attrs_define
class SuperMeowMouseUsedEvent:
    """ 
        Attributes:
            type_ (Literal['mouse_used']):
            player (str):
            target (str):
            slot (int | SuperMeowMouseUsedEventSlotType0):
            card (str): The picked card, flipped face up.
            stolen (bool):
     """

    type_: Literal['mouse_used']
    player: str
    target: str
    slot: int | SuperMeowMouseUsedEventSlotType0
    card: str
    stolen: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        target = self.target

        slot: int
        if isinstance(self.slot, SuperMeowMouseUsedEventSlotType0):
            slot = self.slot.value
        else:
            slot = self.slot

        card = self.card

        stolen = self.stolen


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "target": target,
            "slot": slot,
            "card": card,
            "stolen": stolen,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['mouse_used'] , d.pop("type"))
        if type_ != 'mouse_used':
            raise ValueError(f"type must match const 'mouse_used', got '{type_}'")

        player = d.pop("player")

        target = d.pop("target")

        def _parse_slot(data: object) -> int | SuperMeowMouseUsedEventSlotType0:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                slot_type_0 = SuperMeowMouseUsedEventSlotType0(data)



                return slot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SuperMeowMouseUsedEventSlotType0, data)

        slot = _parse_slot(d.pop("slot"))


        card = d.pop("card")

        stolen = d.pop("stolen")

        super_meow_mouse_used_event = cls(
            type_=type_,
            player=player,
            target=target,
            slot=slot,
            card=card,
            stolen=stolen,
        )

        return super_meow_mouse_used_event

