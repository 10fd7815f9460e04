from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_finish import CatTowerFinish
  from ..models.cat_tower_give import CatTowerGive
  from ..models.cat_tower_roll import CatTowerRoll
  from ..models.cat_tower_setup import CatTowerSetup
  from ..models.cat_tower_stack import CatTowerStack





T = TypeVar("T", bound="CatTowerReplayRequest")



@_attrs_define
class CatTowerReplayRequest:
    """ 
        Attributes:
            setup (CatTowerSetup):
            moves (list[CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack]):
     """

    setup: CatTowerSetup
    moves: list[CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack]





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_setup import CatTowerSetup # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        setup = self.setup.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, CatTowerRoll):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CatTowerStack):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CatTowerGive):
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
        from ..models.cat_tower_finish import CatTowerFinish # noqa: PLC0415
        from ..models.cat_tower_give import CatTowerGive # noqa: PLC0415
        from ..models.cat_tower_roll import CatTowerRoll # noqa: PLC0415
        from ..models.cat_tower_setup import CatTowerSetup # noqa: PLC0415
        from ..models.cat_tower_stack import CatTowerStack # noqa: PLC0415
        d = dict(src_dict)
        setup = CatTowerSetup.from_dict(d.pop("setup"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> CatTowerFinish | CatTowerGive | CatTowerRoll | CatTowerStack:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_move_type_0 = CatTowerRoll.from_dict(data)



                    return componentsschemas_cat_tower_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_move_type_1 = CatTowerStack.from_dict(data)



                    return componentsschemas_cat_tower_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_move_type_2 = CatTowerGive.from_dict(data)



                    return componentsschemas_cat_tower_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_move_type_3 = CatTowerFinish.from_dict(data)



                return componentsschemas_cat_tower_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        cat_tower_replay_request = cls(
            setup=setup,
            moves=moves,
        )

        return cat_tower_replay_request

