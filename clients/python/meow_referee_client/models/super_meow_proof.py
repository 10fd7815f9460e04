from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_proof_game_type_0 import SuperMeowProofGameType0
from ..models.super_meow_proof_seed_source_type_0 import SuperMeowProofSeedSourceType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.proof_deal import ProofDeal
  from ..models.proof_signature import ProofSignature
  from ..models.super_meow_options_in_force import SuperMeowOptionsInForce
  from ..models.super_meow_proof_entry import SuperMeowProofEntry
  from ..models.super_meow_state import SuperMeowState





T = TypeVar("T", bound="SuperMeowProof")



@_attrs_define
class SuperMeowProof:
    """ 
        Attributes:
            game (str | SuperMeowProofGameType0):
            rules_version (int):
            players (list[str]):
            options (SuperMeowOptionsInForce):
            starter (str):
            seed (str): The seed, revealed: every shuffle, roll and flip.
            seed_source (str | SuperMeowProofSeedSourceType0): `caller`: the session's creator chose the seed; `seats`: it
                is SHA-256 of the referee's part and every seat's (`deal`).
            seed_commitment (str): HMAC-SHA256 of the seed keyed by the salt (of `deal.referee_seed` for a seats' deal),
                shown since the creation.
            anchor (str): SHA-256 of the creation: the chain's start.
            moves (list[SuperMeowProofEntry]):
            chain (str): The hash of the last entry (the anchor's without moves).
            state (SuperMeowState):
            seed_salt (None | str | Unset): The salt of the seed's commitment, revealed; null for a session stored without
                one (its commitment is SHA-256 of the seed).
            deal (ProofDeal | Unset):
            signature (ProofSignature | Unset):
     """

    game: str | SuperMeowProofGameType0
    rules_version: int
    players: list[str]
    options: SuperMeowOptionsInForce
    starter: str
    seed: str
    seed_source: str | SuperMeowProofSeedSourceType0
    seed_commitment: str
    anchor: str
    moves: list[SuperMeowProofEntry]
    chain: str
    state: SuperMeowState
    seed_salt: None | str | Unset = UNSET
    deal: ProofDeal | Unset = UNSET
    signature: ProofSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.proof_deal import ProofDeal # noqa: PLC0415
        from ..models.proof_signature import ProofSignature # noqa: PLC0415
        from ..models.super_meow_options_in_force import SuperMeowOptionsInForce # noqa: PLC0415
        from ..models.super_meow_proof_entry import SuperMeowProofEntry # noqa: PLC0415
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
        game: str
        if isinstance(self.game, SuperMeowProofGameType0):
            game = self.game.value
        else:
            game = self.game

        rules_version = self.rules_version

        players = self.players



        options = self.options.to_dict()

        starter = self.starter

        seed = self.seed

        seed_source: str
        if isinstance(self.seed_source, SuperMeowProofSeedSourceType0):
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
        from ..models.proof_deal import ProofDeal # noqa: PLC0415
        from ..models.proof_signature import ProofSignature # noqa: PLC0415
        from ..models.super_meow_options_in_force import SuperMeowOptionsInForce # noqa: PLC0415
        from ..models.super_meow_proof_entry import SuperMeowProofEntry # noqa: PLC0415
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_game(data: object) -> str | SuperMeowProofGameType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_type_0 = SuperMeowProofGameType0(data)



                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | SuperMeowProofGameType0, data)

        game = _parse_game(d.pop("game"))


        rules_version = d.pop("rules_version")

        players = cast(list[str], d.pop("players"))


        options = SuperMeowOptionsInForce.from_dict(d.pop("options"))




        starter = d.pop("starter")

        seed = d.pop("seed")

        def _parse_seed_source(data: object) -> str | SuperMeowProofSeedSourceType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seed_source_type_0 = SuperMeowProofSeedSourceType0(data)



                return seed_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | SuperMeowProofSeedSourceType0, data)

        seed_source = _parse_seed_source(d.pop("seed_source"))


        seed_commitment = d.pop("seed_commitment")

        anchor = d.pop("anchor")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = SuperMeowProofEntry.from_dict(moves_item_data)



            moves.append(moves_item)


        chain = d.pop("chain")

        state = SuperMeowState.from_dict(d.pop("state"))




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




        super_meow_proof = cls(
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

        return super_meow_proof

