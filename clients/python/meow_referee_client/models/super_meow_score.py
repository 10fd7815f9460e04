from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_score_rules_version import SuperMeowScoreRulesVersion
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_options import SuperMeowOptions
  from ..models.super_meow_score_hands import SuperMeowScoreHands





T = TypeVar("T", bound="SuperMeowScore")



@_attrs_define
class SuperMeowScore:
    """ 
        Attributes:
            players (list[str]):
            hands (SuperMeowScoreHands):
            options (SuperMeowOptions | Unset):
            rules_version (SuperMeowScoreRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (2). Every state the referee answers carries it.
     """

    players: list[str]
    hands: SuperMeowScoreHands
    options: SuperMeowOptions | Unset = UNSET
    rules_version: SuperMeowScoreRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        from ..models.super_meow_score_hands import SuperMeowScoreHands # noqa: PLC0415
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
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        from ..models.super_meow_score_hands import SuperMeowScoreHands # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = SuperMeowScoreHands.from_dict(d.pop("hands"))




        _options = d.pop("options", UNSET)
        options: SuperMeowOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SuperMeowOptions.from_dict(_options)




        _rules_version = d.pop("rules_version", UNSET)
        rules_version: SuperMeowScoreRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = SuperMeowScoreRulesVersion(_rules_version)




        super_meow_score = cls(
            players=players,
            hands=hands,
            options=options,
            rules_version=rules_version,
        )

        return super_meow_score

