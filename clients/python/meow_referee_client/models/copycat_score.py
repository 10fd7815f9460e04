from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_score_rules_version import CopycatScoreRulesVersion
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_options import CopycatOptions
  from ..models.copycat_score_coins import CopycatScoreCoins
  from ..models.copycat_score_hands import CopycatScoreHands





T = TypeVar("T", bound="CopycatScore")



@_attrs_define
class CopycatScore:
    """ 
        Attributes:
            players (list[str]):
            hands (CopycatScoreHands):
            coins (CopycatScoreCoins):
            declarer (str | Unset): With a declarer: the Meow outcome (C7).
            game_number (int | Unset): Decides stakes and direction (C12); default 1.
            options (CopycatOptions | Unset):
            rules_version (CopycatScoreRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (2). Every state the referee answers carries it.
     """

    players: list[str]
    hands: CopycatScoreHands
    coins: CopycatScoreCoins
    declarer: str | Unset = UNSET
    game_number: int | Unset = UNSET
    options: CopycatOptions | Unset = UNSET
    rules_version: CopycatScoreRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        from ..models.copycat_score_coins import CopycatScoreCoins # noqa: PLC0415
        from ..models.copycat_score_hands import CopycatScoreHands # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        coins = self.coins.to_dict()

        declarer = self.declarer

        game_number = self.game_number

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
            "coins": coins,
        })
        if declarer is not UNSET:
            field_dict["declarer"] = declarer
        if game_number is not UNSET:
            field_dict["game_number"] = game_number
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        from ..models.copycat_score_coins import CopycatScoreCoins # noqa: PLC0415
        from ..models.copycat_score_hands import CopycatScoreHands # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = CopycatScoreHands.from_dict(d.pop("hands"))




        coins = CopycatScoreCoins.from_dict(d.pop("coins"))




        declarer = d.pop("declarer", UNSET)

        game_number = d.pop("game_number", UNSET)

        _options = d.pop("options", UNSET)
        options: CopycatOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CopycatOptions.from_dict(_options)




        _rules_version = d.pop("rules_version", UNSET)
        rules_version: CopycatScoreRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = CopycatScoreRulesVersion(_rules_version)




        copycat_score = cls(
            players=players,
            hands=hands,
            coins=coins,
            declarer=declarer,
            game_number=game_number,
            options=options,
            rules_version=rules_version,
        )

        return copycat_score

