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





T = TypeVar("T", bound="Meow10ConsideredMove")



@_attrs_define
class Meow10ConsideredMove:
    """ 
        Attributes:
            move (Meow10Draw | Meow10NextRound | Meow10Play): A move, by its `type`.
            visits (int): How often it was tried (greedy: deals scored).
            value (float): Its mean value for the seat, from 0 (lost) to 1 (won).
     """

    move: Meow10Draw | Meow10NextRound | Meow10Play
    visits: int
    value: float





    def to_dict(self) -> dict[str, Any]:
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


        visits = d.pop("visits")

        value = d.pop("value")

        meow_10_considered_move = cls(
            move=move,
            visits=visits,
            value=value,
        )

        return meow_10_considered_move

