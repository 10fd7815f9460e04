from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_score_rules_version import Meow10ScoreRulesVersion
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_options import Meow10Options
  from ..models.meow_10_score_hands import Meow10ScoreHands
  from ..models.meow_10_score_totals import Meow10ScoreTotals





T = TypeVar("T", bound="Meow10Score")



@_attrs_define
class Meow10Score:
    """ 
        Attributes:
            players (list[str]):
            hands (Meow10ScoreHands):
            totals (Meow10ScoreTotals | Unset): Cumulative totals before this round.
            starter (str | Unset): This round's starter, for M8 ties.
            options (Meow10Options | Unset):
            rules_version (Meow10ScoreRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (1). Every state the referee answers carries it.
     """

    players: list[str]
    hands: Meow10ScoreHands
    totals: Meow10ScoreTotals | Unset = UNSET
    starter: str | Unset = UNSET
    options: Meow10Options | Unset = UNSET
    rules_version: Meow10ScoreRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_options import Meow10Options # noqa: PLC0415
        from ..models.meow_10_score_hands import Meow10ScoreHands # noqa: PLC0415
        from ..models.meow_10_score_totals import Meow10ScoreTotals # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        totals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals.to_dict()

        starter = self.starter

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
        if totals is not UNSET:
            field_dict["totals"] = totals
        if starter is not UNSET:
            field_dict["starter"] = starter
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_options import Meow10Options # noqa: PLC0415
        from ..models.meow_10_score_hands import Meow10ScoreHands # noqa: PLC0415
        from ..models.meow_10_score_totals import Meow10ScoreTotals # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = Meow10ScoreHands.from_dict(d.pop("hands"))




        _totals = d.pop("totals", UNSET)
        totals: Meow10ScoreTotals | Unset
        if isinstance(_totals,  Unset):
            totals = UNSET
        else:
            totals = Meow10ScoreTotals.from_dict(_totals)




        starter = d.pop("starter", UNSET)

        _options = d.pop("options", UNSET)
        options: Meow10Options | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = Meow10Options.from_dict(_options)




        _rules_version = d.pop("rules_version", UNSET)
        rules_version: Meow10ScoreRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = Meow10ScoreRulesVersion(_rules_version)




        meow_10_score = cls(
            players=players,
            hands=hands,
            totals=totals,
            starter=starter,
            options=options,
            rules_version=rules_version,
        )

        return meow_10_score

