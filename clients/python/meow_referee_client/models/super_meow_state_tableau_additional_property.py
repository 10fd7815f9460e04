from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SuperMeowStateTableauAdditionalProperty")



@_attrs_define
class SuperMeowStateTableauAdditionalProperty:
    """ 
        Attributes:
            backpack (list[str]): Face down; index 0 is the top.
            hand (list[str]): Slot 0, slot 1.
            washing_machine (list[str]): Face up.
     """

    backpack: list[str]
    hand: list[str]
    washing_machine: list[str]





    def to_dict(self) -> dict[str, Any]:
        backpack = self.backpack



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
        backpack = cast(list[str], d.pop("backpack"))


        hand = cast(list[str], d.pop("hand"))


        washing_machine = cast(list[str], d.pop("washing_machine"))


        super_meow_state_tableau_additional_property = cls(
            backpack=backpack,
            hand=hand,
            washing_machine=washing_machine,
        )

        return super_meow_state_tableau_additional_property

