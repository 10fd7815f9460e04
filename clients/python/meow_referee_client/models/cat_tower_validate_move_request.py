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
  from ..models.cat_tower_state import CatTowerState





T = TypeVar("T", bound="CatTowerValidateMoveRequest")



@_attrs_define
class CatTowerValidateMoveRequest:
    """ 
        Attributes:
            state (CatTowerState):
            move (CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack): A move, by its `type`.
     """

    state: CatTowerState
    move: CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        state = self.state.to_dict()

        move: dict[str, Any]
        if isinstance(self.move, CatTowerRoll):
            move = self.move.to_dict()
        elif isinstance(self.move, CatTowerStack):
            move = self.move.to_dict()
        elif isinstance(self.move, CatTowerGive):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "move": move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        d = dict(src_dict)
        state = CatTowerState.from_dict(d.pop("state"))




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


        cat_tower_validate_move_request = cls(
            state=state,
            move=move,
        )

        return cat_tower_validate_move_request

