from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_view_direction_type_0 import CatTowerViewDirectionType0
from ..models.cat_tower_view_rules_version_type_0 import CatTowerViewRulesVersionType0
from ..models.cat_tower_view_status_type_0 import CatTowerViewStatusType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_options_in_force import CatTowerOptionsInForce
  from ..models.cat_tower_pending import CatTowerPending
  from ..models.cat_tower_view_hands import CatTowerViewHands
  from ..models.cat_tower_view_tower_type_0 import CatTowerViewTowerType0
  from ..models.cat_tower_view_tower_type_1 import CatTowerViewTowerType1





T = TypeVar("T", bound="CatTowerView")



@_attrs_define
class CatTowerView:
    """ 
        Attributes:
            players (list[str]):
            hands (CatTowerViewHands): The reader's own hand; another's by its length.
            tower (CatTowerViewTowerType0 | CatTowerViewTowerType1):
            fatty_supply (int):
            token_pool (int): Face down: its length.
            discarded (list[str]): Cat cards out of play after falls (T5).
            current (None | str): null in Rush (T8).
            direction (CatTowerViewDirectionType0 | int):
            pending (CatTowerPending | None): Who must act next and how; null once the game is over.
            status (CatTowerViewStatusType0 | str):
            winner (None | str):
            rolls (int): Die rolls so far (T3).
            flips (int): Tokens flipped so far (T3).
            options (CatTowerOptionsInForce):
            rules_version (CatTowerViewRulesVersionType0 | int | Unset): The edition of the readings it is played under;
                absent: the current one (1). Every state the referee answers carries it.
     """

    players: list[str]
    hands: CatTowerViewHands
    tower: CatTowerViewTowerType0 | CatTowerViewTowerType1
    fatty_supply: int
    token_pool: int
    discarded: list[str]
    current: None | str
    direction: CatTowerViewDirectionType0 | int
    pending: CatTowerPending | None
    status: CatTowerViewStatusType0 | str
    winner: None | str
    rolls: int
    flips: int
    options: CatTowerOptionsInForce
    rules_version: CatTowerViewRulesVersionType0 | int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_options_in_force import CatTowerOptionsInForce # noqa: PLC0415
        from ..models.cat_tower_pending import CatTowerPending # noqa: PLC0415
        from ..models.cat_tower_view_hands import CatTowerViewHands # noqa: PLC0415
        from ..models.cat_tower_view_tower_type_0 import CatTowerViewTowerType0 # noqa: PLC0415
        from ..models.cat_tower_view_tower_type_1 import CatTowerViewTowerType1 # noqa: PLC0415
        players = self.players



        hands = self.hands.to_dict()

        tower: dict[str, Any]
        if isinstance(self.tower, CatTowerViewTowerType0):
            tower = self.tower.to_dict()
        else:
            tower = self.tower.to_dict()


        fatty_supply = self.fatty_supply

        token_pool = self.token_pool

        discarded = self.discarded



        current: None | str
        current = self.current

        direction: int
        if isinstance(self.direction, CatTowerViewDirectionType0):
            direction = self.direction.value
        else:
            direction = self.direction

        pending: dict[str, Any] | None
        if isinstance(self.pending, CatTowerPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        status: str
        if isinstance(self.status, CatTowerViewStatusType0):
            status = self.status.value
        else:
            status = self.status

        winner: None | str
        winner = self.winner

        rolls = self.rolls

        flips = self.flips

        options = self.options.to_dict()

        rules_version: int | Unset
        if isinstance(self.rules_version, Unset):
            rules_version = UNSET
        elif isinstance(self.rules_version, CatTowerViewRulesVersionType0):
            rules_version = self.rules_version.value
        else:
            rules_version = self.rules_version


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
            "winner": winner,
            "rolls": rolls,
            "flips": flips,
            "options": options,
        })
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_options_in_force import CatTowerOptionsInForce # noqa: PLC0415
        from ..models.cat_tower_pending import CatTowerPending # noqa: PLC0415
        from ..models.cat_tower_view_hands import CatTowerViewHands # noqa: PLC0415
        from ..models.cat_tower_view_tower_type_0 import CatTowerViewTowerType0 # noqa: PLC0415
        from ..models.cat_tower_view_tower_type_1 import CatTowerViewTowerType1 # noqa: PLC0415
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))


        hands = CatTowerViewHands.from_dict(d.pop("hands"))




        def _parse_tower(data: object) -> CatTowerViewTowerType0 | CatTowerViewTowerType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tower_type_0 = CatTowerViewTowerType0.from_dict(data)



                return tower_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tower_type_1 = CatTowerViewTowerType1.from_dict(data)



            return tower_type_1

        tower = _parse_tower(d.pop("tower"))


        fatty_supply = d.pop("fatty_supply")

        token_pool = d.pop("token_pool")

        discarded = cast(list[str], d.pop("discarded"))


        def _parse_current(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current = _parse_current(d.pop("current"))


        def _parse_direction(data: object) -> CatTowerViewDirectionType0 | int:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                direction_type_0 = CatTowerViewDirectionType0(data)



                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerViewDirectionType0 | int, data)

        direction = _parse_direction(d.pop("direction"))


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


        def _parse_status(data: object) -> CatTowerViewStatusType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = CatTowerViewStatusType0(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerViewStatusType0 | str, data)

        status = _parse_status(d.pop("status"))


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        rolls = d.pop("rolls")

        flips = d.pop("flips")

        options = CatTowerOptionsInForce.from_dict(d.pop("options"))




        def _parse_rules_version(data: object) -> CatTowerViewRulesVersionType0 | int | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rules_version_type_0 = CatTowerViewRulesVersionType0(data)



                return rules_version_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerViewRulesVersionType0 | int | Unset, data)

        rules_version = _parse_rules_version(d.pop("rules_version", UNSET))


        cat_tower_view = cls(
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
            winner=winner,
            rolls=rolls,
            flips=flips,
            options=options,
            rules_version=rules_version,
        )

        return cat_tower_view

