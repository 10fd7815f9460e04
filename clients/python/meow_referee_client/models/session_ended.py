from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_ended_reason import SessionEndedReason






T = TypeVar("T", bound="SessionEnded")



@_attrs_define
class SessionEnded:
    """ 
        Attributes:
            reason (SessionEndedReason): Ended by DELETE.
     """

    reason: SessionEndedReason





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = SessionEndedReason(d.pop("reason"))




        session_ended = cls(
            reason=reason,
        )

        return session_ended

