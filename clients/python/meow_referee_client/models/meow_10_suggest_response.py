from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suggest_level import SuggestLevel
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_considered_move import Meow10ConsideredMove
  from ..models.meow_10_draw import Meow10Draw
  from ..models.meow_10_next_round import Meow10NextRound
  from ..models.meow_10_play import Meow10Play





T = TypeVar("T", bound="Meow10SuggestResponse")



@_attrs_define
class Meow10SuggestResponse:
    """ 
        Attributes:
            move (Meow10Draw | Meow10NextRound | Meow10Play): A move, by its `type`.
            level (SuggestLevel): `random`: a uniformly random legal move; `greedy`: the best move one ply ahead by the
                game's heuristic; `mcts` (default): information-set Monte Carlo tree search.
            iterations (int): Deals (greedy) or search iterations (mcts) that ran.
            considered (list[Meow10ConsideredMove]): The candidates weighed, best first (random: none).
     """

    move: Meow10Draw | Meow10NextRound | Meow10Play
    level: SuggestLevel
    iterations: int
    considered: list[Meow10ConsideredMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_considered_move import Meow10ConsideredMove # noqa: PLC0415
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, Meow10Play):
            move = self.move.to_dict()
        elif isinstance(self.move, Meow10Draw):
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
        from ..models.meow_10_considered_move import Meow10ConsideredMove # noqa: PLC0415
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> Meow10Draw | Meow10NextRound | Meow10Play:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meow_10_move_type_0 = Meow10Play.from_dict(data)



                return componentsschemas_meow_10_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meow_10_move_type_1 = Meow10Draw.from_dict(data)



                return componentsschemas_meow_10_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_meow_10_move_type_2 = Meow10NextRound.from_dict(data)



            return componentsschemas_meow_10_move_type_2

        move = _parse_move(d.pop("move"))


        level = SuggestLevel(d.pop("level"))




        iterations = d.pop("iterations")

        considered = []
        _considered = d.pop("considered")
        for considered_item_data in (_considered):
            considered_item = Meow10ConsideredMove.from_dict(considered_item_data)



            considered.append(considered_item)


        meow_10_suggest_response = cls(
            move=move,
            level=level,
            iterations=iterations,
            considered=considered,
        )

        return meow_10_suggest_response

