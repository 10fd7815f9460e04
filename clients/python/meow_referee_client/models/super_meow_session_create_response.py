from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.super_meow_session_create_response_seats import SuperMeowSessionCreateResponseSeats
  from ..models.super_meow_view import SuperMeowView





T = TypeVar("T", bound="SuperMeowSessionCreateResponse")



@_attrs_define
class SuperMeowSessionCreateResponse:
    """ 
        Attributes:
            host (str): The host token, shown once: it ends the session while the game is played (DELETE) and reads the
                public view; it is no seat and cannot move.
            id (str):
            game (Literal['supermeow']):
            version (int): 0 for a new session.
            state (SuperMeowView):
            seats (SuperMeowSessionCreateResponseSeats): Player id -> seat token. Shown once: the referee keeps only hashes.
                Send it as `Authorization: Bearer <token>`.
     """

    host: str
    id: str
    game: Literal['supermeow']
    version: int
    state: SuperMeowView
    seats: SuperMeowSessionCreateResponseSeats





    def to_dict(self) -> dict[str, Any]:
        from ..models.super_meow_session_create_response_seats import SuperMeowSessionCreateResponseSeats # noqa: PLC0415
        from ..models.super_meow_view import SuperMeowView # noqa: PLC0415
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
        from ..models.super_meow_session_create_response_seats import SuperMeowSessionCreateResponseSeats # noqa: PLC0415
        from ..models.super_meow_view import SuperMeowView # noqa: PLC0415
        d = dict(src_dict)
        host = d.pop("host")

        id = d.pop("id")

        game = cast(Literal['supermeow'] , d.pop("game"))
        if game != 'supermeow':
            raise ValueError(f"game must match const 'supermeow', got '{game}'")

        version = d.pop("version")

        state = SuperMeowView.from_dict(d.pop("state"))




        seats = SuperMeowSessionCreateResponseSeats.from_dict(d.pop("seats"))




        super_meow_session_create_response = cls(
            host=host,
            id=id,
            game=game,
            version=version,
            state=state,
            seats=seats,
        )

        return super_meow_session_create_response

