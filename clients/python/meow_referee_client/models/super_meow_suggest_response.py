from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suggest_level import SuggestLevel
from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_buy import SuperMeowBuy
  from ..models.super_meow_considered_move import SuperMeowConsideredMove
  from ..models.super_meow_mouse import SuperMeowMouse
  from ..models.super_meow_pass import SuperMeowPass
  from ..models.super_meow_throw_away import SuperMeowThrowAway





T = TypeVar("T", bound="SuperMeowSuggestResponse")



@_attrs_define
class SuperMeowSuggestResponse:
    """ 
        Attributes:
            move (SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway): A move, by its `type`.
            level (SuggestLevel): `random`: a uniformly random legal move; `greedy`: the best move one ply ahead by the
                game's heuristic; `mcts` (default): information-set Monte Carlo tree search.
            iterations (int): Deals (greedy) or search iterations (mcts) that ran.
            considered (list[SuperMeowConsideredMove]): The candidates weighed, best first (random: none).
     """

    move: SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway
    level: SuggestLevel
    iterations: int
    considered: list[SuperMeowConsideredMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
        from ..models.super_meow_considered_move import SuperMeowConsideredMove # noqa: PLC0415
        from ..models.super_meow_mouse import SuperMeowMouse # noqa: PLC0415
        from ..models.super_meow_pass import SuperMeowPass # noqa: PLC0415
        from ..models.super_meow_throw_away import SuperMeowThrowAway # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, SuperMeowBuy):
            move = self.move.to_dict()
        elif isinstance(self.move, SuperMeowThrowAway):
            move = self.move.to_dict()
        elif isinstance(self.move, SuperMeowMouse):
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
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
        from ..models.super_meow_considered_move import SuperMeowConsideredMove # noqa: PLC0415
        from ..models.super_meow_mouse import SuperMeowMouse # noqa: PLC0415
        from ..models.super_meow_pass import SuperMeowPass # noqa: PLC0415
        from ..models.super_meow_throw_away import SuperMeowThrowAway # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_move_type_0 = SuperMeowBuy.from_dict(data)



                return componentsschemas_super_meow_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_move_type_1 = SuperMeowThrowAway.from_dict(data)



                return componentsschemas_super_meow_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_move_type_2 = SuperMeowMouse.from_dict(data)



                return componentsschemas_super_meow_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_super_meow_move_type_3 = SuperMeowPass.from_dict(data)



            return componentsschemas_super_meow_move_type_3

        move = _parse_move(d.pop("move"))


        level = SuggestLevel(d.pop("level"))




        iterations = d.pop("iterations")

        considered = []
        _considered = d.pop("considered")
        for considered_item_data in (_considered):
            considered_item = SuperMeowConsideredMove.from_dict(considered_item_data)



            considered.append(considered_item)


        super_meow_suggest_response = cls(
            move=move,
            level=level,
            iterations=iterations,
            considered=considered,
        )

        return super_meow_suggest_response

