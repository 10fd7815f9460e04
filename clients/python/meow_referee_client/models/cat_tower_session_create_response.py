from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.cat_tower_session_create_response_seats import CatTowerSessionCreateResponseSeats
  from ..models.cat_tower_view import CatTowerView





T = TypeVar("T", bound="CatTowerSessionCreateResponse")



@_attrs_define
class CatTowerSessionCreateResponse:
    """ 
        Attributes:
            host (str): The host token, shown once: it ends the session while the game is played (DELETE) and reads the
                public view; it is no seat and cannot move.
            id (str):
            game (Literal['cattower']):
            version (int): 0 for a new session.
            state (CatTowerView):
            seats (CatTowerSessionCreateResponseSeats): Player id -> seat token. Shown once: the referee keeps only hashes.
                Send it as `Authorization: Bearer <token>`.
     """

    host: str
    id: str
    game: Literal['cattower']
    version: int
    state: CatTowerView
    seats: CatTowerSessionCreateResponseSeats





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_session_create_response_seats import CatTowerSessionCreateResponseSeats # noqa: PLC0415
        from ..models.cat_tower_view import CatTowerView # noqa: PLC0415
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
        from ..models.cat_tower_session_create_response_seats import CatTowerSessionCreateResponseSeats # noqa: PLC0415
        from ..models.cat_tower_view import CatTowerView # noqa: PLC0415
        d = dict(src_dict)
        host = d.pop("host")

        id = d.pop("id")

        game = cast(Literal['cattower'] , d.pop("game"))
        if game != 'cattower':
            raise ValueError(f"game must match const 'cattower', got '{game}'")

        version = d.pop("version")

        state = CatTowerView.from_dict(d.pop("state"))




        seats = CatTowerSessionCreateResponseSeats.from_dict(d.pop("seats"))




        cat_tower_session_create_response = cls(
            host=host,
            id=id,
            game=game,
            version=version,
            state=state,
            seats=seats,
        )

        return cat_tower_session_create_response

