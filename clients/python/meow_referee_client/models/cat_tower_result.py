from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_result_end_type_0 import CatTowerResultEndType0
from typing import cast






T = TypeVar("T", bound="CatTowerResult")



@_attrs_define
class CatTowerResult:
    """ 
        Attributes:
            end (CatTowerResultEndType0 | str):
            winner (str):
     """

    end: CatTowerResultEndType0 | str
    winner: str





    def to_dict(self) -> dict[str, Any]:
        end: str
        if isinstance(self.end, CatTowerResultEndType0):
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
        def _parse_end(data: object) -> CatTowerResultEndType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = CatTowerResultEndType0(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerResultEndType0 | str, data)

        end = _parse_end(d.pop("end"))


        winner = d.pop("winner")

        cat_tower_result = cls(
            end=end,
            winner=winner,
        )

        return cat_tower_result

