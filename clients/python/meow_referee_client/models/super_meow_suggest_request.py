from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suggest_level import SuggestLevel
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_suggest_log_entry import SuperMeowSuggestLogEntry
  from ..models.super_meow_view import SuperMeowView





T = TypeVar("T", bound="SuperMeowSuggestRequest")



@_attrs_define
class SuperMeowSuggestRequest:
    """ 
        Attributes:
            view (SuperMeowView):
            seat (str): Whose view it is, to act now.
            log (list[SuperMeowSuggestLogEntry] | Unset): The public log so far, oldest first (optional).
            level (SuggestLevel | Unset): `random`: a uniformly random legal move; `greedy`: the best move one ply ahead by
                the game's heuristic; `mcts` (default): information-set Monte Carlo tree search.
            seed (str | Unset): All the bot's randomness derives from it; default: one derived from the seat, view and log,
                so the same question gets the same answer.
            iterations (int | Unset): greedy's deals to average over, mcts's search iterations (default: the game's own); at
                most SUGGEST_MAX_ITERATIONS.
            budget_ms (int | Unset): A wall-time budget in milliseconds, at most SUGGEST_MAX_BUDGET_MS (also the budget when
                none is given). A clock makes the answer depend on the machine; an iteration budget that fits it does not.
     """

    view: SuperMeowView
    seat: str
    log: list[SuperMeowSuggestLogEntry] | Unset = UNSET
    level: SuggestLevel | Unset = UNSET
    seed: str | Unset = UNSET
    iterations: int | Unset = UNSET
    budget_ms: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_suggest_log_entry import SuperMeowSuggestLogEntry # noqa: PLC0415
        from ..models.super_meow_view import SuperMeowView # noqa: PLC0415
        view = self.view.to_dict()

        seat = self.seat

        log: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.log, Unset):
            log = []
            for log_item_data in self.log:
                log_item = log_item_data.to_dict()
                log.append(log_item)



        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value


        seed = self.seed

        iterations = self.iterations

        budget_ms = self.budget_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "view": view,
            "seat": seat,
        })
        if log is not UNSET:
            field_dict["log"] = log
        if level is not UNSET:
            field_dict["level"] = level
        if seed is not UNSET:
            field_dict["seed"] = seed
        if iterations is not UNSET:
            field_dict["iterations"] = iterations
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_suggest_log_entry import SuperMeowSuggestLogEntry # noqa: PLC0415
        from ..models.super_meow_view import SuperMeowView # noqa: PLC0415
        d = dict(src_dict)
        view = SuperMeowView.from_dict(d.pop("view"))




        seat = d.pop("seat")

        _log = d.pop("log", UNSET)
        log: list[SuperMeowSuggestLogEntry] | Unset = UNSET
        if _log is not UNSET:
            log = []
            for log_item_data in _log:
                log_item = SuperMeowSuggestLogEntry.from_dict(log_item_data)



                log.append(log_item)


        _level = d.pop("level", UNSET)
        level: SuggestLevel | Unset
        if isinstance(_level,  Unset):
            level = UNSET
        else:
            level = SuggestLevel(_level)




        seed = d.pop("seed", UNSET)

        iterations = d.pop("iterations", UNSET)

        budget_ms = d.pop("budget_ms", UNSET)

        super_meow_suggest_request = cls(
            view=view,
            seat=seat,
            log=log,
            level=level,
            seed=seed,
            iterations=iterations,
            budget_ms=budget_ms,
        )

        return super_meow_suggest_request

