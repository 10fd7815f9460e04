from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_ended_reason_type_0 import SessionEndedReasonType0
from typing import cast






T = TypeVar("T", bound="SessionEnded")



@_attrs_define
class SessionEnded:
    """ 
        Attributes:
            reason (SessionEndedReasonType0 | str): Ended by DELETE.
     """

    reason: SessionEndedReasonType0 | str





    def to_dict(self) -> dict[str, Any]:
        reason: str
        if isinstance(self.reason, SessionEndedReasonType0):
            reason = self.reason.value
        else:
            reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_reason(data: object) -> SessionEndedReasonType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = SessionEndedReasonType0(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(SessionEndedReasonType0 | str, data)

        reason = _parse_reason(d.pop("reason"))


        session_ended = cls(
            reason=reason,
        )

        return session_ended

