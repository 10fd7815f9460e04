from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_range import PlayerRange





T = TypeVar("T", bound="GameSummary")



@_attrs_define
class GameSummary:
    """ 
        Attributes:
            id (str):
            name (str):
            players (PlayerRange): How many players the game seats, at least and most.
     """

    id: str
    name: str
    players: PlayerRange





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_range import PlayerRange # noqa: PLC0415
        id = self.id

        name = self.name

        players = self.players.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_range import PlayerRange # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        players = PlayerRange.from_dict(d.pop("players"))




        game_summary = cls(
            id=id,
            name=name,
            players=players,
        )

        return game_summary

