from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_options_next_starter import Meow10OptionsNextStarter
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_options_types_item import Meow10OptionsTypesItem





T = TypeVar("T", bound="Meow10Options")



@_attrs_define
class Meow10Options:
    """ 
        Attributes:
            types (list[Meow10OptionsTypesItem] | Unset): M1: the 10 cat types as {id, color}; two types may share a colour.
            next_starter (Meow10OptionsNextStarter | Unset): M8: who starts the next round: most cumulative penalty, or most
                this round. Default: Meow10OptionsNextStarter.CUMULATIVE.
     """

    types: list[Meow10OptionsTypesItem] | Unset = UNSET
    next_starter: Meow10OptionsNextStarter | Unset = Meow10OptionsNextStarter.CUMULATIVE





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_options_types_item import Meow10OptionsTypesItem # noqa: PLC0415
        types: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.types, Unset):
            types = []
            for types_item_data in self.types:
                types_item = types_item_data.to_dict()
                types.append(types_item)



        next_starter: str | Unset = UNSET
        if not isinstance(self.next_starter, Unset):
            next_starter = self.next_starter.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if types is not UNSET:
            field_dict["types"] = types
        if next_starter is not UNSET:
            field_dict["next_starter"] = next_starter

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_options_types_item import Meow10OptionsTypesItem # noqa: PLC0415
        d = dict(src_dict)
        _types = d.pop("types", UNSET)
        types: list[Meow10OptionsTypesItem] | Unset = UNSET
        if _types is not UNSET:
            types = []
            for types_item_data in _types:
                types_item = Meow10OptionsTypesItem.from_dict(types_item_data)



                types.append(types_item)


        _next_starter = d.pop("next_starter", UNSET)
        next_starter: Meow10OptionsNextStarter | Unset
        if isinstance(_next_starter,  Unset):
            next_starter = UNSET
        else:
            next_starter = Meow10OptionsNextStarter(_next_starter)




        meow_10_options = cls(
            types=types,
            next_starter=next_starter,
        )

        return meow_10_options

