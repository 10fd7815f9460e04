from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_session_response_bots_additional_property_type_0 import CopycatSessionResponseBotsAdditionalPropertyType0
from typing import cast






T = TypeVar("T", bound="CopycatSessionResponseBots")



@_attrs_define
class CopycatSessionResponseBots:
    """ Only for a session with bot seats: each one's level. The referee plays them.

     """

    additional_properties: dict[str, CopycatSessionResponseBotsAdditionalPropertyType0 | str] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, CopycatSessionResponseBotsAdditionalPropertyType0):
                field_dict[prop_name] = prop.value
            else:
                field_dict[prop_name] = prop


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copycat_session_response_bots = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> CopycatSessionResponseBotsAdditionalPropertyType0 | str:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    additional_property_type_0 = CopycatSessionResponseBotsAdditionalPropertyType0(data)



                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(CopycatSessionResponseBotsAdditionalPropertyType0 | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        copycat_session_response_bots.additional_properties = additional_properties
        return copycat_session_response_bots

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> CopycatSessionResponseBotsAdditionalPropertyType0 | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: CopycatSessionResponseBotsAdditionalPropertyType0 | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
