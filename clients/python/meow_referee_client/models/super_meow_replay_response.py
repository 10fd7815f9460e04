from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_reason import SuperMeowReason
  from ..models.super_meow_result import SuperMeowResult
  from ..models.super_meow_state import SuperMeowState





T = TypeVar("T", bound="SuperMeowReplayResponse")



@_attrs_define
class SuperMeowReplayResponse:
    """ 
        Attributes:
            valid (bool):
            state (SuperMeowState | Unset):
            results (list[SuperMeowResult] | Unset):
            index (int | Unset): The first illegal move.
            reason (SuperMeowReason | Unset):
     """

    valid: bool
    state: SuperMeowState | Unset = UNSET
    results: list[SuperMeowResult] | Unset = UNSET
    index: int | Unset = UNSET
    reason: SuperMeowReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_reason import SuperMeowReason # noqa: PLC0415
        from ..models.super_meow_result import SuperMeowResult # noqa: PLC0415
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
        valid = self.valid

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

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
        if results is not UNSET:
            field_dict["results"] = results
        if index is not UNSET:
            field_dict["index"] = index
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_reason import SuperMeowReason # noqa: PLC0415
        from ..models.super_meow_result import SuperMeowResult # noqa: PLC0415
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
        d = dict(src_dict)
        valid = d.pop("valid")

        _state = d.pop("state", UNSET)
        state: SuperMeowState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SuperMeowState.from_dict(_state)




        _results = d.pop("results", UNSET)
        results: list[SuperMeowResult] | Unset = UNSET
        if _results is not UNSET:
            results = []
            for results_item_data in _results:
                results_item = SuperMeowResult.from_dict(results_item_data)



                results.append(results_item)


        index = d.pop("index", UNSET)

        _reason = d.pop("reason", UNSET)
        reason: SuperMeowReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = SuperMeowReason.from_dict(_reason)




        super_meow_replay_response = cls(
            valid=valid,
            state=state,
            results=results,
            index=index,
            reason=reason,
        )

        return super_meow_replay_response

