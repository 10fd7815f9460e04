from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.copycat_view import CopycatView





T = TypeVar("T", bound="CopycatSessionResponse")



@_attrs_define
class CopycatSessionResponse:
    """ 
        Attributes:
            id (str):
            game (Literal['copycat']):
            version (int):
            state (CopycatView):
            seat (None | str): The player the token seats, or null.
     """

    id: str
    game: Literal['copycat']
    version: int
    state: CopycatView
    seat: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        id = self.id

        game = self.game

        version = self.version

        state = self.state.to_dict()

        seat: None | str
        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "version": version,
            "state": state,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal['copycat'] , d.pop("game"))
        if game != 'copycat':
            raise ValueError(f"game must match const 'copycat', got '{game}'")

        version = d.pop("version")

        state = CopycatView.from_dict(d.pop("state"))




        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))


        copycat_session_response = cls(
            id=id,
            game=game,
            version=version,
            state=state,
            seat=seat,
        )

        return copycat_session_response

