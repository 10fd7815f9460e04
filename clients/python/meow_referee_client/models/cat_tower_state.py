from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_state_direction import CatTowerStateDirection
from ..models.cat_tower_state_rules_version import CatTowerStateRulesVersion
from ..models.cat_tower_state_status import CatTowerStateStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_options import CatTowerOptions
  from ..models.cat_tower_pending import CatTowerPending
  from ..models.cat_tower_state_hands import CatTowerStateHands
  from ..models.cat_tower_state_tower_type_0 import CatTowerStateTowerType0
  from ..models.cat_tower_state_tower_type_1 import CatTowerStateTowerType1





T = TypeVar("T", bound="CatTowerState")



@_attrs_define
class CatTowerState:
    """ 
        Attributes:
            players (list[str]):
            hands (CatTowerStateHands):
            tower (CatTowerStateTowerType0 | CatTowerStateTowerType1):
            fatty_supply (int):
            token_pool (list[str]): Face down.
            discarded (list[str]): Cat cards out of play after falls (T5).
            current (None | str): null in Rush (T8).
            direction (CatTowerStateDirection):
            pending (CatTowerPending | None): Who must act next and how; null once the game is over.
            status (CatTowerStateStatus):
            signature (str | Unset): Set by the referee when signing is configured: send the state back unchanged. Any
                altered field makes it fail (422).
            winner (None | str | Unset):
            rolls (int | Unset): Die rolls so far (T3).
            flips (int | Unset): Tokens flipped so far (T3).
            options (CatTowerOptions | Unset):
            seed (str | Unset): Any string; all randomness derives from it. Hidden in views.
            rules_version (CatTowerStateRulesVersion | Unset): The edition of the readings it is played under; absent: the
                current one (1). Every state the referee answers carries it.
     """

    players: list[str]
    hands: CatTowerStateHands
    tower: CatTowerStateTowerType0 | CatTowerStateTowerType1
    fatty_supply: int
    token_pool: list[str]
    discarded: list[str]
    current: None | str
    direction: CatTowerStateDirection
    pending: CatTowerPending | None
    status: CatTowerStateStatus
    signature: str | Unset = UNSET
    winner: None | str | Unset = UNSET
    rolls: int | Unset = UNSET
    flips: int | Unset = UNSET
    options: CatTowerOptions | Unset = UNSET
    seed: str | Unset = UNSET
    rules_version: CatTowerStateRulesVersion | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_options import CatTowerOptions # noqa: PLC0415
        from ..models.cat_tower_pending import CatTowerPending # noqa: PLC0415
        from ..models.cat_tower_state_hands import CatTowerStateHands # noqa: PLC0415
        from ..models.cat_tower_state_tower_type_0 import CatTowerStateTowerType0 # noqa: PLC0415
        from ..models.cat_tower_state_tower_type_1 import CatTowerStateTowerType1 # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        tower: dict[str, Any]
        if isinstance(self.tower, CatTowerStateTowerType0):
            tower = self.tower.to_dict()
        else:
            tower = self.tower.to_dict()


        fatty_supply = self.fatty_supply

        token_pool = self.token_pool



        discarded = self.discarded



        current: None | str
        current = self.current

        direction = self.direction.value

        pending: dict[str, Any] | None
        if isinstance(self.pending, CatTowerPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        status = self.status.value

        signature = self.signature

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        rolls = self.rolls

        flips = self.flips

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        rules_version: int | Unset = UNSET
        if not isinstance(self.rules_version, Unset):
            rules_version = self.rules_version.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "hands": hands,
            "tower": tower,
            "fatty_supply": fatty_supply,
            "token_pool": token_pool,
            "discarded": discarded,
            "current": current,
            "direction": direction,
            "pending": pending,
            "status": status,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature
        if winner is not UNSET:
            field_dict["winner"] = winner
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if flips is not UNSET:
            field_dict["flips"] = flips
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_options import CatTowerOptions # noqa: PLC0415
        from ..models.cat_tower_pending import CatTowerPending # noqa: PLC0415
        from ..models.cat_tower_state_hands import CatTowerStateHands # noqa: PLC0415
        from ..models.cat_tower_state_tower_type_0 import CatTowerStateTowerType0 # noqa: PLC0415
        from ..models.cat_tower_state_tower_type_1 import CatTowerStateTowerType1 # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = CatTowerStateHands.from_dict(d.pop("hands"))




        def _parse_tower(data: object) -> CatTowerStateTowerType0 | CatTowerStateTowerType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tower_type_0 = CatTowerStateTowerType0.from_dict(data)



                return tower_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tower_type_1 = CatTowerStateTowerType1.from_dict(data)



            return tower_type_1

        tower = _parse_tower(d.pop("tower"))


        fatty_supply = d.pop("fatty_supply")

        token_pool = cast(list[str], d.pop("token_pool"))


        discarded = cast(list[str], d.pop("discarded"))


        def _parse_current(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current = _parse_current(d.pop("current"))


        direction = CatTowerStateDirection(d.pop("direction"))




        def _parse_pending(data: object) -> CatTowerPending | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = CatTowerPending.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerPending | None, data)

        pending = _parse_pending(d.pop("pending"))


        status = CatTowerStateStatus(d.pop("status"))




        signature = d.pop("signature", UNSET)

        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))


        rolls = d.pop("rolls", UNSET)

        flips = d.pop("flips", UNSET)

        _options = d.pop("options", UNSET)
        options: CatTowerOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CatTowerOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _rules_version = d.pop("rules_version", UNSET)
        rules_version: CatTowerStateRulesVersion | Unset
        if isinstance(_rules_version,  Unset):
            rules_version = UNSET
        else:
            rules_version = CatTowerStateRulesVersion(_rules_version)




        cat_tower_state = cls(
            players=players,
            hands=hands,
            tower=tower,
            fatty_supply=fatty_supply,
            token_pool=token_pool,
            discarded=discarded,
            current=current,
            direction=direction,
            pending=pending,
            status=status,
            signature=signature,
            winner=winner,
            rolls=rolls,
            flips=flips,
            options=options,
            seed=seed,
            rules_version=rules_version,
        )

        return cat_tower_state

