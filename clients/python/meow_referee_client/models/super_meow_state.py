from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_state_rules_version import SuperMeowStateRulesVersion
from ..models.super_meow_state_status import SuperMeowStateStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_options import SuperMeowOptions
  from ..models.super_meow_state_supply import SuperMeowStateSupply
  from ..models.super_meow_state_tableau import SuperMeowStateTableau





T = TypeVar("T", bound="SuperMeowState")



@_attrs_define
class SuperMeowState:
    """ 
        Attributes:
            players (list[str]):
            supply (SuperMeowStateSupply): Missing piles are empty.
            tableau (SuperMeowStateTableau):
            trash (list[str]): Thrown-away starting cards (S5).
            current (str): At game_over, the winner.
            status (SuperMeowStateStatus):
            signature (str | Unset): Set by the referee when signing is configured: send the state back unchanged. Any
                altered field makes it fail (422).
            winner (None | str | Unset): Only at game_over.
            shuffles (int | Unset): Shuffles so far; shuffle n uses the seed label shuffle:<n>.
            options (SuperMeowOptions | Unset):
            seed (str | Unset): Any string; all randomness derives from it. Hidden in views.
            rules_version (SuperMeowStateRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (2). Every state the referee answers carries it.
     """

    players: list[str]
    supply: SuperMeowStateSupply
    tableau: SuperMeowStateTableau
    trash: list[str]
    current: str
    status: SuperMeowStateStatus
    signature: str | Unset = UNSET
    winner: None | str | Unset = UNSET
    shuffles: int | Unset = UNSET
    options: SuperMeowOptions | Unset = UNSET
    seed: str | Unset = UNSET
    rules_version: SuperMeowStateRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        from ..models.super_meow_state_supply import SuperMeowStateSupply # noqa: PLC0415
        from ..models.super_meow_state_tableau import SuperMeowStateTableau # noqa: PLC0415
        players = self.players



        supply = self.supply.to_dict()

        tableau = self.tableau.to_dict()

        trash = self.trash



        current = self.current

        status = self.status.value

        signature = self.signature

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        shuffles = self.shuffles

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
            "supply": supply,
            "tableau": tableau,
            "trash": trash,
            "current": current,
            "status": status,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature
        if winner is not UNSET:
            field_dict["winner"] = winner
        if shuffles is not UNSET:
            field_dict["shuffles"] = shuffles
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        from ..models.super_meow_state_supply import SuperMeowStateSupply # noqa: PLC0415
        from ..models.super_meow_state_tableau import SuperMeowStateTableau # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        supply = SuperMeowStateSupply.from_dict(d.pop("supply"))




        tableau = SuperMeowStateTableau.from_dict(d.pop("tableau"))




        trash = cast(list[str], d.pop("trash"))


        current = d.pop("current")

        status = SuperMeowStateStatus(d.pop("status"))




        signature = d.pop("signature", UNSET)

        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))


        shuffles = d.pop("shuffles", UNSET)

        _options = d.pop("options", UNSET)
        options: SuperMeowOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SuperMeowOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _rules_version = d.pop("rules_version", UNSET)
        rules_version: SuperMeowStateRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = SuperMeowStateRulesVersion(_rules_version)




        super_meow_state = cls(
            players=players,
            supply=supply,
            tableau=tableau,
            trash=trash,
            current=current,
            status=status,
            signature=signature,
            winner=winner,
            shuffles=shuffles,
            options=options,
            seed=seed,
            rules_version=rules_version,
        )

        return super_meow_state

