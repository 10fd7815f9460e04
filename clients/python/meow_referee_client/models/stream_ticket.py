from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StreamTicket")



@_attrs_define
class StreamTicket:
    """ 
        Attributes:
            ticket (str): Pass as `?ticket=` to open the stream (EventSource).
            seat (str): The seat whose stream it opens.
            expires_in (int): Seconds left to use it: it opens one stream.
     """

    ticket: str
    seat: str
    expires_in: int





    def to_dict(self) -> dict[str, Any]:
        ticket = self.ticket

        seat = self.seat

        expires_in = self.expires_in


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ticket": ticket,
            "seat": seat,
            "expires_in": expires_in,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ticket = d.pop("ticket")

        seat = d.pop("seat")

        expires_in = d.pop("expires_in")

        stream_ticket = cls(
            ticket=ticket,
            seat=seat,
            expires_in=expires_in,
        )

        return stream_ticket

