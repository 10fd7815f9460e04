from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_result_end_type_0 import SuperMeowResultEndType0
from typing import cast






T = TypeVar("T", bound="SuperMeowResult")



@_attrs_define
class SuperMeowResult:
    """ 
        Attributes:
            end (str | SuperMeowResultEndType0):
            winner (str):
     """

    end: str | SuperMeowResultEndType0
    winner: str





    def to_dict(self) -> dict[str, Any]:
        end: str
        if isinstance(self.end, SuperMeowResultEndType0):
            end = self.end.value
        else:
            end = self.end

        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "end": end,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_end(data: object) -> str | SuperMeowResultEndType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = SuperMeowResultEndType0(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | SuperMeowResultEndType0, data)

        end = _parse_end(d.pop("end"))


        winner = d.pop("winner")

        super_meow_result = cls(
            end=end,
            winner=winner,
        )

        return super_meow_result

