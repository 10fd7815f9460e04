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
  from ..models.copycat_view import CopycatView
  from ..models.session_ended import SessionEnded





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
            ended (SessionEnded | Unset):
     """

    id: str
    game: Literal['copycat']
    version: int
    state: CopycatView
    seat: None | str
    ended: SessionEnded | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        from ..models.session_ended import SessionEnded # noqa: PLC0415
        id = self.id

        game = self.game

        version = self.version

        state = self.state.to_dict()

        seat: None | str
        seat = self.seat

        ended: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ended, Unset):
            ended = self.ended.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "version": version,
            "state": state,
            "seat": seat,
        })
        if ended is not UNSET:
            field_dict["ended"] = ended

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        from ..models.session_ended import SessionEnded # noqa: PLC0415
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


        _ended = d.pop("ended", UNSET)
        ended: SessionEnded | Unset
        if isinstance(_ended,  Unset):
            ended = UNSET
        else:
            ended = SessionEnded.from_dict(_ended)




        copycat_session_response = cls(
            id=id,
            game=game,
            version=version,
            state=state,
            seat=seat,
            ended=ended,
        )

        return copycat_session_response

