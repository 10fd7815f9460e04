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
  from ..models.copycat_state import CopycatState





T = TypeVar("T", bound="CopycatValidateMoveRequest")



@_attrs_define
class CopycatValidateMoveRequest:
    """ 
        Attributes:
            state (CopycatState):
            move (CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame): A move, by its `type`.
     """

    state: CopycatState
    move: CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        state = self.state.to_dict()

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



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "move": move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_state import CopycatState # noqa: PLC0415
        d = dict(src_dict)
        state = CopycatState.from_dict(d.pop("state"))




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


        copycat_validate_move_request = cls(
            state=state,
            move=move,
        )

        return copycat_validate_move_request

