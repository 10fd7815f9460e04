from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.proof_deal_contributions import ProofDealContributions





T = TypeVar("T", bound="ProofDeal")



@_attrs_define
class ProofDeal:
    """ 
        Attributes:
            referee_seed (str): The referee's part, which `seed_commitment` commits to.
            contributions (ProofDealContributions): Each seat's contribution, base64url, as it joined.
     """

    referee_seed: str
    contributions: ProofDealContributions





    def to_dict(self) -> dict[str, Any]:
        from ..models.proof_deal_contributions import ProofDealContributions # noqa: PLC0415
        referee_seed = self.referee_seed

        contributions = self.contributions.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "referee_seed": referee_seed,
            "contributions": contributions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.proof_deal_contributions import ProofDealContributions # noqa: PLC0415
        d = dict(src_dict)
        referee_seed = d.pop("referee_seed")

        contributions = ProofDealContributions.from_dict(d.pop("contributions"))




        proof_deal = cls(
            referee_seed=referee_seed,
            contributions=contributions,
        )

        return proof_deal

