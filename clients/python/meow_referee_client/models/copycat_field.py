from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CopycatField")



@_attrs_define
class CopycatField:
    """ 
        Attributes:
            parent (str): Who led (C3).
            number (int):
            cards (list[str]): The lead, then every copy.
            copiers (list[str]):
     """

    parent: str
    number: int
    cards: list[str]
    copiers: list[str]





    def to_dict(self) -> dict[str, Any]:
        parent = self.parent

        number = self.number

        cards = self.cards



        copiers = self.copiers




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "parent": parent,
            "number": number,
            "cards": cards,
            "copiers": copiers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        parent = d.pop("parent")

        number = d.pop("number")

        cards = cast(list[str], d.pop("cards"))


        copiers = cast(list[str], d.pop("copiers"))


        copycat_field = cls(
            parent=parent,
            number=number,
            cards=cards,
            copiers=copiers,
        )

        return copycat_field

