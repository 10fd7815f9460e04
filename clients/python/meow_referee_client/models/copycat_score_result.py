from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_score_result_end_type_0 import CopycatScoreResultEndType0
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_score_result_coins import CopycatScoreResultCoins
  from ..models.copycat_score_result_totals import CopycatScoreResultTotals
  from ..models.copycat_transfer import CopycatTransfer





T = TypeVar("T", bound="CopycatScoreResult")



@_attrs_define
class CopycatScoreResult:
    """ 
        Attributes:
            end (CopycatScoreResultEndType0 | str):
            by (None | str):
            totals (CopycatScoreResultTotals):
            transfers (list[CopycatTransfer]):
            coins (CopycatScoreResultCoins):
            knocked_out (list[str]):
     """

    end: CopycatScoreResultEndType0 | str
    by: None | str
    totals: CopycatScoreResultTotals
    transfers: list[CopycatTransfer]
    coins: CopycatScoreResultCoins
    knocked_out: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_score_result_coins import CopycatScoreResultCoins # noqa: PLC0415
        from ..models.copycat_score_result_totals import CopycatScoreResultTotals # noqa: PLC0415
        from ..models.copycat_transfer import CopycatTransfer # noqa: PLC0415
        end: str
        if isinstance(self.end, CopycatScoreResultEndType0):
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

        knocked_out = self.knocked_out




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "end": end,
            "by": by,
            "totals": totals,
            "transfers": transfers,
            "coins": coins,
            "knocked_out": knocked_out,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_score_result_coins import CopycatScoreResultCoins # noqa: PLC0415
        from ..models.copycat_score_result_totals import CopycatScoreResultTotals # noqa: PLC0415
        from ..models.copycat_transfer import CopycatTransfer # noqa: PLC0415
        d = dict(src_dict)
        def _parse_end(data: object) -> CopycatScoreResultEndType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = CopycatScoreResultEndType0(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatScoreResultEndType0 | str, data)

        end = _parse_end(d.pop("end"))


        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))


        totals = CopycatScoreResultTotals.from_dict(d.pop("totals"))




        transfers = []
        _transfers = d.pop("transfers")
        for transfers_item_data in (_transfers):
            transfers_item = CopycatTransfer.from_dict(transfers_item_data)



            transfers.append(transfers_item)


        coins = CopycatScoreResultCoins.from_dict(d.pop("coins"))




        knocked_out = cast(list[str], d.pop("knocked_out"))


        copycat_score_result = cls(
            end=end,
            by=by,
            totals=totals,
            transfers=transfers,
            coins=coins,
            knocked_out=knocked_out,
        )

        return copycat_score_result

