from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_view_rules_version_type_0 import SuperMeowViewRulesVersionType0
from ..models.super_meow_view_status_type_0 import SuperMeowViewStatusType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_options_in_force import SuperMeowOptionsInForce
  from ..models.super_meow_view_supply import SuperMeowViewSupply
  from ..models.super_meow_view_tableau import SuperMeowViewTableau





T = TypeVar("T", bound="SuperMeowView")



@_attrs_define
class SuperMeowView:
    """ 
        Attributes:
            players (list[str]):
            supply (SuperMeowViewSupply): Missing piles are empty.
            tableau (SuperMeowViewTableau):
            trash (list[str]): Thrown-away starting cards (S5).
            current (str): At game_over, the winner.
            status (str | SuperMeowViewStatusType0):
            shuffles (int): Shuffles so far.
            options (SuperMeowOptionsInForce):
            winner (None | str | Unset): Only at game_over.
            rules_version (int | SuperMeowViewRulesVersionType0 | Unset): The edition of the readings it is played under;
                absent: the current one (2). Every state the referee answers carries it.
     """

    players: list[str]
    supply: SuperMeowViewSupply
    tableau: SuperMeowViewTableau
    trash: list[str]
    current: str
    status: str | SuperMeowViewStatusType0
    shuffles: int
    options: SuperMeowOptionsInForce
    winner: None | str | Unset = UNSET
    rules_version: int | SuperMeowViewRulesVersionType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_options_in_force import SuperMeowOptionsInForce # noqa: PLC0415
        from ..models.super_meow_view_supply import SuperMeowViewSupply # noqa: PLC0415
        from ..models.super_meow_view_tableau import SuperMeowViewTableau # noqa: PLC0415
        players = self.players



        supply = self.supply.to_dict()

        tableau = self.tableau.to_dict()

        trash = self.trash



        current = self.current

        status: str
        if isinstance(self.status, SuperMeowViewStatusType0):
            status = self.status.value
        else:
            status = self.status

        shuffles = self.shuffles

        options = self.options.to_dict()

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        rules_version: int | Unset
        if isinstance(self.rules_version, Unset):
            rules_version = UNSET
        elif isinstance(self.rules_version, SuperMeowViewRulesVersionType0):
            rules_version = self.rules_version.value
        else:
            rules_version = self.rules_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "supply": supply,
            "tableau": tableau,
            "trash": trash,
            "current": current,
            "status": status,
            "shuffles": shuffles,
            "options": options,
        })
        if winner is not UNSET:
            field_dict["winner"] = winner
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_options_in_force import SuperMeowOptionsInForce # noqa: PLC0415
        from ..models.super_meow_view_supply import SuperMeowViewSupply # noqa: PLC0415
        from ..models.super_meow_view_tableau import SuperMeowViewTableau # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        supply = SuperMeowViewSupply.from_dict(d.pop("supply"))




        tableau = SuperMeowViewTableau.from_dict(d.pop("tableau"))




        trash = cast(list[str], d.pop("trash"))


        current = d.pop("current")

        def _parse_status(data: object) -> str | SuperMeowViewStatusType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = SuperMeowViewStatusType0(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | SuperMeowViewStatusType0, data)

        status = _parse_status(d.pop("status"))


        shuffles = d.pop("shuffles")

        options = SuperMeowOptionsInForce.from_dict(d.pop("options"))




        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))


        def _parse_rules_version(data: object) -> int | SuperMeowViewRulesVersionType0 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rules_version_type_0 = SuperMeowViewRulesVersionType0(data)



                return rules_version_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SuperMeowViewRulesVersionType0 | Unset, data)

        rules_version = _parse_rules_version(d.pop("rules_version", UNSET))


        super_meow_view = cls(
            players=players,
            supply=supply,
            tableau=tableau,
            trash=trash,
            current=current,
            status=status,
            shuffles=shuffles,
            options=options,
            winner=winner,
            rules_version=rules_version,
        )

        return super_meow_view

