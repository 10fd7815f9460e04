from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

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
     """

    players: list[str]
    hands: CatTowerScoreHands
    options: CatTowerOptions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_options import CatTowerOptions # noqa: PLC0415
        from ..models.cat_tower_score_hands import CatTowerScoreHands # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "hands": hands,
        })
        if options is not UNSET:
            field_dict["options"] = options

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




        cat_tower_score = cls(
            players=players,
            hands=hands,
            options=options,
        )

        return cat_tower_score

