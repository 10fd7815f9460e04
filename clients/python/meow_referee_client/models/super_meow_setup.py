from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_options import SuperMeowOptions





T = TypeVar("T", bound="SuperMeowSetup")



@_attrs_define
class SuperMeowSetup:
    """ 
        Attributes:
            players (list[str]):
            options (SuperMeowOptions | Unset):
            seed (str | Unset): Any string; all randomness derives from it. Hidden in views.
            starter (str | Unset): Who starts; default the first player.
     """

    players: list[str]
    options: SuperMeowOptions | Unset = UNSET
    seed: str | Unset = UNSET
    starter: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        players = self.players



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        starter = self.starter


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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_options import SuperMeowOptions # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        _options = d.pop("options", UNSET)
        options: SuperMeowOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SuperMeowOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        starter = d.pop("starter", UNSET)

        super_meow_setup = cls(
            players=players,
            options=options,
            seed=seed,
            starter=starter,
        )

        return super_meow_setup

