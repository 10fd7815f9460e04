from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_options_variant import CatTowerOptionsVariant
from ..types import UNSET, Unset






T = TypeVar("T", bound="CatTowerOptions")



@_attrs_define
class CatTowerOptions:
    """ 
        Attributes:
            physical_dice (bool | Unset): T3: the table reports each die face rolled and each token flipped. Default: False.
            variant (CatTowerOptionsVariant | Unset): T8: `rush` (Rush for the Fish) gives every player their own tower.
                Default: CatTowerOptionsVariant.STANDARD.
     """

    physical_dice: bool | Unset = False
    variant: CatTowerOptionsVariant | Unset = CatTowerOptionsVariant.STANDARD





    def to_dict(self) -> dict[str, Any]:
        physical_dice = self.physical_dice

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if physical_dice is not UNSET:
            field_dict["physical_dice"] = physical_dice
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        physical_dice = d.pop("physical_dice", UNSET)

        _variant = d.pop("variant", UNSET)
        variant: CatTowerOptionsVariant | Unset
        if isinstance(_variant,  Unset):
            variant = UNSET
        else:
            variant = CatTowerOptionsVariant(_variant)




        cat_tower_options = cls(
            physical_dice=physical_dice,
            variant=variant,
        )

        return cat_tower_options

