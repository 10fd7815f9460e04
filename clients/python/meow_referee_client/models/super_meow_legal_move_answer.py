from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.super_meow_card_bought_event import SuperMeowCardBoughtEvent
  from ..models.super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent
  from ..models.super_meow_cards_drawn_event import SuperMeowCardsDrawnEvent
  from ..models.super_meow_game_ended_event import SuperMeowGameEndedEvent
  from ..models.super_meow_hand_revealed_event import SuperMeowHandRevealedEvent
  from ..models.super_meow_hand_washed_event import SuperMeowHandWashedEvent
  from ..models.super_meow_mouse_used_event import SuperMeowMouseUsedEvent
  from ..models.super_meow_result import SuperMeowResult
  from ..models.super_meow_state import SuperMeowState
  from ..models.super_meow_turn_passed_event import SuperMeowTurnPassedEvent
  from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent
  from ..models.unknown_event import UnknownEvent





T = TypeVar("T", bound="SuperMeowLegalMoveAnswer")



@_attrs_define
class SuperMeowLegalMoveAnswer:
    """ 
        Attributes:
            legal (bool):
            state (SuperMeowState):
            to_act (list[str]): Who may act now: the one seat that must, every player when any may (Meow 10's next_round,
                Cat Tower's Rush for the Fish), none once the game is over (or nothing can move: a session ended early, or still
                to be dealt).
            outcome (Outcome):
            events (list[SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent |
                SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent |
                SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent]):
            result (None | SuperMeowResult): Set when the move ends a round, game or match.
     """

    legal: bool
    state: SuperMeowState
    to_act: list[str]
    outcome: Outcome
    events: list[SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent | SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent | SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent]
    result: None | SuperMeowResult





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.super_meow_card_bought_event import SuperMeowCardBoughtEvent # noqa: PLC0415
        from ..models.super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent # noqa: PLC0415
        from ..models.super_meow_cards_drawn_event import SuperMeowCardsDrawnEvent # noqa: PLC0415
        from ..models.super_meow_game_ended_event import SuperMeowGameEndedEvent # noqa: PLC0415
        from ..models.super_meow_hand_revealed_event import SuperMeowHandRevealedEvent # noqa: PLC0415
        from ..models.super_meow_hand_washed_event import SuperMeowHandWashedEvent # noqa: PLC0415
        from ..models.super_meow_mouse_used_event import SuperMeowMouseUsedEvent # noqa: PLC0415
        from ..models.super_meow_result import SuperMeowResult # noqa: PLC0415
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
        from ..models.super_meow_turn_passed_event import SuperMeowTurnPassedEvent # noqa: PLC0415
        from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        legal = self.legal

        state = self.state.to_dict()

        to_act = self.to_act



        outcome = self.outcome.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SuperMeowCardBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowCardThrownAwayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowMouseUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowTurnPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowHandWashedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowWashingMachineShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowHandRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SuperMeowGameEndedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        result: dict[str, Any] | None
        if isinstance(self.result, SuperMeowResult):
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
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.super_meow_card_bought_event import SuperMeowCardBoughtEvent # noqa: PLC0415
        from ..models.super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent # noqa: PLC0415
        from ..models.super_meow_cards_drawn_event import SuperMeowCardsDrawnEvent # noqa: PLC0415
        from ..models.super_meow_game_ended_event import SuperMeowGameEndedEvent # noqa: PLC0415
        from ..models.super_meow_hand_revealed_event import SuperMeowHandRevealedEvent # noqa: PLC0415
        from ..models.super_meow_hand_washed_event import SuperMeowHandWashedEvent # noqa: PLC0415
        from ..models.super_meow_mouse_used_event import SuperMeowMouseUsedEvent # noqa: PLC0415
        from ..models.super_meow_result import SuperMeowResult # noqa: PLC0415
        from ..models.super_meow_state import SuperMeowState # noqa: PLC0415
        from ..models.super_meow_turn_passed_event import SuperMeowTurnPassedEvent # noqa: PLC0415
        from ..models.super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent # noqa: PLC0415
        from ..models.unknown_event import UnknownEvent # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        state = SuperMeowState.from_dict(d.pop("state"))




        to_act = cast(list[str], d.pop("to_act"))


        outcome = Outcome.from_dict(d.pop("outcome"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SuperMeowCardBoughtEvent | SuperMeowCardsDrawnEvent | SuperMeowCardThrownAwayEvent | SuperMeowGameEndedEvent | SuperMeowHandRevealedEvent | SuperMeowHandWashedEvent | SuperMeowMouseUsedEvent | SuperMeowTurnPassedEvent | SuperMeowWashingMachineShuffledEvent | UnknownEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_0 = SuperMeowCardBoughtEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_1 = SuperMeowCardThrownAwayEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_2 = SuperMeowMouseUsedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_3 = SuperMeowTurnPassedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_4 = SuperMeowHandWashedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_5 = SuperMeowWashingMachineShuffledEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_6 = SuperMeowCardsDrawnEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_7 = SuperMeowHandRevealedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_super_meow_event_type_8 = SuperMeowGameEndedEvent.from_dict(data)



                    return componentsschemas_super_meow_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_super_meow_event_type_9 = UnknownEvent.from_dict(data)



                return componentsschemas_super_meow_event_type_9

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_result(data: object) -> None | SuperMeowResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SuperMeowResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuperMeowResult, data)

        result = _parse_result(d.pop("result"))


        super_meow_legal_move_answer = cls(
            legal=legal,
            state=state,
            to_act=to_act,
            outcome=outcome,
            events=events,
            result=result,
        )

        return super_meow_legal_move_answer

