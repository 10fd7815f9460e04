from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_change_bot import SeatChangeBot






T = TypeVar("T", bound="SeatChange")



@_attrs_define
class SeatChange:
    """ 
        Attributes:
            bot (SeatChangeBot): A bot level to hand the seat to a bot, or null to hand it back to a person (its token).
     """

    bot: SeatChangeBot





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = SeatChangeBot(d.pop("bot"))




        seat_change = cls(
            bot=bot,
        )

        return seat_change

