from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_options_in_force_next_starter_type_0 import Meow10OptionsInForceNextStarterType0
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_options_in_force_types_item import Meow10OptionsInForceTypesItem





T = TypeVar("T", bound="Meow10OptionsInForce")



@_attrs_define
class Meow10OptionsInForce:
    """ 
        Attributes:
            types (list[Meow10OptionsInForceTypesItem]): M1: the 10 cat types as {id, color}; two types may share a colour.
            next_starter (Meow10OptionsInForceNextStarterType0 | str): M8: who starts the next round: most cumulative
                penalty, or most this round. Default: Meow10OptionsInForceNextStarterType0.CUMULATIVE.
     """

    types: list[Meow10OptionsInForceTypesItem]
    next_starter: Meow10OptionsInForceNextStarterType0 | str = Meow10OptionsInForceNextStarterType0.CUMULATIVE





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_options_in_force_types_item import Meow10OptionsInForceTypesItem # noqa: PLC0415
        types = []
        for types_item_data in self.types:
            types_item = types_item_data.to_dict()
            types.append(types_item)



        next_starter: str
        if isinstance(self.next_starter, Meow10OptionsInForceNextStarterType0):
            next_starter = self.next_starter.value
        else:
            next_starter = self.next_starter


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "types": types,
            "next_starter": next_starter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_options_in_force_types_item import Meow10OptionsInForceTypesItem # noqa: PLC0415
        d = dict(src_dict)
        types = []
        _types = d.pop("types")
        for types_item_data in (_types):
            types_item = Meow10OptionsInForceTypesItem.from_dict(types_item_data)



            types.append(types_item)


        def _parse_next_starter(data: object) -> Meow10OptionsInForceNextStarterType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_starter_type_0 = Meow10OptionsInForceNextStarterType0(data)



                return next_starter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Meow10OptionsInForceNextStarterType0 | str, data)

        next_starter = _parse_next_starter(d.pop("next_starter"))


        meow_10_options_in_force = cls(
            types=types,
            next_starter=next_starter,
        )

        return meow_10_options_in_force

