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





T = TypeVar("T", bound="Meow10LegalMovesResponse")



@_attrs_define
class Meow10LegalMovesResponse:
    """ 
        Attributes:
            player (None | str):
            moves (list[Meow10Draw | Meow10NextRound | Meow10Play]):
            truncated (bool):
     """

    player: None | str
    moves: list[Meow10Draw | Meow10NextRound | Meow10Play]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        player: None | str
        player = self.player

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, Meow10Play):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, Meow10Draw):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        truncated = self.truncated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "moves": moves,
            "truncated": truncated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        d = dict(src_dict)
        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> Meow10Draw | Meow10NextRound | Meow10Play:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        truncated = d.pop("truncated")

        meow_10_legal_moves_response = cls(
            player=player,
            moves=moves,
            truncated=truncated,
        )

        return meow_10_legal_moves_response

