from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_reason import Meow10Reason
  from ..models.meow_10_result import Meow10Result
  from ..models.meow_10_state import Meow10State
  from ..models.outcome import Outcome





T = TypeVar("T", bound="Meow10ReplayResponse")



@_attrs_define
class Meow10ReplayResponse:
    """ 
        Attributes:
            valid (bool):
            state (Meow10State | Unset):
            to_act (list[str] | Unset): Who may act now: the one seat that must, every player when any may (Meow 10's
                next_round, Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended
                early, or still to be dealt).
            outcome (Outcome | Unset):
            results (list[Meow10Result] | Unset):
            index (int | Unset): The first illegal move.
            reason (Meow10Reason | Unset):
     """

    valid: bool
    state: Meow10State | Unset = UNSET
    to_act: list[str] | Unset = UNSET
    outcome: Outcome | Unset = UNSET
    results: list[Meow10Result] | Unset = UNSET
    index: int | Unset = UNSET
    reason: Meow10Reason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_reason import Meow10Reason # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        valid = self.valid

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        to_act: list[str] | Unset = UNSET
        if not isinstance(self.to_act, Unset):
            to_act = self.to_act



        outcome: dict[str, Any] | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.to_dict()

        results: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = []
            for results_item_data in self.results:
                results_item = results_item_data.to_dict()
                results.append(results_item)



        index = self.index

        reason: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "valid": valid,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if to_act is not UNSET:
            field_dict["to_act"] = to_act
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if results is not UNSET:
            field_dict["results"] = results
        if index is not UNSET:
            field_dict["index"] = index
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_reason import Meow10Reason # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        valid = d.pop("valid")

        _state = d.pop("state", UNSET)
        state: Meow10State | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = Meow10State.from_dict(_state)




        to_act = cast(list[str], d.pop("to_act", UNSET))


        _outcome = d.pop("outcome", UNSET)
        outcome: Outcome | Unset
        if isinstance(_outcome,  Unset):
            outcome = UNSET
        else:
            outcome = Outcome.from_dict(_outcome)




        _results = d.pop("results", UNSET)
        results: list[Meow10Result] | Unset = UNSET
        if _results is not UNSET:
            results = []
            for results_item_data in _results:
                results_item = Meow10Result.from_dict(results_item_data)



                results.append(results_item)


        index = d.pop("index", UNSET)

        _reason = d.pop("reason", UNSET)
        reason: Meow10Reason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = Meow10Reason.from_dict(_reason)




        meow_10_replay_response = cls(
            valid=valid,
            state=state,
            to_act=to_act,
            outcome=outcome,
            results=results,
            index=index,
            reason=reason,
        )

        return meow_10_replay_response

