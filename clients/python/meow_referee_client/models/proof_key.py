from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="ProofKey")



@_attrs_define
class ProofKey:
    """ 
        Attributes:
            kty (Literal['OKP']):
            crv (Literal['Ed25519']):
            alg (Literal['Ed25519']):
            use (Literal['sig']):
            kid (str): The key's id.
            x (str): The public key, base64url.
     """

    kty: Literal['OKP']
    crv: Literal['Ed25519']
    alg: Literal['Ed25519']
    use: Literal['sig']
    kid: str
    x: str





    def to_dict(self) -> dict[str, Any]:
        kty = self.kty

        crv = self.crv

        alg = self.alg

        use = self.use

        kid = self.kid

        x = self.x


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kty": kty,
            "crv": crv,
            "alg": alg,
            "use": use,
            "kid": kid,
            "x": x,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kty = cast(Literal['OKP'] , d.pop("kty"))
        if kty != 'OKP':
            raise ValueError(f"kty must match const 'OKP', got '{kty}'")

        crv = cast(Literal['Ed25519'] , d.pop("crv"))
        if crv != 'Ed25519':
            raise ValueError(f"crv must match const 'Ed25519', got '{crv}'")

        alg = cast(Literal['Ed25519'] , d.pop("alg"))
        if alg != 'Ed25519':
            raise ValueError(f"alg must match const 'Ed25519', got '{alg}'")

        use = cast(Literal['sig'] , d.pop("use"))
        if use != 'sig':
            raise ValueError(f"use must match const 'sig', got '{use}'")

        kid = d.pop("kid")

        x = d.pop("x")

        proof_key = cls(
            kty=kty,
            crv=crv,
            alg=alg,
            use=use,
            kid=kid,
            x=x,
        )

        return proof_key

