from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.copycat_copy import CopycatCopy
  from ..models.copycat_draw import CopycatDraw
  from ..models.copycat_lead import CopycatLead
  from ..models.copycat_meow import CopycatMeow
  from ..models.copycat_next_game import CopycatNextGame





T = TypeVar("T", bound="CopycatConsideredMove")



@_attrs_define
class CopycatConsideredMove:
    """ 
        Attributes:
            move (CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame): A move, by its `type`.
            visits (int): How often it was tried (greedy: deals scored).
            value (float): Its mean value for the seat, from 0 (lost) to 1 (won).
     """

    move: CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame
    visits: int
    value: float





    def to_dict(self) -> dict[str, Any]:
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


        visits = d.pop("visits")

        value = d.pop("value")

        copycat_considered_move = cls(
            move=move,
            visits=visits,
            value=value,
        )

        return copycat_considered_move

