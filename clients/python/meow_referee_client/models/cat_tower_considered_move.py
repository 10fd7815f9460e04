from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_finish import CatTowerFinish
  from ..models.cat_tower_give import CatTowerGive
  from ..models.cat_tower_roll import CatTowerRoll
  from ..models.cat_tower_stack import CatTowerStack





T = TypeVar("T", bound="CatTowerConsideredMove")



@_attrs_define
class CatTowerConsideredMove:
    """ 
        Attributes:
            move (CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack): A move, by its `type`.
            visits (int): How often it was tried (greedy: deals scored).
            value (float): Its mean value for the seat, from 0 (lost) to 1 (won).
     """

    move: CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack
    visits: int
    value: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, CatTowerRoll):
            move = self.move.to_dict()
        elif isinstance(self.move, CatTowerStack):
            move = self.move.to_dict()
        elif isinstance(self.move, CatTowerGive):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        visits = self.visits

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "visits": visits,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_move_type_0 = CatTowerRoll.from_dict(data)



                return componentsschemas_cat_tower_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_move_type_1 = CatTowerStack.from_dict(data)



                return componentsschemas_cat_tower_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_move_type_2 = CatTowerGive.from_dict(data)



                return componentsschemas_cat_tower_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_cat_tower_move_type_3 = CatTowerFinish.from_dict(data)



            return componentsschemas_cat_tower_move_type_3

        move = _parse_move(d.pop("move"))


        visits = d.pop("visits")

        value = d.pop("value")

        cat_tower_considered_move = cls(
            move=move,
            visits=visits,
            value=value,
        )

        return cat_tower_considered_move

