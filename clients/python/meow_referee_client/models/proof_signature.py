from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.proof_signature_alg_type_0 import ProofSignatureAlgType0
from typing import cast






T = TypeVar("T", bound="ProofSignature")



@_attrs_define
class ProofSignature:
    """ 
        Attributes:
            alg (ProofSignatureAlgType0 | str):
            kid (str): The signing key's id, as GET /.well-known/meow-referee/proof-keys lists it.
            value (str): The signature, unpadded base64url.
     """

    alg: ProofSignatureAlgType0 | str
    kid: str
    value: str





    def to_dict(self) -> dict[str, Any]:
        alg: str
        if isinstance(self.alg, ProofSignatureAlgType0):
            alg = self.alg.value
        else:
            alg = self.alg

        kid = self.kid

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alg": alg,
            "kid": kid,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_alg(data: object) -> ProofSignatureAlgType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                alg_type_0 = ProofSignatureAlgType0(data)



                return alg_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ProofSignatureAlgType0 | str, data)

        alg = _parse_alg(d.pop("alg"))


        kid = d.pop("kid")

        value = d.pop("value")

        proof_signature = cls(
            alg=alg,
            kid=kid,
            value=value,
        )

        return proof_signature

