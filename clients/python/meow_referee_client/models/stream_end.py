from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_end_reason import StreamEndReason






T = TypeVar("T", bound="StreamEnd")



@_attrs_define
class StreamEnd:
    """ 
        Attributes:
            reason (StreamEndReason):
            version (int): The last version sent.
     """

    reason: StreamEndReason
    version: int





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

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
        reason = StreamEndReason(d.pop("reason"))




        version = d.pop("version")

        stream_end = cls(
            reason=reason,
            version=version,
        )

        return stream_end

