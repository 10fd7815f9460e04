from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_proof_game_type_0 import CopycatProofGameType0
from ..models.copycat_proof_seed_source_type_0 import CopycatProofSeedSourceType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_options_in_force import CopycatOptionsInForce
  from ..models.copycat_proof_entry import CopycatProofEntry
  from ..models.copycat_state import CopycatState
  from ..models.proof_deal import ProofDeal
  from ..models.proof_signature import ProofSignature





T = TypeVar("T", bound="CopycatProof")



@_attrs_define
class CopycatProof:
    """ 
        Attributes:
            game (CopycatProofGameType0 | str):
            rules_version (int):
            players (list[str]):
            options (CopycatOptionsInForce):
            starter (str):
            seed (str): The seed, revealed: every shuffle, roll and flip.
            seed_source (CopycatProofSeedSourceType0 | str): `caller`: the session's creator chose the seed; `seats`: it is
                SHA-256 of the referee's part and every seat's (`deal`).
            seed_commitment (str): HMAC-SHA256 of the seed keyed by the salt (of `deal.referee_seed` for a seats' deal),
                shown since the creation.
            anchor (str): SHA-256 of the creation: the chain's start.
            moves (list[CopycatProofEntry]):
            chain (str): The hash of the last entry (the anchor's without moves).
            state (CopycatState):
            seed_salt (None | str | Unset): The salt of the seed's commitment, revealed; null for a session stored without
                one (its commitment is SHA-256 of the seed).
            deal (ProofDeal | Unset):
            signature (ProofSignature | Unset):
     """

    game: CopycatProofGameType0 | str
    rules_version: int
    players: list[str]
    options: CopycatOptionsInForce
    starter: str
    seed: str
    seed_source: CopycatProofSeedSourceType0 | str
    seed_commitment: str
    anchor: str
    moves: list[CopycatProofEntry]
    chain: str
    state: CopycatState
    seed_salt: None | str | Unset = UNSET
    deal: ProofDeal | Unset = UNSET
    signature: ProofSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_options_in_force import CopycatOptionsInForce # noqa: PLC0415
        from ..models.copycat_proof_entry import CopycatProofEntry # noqa: PLC0415
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        from ..models.proof_deal import ProofDeal # noqa: PLC0415
        from ..models.proof_signature import ProofSignature # noqa: PLC0415
        game: str
        if isinstance(self.game, CopycatProofGameType0):
            game = self.game.value
        else:
            game = self.game

        rules_version = self.rules_version

        players = self.players



        options = self.options.to_dict()

        starter = self.starter

        seed = self.seed

        seed_source: str
        if isinstance(self.seed_source, CopycatProofSeedSourceType0):
            seed_source = self.seed_source.value
        else:
            seed_source = self.seed_source

        seed_commitment = self.seed_commitment

        anchor = self.anchor

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        chain = self.chain

        state = self.state.to_dict()

        seed_salt: None | str | Unset
        if isinstance(self.seed_salt, Unset):
            seed_salt = UNSET
        else:
            seed_salt = self.seed_salt

        deal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal.to_dict()

        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "rules_version": rules_version,
            "players": players,
            "options": options,
            "starter": starter,
            "seed": seed,
            "seed_source": seed_source,
            "seed_commitment": seed_commitment,
            "anchor": anchor,
            "moves": moves,
            "chain": chain,
            "state": state,
        })
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt
        if deal is not UNSET:
            field_dict["deal"] = deal
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_options_in_force import CopycatOptionsInForce # noqa: PLC0415
        from ..models.copycat_proof_entry import CopycatProofEntry # noqa: PLC0415
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        from ..models.proof_deal import ProofDeal # noqa: PLC0415
        from ..models.proof_signature import ProofSignature # noqa: PLC0415
        d = dict(src_dict)
        def _parse_game(data: object) -> CopycatProofGameType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_type_0 = CopycatProofGameType0(data)



                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatProofGameType0 | str, data)

        game = _parse_game(d.pop("game"))


        rules_version = d.pop("rules_version")

        players = cast(list[str], d.pop("players"))


        options = CopycatOptionsInForce.from_dict(d.pop("options"))




        starter = d.pop("starter")

        seed = d.pop("seed")

        def _parse_seed_source(data: object) -> CopycatProofSeedSourceType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seed_source_type_0 = CopycatProofSeedSourceType0(data)



                return seed_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatProofSeedSourceType0 | str, data)

        seed_source = _parse_seed_source(d.pop("seed_source"))


        seed_commitment = d.pop("seed_commitment")

        anchor = d.pop("anchor")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = CopycatProofEntry.from_dict(moves_item_data)



            moves.append(moves_item)


        chain = d.pop("chain")

        state = CopycatState.from_dict(d.pop("state"))




        def _parse_seed_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt", UNSET))


        _deal = d.pop("deal", UNSET)
        deal: ProofDeal | Unset
        if isinstance(_deal,  Unset):
            deal = UNSET
        else:
            deal = ProofDeal.from_dict(_deal)




        _signature = d.pop("signature", UNSET)
        signature: ProofSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = ProofSignature.from_dict(_signature)




        copycat_proof = cls(
            game=game,
            rules_version=rules_version,
            players=players,
            options=options,
            starter=starter,
            seed=seed,
            seed_source=seed_source,
            seed_commitment=seed_commitment,
            anchor=anchor,
            moves=moves,
            chain=chain,
            state=state,
            seed_salt=seed_salt,
            deal=deal,
            signature=signature,
        )

        return copycat_proof

