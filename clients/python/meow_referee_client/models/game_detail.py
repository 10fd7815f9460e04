from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_catalogue import CatTowerCatalogue
  from ..models.copycat_catalogue import CopycatCatalogue
  from ..models.game_options import GameOptions
  from ..models.meow_10_catalogue import Meow10Catalogue
  from ..models.player_range import PlayerRange
  from ..models.reason_code import ReasonCode
  from ..models.super_meow_catalogue import SuperMeowCatalogue





T = TypeVar("T", bound="GameDetail")



@_attrs_define
class GameDetail:
    """ 
        Attributes:
            id (str):
            name (str):
            players (PlayerRange): How many players the game seats, at least and most.
            options (GameOptions): Each option's name -> what it takes (a setup's `options`).
            catalogue (CatTowerCatalogue | CopycatCatalogue | Meow10Catalogue | SuperMeowCatalogue): The components in
                force: the game's own catalogue.
            move_types (list[str]):
            reason_codes (list[ReasonCode]):
            event_types (list[str]):
            rules_version (int): The current rules version: what new games are played under.
            rules_versions (list[int]): Every rules version served: a state stamped with one, or a session created under
                one, is played under it to its end.
     """

    id: str
    name: str
    players: PlayerRange
    options: GameOptions
    catalogue: CatTowerCatalogue | CopycatCatalogue | Meow10Catalogue | SuperMeowCatalogue
    move_types: list[str]
    reason_codes: list[ReasonCode]
    event_types: list[str]
    rules_version: int
    rules_versions: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_catalogue import CatTowerCatalogue # noqa: PLC0415
        from ..models.copycat_catalogue import CopycatCatalogue # noqa: PLC0415
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.meow_10_catalogue import Meow10Catalogue # noqa: PLC0415
        from ..models.player_range import PlayerRange # noqa: PLC0415
        from ..models.reason_code import ReasonCode # noqa: PLC0415
        from ..models.super_meow_catalogue import SuperMeowCatalogue # noqa: PLC0415
        id = self.id

        name = self.name

        players = self.players.to_dict()

        options = self.options.to_dict()

        catalogue: dict[str, Any]
        if isinstance(self.catalogue, Meow10Catalogue):
            catalogue = self.catalogue.to_dict()
        elif isinstance(self.catalogue, CopycatCatalogue):
            catalogue = self.catalogue.to_dict()
        elif isinstance(self.catalogue, SuperMeowCatalogue):
            catalogue = self.catalogue.to_dict()
        else:
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
        from ..models.cat_tower_catalogue import CatTowerCatalogue # noqa: PLC0415
        from ..models.copycat_catalogue import CopycatCatalogue # noqa: PLC0415
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.meow_10_catalogue import Meow10Catalogue # noqa: PLC0415
        from ..models.player_range import PlayerRange # noqa: PLC0415
        from ..models.reason_code import ReasonCode # noqa: PLC0415
        from ..models.super_meow_catalogue import SuperMeowCatalogue # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        players = PlayerRange.from_dict(d.pop("players"))




        options = GameOptions.from_dict(d.pop("options"))




        def _parse_catalogue(data: object) -> CatTowerCatalogue | CopycatCatalogue | Meow10Catalogue | SuperMeowCatalogue:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_catalogue_type_0 = Meow10Catalogue.from_dict(data)



                return componentsschemas_catalogue_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_catalogue_type_1 = CopycatCatalogue.from_dict(data)



                return componentsschemas_catalogue_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_catalogue_type_2 = SuperMeowCatalogue.from_dict(data)



                return componentsschemas_catalogue_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_catalogue_type_3 = CatTowerCatalogue.from_dict(data)



            return componentsschemas_catalogue_type_3

        catalogue = _parse_catalogue(d.pop("catalogue"))


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

