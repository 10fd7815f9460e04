from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cat_tower_action_skipped_event import CatTowerActionSkippedEvent
  from ..models.cat_tower_card_given_event import CatTowerCardGivenEvent
  from ..models.cat_tower_cards_redistributed_event import CatTowerCardsRedistributedEvent
  from ..models.cat_tower_direction_reversed_event import CatTowerDirectionReversedEvent
  from ..models.cat_tower_fell_event import CatTowerFellEvent
  from ..models.cat_tower_game_ended_event import CatTowerGameEndedEvent
  from ..models.cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent
  from ..models.cat_tower_result import CatTowerResult
  from ..models.cat_tower_rolled_event import CatTowerRolledEvent
  from ..models.cat_tower_stacked_event import CatTowerStackedEvent
  from ..models.cat_tower_state import CatTowerState
  from ..models.cat_tower_token_flipped_event import CatTowerTokenFlippedEvent
  from ..models.cat_tower_turn_started_event import CatTowerTurnStartedEvent
  from ..models.outcome import Outcome
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="CatTowerLegalMoveAnswer")



@_attrs_define
class CatTowerLegalMoveAnswer:
    """ 
        Attributes:
            legal (bool):
            state (CatTowerState):
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
            events (list[CatTowerActionSkippedEvent | CatTowerCardGivenEvent | CatTowerCardsRedistributedEvent |
                CatTowerDirectionReversedEvent | CatTowerFellEvent | CatTowerGameEndedEvent | CatTowerPlayerSkippedEvent |
                CatTowerRolledEvent | CatTowerStackedEvent | CatTowerTokenFlippedEvent | CatTowerTurnStartedEvent |
                UnknownEvent]):
            result (CatTowerResult | None): Set when the move ends a round, game or match.
     """

    legal: bool
    state: CatTowerState
    to_act: list[str]
    outcome: Outcome
    events: list[CatTowerActionSkippedEvent | CatTowerCardGivenEvent | CatTowerCardsRedistributedEvent | CatTowerDirectionReversedEvent | CatTowerFellEvent | CatTowerGameEndedEvent | CatTowerPlayerSkippedEvent | CatTowerRolledEvent | CatTowerStackedEvent | CatTowerTokenFlippedEvent | CatTowerTurnStartedEvent | UnknownEvent]
    result: CatTowerResult | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.cat_tower_action_skipped_event import CatTowerActionSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_card_given_event import CatTowerCardGivenEvent # noqa: PLC0415
        from ..models.cat_tower_cards_redistributed_event import CatTowerCardsRedistributedEvent # noqa: PLC0415
        from ..models.cat_tower_direction_reversed_event import CatTowerDirectionReversedEvent # noqa: PLC0415
        from ..models.cat_tower_fell_event import CatTowerFellEvent # noqa: PLC0415
        from ..models.cat_tower_game_ended_event import CatTowerGameEndedEvent # noqa: PLC0415
        from ..models.cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_result import CatTowerResult # noqa: PLC0415
        from ..models.cat_tower_rolled_event import CatTowerRolledEvent # noqa: PLC0415
        from ..models.cat_tower_stacked_event import CatTowerStackedEvent # noqa: PLC0415
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        from ..models.cat_tower_token_flipped_event import CatTowerTokenFlippedEvent # noqa: PLC0415
        from ..models.cat_tower_turn_started_event import CatTowerTurnStartedEvent # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        legal = self.legal

        state = self.state.to_dict()

        to_act = self.to_act



        outcome = self.outcome.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CatTowerRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerStackedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerFellEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerTokenFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerDirectionReversedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerPlayerSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerCardsRedistributedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerCardGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerActionSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerTurnStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CatTowerGameEndedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, CatTowerResult):
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
        from ..models.cat_tower_action_skipped_event import CatTowerActionSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_card_given_event import CatTowerCardGivenEvent # noqa: PLC0415
        from ..models.cat_tower_cards_redistributed_event import CatTowerCardsRedistributedEvent # noqa: PLC0415
        from ..models.cat_tower_direction_reversed_event import CatTowerDirectionReversedEvent # noqa: PLC0415
        from ..models.cat_tower_fell_event import CatTowerFellEvent # noqa: PLC0415
        from ..models.cat_tower_game_ended_event import CatTowerGameEndedEvent # noqa: PLC0415
        from ..models.cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent # noqa: PLC0415
        from ..models.cat_tower_result import CatTowerResult # noqa: PLC0415
        from ..models.cat_tower_rolled_event import CatTowerRolledEvent # noqa: PLC0415
        from ..models.cat_tower_stacked_event import CatTowerStackedEvent # noqa: PLC0415
        from ..models.cat_tower_state import CatTowerState # noqa: PLC0415
        from ..models.cat_tower_token_flipped_event import CatTowerTokenFlippedEvent # noqa: PLC0415
        from ..models.cat_tower_turn_started_event import CatTowerTurnStartedEvent # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        state = CatTowerState.from_dict(d.pop("state"))




        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> CatTowerActionSkippedEvent | CatTowerCardGivenEvent | CatTowerCardsRedistributedEvent | CatTowerDirectionReversedEvent | CatTowerFellEvent | CatTowerGameEndedEvent | CatTowerPlayerSkippedEvent | CatTowerRolledEvent | CatTowerStackedEvent | CatTowerTokenFlippedEvent | CatTowerTurnStartedEvent | UnknownEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_0 = CatTowerRolledEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_1 = CatTowerStackedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_2 = CatTowerFellEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_3 = CatTowerTokenFlippedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_4 = CatTowerDirectionReversedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_5 = CatTowerPlayerSkippedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_6 = CatTowerCardsRedistributedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_7 = CatTowerCardGivenEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_8 = CatTowerActionSkippedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_9 = CatTowerTurnStartedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cat_tower_event_type_10 = CatTowerGameEndedEvent.from_dict(data)



                    return componentsschemas_cat_tower_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cat_tower_event_type_11 = UnknownEvent.from_dict(data)



                return componentsschemas_cat_tower_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_result(data: object) -> CatTowerResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CatTowerResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatTowerResult | None, data)

        result = _parse_result(d.pop("result"))


        cat_tower_legal_move_answer = cls(
            legal=legal,
            state=state,
            to_act=to_act,
            outcome=outcome,
            events=events,
            result=result,
        )

        return cat_tower_legal_move_answer

