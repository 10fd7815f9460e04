from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Meow10OptionsTypesItem")



@_attrs_define
class Meow10OptionsTypesItem:
    """ 
        Attributes:
            id (str):
            color (str):
     """

    id: str
    color: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        color = self.color


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "color": color,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        color = d.pop("color")

        meow_10_options_types_item = cls(
            id=id,
            color=color,
        )

        return meow_10_options_types_item

