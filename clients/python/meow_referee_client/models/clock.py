from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ 
        Attributes:
            seat (str): The person whose turn it is.
            deadline (datetime.datetime): When the turn ends (UTC, milliseconds); past it, the session's `on_timeout`
                applies once.
     """

    seat: str
    deadline: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        deadline = self.deadline.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "deadline": deadline,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        deadline = datetime.datetime.fromisoformat(d.pop("deadline"))




        clock = cls(
            seat=seat,
            deadline=deadline,
        )

        return clock

