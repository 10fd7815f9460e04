from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.copycat_log_entry import CopycatLogEntry





T = TypeVar("T", bound="CopycatLogResponse")



@_attrs_define
class CopycatLogResponse:
    """ 
        Attributes:
            game (Literal['copycat']):
            moves (list[CopycatLogEntry]):
            next_ (str | Unset): The next page's path (also the `Link: rel=next` header); absent on the last page.
     """

    game: Literal['copycat']
    moves: list[CopycatLogEntry]
    next_: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_log_entry import CopycatLogEntry # noqa: PLC0415
        game = self.game

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        next_ = self.next_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "moves": moves,
        })
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_log_entry import CopycatLogEntry # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['copycat'] , d.pop("game"))
        if game != 'copycat':
            raise ValueError(f"game must match const 'copycat', got '{game}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = CopycatLogEntry.from_dict(moves_item_data)



            moves.append(moves_item)


        next_ = d.pop("next", UNSET)

        copycat_log_response = cls(
            game=game,
            moves=moves,
            next_=next_,
        )

        return copycat_log_response

