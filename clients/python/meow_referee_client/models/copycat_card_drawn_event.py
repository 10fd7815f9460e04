from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.copycat_card_drawn_event_count_type_0 import CopycatCardDrawnEventCountType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CopycatCardDrawnEvent")



@_attrs_define
class CopycatCardDrawnEvent:
    """ 
        Attributes:
            type_ (Literal['card_drawn']):
            player (str):
            count (CopycatCardDrawnEventCountType0 | int):
            deck (int): Cards left in the deck.
     """

    type_: Literal['card_drawn']
    player: str
    count: CopycatCardDrawnEventCountType0 | int
    deck: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        count: int
        if isinstance(self.count, CopycatCardDrawnEventCountType0):
            count = self.count.value
        else:
            count = self.count

        deck = self.deck


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "count": count,
            "deck": deck,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['card_drawn'] , d.pop("type"))
        if type_ != 'card_drawn':
            raise ValueError(f"type must match const 'card_drawn', got '{type_}'")

        player = d.pop("player")

        def _parse_count(data: object) -> CopycatCardDrawnEventCountType0 | int:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                count_type_0 = CopycatCardDrawnEventCountType0(data)



                return count_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopycatCardDrawnEventCountType0 | int, data)

        count = _parse_count(d.pop("count"))


        deck = d.pop("deck")

        copycat_card_drawn_event = cls(
            type_=type_,
            player=player,
            count=count,
            deck=deck,
        )

        return copycat_card_drawn_event

