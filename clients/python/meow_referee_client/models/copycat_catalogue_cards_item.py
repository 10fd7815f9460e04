from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CopycatCatalogueCardsItem")



@_attrs_define
class CopycatCatalogueCardsItem:
    """ 
        Attributes:
            code (str):
            type_ (str): `number`, or `special` (three numbers).
            numbers (list[int]):
            meow_value (int):
            copies (int):
     """

    code: str
    type_: str
    numbers: list[int]
    meow_value: int
    copies: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        type_ = self.type_

        numbers = self.numbers



        meow_value = self.meow_value

        copies = self.copies


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "type": type_,
            "numbers": numbers,
            "meow_value": meow_value,
            "copies": copies,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        type_ = d.pop("type")

        numbers = cast(list[int], d.pop("numbers"))


        meow_value = d.pop("meow_value")

        copies = d.pop("copies")

        copycat_catalogue_cards_item = cls(
            code=code,
            type_=type_,
            numbers=numbers,
            meow_value=meow_value,
            copies=copies,
        )


        copycat_catalogue_cards_item.additional_properties = d
        return copycat_catalogue_cards_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
