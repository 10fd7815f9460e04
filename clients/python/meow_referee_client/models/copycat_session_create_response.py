from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.copycat_session_create_response_seats import CopycatSessionCreateResponseSeats
  from ..models.copycat_view import CopycatView





T = TypeVar("T", bound="CopycatSessionCreateResponse")



@_attrs_define
class CopycatSessionCreateResponse:
    """ 
        Attributes:
            host (str): The host token, shown once: it ends the session while the game is played (DELETE) and reads the
                public view; it is no seat and cannot move.
            id (str):
            game (Literal['copycat']):
            version (int): 0 for a new session.
            state (CopycatView):
            seats (CopycatSessionCreateResponseSeats): Player id -> seat token. Shown once: the referee keeps only hashes.
                Send it as `Authorization: Bearer <token>`.
     """

    host: str
    id: str
    game: Literal['copycat']
    version: int
    state: CopycatView
    seats: CopycatSessionCreateResponseSeats





    def to_dict(self) -> dict[str, Any]:
        from ..models.copycat_session_create_response_seats import CopycatSessionCreateResponseSeats # noqa: PLC0415
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        host = self.host

        id = self.id

        game = self.game

        version = self.version

        state = self.state.to_dict()

        seats = self.seats.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "host": host,
            "id": id,
            "game": game,
            "version": version,
            "state": state,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copycat_session_create_response_seats import CopycatSessionCreateResponseSeats # noqa: PLC0415
        from ..models.copycat_view import CopycatView # noqa: PLC0415
        d = dict(src_dict)
        host = d.pop("host")

        id = d.pop("id")

        game = cast(Literal['copycat'] , d.pop("game"))
        if game != 'copycat':
            raise ValueError(f"game must match const 'copycat', got '{game}'")

        version = d.pop("version")

        state = CopycatView.from_dict(d.pop("state"))




        seats = CopycatSessionCreateResponseSeats.from_dict(d.pop("seats"))




        copycat_session_create_response = cls(
            host=host,
            id=id,
            game=game,
            version=version,
            state=state,
            seats=seats,
        )

        return copycat_session_create_response

