from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_setup_rules_version import CopycatSetupRulesVersion
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_options import CopycatOptions





T = TypeVar("T", bound="CopycatSetup")



@_attrs_define
class CopycatSetup:
    """ 
        Attributes:
            players (list[str]):
            options (CopycatOptions | Unset):
            seed (str | Unset): Any string; all randomness derives from it. Hidden in views.
            starter (str | Unset): Who starts; default the first player.
            rules_version (CopycatSetupRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (2). Every state the referee answers carries it.
            deck (list[str] | Unset): A physical table's shuffled deck, index 0 on top, instead of a seed for the deal; it
                must hold exactly the game's cards.
     """

    players: list[str]
    options: CopycatOptions | Unset = UNSET
    seed: str | Unset = UNSET
    starter: str | Unset = UNSET
    rules_version: CopycatSetupRulesVersion | Unset = UNSET
    deck: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        players = self.players



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        starter = self.starter

        rules_version: int | Unset = UNSET
        if not isinstance(self.rules_version, Unset):
            rules_version = self.rules_version.value


        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if starter is not UNSET:
            field_dict["starter"] = starter
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if deck is not UNSET:
            field_dict["deck"] = deck

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_options import CopycatOptions # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        _options = d.pop("options", UNSET)
        options: CopycatOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CopycatOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        starter = d.pop("starter", UNSET)

        _rules_version = d.pop("rules_version", UNSET)
        rules_version: CopycatSetupRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = CopycatSetupRulesVersion(_rules_version)




        deck = cast(list[str], d.pop("deck", UNSET))


        copycat_setup = cls(
            players=players,
            options=options,
            seed=seed,
            starter=starter,
            rules_version=rules_version,
            deck=deck,
        )

        return copycat_setup

