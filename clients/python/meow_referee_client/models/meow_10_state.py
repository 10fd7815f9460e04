from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_state_rules_version import Meow10StateRulesVersion
from ..models.meow_10_state_status import Meow10StateStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_options import Meow10Options
  from ..models.meow_10_state_hands import Meow10StateHands
  from ..models.meow_10_state_totals import Meow10StateTotals





T = TypeVar("T", bound="Meow10State")



@_attrs_define
class Meow10State:
    """ 
        Attributes:
            players (list[str]):
            hands (Meow10StateHands):
            draw_pile (list[str]): Index 0 is the top.
            discard_pile (list[str]): The last card is the top.
            current (str):
            starter (str): This round's starter.
            status (Meow10StateStatus):
            signature (str | Unset): Set by the referee when signing is configured: send the state back unchanged. Any
                altered field makes it fail (422).
            round_ (int | Unset):
            totals (Meow10StateTotals | Unset): Cumulative penalties (M7).
            options (Meow10Options | Unset):
            seed (str | Unset): Any string; all randomness derives from it. Hidden in views.
            rules_version (Meow10StateRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (1). Every state the referee answers carries it.
     """

    players: list[str]
    hands: Meow10StateHands
    draw_pile: list[str]
    discard_pile: list[str]
    current: str
    starter: str
    status: Meow10StateStatus
    signature: str | Unset = UNSET
    round_: int | Unset = UNSET
    totals: Meow10StateTotals | Unset = UNSET
    options: Meow10Options | Unset = UNSET
    seed: str | Unset = UNSET
    rules_version: Meow10StateRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_options import Meow10Options # noqa: PLC0415
        from ..models.meow_10_state_hands import Meow10StateHands # noqa: PLC0415
        from ..models.meow_10_state_totals import Meow10StateTotals # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        draw_pile = self.draw_pile



        discard_pile = self.discard_pile



        current = self.current

        starter = self.starter

        status = self.status.value

        signature = self.signature

        round_ = self.round_

        totals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals.to_dict()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        rules_version: int | Unset = UNSET
        if not isinstance(self.rules_version, Unset):
            rules_version = self.rules_version.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "hands": hands,
            "draw_pile": draw_pile,
            "discard_pile": discard_pile,
            "current": current,
            "starter": starter,
            "status": status,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature
        if round_ is not UNSET:
            field_dict["round"] = round_
        if totals is not UNSET:
            field_dict["totals"] = totals
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_options import Meow10Options # noqa: PLC0415
        from ..models.meow_10_state_hands import Meow10StateHands # noqa: PLC0415
        from ..models.meow_10_state_totals import Meow10StateTotals # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = Meow10StateHands.from_dict(d.pop("hands"))




        draw_pile = cast(list[str], d.pop("draw_pile"))


        discard_pile = cast(list[str], d.pop("discard_pile"))


        current = d.pop("current")

        starter = d.pop("starter")

        status = Meow10StateStatus(d.pop("status"))




        signature = d.pop("signature", UNSET)

        round_ = d.pop("round", UNSET)

        _totals = d.pop("totals", UNSET)
        totals: Meow10StateTotals | Unset
        if isinstance(_totals,  Unset):
            totals = UNSET
        else:
            totals = Meow10StateTotals.from_dict(_totals)




        _options = d.pop("options", UNSET)
        options: Meow10Options | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = Meow10Options.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _rules_version = d.pop("rules_version", UNSET)
        rules_version: Meow10StateRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = Meow10StateRulesVersion(_rules_version)




        meow_10_state = cls(
            players=players,
            hands=hands,
            draw_pile=draw_pile,
            discard_pile=discard_pile,
            current=current,
            starter=starter,
            status=status,
            signature=signature,
            round_=round_,
            totals=totals,
            options=options,
            seed=seed,
            rules_version=rules_version,
        )

        return meow_10_state

