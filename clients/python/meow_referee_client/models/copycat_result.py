from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_result_end_type_0 import CopycatResultEndType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_result_coins import CopycatResultCoins
  from ..models.copycat_result_set_points import CopycatResultSetPoints
  from ..models.copycat_result_totals import CopycatResultTotals
  from ..models.copycat_transfer import CopycatTransfer





T = TypeVar("T", bound="CopycatResult")



@_attrs_define
class CopycatResult:
    """ 
        Attributes:
            end (CopycatResultEndType0 | str):
            by (None | str):
            totals (CopycatResultTotals): Revealed hand totals (Meow, deck-out); else empty.
            transfers (list[CopycatTransfer]):
            coins (CopycatResultCoins): After the move; below 0 for whoever a knockout took there.
            set_over (bool):
            match_over (bool):
            winners (list[str]):
            next_starter (None | str):
            set_points (CopycatResultSetPoints | Unset): With sets > 1 (C13).
     """

    end: CopycatResultEndType0 | str
    by: None | str
    totals: CopycatResultTotals
    transfers: list[CopycatTransfer]
    coins: CopycatResultCoins
    set_over: bool
    match_over: bool
    winners: list[str]
    next_starter: None | str
    set_points: CopycatResultSetPoints | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_result_coins import CopycatResultCoins # noqa: PLC0415
        from ..models.copycat_result_set_points import CopycatResultSetPoints # noqa: PLC0415
        from ..models.copycat_result_totals import CopycatResultTotals # noqa: PLC0415
        from ..models.copycat_transfer import CopycatTransfer # noqa: PLC0415
        end: str
        if isinstance(self.end, CopycatResultEndType0):
            end = self.end.value
        else:
            end = self.end

        by: None | str
        by = self.by

        totals = self.totals.to_dict()

        transfers = []
        for transfers_item_data in self.transfers:
            transfers_item = transfers_item_data.to_dict()
            transfers.append(transfers_item)



        coins = self.coins.to_dict()

        set_over = self.set_over

        match_over = self.match_over

        winners = self.winners



        next_starter: None | str
        next_starter = self.next_starter

        set_points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.set_points, Unset):
            set_points = self.set_points.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "end": end,
            "by": by,
            "totals": totals,
            "transfers": transfers,
            "coins": coins,
            "set_over": set_over,
            "match_over": match_over,
            "winners": winners,
            "next_starter": next_starter,
        })
        if set_points is not UNSET:
            field_dict["set_points"] = set_points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_result_coins import CopycatResultCoins # noqa: PLC0415
        from ..models.copycat_result_set_points import CopycatResultSetPoints # noqa: PLC0415
        from ..models.copycat_result_totals import CopycatResultTotals # noqa: PLC0415
        from ..models.copycat_transfer import CopycatTransfer # noqa: PLC0415
        d = dict(src_dict)
        def _parse_end(data: object) -> CopycatResultEndType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = CopycatResultEndType0(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatResultEndType0 | str, data)

        end = _parse_end(d.pop("end"))


        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))


        totals = CopycatResultTotals.from_dict(d.pop("totals"))




        transfers = []
        _transfers = d.pop("transfers")
        for transfers_item_data in (_transfers):
            transfers_item = CopycatTransfer.from_dict(transfers_item_data)



            transfers.append(transfers_item)


        coins = CopycatResultCoins.from_dict(d.pop("coins"))




        set_over = d.pop("set_over")

        match_over = d.pop("match_over")

        winners = cast(list[str], d.pop("winners"))


        def _parse_next_starter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_starter = _parse_next_starter(d.pop("next_starter"))


        _set_points = d.pop("set_points", UNSET)
        set_points: CopycatResultSetPoints | Unset
        if isinstance(_set_points,  Unset):
            set_points = UNSET
        else:
            set_points = CopycatResultSetPoints.from_dict(_set_points)




        copycat_result = cls(
            end=end,
            by=by,
            totals=totals,
            transfers=transfers,
            coins=coins,
            set_over=set_over,
            match_over=match_over,
            winners=winners,
            next_starter=next_starter,
            set_points=set_points,
        )

        return copycat_result

