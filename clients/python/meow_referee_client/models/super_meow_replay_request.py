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
  from ..models.super_meow_setup import SuperMeowSetup
  from ..models.super_meow_throw_away import SuperMeowThrowAway





T = TypeVar("T", bound="SuperMeowReplayRequest")



@_attrs_define
class SuperMeowReplayRequest:
    """ 
        Attributes:
            setup (SuperMeowSetup):
            moves (list[SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway]):
     """

    setup: SuperMeowSetup
    moves: list[SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway]





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
        from ..models.super_meow_mouse import SuperMeowMouse # noqa: PLC0415
        from ..models.super_meow_pass import SuperMeowPass # noqa: PLC0415
        from ..models.super_meow_setup import SuperMeowSetup # noqa: PLC0415
        from ..models.super_meow_throw_away import SuperMeowThrowAway # noqa: PLC0415
        setup = self.setup.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SuperMeowBuy):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SuperMeowThrowAway):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SuperMeowMouse):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "setup": setup,
            "moves": moves,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_meow_buy import SuperMeowBuy # noqa: PLC0415
        from ..models.super_meow_mouse import SuperMeowMouse # noqa: PLC0415
        from ..models.super_meow_pass import SuperMeowPass # noqa: PLC0415
        from ..models.super_meow_setup import SuperMeowSetup # noqa: PLC0415
        from ..models.super_meow_throw_away import SuperMeowThrowAway # noqa: PLC0415
        d = dict(src_dict)
        setup = SuperMeowSetup.from_dict(d.pop("setup"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> SuperMeowBuy | SuperMeowMouse | SuperMeowPass | SuperMeowThrowAway:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        super_meow_replay_request = cls(
            setup=setup,
            moves=moves,
        )

        return super_meow_replay_request

