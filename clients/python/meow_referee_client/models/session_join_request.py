from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SessionJoinRequest")



@_attrs_define
class SessionJoinRequest:
    """ 
        Attributes:
            contribution (str): 16 to 64 bytes from the seat's own cryptographic random source, base64url: mixed into the
                seed, and shown in the proof.
     """

    contribution: str





    def to_dict(self) -> dict[str, Any]:
        contribution = self.contribution


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contribution": contribution,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contribution = d.pop("contribution")

        session_join_request = cls(
            contribution=contribution,
        )

        return session_join_request

