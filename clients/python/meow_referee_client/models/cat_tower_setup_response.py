from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_state import CatTowerState
  from ..models.outcome import Outcome





T = TypeVar("T", bound="CatTowerSetupResponse")



@_attrs_define
class CatTowerSetupResponse:
    """ 
        Attributes:
            state (CatTowerState):
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
     """

    state: CatTowerState
    to_act: list[str]
    outcome: Outcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        state = self.state.to_dict()

        to_act = self.to_act



        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "to_act": to_act,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        state = CatTowerState.from_dict(d.pop("state"))




        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




        cat_tower_setup_response = cls(
            state=state,
            to_act=to_act,
            outcome=outcome,
        )

        return cat_tower_setup_response

