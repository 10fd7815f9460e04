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
  from ..models.meow_10_game_ended_event import Meow10GameEndedEvent
  from ..models.meow_10_result import Meow10Result
  from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent
  from ..models.meow_10_round_started_event import Meow10RoundStartedEvent
  from ..models.meow_10_state import Meow10State
  from ..models.outcome import Outcome
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="Meow10LegalMoveAnswer")



@_attrs_define
class Meow10LegalMoveAnswer:
    """ 
        Attributes:
            legal (bool):
            state (Meow10State):
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
            events (list[Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent |
                Meow10RoundStartedEvent | UnknownEvent]):
            result (Meow10Result | None): Set when the move ends a round, game or match.
     """

    legal: bool
    state: Meow10State
    to_act: list[str]
    outcome: Outcome
    events: list[Meow10CardsDrawnEvent | Meow10CardsPlayedEvent | Meow10GameEndedEvent | Meow10RoundEndedEvent | Meow10RoundStartedEvent | UnknownEvent]
    result: Meow10Result | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent # noqa: PLC0415
        from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent # noqa: PLC0415
        from ..models.meow_10_game_ended_event import Meow10GameEndedEvent # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent # noqa: PLC0415
        from ..models.meow_10_round_started_event import Meow10RoundStartedEvent # noqa: PLC0415
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        legal = self.legal

        state = self.state.to_dict()

        to_act = self.to_act



        outcome = self.outcome.to_dict()

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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "legal": legal,
            "state": state,
            "to_act": to_act,
            "outcome": outcome,
            "events": events,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meow_10_cards_drawn_event import Meow10CardsDrawnEvent # noqa: PLC0415
        from ..models.meow_10_cards_played_event import Meow10CardsPlayedEvent # noqa: PLC0415
        from ..models.meow_10_game_ended_event import Meow10GameEndedEvent # noqa: PLC0415
        from ..models.meow_10_result import Meow10Result # noqa: PLC0415
        from ..models.meow_10_round_ended_event import Meow10RoundEndedEvent # noqa: PLC0415
        from ..models.meow_10_round_started_event import Meow10RoundStartedEvent # noqa: PLC0415
        from ..models.meow_10_state import Meow10State # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        state = Meow10State.from_dict(d.pop("state"))




        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




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


        meow_10_legal_move_answer = cls(
            legal=legal,
            state=state,
            to_act=to_act,
            outcome=outcome,
            events=events,
            result=result,
        )

        return meow_10_legal_move_answer

