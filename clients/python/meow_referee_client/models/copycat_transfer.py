from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CopycatTransfer")



@_attrs_define
class CopycatTransfer:
    """ 
        Attributes:
            from_ (str):
            to (str):
            coins (int):
            loan (bool | Unset): A C10 loan (never multiplied by stakes).
     """

    from_: str
    to: str
    coins: int
    loan: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        coins = self.coins

        loan = self.loan


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "to": to,
            "coins": coins,
        })
        if loan is not UNSET:
            field_dict["loan"] = loan

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        coins = d.pop("coins")

        loan = d.pop("loan", UNSET)

        copycat_transfer = cls(
            from_=from_,
            to=to,
            coins=coins,
            loan=loan,
        )

        return copycat_transfer

