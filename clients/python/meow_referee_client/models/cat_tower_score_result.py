from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CatTowerScoreResult")



@_attrs_define
class CatTowerScoreResult:
    """ 
        Attributes:
            winners (list[str]):
     """

    winners: list[str]





    def to_dict(self) -> dict[str, Any]:
        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[str], d.pop("winners"))


        cat_tower_score_result = cls(
            winners=winners,
        )

        return cat_tower_score_result

