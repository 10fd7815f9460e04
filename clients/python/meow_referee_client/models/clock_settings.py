from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_settings_level import ClockSettingsLevel
from ..models.clock_settings_on_timeout import ClockSettingsOnTimeout
from ..types import UNSET, Unset






T = TypeVar("T", bound="ClockSettings")



@_attrs_define
class ClockSettings:
    """ 
        Attributes:
            turn_seconds (int): Seconds a person has for each turn, 5 to 86400; the deadline is set when the turn passes to
                them.
            on_timeout (ClockSettingsOnTimeout): `bot`: when a deadline passes, a bot plays that turn from the seat's view
                (logged `by: timeout`); a move sent later is a 409 `turn-timed-out`.
            level (ClockSettingsLevel | Unset): The bot that plays a timed-out turn; default `greedy`.
     """

    turn_seconds: int
    on_timeout: ClockSettingsOnTimeout
    level: ClockSettingsLevel | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        turn_seconds = self.turn_seconds

        on_timeout = self.on_timeout.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "turn_seconds": turn_seconds,
            "on_timeout": on_timeout,
        })
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn_seconds = d.pop("turn_seconds")

        on_timeout = ClockSettingsOnTimeout(d.pop("on_timeout"))




        _level = d.pop("level", UNSET)
        level: ClockSettingsLevel | Unset
        if isinstance(_level,  Unset):
            level = UNSET
        else:
            level = ClockSettingsLevel(_level)




        clock_settings = cls(
            turn_seconds=turn_seconds,
            on_timeout=on_timeout,
            level=level,
        )

        return clock_settings

