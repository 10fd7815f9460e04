from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_options_in_force_variant_type_0 import CatTowerOptionsInForceVariantType0
from typing import cast






T = TypeVar("T", bound="CatTowerOptionsInForce")



@_attrs_define
class CatTowerOptionsInForce:
    """ 
        Attributes:
            physical_dice (bool): T3: the table reports each die face rolled and each token flipped. Default: False.
            variant (CatTowerOptionsInForceVariantType0 | str): T8: `rush` (Rush for the Fish) gives every player their own
                tower. Default: CatTowerOptionsInForceVariantType0.STANDARD.
     """

    physical_dice: bool = False
    variant: CatTowerOptionsInForceVariantType0 | str = CatTowerOptionsInForceVariantType0.STANDARD





    def to_dict(self) -> dict[str, Any]:
        physical_dice = self.physical_dice

        variant: str
        if isinstance(self.variant, CatTowerOptionsInForceVariantType0):
            variant = self.variant.value
        else:
            variant = self.variant


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "physical_dice": physical_dice,
            "variant": variant,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        physical_dice = d.pop("physical_dice")

        def _parse_variant(data: object) -> CatTowerOptionsInForceVariantType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_0 = CatTowerOptionsInForceVariantType0(data)



                return variant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerOptionsInForceVariantType0 | str, data)

        variant = _parse_variant(d.pop("variant"))


        cat_tower_options_in_force = cls(
            physical_dice=physical_dice,
            variant=variant,
        )

        return cat_tower_options_in_force

