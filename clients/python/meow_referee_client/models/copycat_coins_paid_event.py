from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="CopycatCoinsPaidEvent")



@_attrs_define
class CopycatCoinsPaidEvent:
    """ 
        Attributes:
            type_ (Literal['coins_paid']):
            from_ (str):
            to (str):
            coins (int):
            loan (bool | Unset): A C10 loan; absent otherwise.
     """

    type_: Literal['coins_paid']
    from_: str
    to: str
    coins: int
    loan: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        from_ = self.from_

        to = self.to

        coins = self.coins

        loan = self.loan


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
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
        type_ = cast(Literal['coins_paid'] , d.pop("type"))
        if type_ != 'coins_paid':
            raise ValueError(f"type must match const 'coins_paid', got '{type_}'")

        from_ = d.pop("from")

        to = d.pop("to")

        coins = d.pop("coins")

        loan = d.pop("loan", UNSET)

        copycat_coins_paid_event = cls(
            type_=type_,
            from_=from_,
            to=to,
            coins=coins,
            loan=loan,
        )

        return copycat_coins_paid_event

