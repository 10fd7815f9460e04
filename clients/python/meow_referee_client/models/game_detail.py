from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_detail_catalogue import GameDetailCatalogue
  from ..models.game_detail_options import GameDetailOptions
  from ..models.game_detail_players import GameDetailPlayers
  from ..models.reason_code import ReasonCode





T = TypeVar("T", bound="GameDetail")



@_attrs_define
class GameDetail:
    """ 
        Attributes:
            id (str):
            name (str):
            players (GameDetailPlayers):
            options (GameDetailOptions): name -> {type, default, ...}
            catalogue (GameDetailCatalogue): Components in force.
            move_types (list[str]):
            reason_codes (list[ReasonCode]):
            event_types (list[str]):
            rules_version (int): The current rules version: what new games are played under.
            rules_versions (list[int]): Every rules version served: a state stamped with one, or a session created under
                one, is played under it to its end.
     """

    id: str
    name: str
    players: GameDetailPlayers
    options: GameDetailOptions
    catalogue: GameDetailCatalogue
    move_types: list[str]
    reason_codes: list[ReasonCode]
    event_types: list[str]
    rules_version: int
    rules_versions: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_detail_catalogue import GameDetailCatalogue # noqa: PLC0415
        from ..models.game_detail_options import GameDetailOptions # noqa: PLC0415
        from ..models.game_detail_players import GameDetailPlayers # noqa: PLC0415
        from ..models.reason_code import ReasonCode # noqa: PLC0415
        id = self.id

        name = self.name

        players = self.players.to_dict()

        options = self.options.to_dict()

        catalogue = self.catalogue.to_dict()

        move_types = self.move_types



        reason_codes = []
        for reason_codes_item_data in self.reason_codes:
            reason_codes_item = reason_codes_item_data.to_dict()
            reason_codes.append(reason_codes_item)



        event_types = self.event_types



        rules_version = self.rules_version

        rules_versions = self.rules_versions




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "players": players,
            "options": options,
            "catalogue": catalogue,
            "move_types": move_types,
            "reason_codes": reason_codes,
            "event_types": event_types,
            "rules_version": rules_version,
            "rules_versions": rules_versions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_detail_catalogue import GameDetailCatalogue # noqa: PLC0415
        from ..models.game_detail_options import GameDetailOptions # noqa: PLC0415
        from ..models.game_detail_players import GameDetailPlayers # noqa: PLC0415
        from ..models.reason_code import ReasonCode # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        players = GameDetailPlayers.from_dict(d.pop("players"))




        options = GameDetailOptions.from_dict(d.pop("options"))




        catalogue = GameDetailCatalogue.from_dict(d.pop("catalogue"))




        move_types = cast(list[str], d.pop("move_types"))


        reason_codes = []
        _reason_codes = d.pop("reason_codes")
        for reason_codes_item_data in (_reason_codes):
            reason_codes_item = ReasonCode.from_dict(reason_codes_item_data)



            reason_codes.append(reason_codes_item)


        event_types = cast(list[str], d.pop("event_types"))


        rules_version = d.pop("rules_version")

        rules_versions = cast(list[int], d.pop("rules_versions"))


        game_detail = cls(
            id=id,
            name=name,
            players=players,
            options=options,
            catalogue=catalogue,
            move_types=move_types,
            reason_codes=reason_codes,
            event_types=event_types,
            rules_version=rules_version,
            rules_versions=rules_versions,
        )

        return game_detail

