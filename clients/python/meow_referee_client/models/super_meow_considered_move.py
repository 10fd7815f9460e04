from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.super_meow_buy import SuperMeowBuy
  from ..models.super_meow_mouse import SuperMeowMouse
  from ..models.super_meow_pass import SuperMeowPass
  from ..models.super_meow_throw_away import SuperMeowThrowAway





T = TypeVar("T", bound="SuperMeowConsideredMove")



@_attrs_define
class SuperMeowConsideredMove:
    """ 
        Attributes:
            move (SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway): A move, by its `type`.
            visits (int): How often it was tried (greedy: deals scored).
            value (float): Its mean value for the seat, from 0 (lost) to 1 (won).
     """

    move: SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway
    visits: int
    value: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
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
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
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


        visits = d.pop("visits")

        value = d.pop("value")

        super_meow_considered_move = cls(
            move=move,
            visits=visits,
            value=value,
        )

        return super_meow_considered_move

