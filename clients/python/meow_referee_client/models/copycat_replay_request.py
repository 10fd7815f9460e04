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
  from ..models.copycat_setup import CopycatSetup





T = TypeVar("T", bound="CopycatReplayRequest")



@_attrs_define
class CopycatReplayRequest:
    """ 
        Attributes:
            setup (CopycatSetup):
            moves (list[CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame]):
     """

    setup: CopycatSetup
    moves: list[CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame]





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_setup import CopycatSetup # noqa: PLC0415
        setup = self.setup.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, CopycatLead):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CopycatCopy):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CopycatDraw):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CopycatMeow):
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
        from ..models.copycat_copy import CopycatCopy # noqa: PLC0415
        from ..models.copycat_draw import CopycatDraw # noqa: PLC0415
        from ..models.copycat_lead import CopycatLead # noqa: PLC0415
        from ..models.copycat_meow import CopycatMeow # noqa: PLC0415
        from ..models.copycat_next_game import CopycatNextGame # noqa: PLC0415
        from ..models.copycat_setup import CopycatSetup # noqa: PLC0415
        d = dict(src_dict)
        setup = CopycatSetup.from_dict(d.pop("setup"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> CopycatCopy | CopycatDraw | CopycatLead | CopycatMeow | CopycatNextGame:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        copycat_replay_request = cls(
            setup=setup,
            moves=moves,
        )

        return copycat_replay_request

