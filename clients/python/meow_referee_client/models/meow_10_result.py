from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meow_10_result_end_type_0 import Meow10ResultEndType0
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_result_penalties import Meow10ResultPenalties
  from ..models.meow_10_result_totals import Meow10ResultTotals





T = TypeVar("T", bound="Meow10Result")



@_attrs_define
class Meow10Result:
    """ 
        Attributes:
            end (Meow10ResultEndType0 | str):
            by (None | str):
            penalties (Meow10ResultPenalties):
            totals (Meow10ResultTotals):
            next_starter (str):
            game_over (bool):
            winners (list[str]):
     """

    end: Meow10ResultEndType0 | str
    by: None | str
    penalties: Meow10ResultPenalties
    totals: Meow10ResultTotals
    next_starter: str
    game_over: bool
    winners: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_result_penalties import Meow10ResultPenalties # noqa: PLC0415
        from ..models.meow_10_result_totals import Meow10ResultTotals # noqa: PLC0415
        end: str
        if isinstance(self.end, Meow10ResultEndType0):
            end = self.end.value
        else:
            end = self.end

        by: None | str
        by = self.by

        penalties = self.penalties.to_dict()

        totals = self.totals.to_dict()

        next_starter = self.next_starter

        game_over = self.game_over

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "end": end,
            "by": by,
            "penalties": penalties,
            "totals": totals,
            "next_starter": next_starter,
            "game_over": game_over,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_result_penalties import Meow10ResultPenalties # noqa: PLC0415
        from ..models.meow_10_result_totals import Meow10ResultTotals # noqa: PLC0415
        d = dict(src_dict)
        def _parse_end(data: object) -> Meow10ResultEndType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = Meow10ResultEndType0(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Meow10ResultEndType0 | str, data)

        end = _parse_end(d.pop("end"))


        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))


        penalties = Meow10ResultPenalties.from_dict(d.pop("penalties"))




        totals = Meow10ResultTotals.from_dict(d.pop("totals"))




        next_starter = d.pop("next_starter")

        game_over = d.pop("game_over")

        winners = cast(list[str], d.pop("winners"))


        meow_10_result = cls(
            end=end,
            by=by,
            penalties=penalties,
            totals=totals,
            next_starter=next_starter,
            game_over=game_over,
            winners=winners,
        )

        return meow_10_result

