from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_reason import CopycatReason
  from ..models.copycat_result import CopycatResult
  from ..models.copycat_state import CopycatState
  from ..models.outcome import Outcome





T = TypeVar("T", bound="CopycatReplayResponse")



@_attrs_define
class CopycatReplayResponse:
    """ 
        Attributes:
            valid (bool):
            state (CopycatState | Unset):
            to_act (list[str] | Unset): Who may act now: the one seat that must, every player when any may (Meow 10's
                next_round, Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended
                early, or still to be dealt).
            outcome (Outcome | Unset):
            results (list[CopycatResult] | Unset):
            index (int | Unset): The first illegal move.
            reason (CopycatReason | Unset):
     """

    valid: bool
    state: CopycatState | Unset = UNSET
    to_act: list[str] | Unset = UNSET
    outcome: Outcome | Unset = UNSET
    results: list[CopycatResult] | Unset = UNSET
    index: int | Unset = UNSET
    reason: CopycatReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_reason import CopycatReason # noqa: PLC0415
        from ..models.copycat_result import CopycatResult # noqa: PLC0415
        from ..models.copycat_state import CopycatState # noqa: PLC0415
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
        from ..models.copycat_reason import CopycatReason # noqa: PLC0415
        from ..models.copycat_result import CopycatResult # noqa: PLC0415
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        valid = d.pop("valid")

        _state = d.pop("state", UNSET)
        state: CopycatState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = CopycatState.from_dict(_state)




        to_act = cast(list[str], d.pop("to_act", UNSET))


        _outcome = d.pop("outcome", UNSET)
        outcome: Outcome | Unset
        if isinstance(_outcome,  Unset):
            outcome = UNSET
        else:
            outcome = Outcome.from_dict(_outcome)




        _results = d.pop("results", UNSET)
        results: list[CopycatResult] | Unset = UNSET
        if _results is not UNSET:
            results = []
            for results_item_data in _results:
                results_item = CopycatResult.from_dict(results_item_data)



                results.append(results_item)


        index = d.pop("index", UNSET)

        _reason = d.pop("reason", UNSET)
        reason: CopycatReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = CopycatReason.from_dict(_reason)




        copycat_replay_response = cls(
            valid=valid,
            state=state,
            to_act=to_act,
            outcome=outcome,
            results=results,
            index=index,
            reason=reason,
        )

        return copycat_replay_response

