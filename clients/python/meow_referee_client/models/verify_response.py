from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.verify_failure import VerifyFailure





T = TypeVar("T", bound="VerifyResponse")



@_attrs_define
class VerifyResponse:
    """ 
        Attributes:
            valid (bool):
            game (str | Unset): When valid: the game verified.
            version (int | Unset): When valid: the moves replayed.
            chain (str | Unset): When valid: the chain's head.
            signed_by (None | str | Unset): When valid: the id of the key that signed the proof.
            outcome (Outcome | Unset):
            index (int | None | Unset): When not valid.
            reason (VerifyFailure | Unset):
     """

    valid: bool
    game: str | Unset = UNSET
    version: int | Unset = UNSET
    chain: str | Unset = UNSET
    signed_by: None | str | Unset = UNSET
    outcome: Outcome | Unset = UNSET
    index: int | None | Unset = UNSET
    reason: VerifyFailure | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.verify_failure import VerifyFailure # noqa: PLC0415
        valid = self.valid

        game = self.game

        version = self.version

        chain = self.chain

        signed_by: None | str | Unset
        if isinstance(self.signed_by, Unset):
            signed_by = UNSET
        else:
            signed_by = self.signed_by

        outcome: dict[str, Any] | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.to_dict()

        index: int | None | Unset
        if isinstance(self.index, Unset):
            index = UNSET
        else:
            index = self.index

        reason: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "valid": valid,
        })
        if game is not UNSET:
            field_dict["game"] = game
        if version is not UNSET:
            field_dict["version"] = version
        if chain is not UNSET:
            field_dict["chain"] = chain
        if signed_by is not UNSET:
            field_dict["signed_by"] = signed_by
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if index is not UNSET:
            field_dict["index"] = index
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.verify_failure import VerifyFailure # noqa: PLC0415
        d = dict(src_dict)
        valid = d.pop("valid")

        game = d.pop("game", UNSET)

        version = d.pop("version", UNSET)

        chain = d.pop("chain", UNSET)

        def _parse_signed_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signed_by = _parse_signed_by(d.pop("signed_by", UNSET))


        _outcome = d.pop("outcome", UNSET)
        outcome: Outcome | Unset
        if isinstance(_outcome,  Unset):
            outcome = UNSET
        else:
            outcome = Outcome.from_dict(_outcome)




        def _parse_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        index = _parse_index(d.pop("index", UNSET))


        _reason = d.pop("reason", UNSET)
        reason: VerifyFailure | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = VerifyFailure.from_dict(_reason)




        verify_response = cls(
            valid=valid,
            game=game,
            version=version,
            chain=chain,
            signed_by=signed_by,
            outcome=outcome,
            index=index,
            reason=reason,
        )

        return verify_response

