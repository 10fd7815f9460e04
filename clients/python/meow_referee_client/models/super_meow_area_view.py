from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SuperMeowAreaView")



@_attrs_define
class SuperMeowAreaView:
    """ 
        Attributes:
            backpack (int): Face down: its length.
            hand (int | list[str]): Slot 0, slot 1 to whoever may see it; else its length.
            washing_machine (list[str]): Face up.
     """

    backpack: int
    hand: int | list[str]
    washing_machine: list[str]





    def to_dict(self) -> dict[str, Any]:
        backpack = self.backpack

        hand: int | list[str]
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        washing_machine = self.washing_machine




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "backpack": backpack,
            "hand": hand,
            "washing_machine": washing_machine,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        backpack = d.pop("backpack")

        def _parse_hand(data: object) -> int | list[str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str], data)

        hand = _parse_hand(d.pop("hand"))


        washing_machine = cast(list[str], d.pop("washing_machine"))


        super_meow_area_view = cls(
            backpack=backpack,
            hand=hand,
            washing_machine=washing_machine,
        )

        return super_meow_area_view

