from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OptionDescription")



@_attrs_define
class OptionDescription:
    """ One option of the game: its JSON type and its default (the value a setup that does not name it gets), its allowed
    values or range where it has one.

        Attributes:
            type_ (str): The option's JSON type, e.g. `boolean`, `integer`, `string`, `array` or `object`.
            default (Any): The default, of the option's `type`.
            description (str):
            choices (list[int | str] | Unset): The values it may take, if listed.
            minimum (int | Unset):
            maximum (int | Unset):
     """

    type_: str
    default: Any
    description: str
    choices: list[int | str] | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        default = self.default

        description = self.description

        choices: list[int | str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = []
            for choices_item_data in self.choices:
                choices_item: int | str
                choices_item = choices_item_data
                choices.append(choices_item)



        minimum = self.minimum

        maximum = self.maximum


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "default": default,
            "description": description,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        default = d.pop("default")

        description = d.pop("description")

        _choices = d.pop("choices", UNSET)
        choices: list[int | str] | Unset = UNSET
        if _choices is not UNSET:
            choices = []
            for choices_item_data in _choices:
                def _parse_choices_item(data: object) -> int | str:
                    return cast(int | str, data)

                choices_item = _parse_choices_item(choices_item_data)

                choices.append(choices_item)


        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        option_description = cls(
            type_=type_,
            default=default,
            description=description,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
        )


        option_description.additional_properties = d
        return option_description

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
