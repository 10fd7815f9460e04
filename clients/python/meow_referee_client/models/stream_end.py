from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_end_reason_type_0 import StreamEndReasonType0
from typing import cast






T = TypeVar("T", bound="StreamEnd")



@_attrs_define
class StreamEnd:
    """ 
        Attributes:
            reason (str | StreamEndReasonType0):
            version (int): The last version sent.
     """

    reason: str | StreamEndReasonType0
    version: int





    def to_dict(self) -> dict[str, Any]:
        reason: str
        if isinstance(self.reason, StreamEndReasonType0):
            reason = self.reason.value
        else:
            reason = self.reason

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_reason(data: object) -> str | StreamEndReasonType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = StreamEndReasonType0(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | StreamEndReasonType0, data)

        reason = _parse_reason(d.pop("reason"))


        version = d.pop("version")

        stream_end = cls(
            reason=reason,
            version=version,
        )

        return stream_end

