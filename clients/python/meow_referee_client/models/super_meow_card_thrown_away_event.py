from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.super_meow_card_thrown_away_event_to_type_0 import SuperMeowCardThrownAwayEventToType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="SuperMeowCardThrownAwayEvent")



@_attrs_define
class SuperMeowCardThrownAwayEvent:
    """ 
        Attributes:
            type_ (Literal['card_thrown_away']):
            player (str):
            card (str):
            to (str | SuperMeowCardThrownAwayEventToType0):
     """

    type_: Literal['card_thrown_away']
    player: str
    card: str
    to: str | SuperMeowCardThrownAwayEventToType0





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        card = self.card

        to: str
        if isinstance(self.to, SuperMeowCardThrownAwayEventToType0):
            to = self.to.value
        else:
            to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['card_thrown_away'] , d.pop("type"))
        if type_ != 'card_thrown_away':
            raise ValueError(f"type must match const 'card_thrown_away', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        def _parse_to(data: object) -> str | SuperMeowCardThrownAwayEventToType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_0 = SuperMeowCardThrownAwayEventToType0(data)



                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | SuperMeowCardThrownAwayEventToType0, data)

        to = _parse_to(d.pop("to"))


        super_meow_card_thrown_away_event = cls(
            type_=type_,
            player=player,
            card=card,
            to=to,
        )

        return super_meow_card_thrown_away_event

