from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DealWaiting")



@_attrs_define
class DealWaiting:
    """ 
        Attributes:
            waiting_for (list[str]): The seats still to join, in seat order; empty once dealt. Until then `state` is null
                and nobody may move, list moves, stream or read a proof.
     """

    waiting_for: list[str]





    def to_dict(self) -> dict[str, Any]:
        waiting_for = self.waiting_for




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "waiting_for": waiting_for,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        waiting_for = cast(list[str], d.pop("waiting_for"))


        deal_waiting = cls(
            waiting_for=waiting_for,
        )

        return deal_waiting

