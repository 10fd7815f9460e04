from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suggest_level import SuggestLevel
from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_considered_move import CopycatConsideredMove
  from ..models.copycat_copy import CopycatCopy
  from ..models.copycat_draw import CopycatDraw
  from ..models.copycat_lead import CopycatLead
  from ..models.copycat_meow import CopycatMeow
  from ..models.copycat_next_game import CopycatNextGame





T = TypeVar("T", bound="CopycatSuggestResponse")



@_attrs_define
class CopycatSuggestResponse:
    """ 
        Attributes:
            move (CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame): A move, by its `type`.
            level (SuggestLevel): `random`: a uniformly random legal move; `greedy`: the best move one ply ahead by the
                game's heuristic; `mcts` (default): information-set Monte Carlo tree search.
            iterations (int): Deals (greedy) or search iterations (mcts) that ran.
            considered (list[CopycatConsideredMove]): The candidates weighed, best first (random: none).
     """

    move: CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame
    level: SuggestLevel
    iterations: int
    considered: list[CopycatConsideredMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_considered_move import CopycatConsideredMove # noqa: PLC0415
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, CopycatLead):
            move = self.move.to_dict()
        elif isinstance(self.move, CopycatCopy):
            move = self.move.to_dict()
        elif isinstance(self.move, CopycatDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, CopycatMeow):
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
        from ..models.copycat_considered_move import CopycatConsideredMove # noqa: PLC0415
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_0 = CopycatLead.from_dict(data)



                return componentsschemas_copycat_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_1 = CopycatCopy.from_dict(data)



                return componentsschemas_copycat_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_2 = CopycatDraw.from_dict(data)



                return componentsschemas_copycat_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_copycat_move_type_3 = CopycatMeow.from_dict(data)



                return componentsschemas_copycat_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_copycat_move_type_4 = CopycatNextGame.from_dict(data)



            return componentsschemas_copycat_move_type_4

        move = _parse_move(d.pop("move"))


        level = SuggestLevel(d.pop("level"))




        iterations = d.pop("iterations")

        considered = []
        _considered = d.pop("considered")
        for considered_item_data in (_considered):
            considered_item = CopycatConsideredMove.from_dict(considered_item_data)



            considered.append(considered_item)


        copycat_suggest_response = cls(
            move=move,
            level=level,
            iterations=iterations,
            considered=considered,
        )

        return copycat_suggest_response

