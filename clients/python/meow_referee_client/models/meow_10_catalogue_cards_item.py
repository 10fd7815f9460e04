from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Meow10CatalogueCardsItem")



@_attrs_define
class Meow10CatalogueCardsItem:
    """ 
        Attributes:
            code (str):
            type_ (None | str): Null: the rainbow.
            number (int | None): Null: the rainbow.
            color (None | str): Null: the rainbow.
            copies (int):
     """

    code: str
    type_: None | str
    number: int | None
    color: None | str
    copies: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        type_: None | str
        type_ = self.type_

        number: int | None
        number = self.number

        color: None | str
        color = self.color

        copies = self.copies


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "type": type_,
            "number": number,
            "color": color,
            "copies": copies,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        def _parse_type_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        type_ = _parse_type_(d.pop("type"))


        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))


        def _parse_color(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        color = _parse_color(d.pop("color"))


        copies = d.pop("copies")

        meow_10_catalogue_cards_item = cls(
            code=code,
            type_=type_,
            number=number,
            color=color,
            copies=copies,
        )


        meow_10_catalogue_cards_item.additional_properties = d
        return meow_10_catalogue_cards_item

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
