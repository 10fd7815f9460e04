from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cat_tower_stack_token import CatTowerStackToken
from ..models.cat_tower_stack_type import CatTowerStackType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_fall import CatTowerFall





T = TypeVar("T", bound="CatTowerStack")



@_attrs_define
class CatTowerStack:
    """ 
        Attributes:
            type_ (CatTowerStackType):
            player (str):
            card (str | Unset): The cat card; omitted for a Fatty Catty card.
            fell (CatTowerFall | Unset):
            token (CatTowerStackToken | Unset): Only with physical_dice, on a Fatty Catty card with nothing fallen (a fall
                ends the turn): the token flipped (T3).
     """

    type_: CatTowerStackType
    player: str
    card: str | Unset = UNSET
    fell: CatTowerFall | Unset = UNSET
    token: CatTowerStackToken | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_fall import CatTowerFall # noqa: PLC0415
        type_ = self.type_.value

        player = self.player

        card = self.card

        fell: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fell, Unset):
            fell = self.fell.to_dict()

        token: str | Unset = UNSET
        if not isinstance(self.token, Unset):
            token = self.token.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if fell is not UNSET:
            field_dict["fell"] = fell
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cat_tower_fall import CatTowerFall # noqa: PLC0415
        d = dict(src_dict)
        type_ = CatTowerStackType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card", UNSET)

        _fell = d.pop("fell", UNSET)
        fell: CatTowerFall | Unset
        if isinstance(_fell,  Unset):
            fell = UNSET
        else:
            fell = CatTowerFall.from_dict(_fell)




        _token = d.pop("token", UNSET)
        token: CatTowerStackToken | Unset
        if isinstance(_token,  Unset):
            token = UNSET
        else:
            token = CatTowerStackToken(_token)




        cat_tower_stack = cls(
            type_=type_,
            player=player,
            card=card,
            fell=fell,
            token=token,
        )

        return cat_tower_stack

