from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_draw import Meow10Draw
  from ..models.meow_10_next_round import Meow10NextRound
  from ..models.meow_10_play import Meow10Play





T = TypeVar("T", bound="Meow10SessionMoveRequest")



@_attrs_define
class Meow10SessionMoveRequest:
    """ 
        Attributes:
            move (Meow10Draw | Meow10NextRound | Meow10Play): A move, by its `type`.
            expected_version (int | Unset): Apply only at this version, else 409 with the current one (the header `If-Match:
                "n"` does the same with 412).
     """

    move: Meow10Draw | Meow10NextRound | Meow10Play
    expected_version: int | Unset = UNSET





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


        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

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


        expected_version = d.pop("expected_version", UNSET)

        meow_10_session_move_request = cls(
            move=move,
            expected_version=expected_version,
        )

        return meow_10_session_move_request

