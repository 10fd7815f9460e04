from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_session_create_response_bots_additional_property_type_0 import CatTowerSessionCreateResponseBotsAdditionalPropertyType0
from typing import cast






T = TypeVar("T", bound="CatTowerSessionCreateResponseBots")



@_attrs_define
class CatTowerSessionCreateResponseBots:
    """ Only for a session with bot seats: each one's level. The referee plays them.

     """

    additional_properties: dict[str, CatTowerSessionCreateResponseBotsAdditionalPropertyType0 | str] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, CatTowerSessionCreateResponseBotsAdditionalPropertyType0):
                field_dict[prop_name] = prop.value
            else:
                field_dict[prop_name] = prop


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cat_tower_session_create_response_bots = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> CatTowerSessionCreateResponseBotsAdditionalPropertyType0 | str:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    additional_property_type_0 = CatTowerSessionCreateResponseBotsAdditionalPropertyType0(data)



                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(CatTowerSessionCreateResponseBotsAdditionalPropertyType0 | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        cat_tower_session_create_response_bots.additional_properties = additional_properties
        return cat_tower_session_create_response_bots

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> CatTowerSessionCreateResponseBotsAdditionalPropertyType0 | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: CatTowerSessionCreateResponseBotsAdditionalPropertyType0 | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
