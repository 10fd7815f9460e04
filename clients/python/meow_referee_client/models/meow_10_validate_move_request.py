from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_draw import Meow10Draw
  from ..models.meow_10_next_round import Meow10NextRound
  from ..models.meow_10_play import Meow10Play
  from ..models.meow_10_state import Meow10State





T = TypeVar("T", bound="Meow10ValidateMoveRequest")



@_attrs_define
class Meow10ValidateMoveRequest:
    """ 
        Attributes:
            state (Meow10State):
            move (Meow10Draw | Meow10NextRound | Meow10Play): A move, by its `type`.
     """

    state: Meow10State
    move: Meow10Draw | Meow10NextRound | Meow10Play





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        state = self.state.to_dict()

        move: dict[str, Any]
        if isinstance(self.move, Meow10Play):
            move = self.move.to_dict()
        elif isinstance(self.move, Meow10Draw):
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
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        d = dict(src_dict)
        state = Meow10State.from_dict(d.pop("state"))




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


        meow_10_validate_move_request = cls(
            state=state,
            move=move,
        )

        return meow_10_validate_move_request

