from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="OutcomeScores")



@_attrs_define
class OutcomeScores:
    """ Every player's running standing in the game's own terms (docs/games/): Meow 10 their penalty points (the fewest
    win); Copy Cat the match's coins, or with sets its set points, which may be fractions (the most win); Super Meow 1
    for the player who took the Super Meow card; Cat Tower the cards each still holds (the first to hold none wins).
    Empty before a seats' deal.

     """

    additional_properties: dict[str, float] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome_scores = cls(
        )


        outcome_scores.additional_properties = d
        return outcome_scores

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> float:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: float) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
