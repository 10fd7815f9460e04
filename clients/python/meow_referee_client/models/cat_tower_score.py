from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_score_rules_version import CatTowerScoreRulesVersion
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_options import CatTowerOptions
  from ..models.cat_tower_score_hands import CatTowerScoreHands





T = TypeVar("T", bound="CatTowerScore")



@_attrs_define
class CatTowerScore:
    """ 
        Attributes:
            players (list[str]):
            hands (CatTowerScoreHands):
            options (CatTowerOptions | Unset):
            rules_version (CatTowerScoreRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (1). Every state the referee answers carries it.
     """

    players: list[str]
    hands: CatTowerScoreHands
    options: CatTowerOptions | Unset = UNSET
    rules_version: CatTowerScoreRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_options import CatTowerOptions # noqa: PLC0415
        from ..models.cat_tower_score_hands import CatTowerScoreHands # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rules_version: int | Unset = UNSET
        if not isinstance(self.rules_version, Unset):
            rules_version = self.rules_version.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "hands": hands,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_options import CatTowerOptions # noqa: PLC0415
        from ..models.cat_tower_score_hands import CatTowerScoreHands # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = CatTowerScoreHands.from_dict(d.pop("hands"))




        _options = d.pop("options", UNSET)
        options: CatTowerOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CatTowerOptions.from_dict(_options)




        _rules_version = d.pop("rules_version", UNSET)
        rules_version: CatTowerScoreRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = CatTowerScoreRulesVersion(_rules_version)




        cat_tower_score = cls(
            players=players,
            hands=hands,
            options=options,
            rules_version=rules_version,
        )

        return cat_tower_score

