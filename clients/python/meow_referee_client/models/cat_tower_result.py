from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_result_end import CatTowerResultEnd






T = TypeVar("T", bound="CatTowerResult")



@_attrs_define
class CatTowerResult:
    """ 
        Attributes:
            end (CatTowerResultEnd):
            winner (str):
     """

    end: CatTowerResultEnd
    winner: str





    def to_dict(self) -> dict[str, Any]:
        end = self.end.value

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
        end = CatTowerResultEnd(d.pop("end"))




        winner = d.pop("winner")

        cat_tower_result = cls(
            end=end,
            winner=winner,
        )

        return cat_tower_result

