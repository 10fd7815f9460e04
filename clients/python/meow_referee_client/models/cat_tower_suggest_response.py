from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suggest_level import SuggestLevel
from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_considered_move import CatTowerConsideredMove
  from ..models.cat_tower_finish import CatTowerFinish
  from ..models.cat_tower_give import CatTowerGive
  from ..models.cat_tower_roll import CatTowerRoll
  from ..models.cat_tower_stack import CatTowerStack





T = TypeVar("T", bound="CatTowerSuggestResponse")



@_attrs_define
class CatTowerSuggestResponse:
    """ 
        Attributes:
            move (CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack): A move, by its `type`.
            level (SuggestLevel): `random`: a uniformly random legal move; `greedy`: the best move one ply ahead by the
                game's heuristic; `mcts` (default): information-set Monte Carlo tree search.
            iterations (int): Deals (greedy) or search iterations (mcts) that ran.
            considered (list[CatTowerConsideredMove]): The candidates weighed, best first (random: none).
     """

    move: CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack
    level: SuggestLevel
    iterations: int
    considered: list[CatTowerConsideredMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_considered_move import CatTowerConsideredMove # noqa: PLC0415
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


        level = self.level.value

        iterations = self.iterations

        considered = []
        for considered_item_data in self.considered:
            considered_item = considered_item_data.to_dict()
            considered.append(considered_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "level": level,
            "iterations": iterations,
            "considered": considered,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_considered_move import CatTowerConsideredMove # noqa: PLC0415
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


        level = SuggestLevel(d.pop("level"))




        iterations = d.pop("iterations")

        considered = []
        _considered = d.pop("considered")
        for considered_item_data in (_considered):
            considered_item = CatTowerConsideredMove.from_dict(considered_item_data)



            considered.append(considered_item)


        cat_tower_suggest_response = cls(
            move=move,
            level=level,
            iterations=iterations,
            considered=considered,
        )

        return cat_tower_suggest_response

