from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_view_rules_version_type_0 import Meow10ViewRulesVersionType0
from ..models.meow_10_view_status_type_0 import Meow10ViewStatusType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_options_in_force import Meow10OptionsInForce
  from ..models.meow_10_view_hands import Meow10ViewHands
  from ..models.meow_10_view_totals import Meow10ViewTotals





T = TypeVar("T", bound="Meow10View")



@_attrs_define
class Meow10View:
    """ 
        Attributes:
            players (list[str]):
            hands (Meow10ViewHands): The reader's own hand; another's by its length.
            draw_pile (int): Cards left.
            discard_pile (list[str]): The last card is the top.
            current (str):
            starter (str): This round's starter.
            status (Meow10ViewStatusType0 | str):
            round_ (int):
            totals (Meow10ViewTotals): M7 totals.
            options (Meow10OptionsInForce):
            rules_version (int | Meow10ViewRulesVersionType0 | Unset): The edition of the readings it is played under;
                absent: the current one (1). Every state the referee answers carries it.
     """

    players: list[str]
    hands: Meow10ViewHands
    draw_pile: int
    discard_pile: list[str]
    current: str
    starter: str
    status: Meow10ViewStatusType0 | str
    round_: int
    totals: Meow10ViewTotals
    options: Meow10OptionsInForce
    rules_version: int | Meow10ViewRulesVersionType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_options_in_force import Meow10OptionsInForce # noqa: PLC0415
        from ..models.meow_10_view_hands import Meow10ViewHands # noqa: PLC0415
        from ..models.meow_10_view_totals import Meow10ViewTotals # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        draw_pile = self.draw_pile

        discard_pile = self.discard_pile



        current = self.current

        starter = self.starter

        status: str
        if isinstance(self.status, Meow10ViewStatusType0):
            status = self.status.value
        else:
            status = self.status

        round_ = self.round_

        totals = self.totals.to_dict()

        options = self.options.to_dict()

        rules_version: int | Unset
        if isinstance(self.rules_version, Unset):
            rules_version = UNSET
        elif isinstance(self.rules_version, Meow10ViewRulesVersionType0):
            rules_version = self.rules_version.value
        else:
            rules_version = self.rules_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "hands": hands,
            "draw_pile": draw_pile,
            "discard_pile": discard_pile,
            "current": current,
            "starter": starter,
            "status": status,
            "round": round_,
            "totals": totals,
            "options": options,
        })
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_options_in_force import Meow10OptionsInForce # noqa: PLC0415
        from ..models.meow_10_view_hands import Meow10ViewHands # noqa: PLC0415
        from ..models.meow_10_view_totals import Meow10ViewTotals # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = Meow10ViewHands.from_dict(d.pop("hands"))




        draw_pile = d.pop("draw_pile")

        discard_pile = cast(list[str], d.pop("discard_pile"))


        current = d.pop("current")

        starter = d.pop("starter")

        def _parse_status(data: object) -> Meow10ViewStatusType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = Meow10ViewStatusType0(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Meow10ViewStatusType0 | str, data)

        status = _parse_status(d.pop("status"))


        round_ = d.pop("round")

        totals = Meow10ViewTotals.from_dict(d.pop("totals"))




        options = Meow10OptionsInForce.from_dict(d.pop("options"))




        def _parse_rules_version(data: object) -> int | Meow10ViewRulesVersionType0 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rules_version_type_0 = Meow10ViewRulesVersionType0(data)



                return rules_version_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | Meow10ViewRulesVersionType0 | Unset, data)

        rules_version = _parse_rules_version(d.pop("rules_version", UNSET))


        meow_10_view = cls(
            players=players,
            hands=hands,
            draw_pile=draw_pile,
            discard_pile=discard_pile,
            current=current,
            starter=starter,
            status=status,
            round_=round_,
            totals=totals,
            options=options,
            rules_version=rules_version,
        )

        return meow_10_view

