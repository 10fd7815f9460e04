from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent
  from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent
  from ..models.meow_10_draw import Meow10Draw
  from ..models.meow_10_game_ended_event import Meow10GameEndedEvent
  from ..models.meow_10_next_round import Meow10NextRound
  from ..models.meow_10_play import Meow10Play
  from ..models.meow_10_result import Meow10Result
  from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent
  from ..models.meow_10_round_started_event import Meow10RoundStartedEvent
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="Meow10ProofEntry")



@_attrs_define
class Meow10ProofEntry:
    """ 
        Attributes:
            version (int):
            move (Meow10Draw | Meow10NextRound | Meow10Play): A move, by its `type`.
            events (list[Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent |
                Meow10RoundStartedEvent | UnknownEvent]):
            result (Meow10Result | None):
            commitment (str): HMAC-SHA256 of the state after the move, keyed by the salt (by the seed where `seed_salt` is
                null).
            hash_ (str): SHA-256 of the previous entry's hash and this entry.
     """

    version: int
    move: Meow10Draw | Meow10NextRound | Meow10Play
    events: list[Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent | Meow10RoundStartedEvent | UnknownEvent]
    result: Meow10Result | None
    commitment: str
    hash_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent # noqa: PLC0415
        from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent # noqa: PLC0415
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_game_ended_event import Meow10GameEndedEvent # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent # noqa: PLC0415
        from ..models.meow_10_round_started_event import Meow10RoundStartedEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        version = self.version

        move: dict[str, Any]
        if isinstance(self.move, Meow10Play):
            move = self.move.to_dict()
        elif isinstance(self.move, Meow10Draw):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, Meow10CardsPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10CardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10RoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10GameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Meow10RoundStartedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, Meow10Result):
            result = self.result.to_dict()
        else:
            result = self.result

        commitment = self.commitment

        hash_ = self.hash_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "move": move,
            "events": events,
            "result": result,
            "commitment": commitment,
            "hash": hash_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent # noqa: PLC0415
        from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent # noqa: PLC0415
        from ..models.meow_10_draw import Meow10Draw # noqa: PLC0415
        from ..models.meow_10_game_ended_event import Meow10GameEndedEvent # noqa: PLC0415
        from ..models.meow_10_next_round import Meow10NextRound # noqa: PLC0415
        from ..models.meow_10_play import Meow10Play # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent # noqa: PLC0415
        from ..models.meow_10_round_started_event import Meow10RoundStartedEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_move(data: object) -> Meow10Draw | Meow10NextRound | Meow10Play:
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

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent | Meow10RoundStartedEvent | UnknownEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_0 = Meow10CardsPlayedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_1 = Meow10CardsDrawnEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_2 = Meow10RoundEndedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_3 = Meow10GameEndedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_meow_10_event_type_4 = Meow10RoundStartedEvent.from_dict(data)



                    return componentsschemas_meow_10_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meow_10_event_type_5 = UnknownEvent.from_dict(data)



                return componentsschemas_meow_10_event_type_5

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_result(data: object) -> Meow10Result | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Meow10Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Meow10Result | None, data)

        result = _parse_result(d.pop("result"))


        commitment = d.pop("commitment")

        hash_ = d.pop("hash")

        meow_10_proof_entry = cls(
            version=version,
            move=move,
            events=events,
            result=result,
            commitment=commitment,
            hash_=hash_,
        )

        return meow_10_proof_entry

